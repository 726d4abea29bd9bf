// What a booked car shows in Trips, the confirmation and the email (SPEC §3 trip kind Car): the
// supplier and car, where and when it is picked up and dropped off, the extras, the driver and the
// desk's terms. The booking schema puts it in the Trip union.
import { z } from 'zod';
import { CarExtraSchema, CarOfferSchema, CarPriceSchema, MileageSchema, RentalTermsSchema } from './cars.schema';

export const carTripFields = {
  supplier: CarOfferSchema.shape.supplier,
  vehicle: CarOfferSchema.shape.vehicle,
  pickup: CarOfferSchema.shape.pickup,
  dropoff: CarOfferSchema.shape.dropoff,
  rentalDays: z.number().int(),
  mileage: MileageSchema,
  /** The offer's cancellation terms (the trip's `cancellation` is the cancel itself, once made). */
  cancellationPolicy: CarOfferSchema.shape.cancellation,
  /** The extras chosen at checkout, each with what it added to this rental. */
  extras: z.array(CarExtraSchema),
  /** The rental's own price, extras apart. */
  price: CarPriceSchema,
  driver: z.object({ givenName: z.string(), surname: z.string(), age: z.number().int() }),
  /** The supplier's loyalty membership the rental is credited to, its number shown by its last four characters only. */
  loyalty: z.object({ programName: z.string(), numberEnding: z.string() }).nullable(),
  /** What the desk asks for at pick-up. */
  terms: RentalTermsSchema,
};
