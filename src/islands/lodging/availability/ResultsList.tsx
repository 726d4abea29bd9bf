// The results column: the count, the call's status, how much of the list is within a corporate
// traveler's policy, one page of cards, what to do when nothing matches or the search failed, and
// the pages.
import type { Ref } from 'react';
import type { Locale } from '../../../lib/client/i18n';
import { useTranslation } from '../../../lib/client/i18n/react';
import {
  clearFilters,
  loadAvailability,
  searchHref,
  type StayAnswer,
  type StayResults,
} from '../../../lib/client/lodging/availability.store';
import {
  activeFilterCount,
  shopQuery,
  STAY_PAGE_SIZE,
  type StayFamily,
  type StaySearch,
} from '../../../lib/domain/lodging/stay-search-url';
import type { RewardsAccount } from '../../../lib/domain/profile/rewards.schema';
import { ResultCard } from './ResultCard';

/** Fields the API names in a refused search, each with its label (`error.field.*`). */
const FIELD_NAMES = new Set([
  'checkIn',
  'checkOut',
  'location.id',
  'location.code',
  'location.ids',
  'guests.adults',
  'guests.children',
  'guests.pets',
]);

function Skeleton() {
  return (
    <ul className="sr-list sr-skeleton" aria-hidden="true">
      {Array.from({ length: 4 }, (_, i) => (
        <li key={i} className="sr-card">
          <span className="sr-photo" />
          <span className="sr-bone" />
        </li>
      ))}
    </ul>
  );
}

export interface ResultsListProps {
  family: StayFamily;
  locale: Locale;
  search: StaySearch;
  results: StayResults;
  /** The answer shown: the loaded one, or the previous one while the next loads. */
  answer: StayAnswer | null;
  loading: boolean;
  nights: number;
  /** Stays: the list is the tabs' panel. */
  tabPanel: boolean;
  /** The search form with this search (the empty and error states link to it). */
  changeSearch: string;
  shopBase: string;
  account: RewardsAccount | null;
  selectedId: string | null;
  onSelect(id: string): void;
  /** A page change moves focus here. */
  titleRef: Ref<HTMLHeadingElement>;
  onPage(n: number): void;
}

export function ResultsList(props: ResultsListProps) {
  const { family, locale, search, results, answer, loading, nights, changeSearch, shopBase, account, selectedId, onSelect } = props;
  const { t } = useTranslation('staysresults');
  const { t: tp } = useTranslation('policy');
  // A consumer's list, or one with nothing in policy, reads 'none': nothing is said then.
  const compliance = answer?.policyCompliance === 'some' || answer?.policyCompliance === 'all' ? answer.policyCompliance : null;
  // Every filter, the guest rating included, is the server's: the page and the total are its answer.
  const lodgings = answer?.lodgings ?? [];
  const pages = answer ? Math.max(1, Math.ceil(answer.total / STAY_PAGE_SIZE)) : 1;
  const filtered = activeFilterCount(search.filters) > 0;
  return (
    <section
      id="sr-results"
      className="sr-results"
      aria-labelledby="sr-results-title"
      aria-busy={loading || undefined}
      {...(props.tabPanel ? { role: 'tabpanel' } : {})}
    >
      <h2 id="sr-results-title" ref={props.titleRef} tabIndex={-1} className="sr-results-title">
        {answer && !loading ? t('results.count', { count: answer.total }) : t('results.title')}
      </h2>
      <p role="status" className="sr-status">
        {loading ? t('loading') : ''}
      </p>
      {compliance && <p className="sr-compliance">{tp(`compliance.${compliance}`)}</p>}
      {loading && !answer && <Skeleton />}
      {results.kind === 'Failed' && (
        <div className="notice notice-error stack" role="alert">
          <h3>{t('error.title')}</h3>
          {Object.keys(results.fields).length > 0 ? (
            <ul>
              {Object.entries(results.fields).map(([field, message]) => (
                <li key={field}>
                  {FIELD_NAMES.has(field) && `${t(`error.field.${field}`)} `}
                  {message}
                </li>
              ))}
            </ul>
          ) : (
            <p>{results.status === 0 ? t('error.network') : t('error.generic')}</p>
          )}
          <div className="sr-actions">
            <button type="button" className="button" onClick={() => void loadAvailability(true)}>
              {t('error.searchAgain')}
            </button>
            <a className="button button-secondary" href={changeSearch}>
              {t('error.goBack')}
            </a>
          </div>
        </div>
      )}
      {answer && lodgings.length === 0 && !loading && (
        <div className="empty stack">
          <h3>{t('empty.title')}</h3>
          <p>{filtered ? t('empty.withFilters') : t('empty.noFilters')}</p>
          <div className="sr-actions">
            {filtered && (
              <button type="button" className="button" onClick={clearFilters}>
                {t('empty.clearFilters')}
              </button>
            )}
            <a className="button button-secondary" href={changeSearch}>
              {t('empty.changeSearch')}
            </a>
          </div>
        </div>
      )}
      {lodgings.length > 0 && (
        <ul className={`sr-list${loading ? ' sr-list-stale' : ''}`}>
          {lodgings.map((l) => (
            <li key={l.id}>
              <ResultCard
                lodging={l}
                search={search}
                nights={nights}
                locale={locale}
                shopHref={`${shopBase}?${shopQuery(search, family, l.id)}${l.availability.kind === 'Unavailable' ? '&unavailable=true' : ''}`}
                changeHref={searchHref}
                account={account}
                selected={selectedId === l.id}
                onSelect={onSelect}
              />
            </li>
          ))}
        </ul>
      )}
      {answer && pages > 1 && (
        <nav className="sr-pages" aria-label={t('pages.label')}>
          <button
            type="button"
            className="button button-secondary"
            disabled={search.page <= 1 || loading}
            onClick={() => props.onPage(search.page - 1)}
          >
            {t('pages.previous')}
          </button>
          <span>{t('pages.of', { page: search.page, pages })}</span>
          <button
            type="button"
            className="button button-secondary"
            disabled={search.page >= pages || loading}
            onClick={() => props.onPage(search.page + 1)}
          >
            {t('pages.next')}
          </button>
        </nav>
      )}
    </section>
  );
}
