// The activities results page (/activities/availability/): the search and the view (filters, sort)
// from the URL, one POST /experiences/availability per search and view (the server filters, sorts,
// pages and counts the facets), the next pages appended by "Show more", and the URL kept in step.
import { atom } from 'nanostores';
import {
  defaultExperienceView,
  EXPERIENCE_PAGE_SIZE,
  noExperienceFilters,
  validateExperienceSearch,
  type ExperienceFilterState,
  type ExperienceSearch,
  type ExperienceView,
} from '../../domain/experiences/experience-search';
import {
  EXPERIENCE_VIEW_PARAMS,
  experienceShopQuery,
  formatExperienceSearch,
  formatExperienceView,
  normalExperienceFilters,
  parseExperienceSearch,
  parseExperienceView,
  toExperienceRequest,
} from '../../domain/experiences/experience-search-url';
import type { ExperienceSort } from '../../domain/experiences/experiences.constants';
import type { ExperienceSearchResponse } from '../../domain/experiences/experiences.schema';
import { api, ApiError } from '../api';
import { localeFromPath, localePath } from '../locale';
import { page, platform } from '../platform';
import { ACTIVITIES_SEARCH_PATH, ACTIVITIES_SHOP_PATH, activityToday } from './activity-search.store';

export interface ActivityFailure {
  status: number;
  code: string;
  message: string;
  /** Messages by field path (`location.id`, `date`, `travelers`…) of a refused search. */
  fields: Record<string, string>;
}
export type MoreActivities = { kind: 'Idle' } | { kind: 'Loading' } | ({ kind: 'Failed' } & ActivityFailure);
export type ActivityResults =
  | { kind: 'Idle' }
  | { kind: 'Loading'; key: string; previous: ExperienceSearchResponse | null }
  /** `answer.experiences` holds every page shown so far; the rest of the answer is the last page's. */
  | { kind: 'Loaded'; key: string; answer: ExperienceSearchResponse; more: MoreActivities }
  | ({ kind: 'Failed'; key: string } & ActivityFailure);

export interface ActivityAvailabilityState {
  search: ExperienceSearch | null;
  view: ExperienceView;
  results: ActivityResults;
}

const idle = (): ActivityAvailabilityState => ({ search: null, view: defaultExperienceView(), results: { kind: 'Idle' } });
export const $activityAvailability = atom<ActivityAvailabilityState>(idle());

const ROUTE = '/experiences/availability';
const failureOf = (err: unknown): ActivityFailure => {
  const e = err instanceof ApiError ? err : new ApiError(0, 'NetworkError', (err as Error).message);
  return { status: e.status, code: e.code, message: e.message, fields: e.fieldErrors() };
};
const keyOf = (s: ExperienceSearch, v: ExperienceView) => `${formatExperienceSearch(s)}&${formatExperienceView(v)}`;
const set = (patch: Partial<ActivityAvailabilityState>) => $activityAvailability.set({ ...$activityAvailability.get(), ...patch });
const currentKey = () => {
  const r = $activityAvailability.get().results;
  return r.kind === 'Idle' ? null : r.key;
};
const pagePath = (path: string, pathname = platform().location.pathname) => localePath(localeFromPath(pathname), path);

export type OpenActivityAvailability = { kind: 'Ready' } | { kind: 'Redirect'; url: string };

/** The search form with this search, in the page's language (the summary's and the errors' way back). */
export const activitySearchHref = (search: ExperienceSearch): string =>
  `${pagePath(ACTIVITIES_SEARCH_PATH)}?${formatExperienceSearch(search)}`;

/** One experience's page for the search's day and party. */
export const activityShopHref = (id: string, search: ExperienceSearch): string =>
  `${pagePath(ACTIVITIES_SHOP_PATH)}?${experienceShopQuery(id, search)}`;

/**
 * Reads the page's URL: a valid search starts loading; a missing or broken one goes back to the
 * search form, which shows what to fix.
 */
