// The checkout's quote (POST /v0/flights/book/quote): the selected fare re-priced now, the
// protections offered for it, what the trip asks of its travelers, and how rewards can pay and earn.
// Nothing is held or written: the booking prices everything again.
import { z } from 'zod';
import { minimumRedemption, redeemableMinor, type MinimumRedemption } from '../../../../lib/domain/checkout-payment';
import { ProtectionProducts } from '../../../../lib/domain/checkout-protections';
import { FareSchema, PassengerCountsSchema, SliceSchema } from '../../../../lib/domain/flights.schema';
import { earnMultiplier, selectRewardsAccount, type RewardsAccount } from '../../../../lib/domain/rewards';
import type { Db } from '../../../db/client';
import { ApiFailure } from '../../../http/errors';
import { cashAnswer, checkFlightSearch, localToday } from '../../flights';
import { listRewardsAccounts } from '../../rewards';
import { BreakdownSchema, failureAdvice, FlightSelectionSchema, type FlightSelection } from '../booking.schema';
import { flightAdapter } from './adapter';
import { breakdownOf, findFare, offersFor, requirementsOf } from './pricing';

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
    rewards: z.object({
      accounts: z.array(
        z.object({
          accountReferenceId: z.string(),
          productDisplayName: z.string(),
          currency,
          currencyDescription: z.string(),
          /** In the account's units: whole miles, or cents of cash rewards. */
          balance: z.number().int(),
          maxRedeemableCents: z.number().int(),
        }),
      ),
      minimumRedemption: MinimumRedemptionSchema,
    }),
    earn: z.object({ accountReferenceId: z.string(), multiplier: z.number(), currency }).nullable(),
  }),
});
export type FlightQuote = z.infer<typeof FlightQuoteAnswerSchema>['quote'];

export const fareGone = () =>
  new ApiFailure(404, 'NoAvailability', failureAdvice.NoAvailability.message, { nextAction: failureAdvice.NoAvailability.nextAction });

/** What flights earn on the account, or null when it earns nothing on them. */
export function earnOf(account: RewardsAccount | undefined): FlightQuote['earn'] {
  const multiplier = account ? earnMultiplier(account, flightAdapter.earnCategory) : 0;
  if (!account || multiplier <= 0) return null;
  return {
    accountReferenceId: account.accountReferenceId,
    multiplier,
    currency: account.rewardsBalance.currency,
  };
}

export async function quoteFlight(db: Db, userId: string, selection: FlightSelection, now: Date): Promise<FlightQuote> {
  const today = localToday(now);
  checkFlightSearch(selection, today);
  const found = findFare(cashAnswer(selection, today), selection.itineraryId, selection.fareId);
  if (found.kind === 'NoAvailability') throw fareGone();
  const { slices, fare } = found;
  const breakdown = breakdownOf(fare, []);
  const accounts = await listRewardsAccounts(db, userId);
  return {
    tripType: selection.tripType,
    passengers: selection.passengers,
    slices,
    fare,
    breakdown,
    protections: offersFor(slices, fare, selection.passengers, now),
    requirements: requirementsOf(slices),
    rewards: {
      accounts: accounts
        .filter((a) => a.allowRewardsRedemption)
        .map((a) => ({
          accountReferenceId: a.accountReferenceId,
          productDisplayName: a.productDisplayName,
          currency: a.rewardsBalance.currency,
          currencyDescription: a.rewardsBalance.currencyDescription,
          balance: a.rewardsBalance.value,
          maxRedeemableCents: Math.min(redeemableMinor(a), breakdown.totalCents),
        })),
      minimumRedemption: minimumRedemption(accounts),
    },
    // The card is chosen later; until then the SPEC §4 default account stands for it.
    earn: earnOf(selectRewardsAccount(accounts, null)),
  };
}
