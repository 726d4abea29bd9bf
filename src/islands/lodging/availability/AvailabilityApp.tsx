// …/availability/ of every lodging family (SPEC §2): the search from the URL, the tabs (stays), the
// five sorts, the filters, one page of results and the map beside the list on desktop (a switch on
// phones). The map's code (pigeon-maps) loads only when the map shows.
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Locale } from '../../../lib/client/i18n';
import { useTranslation } from '../../../lib/client/i18n/react';
import {
  $availability,
  followUrl,
  loadAvailability,
  openAvailability,
  searchArea,
  searchHref,
  setPage,
  setSort,
  setTab,
  setView,
  clearFilters,
} from '../../../lib/client/lodging/availability.store';
import { localePath } from '../../../lib/client/locale';
import { page } from '../../../lib/client/platform';
import { $selectedAccount } from '../../../lib/client/rewards.store';
import { $session, requireSignIn } from '../../../lib/client/session.store';
import { LodgingSorts } from '../../../lib/domain/lodging/lodging.constants';
import {
  activeFilterCount,
  familyPath,
  formatStaySearch,
  nightsOf,
  shopQuery,
  STAY_FAMILIES,
  STAY_PAGE_SIZE,
  type StayFamily,
  type StaySort,
} from '../../../lib/domain/lodging/stay-search-url';
import { Breakpoints } from '../../../lib/domain/shared/breakpoints';
import { formatDate } from '../../flights/search/format';
import { I18nIsland } from '../../ui/I18nIsland';
import { LoadBoundary } from '../../ui/LoadBoundary';
import { tabKeyTarget } from '../../ui/tab-keys';
import { FilterPanel, PreferencesLine } from './FilterPanel';
import { ResultCard } from './ResultCard';
import './availability.css';

const StaysMap = lazy(() => import('../map/StaysMap'));
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
const DESKTOP = `(min-width: ${Breakpoints.desktopMin}px)`;

function useDesktop(): boolean {
  const [desktop, setDesktop] = useState(false);
  useEffect(() => {
    const update = () => setDesktop(page.matches(DESKTOP));
    update();
    return page.on('resize', update);
  }, []);
  return desktop;
}

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

