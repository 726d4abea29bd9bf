import type { Locale, TFunction } from '../../lib/client/i18n';
import type { Trip } from '../../lib/client/trips.store';
import { walletPartLabel } from '../flights/confirm/payment-labels';
import { formatAmount } from './format';

/**
 * A booking card's payment: paid by card alone, the total says it all; otherwise each source, wallet
 * first as it applied. A company-billed trip names the company and the invoice's reference.
 */
export function PaidWith({ payment, locale, t }: { payment: Trip['payment']; locale: Locale; t: TFunction }) {
  const company = payment.companyBilling;
  if (payment.wallet.length === 0 && payment.rewardsMinor === 0 && !company) return null;
  return (
    <dl className="booking-facts" aria-label={t('bookings.paidWith')}>
      {payment.wallet.map((part) => (
        <div key={part.id}>
          <dt>{walletPartLabel(part, t, 'bookings')}</dt>
          <dd>{formatAmount(part.amountMinor, locale)}</dd>
        </div>
      ))}
      {payment.rewardsMinor > 0 && (
        <div>
          <dt>{t('bookings.rewards')}</dt>
          <dd>{formatAmount(payment.rewardsMinor, locale)}</dd>
        </div>
      )}
      {payment.cardMinor > 0 && (
        <div>
          <dt>{company ? t('bookings.billedTo', company) : t('bookings.card')}</dt>
          <dd>{formatAmount(payment.cardMinor, locale)}</dd>
        </div>
      )}
      {company?.costCenter && (
        <div>
          <dt>{t('bookings.costCenter')}</dt>
          <dd>{company.costCenter}</dd>
        </div>
      )}
    </dl>
  );
}
