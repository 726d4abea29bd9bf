// Lowest prices of a route over departure dates (the price calendar) and over search days
// (what a price watch sees change, and what the predictor learns from).
import type { Reference } from '../reference';
import { basicAdultFare, taxesFor } from './pricing';
import { sliceOptions } from './slices';
import { addDays, daysBetween } from '../../../lib/domain/shared/dates';

/** Lowest basic fare with taxes, one adult, for a one-way slice departing `date`, as priced on `searchDay`; null when nothing flies. */
export function lowestOneWay(ref: Reference, origin: string, destination: string, date: string, searchDay: string): number | null {
  const from = ref.airports.get(origin);
  const to = ref.airports.get(destination);
  if (!from || !to) return null;
  let best: number | null = null;
  for (const option of sliceOptions(ref, from, to, date)) {
    const base = basicAdultFare(option, date, daysBetween(searchDay, date), searchDay);
    const total = base + taxesFor(base, option, false);
    if (best === null || total < best) best = total;
  }
  return best;
}

/** Lowest trip price: one way, or both ways of a round trip, as seen on `searchDay`. */
export function lowestTrip(ref: Reference, trip: TripDates, searchDay: string): number | null {
  const out = lowestOneWay(ref, trip.origin, trip.destination, trip.departureDate, searchDay);
  if (out === null || !trip.returnDate) return out;
  const back = lowestOneWay(ref, trip.destination, trip.origin, trip.returnDate, searchDay);
  return back === null ? null : out + back;
}

export interface TripDates {
  origin: string;
  destination: string;
  departureDate: string;
  returnDate?: string | undefined;
}

/** The cheapest one-way fare for each departure date in [from, from + days), priced today. */
export function priceCalendar(ref: Reference, origin: string, destination: string, from: string, days: number, today: string) {
  return Array.from({ length: days }, (_, i) => {
    const date = addDays(from, i);
    return { date, lowest: lowestOneWay(ref, origin, destination, date, today) };
  });
}
