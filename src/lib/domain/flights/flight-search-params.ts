// The flight search as it lives in the URL, identical on /flights/search/ and /flights/shop/, so a
// search can be shared, reloaded and navigated back to:
//   ?tripType=roundTrip&slice=JFK,LAX,2026-12-10&slice=LAX,JFK,2026-12-17&adt=1&cnn=0&inf=0&ins=0&fareClass=basic
// Reading never throws: a hand-edited or truncated URL gives field errors a person can fix.
import { addDays, dayNumber } from '../shared/dates';
import { FareRatingNames, type FareRatingName } from './flights.constants';
import { MAX_DAYS_AHEAD, passengerCountErrors } from './flights';

export const TripTypes = ['oneWay', 'roundTrip', 'multiCity'] as const;
export type TripType = (typeof TripTypes)[number];
/** A multi-city trip has 2 to 5 flights. */
export const MIN_MULTI_CITY_SLICES = 2;
export const MAX_SLICES = 5;

export interface SearchSlice {
  origin: string;
  destination: string;
  departureDate: string;
}
export interface SearchPassengers {
  ADT: number;
  CNN: number;
  INF: number;
  INS: number;
}
export interface FlightSearchParams {
  tripType: TripType;
  slices: SearchSlice[];
  passengers: SearchPassengers;
  fareClass?: FareRatingName;
}

export type SearchErrorCode =
  | 'NoAdultPassenger'
  | 'TooManyPassengers'
  | 'TooManyLapInfants'
  | 'MissingOrigin'
  | 'MissingDestination'
  | 'SameOriginDestination'
  | 'MissingDate'
  | 'DateInPast'
  | 'DateTooFar'
  | 'ReturnBeforeDeparture'
  | 'DatesOutOfOrder';
export type SearchFieldError = { field: string; code: SearchErrorCode };
export type ParsedSearch =
  { kind: 'Valid'; search: FlightSearchParams } | { kind: 'Invalid'; errors: SearchFieldError[] } | { kind: 'Empty' };

/**
 * Why the shop sent a search back to the form (a shared results link whose dates have passed, or a
 * broken one): the form says so instead of reopening silently.
 */
export type SearchReopenReason = 'pastDates' | 'invalid';
export const REOPEN_REASON_PARAM = 'reason';
export const reopenReason = (errors: readonly SearchFieldError[]): SearchReopenReason =>
  errors.some((e) => e.code === 'DateInPast') ? 'pastDates' : 'invalid';
export function readReopenReason(q: URLSearchParams): SearchReopenReason | null {
  const reason = q.get(REOPEN_REASON_PARAM);
  return reason === 'pastDates' || reason === 'invalid' ? reason : null;
}

/** The parameters this module owns; the shop adds its own (sort, filters, step) beside them. */
export const SEARCH_PARAM_NAMES = ['tripType', 'slice', 'adt', 'cnn', 'inf', 'ins', 'fareClass'] as const;
export const DEFAULT_PASSENGERS: Readonly<SearchPassengers> = { ADT: 1, CNN: 0, INF: 0, INS: 0 };
/** Counts beyond this are nonsense, not a bigger party: keeps a crafted URL from showing 1e21 travelers. */
const MAX_COUNT_READ = 99;

const IATA = /^[A-Z]{3}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date as YYYY-MM-DD (Date.parse would roll 2026-02-30 into March). */
export function isCalendarDate(value: string): boolean {
  return ISO_DATE.test(value) && !Number.isNaN(dayNumber(value)) && addDays(value, 0) === value;
}

const code = (raw: string | undefined): string => {
  const c = (raw ?? '').trim().toUpperCase();
  return IATA.test(c) ? c : '';
};
const date = (raw: string | undefined): string => {
  const d = (raw ?? '').trim();
  return isCalendarDate(d) ? d : '';
};

function count(raw: string | null, fallback: number): number {
  if (raw === null || raw.trim() === '') return fallback;
  const n = Number(raw);
  return Number.isInteger(n) ? Math.min(MAX_COUNT_READ, Math.max(0, n)) : fallback;
}

function readSlice(raw: string): SearchSlice {
  const [origin, destination, departureDate] = raw.split(',');
  return { origin: code(origin), destination: code(destination), departureDate: date(departureDate) };
}

const emptySlice = (): SearchSlice => ({ origin: '', destination: '', departureDate: '' });
const isBlank = (s: SearchSlice) => !s.origin && !s.destination && !s.departureDate;

/** The return flight of a round trip: the outbound reversed, on its own date. */
export const returnSlice = (outbound: SearchSlice, departureDate: string): SearchSlice => ({
  origin: outbound.destination,
  destination: outbound.origin,
  departureDate,
});

function guessTripType(slices: readonly SearchSlice[]): TripType {
  if (slices.length <= 1) return 'oneWay';
  const [a, b] = slices as [SearchSlice, SearchSlice];
  return slices.length === 2 && a.origin === b.destination && a.destination === b.origin ? 'roundTrip' : 'multiCity';
}

