// The landing page's search (issue 23, "search first"): one tab per product whose search page is
// built, the real search form of the chosen product below them. Flights is the form the page is
// built with; the stays, car and activity forms load when their tab is first chosen, so the page stays in the search
// pages' budget. The tab lives in the hash (#hotels), so a reload, a shared link or the way back
// from sign-in opens the same form; the forms keep their own fields in the query as on their pages.
import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Locale } from '../../lib/client/i18n';
import { useTranslation } from '../../lib/client/i18n/react';
import { page } from '../../lib/client/platform';
import { $session } from '../../lib/client/session.store';
import type { StayFamily } from '../../lib/domain/lodging/stay-search';
import FlightSearchApp from '../flights/search/FlightSearchApp';
import { I18nIsland } from '../ui/I18nIsland';
import { LoadBoundary } from '../ui/LoadBoundary';
import './home-search.css';

const loadStays = () => import('../lodging/search/StaySearchApp');
const StaySearchApp = lazy(loadStays);
const loadCars = () => import('../cars/search/CarSearchApp');
const CarSearchApp = lazy(loadCars);
const loadActivities = () => import('../activities/search/ActivitySearchApp');
const ActivitySearchApp = lazy(loadActivities);
const warm = (tab: HomeTab) =>
  void (tab === 'cars' ? loadCars() : tab === 'activities' ? loadActivities() : loadStays()).catch(() => undefined);

export type HomeTab = 'flights' | 'cars' | 'activities' | StayFamily;

/** The hash of a tab: its search page's folder (#premium-stays), as people read it in the address bar. */
const hashOf = (tab: HomeTab) => tab.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const PANEL_ID = 'home-search-panel';
const tabId = (tab: HomeTab) => `home-tab-${hashOf(tab)}`;

function tabFromHash(tabs: readonly HomeTab[]): HomeTab | null {
  const hash = page.url().hash.slice(1);
  return tabs.find((t) => hashOf(t) === hash) ?? null;
}

function HomeSearchTabs({ locale, tabs }: HomeSearchProps) {
  const { t } = useTranslation('home');
  const common = useTranslation('common').t;
  // The build renders the first tab (flights); the address bar may name another once hydrated.
  const [active, setActive] = useState<HomeTab>(tabs[0] ?? 'flights');
  const refs = useRef(new Map<HomeTab, HTMLButtonElement>());

  // The page's lead and earn rates are the consumer's until the session says otherwise (the
  // page's inline script already did, from a stored session).
  useEffect(
    () =>
      $session.subscribe((s) => {
        if (s.kind !== 'SignedIn') return;
        for (const e of page.doc().querySelectorAll<HTMLElement>('[data-tenant-only]')) e.hidden = e.dataset.tenantOnly !== s.info.tenant;
      }),
    [],
  );

  useEffect(() => {
    const sync = () => {
      const chosen = tabFromHash(tabs);
      if (chosen) setActive(chosen);
    };
    sync();
    return page.on('hashchange', sync);
  }, [tabs]);

  function choose(tab: HomeTab) {
    setActive(tab);
    // replace, not push: Back leaves the page rather than stepping through tabs.
    const { pathname, search } = page.url();
    page.replace(`${pathname}${search}#${hashOf(tab)}`);
  }

  function onKeyDown(e: KeyboardEvent<HTMLButtonElement>) {
    const i = tabs.indexOf(active);
    const next =
      e.key === 'ArrowRight'
        ? tabs[(i + 1) % tabs.length]
        : e.key === 'ArrowLeft'
          ? tabs[(i - 1 + tabs.length) % tabs.length]
          : e.key === 'Home'
            ? tabs[0]
            : e.key === 'End'
              ? tabs[tabs.length - 1]
              : undefined;
    if (!next) return;
    e.preventDefault();
    choose(next);
    refs.current.get(next)?.focus();
  }

  return (
    <div className="home-search">
      <div className="home-tabs" role="tablist" aria-label={t('search.tabs')}>
        {tabs.map((tab) => (
          <button
            key={tab}
            ref={(el) => {
              if (el) refs.current.set(tab, el);
              else refs.current.delete(tab);
            }}
            id={tabId(tab)}
            type="button"
            role="tab"
            className="home-tab"
            aria-selected={tab === active}
            aria-controls={PANEL_ID}
            tabIndex={tab === active ? 0 : -1}
            onClick={() => choose(tab)}
            onKeyDown={onKeyDown}
            {...(tab === 'flights' ? {} : { onPointerEnter: () => warm(tab), onFocus: () => warm(tab) })}
          >
            {common(`nav.${tab}`)}
          </button>
        ))}
      </div>
      <div id={PANEL_ID} className="home-panel" role="tabpanel" aria-labelledby={tabId(active)}>
        {active === 'flights' ? (
          <FlightSearchApp locale={locale} signInOnLoad={false} />
        ) : (
          <LoadBoundary>
            <Suspense fallback={<p className="muted home-loading">{common('states.loading')}</p>}>
              {active === 'cars' ? (
                <CarSearchApp locale={locale} signInOnLoad={false} />
              ) : active === 'activities' ? (
                <ActivitySearchApp locale={locale} signInOnLoad={false} />
              ) : (
                <StaySearchApp key={active} locale={locale} family={active} signInOnLoad={false} />
              )}
            </Suspense>
          </LoadBoundary>
        )}
      </div>
    </div>
  );
}

export interface HomeSearchProps {
  locale: Locale;
  /** The products whose search page is built, flights first (src/layouts/search-pages.ts). */
  tabs: HomeTab[];
}

export default function HomeSearch(props: HomeSearchProps) {
  return (
    <I18nIsland locale={props.locale}>
      <HomeSearchTabs {...props} />
    </I18nIsland>
  );
}
