// The car results page (/cars/availability/): the search and the view (filters, sort) from the
// URL, one POST /cars/availability per search and view (the server filters, sorts and pages), the
// next pages appended by "Show more", and the URL kept in step with the view.
import { atom } from 'nanostores';
import {
  CAR_PAGE_SIZE,
  defaultCarView,
  noCarFilters,
  validateCarSearch,
  type CarFilterState,
  type CarSearch,
  type CarView,
} from '../../domain/cars/car-search';
import {
  CAR_VIEW_PARAMS,
  formatCarSearch,
  formatCarView,
  normalFilters,
  parseCarSearch,
  parseCarView,
  toCarRequest,
} from '../../domain/cars/car-search-url';
import type { CarSort } from '../../domain/cars/cars.constants';
import type { CarSearchResponse } from '../../domain/cars/cars.schema';
import { api, ApiError } from '../api';
import { localeFromPath, localePath } from '../locale';
import { page, platform } from '../platform';
import { carToday, CARS_SEARCH_PATH } from './car-search.store';

export interface CarFailure {
  status: number;
  code: string;
  message: string;
  /** Messages by field path (`pickup.code`, `dropoffDateTime`…) of a refused search. */
  fields: Record<string, string>;
}
export type MoreCars = { kind: 'Idle' } | { kind: 'Loading' } | ({ kind: 'Failed' } & CarFailure);
export type CarResults =
  | { kind: 'Idle' }
  | { kind: 'Loading'; key: string; previous: CarSearchResponse | null }
  /** `answer.offers` holds every page shown so far; the rest of the answer is the last page's. */
  | { kind: 'Loaded'; key: string; answer: CarSearchResponse; more: MoreCars }
  | ({ kind: 'Failed'; key: string } & CarFailure);

export interface CarAvailabilityState {
  search: CarSearch | null;
  view: CarView;
  results: CarResults;
}

export const $carAvailability = atom<CarAvailabilityState>({ search: null, view: defaultCarView(), results: { kind: 'Idle' } });

const failureOf = (err: unknown): CarFailure => {
  const e = err instanceof ApiError ? err : new ApiError(0, 'NetworkError', (err as Error).message);
  return { status: e.status, code: e.code, message: e.message, fields: e.fieldErrors() };
};
const keyOf = (s: CarSearch, v: CarView) => `${formatCarSearch(s)}&${formatCarView(v)}`;
const set = (patch: Partial<CarAvailabilityState>) => $carAvailability.set({ ...$carAvailability.get(), ...patch });
const currentKey = () => {
  const r = $carAvailability.get().results;
  return r.kind === 'Idle' ? null : r.key;
};

export type OpenCarAvailability = { kind: 'Ready' } | { kind: 'Redirect'; url: string };

/** The search form with this search, in the page's language (the summary's and the errors' way back). */
export function carSearchHref(search: CarSearch, pathname = platform().location.pathname): string {
  return `${localePath(localeFromPath(pathname), CARS_SEARCH_PATH)}?${formatCarSearch(search)}`;
}

/**
 * Reads the page's URL: a valid search starts loading; a missing or broken one goes back to the
 * search form, which shows what to fix.
 */
export function openCarAvailability(query = platform().location.search, today = carToday()): OpenCarAvailability {
  const q = new URLSearchParams(query);
  const search = parseCarSearch(q, today);
  if (validateCarSearch(search, today).length > 0) {
    const p = platform();
    const url = `${localePath(localeFromPath(p.location.pathname), CARS_SEARCH_PATH)}?${q}`;
    p.navigate(url);
    return { kind: 'Redirect', url };
  }
  $carAvailability.set({ search, view: parseCarView(q), results: { kind: 'Idle' } });
  void loadCarAvailability();
  return { kind: 'Ready' };
}

/** The first page of the search and view: the same again (a re-render, a hydration) reuses the call under way. */
export async function loadCarAvailability(force = false): Promise<void> {
  const { search, view, results } = $carAvailability.get();
  if (!search) return;
  const key = keyOf(search, view);
  if (!force && results.kind !== 'Idle' && results.kind !== 'Failed' && results.key === key) return;
  const previous = results.kind === 'Loaded' ? results.answer : results.kind === 'Loading' ? results.previous : null;
  set({ results: { kind: 'Loading', key, previous } });
  try {
    const answer = await api.post<CarSearchResponse>('/cars/availability', toCarRequest(search, view, { offset: 0, limit: CAR_PAGE_SIZE }));
    if (currentKey() !== key) return;
    set({ results: { kind: 'Loaded', key, answer, more: { kind: 'Idle' } } });
  } catch (err) {
    if (currentKey() !== key) return;
    set({ results: { kind: 'Failed', key, ...failureOf(err) } });
  }
}

/** "Show more": the next page joins the list; a failure leaves the list and offers the button again. */
export async function loadMoreCars(): Promise<void> {
  const { search, view, results } = $carAvailability.get();
  if (!search || results.kind !== 'Loaded' || results.more.kind === 'Loading') return;
  const shown = results.answer.offers;
  if (shown.length >= results.answer.total) return;
  const { key } = results;
  set({ results: { ...results, more: { kind: 'Loading' } } });
  const still = () => {
    const r = $carAvailability.get().results;
    return r.kind === 'Loaded' && r.key === key ? r : null;
  };
  try {
    const next = await api.post<CarSearchResponse>(
      '/cars/availability',
      toCarRequest(search, view, { offset: shown.length, limit: CAR_PAGE_SIZE }),
    );
    const r = still();
    if (!r) return;
    const seen = new Set(r.answer.offers.map((o) => o.offerId));
    const offers = [...r.answer.offers, ...next.offers.filter((o) => !seen.has(o.offerId))];
    set({ results: { kind: 'Loaded', key, answer: { ...next, offers, offset: 0 }, more: { kind: 'Idle' } } });
  } catch (err) {
    const r = still();
    if (r) set({ results: { ...r, more: { kind: 'Failed', ...failureOf(err) } } });
  }
}

/** The view's parameters replace theirs in the URL; the search's and any others stay. */
function writeUrl(view: CarView): void {
  if (!page.exists()) return;
  const q = new URLSearchParams(page.search());
  for (const name of CAR_VIEW_PARAMS) q.delete(name);
  for (const [k, v] of formatCarView(view)) q.append(k, v);
  const { pathname, hash } = page.url();
  page.replace(`${pathname}?${q}${hash}`);
}

function changeView(view: CarView): void {
  set({ view });
  writeUrl(view);
  void loadCarAvailability();
}

export const setCarSort = (sort: CarSort) => changeView({ ...$carAvailability.get().view, sort });

export function setCarFilters(patch: Partial<CarFilterState>): void {
  const view = $carAvailability.get().view;
  changeView({ ...view, filters: normalFilters({ ...view.filters, ...patch }) });
}

export const clearCarFilters = () => changeView({ ...$carAvailability.get().view, filters: noCarFilters() });

/** Back and Forward: the URL is the truth. */
export function followCarUrl(): void {
  if (!$carAvailability.get().search) return;
  const q = new URLSearchParams(page.search());
  set({ search: parseCarSearch(q, carToday()), view: parseCarView(q) });
  void loadCarAvailability();
}

export function resetCarAvailabilityStore(): void {
  $carAvailability.set({ search: null, view: defaultCarView(), results: { kind: 'Idle' } });
}
