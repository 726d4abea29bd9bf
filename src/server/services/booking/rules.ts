// The booking engine's rules, free of I/O: what a booking keeps and what the simulated supplier
// answers for it at a given moment. Pricing is pricing.ts; the payment split is the domain's.
import type { PassengerType } from '../../../lib/domain/booking-passengers';
import type { Fare, Slice } from '../../../lib/domain/flights.schema';
import type { RewardsCurrency } from '../../../lib/domain/rewards';
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
  /** As saved in the profile when booked (bookings made before the checkout have no passengerType: adults). */
  travelers: { givenName: string; surname: string; travelerId?: string | undefined; passengerType?: PassengerType }[];
  contact: FlightBookRequest['contact'];
  /** Rewards spent, in the account's units. */
  rewards: { accountReferenceId: string; amount: number; currency: RewardsCurrency } | null;
  pricedAt: string;
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
