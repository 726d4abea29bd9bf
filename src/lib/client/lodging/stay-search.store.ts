// The stay search form (…/search/ of every lodging family): its state, the actions the island
// calls, and the URL that mirrors it, so Back from the results or a shared link restores it.
import { atom, computed } from 'nanostores';
import { homeToday } from '../../domain/shared/dates';
import type { LocationOption } from '../../domain/shared/autocomplete.schema';
import {
  familyPath,
  formatStaySearch,
  MAX_CHILDREN,
  parseStaySearch,
  STAY_PARAM_NAMES,
  validateStaySearch,
  type StayFamily,
  type StayFieldError,
  type StaySearch,
} from '../../domain/lodging/stay-search-url';
import type { LocationAnswer } from '../../domain/shared/autocomplete.schema';
import { api, serverNow } from '../api';
import { localeFromPath, localePath } from '../locale';
import { page, platform } from '../platform';

export interface StaySearchState {
  family: StayFamily;
  search: StaySearch;
  /** Field errors show once a search was tried, then follow every change. */
  showErrors: boolean;
}

/** SPEC §9: "today" is the calendar day in the home zone, by the server's clock. */
export const stayToday = (): string => homeToday(serverNow());

export const $staySearch = atom<StaySearchState>({
  family: 'hotels',
  search: parseStaySearch(new URLSearchParams(), 'hotels', homeToday(Date.now())),
  showErrors: false,
});
export const $staySearchErrors = computed($staySearch, (s): StayFieldError[] =>
  s.showErrors ? validateStaySearch(s.search, s.family, stayToday()) : [],
);

let stopMirror: (() => void) | undefined;

/** The page opened: the form comes from the URL (defaults otherwise); from then on the URL follows it. */
export function startStaySearch(family: StayFamily, query = platform().location.search): void {
  stopMirror?.();
  const q = new URLSearchParams(query);
  const search = parseStaySearch(q, family, stayToday());
  $staySearch.set({ family, search, showErrors: false });
  const others = new URLSearchParams(query);
  for (const name of STAY_PARAM_NAMES) others.delete(name);
  // Landing pages (the travel sale) link with a city name: the autocomplete finds its market.
  const named = others.get('location');
  others.delete('location');
  if (named && !search.location) void nameLocation(named, search);
  let written = query;
  stopMirror = $staySearch.listen((s) => {
    const next = new URLSearchParams(others);
    for (const [k, v] of formatStaySearch(s.search, s.family)) next.append(k, v);
    const text = `?${next}`;
    if (text === written) return;
    written = text;
    const { pathname, hash } = page.url();
    page.replace(`${pathname}${text}${hash}`);
  });
}

async function nameLocation(text: string, started: StaySearch): Promise<void> {
  try {
    const answer = await api.post<LocationAnswer>('/autocomplete/lodging', { l: text.slice(0, 100) });
    const found = answer.categories.find((c) => c.label === 'HotelMarkets')?.results[0] ?? answer.categories[0]?.results[0];
    const s = $staySearch.get();
    if (found && s.search.location === null && s.search.checkIn === started.checkIn) setLocation(found);
  } catch {
    // The field stays empty: the traveler types the place.
  }
}

function update(change: Partial<StaySearch>): void {
  const s = $staySearch.get();
  $staySearch.set({ ...s, search: { ...s.search, ...change } });
}

export function setLocation(option: LocationOption | null): void {
  update({ location: option ? { id: option.id, label: option.label } : null });
}
/** Check-in moves check-out along when it would no longer follow it. */
export function setDates(checkIn: string, checkOut: string): void {
  update({ checkIn, checkOut });
}
export function setAdults(adults: number): void {
  update({ adults });
}
/** More children get an age to choose; fewer drop the last ones. */
export function setChildCount(count: number): void {
  const ages = $staySearch.get().search.childAges;
  const n = Math.max(0, Math.min(MAX_CHILDREN, count));
  update({ childAges: n <= ages.length ? ages.slice(0, n) : [...ages, ...Array.from({ length: n - ages.length }, () => null)] });
}
export function setChildAge(index: number, age: number | null): void {
  update({ childAges: $staySearch.get().search.childAges.map((a, i) => (i === index ? age : a)) });
}
export function setPets(pets: number): void {
  update({ pets });
}

export type StaySubmitResult = { kind: 'Invalid'; errors: StayFieldError[] } | { kind: 'Navigating'; url: string };

/**
 * Search: a valid form goes to the family's availability page with the search in its URL. A new
 * search starts on page 1, without map bounds, and looks at the saved hotel preferences afresh.
 */
export function submitStaySearch(): StaySubmitResult {
  const s = $staySearch.get();
  $staySearch.set({ ...s, showErrors: true });
  const errors = validateStaySearch(s.search, s.family, stayToday());
  if (errors.length > 0) return { kind: 'Invalid', errors };
  const search: StaySearch = { ...s.search, page: 1, prefs: null, filters: { ...s.search.filters, bounds: null } };
  const p = platform();
  const url = `${localePath(localeFromPath(p.location.pathname), familyPath(s.family, 'availability'))}?${formatStaySearch(search, s.family)}`;
  p.navigate(url);
  return { kind: 'Navigating', url };
}

export function resetStaySearchStore(): void {
  stopMirror?.();
  stopMirror = undefined;
}
