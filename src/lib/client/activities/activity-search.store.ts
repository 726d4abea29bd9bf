// The activities search form (/activities/search/ and the home page's tab): its state, the actions
// the island calls, and the URL that mirrors it, so Back from the results or a shared link restores it.
import { atom, computed } from 'nanostores';
import {
  validateExperienceDay,
  validateExperienceSearch,
  type ExperienceFieldError,
  type ExperienceParty,
  type ExperienceSearch,
} from '../../domain/experiences/experience-search';
import {
  EXPERIENCE_SEARCH_PARAMS,
  experienceShopQuery,
  formatExperienceSearch,
  hasExperienceSearch,
  parseExperienceSearch,
} from '../../domain/experiences/experience-search-url';
import type { ExperienceOption } from '../../domain/experiences/experiences.schema';
import { homeToday } from '../../domain/shared/dates';
import { serverNow } from '../api';
import { localeFromPath, localePath } from '../locale';
import { page, platform } from '../platform';
import { readRecentActivitySearches, rememberActivitySearch, type RecentActivitySearch } from './recent-activity-searches';

export interface ActivitySearchState {
  search: ExperienceSearch;
  /** Field errors show once a search was tried (or the URL brought a broken one), then follow every change. */
  showErrors: boolean;
  /** Only the date and party are checked: an experience was chosen, which needs no city (until a search is tried). */
  dayOnly: boolean;
}

/** SPEC §9: "today" is the calendar day in the home zone, by the server's clock. */
export const activityToday = (): string => homeToday(serverNow());

const initial = (): ActivitySearchState => ({
  search: parseExperienceSearch(new URLSearchParams(), homeToday(Date.now())),
  showErrors: false,
  dayOnly: false,
});
export const $activitySearch = atom<ActivitySearchState>(initial());
export const $activitySearchErrors = computed($activitySearch, (s): ExperienceFieldError[] => {
  if (!s.showErrors) return [];
  return s.dayOnly ? validateExperienceDay(s.search, activityToday()) : validateExperienceSearch(s.search, activityToday());
});
export const $recentActivitySearches = atom<RecentActivitySearch[]>([]);

export const ACTIVITIES_AVAILABILITY_PATH = '/activities/availability/';
export const ACTIVITIES_SEARCH_PATH = '/activities/search/';
/** One experience's page (another team's): id, date and party in its query. */
export const ACTIVITIES_SHOP_PATH = '/activities/shop/';

let stopMirror: (() => void) | undefined;

/** The page opened: the form comes from the URL (defaults otherwise); from then on the URL follows it. */
export function startActivitySearch(query = platform().location.search): void {
  stopMirror?.();
  const q = new URLSearchParams(query);
  const today = activityToday();
  const search = parseExperienceSearch(q, today);
  // A search the results page sent back (a broken or hand-edited link) says what to fix at once.
  $activitySearch.set({
    search,
    showErrors: hasExperienceSearch(q) && validateExperienceSearch(search, today).length > 0,
    dayOnly: false,
  });
  $recentActivitySearches.set(readRecentActivitySearches(today));
  // Parameters that are not the search's (utm_source, agent…) stay in the URL.
  const others = new URLSearchParams(query);
  for (const name of EXPERIENCE_SEARCH_PARAMS) others.delete(name);
  let written = query;
  stopMirror = $activitySearch.listen((s) => {
    const next = new URLSearchParams(others);
    for (const [k, v] of formatExperienceSearch(s.search)) next.append(k, v);
    const text = `?${next}`;
    if (text === written) return;
    written = text;
    const { pathname, hash } = page.url();
    page.replace(`${pathname}${text}${hash}`);
  });
}

function update(change: Partial<ExperienceSearch>): void {
  const s = $activitySearch.get();
  $activitySearch.set({ ...s, search: { ...s.search, ...change } });
}
function updateParty(change: Partial<ExperienceParty>): void {
  update({ party: { ...$activitySearch.get().search.party, ...change } });
}

export const setActivityDate = (date: string) => update({ date });
export const setAdults = (adults: number) => updateParty({ adults });
export const setChildren = (children: number) => updateParty({ children });
export const setInfants = (infants: number) => updateParty({ infants });

export type ActivitySubmitResult = { kind: 'Invalid'; errors: ExperienceFieldError[] } | { kind: 'Navigating'; url: string };

const pagePath = (path: string, pathname = platform().location.pathname) => localePath(localeFromPath(pathname), path);

/** The results page of a search, in the page's language. */
export const activityResultsUrl = (search: ExperienceSearch): string =>
  `${pagePath(ACTIVITIES_AVAILABILITY_PATH)}?${formatExperienceSearch(search)}`;

/**
 * "Where": a city is the search's; an experience opens its own page for the form's day and party,
 * once those are right (else they say what to fix and the city stays as it was).
 */
export function chooseActivityPlace(option: ExperienceOption | null): ActivitySubmitResult | null {
  if (option?.kind !== 'experience') {
    update({ city: option ? { id: option.id, label: option.label } : null });
    return null;
  }
  const s = $activitySearch.get();
  const errors = validateExperienceDay(s.search, activityToday());
  if (errors.length > 0) {
    $activitySearch.set({ ...s, showErrors: true, dayOnly: true });
    return { kind: 'Invalid', errors };
  }
  const url = `${pagePath(ACTIVITIES_SHOP_PATH)}?${experienceShopQuery(option.id, s.search)}`;
  platform().navigate(url);
  return { kind: 'Navigating', url };
}

/** Search: a valid form goes to the results with the search in its URL, and joins the recent searches. */
export function submitActivitySearch(): ActivitySubmitResult {
  const s = $activitySearch.get();
  $activitySearch.set({ ...s, showErrors: true, dayOnly: false });
  const errors = validateExperienceSearch(s.search, activityToday());
  if (errors.length > 0) return { kind: 'Invalid', errors };
  rememberActivitySearch(s.search);
  const url = activityResultsUrl(s.search);
  platform().navigate(url);
  return { kind: 'Navigating', url };
}

export function resetActivitySearchStore(): void {
  stopMirror?.();
  stopMirror = undefined;
  $activitySearch.set(initial());
  $recentActivitySearches.set([]);
}
