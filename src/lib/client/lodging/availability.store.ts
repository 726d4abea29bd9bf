// The availability page (…/availability/ of every lodging family): the search from the URL, one
// POST /hotels/availability per search, tab, sort, filter set and page (the server filters and
// pages), the saved hotel preferences as first filters, and the URL kept in step with it all.
import { atom } from 'nanostores';
import type { LodgingSearchResponse } from '../../domain/lodging/lodging.schema';
import { Amenities } from '../../domain/lodging/lodging.constants';
import type { HotelPreferences } from '../../domain/profile/preferences.schema';
import {
  familyPath,
  formatStaySearch,
  noStayFilters,
  STAY_PARAM_NAMES,
  toAvailabilityRequest,
  validateStaySearch,
  parseStaySearch,
  type Bounds,
  type StayAmenity,
  type StayFamily,
  type StayFilters,
  type StayPriceUnit,
  type StaySearch,
  type StaySort,
  type StayTab,
  type StayView,
} from '../../domain/lodging/stay-search-url';
import { LODGING_PRODUCTS } from '../../domain/shared/product-feed.constants';
import { api, ApiError } from '../api';
import { localeFromPath, localePath } from '../locale';
import { page, platform } from '../platform';
import { stayToday } from './stay-search.store';

/** Counts per filter value, when the server sends them. */
export interface StayFacets {
  stars: Record<string, number>;
  amenities: Record<string, number>;
  collections: Record<string, number>;
  freeCancellation: number;
  kinds: Record<string, number>;
  /** With a travel policy: the stays "In policy only" would keep. */
  inPolicy?: number;
}
export type StayAnswer = LodgingSearchResponse & { facets?: StayFacets };

export type StayResults =
  | { kind: 'Idle' }
  | { kind: 'Loading'; key: string; previous: StayAnswer | null }
  | { kind: 'Loaded'; key: string; answer: StayAnswer }
  | { kind: 'Failed'; key: string; status: number; code: string; message: string; fields: Record<string, string> };

export interface AvailabilityState {
  family: StayFamily;
  search: StaySearch | null;
  results: StayResults;
}

export const $availability = atom<AvailabilityState>({ family: 'hotels', search: null, results: { kind: 'Idle' } });

/** The profile form's amenity names that differ from the search's. */
const PREFERENCE_AMENITY: Record<string, StayAmenity> = { FrontDesk24h: 'FrontDesk247' };

/** SPEC §2/§3: only stars, amenities and free cancellation of the saved hotel preferences filter. */
export function preferenceFilters(prefs: HotelPreferences | null): Partial<StayFilters> | null {
  if (!prefs) return null;
  const amenities = prefs.amenities
    .map((a) => PREFERENCE_AMENITY[a] ?? (a as StayAmenity))
    .filter((a) => (Amenities as readonly string[]).includes(a));
  const patch: Partial<StayFilters> = {};
  if (prefs.starRatings.length) patch.stars = [...prefs.starRatings].sort();
  if (amenities.length) patch.amenities = amenities;
  if (prefs.freeCancellationOnly) patch.freeCancellation = true;
  return Object.keys(patch).length ? patch : null;
}

/** The key of one answer: everything the server is asked (the view and price unit are the browser's own). */
const keyOf = (s: StaySearch, family: StayFamily) => {
  const q = formatStaySearch({ ...s, view: 'list', prices: 'cash', prefs: null }, family);
  return `${family}?${q}`;
};

let others = new URLSearchParams();
let remembered = '';

function writeUrl(s: StaySearch, family: StayFamily, mode: 'replace' | 'push' = 'replace'): void {
  if (!page.exists()) return;
  const q = new URLSearchParams(others);
  for (const [k, v] of formatStaySearch(s, family)) q.append(k, v);
  const { pathname, hash } = page.url();
  const url = `${pathname}?${q}${hash}`;
  if (mode === 'push') page.push(url);
  else page.replace(url);
}

export type OpenAvailability = { kind: 'Ready' } | { kind: 'Redirect'; url: string };

/**
 * Reads the page's URL: a valid search starts loading (after the saved hotel preferences the first
 * time); a missing or broken one goes back to the family's search form, which shows the problems.
 */
export function openAvailability(family: StayFamily, query = platform().location.search, today = stayToday()): OpenAvailability {
  const q = new URLSearchParams(query);
  others = new URLSearchParams(query);
  for (const name of STAY_PARAM_NAMES) others.delete(name);
  const search = parseStaySearch(q, family, today);
  if (validateStaySearch(search, family, today).length > 0) {
    const p = platform();
    const url = `${localePath(localeFromPath(p.location.pathname), familyPath(family, 'search'))}?${q}`;
    p.navigate(url);
    return { kind: 'Redirect', url };
  }
  $availability.set({ family, search, results: { kind: 'Idle' } });
  if (search.prefs === null) void prefillThenLoad(family, search);
  else void loadAvailability();
  return { kind: 'Ready' };
}

/** The first time a search is shown, the saved hotel preferences fill the filters the URL left empty. */
async function prefillThenLoad(family: StayFamily, search: StaySearch): Promise<void> {
  let saved: HotelPreferences | null = null;
  try {
    saved = (await api.get<{ value: HotelPreferences | null }>('/user/preference/hotel')).value;
  } catch {
    // Without them the search runs as asked; the next search tries again.
  }
  const current = $availability.get();
  if (current.search !== search) return;
  const patch = preferenceFilters(saved);
  const f = search.filters;
  const applied: Partial<StayFilters> = {};
  if (patch?.stars && f.stars.length === 0) applied.stars = patch.stars;
  if (patch?.amenities && f.amenities.length === 0) applied.amenities = patch.amenities;
  if (patch?.freeCancellation && !f.freeCancellation) applied.freeCancellation = true;
  const on = Object.keys(applied).length > 0;
  const next: StaySearch = { ...search, prefs: on, filters: { ...f, ...applied } };
  $availability.set({ ...current, search: next });
  writeUrl(next, family);
  await loadAvailability();
}