/** Puts the slices in the shape the trip type has: 1 one-way, 2 round trip (mirrored), 2–5 multi-city. */
export function shapeSlices(tripType: TripType, slices: readonly SearchSlice[]): SearchSlice[] {
  const first = slices[0] ?? emptySlice();
  if (tripType === 'oneWay') return [{ ...first }];
  if (tripType === 'roundTrip') return [{ ...first }, returnSlice(first, slices[1]?.departureDate ?? '')];
  const multi = slices.slice(0, MAX_SLICES).map((s) => ({ ...s }));
  while (multi.length < MIN_MULTI_CITY_SLICES) multi.push(emptySlice());
  return multi;
}

/**
 * The search the URL holds, as typed: fields it lacks or garbles are empty strings, so the form can
 * show them; null when the URL holds no search at all.
 */
export function decodeSearchParams(q: URLSearchParams): FlightSearchParams | null {
  if (!SEARCH_PARAM_NAMES.some((name) => q.has(name))) return null;
  const read = q.getAll('slice').map(readSlice);
  // Blank slices after the first carry nothing (a form's unfilled row); keep them only to fill a shape.
  const slices = read.filter((s, i) => i === 0 || !isBlank(s));
  const asked = q.get('tripType');
  const tripType = (TripTypes as readonly string[]).includes(asked ?? '') ? (asked as TripType) : guessTripType(slices);
  const fareClass = q.get('fareClass');
  const search: FlightSearchParams = {
    tripType,
    slices: shapeSlices(tripType, tripType === 'multiCity' ? read : slices),
    passengers: {
      ADT: count(q.get('adt'), DEFAULT_PASSENGERS.ADT),
      CNN: count(q.get('cnn'), 0),
      INF: count(q.get('inf'), 0),
      INS: count(q.get('ins'), 0),
    },
  };
  if ((FareRatingNames as readonly string[]).includes(fareClass ?? '')) search.fareClass = fareClass as FareRatingName;
  return search;
}

export function parseSearchParams(q: URLSearchParams, today: string): ParsedSearch {
  const search = decodeSearchParams(q);
  if (!search) return { kind: 'Empty' };
  const errors = validateSearch(search, today);
  return errors.length > 0 ? { kind: 'Invalid', errors } : { kind: 'Valid', search };
}

export function toSearchParams(s: FlightSearchParams): URLSearchParams {
  const q = new URLSearchParams({ tripType: s.tripType });
  for (const slice of shapeSlices(s.tripType, s.slices))
    q.append('slice', [slice.origin, slice.destination, slice.departureDate].join(','));
  q.set('adt', String(s.passengers.ADT));
  q.set('cnn', String(s.passengers.CNN));
  q.set('inf', String(s.passengers.INF));
  q.set('ins', String(s.passengers.INS));
  if (s.fareClass) q.set('fareClass', s.fareClass);
  return q;
}

function dateErrors(field: string, value: string, today: string): SearchFieldError[] {
  if (!isCalendarDate(value)) return [{ field, code: 'MissingDate' }];
  if (value < today) return [{ field, code: 'DateInPast' }];
  if (value > addDays(today, MAX_DAYS_AHEAD)) return [{ field, code: 'DateTooFar' }];
  return [];
}

/**
 * Every problem, in form order (first slice first, travelers last) so the first error is the field
 * to focus. Dates are local calendar days (YYYY-MM-DD); `today` is the day in America/Toronto.
 */
export function validateSearch(s: FlightSearchParams, today: string): SearchFieldError[] {
  const errors: SearchFieldError[] = [];
  const slices = shapeSlices(s.tripType, s.slices);
  slices.forEach((slice, i) => {
    const at = (name: keyof SearchSlice) => `slices.${i}.${name}`;
    // A round trip's return mirrors the outbound: its places are the outbound's and are checked there.
    if (!(s.tripType === 'roundTrip' && i === 1)) {
      if (!code(slice.origin)) errors.push({ field: at('origin'), code: 'MissingOrigin' });
      if (!code(slice.destination)) errors.push({ field: at('destination'), code: 'MissingDestination' });
      else if (slice.origin === slice.destination) errors.push({ field: at('destination'), code: 'SameOriginDestination' });
    }
    const own = dateErrors(at('departureDate'), slice.departureDate, today);
    errors.push(...own);
    const previous = slices[i - 1]?.departureDate;
    if (own.length === 0 && previous && isCalendarDate(previous) && slice.departureDate < previous) {
      errors.push({ field: at('departureDate'), code: s.tripType === 'roundTrip' ? 'ReturnBeforeDeparture' : 'DatesOutOfOrder' });
    }
  });
  for (const c of passengerCountErrors(s.passengers)) errors.push({ field: 'passengers', code: c });
  return errors;
}
