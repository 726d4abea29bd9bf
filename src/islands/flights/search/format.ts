// Dates and prices as the search form shows them (SPEC §9: fare price as a whole number).
import { intlLocale, type Locale } from '../../../lib/client/i18n';

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function formatter<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let f = cache.get(key) as T | undefined;
  if (!f) cache.set(key, (f = make()));
  return f;
}

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
  const f = formatter(`d:${locale}:${style}`, () => new Intl.DateTimeFormat(intlLocale(locale), { ...styles[style], timeZone: 'UTC' }));
  return f.format(utc(date));
}

/** Minor units of USD as a whole amount, e.g. 14_249 → "$142". */
export function formatWholePrice(minor: number, locale: Locale): string {
  const f = formatter(
    `p:${locale}`,
    () =>
      new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 }),
  );
  return f.format(Math.round(minor / 100));
}
