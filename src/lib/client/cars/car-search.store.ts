// The car search form (/cars/search/): its state, the actions the island calls, and the URL that
// mirrors it, so Back from the results or a shared link restores it.
import { atom, computed } from 'nanostores';
import { followPickupDate, validateCarSearch, type CarFieldError, type CarSearch } from '../../domain/cars/car-search';
import { CAR_SEARCH_PARAMS, formatCarSearch, hasCarSearch, parseCarSearch } from '../../domain/cars/car-search-url';
import type { LocationAnswer, LocationOption } from '../../domain/shared/autocomplete.schema';
import { homeToday } from '../../domain/shared/dates';
import { api, serverNow } from '../api';
import { localeFromPath, localePath } from '../locale';
import { page, platform } from '../platform';
import { readRecentCarSearches, rememberCarSearch, type RecentCarSearch } from './recent-car-searches';

export interface CarSearchState {
  search: CarSearch;
  /** Field errors show once a search was tried (or the URL brought a broken one), then follow every change. */
  showErrors: boolean;
}

/** SPEC §9: "today" is the calendar day in the home zone, by the server's clock. */
export const carToday = (): string => homeToday(serverNow());

export const $carSearch = atom<CarSearchState>({ search: parseCarSearch(new URLSearchParams(), homeToday(Date.now())), showErrors: false });
export const $carSearchErrors = computed($carSearch, (s): CarFieldError[] => (s.showErrors ? validateCarSearch(s.search, carToday()) : []));
export const $recentCarSearches = atom<RecentCarSearch[]>([]);

export const CARS_AVAILABILITY_PATH = '/cars/availability/';
export const CARS_SEARCH_PATH = '/cars/search/';

let stopMirror: (() => void) | undefined;
/** Bumped by each start, so names answered for an earlier page write nothing. */
let epoch = 0;

/** The page opened: the form comes from the URL (defaults otherwise); from then on the URL follows it. */
export function startCarSearch(query = platform().location.search): void {
  stopMirror?.();
  const startedIn = ++epoch;
  const q = new URLSearchParams(query);
  const today = carToday();
  const search = parseCarSearch(q, today);
  // A search the results page sent back (a broken or hand-edited link) says what to fix at once.
  $carSearch.set({ search, showErrors: hasCarSearch(q) && validateCarSearch(search, today).length > 0 });
  $recentCarSearches.set(readRecentCarSearches(today));
  void nameAirports(startedIn);
  // Parameters that are not the search's (utm_source, agent…) stay in the URL.
  const others = new URLSearchParams(query);
  for (const name of CAR_SEARCH_PARAMS) others.delete(name);
  let written = query;
  stopMirror = $carSearch.listen((s) => {
    const next = new URLSearchParams(others);
    for (const [k, v] of formatCarSearch(s.search)) next.append(k, v);
    const text = `?${next}`;
    if (text === written) return;
    written = text;
    const { pathname, hash } = page.url();
    page.replace(`${pathname}${text}${hash}`);
  });
}

/** Airports read from the URL show their code; the autocomplete gives their names ("Los Angeles (LAX)"). */
async function nameAirports(startedIn: number): Promise<void> {
  const { search } = $carSearch.get();
  const codes = [search.pickup, search.dropoff].filter((p) => p && p.label === p.code).map((p) => p!.code);
  await Promise.all(
    [...new Set(codes)].map(async (code) => {
      try {
        const answer = await api.post<LocationAnswer>('/autocomplete/location', { l: code });
        const named = answer.categories.flatMap((c) => c.results).find((o) => o.kind === 'airport' && o.code === code);
        if (!named || startedIn !== epoch) return;
        const s = $carSearch.get().search;
        const rename = (p: CarSearch['pickup']) => (p?.code === code && p.label === code ? { code, label: named.label } : p);
        update({ pickup: rename(s.pickup), dropoff: rename(s.dropoff) });
      } catch {
        // The code still reads as a code: nothing to fix.
      }
    }),
  );
}

function update(change: Partial<CarSearch>): void {
  const s = $carSearch.get();
  $carSearch.set({ ...s, search: { ...s.search, ...change } });
}

/** Only airports rent cars here: a city without one answers nothing the API takes. */
const toPlace = (option: LocationOption | null) => (option?.code ? { code: option.code, label: option.label } : null);

export const setPickup = (option: LocationOption | null) => update({ pickup: toPlace(option) });
export const setDropoff = (option: LocationOption | null) => update({ dropoff: toPlace(option) });
export const setDifferentDropoff = (on: boolean) => update({ differentDropoff: on });
export const setPickupDate = (date: string) => update(followPickupDate($carSearch.get().search, date));
export const setPickupTime = (time: string) => update({ pickupTime: time });
export const setDropoffDate = (date: string) => update({ dropoffDate: date });
export const setDropoffTime = (time: string) => update({ dropoffTime: time });
/** The field's text: a whole number, or null (the field is empty or holds something else). */
export const setDriverAge = (text: string) => update({ age: /^\s*\d{1,3}\s*$/.test(text) ? Number(text) : null });

export type CarSubmitResult = { kind: 'Invalid'; errors: CarFieldError[] } | { kind: 'Navigating'; url: string };

/** The results page of a search, in the page's language. */
export function carResultsUrl(search: CarSearch, pathname = platform().location.pathname): string {
  return `${localePath(localeFromPath(pathname), CARS_AVAILABILITY_PATH)}?${formatCarSearch(search)}`;
}

/** Search: a valid form goes to the results with the search in its URL, and joins the recent searches. */
export function submitCarSearch(): CarSubmitResult {
  const s = $carSearch.get();
  $carSearch.set({ ...s, showErrors: true });
  const errors = validateCarSearch(s.search, carToday());
  if (errors.length > 0) return { kind: 'Invalid', errors };
  rememberCarSearch(s.search);
  const url = carResultsUrl(s.search);
  platform().navigate(url);
  return { kind: 'Navigating', url };
}

export function resetCarSearchStore(): void {
  stopMirror?.();
  stopMirror = undefined;
  epoch++;
  $carSearch.set({ search: parseCarSearch(new URLSearchParams(), homeToday(Date.now())), showErrors: false });
  $recentCarSearches.set([]);
}
