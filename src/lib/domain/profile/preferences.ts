import { FareRatingNames, type FareRatingName } from '../flights/flights.constants';
import type { FareClasses, FlightPreferences, HotelPreferences } from './preferences.schema';

/** Nothing chosen: what "Clear preferences" saves. */
export const emptyHotelPreferences = (): HotelPreferences => ({ amenities: [], starRatings: [], freeCancellationOnly: false });
export const emptyFlightPreferences = (): FlightPreferences => ({
  homeAirport: null,
  fareClasses: { basic: false, standard: false, enhanced: false, premium: false, luxury: false },
  airlines: [],
  nonStopOnly: false,
});

/** SPEC §4/§5 rules of the hotel and flight preference forms. */

type Preferences = HotelPreferences | FlightPreferences;

const isHotel = (p: Preferences): p is HotelPreferences => 'amenities' in p;

const sorted = <T extends string | number>(list: readonly T[]): T[] => [...new Set(list)].sort();

/** A comparable form: lists are sets (the order of ticking boxes means nothing), the airport is its id. */
function canonical(p: Preferences): string {
  if (isHotel(p)) {
    return JSON.stringify([sorted(p.amenities), sorted(p.starRatings), p.freeCancellationOnly]);
  }
  return JSON.stringify([p.homeAirport?.id ?? null, FareRatingNames.map((n) => p.fareClasses[n]), sorted(p.airlines), p.nonStopOnly]);
}

function emptyLike(p: Preferences): Preferences {
  return isHotel(p) ? emptyHotelPreferences() : emptyFlightPreferences();
}

/** The form is dirty when it differs from what is saved; nothing saved counts as the empty set (SPEC §4). */
export function preferencesDirty(saved: HotelPreferences | null, draft: HotelPreferences): boolean;
export function preferencesDirty(saved: FlightPreferences | null, draft: FlightPreferences): boolean;
export function preferencesDirty(saved: Preferences | null, draft: Preferences): boolean {
  return canonical(saved ?? emptyLike(draft)) !== canonical(draft);
}

/** Saved preferences exist when anything is chosen: then Clear preferences is offered (SPEC §4). */
export function hasSavedPreferences(saved: Preferences | null): boolean {
  if (!saved) return false;
  return canonical(saved) !== canonical(emptyLike(saved));
}

/** Fare class is a single choice; choosing the selected one again deselects it (SPEC §2, §5). */
export function toggleFareClass(fareClasses: FareClasses, name: FareRatingName): FareClasses {
  const wasSelected = fareClasses[name];
  const next = Object.fromEntries(FareRatingNames.map((n) => [n, false])) as FareClasses;
  if (!wasSelected) next[name] = true;
  return next;
}

/** The chosen fare class, or null. Stored data with several flags keeps the lowest (the form shows one). */
export function selectedFareClass(fareClasses: FareClasses): FareRatingName | null {
  return FareRatingNames.find((n) => fareClasses[n]) ?? null;
}
