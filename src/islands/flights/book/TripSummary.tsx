// The trip being booked, each flight on the line the shop's chosen trip uses.
import type { Quote } from '../../../lib/client/flights/booking.store';
import { useTranslation } from '../../../lib/client/i18n/react';
import { shelfName } from '../../../lib/domain/flights/fare-display';
import { fareLabelParts } from '../../../lib/domain/flights/fare-label';
import { SliceLine } from '../shop/Summaries';

export function TripSummary({
  quote,
  intl,
  changeHref,
  airlineNames,
}: {
  quote: Quote;
  intl: string;
  changeHref: string;
  /** The airlines' names as the search gave them (the quote has codes only); codes show without them. */
  airlineNames: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation('flightbook');
  const { t: ts } = useTranslation('flightshop');
  const title = (i: number) =>
    quote.tripType === 'roundTrip' ? ts(i === 0 ? 'details.outbound' : 'details.return') : ts('details.flightN', { n: i + 1 });
  const { fare } = quote;
  const label = fareLabelParts(fare.fareShelf.shortBrandName, ts(`summary.fareClass.${shelfName(fare.fareShelf.rating)}`));
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
            <SliceLine slice={slice} title={title(i)} airlineNames={airlineNames} intl={intl} t={ts} />
          </li>
        ))}
      </ul>
      <p className="muted">{'brand' in label ? t('summary.fare', label) : t('summary.fareShelf', label)}</p>
    </section>
  );
}
