// The stay being booked: property, dates with the property's check-in and check-out times, nights,
// room, guests, rate terms and the cancellation deadline on the property's clock.
import type { Locale } from '../../../lib/client/i18n';
import { useTranslation } from '../../../lib/client/i18n/react';
import type { StayQuote, StaySelection } from '../../../lib/client/lodging/booking.store';
import { money } from '../../checkout/format';
import { StayFacts } from '../StayFacts';
import { guestsText } from '../stay-text';

export function StaySummary({
  quote,
  selection,
  locale,
  intl,
  changeHref,
}: {
  quote: StayQuote;
  selection: StaySelection;
  locale: Locale;
  intl: string;
  changeHref: string;
}) {
  const { t } = useTranslation('staybook');
  const { lodging } = quote;
  const stay = {
    checkIn: selection.checkIn,
    checkOut: selection.checkOut,
    checkInTime: quote.checkInTime,
    checkOutTime: quote.checkOutTime,
    roomName: quote.room.name,
    nights: quote.nights,
    rate: quote.rate,
    timeZone: quote.timeZone,
  };
  return (
    <section className="card book-section" aria-labelledby="book-stay">
      <div className="book-section-head">
        <h2 id="book-stay">{t('summary.title')}</h2>
        <a className="button button-secondary book-small" href={changeHref}>
          {t('summary.change')}
        </a>
      </div>
      <p className="stay-book-name">
        <strong>{lodging.name}</strong>
        <span className="muted"> · {lodging.city}</span>
      </p>
      <StayFacts stay={stay} locale={locale} intl={intl} t={t}>
        <div>
          <dt>{t('summary.guests')}</dt>
          <dd>{guestsText(selection.guests, t, intl)}</dd>
        </div>
      </StayFacts>
      {quote.complimentaryNightMinor !== null && quote.complimentaryNightMinor > 0 && (
        <p className="stay-book-gift">{t('summary.complimentary', { amount: money(quote.complimentaryNightMinor, intl) })}</p>
      )}
      {quote.roomsLeft > 0 && quote.roomsLeft <= 3 && <p className="muted">{t('summary.roomsLeft', { count: quote.roomsLeft })}</p>}
    </section>
  );
}
