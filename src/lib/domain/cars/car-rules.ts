// Pure rules of a booked car: what cancelling keeps under each cancellation policy (SPEC §3 car cancellation), as the offers describe them.
import type { CarCancellationPolicy } from './cars.schema';

/** What ConditionalAfterBooking keeps once its 24 hours have passed, minor units. */
export const AFTER_BOOKING_FEE_MINOR = 5000;
const DAY_MS = 86_400_000;

export interface BookedCar {
  policy: CarCancellationPolicy;
  /** Instants, ISO. */
  pickupUtc: string;
  freeCancellationUntilUtc: string | null;
  bookedAt: Date;
  paidMinor: number;
  /** One rental day, what a late cancellation keeps. */
  perDayMinor: number;
}

export type CarCancelRule =
  | { kind: 'Refundable'; feeMinor: number; why: 'FreeCancellation' | 'PartialRefund' }
  | { kind: 'NotCancelable'; reason: 'NonRefundable' | 'PastPickUp' };

/** What cancelling now keeps: the policy's fee, never more than was paid. */
export function carCancelPolicy(car: BookedCar, now: Date): CarCancelRule {
  const t = now.getTime();
  if (t >= Date.parse(car.pickupUtc)) return { kind: 'NotCancelable', reason: 'PastPickUp' };
  const free = { kind: 'Refundable', feeMinor: 0, why: 'FreeCancellation' } as const;
  const keep = (fee: number) => ({ kind: 'Refundable', feeMinor: Math.min(fee, car.paidMinor), why: 'PartialRefund' }) as const;
  switch (car.policy) {
    case 'NonRefundable':
      return { kind: 'NotCancelable', reason: 'NonRefundable' };
    case 'FreeCancellation':
      return free;
    case 'Conditional':
      return car.freeCancellationUntilUtc && t < Date.parse(car.freeCancellationUntilUtc) ? free : keep(car.perDayMinor);
    case 'PartiallyRefundable':
      return keep(car.perDayMinor);
    case 'ConditionalAfterBooking':
      return t < car.bookedAt.getTime() + DAY_MS ? free : keep(AFTER_BOOKING_FEE_MINOR);
  }
}
