import { intlLocale, isLocale } from '../../../lib/client/i18n';
import { platform } from '../../../lib/client/platform';
import type { Traveler } from '../../../lib/domain/profile/travelers.schema';

export const displayName = (t: Pick<Traveler, 'givenName' | 'surname'>): string => `${t.givenName} ${t.surname}`.trim();

/** A calendar date (no time zone) in the UI language; formatted in UTC so it never shifts a day. */
export function formatCalendarDate(date: string, language: string): string {
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (!Number.isFinite(ms)) return date;
  return new Intl.DateTimeFormat(intlLocale(isLocale(language) ? language : 'en'), { dateStyle: 'long', timeZone: 'UTC' }).format(ms);
}

/** Today's calendar date where the user is: the travel date the list's type titles are computed for. */
export function today(): string {
  const d = new Date(platform().now());
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
