import { useStore } from '@nanostores/react';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Locale } from '../../lib/client/i18n';
import { ApiData } from '../../lib/client/api-data';
import { useTranslation } from '../../lib/client/i18n/react';
import { localePath } from '../../lib/client/locale';
import { $session, requireSignIn } from '../../lib/client/session.store';
import { trackEvent } from '../../lib/client/tracking';
import { I18nIsland } from '../ui/I18nIsland';
import { Loading } from '../ui/Status';
import { tabKeyTarget } from '../ui/tab-keys';
import { PastTrips, UpcomingTrips } from './BookedTrips';
import { chooseTab, TAB_PARAM, type TripsTab } from './tabs';
import './trips.css';
import { page } from '../../lib/client/platform';

// Loaded when its tab opens: the bookings tabs, the default, do not pay for the watches' code.
const WatchedTrips = lazy(() => import('./WatchedTrips').then((m) => ({ default: m.WatchedTrips })));
const AirlineCredits = lazy(() => import('./AirlineCredits').then((m) => ({ default: m.AirlineCredits })));

/** SPEC §2 analytics screen label of the page. */
export const MY_TRIPS_SCREEN = 'my trips';

/**
 * The tabs that exist today, in the spec's order (SPEC §2: Upcoming trips, Watched trips, Frozen
 * prices, Airline travel credits, Past trips, Trips with offers); the first is the default. The
 * bookings tabs have no screen label of their own in SPEC §2: they are "my trips".
 */
const TABS: readonly TripsTab[] = [
  { id: 'upcoming', screen: MY_TRIPS_SCREEN, Panel: UpcomingTrips },
  { id: 'watched', screen: 'watch', Panel: WatchedTrips },
  { id: 'credits', screen: MY_TRIPS_SCREEN, Panel: AirlineCredits },
  { id: 'past', screen: MY_TRIPS_SCREEN, Panel: PastTrips },
];

export interface TripsAppProps {
  locale: Locale;
  /** The flight search route (home until the build has one). */
  searchPath: string;
  /** The flight results route, or null while the build has none. */
  shopPath: string | null;
}

const tabId = (base: string, id: string) => `${base}-tab-${id}`;
const panelId = (base: string, id: string) => `${base}-panel-${id}`;

function track(screen: string): void {
  trackEvent(`viewed_${screen.replace(/ /g, '_')}`, { screen }).catch(() => undefined);
}

/** The tab in the address (`?tab=`), so a reload, Back or a shared link opens the same one. */
function useTab(): [TripsTab, (tab: TripsTab) => void] {
  // Read at once in the browser: a first render on the default tab would mount its panel, and
  // its store would load the bookings of a tab nobody opened. (Hydration renders no panel: the
  // session is not known yet.)
  const [tab, setTab] = useState<TripsTab>(() => chooseTab(TABS, page.search()));
  useEffect(() => {
    const read = () => setTab(chooseTab(TABS, page.search()));
    read();
    return page.on('popstate', read);
  }, []);
  const select = useCallback((next: TripsTab) => {
    const url = page.url();
    if (url.searchParams.get(TAB_PARAM) !== next.id) {
      url.searchParams.set(TAB_PARAM, next.id);
      page.push(url, page.historyState());
    }
    setTab(next);
  }, []);
  return [tab, select];
}

function Trips({ locale, searchPath, shopPath }: TripsAppProps) {
  const { t } = useTranslation('trips');
  const session = useStore($session, { ssr: 'initial' });
  const [tab, selectTab] = useTab();
  const [status, setStatus] = useState('');
  const idBase = useId();
  const tabs = useRef(new Map<string, HTMLButtonElement>());
  const signedIn = session.kind === 'SignedIn';

  useEffect(() => {
    if (session.kind === 'SignedOut') requireSignIn();
  }, [session.kind]);
  useEffect(() => {
    if (signedIn) track(MY_TRIPS_SCREEN);
  }, [signedIn]);
  useEffect(() => {
    // The page view above already counts "my trips".
    if (signedIn && tab.screen !== MY_TRIPS_SCREEN) track(tab.screen);
  }, [signedIn, tab.screen]);

  const announce = useCallback((message: string) => setStatus(message), []);

  const onKey = (e: KeyboardEvent, index: number) => {
    const next = tabKeyTarget(e.key, index, TABS.length);
    if (next === null) return;
    e.preventDefault();
    const target = TABS[next]!;
    selectTab(target);
    tabs.current.get(target.id)?.focus();
  };

  const Panel = tab.Panel;
  return (
    <div className="trips-app stack">
      <h1>{t('title')}</h1>
      {!signedIn ? (
        <Loading />
      ) : (
        <>
          <div role="tablist" aria-label={t('tabs.label')} className="tab-list">
            {TABS.map((item, index) => {
              const current = item.id === tab.id;
              return (
                <button
                  key={item.id}
                  ref={(el) => {
                    if (el) tabs.current.set(item.id, el);
                    else tabs.current.delete(item.id);
                  }}
                  type="button"
                  role="tab"
                  id={tabId(idBase, item.id)}
                  aria-selected={current}
                  aria-controls={current ? panelId(idBase, item.id) : undefined}
                  tabIndex={current ? 0 : -1}
                  className="tab"
                  onClick={() => selectTab(item)}
                  onKeyDown={(e) => onKey(e, index)}
                >
                  {t(`tabs.${item.id}`)}
                </button>
              );
            })}
          </div>
          <div role="tabpanel" id={panelId(idBase, tab.id)} aria-labelledby={tabId(idBase, tab.id)} tabIndex={-1} className="trips-panel">
            <Suspense fallback={<Loading />}>
              <Panel
                locale={locale}
                searchHref={localePath(locale, searchPath)}
                shopHref={shopPath && localePath(locale, shopPath)}
                announce={announce}
              />
            </Suspense>
          </div>
        </>
      )}
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </div>
  );
}

/** The Trips page (/trips/): one tab per kind of trip; `?tab=` picks it. */
export default function TripsApp(props: TripsAppProps) {
  return (
    <I18nIsland locale={props.locale}>
      <ApiData>
        <Trips {...props} />
      </ApiData>
    </I18nIsland>
  );
}
