// The flight shop page (/flights/shop/): one search call for the whole answer, then sort, filters
// and the round-trip steps in the browser (flight-shop-steps.ts), so a filter answers at once.
// The URL holds the search, sort, filters and step: sort and filters replace the entry, a step
// adds one, so Back goes from the return flights to the outbound flights.
import { atom, computed, onMount } from 'nanostores';
import { homeToday } from '../../domain/shared/dates';
import {
  parseSearchParams,
  REOPEN_REASON_PARAM,
  reopenReason,
  toSearchParams,
  type FlightSearchParams,
} from '../../domain/flights/flight-search-params';
import {
  defaultShopParams,
  keepPreferenceMarks,
  noFilters,
  parseShopParams,
  withoutPreferenceFilters,
  writeShopParams,
  type PreferenceFilterKey,
  type ShopParams,
} from '../../domain/flights/flight-shop-params';
import { shopView, type ShopView } from '../../domain/flights/flight-shop-steps';
import type { FlightFilters, FlightSearchInput, FlightSearchResponse, FlightSortKey } from '../../domain/flights/flights.schema';
import { api, ApiError, serverNow } from '../api';
import { trackEvent } from '../tracking';
import { page } from '../platform';

/** The API's page limit: every result of a search (the simulator answers a few hundred at most). */
export const SEARCH_LIMIT = 500;
/** Rows shown at first and added by "Show more flights": keeps the page's DOM small. */
/** SPEC §9 default page size: 10 rows, then 10 more on request (a small first render on phones). */
export const PAGE_SIZE = 10;
/** SPEC §2 analytics screen label of the results. */
export const FLIGHT_LIST_SCREEN = 'flight list';

export type ShopResults =
  | { kind: 'Idle' }
  | { kind: 'Loading'; key: string }
  | { kind: 'Loaded'; key: string; answer: FlightSearchResponse }
  | { kind: 'Failed'; key: string; status: number; code: string; message: string };

/** What the list looked like on a history entry, so Back and Forward put the user where they were. */
export interface ListMemory {
  expanded: string | null;
  shown: number;
  scrollY: number;
}

export const $shopSearch = atom<FlightSearchParams | null>(null);
export const $shopParams = atom<ShopParams>(defaultShopParams());
export const $shopResults = atom<ShopResults>({ kind: 'Idle' });
/** Set when the user came back to an entry (popstate); the list restores it once and clears it. */
export const $listMemory = atom<ListMemory | null>(null);

export const $shopView = computed([$shopResults, $shopParams, $shopSearch], (results, params, search): ShopView | null =>
  results.kind === 'Loaded' && search ? shopView(results.answer, search.tripType, params) : null,
);

/** SPEC §9: "today" is the calendar day in the home zone, by the server's clock. */
export const shopToday = (): string => homeToday(serverNow());

export type OpenResult = { kind: 'Ready'; search: FlightSearchParams } | { kind: 'Redirect'; query: string };

/**
 * Reads the page's URL: a valid search starts loading; a missing or broken one sends the user to
 * the search form with what the URL had, where each problem is shown on its field.
 */
export function openShop(query: string, today = shopToday()): OpenResult {
  const q = new URLSearchParams(query);
  const parsed = parseSearchParams(q, today);
  if (parsed.kind !== 'Valid') {
    // The form says why it opened (dates passed, a broken link) and shows the fields' errors.
    if (parsed.kind === 'Invalid') q.set(REOPEN_REASON_PARAM, reopenReason(parsed.errors));
    return { kind: 'Redirect', query: q.toString() };
  }
  $shopSearch.set(parsed.search);
  $shopParams.set(parseShopParams(q));
  // A reload keeps the entry's state: the list comes back as it was left.
  $listMemory.set(page.historyState<{ shopList?: ListMemory }>()?.shopList ?? null);
  void loadShop(parsed.search);
  return { kind: 'Ready', search: parsed.search };
}

