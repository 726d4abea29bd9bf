// The flight the user chose on the shop page: one typed object the review step (/flights/book/)
// reads. Kept in session storage so a reload or the next page has it,
// and gone with the tab: prices move, so a choice is not worth keeping for days.
import { atom, onMount } from 'nanostores';
import { toSearchParams, type FlightSearchParams } from '../../domain/flights/flight-search-params';
import type { Fare, Slice } from '../../domain/flights/flights.schema';
import { platform } from '../platform';

export type FlightSelection = {
  search: FlightSearchParams;
  itineraryId: string;
  fareId: string;
  /** sliceKey of the outbound (flight-shop-steps.ts). */
  outboundKey: string;
  /** sliceKey of the return, round trips only. */
  returnKey?: string;
  fare: Fare;
  /** Every slice of the itinerary, in trip order. */
  slices: Slice[];
  /** When the fare was priced (UTC ISO): the review step reprices anything older than it trusts. */
  pricedAt: string;
  /** The trip's airlines by code, as the search named them (the quote carries codes only). */
  airlineNames?: Record<string, string>;
};

export const FLIGHT_SELECTION_KEY = 'portal.flightSelection';

export const $flightSelection = atom<FlightSelection | null>(null);

function stored(): FlightSelection | null {
  try {
    const raw = platform().session.getItem(FLIGHT_SELECTION_KEY);
    const value = raw ? (JSON.parse(raw) as Partial<FlightSelection>) : null;
    // Shape check only: a value from an older version of the page is dropped, not trusted.
    return value && value.search && value.fare && Array.isArray(value.slices) && typeof value.itineraryId === 'string'
      ? (value as FlightSelection)
      : null;
  } catch {
    return null;
  }
}

onMount($flightSelection, () => {
  const value = stored();
  if (value) $flightSelection.set(value);
});

/** Stores the choice; the page then goes to the review step, or shows the choice while there is none. */
export function chooseFare(selection: FlightSelection): void {
  platform().session.setItem(FLIGHT_SELECTION_KEY, JSON.stringify(selection));
  $flightSelection.set(selection);
}

export function clearFlightSelection(): void {
  platform().session.removeItem(FLIGHT_SELECTION_KEY);
  $flightSelection.set(null);
}

/** The stored choice when it was made for this very search (same trip, dates and travelers). */
export function selectionFor(selection: FlightSelection | null, search: FlightSearchParams | null): FlightSelection | null {
  if (!selection || !search) return null;
  return toSearchParams(selection.search).toString() === toSearchParams(search).toString() ? selection : null;
}
