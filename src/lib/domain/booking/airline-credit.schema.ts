// GET /v0/user/airlineCredits (Trips → Airline travel credits, SPEC §2): the credits cancel for any
// reason gave with an airline instead of a refund, each with the trip it came from.
import { z } from 'zod';

export const AirlineCreditStates = ['Available', 'Expired', 'Redeemed'] as const;

export const AirlineCreditSchema = z.object({
  id: z.uuid(),
  airline: z.object({ code: z.string(), name: z.string() }),
  amountMinor: z.number().int(),
  currency: z.literal('USD'),
  /** As of now: an Available credit past `expiresAt` reads Expired. */
  state: z.enum(AirlineCreditStates),
  expiresAt: z.string(),
  issuedAt: z.string(),
  /** The canceled trip the credit came from. */
  trip: z.object({
    id: z.uuid(),
    confirmationNumber: z.string().nullable(),
    origin: z.string(),
    destination: z.string(),
  }),
});
export type AirlineCredit = z.infer<typeof AirlineCreditSchema>;

export const AirlineCreditsAnswerSchema = z.object({ credits: z.array(AirlineCreditSchema) });
export type AirlineCreditsAnswer = z.infer<typeof AirlineCreditsAnswerSchema>;
