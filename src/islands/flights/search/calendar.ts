// Month grids and the date picker's keys (WAI-ARIA APG date picker dialog), on YYYY-MM-DD strings.
import { addDays } from '../../../lib/domain/shared/dates';

export const monthOf = (date: string) => date.slice(0, 7);
export const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const daysIn = (month: string) => Number(addDays(`${monthOf(addDays(`${month}-28`, 4))}-01`, -1).slice(8));

/** The same day n months later, or the month's last day when it has fewer days (Jan 31 → Feb 28). */
export function addMonths(date: string, n: number): string {
  const [y, m] = [Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1 + n];
  const month = `${String(y + Math.floor(m / 12)).padStart(4, '0')}-${String((((m % 12) + 12) % 12) + 1).padStart(2, '0')}`;
  return `${month}-${String(Math.min(Number(date.slice(8)), daysIn(month))).padStart(2, '0')}`;
}

/** Weeks of a month, Sunday first; null pads the days of the neighbouring months. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const cells: (string | null)[] = Array.from({ length: weekday(first) }, () => null);
  for (let d = 0; d < daysIn(month); d++) cells.push(addDays(first, d));
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** Where a key moves the focused day, or null for keys the grid does not handle. */
export function moveByKey(date: string, key: string, shift: boolean): string | null {
  switch (key) {
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'Home':
      return addDays(date, -weekday(date));
    case 'End':
      return addDays(date, 6 - weekday(date));
    case 'PageUp':
      return addMonths(date, shift ? -12 : -1);
    case 'PageDown':
      return addMonths(date, shift ? 12 : 1);
    default:
      return null;
  }
}

export const clampDate = (date: string, min: string, max: string) => (date < min ? min : date > max ? max : date);
