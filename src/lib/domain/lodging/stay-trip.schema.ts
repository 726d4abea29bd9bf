// What a booked stay shows in Trips, the confirmation and the email (SPEC §3 trip kinds Hotel and
// Home): the property, the dates, the room and its rate, the guest. One shape for hotels and
// vacation rentals; the booking schema puts it in the Trip union.
import { z } from 'zod';
import { BedTypes, CancellationPolicies, Collections, LodgingKinds, MealPlans, PaymentTimings, StarRatings } from './lodging.constants';

export const StayLodgingSchema = z.object({
  id: z.string(),
  kind: z.enum(LodgingKinds),
  name: z.string(),
  city: z.string(),
  country: z.string(),
  collection: z.enum(Collections),
  starRating: z.enum(StarRatings),
  lat: z.number(),
  lon: z.number(),
  /** The property's IANA zone: check-in, check-out and cancel deadlines are its wall-clock times. */
  timeZone: z.string(),
  checkInTime: z.string(),
  checkOutTime: z.string(),
  image: z.string().nullable(),
});

export const StayRateSchema = z.object({
  rateId: z.string(),
  variant: z.enum(['Default', 'RefundableRoom']),
  /** As sold: a refundable variant is FullyRefundable by its cover. */
  cancellation: z.enum(CancellationPolicies),
  /** The rate's own free-cancellation deadline, the property's local date and time. */
  cancelBy: z.string().nullable(),
  payment: z.enum(PaymentTimings),
  mealPlan: z.enum(MealPlans),
  /** Cancel for any reason bought with the room: until check-in, the coverage comes back. */
  refundable: z
    .object({
      premium: z.number().int(),
      coveragePercentage: z.number().int(),
      coverageAmount: z.number().int(),
      shouldRefundCfarPremium: z.boolean(),
    })
    .nullable(),
});

/** The Trip fields of a stay, beside what every trip has. */
export const stayTripFields = {
  lodging: StayLodgingSchema,
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  guests: z.object({ adults: z.number().int(), children: z.number().int(), pets: z.number().int() }),
  room: z.object({ roomId: z.string(), name: z.string(), beds: z.array(z.object({ type: z.enum(BedTypes), count: z.number().int() })) }),
  rate: StayRateSchema,
  /** The fourth night given by the property (SPEC §5), minor units; already off the total. */
  complimentaryNightMinor: z.number().int().nullable(),
  guest: z.object({ givenName: z.string(), surname: z.string() }),
  /** The membership the stay is credited to, its number shown by its last four characters only. */
  loyalty: z.object({ programCode: z.string(), programName: z.string(), numberEnding: z.string() }).nullable(),
  specialRequests: z.string().nullable(),
};
