// The booking engine's rules, free of I/O: when the simulated supplier answers, and what it answers
// for a booking at a given moment. Every product's supplier fails on the same documented test
// surnames, so a test can make any product's booking fail the way it needs.
import { SupplierTestSurnames, type SupplierFailureCode } from '../../../lib/domain/booking/booking.schema';

/** The simulated supplier answers this long after a booking was scheduled. */
export const SUPPLIER_LATENCY_MS = 1_500;
/** A booking the supplier has not answered by then fails with PollingTimeout (holds released). */
export const BOOKING_DEADLINE_MS = 60_000;
/** What a Pending poll suggests as the next wait; the client backs off from there. */
export const POLL_AFTER_MS = 500;

export type SupplierAnswer = { kind: 'Waiting' } | { kind: 'Confirmed' } | { kind: 'Failed'; code: SupplierFailureCode };

/** The first traveler or guest surname that is a documented failure trigger of this supplier, if any. */
export function injectedFailure(
  people: readonly { surname: string }[],
  codes: readonly SupplierFailureCode[] = SupplierTestSurnames,
): SupplierFailureCode | undefined {
  for (const t of people) {
    const hit = codes.find((code) => code.toLowerCase() === t.surname.toLowerCase());
    if (hit) return hit;
  }
  return undefined;
}

/** What the simulated supplier says `elapsedMs` after scheduling. Deterministic, so a restart resolves the same way. */
export function supplierAnswer(
  people: readonly { surname: string }[],
  elapsedMs: number,
  codes: readonly SupplierFailureCode[] = SupplierTestSurnames,
): SupplierAnswer {
  const failure = injectedFailure(people, codes);
  if (failure === 'PollingTimeout') return elapsedMs >= BOOKING_DEADLINE_MS ? { kind: 'Failed', code: failure } : { kind: 'Waiting' };
  if (elapsedMs < SUPPLIER_LATENCY_MS) return { kind: 'Waiting' };
  return failure ? { kind: 'Failed', code: failure } : { kind: 'Confirmed' };
}
