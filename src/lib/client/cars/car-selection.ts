// The car chosen on /cars/shop/ and booked on /cars/book/, as both pages keep it in their address
// so Back and reload come back to the same car and extras:
//   ?offerId=c1-LAX-LAX-…&extras=NAV,CST
// Reading never throws: what does not read as a selection is none, and the page says so.
import type { CarSelection } from '../../domain/booking/car-book.schema';
import type { CarExtra } from '../../domain/cars/cars.schema';

export type { CarSelection } from '../../domain/booking/car-book.schema';

/** The contract's limits (car-book.schema.ts CarSelectionSchema). */
export const MAX_CAR_EXTRAS = 12;
const MAX_OFFER_ID = 120;
const EXTRA_CODE = /^[A-Z0-9_]{1,16}$/;
// Control characters never make an offer id: such a link was damaged on the way.
// eslint-disable-next-line no-control-regex -- that is the point
const DAMAGED = /[\u0000-\u001f\u007f]/;

/** Codes as the URL lists them: known-looking ones, each once, at most the contract's number. */
export function readExtras(raw: string | null): string[] {
  const codes = (raw ?? '')
    .split(',')
    .map((c) => c.trim().toUpperCase())
    .filter((c) => EXTRA_CODE.test(c));
  return [...new Set(codes)].slice(0, MAX_CAR_EXTRAS);
}

export function parseCarSelection(q: URLSearchParams): CarSelection | null {
  const offerId = (q.get('offerId') ?? '').trim();
  if (!offerId || offerId.length > MAX_OFFER_ID || DAMAGED.test(offerId)) return null;
  return { offerId, extras: readExtras(q.get('extras')) };
}

/** `offerId` always; `extras` only when some are chosen, so a plain car keeps a short URL. */
export function carSelectionQuery(s: CarSelection): URLSearchParams {
  const q = new URLSearchParams({ offerId: s.offerId });
  if (s.extras.length) q.set('extras', s.extras.join(','));
  return q;
}

/**
 * The chosen extras the offer still has, in the offer's order: one URL per choice, and a code the
 * desk no longer offers (an old link) drops out instead of failing the quote.
 */
export function offeredExtras(offer: { extras: readonly CarExtra[] }, codes: readonly string[]): CarExtra[] {
  const chosen = new Set(codes);
  return offer.extras.filter((e) => chosen.has(e.code));
}

/** The codes after ticking (on) or unticking one, in the offer's order. */
export function toggleExtra(offer: { extras: readonly CarExtra[] }, codes: readonly string[], code: string, on: boolean): string[] {
  const next = new Set(codes.filter((c) => c !== code));
  if (on) next.add(code);
  return offeredExtras(offer, [...next])
    .map((e) => e.code)
    .slice(0, MAX_CAR_EXTRAS);
}

/** The rental with the extras chosen: what the shop page's summary ends with (the quote adds the same lines). */
export function carShopTotal(offer: { price: { total: number } }, extras: readonly CarExtra[]): number {
  return extras.reduce((sum, e) => sum + e.rentalTotal, offer.price.total);
}

/** Where a new car search starts. */
export const CAR_SEARCH_PATH = '/cars/search/';

/** The book page for a selection; `localePath` adds the language. */
export const carBookPath = (s: CarSelection): string => `/cars/book/?${carSelectionQuery(s).toString()}`;
export const carShopPath = (s: CarSelection): string => `/cars/shop/?${carSelectionQuery(s).toString()}`;

/**
 * The results this offer came from: its airports and local times (the search URL of
 * car-search-url.ts). The driver's age is not in the offer; the shop page passes on the one its
 * own URL carries (`age`), else the search's default applies.
 */
export function carResultsQuery(
  offer: { pickup: { airportCode: string; localDateTime: string }; dropoff: { airportCode: string; localDateTime: string } },
  age: string | null,
): URLSearchParams {
  const q = new URLSearchParams({ pickup: offer.pickup.airportCode });
  if (offer.dropoff.airportCode !== offer.pickup.airportCode) q.set('dropoff', offer.dropoff.airportCode);
  q.set('pickupAt', offer.pickup.localDateTime.slice(0, 16));
  q.set('dropoffAt', offer.dropoff.localDateTime.slice(0, 16));
  if (age && /^\d{2}$/.test(age)) q.set('age', age);
  return q;
}