/** One call per asked search: the same again (a re-render) reuses the answer or the call under way. */
export async function loadAvailability(force = false): Promise<void> {
  const { family, search, results } = $availability.get();
  if (!search) return;
  const key = keyOf(search, family);
  if (!force && results.kind !== 'Idle' && results.kind !== 'Failed' && results.key === key) return;
  const previous = results.kind === 'Loaded' ? results.answer : results.kind === 'Loading' ? results.previous : null;
  const set = (r: StayResults) => $availability.set({ ...$availability.get(), results: r });
  set({ kind: 'Loading', key, previous });
  try {
    const answer = await api.post<StayAnswer>('/hotels/availability', toAvailabilityRequest(search, family));
    if (currentKey() !== key) return;
    set({ kind: 'Loaded', key, answer });
    rememberSearch(search, family);
  } catch (err) {
    if (currentKey() !== key) return;
    const e = err instanceof ApiError ? err : new ApiError(0, 'NetworkError', (err as Error).message);
    set({ kind: 'Failed', key, status: e.status, code: e.code, message: e.message, fields: e.fieldErrors() });
  }
}

function currentKey(): string | null {
  const r = $availability.get().results;
  return r.kind === 'Idle' ? null : r.key;
}

/** SPEC §7 productFeed: the search joins the user's recent searches, once per place, dates and guests. */
function rememberSearch(s: StaySearch, family: StayFamily): void {
  if (!s.location) return;
  const query = {
    location: toAvailabilityRequest(s, family).location,
    checkIn: s.checkIn,
    checkOut: s.checkOut,
    guests: { adults: s.adults, children: s.childAges.length, pets: s.pets },
  };
  const key = JSON.stringify([family, query]);
  if (key === remembered) return;
  remembered = key;
  const product = (LODGING_PRODUCTS as readonly string[]).includes(family) ? family : 'hotels';
  const label = `${s.location.label}, ${s.checkIn} – ${s.checkOut}`;
  api.post('/productFeed/recentlySearched', { product, label, query }).catch(() => undefined);
}

/** A change the server answers: the URL follows, page 1 unless a page was asked. */
function change(patch: Partial<StaySearch>, mode: 'replace' | 'push' = 'replace'): void {
  const { family, search } = $availability.get();
  if (!search) return;
  const next: StaySearch = { ...search, page: 1, ...patch };
  $availability.set({ ...$availability.get(), search: next });
  writeUrl(next, family, mode);
  void loadAvailability();
}

export const setTab = (tab: StayTab) => change({ tab });
export const setSort = (sort: StaySort) => change({ sort });
/** Pages add a history entry: Back returns to the page before. */
export const setPage = (n: number) => change({ page: Math.max(1, n) }, 'push');

export function setFilters(patch: Partial<StayFilters>): void {
  const search = $availability.get().search;
  if (search) change({ filters: { ...search.filters, ...patch } });
}

export function clearFilters(): void {
  change({ filters: noStayFilters(), prefs: false });
}

/** "Search this area": the list follows the map. */
export function searchArea(bounds: Bounds): void {
  setFilters({ bounds });
}

/** The one control that drops the filters the hotel preferences set. */
export function dropPreferenceFilters(): void {
  const search = $availability.get().search;
  if (!search) return;
  change({ prefs: false, filters: { ...search.filters, stars: [], amenities: [], freeCancellation: false } });
}

/** A change only the browser shows (the view, the price unit): the URL follows, no new call. */
function show(patch: Pick<Partial<StaySearch>, 'view' | 'prices'>): void {
  const { family, search } = $availability.get();
  if (!search) return;
  const next = { ...search, ...patch };
  $availability.set({ ...$availability.get(), search: next });
  writeUrl(next, family);
}

/** List or map. */
export function setView(view: StayView): void {
  if ($availability.get().search?.view !== view) show({ view });
}

/** SPEC §9 "Miles and Cash": the cards' prices in cash or in the rewards account's units. */
export function setPrices(prices: StayPriceUnit): void {
  if ($availability.get().search?.prices !== prices) show({ prices });
}

/** Back and Forward between pages: the URL is the truth. */
export function followUrl(): void {
  const { family, search } = $availability.get();
  if (!search) return;
  const next = parseStaySearch(new URLSearchParams(page.search()), family, stayToday());
  $availability.set({ ...$availability.get(), search: { ...next, prefs: next.prefs ?? false } });
  void loadAvailability();
}

/** The URL of this search with a change (dates, guests): links that fix an unavailable rental. */
export function searchHref(patch: Partial<StaySearch>): string {
  const { family, search } = $availability.get();
  if (!search) return '';
  const q = new URLSearchParams(others);
  for (const [k, v] of formatStaySearch({ ...search, page: 1, ...patch }, family)) q.append(k, v);
  return `?${q}`;
}

export function resetAvailabilityStore(): void {
  others = new URLSearchParams();
  remembered = '';
  $availability.set({ family: 'hotels', search: null, results: { kind: 'Idle' } });
}
