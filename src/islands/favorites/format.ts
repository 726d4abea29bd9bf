import { intlLocale, type Locale } from '../../lib/client/i18n';
import { StarRatings } from '../../lib/domain/lodging/lodging.constants';
import type { LodgingSummary } from '../../lib/domain/lodging/lodging.schema';
import { formatMoney } from '../../lib/domain/shared/money';
import { numberFormat } from '../../lib/domain/shared/intl';

/** Portal prices are US dollars in minor units; cents show only when there are some. */
export const formatStayPrice = (minor: number, locale: Locale): string => formatMoney(minor, intlLocale(locale), 'auto');

const utcDay = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** "Nov 24 – 28": calendar dates, formatted in UTC so no zone shifts a day. */
export function formatStayRange(checkIn: string, checkOut: string, locale: Locale): string {
  const f = new Intl.DateTimeFormat(intlLocale(locale), { month: 'short', day: 'numeric', timeZone: 'UTC' });
  return f.formatRange(utcDay(checkIn), utcDay(checkOut));
}

/** "France" for FR; the code itself when the browser has no name for it. */
export function countryName(code: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([intlLocale(locale)], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** 1–5, or 0 when the property has no official rating (vacation rentals). */
export const starCount = (s: LodgingSummary): number => StarRatings.indexOf(s.starRating);

export function formatRating(rating: number, locale: Locale): string {
  return numberFormat(intlLocale(locale), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);
}
