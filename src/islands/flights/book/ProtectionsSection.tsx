// Protections offered at purchase (SPEC §4, §5, §9): each an unticked box with its price, what it
// covers and its terms. Nothing is pre-selected; what is not offered says why in a line.
import { useStore } from '@nanostores/react';
import { $draft, toggleProtection, type Quote } from '../../../lib/client/flights/booking.store';
import type { TFunction } from '../../../lib/client/i18n';
import { useTranslation } from '../../../lib/client/i18n/react';
import { localePath } from '../../../lib/client/locale';
import type { Locale } from '../../../lib/client/i18n';
import type { ProtectionCoverage } from '../../../lib/domain/booking/checkout-protections';
import { money } from './format';

function coverageText(c: ProtectionCoverage, intl: string, t: TFunction): string {
  switch (c.product) {
    case 'Cfar':
      return t('protections.covers.Cfar', {
        hours: c.exerciseDeadlineHours,
        refund: money(c.refundMinor, intl),
        credit: money(c.airlineCreditMinor, intl),
      });
    case 'Chfar':
      return t('protections.covers.Chfar', { hours: c.exerciseDeadlineHours, count: c.newItineraryWithinYears });
    case 'DisruptionAssistance':
      return t('protections.covers.DisruptionAssistance', {
        hours: c.delayThresholdHours,
        refund: money(c.baseFareRefundMinor, intl),
        count: c.passengers,
      });
    case 'PriceDropProtection':
      return c.kind === 'Flight'
        ? t('protections.covers.PriceDropFlight', { days: c.monitorDays, cap: money(c.creditCapMinor, intl) })
        : t('protections.covers.PriceDropHotel', { days: c.checkAfterCalendarDays });
  }
}

export function ProtectionsSection({
  quote,
  locale,
  intl,
  onChanged,
}: {
  quote: Quote;
  locale: Locale;
  intl: string;
  onChanged: () => void;
}) {
  const { t } = useTranslation('flightbook');
  const { protections } = useStore($draft);
  // A product this trip has no such protection for is left out rather than explained.
  const shown = quote.protections.filter((o) => o.kind === 'Offered' || o.reason !== 'ProductNotCovered');
  if (shown.length === 0) return null;
  return (
    <section className="card book-section" aria-labelledby="book-protections">
      <h2 id="book-protections">{t('protections.title')}</h2>
      <p className="muted">{t('protections.intro')}</p>
      <ul className="book-protections">
        {shown.map((o) => {
          const id = `book-protection-${o.product}`;
          const name = t(`protections.name.${o.product}`);
          if (o.kind === 'NotOffered') {
            return (
              <li key={o.product} className="book-protection book-protection-off">
                <span className="shop-strong">{name}</span>
                <span className="muted">{t(`protections.notOffered.${o.reason}`)}</span>
              </li>
            );
          }
          const price = o.priceMinor === 0 ? t('protections.free') : t('protections.price', { price: money(o.priceMinor, intl) });
          return (
            <li key={o.product} className="book-protection">
              <input
                id={id}
                type="checkbox"
                checked={protections.includes(o.product)}
                aria-describedby={`${id}-covers`}
                onChange={(e) => {
                  toggleProtection(o.product, e.target.checked);
                  onChanged();
                }}
              />
              <div>
                <label htmlFor={id} className="book-protection-label">
                  <span className="shop-strong">{t('protections.add', { name })}</span> <span>{price}</span>
                </label>
                <p id={`${id}-covers`} className="muted">
                  {coverageText(o.coverage, intl, t)}
                </p>
                <a href={localePath(locale, o.termsPath)} target="_blank" rel="noopener">
                  {t('protections.terms', { name })}
                  <span className="visually-hidden"> {t('newTab')}</span>
                </a>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
