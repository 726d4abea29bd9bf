// The stay details page (SPEC §2 `…/shop/`): its query string, the family it serves, where a rate
// choice goes, and how a rate's prices and deadline read. Pure: the store and tests share it.
import { addDays, daysBetween } from '../shared/dates';
import type { UnavailabilityReason } from './lodging.constants';

/** The families of SPEC §2 that have a shop page; one island serves them through this. */
export const StayShopModes = ['hotels', 'stays', 'vacation-rentals', 'premium-stays', 'premium-stays/vacation-rentals'] as const;
export type StayShopMode = (typeof StayShopModes)[number];

/** SPEC §2: where the user came from to the details page. */
export const ShopSources = ['MyTrips', 'Email', 'SearchPage', 'OffersSearchPage', 'Unknown'] as const;
export type ShopSource = (typeof ShopSources)[number];

export interface StayGuests {
  adults: number;
  children: number;
  pets: number;
}
export interface StayQuery {
  checkIn: string;
  checkOut: string;
  guests: StayGuests;
}
export interface ShopQuery {
  lodgingId: string;
  source: ShopSource;
  /** The link says the stay is unavailable for these dates (a rental's reasons come with the details). */
  unavailable: boolean;
  stay: StayQuery;
}

export type ShopQueryProblem = 'lodgingId' | 'dates' | 'guests';
export type ParsedShopQuery = { kind: 'Valid'; query: ShopQuery } | { kind: 'Invalid'; problem: ShopQueryProblem };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const LODGING_ID = /^[\w-]{1,40}$/;
/** SPEC §9: a stay the API accepts: up to 30 nights, starting today at the earliest, within a year. */
export const MAX_NIGHTS = 30;
export const MAX_DAYS_AHEAD = 365;

