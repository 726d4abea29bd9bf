// The flight search form (/flights/search/): its state, the actions the island calls, and the URL
// that mirrors the form so a reload, a shared link or Back restores it. The price calendar, used
// only once the date picker opens, is in search-calendar.store.ts so the page loads it then.
import { atom, computed } from 'nanostores';
import type { LocationAnswer, LocationOption } from '../../domain/shared/autocomplete.schema';
import { CallState } from '../../domain/shared/call-state';
import { addDays, homeToday } from '../../domain/shared/dates';
import {
  DEFAULT_PASSENGERS,
  decodeSearchParams,
  MAX_SLICES,
  MIN_MULTI_CITY_SLICES,
  readReopenReason,
  REOPEN_REASON_PARAM,
  returnSlice,
  SEARCH_PARAM_NAMES,
  shapeSlices,
  toSearchParams,
  validateSearch,
  type FlightSearchParams,
  type SearchFieldError,
  type SearchPassengers,
  type SearchReopenReason,
  type TripType,
} from '../../domain/flights/flight-search-params';
import { MAX_DAYS_AHEAD } from '../../domain/flights/flights';
import { PREFERENCE_PARAM, PreferenceFilterKeys, preferenceParam } from '../../domain/flights/preference-params';
import { FareRatingNames, type FareRatingName } from '../../domain/flights/flights.constants';
import { ExcludeLowCostCarriers } from '../../domain/profile/preferences.constants';
import type { FlightPreferences } from '../../domain/profile/preferences.schema';
import { api, getToken, serverNow } from '../api';
import { localeFromPath, localePath } from '../locale';
import { page, platform } from '../platform';

export interface FormSlice {
  origin: LocationOption | null;
  destination: LocationOption | null;
  /** YYYY-MM-DD, or '' before one is chosen. */
  departureDate: string;
}
export interface SearchForm {
  tripType: TripType;
  /** One-way and round trip use the first; multi-city 2 to 5. Rows stay when the type changes, so switching back keeps them. */
  slices: FormSlice[];
  /** The round trip's return date; its places mirror the first slice. */
  returnDate: string;
  passengers: SearchPassengers;
  fareClass: FareRatingName | null;
}
export interface SearchState {
  form: SearchForm;
  /** Field errors show once a search was tried, then follow every change. */
  showErrors: boolean;
  /** SPEC §4 call state of the one-time prefill from the saved flight preferences. */
  prefill: CallState;
  /** What the profile saved (null: nothing); the shop's filters start from it. */
  preferences: FlightPreferences | null;
  /** The shop sent this search back (its dates have passed, the link is broken): the form says why. */
  reopened: SearchReopenReason | null;
}
export type SubmitResult = { kind: 'Invalid'; errors: SearchFieldError[] } | { kind: 'Navigating'; url: string };

/** SPEC §9: "today" is the calendar day in the home zone, by the server's clock. */
export const searchToday = (): string => homeToday(serverNow());
/** The last day airlines sell (SPEC: 331 days ahead). */
export const lastBookableDay = (today: string) => addDays(today, MAX_DAYS_AHEAD);

const emptySlice = (origin: LocationOption | null = null): FormSlice => ({ origin, destination: null, departureDate: '' });
const initialForm = (): SearchForm => ({
  tripType: 'roundTrip',
  slices: [emptySlice()],
  returnDate: '',
  passengers: { ...DEFAULT_PASSENGERS },
  fareClass: null,
});
const initial = (): SearchState => ({
  form: initialForm(),
  showErrors: false,
  prefill: CallState.NotCalled,
  preferences: null,
  reopened: null,
});

export const $search = atom<SearchState>(initial());

export function formToParams(form: SearchForm): FlightSearchParams {
  const slices = form.slices.map((s) => ({
    origin: s.origin?.code ?? '',
    destination: s.destination?.code ?? '',
    departureDate: s.departureDate,
  }));
  const first = slices[0] ?? { origin: '', destination: '', departureDate: '' };
  const search: FlightSearchParams = {
    tripType: form.tripType,
    slices: form.tripType === 'roundTrip' ? [first, returnSlice(first, form.returnDate)] : shapeSlices(form.tripType, slices),
    passengers: form.passengers,
  };
  if (form.fareClass) search.fareClass = form.fareClass;
  return search;
}

export const $searchErrors = computed($search, (s) => (s.showErrors ? validateSearch(formToParams(s.form), searchToday()) : []));

/** A place known only by its code (from the URL) until the autocomplete names it. */
export const placeFromCode = (code: string): LocationOption | null =>
  code ? { id: `airport:${code}`, kind: 'airport', code, label: code, sublabel: '' } : null;