export function openActivityAvailability(query = platform().location.search, today = activityToday()): OpenActivityAvailability {
  const q = new URLSearchParams(query);
  const search = parseExperienceSearch(q, today);
  if (validateExperienceSearch(search, today).length > 0) {
    const url = `${pagePath(ACTIVITIES_SEARCH_PATH)}?${q}`;
    platform().navigate(url);
    return { kind: 'Redirect', url };
  }
  $activityAvailability.set({ search, view: parseExperienceView(q), results: { kind: 'Idle' } });
  void loadActivityAvailability();
  return { kind: 'Ready' };
}

/** The first page of the search and view: the same again (a re-render, a hydration) reuses the call under way. */
export async function loadActivityAvailability(force = false): Promise<void> {
  const { search, view, results } = $activityAvailability.get();
  if (!search) return;
  const key = keyOf(search, view);
  if (!force && results.kind !== 'Idle' && results.kind !== 'Failed' && results.key === key) return;
  const previous = results.kind === 'Loaded' ? results.answer : results.kind === 'Loading' ? results.previous : null;
  set({ results: { kind: 'Loading', key, previous } });
  try {
    const answer = await api.post<ExperienceSearchResponse>(
      ROUTE,
      toExperienceRequest(search, view, { offset: 0, limit: EXPERIENCE_PAGE_SIZE }),
    );
    if (currentKey() !== key) return;
    set({ results: { kind: 'Loaded', key, answer, more: { kind: 'Idle' } } });
  } catch (err) {
    if (currentKey() !== key) return;
    set({ results: { kind: 'Failed', key, ...failureOf(err) } });
  }
}

/** "Show more": the next page joins the list; a failure leaves the list and offers the button again. */
export async function loadMoreActivities(): Promise<void> {
  const { search, view, results } = $activityAvailability.get();
  if (!search || results.kind !== 'Loaded' || results.more.kind === 'Loading') return;
  const shown = results.answer.experiences;
  if (shown.length >= results.answer.total) return;
  const { key } = results;
  set({ results: { ...results, more: { kind: 'Loading' } } });
  const still = () => {
    const r = $activityAvailability.get().results;
    return r.kind === 'Loaded' && r.key === key ? r : null;
  };
  try {
    const next = await api.post<ExperienceSearchResponse>(
      ROUTE,
      toExperienceRequest(search, view, { offset: shown.length, limit: EXPERIENCE_PAGE_SIZE }),
    );
    const r = still();
    if (!r) return;
    // An experience that moved between pages (its places changed meanwhile) shows once.
    const seen = new Set(r.answer.experiences.map((e) => e.id));
    const experiences = [...r.answer.experiences, ...next.experiences.filter((e) => !seen.has(e.id))];
    set({ results: { kind: 'Loaded', key, answer: { ...next, experiences, offset: 0 }, more: { kind: 'Idle' } } });
  } catch (err) {
    const r = still();
    if (r) set({ results: { ...r, more: { kind: 'Failed', ...failureOf(err) } } });
  }
}

/** The view's parameters replace theirs in the URL; the search's and any others stay. */
function writeUrl(view: ExperienceView): void {
  if (!page.exists()) return;
  const q = new URLSearchParams(page.search());
  for (const name of EXPERIENCE_VIEW_PARAMS) q.delete(name);
  for (const [k, v] of formatExperienceView(view)) q.append(k, v);
  const { pathname, hash } = page.url();
  page.replace(`${pathname}?${q}${hash}`);
}

function changeView(view: ExperienceView): void {
  set({ view });
  writeUrl(view);
  void loadActivityAvailability();
}

export const setActivitySort = (sort: ExperienceSort) => changeView({ ...$activityAvailability.get().view, sort });

export function setActivityFilters(patch: Partial<ExperienceFilterState>): void {
  const view = $activityAvailability.get().view;
  changeView({ ...view, filters: normalExperienceFilters({ ...view.filters, ...patch }) });
}

export const clearActivityFilters = () => changeView({ ...$activityAvailability.get().view, filters: noExperienceFilters() });

/** Back and Forward: the URL is the truth. */
export function followActivityUrl(): void {
  if (!$activityAvailability.get().search) return;
  const q = new URLSearchParams(page.search());
  set({ search: parseExperienceSearch(q, activityToday()), view: parseExperienceView(q) });
  void loadActivityAvailability();
}

export function resetActivityAvailabilityStore(): void {
  $activityAvailability.set(idle());
}
