// What a flight booking keeps of its request, re-priced by the server: shown in Trips and the
// email, never re-read from the client. Bookings made before the checkout kept travelers without
// a passenger type (they were adults) and no traveler ids: both stay optional so they read.
import { z } from 'zod';
import { PassengerTypes } from '../../../../lib/domain/flights/booking-passengers';
import { FareSchema, FlightSearchRequestSchema, PassengerCountsSchema, SliceSchema } from '../../../../lib/domain/flights/flights.schema';

export const FlightDetailsSchema = z.object({
  product: z.literal('Flight'),
  tripType: FlightSearchRequestSchema.shape.tripType,
  passengers: PassengerCountsSchema,
  itineraryId: z.string(),
  slices: z.array(SliceSchema).min(1),
  fare: FareSchema,
  travelers: z
    .array(
      z.object({
        givenName: z.string(),
        surname: z.string(),
        travelerId: z.string().optional(),
        passengerType: z.enum(PassengerTypes).optional(),
      }),
    )
    .min(1),
  contact: z.object({ email: z.string(), phone: z.string() }),
});
