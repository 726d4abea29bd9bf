// The search at the top of the page, the chosen outbound on the return step, and the chosen trip.
import { memo } from 'react';
import type { TFunction } from '../../../lib/client/i18n';
import { fareRewards, formatFareRewards, formatWholePrice, shelfName } from '../../../lib/domain/flights/fare-display';
import type { FlightSearchParams } from '../../../lib/domain/flights/flight-search-params';
import type { Slice } from '../../../lib/domain/flights/flights.schema';
import type { RewardsAccount } from '../../../lib/domain/profile/rewards.schema';
import type { FlightSelection } from '../../../lib/client/flights/selection.store';
import { shortDay } from './format';
import type { AirportInfo } from './SliceDetails';
import { AirlineBadge, CarrierLine, DurationAndStops, sliceCarriers, Times, type AirlineNames } from './SliceParts';

/** SPEC §9: routes list up to 3 cities, then an ellipsis. */
export const MAX_ROUTE_CITIES = 3;

export function routeTitle(search: FlightSearchParams, airports: ReadonlyMap<string, AirportInfo>, t: TFunction): string {
  const city = (code: string) => airports.get(code)?.city ?? code;
  const [first] = search.slices;
  if (!first) return '';
  if (search.tripType !== 'multiCity') return t('summary.route', { from: city(first.origin), to: city(first.destination) });
  const stops = [first.origin, ...search.slices.map((s) => s.destination)];
  const names = stops.slice(0, MAX_ROUTE_CITIES).map(city).join(' – ');
  return stops.length > MAX_ROUTE_CITIES ? `${names} …` : names;
}

export const SearchSummary = memo(function SearchSummary({
  search,
  airports,
  intl,
  t,
  editHref,
}: {
  search: FlightSearchParams;
  airports: ReadonlyMap<string, AirportInfo>;
  intl: string;
  t: TFunction;
  editHref: string;
}) {
  const first = search.slices[0]!;
  const last = search.slices[search.slices.length - 1]!;
  const dates =
    search.slices.length === 1
      ? shortDay(first.departureDate, intl)
      : `${shortDay(first.departureDate, intl)} – ${shortDay(last.departureDate, intl)}`;
  const p = search.passengers;
  const travelers = p.ADT + p.CNN + p.INF + p.INS;
  return (
    <header className="shop-summary">
      <div>
        <h1>{routeTitle(search, airports, t)}</h1>
        <p className="shop-summary-line">
          <span>{t(`summary.tripType.${search.tripType}`)}</span>
          {search.tripType !== 'multiCity' && (
            <span>
              {first.origin}–{first.destination}
            </span>
          )}
          <span>{dates}</span>
          <span>{t('summary.travelers', { count: travelers })}</span>
          {search.fareClass && <span>{t(`summary.fareClass.${search.fareClass}`)}</span>}
        </p>
      </div>
      <a className="button button-secondary" href={editHref}>
        {t('summary.edit')}
      </a>
    </header>
  );
});

/** One slice in a line: day, airline, times, duration, stops. */
/** One flight of a chosen trip on one line: carriers, day, times, duration and stops. */
export function SliceLine({
  slice,
  title,
  airlineNames,
  intl,
  t,
}: {
  slice: Slice;
  title: string;
  airlineNames: AirlineNames;
  intl: string;
  t: TFunction;
}) {
  const carriers = sliceCarriers(slice, airlineNames, t);
  return (
    <div className="shop-slice shop-slice-line">
      <span className="shop-badges">
        {carriers.codes.slice(0, 2).map((c) => (
          <AirlineBadge key={c} code={c} />
        ))}
      </span>
      <span className="shop-when">
        <span className="shop-sub">
          {title} · {shortDay(slice.zonedDeparture, intl)}
        </span>
        <Times slice={slice} locale={intl} t={t} />
        <CarrierLine carriers={carriers} />
      </span>
      <DurationAndStops slice={slice} t={t} />
    </div>
  );
}

export function ChosenOutbound({
  slice,
  airlineNames,
  intl,
  t,
  onChange,
}: {
  slice: Slice;
  airlineNames: AirlineNames;
  intl: string;
  t: TFunction;
  onChange: () => void;
}) {
  return (
    <section className="shop-chosen" aria-labelledby="shop-chosen-outbound">
      <div className="shop-chosen-head">
        <h2 id="shop-chosen-outbound">{t('steps.chosenOutbound')}</h2>
        <button type="button" className="button button-secondary shop-small" onClick={onChange}>
          {t('steps.change')}
          <span className="visually-hidden"> {t('steps.changeOutbound')}</span>
        </button>
      </div>
      <SliceLine slice={slice} title={t('details.outbound')} airlineNames={airlineNames} intl={intl} t={t} />
    </section>
  );
}

/** The choice made (Back from the review page returns to it): what, which fare, how much, and Continue. */
export function ChosenTrip({
  selection,
  account,
  airlineNames,
  intl,
  t,
  onChange,
  continueHref,
}: {
  /** The review-and-book page. */
  continueHref: string;
  selection: FlightSelection;
  account: RewardsAccount | null;
  airlineNames: AirlineNames;
  intl: string;
  t: TFunction;
  onChange: () => void;
}) {
  const { fare, search } = selection;
  const rewards = fareRewards(fare, account);
  const title = (i: number) =>
    search.tripType === 'roundTrip' ? t(i === 0 ? 'details.outbound' : 'details.return') : t('details.flightN', { n: i + 1 });
  return (
    <section className="shop-chosen shop-chosen-trip" aria-labelledby="shop-chosen-trip" tabIndex={-1} id="shop-chosen-trip-section">
      <div className="shop-chosen-head">
        <h2 id="shop-chosen-trip">{t('chosen.title')}</h2>
        <button type="button" className="button button-secondary shop-small" onClick={onChange}>
          {t('steps.change')}
          <span className="visually-hidden"> {t('chosen.changeTrip')}</span>
        </button>
      </div>
      {selection.slices.map((slice, i) => (
        <SliceLine key={i} slice={slice} title={title(i)} airlineNames={airlineNames} intl={intl} t={t} />
      ))}
      <dl className="shop-chosen-fare">
        <dt>{t('chosen.fare')}</dt>
        <dd>
          {fare.fareShelf.shortBrandName} · {t(`summary.fareClass.${shelfName(fare.fareShelf.rating)}`)}
        </dd>
        <dt>{t('chosen.price')}</dt>
        <dd>
          <span className="shop-amount">{formatWholePrice(fare.amount.fiat.value, intl)}</span>
          {rewards && <span className="shop-sub"> {t('price.orRewards', { amount: formatFareRewards(rewards, intl) })}</span>}
        </dd>
      </dl>
      <a className="button" href={continueHref}>
        {t('chosen.continue')}
      </a>
    </section>
  );
}
