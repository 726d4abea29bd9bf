// The flexible-date strip of the results page: the departure days around the chosen one, and the
// search each day stands for. Every date of the search moves by the same number of days, so a round
// trip keeps its length and a multi-city trip its gaps.
import { addDays, daysBetween } from '../shared/dates';
import { MAX_DAYS_AHEAD } from './flights';
import type { FlightSearchParams } from './flight-search-params';

/** Days shown by default: the chosen one with three either side, as far as the bookable range allows. */
export const STRIP_DAYS = 7;

/** The bookable range of the first departure: its later flights must stay bookable too. */
export function stripRange(search: FlightSearchParams, today: string): { first: string; last: string } | null {
  const first = search.slices[0]?.departureDate;
  const lastSlice = search.slices.at(-1)?.departureDate;
  if (!first || !lastSlice) return null;
  const tail = Math.max(0, daysBetween(first, lastSlice));
  const last = addDays(today, MAX_DAYS_AHEAD - tail);
  return last < today ? null : { first: today, last };
}

/**
 * `span` consecutive days around `chosen`, centred where the range allows and slid inside it otherwise
 * (a departure tomorrow shows today and the days after); fewer when the range is shorter.
 */
export function stripDays(chosen: string, first: string, last: string, span = STRIP_DAYS): string[] {
  const n = Math.max(0, Math.min(span, daysBetween(first, last) + 1));
  if (n === 0) return [];
  let start = addDays(chosen, -Math.floor((n - 1) / 2));
  if (start < first) start = first;
  if (addDays(start, n - 1) > last) start = addDays(last, -(n - 1));
  return Array.from({ length: n }, (_, i) => addDays(start, i));
}

/** The days of the strip for a search, or none when it has no usable first flight. */
export function stripFor(search: FlightSearchParams, today: string, span = STRIP_DAYS): string[] {
  const range = stripRange(search, today);
  const chosen = search.slices[0]?.departureDate;
  return range && chosen ? stripDays(chosen, range.first, range.last, span) : [];
}

/** The flights of a trip moved so the first leaves on `day`, every later one by as many days. */
export function slicesOnDay<S extends { departureDate: string }>(slices: readonly S[], day: string): S[] {
  const from = slices[0]?.departureDate;
  if (!from) return [...slices];
  const offset = daysBetween(from, day);
  return slices.map((s) => ({ ...s, departureDate: addDays(s.departureDate, offset) }));
}

/** The same search departing on `day`, every later flight moved by as many days. */
export function searchOnDay(search: FlightSearchParams, day: string): FlightSearchParams {
  return search.slices.length === 0 ? search : { ...search, slices: slicesOnDay(search.slices, day) };
}
