// …/availability/ of every lodging family (SPEC §2): the search from the URL, the tabs (stays), the
// five sorts, the price unit, the filters, one page of results and the map beside the list on
// desktop (a switch on phones). The map's code (pigeon-maps) loads only when the map shows.
// The toolbar (ResultsToolbar.tsx) and the results column (ResultsList.tsx) are their own parts.
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { Locale } from '../../../lib/client/i18n';
import { useTranslation } from '../../../lib/client/i18n/react';
import { $availability, followUrl, openAvailability, searchArea, setPage } from '../../../lib/client/lodging/availability.store';
import { localePath } from '../../../lib/client/locale';
import { page } from '../../../lib/client/platform';
import { $selectedAccount } from '../../../lib/client/rewards.store';
import { $session, requireSignIn } from '../../../lib/client/session.store';
import {
  activeFilterCount,
  familyPath,
  formatStaySearch,
  nightsOf,
  STAY_FAMILIES,
  type StayFamily,
} from '../../../lib/domain/lodging/stay-search-url';
import { Breakpoints } from '../../../lib/domain/shared/breakpoints';
import { formatDate } from '../../flights/search/format';
import { I18nIsland } from '../../ui/I18nIsland';
import { LoadBoundary } from '../../ui/LoadBoundary';
import { FilterPanel, PreferencesLine } from './FilterPanel';
import { ResultsList } from './ResultsList';
import { ResultsTabs, ResultsToolbar } from './ResultsToolbar';
import './availability.css';

const StaysMap = lazy(() => import('../map/StaysMap'));
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
  const changeSearch = `${localePath(locale, familyPath(family, 'search'))}?${formatStaySearch({ ...search, page: 1 }, family)}`;
  const showMap = desktop || search.view === 'map';
  const showList = desktop || search.view === 'list';
  // Prices in rewards only with an account that can pay: otherwise the URL's choice shows cash.
  const redeem = account?.allowRewardsRedemption ? account : null;
  const filterCount = activeFilterCount(search.filters);

  const guests = [t('summary.adults', { count: search.adults })];
  if (search.childAges.length) guests.push(t('summary.children', { count: search.childAges.length }));
  if (search.pets) guests.push(t('summary.pets', { count: search.pets }));

  function goPage(n: number) {
    setPage(n);
    listTop.current?.focus();
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

      {config.tabs.length > 1 && <ResultsTabs tabs={config.tabs} search={search} answer={answer} />}
      <ResultsToolbar search={search} desktop={desktop} redeem={redeem} />
      {search.prefs === true && <PreferencesLine />}

      <div className={`sr-layout${showMap ? ' sr-layout-map' : ''}`}>
        {showList && (
          <details className="sr-filter-box" open={desktop || undefined}>
            <summary>{filterCount > 0 ? t('filters.titleOn', { count: filterCount }) : t('filters.titleNone')}</summary>
            <FilterPanel family={family} search={search} facets={answer?.facets} />
          </details>
        )}

        {showList && (
          <ResultsList
            family={family}
            locale={locale}
            search={search}
            results={results}
            answer={answer}
            loading={loading}
            nights={answer?.nights ?? nightsOf(search)}
            tabPanel={config.tabs.length > 1}
            changeSearch={changeSearch}
            shopBase={localePath(locale, familyPath(family, 'shop'))}
            account={redeem}
            selectedId={selectedId}
            onSelect={setSelectedId}
            titleRef={listTop}
            onPage={goPage}
          />
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
