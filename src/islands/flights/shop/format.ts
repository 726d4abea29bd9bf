// How times, dates and durations read on the shop page. Times come as local wall-clock times with
// their offset ("2026-12-10T08:30:00-05:00"): shown as written, in the airport's own zone.
import type { TFunction } from '../../../lib/client/i18n';
import { dateTimeFormat } from '../../../lib/domain/shared/intl';

const OPTIONS: Record<'time' | 'day' | 'longDay', Intl.DateTimeFormatOptions> = {
  time: { hour: 'numeric', minute: '2-digit' },
  day: { weekday: 'short', month: 'short', day: 'numeric' },
  longDay: { weekday: 'long', month: 'long', day: 'numeric' },
};
// The wall-clock time is read as if it were UTC and formatted in UTC: no zone conversion at all.
const formatter = (locale: string, kind: keyof typeof OPTIONS) => dateTimeFormat(locale, { ...OPTIONS[kind], timeZone: 'UTC' });

const wallClock = (iso: string) => new Date(`${iso.slice(0, 19)}Z`);

/** "8:30 AM" / "08 h 30": the local time of a zoned ISO time. */
export const clock = (iso: string, locale: string) => formatter(locale, 'time').format(wallClock(iso));

/** "Thu, Dec 10" of a YYYY-MM-DD day or a zoned time. */
export const shortDay = (dateOrIso: string, locale: string) =>
  formatter(locale, 'day').format(wallClock(`${dateOrIso.slice(0, 10)}T00:00:00`));
export const longDay = (dateOrIso: string, locale: string) =>
  formatter(locale, 'longDay').format(wallClock(`${dateOrIso.slice(0, 10)}T00:00:00`));

/** "5 hr 30 min", "45 min", "6 hr". */
export function duration(minutes: number, t: TFunction): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return t('duration.minutes', { m });
  if (m === 0) return t('duration.hours', { h });
  return t('duration.hoursMinutes', { h, m });
}

/** Deterministic colour of an airline's monogram: dark enough for white text (WCAG AA) in both themes. */
const MONOGRAM_COLOURS = ['#1d4ed8', '#047857', '#b91c1c', '#6d28d9', '#9d174d', '#0f766e', '#374151', '#92400e', '#1e3a8a', '#7e22ce'];
export function monogramColour(code: string): string {
  let h = 0;
  for (const c of code) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return MONOGRAM_COLOURS[h % MONOGRAM_COLOURS.length]!;
}
