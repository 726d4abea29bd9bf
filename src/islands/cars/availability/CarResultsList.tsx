// The results column: the count, the call's status, the cars shown so far, "Show more", and what
// to do when nothing matches or the search failed.
import { useEffect, useRef, useState } from 'react';
import type { Locale } from '../../../lib/client/i18n';
import { useTranslation } from '../../../lib/client/i18n/react';
import { clearCarFilters, loadCarAvailability, loadMoreCars, type CarResults } from '../../../lib/client/cars/car-availability.store';
import { page } from '../../../lib/client/platform';
import type { CarSearchResponse } from '../../../lib/domain/cars/cars.schema';
import { CarCard } from './CarCard';

/** Fields the API names in a refused search, each with its label (`error.field.*`). */
const FIELD_NAMES = new Set(['pickup.code', 'dropoff.code', 'pickupDateTime', 'dropoffDateTime', 'driverAge']);
const headingId = (i: number) => `cr-car-${i}`;

function Skeleton() {
  return (
    <ul className="sr-list cr-skeleton" aria-hidden="true">
      {Array.from({ length: 4 }, (_, i) => (
        <li key={i} className="cr-card">
          <span className="sr-bone" />
          <span className="sr-bone cr-bone-short" />
        </li>
      ))}
    </ul>
  );
}

function Failure({ results, changeSearch }: { results: Extract<CarResults, { kind: 'Failed' }>; changeSearch: string }) {
  const { t } = useTranslation('carresults');
  const fields = Object.entries(results.fields);
  // A refused search (422, or 400 for a hand-edited URL) is fixed in the form: trying again would not help.
  const refused = results.status === 422 || results.status === 400;
  return (
    <div className="notice notice-error stack" role="alert">
      <h3>{refused ? t('error.invalidTitle') : t('error.title')}</h3>
      {fields.length > 0 ? (
        <ul>
          {fields.map(([field, message]) => (
            <li key={field}>
              {FIELD_NAMES.has(field) && `${t(`error.field.${field}`)} `}
              {message}
            </li>
          ))}
        </ul>
      ) : (
        <p>{refused ? results.message : results.status === 0 ? t('error.network') : t('error.generic')}</p>
      )}
      <div className="sr-actions">
        {!refused && (
          <button type="button" className="button" onClick={() => void loadCarAvailability(true)}>
            {t('error.retry')}
          </button>
        )}
        <a className={refused ? 'button' : 'button button-secondary'} href={changeSearch}>
          {t('error.goBack')}
        </a>
      </div>
    </div>
  );
}

export interface CarResultsListProps {
  locale: Locale;
  results: CarResults;
  /** The answer shown: the loaded one, or the previous one while the next loads. */
  answer: CarSearchResponse | null;
  loading: boolean;
  filtered: boolean;
  changeSearch: string;
  shopHref: (offerId: string) => string;
}

export function CarResultsList({ locale, results, answer, loading, filtered, changeSearch, shopHref }: CarResultsListProps) {
  const { t } = useTranslation('carresults');
  const offers = answer?.offers ?? [];
  const more = results.kind === 'Loaded' ? results.more : null;
  // "Show more" moves focus to the first new car and says how many came.
  const firstNew = useRef<number | null>(null);
  const [added, setAdded] = useState('');
  useEffect(() => {
    const from = firstNew.current;
    if (from === null || offers.length <= from) return;
    firstNew.current = null;
    setAdded(t('more.shown', { count: offers.length - from }));
    page.byId(headingId(from))?.focus();
  }, [offers.length, t]);

  function showMore() {
    firstNew.current = offers.length;
    setAdded('');
    void loadMoreCars();
  }

  const status = loading ? t('loading') : more?.kind === 'Loading' ? t('more.loading') : added;
  return (
    <section
      id="cr-results"
      className="sr-results"
      aria-labelledby="cr-results-title"
      aria-busy={loading || more?.kind === 'Loading' || undefined}
    >
      <h2 id="cr-results-title" className="sr-results-title">
        {answer && !loading ? t('results.count', { count: answer.total }) : t('results.title')}
      </h2>
      <p role="status" className="sr-status">
        {status}
      </p>
      {loading && !answer && <Skeleton />}
      {results.kind === 'Failed' && <Failure results={results} changeSearch={changeSearch} />}
      {answer && offers.length === 0 && !loading && (
        <div className="empty stack">
          <h3>{filtered ? t('empty.filteredTitle') : t('empty.noneTitle')}</h3>
          <p>{filtered ? t('empty.filteredText') : t('empty.noneText')}</p>
          <div className="sr-actions">
            {filtered && (
              <button type="button" className="button" onClick={clearCarFilters}>
                {t('empty.clear')}
              </button>
            )}
            <a className={filtered ? 'button button-secondary' : 'button'} href={changeSearch}>
              {t('empty.changeSearch')}
            </a>
          </div>
        </div>
      )}
      {offers.length > 0 && (
        <ul className={`sr-list${loading ? ' sr-list-stale' : ''}`}>
          {offers.map((o, i) => (
            <li key={o.offerId}>
              <CarCard offer={o} rentalDays={answer!.rentalDays} locale={locale} shopHref={shopHref(o.offerId)} headingId={headingId(i)} />
            </li>
          ))}
        </ul>
      )}
      {answer && !loading && offers.length > 0 && (
        <div className="cr-more">
          <p className="muted">{t('results.shown', { shown: offers.length, total: answer.total })}</p>
          {more?.kind === 'Failed' && (
            <p className="field-error" role="alert">
              {more.status === 0 ? t('error.network') : t('more.failed')}
            </p>
          )}
          {offers.length < answer.total && (
            <button
              type="button"
              className="button button-secondary"
              aria-disabled={more?.kind === 'Loading' || undefined}
              onClick={() => more?.kind !== 'Loading' && showMore()}
            >
              {t('more.button')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
