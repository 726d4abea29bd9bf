// The checkout's request and the sums the page shows, as pure functions of the quote and the
// traveler's choices (checkout contract §1–2). booking.store.ts holds the state and the calls.
import { type PassengerError, type PassengerType } from '../../domain/booking-passengers';
import { splitPayment, type MinimumRedemption, type PaymentPlan } from '../../domain/checkout-payment';
import type { ProtectionOffer, ProtectionProduct } from '../../domain/checkout-protections';
import type { Fare, Slice } from '../../domain/flights.schema';
import type { RewardsAccount } from '../../domain/rewards.schema';
import type { FlightSelection } from './selection.store';
import type { NextAction } from '../../domain/booking.constants';
// ---- contract shapes (checkout contract §1–3) ----

export type BookSelection = Pick<FlightSelection['search'], 'tripType' | 'slices' | 'passengers'> &
  Pick<FlightSelection, 'itineraryId' | 'fareId'>;
export type BreakdownLine = { kind: 'BaseFare' | 'Taxes' | 'Fee' | 'AddOn'; label: string; amountCents: number };
export interface QuoteRewardsAccount {
  accountReferenceId: string;
  productDisplayName: string;
  currency: 'Miles' | 'Cash';
  currencyDescription: string;
  balance: number;
  maxRedeemableCents: number;
}
export interface Quote {
  tripType: BookSelection['tripType'];
  passengers: BookSelection['passengers'];
  slices: Slice[];
  fare: Fare;
  breakdown: { lines: BreakdownLine[]; totalCents: number };
  protections: ProtectionOffer[];
  requirements: {
    international: boolean;
    lapInfantsSupported: boolean;
    seatedInfantsSupported: boolean;
    firstDepartureDate: string;
    lastFlightDate: string;
  };
  rewards: { accounts: QuoteRewardsAccount[]; minimumRedemption: MinimumRedemption };
  earn: { accountReferenceId: string; multiplier: number; currency: 'Miles' | 'Cash' } | null;
}
export interface BookRequest {
  selection: BookSelection;
  expectedTotal: number;
  travelers: { travelerId: string; passengerType: PassengerType }[];
  contact: { email: string; phone: string };
  protections: ProtectionProduct[];
  payment: { paymentMethodId?: string; rewards?: { accountReferenceId: string; amount: number } };
}
export type { NextAction } from '../../domain/booking.constants';
export type PollAnswer =
  | { outcome: 'Success'; confirmationNumber: string }
  | { outcome: 'Pending'; pollAfterMs: number }
  | { outcome: 'Failed'; failure: { code: string; message: string; nextAction: NextAction } };

// ---- state ----

export type QuoteState =
  | { kind: 'NoSelection' }
  | { kind: 'Loading' }
  | { kind: 'Loaded'; quote: Quote }
  | { kind: 'Failed'; code: string; message: string; nextAction: NextAction | 'TryAgain' };

export interface Draft {
  /** One per passenger slot (passengerSlots order); null until chosen. */
  travelerIds: (string | null)[];
  contact: { email: string; phone: string };
  protections: ProtectionProduct[];
  paymentMethodId: string | null;
  rewards: { accountReferenceId: string; amountCents: number } | null;
}

export type BookState =
  | { kind: 'Idle' }
  | { kind: 'Submitting' }
  | { kind: 'Polling'; bookingId: string }
  | { kind: 'Succeeded'; bookingId: string; confirmationNumber: string }
  | { kind: 'PriceChanged'; oldTotal: number; newTotal: number }
  | { kind: 'PassengerErrors'; errors: PassengerError[] }
  | { kind: 'Failed'; code: string; message: string; nextAction: NextAction | 'TryAgain' };

export function toBookSelection(s: FlightSelection): BookSelection {
  const { tripType, slices, passengers } = s.search;
  return { tripType, slices, passengers, itineraryId: s.itineraryId, fareId: s.fareId };
}

/** One slot per passenger of the search, adults first (the order the API wants). */
export function passengerSlots(p: BookSelection['passengers']): PassengerType[] {
  return (['ADT', 'CNN', 'INF', 'INS'] as const).flatMap((type) => Array<PassengerType>(p[type]).fill(type));
}

/** Fare total plus the protections the traveler added: what the Book button says and expectedTotal. */
export function totalWithProtections(quote: Quote, chosen: readonly ProtectionProduct[]): number {
  return quote.protections.reduce(
    (sum, o) => (o.kind === 'Offered' && chosen.includes(o.product) ? sum + o.priceMinor : sum),
    quote.breakdown.totalCents,
  );
}

/** The split as the page shows it (SPEC §3 amount forms, §5 minimum, §9 display), from the domain rule. */
export function paymentPlan(quote: Quote, draft: Draft, accounts: readonly RewardsAccount[]): PaymentPlan {
  const account = draft.rewards ? accounts.find((a) => a.accountReferenceId === draft.rewards!.accountReferenceId) : undefined;
  return splitPayment({
    totalMinor: totalWithProtections(quote, draft.protections),
    offers: [],
    credits: [],
    rewards: account && draft.rewards ? { account, amountToRedeemMinor: draft.rewards.amountCents } : null,
    card: draft.paymentMethodId ? { paymentId: draft.paymentMethodId } : null,
    minimumRedemptionMinor:
      quote.rewards.minimumRedemption.kind === 'NoRedeemableAccount' ? undefined : quote.rewards.minimumRedemption.minimumMinor,
  });
}

/** The most the traveler can apply from an account: its redeemable value, capped at the total. */
export function maxRewardsCents(quote: Quote, draft: Draft, accountReferenceId: string): number {
  const a = quote.rewards.accounts.find((x) => x.accountReferenceId === accountReferenceId);
  return a ? Math.min(a.maxRedeemableCents, totalWithProtections(quote, draft.protections)) : 0;
}

export type BuildResult =
  { kind: 'Ready'; request: BookRequest } | { kind: 'MissingTravelers'; slots: number[] } | { kind: 'Plan'; plan: PaymentPlan };

export function buildBookRequest(selection: BookSelection, quote: Quote, draft: Draft, accounts: readonly RewardsAccount[]): BuildResult {
  const slots = passengerSlots(selection.passengers);
  const missing = slots.map((_, i) => i).filter((i) => !draft.travelerIds[i]);
  if (missing.length > 0) return { kind: 'MissingTravelers', slots: missing };
  const plan = paymentPlan(quote, draft, accounts);
  if (plan.kind !== 'Plan') return { kind: 'Plan', plan };
  const rewards = plan.parts.find((p) => p.kind === 'Rewards');
  return {
    kind: 'Ready',
    request: {
      selection,
      expectedTotal: plan.totalMinor,
      travelers: slots.map((passengerType, i) => ({ travelerId: draft.travelerIds[i]!, passengerType })),
      contact: { email: draft.contact.email.trim(), phone: draft.contact.phone.trim() },
      protections: quote.protections.filter((o) => o.kind === 'Offered' && draft.protections.includes(o.product)).map((o) => o.product),
      payment: {
        ...(plan.cardMinor > 0 && draft.paymentMethodId ? { paymentMethodId: draft.paymentMethodId } : {}),
        ...(rewards ? { rewards: { accountReferenceId: rewards.accountReferenceId, amount: rewards.amountMinor } } : {}),
      },
    },
  };
}
