// The cancel dialog is one flow for every product, but its words are the product's: a flight's name
// the fare and the airline, a stay's the rate and the property, a car's the rental company, an
// activity's its operator.
import type { Locale, TFunction } from '../../lib/client/i18n';
import type { Refund, Trip } from '../../lib/client/trips.store';
import { formatAmount } from './format';

/** Keys a product words its own way; the rest of `cancel.*` (routes, totals, try again) is shared. */
const OWN = [
  'cancel.title',
  'cancel.loading',
  'cancel.fee',
  'cancel.confirm',
  'cancel.confirmNothing',
  'cancel.keep',
  'cancel.canceling',
  'cancel.successTitle',
  'cancel.nonrefundableTitle',
  'cancel.nonrefundableBody',
  'cancel.supportTitle',
  'cancel.contactAirline',
  'cancel.pendingBody',
  'cancel.why.FreeCancellation',
  'cancel.why.PartialRefund',
  'cancel.reason.ContactCustomerService',
];
const STAY_WORDS = new Set([...OWN, 'cancel.reason.PastCheckIn']);
const CAR_WORDS = new Set([...OWN.filter((k) => k !== 'cancel.loading'), 'cancel.reason.PastPickUp']);
const EXPERIENCE_WORDS = new Set([
  ...OWN.filter((k) => k !== 'cancel.loading'),
  'cancel.reason.NonCancellable',
  'cancel.reason.PastActivityStart',
]);

/**
 * `cancel.*` read from `cancelStay.*` for a stay, `car.cancel.*` for a car and `experience.cancel.*`
 * for an activity; a flight's (or an unknown trip's) as written.
 */
export function productWords(trip: Trip | null, t: TFunction): TFunction {
  if (!trip || trip.kind === 'Flight') return t;
  const [own, prefix] =
    trip.kind === 'Car'
      ? [CAR_WORDS, 'car.cancel.']
      : trip.kind === 'Experience'
        ? [EXPERIENCE_WORDS, 'experience.cancel.']
        : [STAY_WORDS, 'cancelStay.'];
  return (key, o) => t(own.has(key) ? key.replace(/^cancel\./, prefix) : key, o);
}

/** What the kept part is called: the rate's or fare's fee, or what a stay's cover does not pay back. */
export const feeLabel = (refund: Refund, t: TFunction): string =>
  refund.why === 'CancelForAnyReason' ? t('cancelStay.feeCfar') : t('cancel.fee');

/**
 * Why this much comes back. A stay's Cancel for any reason says its coverage and whether the option
 * fee comes back; a car's partial refund says what the rental company keeps: one rental day, or
 * the flat fee of a rental booked more than 24 hours ago; an activity's, the share of the price
 * that comes back and what its operator keeps.
 */
export function whyText(refund: Refund, trip: Trip | null, locale: Locale, t: TFunction): string {
  const stay = trip?.kind === 'Hotel' || trip?.kind === 'Home' ? trip : null;
  if (refund.why === 'CancelForAnyReason' && stay?.rate.refundable) {
    const r = stay.rate.refundable;
    return t('cancelStay.why.CancelForAnyReason', {
      amount: formatAmount(refund.refundMinor, locale),
      coverage: r.coveragePercentage,
      fee: r.shouldRefundCfarPremium ? t('cancelStay.feeRefunded') : t('cancelStay.feeKept'),
    });
  }
  if (refund.why === 'PartialRefund' && trip?.kind === 'Car') {
    const afterBooking = trip.cancellationPolicy.policy === 'ConditionalAfterBooking';
    return t(afterBooking ? 'car.cancel.why.PartialRefundAfterBooking' : 'cancel.why.PartialRefund', {
      amount: formatAmount(refund.feeMinor, locale),
    });
  }
  if (refund.why === 'PartialRefund' && trip?.kind === 'Experience') {
    const policy = trip.cancellationPolicy;
    const share = policy.kind === 'PartiallyRefundable';
    return t(share ? 'experience.cancel.why.PartialRefundShare' : 'cancel.why.PartialRefund', {
      percent: share ? policy.refundPercentage : null,
      amount: formatAmount(refund.feeMinor, locale),
    });
  }
  return t(`cancel.why.${refund.why}`);
}
