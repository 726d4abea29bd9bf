import { intlLocale, type Locale } from '../../../lib/client/i18n';
import { wallClock } from '../../../lib/domain/lodging/stay-shop';

export { formatDay } from '../../ui/calendar-day';

/** "Fri, Feb 12, 2027, 11:59 PM": a property-local time as the property's clock reads it. */
export function formatLocalDeadline(local: string, locale: Locale): string | null {
  const at = wallClock(local);
  if (!at) return null;
  return new Intl.DateTimeFormat(intlLocale(locale), {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(at);
}

/** "3:00 PM" from the property's "15:00". */
export function formatClock(hhmm: string, locale: Locale): string {
  const at = wallClock(`2000-01-01T${hhmm}`);
  return at ? new Intl.DateTimeFormat(intlLocale(locale), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(at) : hhmm;
}

/** Weekday names (0 = Sunday) joined as a list: "Friday and Saturday". */
export function formatWeekdays(days: readonly number[], locale: Locale): string {
  const f = new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'long', timeZone: 'UTC' });
  // 2023-01-01 was a Sunday.
  const names = [...days].sort((a, b) => a - b).map((d) => f.format(Date.UTC(2023, 0, 1 + d)));
  return new Intl.ListFormat(intlLocale(locale), { type: 'conjunction' }).format(names);
}
