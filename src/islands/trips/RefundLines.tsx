import type { Locale } from '../../lib/client/i18n';
import type { useTranslation } from '../../lib/client/i18n/react';
import type { Refund } from '../../lib/client/trips.store';
import { rewardsText } from '../flights/confirm/payment-labels';
import { formatAmount } from './format';

type T = ReturnType<typeof useTranslation>['t'];

/** What comes back by each route, the total, what is kept and the earn taken back: the quote, and the receipt in Past trips. */
export function RefundLines({
  refund,
  locale,
  t,
  total,
  feeLabel,
}: {
  refund: Refund;
  locale: Locale;
  t: T;
  total: string;
  /** The fee's name when the product words it (a stay's rate, not a fare). */
  feeLabel?: string | undefined;
}) {
  const miles = (amount: number, currency: 'Miles' | 'Cash') => rewardsText(amount, currency, locale, t, 'bookings');
  const onlyCredit = refund.routes.length > 0 && refund.routes.every((r) => r.route === 'AirlineCredit');
  return (
    <>
      <dl className="booking-facts refund-lines">
        {refund.routes.map((r) => (
          <div key={'id' in r ? r.id : r.route}>
            <dt>
              {r.route === 'Card'
                ? t('cancel.toCard')
                : r.route === 'CompanyBilling'
                  ? t('cancel.toCompany', { company: r.companyName, reference: r.reference })
                  : r.route === 'Rewards'
                    ? t('cancel.rewardsBack')
                    : r.route === 'TravelWalletCredit'
                      ? t('cancel.creditBack')
                      : r.route === 'AirlineCredit'
                        ? t('cancel.airlineCredit', { airline: r.airline.name })
                        : t('cancel.offerBack')}
            </dt>
            <dd>
              {formatAmount(r.amountMinor, locale)}
              {r.route === 'Rewards' && ` (${miles(r.rewards.amount, r.rewards.currency)})`}
            </dd>
          </div>
        ))}
        {/* A credit alone is its own total: "refund" would promise money back. */}
        {!onlyCredit && (
          <div className="refund-total">
            <dt>{total}</dt>
            <dd>{formatAmount(refund.refundMinor, locale)}</dd>
          </div>
        )}
        {refund.keptMinor > 0 && (
          <div>
            <dt>
              {refund.feeMinor <= 0
                ? t('cancel.kept')
                : refund.feeMinor === refund.keptMinor
                  ? // All that is kept is the fee: its amount is on the right already.
                    `${t('cancel.kept')} (${feeLabel ?? t('cancel.fee')})`
                  : `${t('cancel.kept')} (${feeLabel ?? t('cancel.fee')}: ${formatAmount(refund.feeMinor, locale)})`}
            </dt>
            <dd>{formatAmount(refund.keptMinor, locale)}</dd>
          </div>
        )}
      </dl>
      {refund.rewardsEarnedReversed && (
        <p className="muted">
          {t('cancel.earnedBack', { rewards: miles(refund.rewardsEarnedReversed.amount, refund.rewardsEarnedReversed.currency) })}
        </p>
      )}
    </>
  );
}
