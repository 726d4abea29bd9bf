// The booking engine's rules, free of I/O: how a selection is re-priced, how a payment splits between
// rewards and card, and what the simulated supplier answers for a booking at a given moment.
import { centsPerMile } from '../../../lib/domain/flights';
import type { Fare, FlightSearchResponse, Slice } from '../../../lib/domain/flights.schema';
import type { RewardsAccount, RewardsCurrency } from '../../../lib/domain/rewards';
import { SupplierTestSurnames, type FlightBookRequest, type SupplierFailureCode } from './booking.schema';

/** The simulated supplier answers this long after a booking was scheduled. */
export const SUPPLIER_LATENCY_MS = 1_500;
/** A booking the supplier has not answered by then fails with PollingTimeout (holds released). */
export const BOOKING_DEADLINE_MS = 60_000;
/** What a Pending poll suggests as the next wait; the client backs off from there. */
export const POLL_AFTER_MS = 500;

/** What the booking keeps of the request, re-priced by the server: shown in Trips, never re-read from the client. */
export interface BookingSnapshot {
  tripType: FlightBookRequest['selection']['tripType'];
  passengers: FlightBookRequest['selection']['passengers'];
  itineraryId: string;
  slices: Slice[];
  fare: Fare;
  travelers: { givenName: string; surname: string; travelerId?: string | undefined }[];
  contact: FlightBookRequest['contact'];
  /** Rewards spent, in the account's units. */
  rewards: { accountReferenceId: string; amount: number; currency: RewardsCurrency } | null;
  pricedAt: string;
}

export type Repriced =
  | { kind: 'Priced'; slices: Slice[]; fare: Fare }
  | { kind: 'NoAvailability' }
  | { kind: 'OfferInvalid'; oldTotal: number; newTotal: number };

/** The selection priced from the supplier's answer of today; the client's price is only compared, never used. */
export function reprice(answer: FlightSearchResponse, itineraryId: string, fareId: string, expectedTotal: number): Repriced {
  const itinerary = answer.itineraries.find((i) => i.id === itineraryId);
  const fare = itinerary?.fares.find((f) => f.fareId === fareId);
  if (!itinerary || !fare) return { kind: 'NoAvailability' };
  const newTotal = fare.amount.fiat.value;
  if (newTotal !== expectedTotal) return { kind: 'OfferInvalid', oldTotal: expectedTotal, newTotal };
  return { kind: 'Priced', slices: itinerary.slices, fare };
}

export type PaymentSplit =
  | { kind: 'Split'; form: 'fiat' | 'rewards' | 'split'; cardCents: number; rewardsCents: number }
  | { kind: 'Invalid'; path: string; message: string };

/** SPEC §3 amount forms: rewards pay at most the total, a card pays the rest (and is needed only then). */
export function splitPayment(totalCents: number, rewardsCents: number, hasCard: boolean): PaymentSplit {
  if (rewardsCents > totalCents) {
    return { kind: 'Invalid', path: 'payment.rewards.amount', message: 'Rewards can pay at most the trip total.' };
  }
  const cardCents = totalCents - rewardsCents;
  if (cardCents > 0 && !hasCard) {
    return { kind: 'Invalid', path: 'payment.paymentMethodId', message: 'Choose a card for the part rewards do not cover.' };
  }
  const form = rewardsCents === 0 ? 'fiat' : cardCents === 0 ? 'rewards' : 'split';
  return { kind: 'Split', form, cardCents, rewardsCents };
}

/** Rewards units (whole miles, or cents) that pay `cents`; miles round up so the airline is paid in full. */
export function rewardsUnitsFor(cents: number, account: RewardsAccount): number {
  return account.rewardsBalance.currency === 'Cash' ? cents : Math.ceil(cents / centsPerMile(account));
}

export type SupplierAnswer = { kind: 'Waiting' } | { kind: 'Confirmed' } | { kind: 'Failed'; code: SupplierFailureCode };

/** The first traveler surname that is a documented failure trigger, if any. */
export function injectedFailure(snapshot: Pick<BookingSnapshot, 'travelers'>): SupplierFailureCode | undefined {
  for (const t of snapshot.travelers) {
    const hit = SupplierTestSurnames.find((code) => code.toLowerCase() === t.surname.toLowerCase());
    if (hit) return hit;
  }
  return undefined;
}

/** What the simulated supplier says `elapsedMs` after scheduling. Deterministic, so a restart resolves the same way. */
export function supplierAnswer(snapshot: Pick<BookingSnapshot, 'travelers'>, elapsedMs: number): SupplierAnswer {
  const failure = injectedFailure(snapshot);
  if (failure === 'PollingTimeout') return elapsedMs >= BOOKING_DEADLINE_MS ? { kind: 'Failed', code: failure } : { kind: 'Waiting' };
  if (elapsedMs < SUPPLIER_LATENCY_MS) return { kind: 'Waiting' };
  return failure ? { kind: 'Failed', code: failure } : { kind: 'Confirmed' };
}