function Availability({ locale, family }: AvailabilityAppProps) {
  const { t } = useTranslation('staysresults');
  const session = useStore($session, { ssr: 'initial' });
  const { search, results } = useStore($availability, { ssr: 'initial' });
  const account = useStore($selectedAccount) ?? null;
  const desktop = useDesktop();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const listTop = useRef<HTMLHeadingElement>(null);
  const config = STAY_FAMILIES[family];

  useEffect(() => {
    if (session.kind === 'SignedOut') requireSignIn();
  }, [session.kind]);
  useEffect(() => {
    if (!$availability.get().search) openAvailability(family);
    return page.on('popstate', followUrl);
  }, [family]);

  if (!search)
    return (
      <div className="sr-app">
        <h1>{t(`title.${family}`)}</h1>
        <p className="loading" role="status">
          {t('loading')}
        </p>
      </div>
    );

  const answer = results.kind === 'Loaded' ? results.answer : results.kind === 'Loading' ? results.previous : null;
  const loading = results.kind === 'Loading' || results.kind === 'Idle';
  const nights = answer?.nights ?? nightsOf(search);
  const searchQuery = formatStaySearch({ ...search, page: 1 }, family);
  const changeSearch = `${localePath(locale, familyPath(family, 'search'))}?${searchQuery}`;
  const shopBase = localePath(locale, familyPath(family, 'shop'));
  const pages = answer ? Math.max(1, Math.ceil(answer.total / STAY_PAGE_SIZE)) : 1;
  // The guest rating filter: also applied to the page here, in case the server does not know it yet.
  const lodgings = (answer?.lodgings ?? []).filter((l) => search.filters.minRating === null || l.userRating >= search.filters.minRating);
  const showMap = desktop || search.view === 'map';
  const showList = desktop || search.view === 'list';

  const guests = [t('summary.adults', { count: search.adults })];
  if (search.childAges.length) guests.push(t('summary.children', { count: search.childAges.length }));
  if (search.pets) guests.push(t('summary.pets', { count: search.pets }));

  function goPage(n: number) {
    setPage(n);
    listTop.current?.focus();
  }

  function onTabKey(e: KeyboardEvent<HTMLButtonElement>, index: number) {
    const next = tabKeyTarget(e.key, index, config.tabs.length);
    if (next === null) return;
    e.preventDefault();
    const tab = config.tabs[next]!;
    setTab(tab);
    page.byId(`sr-tab-${tab}`)?.focus();
  }

  return (
    <div className="sr-app">
      <header className="sr-header">
        <h1>{t(`heading.${family}`, { place: search.location?.label ?? '' })}</h1>
        <p className="sr-summary">
          {formatDate(search.checkIn, locale, 'short')} – {formatDate(search.checkOut, locale, 'short')} ·{' '}
          {t('summary.nights', { count: nightsOf(search) })} · {guests.join(', ')} <a href={changeSearch}>{t('summary.change')}</a>
        </p>
      </header>

      {config.tabs.length > 1 && (
        <div className="tab-list sr-tabs" role="tablist" aria-label={t('tabs.label')}>
          {config.tabs.map((tab, i) => (
            <button
              key={tab}
              id={`sr-tab-${tab}`}
              type="button"
              role="tab"
              className="tab"
              aria-selected={search.tab === tab}
              aria-controls="sr-results"
              tabIndex={search.tab === tab ? 0 : -1}
              onClick={() => setTab(tab)}
              onKeyDown={(e) => onTabKey(e, i)}
            >
              {t(`tabs.${tab}`)}
              {answer?.facets && (
                <span className="sr-count">
                  {' '}
                  ({tab === 'all_stays' ? Object.values(answer.facets.kinds).reduce((a, b) => a + b, 0) : (answer.facets.kinds[tab] ?? 0)})
                </span>
              )}
            </button>
          ))}
        </div>
      )}

      <div className="sr-toolbar">
        <label className="sr-sort">
          {t('sort.label')}
          <select className="sr-select" value={search.sort} onChange={(e) => setSort(e.target.value as StaySort)}>
            {LodgingSorts.map((s) => (
              <option key={s} value={s}>
                {t(`sort.${s}`)}
              </option>
            ))}
          </select>
        </label>
        {!desktop && (
          <div className="sr-view" role="group" aria-label={t('view.label')}>
            {(['list', 'map'] as const).map((v) => (
              <button key={v} type="button" className="button button-secondary" aria-pressed={search.view === v} onClick={() => setView(v)}>
                {t(`view.${v}`)}
              </button>
            ))}
          </div>
        )}
      </div>

      {search.prefs === true && <PreferencesLine />}

      <div className={`sr-layout${showMap ? ' sr-layout-map' : ''}`}>
        {showList && (
          <details className="sr-filter-box" open={desktop || undefined}>
            <summary>
              {activeFilterCount(search.filters) > 0
                ? t('filters.titleOn', { count: activeFilterCount(search.filters) })
                : t('filters.titleNone')}
            </summary>
            <FilterPanel family={family} search={search} facets={answer?.facets} />
          </details>
        )}

        {showList && (
          <section
            id="sr-results"
            className="sr-results"
            aria-labelledby="sr-results-title"
            aria-busy={loading || undefined}
            {...(config.tabs.length > 1 ? { role: 'tabpanel' } : {})}
          >
            <h2 id="sr-results-title" ref={listTop} tabIndex={-1} className="sr-results-title">
              {answer && !loading ? t('results.count', { count: answer.total }) : t('results.title')}
            </h2>
            <p role="status" className="sr-status">
              {loading ? t('loading') : ''}
            </p>
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
                <p>{activeFilterCount(search.filters) > 0 ? t('empty.withFilters') : t('empty.noFilters')}</p>
                <div className="sr-actions">
                  {activeFilterCount(search.filters) > 0 && (
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
                      onSelect={setSelectedId}
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
                  onClick={() => goPage(search.page - 1)}
                >
                  {t('pages.previous')}
                </button>
                <span>{t('pages.of', { page: search.page, pages })}</span>
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={search.page >= pages || loading}
                  onClick={() => goPage(search.page + 1)}
                >
                  {t('pages.next')}
                </button>
              </nav>
            )}
          </section>
        )}

        {showMap && (
          <section className="sr-map" aria-label={t('map.region')}>
            <LoadBoundary>
              <Suspense fallback={<p className="loading">{t('map.loading')}</p>}>
                <StaysMap
                  lodgings={answer?.lodgings ?? []}
                  bounds={search.filters.bounds ?? answer?.bounds ?? null}
                  onSearchArea={searchArea}
                  selectedId={selectedId}
                  onSelect={setSelectedId}
                  label={t('map.label', { place: search.location?.label ?? '' })}
                />
              </Suspense>
            </LoadBoundary>
          </section>
        )}
      </div>
    </div>
  );
}

export interface AvailabilityAppProps {
  locale: Locale;
  family: StayFamily;
}

export default function AvailabilityApp({ locale, family }: AvailabilityAppProps) {
  return (
    <I18nIsland locale={locale}>
      <Availability locale={locale} family={family} />
    </I18nIsland>
  );
}
