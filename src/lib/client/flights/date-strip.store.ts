// The prices of the results page's flexible-date strip: the price calendar's cheapest one-way fare
// of each day around the chosen departure (POST /flights/calendar, the date picker's call), asked
// once per route and days. Apart from search-calendar.store.ts, which brings the search form's store.
import { atom } from 'nanostores';
import { CallState } from '../../domain/shared/call-state';
import { homeToday } from '../../domain/shared/dates';
import type { PriceCalendarResponse } from '../../domain/flights/flights.schema';
import { api, serverNow } from '../api';

export interface StripPrices {
  key: string;
  state: CallState;
  /** Cheapest one-way fare of each day for one adult, minor units; null when nothing flies. */
  lowest: Readonly<Record<string, number | null>>;
}

export const $stripPrices = atom<StripPrices>({ key: '', state: CallState.NotCalled, lowest: {} });

export const stripToday = (): string => homeToday(serverNow());

export async function loadStripPrices(origin: string, destination: string, days: readonly string[]): Promise<void> {
  const first = days[0];
  if (!first || !origin || !destination || origin === destination) return;
  const key = `${origin}-${destination}-${first}-${days.length}`;
  const known = $stripPrices.get();
  if (known.key === key && known.state !== CallState.Failed) return;
  $stripPrices.set({ key, state: CallState.InProcess, lowest: {} });
  const put = (next: StripPrices) => {
    // A later strip (another route or days) owns the store now.
    if ($stripPrices.get().key === key) $stripPrices.set(next);
  };
  try {
    const answer = await api.post<PriceCalendarResponse>('/flights/calendar', { origin, destination, from: first, days: days.length });
    put({ key, state: CallState.Success, lowest: Object.fromEntries(answer.days.map((d) => [d.date, d.lowest])) });
  } catch {
    put({ key, state: CallState.Failed, lowest: {} });
  }
}