const searchKey = (s: FlightSearchParams) => toSearchParams(s).toString();
const loadingKey = () => {
  const r = $shopResults.get();
  return r.kind === 'Idle' ? null : r.key;
};

/** One call per search: the same search again (a re-render, a second tab of the island) reuses it. */
export async function loadShop(search: FlightSearchParams, force = false): Promise<void> {
  const key = searchKey(search);
  const current = $shopResults.get();
  if (!force && current.kind !== 'Idle' && current.kind !== 'Failed' && current.key === key) return;
  $shopResults.set({ kind: 'Loading', key });
  // Sort and filters stay at their defaults: the server keeps one answer per search for everyone.
  const body: FlightSearchInput = {
    tripType: search.tripType,
    slices: search.slices,
    passengers: search.passengers,
    ...(search.fareClass ? { fareClass: search.fareClass } : {}),
    sort: 'fareScore',
    filters: noFilters(),
    page: { offset: 0, limit: SEARCH_LIMIT },
  };
  try {
    const answer = await api.post<FlightSearchResponse>('/flights/search', body);
    if (loadingKey() !== key) return;
    $shopResults.set({
      kind: 'Loaded',
      key,
      answer: { itineraries: answer.itineraries, airlines: answer.airlines, airports: answer.airports },
    });
    rememberSearch(search);
  } catch (err) {
    if (loadingKey() !== key) return;
    const e = err instanceof ApiError ? err : new ApiError(0, 'NetworkError', (err as Error).message);
    $shopResults.set({ kind: 'Failed', key, status: e.status, code: e.code, message: e.message });
  }
}

/**
 * The search joins the user's recent searches (SPEC §7 productFeed), which the airport
 * autocomplete offers first. A lost write costs nothing but that suggestion.
 */
function rememberSearch(search: FlightSearchParams): void {
  // A round trip reads as its outbound; a multi-city trip as the chain of its stops.
  const legs = search.tripType === 'roundTrip' ? search.slices.slice(0, 1) : search.slices;
  const route = legs.map((s, i) => (i === 0 ? `${s.origin} → ${s.destination}` : `→ ${s.destination}`)).join(' ');
  const dates = search.slices.map((s) => s.departureDate).join(', ');
  const query = { tripType: search.tripType, slices: search.slices, passengers: search.passengers };
  api.post('/productFeed/recentlySearched', { product: 'flights', label: `${route}, ${dates}`, query }).catch(() => undefined);
}

/** "Search again" after a failure. */
export function retryShop(): void {
  const search = $shopSearch.get();
  if (search) void loadShop(search, true);
}

// ---- URL ------------------------------------------------------------------------------------

const urlFor = (p: ShopParams) => {
  const { pathname, search, hash } = page.url();
  const q = writeShopParams(new URLSearchParams(search), p).toString();
  return `${pathname}${q ? `?${q}` : ''}${hash}`;
};

let pendingReplace: ReturnType<typeof setTimeout> | undefined;
/**
 * Filters change on every step of a slider drag: the list follows at once, the address a moment
 * later (browsers throttle pages that rewrite their URL hundreds of times a second).
 */
function replaceUrlSoon(): void {
  if (!page.exists()) return;
  clearTimeout(pendingReplace);
  pendingReplace = setTimeout(flushUrl, 150);
}
function flushUrl(): void {
  clearTimeout(pendingReplace);
  pendingReplace = undefined;
  page.replace(urlFor($shopParams.get()));
}

function update(next: ShopParams): void {
  $shopParams.set(next);
  replaceUrlSoon();
}

export function setSort(sort: FlightSortKey): void {
  update({ ...$shopParams.get(), sort });
}

/** `p` with its preference marks, leaving the key out when there are none. */
function withMarks(p: ShopParams, marks: PreferenceFilterKey[] | undefined): ShopParams {
  const next = { ...p };
  delete next.fromPreferences;
  return marks ? { ...next, fromPreferences: marks } : next;
}

