// SPEC §5 and §4 rules of a booked stay, free of I/O: the complimentary fourth night, the price
// lines a stay is charged, and what cancelling it gives back (the hotel's own policy, or cancel for
// any reason on a refundable variant — never more than was paid).
import type { Collections, CancellationPolicies } from './lodging.constants';

/** A stay this long or longer at a Lifestyle or Premier hotel has its fourth night on the house (SPEC §5). */
export const COMPLIMENTARY_NIGHT_MIN_NIGHTS = 4;
/** The night that is free, 0-based: the fourth. */
export const COMPLIMENTARY_NIGHT_INDEX = 3;

/**
 * The complimentary night of a stay, or null: hotels (not rentals) of the Lifestyle or Premier
 * collection, four nights or more; the fourth night's own rate comes off, once per stay.
 */
export function complimentaryNight(stay: {
  kind: 'hotel' | 'vacation_rental';
  collection: (typeof Collections)[number];
  nightlyMinor: readonly number[];
}): { nightIndex: number; amountMinor: number } | null {
  if (stay.kind !== 'hotel' || stay.collection === 'NoCollection') return null;
  if (stay.nightlyMinor.length < COMPLIMENTARY_NIGHT_MIN_NIGHTS) return null;
  const amountMinor = stay.nightlyMinor[COMPLIMENTARY_NIGHT_INDEX] ?? 0;
  return amountMinor > 0 ? { nightIndex: COMPLIMENTARY_NIGHT_INDEX, amountMinor } : null;
}

/** How a booked stay may be cancelled, from its rate and the moment (SPEC §4 hotel cancel options). */
export type StayCancelPolicy =
  | { kind: 'Refundable'; why: 'FreeCancellation' | 'PartialRefund' | 'CancelForAnyReason'; refundMinor: number }
  | { kind: 'NotCancelable'; reason: 'NonRefundable' | 'PastCheckIn' | 'ContactCustomerService' };

export interface BookedRate {
  /** The rate's own policy; for a refundable variant, the policy of the rate it covers. */
  cancellation: (typeof CancellationPolicies)[number];
  /** Free (or partial) cancellation ends at this instant; null for non-refundable rates. */
  cancelByUtc: string | null;
  /** Check-in instant (the property's check-in time in its zone). */
  checkInUtc: string;
  /** What the stay cost, minor units (the refundable variant's premium included). */
  paidMinor: number;
  /** What a partially refundable rate keeps when cancelled in time: the first night. */
  firstNightMinor: number;
  /** The refundable variant's cover, or null for a default rate. */
  cfar: { premiumMinor: number; coverageAmountMinor: number; shouldRefundCfarPremium: boolean } | null;
}

/**
 * The best the traveler can get now: the rate's own free or partial cancellation while it lasts,
 * else cancel for any reason until check-in (its coverage, plus the option fee when the variant
 * refunds it), never more than was paid. After check-in nothing is cancelled online.
 */
export function stayCancelPolicy(rate: BookedRate, now: Date): StayCancelPolicy {
  const t = now.getTime();
  const checkIn = Date.parse(rate.checkInUtc);
  if (Number.isNaN(checkIn)) return { kind: 'NotCancelable', reason: 'ContactCustomerService' };
  if (t >= checkIn) return { kind: 'NotCancelable', reason: 'PastCheckIn' };
  const inTime = rate.cancelByUtc !== null && t < Date.parse(rate.cancelByUtc);
  const options: StayCancelPolicy[] = [];
  if (inTime && rate.cancellation === 'FullyRefundable')
    options.push({ kind: 'Refundable', why: 'FreeCancellation', refundMinor: rate.paidMinor });
  if (inTime && rate.cancellation === 'PartiallyRefundable')
    options.push({ kind: 'Refundable', why: 'PartialRefund', refundMinor: Math.max(0, rate.paidMinor - rate.firstNightMinor) });
  if (rate.cfar) {
    const { premiumMinor, coverageAmountMinor, shouldRefundCfarPremium } = rate.cfar;
    const refund = coverageAmountMinor + (shouldRefundCfarPremium ? premiumMinor : 0);
    options.push({ kind: 'Refundable', why: 'CancelForAnyReason', refundMinor: Math.min(rate.paidMinor, refund) });
  }
  const best = options.reduce<StayCancelPolicy | null>(
    (b, o) => (o.kind === 'Refundable' && (!b || (b.kind === 'Refundable' && o.refundMinor > b.refundMinor)) ? o : b),
    null,
  );
  if (best) return best;
  return { kind: 'NotCancelable', reason: rate.cancellation === 'Unknown' ? 'ContactCustomerService' : 'NonRefundable' };
}
