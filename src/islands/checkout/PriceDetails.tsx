// Every line of a checkout's price (SPEC §3 amount forms) and the total, all visible before the
// Book button; then what the wallet and rewards take off and what the card pays. A card alone pays
// the total, so its line would only repeat it; otherwise the card's share shows, $0.00 included.
import type { CheckoutPlan } from '../../lib/client/checkout/payment';
import { useTranslation } from '../../lib/client/i18n/react';
import type { PaymentPart } from '../../lib/domain/booking/checkout-payment';
import { formatEarn, type RewardsCurrency } from '../../lib/domain/profile/rewards';
import { money } from './format';

/** Money taken off the total reads as a minus (U+2212, which screen readers say as "minus"). */
export const minus = (cents: number, intl: string) => `\u2212${money(cents, intl)}`;

type OffTotal = Exclude<PaymentPart, { kind: 'UserCard' | 'CompanyBilling' }>;
const PART_KEY: Record<OffTotal['kind'], string> = {
  TravelWalletOffer: 'breakdown.offer',
  TravelWalletCredit: 'breakdown.credit',
  Rewards: 'breakdown.rewards',
};

export interface PriceDetailsProps {
  /** The page's strings: `breakdown.{title,total,offer,credit,rewards,card,earn}`. */
  ns: 'flightbook' | 'staybook' | 'carbook' | 'activitybook';
  /** The lines in the page's words, in the order they are paid. */
  lines: readonly { key: string; label: string; amountMinor: number }[];
  totalMinor: number;
  plan: CheckoutPlan;
  earn: { multiplier: number; currency: RewardsCurrency } | null;
  intl: string;
}

export function PriceDetails({ ns, lines, totalMinor, plan, earn, intl }: PriceDetailsProps) {
  const { t } = useTranslation(ns);
  // What takes money off the total; the card or the company's invoice pays what is left.
  const parts = plan.kind === 'Plan' ? plan.parts.filter((p): p is OffTotal => p.kind !== 'UserCard' && p.kind !== 'CompanyBilling') : [];
  return (
    <section className="card book-section book-breakdown" aria-labelledby="book-breakdown">
      <h2 id="book-breakdown">{t('breakdown.title')}</h2>
      <dl>
        {lines.map((l) => (
          <div key={l.key} className="book-line">
            <dt>{l.label}</dt>
            <dd>{money(l.amountMinor, intl)}</dd>
          </div>
        ))}
        <div className="book-line book-total">
          <dt>{t('breakdown.total')}</dt>
          <dd>{money(totalMinor, intl)}</dd>
        </div>
        {parts.map((p) => (
          <div key={p.kind === 'Rewards' ? p.kind : p.id} className="book-line book-paid">
            <dt>{t(PART_KEY[p.kind])}</dt>
            <dd>{minus(p.amountMinor, intl)}</dd>
          </div>
        ))}
        {plan.kind === 'Plan' && parts.length > 0 && (
          <div className="book-line book-due">
            <dt>{t('breakdown.card')}</dt>
            <dd>{money(plan.cardMinor, intl)}</dd>
          </div>
        )}
      </dl>
      {earn && earn.multiplier > 0 && <p className="muted">{t('breakdown.earn', { rate: formatEarn(earn.multiplier, earn.currency) })}</p>}
    </section>
  );
}