function paramsToForm(s: FlightSearchParams): SearchForm {
  const slices = s.slices.map((x) => ({
    origin: placeFromCode(x.origin),
    destination: placeFromCode(x.destination),
    departureDate: x.departureDate,
  }));
  return {
    tripType: s.tripType,
    slices: s.tripType === 'roundTrip' ? slices.slice(0, 1) : slices,
    returnDate: s.tripType === 'roundTrip' ? (s.slices[1]?.departureDate ?? '') : '',
    passengers: { ...s.passengers },
    fareClass: s.fareClass ?? null,
  };
}

/** The destination-only link of content pages (`?destination=LAX`); a search's own URL uses `slice`. */
const DESTINATION_LINK_PARAM = 'destination';
function linkedDestination(q: URLSearchParams): LocationOption | null {
  const code = (q.get(DESTINATION_LINK_PARAM) ?? '').trim().toUpperCase();
  return /^[A-Z]{3}$/.test(code) ? placeFromCode(code) : null;
}

/** Bumped by reset, so answers to calls of an earlier start write nothing. */
let epoch = 0;
let stopMirror: (() => void) | undefined;

function replaceUrl(search: string): void {
  const { pathname, hash } = page.url();
  page.replace(`${pathname}${search}${hash}`);
}

function update(change: (form: SearchForm) => SearchForm): void {
  const s = $search.get();
  const form = change(s.form);
  if (form !== s.form) $search.set({ ...s, form });
}

/**
 * The page opened: the form comes from the URL; without a search there, from the saved flight
 * preferences (home airport, fare class), once. From then on the URL follows the form.
 */
export function startSearch(): void {
  const startedIn = ++epoch;
  stopMirror?.();
  const current = platform().location.search;
  const fromUrl = decodeSearchParams(new URLSearchParams(current));
  // A link to a destination (the travel sale's "Flights to LAX": ?destination=LAX) fills To; the
  // rest comes from the preferences as for an empty URL. The slice carries it from then on.
  const linked = fromUrl ? null : linkedDestination(new URLSearchParams(current));
  const form = fromUrl ? paramsToForm(fromUrl) : initialForm();
  if (linked) form.slices = [{ ...emptySlice(), destination: linked }];
  const reopened = fromUrl ? readReopenReason(new URLSearchParams(current)) : null;
  // A search sent back by the shop shows its errors at once, with the reason.
  $search.set({ ...initial(), form, showErrors: reopened !== null, reopened });
  void nameUrlPlaces(startedIn);
  void prefillFromPreferences(startedIn, fromUrl === null);
  // Parameters that are not the search's (utm_source, agent, isTravelApp…) stay in the URL.
  const others = new URLSearchParams(current);
  for (const name of SEARCH_PARAM_NAMES) others.delete(name);
  if (linked) others.delete(DESTINATION_LINK_PARAM);
  others.delete(REOPEN_REASON_PARAM);
  let written = current;
  const mirror = (s: SearchState) => {
    const q = new URLSearchParams(others);
    for (const [k, v] of toSearchParams(formToParams(s.form))) q.append(k, v);
    const search = `?${q}`;
    if (search === written) return;
    written = search;
    replaceUrl(search);
  };
  // listen, not subscribe: the form as read needs no writing, and an empty URL stays empty until a change.
  stopMirror = $search.listen(mirror);
  // The reason was said once: it leaves the URL now, not at the next change (a reload must not say it again).
  if (new URLSearchParams(current).has(REOPEN_REASON_PARAM)) mirror($search.get());
}

/** Places read from the URL show their code; the autocomplete gives their names ("New York (JFK)"). */
async function nameUrlPlaces(startedIn: number): Promise<void> {
  const codes = new Set<string>();
  const form = $search.get().form;
  for (const s of form.slices) for (const p of [s.origin, s.destination]) if (p?.code && p.label === p.code) codes.add(p.code);
  await Promise.all(
    [...codes].map(async (code) => {
      try {
        const answer = await api.post<LocationAnswer>('/autocomplete/location', { l: code });
        const named = answer.categories.flatMap((c) => c.results).find((o) => o.kind === 'airport' && o.code === code);
        if (!named || startedIn !== epoch) return;
        const rename = (p: LocationOption | null) => (p?.id === named.id && p.label === code ? named : p);
        update((f) => ({ ...f, slices: f.slices.map((s) => ({ ...s, origin: rename(s.origin), destination: rename(s.destination) })) }));
      } catch {
        // The code still reads as a code: nothing to fix.
      }
    }),
  );
}

/**
 * GET /user/preference/flight directly rather than through the profile's preferences store: that
 * store (hotel preferences, saving, clearing) would cost this page's first load more than 1 KB.
 */
