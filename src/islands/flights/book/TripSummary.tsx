// The trip being booked, each flight on the line the shop's chosen trip uses.
import type { Quote } from '../../../lib/client/flights/booking.store';
import { useTranslation } from '../../../lib/client/i18n/react';
import { shelfName } from '../../../lib/domain/flights/fare-display';
import { SliceLine } from '../shop/Summaries';

const NO_NAMES: ReadonlyMap<string, string> = new Map();

export function TripSummary({ quote, intl, changeHref }: { quote: Quote; intl: string; changeHref: string }) {
  const { t } = useTranslation('flightbook');
  const { t: ts } = useTranslation('flightshop');
  const title = (i: number) =>
    quote.tripType === 'roundTrip' ? ts(i === 0 ? 'details.outbound' : 'details.return') : ts('details.flightN', { n: i + 1 });
  const { fare } = quote;
  return (
    <section className="card book-section" aria-labelledby="book-trip">
      <div className="book-section-head">
        <h2 id="book-trip">{t('summary.title')}</h2>
        <a className="button button-secondary book-small" href={changeHref}>
          {t('summary.change')}
        </a>
      </div>
      <ul className="book-slices">
        {quote.slices.map((slice, i) => (
          <li key={i}>
            <SliceLine slice={slice} title={title(i)} airlineNames={NO_NAMES} intl={intl} t={ts} />
          </li>
        ))}
      </ul>
      <p className="muted">
        {t('summary.fare', { brand: fare.fareShelf.shortBrandName, shelf: ts(`summary.fareClass.${shelfName(fare.fareShelf.rating)}`) })}
      </p>
    </section>
  );
}
