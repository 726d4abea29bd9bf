// How car searches and offers read: times on the airport's own clock, prices, ratings.
import { intlLocale, type Locale } from '../../lib/client/i18n';
import { dateTimeFormat, numberFormat } from '../../lib/domain/shared/intl';
import { formatMoney, type MoneyStyle } from '../../lib/domain/shared/money';

/**
 * The wall clock of 'YYYY-MM-DDTHH:mm' or '2026-06-01T10:00:00-07:00' as an instant to format at
 * UTC: the offset says where the airport is, and the renter reads the time as the airport's clock
 * shows it, whatever the browser's zone.
 */
function wallClock(local: string): number | null {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})/.exec(local);
  if (!m) return null;
  const at = Date.parse(`${m[1]}T${m[2]}:${m[3]}:00Z`);
  return Number.isNaN(at) ? null : at;
}

/** "Thu, Dec 10, 10:00 AM" at the airport; the text itself when it is no time. */
export function formatAirportTime(local: string, locale: Locale): string {
  const at = wallClock(local);
  if (at === null) return local;
  return dateTimeFormat(intlLocale(locale), {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(at);
}

/** Portal prices are US dollars in minor units (SPEC §9: two decimals for totals). */
export const formatCarPrice = (minor: number, locale: Locale, style: MoneyStyle = 'cents'): string =>
  formatMoney(minor, intlLocale(locale), style);

/** A 0–10 renters' rating with its one decimal: "8.4", "8,4". */
export const formatCarRating = (rating: number, locale: Locale): string =>
  numberFormat(intlLocale(locale), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);

export const formatCount = (n: number, locale: Locale): string => numberFormat(intlLocale(locale)).format(n);