async function prefillFromPreferences(startedIn: number, fillForm: boolean): Promise<void> {
  const patch = (change: Partial<SearchState>) => $search.set({ ...$search.get(), ...change });
  // Signed out (the public landing page) there is nothing saved, and the 401 would leave for sign-in.
  if (!getToken()) return;
  patch({ prefill: CallState.InProcess });
  let saved: FlightPreferences | null;
  try {
    saved = (await api.get<{ value: FlightPreferences | null }>('/user/preference/flight')).value;
  } catch {
    if (startedIn === epoch) patch({ prefill: CallState.Failed });
    return;
  }
  if (startedIn !== epoch) return;
  if (fillForm && saved) {
    const prefs = saved;
    update((f) => {
      const first = f.slices[0] ?? emptySlice();
      return {
        ...f,
        // Only what the user has not touched yet.
        slices: [{ ...first, origin: first.origin ?? (prefs.homeAirport?.code ? prefs.homeAirport : null) }, ...f.slices.slice(1)],
        // The profile's single fare class (domain/preferences.ts selectedFareClass, without its module).
        fareClass: f.fareClass ?? FareRatingNames.find((n) => prefs.fareClasses[n]) ?? null,
      };
    });
  }
  patch({ prefill: CallState.Success, preferences: saved });
}

export function setTripType(tripType: TripType): void {
  update((f) => {
    if (f.tripType === tripType) return f;
    const slices = [...f.slices];
    const first = slices[0] ?? emptySlice();
    if (tripType === 'multiCity' && slices.length < MIN_MULTI_CITY_SLICES) {
      // The second flight starts where the first lands; from a round trip it is the way back.
      slices.push(
        f.tripType === 'roundTrip' && f.returnDate
          ? { origin: first.destination, destination: first.origin, departureDate: f.returnDate }
          : emptySlice(first.destination),
      );
    }
    return { ...f, tripType, slices };
  });
}

export function setSlice(index: number, change: Partial<FormSlice>): void {
  update((f) => {
    const slices = f.slices.map((s, i) => (i === index ? { ...s, ...change } : s));
    // A multi-city flight whose origin is still empty leaves from where the one before lands.
    const next = slices[index + 1];
    if (f.tripType === 'multiCity' && change.destination && next && !next.origin)
      slices[index + 1] = { ...next, origin: change.destination };
    return { ...f, slices };
  });
}
export function swapPlaces(index: number): void {
  const s = $search.get().form.slices[index];
  if (s) setSlice(index, { origin: s.destination, destination: s.origin });
}
export function setReturnDate(returnDate: string): void {
  update((f) => ({ ...f, returnDate }));
}
/** A multi-city flight more (at most 5), leaving from where the last one lands. */
export function addSlice(): void {
  update((f) => {
    if (f.tripType !== 'multiCity' || f.slices.length >= MAX_SLICES) return f;
    return { ...f, slices: [...f.slices, emptySlice(f.slices[f.slices.length - 1]?.destination ?? null)] };
  });
}
export function removeSlice(index: number): void {
  update((f) => (f.slices.length <= MIN_MULTI_CITY_SLICES ? f : { ...f, slices: f.slices.filter((_, i) => i !== index) }));
}
export function setPassengers(passengers: SearchPassengers): void {
  update((f) => ({ ...f, passengers: { ...passengers } }));
}
export function setFareClass(fareClass: FareRatingName | null): void {
  update((f) => ({ ...f, fareClass }));
}

/** The shop's filters from the saved preferences (nonstop only, airlines, no low-cost carriers). */
export function preferenceFilterParams(): URLSearchParams {
  const q = new URLSearchParams();
  const saved = $search.get().preferences;
  if (!saved) return q;
  if (saved.nonStopOnly) q.set('stops', 'NONE');
  const airlines = saved.airlines.filter((a) => a !== ExcludeLowCostCarriers);
  if (airlines.length > 0) q.set('airlines', airlines.join(','));
  if (saved.airlines.includes(ExcludeLowCostCarriers)) q.set('nolcc', '1');
  // Which of the filters came from the profile: the shop says so and can drop them.
  const marks = PreferenceFilterKeys.filter((k) => q.has(k === 'noLowCostCarriers' ? 'nolcc' : k));
  if (marks.length > 0) q.set(PREFERENCE_PARAM, preferenceParam(marks));
  return q;
}

/** Search: a valid form goes to the shop with the same search in its URL; else the errors show. */
export function submitSearch(): SubmitResult {
  $search.set({ ...$search.get(), showErrors: true });
  const search = formToParams($search.get().form);
  const errors = validateSearch(search, searchToday());
  if (errors.length > 0) return { kind: 'Invalid', errors };
  const q = toSearchParams(search);
  for (const [k, v] of preferenceFilterParams()) q.append(k, v);
  const p = platform();
  const url = `${localePath(localeFromPath(p.location.pathname), '/flights/shop/')}?${q}`;
  p.navigate(url);
  return { kind: 'Navigating', url };
}

export function resetSearchStore(): void {
  epoch++;
  stopMirror?.();
  stopMirror = undefined;
  $search.set(initial());
}
