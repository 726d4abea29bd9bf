// What a car booking keeps, re-priced by the server: what Trips and the email show (the car trip
// fields) and what cancelling needs later (the pick-up and deadline as instants, what was paid).
import { z } from 'zod';
import { carTripFields } from '../../../../lib/domain/cars/car-trip.schema';

export const CarDetailsSchema = z.object({
  product: z.literal('Car'),
  ...carTripFields,
  offerId: z.string(),
  driver: carTripFields.driver.extend({ travelerId: z.string() }),
  contact: z.object({ email: z.string(), phone: z.string() }),
  pickupUtc: z.string(),
  dropoffUtc: z.string(),
  freeCancellationUntilUtc: z.string().nullable(),
  paidMinor: z.number().int(),
});
