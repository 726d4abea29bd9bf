// The results column: the count, the call's status, the activities shown so far, "Show more", and
// what to do when nothing matches or the search failed.
import { useEffect, useRef, useState } from 'react';
import {
  clearActivityFilters,
  loadActivityAvailability,
  loadMoreActivities,
  type ActivityResults,
} from '../../../lib/client/activities/activity-availability.store';
import type { Locale } from '../../../lib/client/i18n';
import { useTranslation } from '../../../lib/client/i18n/react';
import { page } from '../../../lib/client/platform';
import type { ExperienceSearchResponse } from '../../../lib/domain/experiences/experiences.schema';
import { ActivityCard } from './ActivityCard';

/** Fields the API names in a refused search, each with its label (`error.field.*`). */
const FIELD_NAMES = new Set(['location.id', 'date', 'travelers']);
const headingId = (i: number) => `ar-activity-${i}`;

function Skeleton() {
  return (
    <ul className="sr-list ar-skeleton" aria-hidden="true">
      {Array.from({ length: 4 }, (_, i) => (
        <li key={i} className="ar-card">
          <span className="ar-photo" />
          <span className="ar-body">
            <span className="sr-bone" />
            <span className="sr-bone ar-bone-short" />
          </span>
        </li>
      ))}
    </ul>
  );
}

function Failure({ results, changeSearch }: { results: Extract<ActivityResults, { kind: 'Failed' }>; changeSearch: string }) {
  const { t } = useTranslation('activityresults');
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
          <button type="button" className="button" onClick={() => void loadActivityAvailability(true)}>
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

export interface ActivityResultsListProps {
  locale: Locale;
  results: ActivityResults;
  /** The answer shown: the loaded one, or the previous one while the next loads. */
  answer: ExperienceSearchResponse | null;
  loading: boolean;
  filtered: boolean;
  changeSearch: string;
  shopHref: (id: string) => string;
}

export function ActivityResultsList({ locale, results, answer, loading, filtered, changeSearch, shopHref }: ActivityResultsListProps) {
  const { t } = useTranslation('activityresults');
  const experiences = answer?.experiences ?? [];
  const more = results.kind === 'Loaded' ? results.more : null;
  // "Show more" moves focus to the first new activity and says how many came.
  const firstNew = useRef<number | null>(null);
  const [added, setAdded] = useState('');
  useEffect(() => {
    const from = firstNew.current;
    if (from === null || experiences.length <= from) return;
    firstNew.current = null;
    setAdded(t('more.shown', { count: experiences.length - from }));
    page.byId(headingId(from))?.focus();
  }, [experiences.length, t]);

  function showMore() {
    firstNew.current = experiences.length;
    setAdded('');
    void loadMoreActivities();
  }

  const status = loading ? t('loading') : more?.kind === 'Loading' ? t('more.loading') : added;
  return (
    <section
      id="ar-results"
      className="sr-results"
      aria-labelledby="ar-results-title"
      aria-busy={loading || more?.kind === 'Loading' || undefined}
      data-placement="experiences_availability"
    >
      <h2 id="ar-results-title" className="sr-results-title">
        {answer && !loading ? t('results.count', { count: answer.total }) : t('results.title')}
      </h2>
      <p role="status" className="sr-status">
        {status}
      </p>
      {loading && !answer && <Skeleton />}
      {results.kind === 'Failed' && <Failure results={results} changeSearch={changeSearch} />}
      {answer && experiences.length === 0 && !loading && (
        <div className="empty stack">
          <h3>{filtered ? t('empty.filteredTitle') : t('empty.noneTitle')}</h3>
          <p>{filtered ? t('empty.filteredText') : t('empty.noneText')}</p>
          <div className="sr-actions">
            {filtered && (
              <button type="button" className="button" onClick={clearActivityFilters}>
                {t('empty.clear')}
              </button>
            )}
            <a className={filtered ? 'button button-secondary' : 'button'} href={changeSearch}>
              {t('empty.changeSearch')}
            </a>
          </div>
        </div>
      )}
      {experiences.length > 0 && (
        <ul className={`sr-list${loading ? ' sr-list-stale' : ''}`}>
          {experiences.map((e, i) => (
            <li key={e.id}>
              <ActivityCard experience={e} locale={locale} shopHref={shopHref(e.id)} headingId={headingId(i)} />
            </li>
          ))}
        </ul>
      )}
      {answer && !loading && experiences.length > 0 && (
        <div className="ar-more">
          <p className="muted">{t('results.shown', { shown: experiences.length, total: answer.total })}</p>
          {more?.kind === 'Failed' && (
            <p className="field-error" role="alert">
              {more.status === 0 ? t('error.network') : t('more.failed')}
            </p>
          )}
          {experiences.length < answer.total && (
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
