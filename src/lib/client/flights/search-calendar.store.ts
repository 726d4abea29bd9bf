// The price calendar of the date picker (POST /flights/calendar): the cheapest fare of each day of
// a month, banded low / medium / high. Apart from search.store.ts: only the lazily loaded date
// picker uses it, so the search page's first load does not carry it.
import { atom } from 'nanostores';
import { CallState } from '../../domain/shared/call-state';
import { addDays, daysBetween } from '../../domain/shared/dates';
import type { PriceCalendarResponse } from '../../domain/flights/flights.schema';
import { api } from '../api';
import { lastBookableDay, searchToday } from './search.store';

export type PriceLevel = 'low' | 'medium' | 'high';
export interface CalendarDay {
  /** Cheapest one-way fare, one adult, minor units; null when nothing flies. */
  lowest: number | null;
  level: PriceLevel | null;
}
export interface CalendarMonth {
  state: CallState;
  days: Readonly<Record<string, CalendarDay>>;
}

export const $calendars = atom<Readonly<Record<string, CalendarMonth>>>({});
/** Bumped by reset, so answers to calls made before write nothing. */
let epoch = 0;

export const calendarKey = (origin: string, destination: string, month: string) => `${origin}-${destination}-${month}`;

/** The price calendar of one month (YYYY-MM) of a route: one call for its bookable days. */
export async function loadCalendar(origin: string, destination: string, month: string): Promise<void> {
  const key = calendarKey(origin, destination, month);
  const known = $calendars.get()[key];
  if (known && known.state !== CallState.Failed) return;
  const today = searchToday();
  const monthEnd = addDays(`${addDays(`${month}-28`, 4).slice(0, 7)}-01`, -1);
  const from = `${month}-01` < today ? today : `${month}-01`;
  const to = monthEnd < lastBookableDay(today) ? monthEnd : lastBookableDay(today);
  if (!origin || !destination || origin === destination || from > to) return;
  const startedIn = epoch;
  const put = (month: CalendarMonth) => {
    if (startedIn === epoch) $calendars.set({ ...$calendars.get(), [key]: month });
  };
  put({ state: CallState.InProcess, days: known?.days ?? {} });
  try {
    const { days } = await api.post<PriceCalendarResponse>('/flights/calendar', {
      origin,
      destination,
      from,
      days: daysBetween(from, to) + 1,
    });
    put({ state: CallState.Success, days: Object.fromEntries(days.map((d) => [d.date, { lowest: d.lowest, level: d.level }])) });
  } catch {
    put({ state: CallState.Failed, days: {} });
  }
}

export function resetSearchCalendar(): void {
  epoch++;
  $calendars.set({});
}