export function setFilters(patch: Partial<FlightFilters>): void {
  const current = $shopParams.get();
  const filters: FlightFilters = { ...current.filters, ...patch };
  // An absent filter is a missing key, not `undefined`: the shapes compare and serialise cleanly.
  for (const key of Object.keys(filters) as (keyof FlightFilters)[]) if (filters[key] === undefined) delete filters[key];
  // A filter the user sets by hand is theirs, no longer the profile's.
  update(withMarks({ ...current, filters }, keepPreferenceMarks(current, Object.keys(patch))));
}

export function clearFilters(): void {
  update(withMarks({ ...$shopParams.get(), filters: noFilters() }, undefined));
}

/** The one control that drops the filters the saved flight preferences set ("Don't use my preferences"). */
export function dropPreferenceFilters(): void {
  const current = $shopParams.get();
  update(withMarks({ ...current, filters: withoutPreferenceFilters(current.filters, current.fromPreferences ?? []) }, undefined));
}

/** Keeps the list's state on the current history entry, for Back and Forward to restore. */
export function rememberList(memory: ListMemory): void {
  page.replace(page.url(), { ...page.historyState<object>(), shopList: memory });
}

/**
 * Round trip, outbound chosen: a new history entry for the return step. The time windows were
 * about the outbound flight; the return step's start without them.
 */
export function chooseOutbound(key: string): void {
  const current = $shopParams.get();
  const filters = { ...current.filters };
  delete filters.departureWindow;
  delete filters.arrivalWindow;
  const next: ShopParams = { ...current, filters, step: 'return', outbound: key };
  if (page.exists()) {
    flushUrl();
    page.push(urlFor(next), { shopStep: 'return' });
  }
  $listMemory.set(null);
  $shopParams.set(next);
}

/** "Change" the outbound: Back when the return step was reached from this page, else a new entry. */
export function changeOutbound(): void {
  if (page.historyState<{ shopStep?: string }>()?.shopStep === 'return') {
    page.back();
    return;
  }
  const next: ShopParams = { ...$shopParams.get(), step: 'outbound', outbound: null };
  if (page.exists()) {
    flushUrl();
    page.push(urlFor(next));
  }
  $shopParams.set(next);
}

function onPopState(event: PopStateEvent): void {
  clearTimeout(pendingReplace);
  pendingReplace = undefined;
  const q = new URLSearchParams(page.search());
  const search = $shopSearch.get();
  const parsed = parseSearchParams(q, shopToday());
  // Another search in the same page's history (edited by hand): load it.
  if (parsed.kind === 'Valid' && (!search || searchKey(parsed.search) !== searchKey(search))) {
    $shopSearch.set(parsed.search);
    void loadShop(parsed.search);
  }
  $listMemory.set((event.state as { shopList?: ListMemory } | null)?.shopList ?? null);
  $shopParams.set(parseShopParams(q));
}

onMount($shopParams, () => {
  if (!page.exists()) return;
  // The list restores its own scroll once it has rendered the entry's rows.
  const previous = page.scrollRestoration('manual');
  const stop = page.on('popstate', onPopState);
  return () => {
    stop();
    page.scrollRestoration(previous);
    flushUrl();
  };
});

// ---- tracking -------------------------------------------------------------------------------

/** SPEC §2 "flight list" screen view; a lost event never disturbs the page. */
export function trackFlightList(view: ShopView, tripType: FlightSearchParams['tripType']): void {
  trackEvent('viewed_flight_list', {
    screen: FLIGHT_LIST_SCREEN,
    trip_type: tripType,
    step: view.step,
    result_count: view.rows.length,
    found: view.found,
  }).catch(() => undefined);
}

/** For tests: back to a page that has not read its URL. */
export function resetShopStore(): void {
  clearTimeout(pendingReplace);
  pendingReplace = undefined;
  $shopSearch.set(null);
  $shopParams.set(defaultShopParams());
  $shopResults.set({ kind: 'Idle' });
  $listMemory.set(null);
}