function count(value: string | null, fallback: number, min: number, max: number): number | null {
  if (value === null || value === '') return fallback;
  if (!/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

/** The stay's problem, or null: dates in order, not in the past, not too long, guests the API takes. */
export function stayProblem(stay: StayQuery, today: string): 'dates' | 'guests' | null {
  const { checkIn, checkOut, guests } = stay;
  if (!DATE.test(checkIn) || !DATE.test(checkOut) || Number.isNaN(Date.parse(checkIn)) || Number.isNaN(Date.parse(checkOut)))
    return 'dates';
  const nights = daysBetween(checkIn, checkOut);
  if (nights < 1 || nights > MAX_NIGHTS || daysBetween(today, checkIn) < 0 || daysBetween(today, checkIn) > MAX_DAYS_AHEAD) return 'dates';
  if (guests.adults < 1 || guests.adults > 16 || guests.children < 0 || guests.children > 10 || guests.pets < 0 || guests.pets > 4)
    return 'guests';
  return null;
}

/**
 * Reads the page's query. Missing dates and guests take SPEC §9's defaults (check-in in two days,
 * four nights, two adults); a missing lodging or an impossible stay is a problem the page shows.
 */
export function parseShopQuery(q: URLSearchParams, today: string): ParsedShopQuery {
  const lodgingId = q.get('lodgingId') ?? '';
  if (!LODGING_ID.test(lodgingId)) return { kind: 'Invalid', problem: 'lodgingId' };
  const rawSource = q.get('source');
  const source = (ShopSources as readonly string[]).includes(rawSource ?? '') ? (rawSource as ShopSource) : 'Unknown';
  const checkIn = q.get('checkIn') || addDays(today, 2);
  const checkOut = q.get('checkOut') || addDays(checkIn, 4);
  const adults = count(q.get('adults'), 2, 1, 16);
  const children = count(q.get('children'), 0, 0, 10);
  const pets = count(q.get('pets'), 0, 0, 4);
  if (adults === null || children === null || pets === null) return { kind: 'Invalid', problem: 'guests' };
  const stay: StayQuery = { checkIn, checkOut, guests: { adults, children, pets } };
  const problem = stayProblem(stay, today);
  if (problem) return { kind: 'Invalid', problem };
  return { kind: 'Valid', query: { lodgingId, source, unavailable: q.get('unavailable') === 'true', stay } };
}

/** The stay's part of a query string, in the order the pages write it. */
export function stayParams(stay: StayQuery, q = new URLSearchParams()): URLSearchParams {
  q.set('checkIn', stay.checkIn);
  q.set('checkOut', stay.checkOut);
  q.set('adults', String(stay.guests.adults));
  q.set('children', String(stay.guests.children));
  q.set('pets', String(stay.guests.pets));
  return q;
}

export function writeShopQuery(query: ShopQuery): URLSearchParams {
  const q = new URLSearchParams({ lodgingId: query.lodgingId, source: query.source });
  if (query.unavailable) q.set('unavailable', 'true');
  return stayParams(query.stay, q);
}

/** The family's own paths. Vacation rentals have no search of their own: they search as stays. */
export function modePaths(mode: StayShopMode): {
  shop: string;
  book: string;
  search: string;
  product: 'hotels' | 'stays' | 'premiumStays' | 'vacationRentals';
} {
  const base = `/${mode}/`;
  switch (mode) {
    case 'vacation-rentals':
      return { shop: `${base}shop/`, book: `${base}book/`, search: '/stays/search/', product: 'vacationRentals' };
    case 'premium-stays':
    case 'premium-stays/vacation-rentals':
      return { shop: `${base}shop/`, book: `${base}book/`, search: `${base}search/`, product: 'premiumStays' };
    default:
      return { shop: `${base}shop/`, book: `${base}book/`, search: `${base}search/`, product: mode };
  }
}

/** The book page for a chosen rate: the family's `book/` with the lodging, room, rate and stay. */
export function bookHref(mode: StayShopMode, choice: { lodgingId: string; roomId: string; rateId: string }, stay: StayQuery): string {
  const q = new URLSearchParams({ lodgingId: choice.lodgingId, roomId: choice.roomId, rateId: choice.rateId });
  return `${modePaths(mode).book}?${stayParams(stay, q).toString()}`;
}

export const nightsOf = (stay: Pick<StayQuery, 'checkIn' | 'checkOut'>): number => daysBetween(stay.checkIn, stay.checkOut);

/** "Only N left" shows from this many rooms down (SPEC §2 scarcity). */
export const FEW_ROOMS_LEFT = 3;
export const fewLeft = (roomsLeft: number): boolean => roomsLeft > 0 && roomsLeft <= FEW_ROOMS_LEFT;

/**
 * A property-local "YYYY-MM-DDTHH:MM" as an instant whose UTC fields are that wall-clock time:
 * formatted with `timeZone: 'UTC'` it reads exactly as the hotel's clock, whatever the browser's zone.
 */
export function wallClock(local: string): Date | null {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m) return null;
  const at = Date.parse(`${m[1]}T${m[2]}:${m[3]}:00Z`);
  return Number.isNaN(at) ? null : new Date(at);
}

/** The rental rule numbers a reason's explanation needs. */
export interface RentalRules {
  minStay: number;
  maxStay: number;
  petsAllowed: boolean;
  checkInDays: readonly number[];
  checkOutDays: readonly number[];
  minBookingWindowDays: number;
  maxOccupancy: number;
}

/**
 * What a stay could change to meet a rental's rule: a check-out that makes the stay long (or short)
 * enough, the earliest check-in the booking window allows, or fewer guests. Null when the rule
 * gives nothing to suggest (blocked dates: other dates, any).
 */
export function suggestFix(reason: UnavailabilityReason, stay: StayQuery, rules: RentalRules, today: string): StayQuery | null {
  const nights = nightsOf(stay);
  switch (reason) {
    case 'MinStay':
      return nights < rules.minStay ? { ...stay, checkOut: addDays(stay.checkIn, rules.minStay) } : null;
    case 'MaxStay':
      return nights > rules.maxStay && rules.maxStay > 0 ? { ...stay, checkOut: addDays(stay.checkIn, rules.maxStay) } : null;
    case 'MinBookingWindow': {
      const checkIn = addDays(today, rules.minBookingWindowDays);
      return daysBetween(stay.checkIn, checkIn) > 0 ? { ...stay, checkIn, checkOut: addDays(checkIn, nights) } : null;
    }
    case 'PetPolicy':
      return stay.guests.pets > 0 && !rules.petsAllowed ? { ...stay, guests: { ...stay.guests, pets: 0 } } : null;
    case 'CheckInNotAllowed': {
      const day = nextAllowedDay(stay.checkIn, rules.checkInDays);
      return day && day !== stay.checkIn ? { ...stay, checkIn: day, checkOut: addDays(day, nights) } : null;
    }
    case 'CheckOutNotAllowed': {
      const day = nextAllowedDay(stay.checkOut, rules.checkOutDays);
      return day && day !== stay.checkOut ? { ...stay, checkOut: day } : null;
    }
    default:
      return null;
  }
}

/** The first date on or after `from` whose weekday (0 = Sunday) is allowed; any day when none is listed. */
export function nextAllowedDay(from: string, days: readonly number[]): string | null {
  if (days.length === 0) return from;
  for (let i = 0; i < 7; i++) {
    const d = addDays(from, i);
    if (days.includes(new Date(`${d}T00:00:00Z`).getUTCDay())) return d;
  }
  return null;
}
