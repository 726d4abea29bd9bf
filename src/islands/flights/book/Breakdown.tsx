// Every line of the price (SPEC §3 amount forms) (base, taxes, each fee, each add-on) and the total,
// all visible before the Book button; then what the wallet and rewards take off and what the card pays.
import { serverNow } from '../../../lib/client/api';
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { $draft, paymentPlan, totalWithProtections, type Quote } from '../../../lib/client/flights/booking.store';
import { useTranslation } from '../../../lib/client/i18n/react';
import { $rewards } from '../../../lib/client/rewards.store';
import { $travelWallet } from '../../../lib/client/travel-wallet.store';
import type { PaymentPart } from '../../../lib/domain/booking/checkout-payment';
import { formatEarn } from '../../../lib/domain/profile/rewards';
import { money } from './format';

/** Money taken off the total reads as a minus (U+2212, which screen readers say as "minus"). */
export const minus = (cents: number, intl: string) => `\u2212${money(cents, intl)}`;

const PART_KEY: Record<Exclude<PaymentPart['kind'], 'UserCard'>, string> = {
  TravelWalletOffer: 'breakdown.offer',
  TravelWalletCredit: 'breakdown.credit',
  Rewards: 'breakdown.rewards',
};

export function Breakdown({ quote, intl }: { quote: Quote; intl: string }) {
  const { t } = useTranslation('flightbook');
  const draft = useStore($draft);
  const { accounts } = useStore($rewards);
  const wallet = useStore($travelWallet);
  const plan = useMemo(() => paymentPlan(quote, draft, { accounts, wallet, now: new Date(serverNow()) }), [quote, draft, accounts, wallet]);
  const { protections } = draft;
  const addOns = quote.protections.filter((o) => o.kind === 'Offered' && protections.includes(o.product));
  const total = totalWithProtections(quote, protections);
  // A card alone pays the total: its line would only repeat it. Otherwise the card's share shows, $0.00 included.
  const parts = plan.kind === 'Plan' ? plan.parts.filter((p) => p.kind !== 'UserCard') : [];
  return (
    <section className="card book-section book-breakdown" aria-labelledby="book-breakdown">
      <h2 id="book-breakdown">{t('breakdown.title')}</h2>
      <dl>
        {quote.breakdown.lines.map((l, i) => (
          <div key={i} className="book-line">
            <dt>{l.kind === 'BaseFare' || l.kind === 'Taxes' ? t(`breakdown.${l.kind}`) : l.label}</dt>
            <dd>{money(l.amountMinor, intl)}</dd>
          </div>
        ))}
        {addOns.map(
          (o) =>
            o.kind === 'Offered' && (
              <div key={o.product} className="book-line">
                <dt>{t(`protections.name.${o.product}`)}</dt>
                <dd>{money(o.priceMinor, intl)}</dd>
              </div>
            ),
        )}
        <div className="book-line book-total">
          <dt>{t('breakdown.total')}</dt>
          <dd>{money(total, intl)}</dd>
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
      {quote.earn && quote.earn.multiplier > 0 && (
        <p className="muted">{t('breakdown.earn', { rate: formatEarn(quote.earn.multiplier, quote.earn.currency) })}</p>
      )}
    </section>
  );
}
