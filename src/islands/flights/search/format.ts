// Dates and prices as the search form shows them (SPEC §9: fare price as a whole number).
import { intlLocale, type Locale } from '../../../lib/client/i18n';
import { dateTimeFormat, numberFormat } from '../../../lib/domain/shared/intl';

/** Calendar days are zone-free: formatting them at UTC midnight keeps the day whatever the browser's zone. */
const utc = (date: string) => Date.parse(`${date}T00:00:00Z`);

export type DateStyle = 'short' | 'long' | 'month' | 'weekday';
const styles: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  short: { weekday: 'short', month: 'short', day: 'numeric' },
  long: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  month: { month: 'long', year: 'numeric' },
  weekday: { weekday: 'short' },
};

export function formatDate(date: string, locale: Locale, style: DateStyle): string {
  return dateTimeFormat(intlLocale(locale), { ...styles[style], timeZone: 'UTC' }).format(utc(date));
}

/** Minor units of USD as a whole amount, e.g. 14_249 → "$142". */
export function formatWholePrice(minor: number, locale: Locale): string {
  return numberFormat(intlLocale(locale), {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(Math.round(minor / 100));
}
