import { atom, computed, type WritableAtom } from 'nanostores';
import { CallState } from '../../domain/shared/call-state';
import type { FareRatingName } from '../../domain/flights/flights.schema';
import { hasSavedPreferences, preferencesDirty, toggleFareClass } from '../../domain/profile/preferences';
import { emptyFlightPreferences, emptyHotelPreferences } from '../../domain/profile/preferences';
import type { FlightPreferences, HotelPreferences, PreferenceUpdateResponse } from '../../domain/profile/preferences.schema';
import { api } from '../api';

/**
 * SPEC §8: the failure a preference update raises. `key` is the `profile` i18n key,
 * `message` the English text of the spec.
 */
export const PreferencesErrors = {
  hotelUpdateFailed: { key: 'errors.hotelUpdateFailed', message: 'Failed to update user hotel preferences' },
  flightUpdateFailed: { key: 'errors.flightUpdateFailed', message: 'Failed to update user flight preferences' },
} as const;
export type PreferencesError = (typeof PreferencesErrors)[keyof typeof PreferencesErrors];

/** SPEC §4: load and update have their own call states, per kind of preferences. */
export interface PreferencesState<P> {
  load: CallState;
  update: CallState;
  /** What the API holds; null when nothing was ever saved. */
  saved: P | null;
  /** The form's current values. */
  draft: P;
  updateError: PreferencesError | null;
}

export type SavePreferencesResult = { kind: 'Saved' } | { kind: 'Failed'; error: PreferencesError };

const initial =
  <P>(empty: () => P) =>
  (): PreferencesState<P> => ({
    load: CallState.NotCalled,
    update: CallState.NotCalled,
    saved: null,
    draft: empty(),
    updateError: null,
  });
const initialHotel = initial(emptyHotelPreferences);
const initialFlight = initial(emptyFlightPreferences);

export const $hotelPreferences = atom<PreferencesState<HotelPreferences>>(initialHotel());
export const $flightPreferences = atom<PreferencesState<FlightPreferences>>(initialFlight());

/** Save appears only when the form differs from what is saved (SPEC §4). */
export const $hotelPreferencesDirty = computed($hotelPreferences, (s) => preferencesDirty(s.saved, s.draft));
export const $flightPreferencesDirty = computed($flightPreferences, (s) => preferencesDirty(s.saved, s.draft));
/** Clear preferences appears when saved preferences exist (SPEC §4). */
export const $canClearHotelPreferences = computed($hotelPreferences, (s) => hasSavedPreferences(s.saved));
export const $canClearFlightPreferences = computed($flightPreferences, (s) => hasSavedPreferences(s.saved));

let epoch = 0;

interface Kind<P> {
  $store: WritableAtom<PreferencesState<P>>;
  path: string;
  empty: () => P;
  error: PreferencesError;
}
const hotel: Kind<HotelPreferences> = {
  $store: $hotelPreferences,
  path: '/user/preference/hotel',
  empty: emptyHotelPreferences,
  error: PreferencesErrors.hotelUpdateFailed,
};
const flight: Kind<FlightPreferences> = {
  $store: $flightPreferences,
  path: '/user/preference/flight',
  empty: emptyFlightPreferences,
  error: PreferencesErrors.flightUpdateFailed,
};

const patch = <P>($store: WritableAtom<PreferencesState<P>>, change: Partial<PreferencesState<P>>) =>
  $store.set({ ...$store.get(), ...change });

async function load<P>(kind: Kind<P>): Promise<void> {
  const startedIn = epoch;
  patch(kind.$store, { load: CallState.InProcess });
  try {
    const { value } = await api.get<{ value: P | null }>(kind.path);
    if (startedIn !== epoch) return;
    patch(kind.$store, { load: CallState.Success, saved: value, draft: value ?? kind.empty() });
  } catch {
    if (startedIn === epoch) patch(kind.$store, { load: CallState.Failed });
  }
}

async function save<P>(kind: Kind<P>, preferences: P): Promise<SavePreferencesResult> {
  const startedIn = epoch;
  patch(kind.$store, { update: CallState.InProcess, updateError: null });
  let ok: boolean;
  try {
    // SPEC §7/§8: the answer is a status word, and only "Success" means saved.
    const answer = await api.put<PreferenceUpdateResponse>(kind.path, preferences);
    ok = answer?.Response === 'Success';
  } catch {
    ok = false;
  }
  if (startedIn !== epoch) return ok ? { kind: 'Saved' } : { kind: 'Failed', error: kind.error };
  if (!ok) {
    patch(kind.$store, { update: CallState.Failed, updateError: kind.error });
    return { kind: 'Failed', error: kind.error };
  }
  patch(kind.$store, { update: CallState.Success, saved: preferences, draft: preferences });
  return { kind: 'Saved' };
}

export const loadHotelPreferences = (): Promise<void> => load(hotel);
export const loadFlightPreferences = (): Promise<void> => load(flight);
export const saveHotelPreferences = (p: HotelPreferences): Promise<SavePreferencesResult> => save(hotel, p);
export const saveFlightPreferences = (p: FlightPreferences): Promise<SavePreferencesResult> => save(flight, p);
/** Clear preferences saves the empty set at once, without a Save click (SPEC §4). */
export const clearHotelPreferences = (): Promise<SavePreferencesResult> => save(hotel, hotel.empty());
export const clearFlightPreferences = (): Promise<SavePreferencesResult> => save(flight, flight.empty());

export function editHotelPreferences(change: Partial<HotelPreferences>): void {
  const s = $hotelPreferences.get();
  $hotelPreferences.set({ ...s, draft: { ...s.draft, ...change } });
}
export function editFlightPreferences(change: Partial<FlightPreferences>): void {
  const s = $flightPreferences.get();
  $flightPreferences.set({ ...s, draft: { ...s.draft, ...change } });
}
/** Fare class is a single choice; choosing the chosen one again clears it (SPEC §2). */
export function chooseFareClass(name: FareRatingName): void {
  const s = $flightPreferences.get();
  editFlightPreferences({ fareClasses: toggleFareClass(s.draft.fareClasses, name) });
}

/**
 * The preference screen opened: a confirmation or failure of an earlier visit must not
 * show again (SPEC §4 updates reset to NotCalled), and the form starts from what is saved.
 */
export function openPreferences(): void {
  for (const kind of [hotel, flight] as Kind<unknown>[]) {
    const s = kind.$store.get();
    kind.$store.set({ ...s, update: CallState.NotCalled, updateError: null, draft: s.saved ?? kind.empty() });
  }
}

export function resetPreferencesStores(): void {
  epoch++;
  $hotelPreferences.set(initialHotel());
  $flightPreferences.set(initialFlight());
}
