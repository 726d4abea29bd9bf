// The flight shop page (/flights/shop/): the search's results, chosen outbound-then-return for a
// round trip, sorted and filtered in the browser, with the fare shelves of an expanded trip.
import { useStore } from '@nanostores/react';
import {
  lazy,
  memo,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { isLeaving, serverNow } from '../../../lib/client/api';
import { $flightSelection, chooseFare, clearFlightSelection, selectionFor } from '../../../lib/client/flights/selection.store';
import {
  $listMemory,
  $shopParams,
  $shopResults,
  $shopSearch,
  changeOutbound,
  chooseOutbound,
  clearFilters,
  openShop,
  PAGE_SIZE,
  rememberList,
  retryShop,
  setFilters,
  trackFlightList,
  type ShopResults,
} from '../../../lib/client/flights/shop.store';
import { intlLocale, type Locale } from '../../../lib/client/i18n';
import { useTranslation } from '../../../lib/client/i18n/react';
import { localePath } from '../../../lib/client/locale';
import { page, platform } from '../../../lib/client/platform';
import { $selectedAccount } from '../../../lib/client/rewards.store';
import { requireSignIn } from '../../../lib/client/session.store';
import { toSearchParams, type FlightSearchParams } from '../../../lib/domain/flights/flight-search-params';
import { shopView, sliceKey } from '../../../lib/domain/flights/flight-shop-steps';
import { activeFilterCount } from '../../../lib/domain/flights/flight-shop-params';
import type { Fare, Itinerary } from '../../../lib/domain/flights/flights.schema';
import { LoadBoundary } from '../../ui/LoadBoundary';
import { OutOfPolicyDialog } from '../../ui/OutOfPolicyDialog';
import { I18nIsland } from '../../ui/I18nIsland';
import { whenIdle } from '../../ui/idle';
import { preloadFareShelves, type RowContext } from './FlightRow';
import { Results } from './Results';
import { ChosenTrip, SearchSummary } from './Summaries';
import { DateStrip } from './DateStrip';
import type { AirportInfo } from './SliceDetails';
import './shop.css';

// The forecast is not needed to pick a flight: it loads after the list, into a place kept for it above.
const PredictionPanel = lazy(() => import('./prediction/PredictionPanel').then((m) => ({ default: m.PredictionPanel })));

/**
 * The forecast and its chart depend on the search, and on filters only through the price they leave
 * (`filteredFrom`): a sort or a filter that keeps the cheapest price must not re-render them.
 */
const Prediction = memo(function Prediction({
  search,
  filteredFrom,
  locale,
}: {
  search: FlightSearchParams;
  filteredFrom: number | null;
  locale: Locale;
}) {
  return (
    <LoadBoundary>
      <Suspense fallback={null}>
        <PredictionPanel search={search} filteredFrom={filteredFrom} locale={locale} />
      </Suspense>
    </LoadBoundary>
  );
});

export interface FlightShopProps {
  locale: Locale;
  /** The review step's path once the site has it (build time); until then a choice shows here. */
  bookPath: string;
  /** The `flight_list` cross-sell placement's content; nothing shows without it. */
  children?: ReactNode;
}

export default function FlightShop(props: FlightShopProps) {
  return (
    <I18nIsland locale={props.locale}>
      <Shop {...props} />
    </I18nIsland>
  );
}

function Shop({ locale, bookPath, children }: FlightShopProps) {
  const { t } = useTranslation('flightshop');
  const intl = intlLocale(locale);
  const search = useStore($shopSearch, { ssr: 'initial' });
  const params = useStore($shopParams, { ssr: 'initial' });
  // The answer renders as a transition: React paints it in slices of a few milliseconds
  // instead of one long task (a store update alone would render everything at once).
  const results = useDeferredValue(useStore($shopResults, { ssr: 'initial' }));
  // The controls follow `params` at once; the list follows a deferred copy, so the click that
  // changed a filter paints right away and the new rows come in the render after (INP).
  // A new step is a new page to the user: it renders at once, never a frame of the old list.
  const deferred = useDeferredValue(params);
  const listParams = deferred.step === params.step && deferred.outbound === params.outbound ? deferred : params;
  // Computed here rather than read from $shopView: a nanostores computed recomputing inside a
  // render notifies other subscribers mid-render, which React refuses.
  const view = useMemo(
    () => (results.kind === 'Loaded' && search ? shopView(results.answer, search.tripType, listParams) : null),
    [results, search, listParams],
  );
  // The forecast prices the whole search; with filters on, the cheapest trip they leave is said beside it.
  const filteredFrom =
    view && view.step === 'outbound' && view.rows.length > 0 && activeFilterCount(listParams.filters) > 0
      ? Math.min(...view.rows.map((r) => r.price))
      : null;
  const memory = useStore($listMemory, { ssr: 'initial' });
  const account = useStore($selectedAccount) ?? null;
  const chosen = selectionFor(useStore($flightSelection), search);
  const [expanded, setExpanded] = useState<string | null>(null);
  const [shown, setShown] = useState(PAGE_SIZE);
  const stepTitle = useRef<HTMLHeadingElement>(null);
  const focusStep = useRef(false);
  const pendingScroll = useRef<number | null>(null);
  const crossSellId = useId();

  const searchPage = localePath(locale, '/flights/search/');
  const editHref = search ? `${searchPage}?${toSearchParams(search).toString()}` : searchPage;

  useEffect(() => {
    requireSignIn();
    if (isLeaving()) return;
    const opened = openShop(page.search());
    // A link without a usable search: the form, with what the link had, shows what to fix.
    if (opened.kind === 'Redirect') page.leaveReplacing(opened.query ? `${searchPage}?${opened.query}` : searchPage);
  }, [searchPage]);

  // A new step or list starts at its first rows, unless Back/Forward brings a remembered one.
  const listKey = `${params.step}|${params.outbound}|${params.sort}|${JSON.stringify(params.filters)}`;
  const firstList = useRef(true);
  useEffect(() => {
    if (firstList.current) {
      firstList.current = false;
      return;
    }
    setShown(PAGE_SIZE);
  }, [listKey]);
  useEffect(() => {
    // Wait for the entry's own list: the deferred one may still be the previous step's.
    if (!memory || !view || listParams !== params) return;
    setExpanded(memory.expanded);
    setShown(memory.shown);
    pendingScroll.current = memory.scrollY;
    $listMemory.set(null);
  }, [memory, view, listParams, params]);
  useLayoutEffect(() => {
    if (pendingScroll.current !== null) {
      page.scrollTo(pendingScroll.current);
      pendingScroll.current = null;
    }
    if (focusStep.current && view) {
      focusStep.current = false;
      stepTitle.current?.focus({ preventScroll: true });
      stepTitle.current?.scrollIntoView?.({ block: 'start' });
    }
  });

  // The entry remembers the list as it is, for Back and Forward (scroll is kept when it settles).
  // A list as it first opens needs nothing remembered, and reading the scroll position there
  // would force a layout in the middle of painting the results.
  const remembered = useRef(false);
  const hasView = view !== null;
  useEffect(() => {
    if (!hasView || (!remembered.current && expanded === null && shown === PAGE_SIZE)) return;
    remembered.current = true;
    rememberList({ expanded, shown, scrollY: page.scrollY() });
  }, [expanded, shown, hasView]);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(() => rememberList({ ...currentList.current, scrollY: page.scrollY() }), 200);
    };
    const stop = page.on('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, []);
  const currentList = useRef({ expanded, shown });
  currentList.current = { expanded, shown };

  // SPEC §2 "flight list" screen: once per step shown with results.
  const tracked = useRef<string | null>(null);
  useEffect(() => {
    if (!view || !search) return;
    const key = `${view.step}|${view.outbound?.key ?? ''}`;
    if (tracked.current === key) return;
    tracked.current = key;
    trackFlightList(view, search.tripType);
    whenIdle(preloadFareShelves);
  }, [view, search]);

  const onSelectOutbound = useCallback((key: string) => {
    rememberList({ ...currentList.current, scrollY: page.scrollY() });
    chooseOutbound(key);
    setExpanded(null);
    setShown(PAGE_SIZE);
    focusStep.current = true;
  }, []);

  // SPEC §8: an out-of-policy fare asks first; "change selection" leaves the list as it was.
  const [outOfPolicy, setOutOfPolicy] = useState<{ itinerary: Itinerary; fare: Fare } | null>(null);
  const chooseFareNow = useCallback(
    (itinerary: Itinerary, fare: Fare) => {
      const current = $shopSearch.get();
      if (!current) return;
      const [outbound, back] = itinerary.slices;
      chooseFare({
        search: current,
        itineraryId: itinerary.id,
        fareId: fare.fareId,
        outboundKey: outbound ? sliceKey(outbound) : '',
        ...(current.tripType === 'roundTrip' && back ? { returnKey: sliceKey(back) } : {}),
        fare,
        slices: itinerary.slices,
        pricedAt: new Date(serverNow()).toISOString(),
        airlineNames: chosenAirlineNames(itinerary, $shopResults.get()),
      });
      platform().navigate(localePath(locale, bookPath));
    },
    [bookPath, locale],
  );
  const onChooseFare = useCallback(
    (itinerary: Itinerary, fare: Fare) => {
      if (fare.policy?.kind === 'OutOfPolicy') setOutOfPolicy({ itinerary, fare });
      else chooseFareNow(itinerary, fare);
    },
    [chooseFareNow],
  );

  const onToggle = useCallback((key: string) => setExpanded((current) => (current === key ? null : key)), []);

  const airports = useMemo(
    () => new Map<string, AirportInfo>(results.kind === 'Loaded' ? results.answer.airports.map((a) => [a.code, a]) : []),
    [results],
  );
  const answerAirlines = results.kind === 'Loaded' ? results.answer.airlines : null;
  const airlineNames = useMemo(() => new Map((answerAirlines ?? []).map((a) => [a.code, a.name])), [answerAirlines]);
  const travelers = search ? search.passengers.ADT + search.passengers.CNN + search.passengers.INF + search.passengers.INS : 1;
  const mode: RowContext['mode'] =
    search?.tripType === 'roundTrip'
      ? view?.step === 'return'
        ? 'return'
        : 'outbound'
      : search?.tripType === 'multiCity'
        ? 'multiCity'
        : 'oneWay';
  const ctx = useMemo<RowContext>(
    () => ({
      locale,
      intl,
      t,
      mode,
      travelers,
      airlineNames,
      airports,
      airlines: answerAirlines ?? [],
      account,
      onToggle,
      onSelectOutbound,
      onChooseFare,
    }),
    [locale, intl, t, mode, travelers, airlineNames, airports, answerAirlines, account, onToggle, onSelectOutbound, onChooseFare],
  );

  return (
    <div className="shop-page">
      {search ? (
        <SearchSummary search={search} airports={airports} intl={intl} t={t} editHref={editHref} />
      ) : (
        // Until the URL is read: the same shape as the summary, so nothing below moves when it comes.
        <header className="shop-summary">
          <div>
            <h1>{t('title')}</h1>
            <p className="shop-summary-line">&nbsp;</p>
          </div>
        </header>
      )}
      {/* Above the list, as on Google Flights: the forecast's line and the nearby dates. Their height is
          kept from the first paint (shop.css), so the rows never move when they answer (CLS). */}
      <div className="shop-insights">
        <div className="shop-forecast-slot">{search && <Prediction search={search} filteredFrom={filteredFrom} locale={locale} />}</div>
        {!chosen && <div className="shop-strip-slot">{search && <DateStrip search={search} locale={locale} intl={intl} t={t} />}</div>}
      </div>
      {chosen ? (
        <ChosenTrip
          selection={chosen}
          continueHref={localePath(locale, bookPath)}
          account={account}
          airlineNames={airlineNames}
          intl={intl}
          t={t}
          onChange={() => {
            clearFlightSelection();
            focusStep.current = true;
          }}
        />
      ) : (
        <Results
          results={results}
          view={view}
          params={params}
          search={search}
          ctx={ctx}
          expanded={expanded}
          shown={shown}
          stepTitle={stepTitle}
          searchHref={editHref}
          onShowMore={() => setShown((n) => n + PAGE_SIZE)}
          onFilters={setFilters}
          onClear={clearFilters}
          onRetry={retryShop}
          onBack={() => (page.historyLength() > 1 ? page.back() : platform().navigate(editHref))}
          onChangeOutbound={changeOutbound}
        />
      )}
      {outOfPolicy?.fare.policy?.kind === 'OutOfPolicy' && (
        <OutOfPolicyDialog
          breaches={outOfPolicy.fare.policy.breaches}
          intl={intl}
          onContinue={() => {
            setOutOfPolicy(null);
            chooseFareNow(outOfPolicy.itinerary, outOfPolicy.fare);
          }}
          onChange={() => setOutOfPolicy(null)}
        />
      )}
      {children && (
        <aside data-placement="flight_list" aria-labelledby={crossSellId} className="shop-cross-sell">
          <h2 id={crossSellId} className="visually-hidden">
            {t('crossSell')}
          </h2>
          {children}
        </aside>
      )}
    </div>
  );
}

/** The names of the airlines that market or operate the chosen trip, for the review page (the quote has codes only). */
function chosenAirlineNames(itinerary: Itinerary, results: ShopResults): Record<string, string> {
  if (results.kind !== 'Loaded') return {};
  const codes = new Set(itinerary.slices.flatMap((s) => s.segments.flatMap((g) => [g.marketingAirline.code, g.operatingAirline.code])));
  return Object.fromEntries(results.answer.airlines.filter((a) => codes.has(a.code)).map((a) => [a.code, a.name]));
}
