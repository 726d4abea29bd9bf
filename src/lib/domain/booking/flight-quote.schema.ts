// The checkout quote's contract (POST /v0/flights/book/quote), one for the server and the browser:
// the selected fare re-priced now, the protections offered, the travel requirements, rewards and earn.
import { z } from 'zod';
import type { MinimumRedemption } from './checkout-payment';
import { ProtectionProducts } from './checkout-protections';
import { FareSchema, PassengerCountsSchema, SliceSchema } from '../flights/flights.schema';
import { BreakdownSchema, FlightSelectionSchema } from './booking.schema';

export const FlightQuoteRequestSchema = z.object({ selection: FlightSelectionSchema });

const product = z.enum(ProtectionProducts);
/** ProtectionOffer of checkout-protections.ts; the coverage is passed through as the domain made it. */
const ProtectionOfferSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('Offered'),
    product,
    priceMinor: z.number().int(),
    currency: z.literal('USD'),
    /** ProtectionCoverage of checkout-protections.ts: the product's own terms (amounts in cents, hours, days). */
    coverage: z.looseObject({ product }),
    termsPath: z.string(),
  }),
  z.object({
    kind: z.literal('NotOffered'),
    product,
    reason: z.enum(['TooCloseToDeparture', 'Package', 'PremiumCollection', 'ProductNotCovered']),
  }),
]);

const MinimumRedemptionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('NoRedeemableAccount') }),
  z.object({ kind: z.literal('AllBelowMinimum'), minimumMinor: z.number().int() }),
  z.object({
    kind: z.literal('SomeBelowMinimum'),
    minimumMinor: z.number().int(),
    below: z.array(z.string()),
    meeting: z.array(z.string()),
  }),
  z.object({ kind: z.literal('AllMeetMinimum'), minimumMinor: z.number().int() }),
]) satisfies z.ZodType<MinimumRedemption>;

const currency = z.enum(['Miles', 'Cash']);

export const QuoteRewardsSchema = z.object({
  accounts: z.array(
    z.object({
      accountReferenceId: z.string(),
      productDisplayName: z.string(),
      currency,
      currencyDescription: z.string(),
      /** In the account's units: whole miles, or cents of cash rewards. */
      balance: z.number().int(),
      maxRedeemableMinor: z.number().int(),
    }),
  ),
  minimumRedemption: MinimumRedemptionSchema,
});
/** What the card part earns, on which account, at which multiplier; null when it earns nothing. */
export const QuoteEarnSchema = z.object({ accountReferenceId: z.string(), multiplier: z.number(), currency }).nullable();

export const FlightQuoteAnswerSchema = z.object({
  quote: z.object({
    tripType: FlightSelectionSchema.shape.tripType,
    passengers: PassengerCountsSchema,
    slices: z.array(SliceSchema),
    fare: FareSchema,
    /** The fare only; the booking adds one AddOn line per protection chosen. */
    breakdown: BreakdownSchema,
    protections: z.array(ProtectionOfferSchema),
    requirements: z.object({
      international: z.boolean(),
      lapInfantsSupported: z.boolean(),
      seatedInfantsSupported: z.boolean(),
      firstDepartureDate: z.string(),
      lastFlightDate: z.string(),
    }),
    rewards: QuoteRewardsSchema,
    earn: QuoteEarnSchema,
  }),
});
export type FlightQuote = z.infer<typeof FlightQuoteAnswerSchema>['quote'];
