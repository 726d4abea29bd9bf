// /cars/availability/ (SPEC §2): the search from the URL, its summary with the way back to the
// form, the sort, the filters (beside the list on desktop, folded above it on phones), and the
// results column (CarResultsList.tsx).
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import {
  $carAvailability,
  carSearchHref,
  followCarUrl,
  openCarAvailability,
  setCarSort,
} from '../../../lib/client/cars/car-availability.store';
import type { Locale } from '../../../lib/client/i18n';
import { useTranslation } from '../../../lib/client/i18n/react';
import { localePath } from '../../../lib/client/locale';
import { page } from '../../../lib/client/platform';
import { $session, requireSignIn } from '../../../lib/client/session.store';
import { activeCarFilterCount, estimatedRentalDays, localDateTime } from '../../../lib/domain/cars/car-search';
import { CarSorts, type CarSort } from '../../../lib/domain/cars/cars.constants';
import type { CarSearchResponse } from '../../../lib/domain/cars/cars.schema';
import { Breakpoints } from '../../../lib/domain/shared/breakpoints';
import { I18nIsland } from '../../ui/I18nIsland';
import { formatAirportTime } from '../car-format';
import { CarFilterPanel } from './CarFilterPanel';
import { CarResultsList } from './CarResultsList';
import '../../lodging/availability/availability.css';
import './car-availability.css';

const DESKTOP = `(min-width: ${Breakpoints.desktopMin}px)`;
/** The car's details page (another team's): the offer id says everything it needs. */
const SHOP_PATH = '/cars/shop/';

function useDesktop(): boolean {
  const [desktop, setDesktop] = useState(false);
  useEffect(() => {
    const update = () => setDesktop(page.matches(DESKTOP));
    update();
    return page.on('resize', update);
  }, []);
  return desktop;
}

/** "Los Angeles International Airport (LAX)" once an offer names it; the code until then. */
function airportName(code: string, answer: CarSearchResponse | null, end: 'pickup' | 'dropoff'): string {
  const named = answer?.offers[0]?.[end];
  return named && named.airportCode === code ? `${named.airportName} (${code})` : code;
}

function CarAvailability({ locale }: { locale: Locale }) {
  const { t } = useTranslation('carresults');
  const session = useStore($session, { ssr: 'initial' });
  const { search, view, results } = useStore($carAvailability, { ssr: 'initial' });
  const desktop = useDesktop();

  useEffect(() => {
    if (session.kind === 'SignedOut') requireSignIn();
  }, [session.kind]);
  useEffect(() => {
    if (!$carAvailability.get().search) openCarAvailability();
    return page.on('popstate', followCarUrl);
  }, []);

  if (!search)
    return (
      <div className="sr-app">
        <h1>{t('title')}</h1>
        <p className="loading" role="status">
          {t('loading')}
        </p>
      </div>
    );

  const answer = results.kind === 'Loaded' ? results.answer : results.kind === 'Loading' ? results.previous : null;
  const loading = results.kind === 'Loading' || results.kind === 'Idle';
  const changeSearch = carSearchHref(search);
  const filterCount = activeCarFilterCount(view.filters);
  const pickup = airportName(search.pickup?.code ?? '', answer, 'pickup');
  const heading =
    search.differentDropoff && search.dropoff
      ? t('headingOneWay', { place: pickup, dropoff: airportName(search.dropoff.code, answer, 'dropoff') })
      : t('heading', { place: pickup });
  const days = answer?.rentalDays ?? estimatedRentalDays(search);
  const shopBase = localePath(locale, SHOP_PATH);

  return (
    <div className="sr-app">
      <header className="sr-header">
        <h1>{heading}</h1>
        <p className="sr-summary">
          {t('summary.dates', {
            from: formatAirportTime(localDateTime(search.pickupDate, search.pickupTime), locale),
            to: formatAirportTime(localDateTime(search.dropoffDate, search.dropoffTime), locale),
          })}
          {days !== null && <> · {t('summary.days', { count: days })}</>} · {t('summary.driver', { age: search.age ?? '' })}{' '}
          <a href={changeSearch}>{t('summary.change')}</a>
        </p>
      </header>

      <div className="sr-toolbar">
        <label className="sr-sort">
          {t('sort.label')}
          <select className="sr-select" value={view.sort} onChange={(e) => setCarSort(e.target.value as CarSort)}>
            {CarSorts.map((s) => (
              <option key={s} value={s}>
                {t(`sort.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>

      <div className="sr-layout">
        <details className="sr-filter-box cr-filter-box" open={desktop || undefined}>
          <summary>{filterCount > 0 ? t('filters.titleOn', { count: filterCount }) : t('filters.titleNone')}</summary>
          <CarFilterPanel filters={view.filters} facets={answer?.facets} locale={locale} />
        </details>
        <CarResultsList
          locale={locale}
          results={results}
          answer={answer}
          loading={loading}
          filtered={filterCount > 0}
          changeSearch={changeSearch}
          shopHref={(offerId) => `${shopBase}?${new URLSearchParams({ offerId })}`}
        />
      </div>
    </div>
  );
}

export default function CarAvailabilityApp({ locale }: { locale: Locale }) {
  return (
    <I18nIsland locale={locale}>
      <CarAvailability locale={locale} />
    </I18nIsland>
  );
}
