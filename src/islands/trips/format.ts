import { intlLocale, type Locale } from '../../lib/client/i18n';
import type { WatchTrip } from '../../lib/domain/flights/watches.constants';

import { HOME_TIME_ZONE } from '../../lib/domain/shared/dates';
import { numberFormat } from '../../lib/domain/shared/intl';
import { formatMoney } from '../../lib/domain/shared/money';

// SPEC §9 default time zone: instants (last checked, alerts) read in it, with its name shown.
export { homeToday } from '../../lib/domain/shared/dates';
/** What route and date lines need of a trip: a watch, or a booking's slices by local date. */
export interface RouteTrip {
  tripType: WatchTrip['tripType'];
  slices: readonly { origin: string; destination: string; departureDate: string }[];
}

/** SPEC §9: lists of routes show up to 3 cities, then an ellipsis. */
export const ROUTE_CITIES_SHOWN = 3;

/** SPEC §9: a fare price is a whole number of dollars (`minor` is USD cents). */
export function formatPrice(minor: number, locale: Locale): string {
  return formatMoney(minor, intlLocale(locale), 'whole');
}

/** SPEC §9: an amount paid is a price with two decimals ("$1,234.56"), `minor` in USD cents. */
export function formatAmount(minor: number, locale: Locale): string {
  return formatMoney(minor, intlLocale(locale));
}

/**
 * The airports a trip passes through in order: JFK, LAX for a round trip (the way back repeats
 * them), every stop of a multi-city trip, an open jaw's second origin included.
 */
export function routeStops(trip: RouteTrip): { codes: string[]; more: boolean } {
  const slices = trip.tripType === 'roundTrip' ? trip.slices.slice(0, 1) : trip.slices;
  const codes: string[] = [];
  for (const s of slices) {
    if (codes.at(-1) !== s.origin) codes.push(s.origin);
    codes.push(s.destination);
  }
  return { codes: codes.slice(0, ROUTE_CITIES_SHOWN), more: codes.length > ROUTE_CITIES_SHOWN };
}

const utcDay = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** "Thu, Dec 10, 2026" or "Thu, Dec 10 – Thu, Dec 17, 2026": calendar dates, so no zone shifts a day. */
export function formatTripDates(trip: RouteTrip, locale: Locale): string {
  const f = new Intl.DateTimeFormat(intlLocale(locale), {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const first = trip.slices[0]!.departureDate;
  const last = trip.slices.at(-1)!.departureDate;
  return first === last ? f.format(utcDay(first)) : f.formatRange(utcDay(first), utcDay(last));
}

/** "Nov 22, 9:05 AM EST": an instant in the home zone, its zone named so nobody misreads it. */
export function formatInstant(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: HOME_TIME_ZONE,
    timeZoneName: 'short',
  }).format(Date.parse(iso));
}

/** "Nov 20, 2027": the day of an instant in the home zone (a credit's expiry). */
export function formatDay(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeZone: HOME_TIME_ZONE }).format(Date.parse(iso));
}

/** "Wed, Feb 10": a calendar date (YYYY-MM-DD) read as written, whatever the browser's zone. */
export function formatWeekday(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    Date.parse(`${date}T00:00:00Z`),
  );
}

/** A trip whose first flight left before today: no flights to view, no prices to follow. */
export const hasDeparted = (trip: WatchTrip, today: string): boolean => trip.slices[0]!.departureDate < today;

/** Whether the locale writes the dollar sign before the amount ($5) or after it (5 $), for money fields. */
export function currencyFirst(locale: Locale): boolean {
  const parts = numberFormat(intlLocale(locale), { style: 'currency', currency: 'USD' }).formatToParts(1);
  return parts.findIndex((p) => p.type === 'currency') < parts.findIndex((p) => p.type === 'integer');
}

/** Whole dollars typed in a field, as minor units; null when it is not a whole amount in range. */
export function parseDollars(text: string, min: number, max: number): number | null {
  const t = text.trim().replace(/^\$/, '').replace(/[,\s]/g, '');
  if (!/^\d+$/.test(t)) return null;
  const minor = Number(t) * 100;
  return minor >= min && minor <= max ? minor : null;
}

/** Minor units as the whole dollars a field shows. */
export const dollarsText = (minor: number | null): string => (minor === null ? '' : String(Math.round(minor / 100)));

/**
 * "Thu, Dec 10, 10:00 AM" for '2026-12-10T10:00:00-08:00': a car's times read on the airport's
 * clock, as the desk does, whatever the browser's zone (the wall clock formatted at UTC).
 */
export function formatLocalTime(local: string, locale: Locale): string {
  const m = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})/.exec(local);
  const at = m ? Date.parse(`${m[1]}:00Z`) : NaN;
  if (Number.isNaN(at)) return local;
  return new Intl.DateTimeFormat(intlLocale(locale), {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(at);
}
