// The prices of the results page's nearby-dates strip: the same search moved to each day around the
// chosen departure, priced as its results would show it (POST /flights/nearbyDates), so the chosen
// day's price is the list's cheapest and the forecast's today. Asked once per search and days.
import { atom } from 'nanostores';
import { CallState } from '../../domain/shared/call-state';
import { homeToday } from '../../domain/shared/dates';
import type { FlightSearchParams } from '../../domain/flights/flight-search-params';
import type { NearbyDatesRequest, NearbyDatesResponse } from '../../domain/flights/flights.schema';
import { api, serverNow } from '../api';

export interface StripPrices {
  key: string;
  state: CallState;
  /** The trip's cheapest shown price leaving each day, minor units; null when nothing flies or it cannot be sold. */
  lowest: Readonly<Record<string, number | null>>;
}

export const $stripPrices = atom<StripPrices>({ key: '', state: CallState.NotCalled, lowest: {} });

export const stripToday = (): string => homeToday(serverNow());

/** The request for a search's strip: the search as the results page asks for it, and the days. */
export function stripRequest(search: FlightSearchParams, days: readonly string[]): NearbyDatesRequest | null {
  if (days.length === 0 || search.slices.length === 0 || search.slices.some((s) => !s.origin || !s.destination)) return null;
  const request: NearbyDatesRequest = {
    tripType: search.tripType,
    slices: search.slices,
    passengers: search.passengers,
    departureDates: [...days],
  };
  if (search.fareClass) request.fareClass = search.fareClass;
  return request;
}

/** The store key of a strip: a later strip (another search or days) owns the store. */
export const stripKey = (request: NearbyDatesRequest) => JSON.stringify(request);

export async function loadStripPrices(request: NearbyDatesRequest | null): Promise<void> {
  if (!request) return;
  const key = stripKey(request);
  const known = $stripPrices.get();
  if (known.key === key && known.state !== CallState.Failed) return;
  $stripPrices.set({ key, state: CallState.InProcess, lowest: {} });
  const put = (next: StripPrices) => {
    if ($stripPrices.get().key === key) $stripPrices.set(next);
  };
  try {
    const answer = await api.post<NearbyDatesResponse>('/flights/nearbyDates', request);
    put({ key, state: CallState.Success, lowest: Object.fromEntries(answer.days.map((d) => [d.date, d.lowest])) });
  } catch {
    put({ key, state: CallState.Failed, lowest: {} });
  }
}
