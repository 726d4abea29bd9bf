import { z } from 'zod';

/** SPEC §3 fare classes, in rating order 0–4. */
export const FareClassSchema = z.enum(['basic', 'standard', 'enhanced', 'premium', 'luxury']);
export type FareClass = z.infer<typeof FareClassSchema>;

const money = z.number().int().nonnegative().nullable().describe('integer cents; null means no cap');

/** SPEC §3 policy tier of a corporate business. */
export const PolicyTierSchema = z.object({
  id: z.string(),
  name: z.string(),
  settings: z.object({ isApprovalRequired: z.boolean() }),
  flights: z.object({
    enableLongFlights: z.boolean(),
    minHoursForLongFlight: z.number().nonnegative(),
    policies: z.array(
      z.object({
        duration: z.enum(['Short', 'Long']),
        maxPriceForOneWay: money,
        maxPriceForRoundTrip: money,
        allowedFareClasses: z.array(FareClassSchema),
      }),
    ),
  }),
  hotels: z.object({
    allowedStarRatings: z.array(z.number().int().min(1).max(5)),
    maxPricePerNight: money,
  }),
  cars: z.object({ maxPricePerDay: money }),
});
export type PolicyTier = z.infer<typeof PolicyTierSchema>;
