// Issue 8 item 7: every line of the price (base, taxes, each fee, each add-on) and the total,
// all visible before the Book button.
import { useStore } from '@nanostores/react';
import { $draft, totalWithProtections, type Quote } from '../../../lib/client/flights/booking.store';
import { useTranslation } from '../../../lib/client/i18n/react';
import { formatEarn } from '../../../lib/domain/rewards';
import { money } from './format';

export function Breakdown({ quote, intl }: { quote: Quote; intl: string }) {
  const { t } = useTranslation('flightbook');
  const { protections } = useStore($draft);
  const addOns = quote.protections.filter((o) => o.kind === 'Offered' && protections.includes(o.product));
  const total = totalWithProtections(quote, protections);
  return (
    <section className="card book-section book-breakdown" aria-labelledby="book-breakdown">
      <h2 id="book-breakdown">{t('breakdown.title')}</h2>
      <dl>
        {quote.breakdown.lines.map((l, i) => (
          <div key={i} className="book-line">
            <dt>{l.kind === 'BaseFare' || l.kind === 'Taxes' ? t(`breakdown.${l.kind}`) : l.label}</dt>
            <dd>{money(l.amountCents, intl)}</dd>
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
      </dl>
      {quote.earn && quote.earn.multiplier > 0 && (
        <p className="muted">{t('breakdown.earn', { rate: formatEarn(quote.earn.multiplier, quote.earn.currency) })}</p>
      )}
    </section>
  );
}
