// The car rental search (SPEC §2 cars/search and cars/availability): its shape, its defaults and
// the checks the form makes before the API is asked. They mirror the API's own (services/cars.ts),
// which stays the judge: the form cannot know the airports' zones, so across two airports it
// checks only what no zone difference could make right.
import { addDays } from '../shared/dates';
import { MAX_CAR_DAYS_AHEAD, MAX_RENTAL_DAYS, MIN_DRIVER_AGE, rentalDays, YOUNG_DRIVER_AGE } from './cars';
import type { CarClass, CarSize, CarSort, FuelPolicy, Transmission } from './cars.constants';

/** The API refuses older drivers (cars.schema.ts `driverAge`). */
export const MAX_DRIVER_AGE = 99;
export const DEFAULT_DRIVER_AGE = 30;
/** Rental desks open their day around ten: both times start there. */
export const DEFAULT_CAR_TIME = '10:00';
/** SPEC §9 default page size; "Show more" asks for the next one. */
export const CAR_PAGE_SIZE = 10;
export { MIN_DRIVER_AGE, YOUNG_DRIVER_AGE };

/** An airport: its code, and how the form shows it ("Los Angeles (LAX)", or the code until named). */
export interface CarPlace {
  code: string;
  label: string;
}

export interface CarSearch {
  pickup: CarPlace | null;
  /** "Return to a different airport": then `dropoff` is that airport. */
  differentDropoff: boolean;
  dropoff: CarPlace | null;
  /** Local at the pick-up airport: 'YYYY-MM-DD' and 'HH:mm', '' when not chosen. */
  pickupDate: string;
  pickupTime: string;
  /** Local at the drop-off airport. */
  dropoffDate: string;
  dropoffTime: string;
  /** null while the field holds no whole number. */
  age: number | null;
}

/** What the results page asks besides the search; each change asks the server again. */
export interface CarFilterState {
  carClasses: CarClass[];
  transmissions: Transmission[];
  suppliers: string[];
  sizes: CarSize[];
  fuelPolicies: FuelPolicy[];
  /** Total price range in whole dollars, both ends included (as the hotel results' `price`); null = any. */
  price: [number, number] | null;
  freeCancellationOnly: boolean;
  /** A corporate traveler's "In policy only" (SPEC §5); without a policy the server leaves out nothing. */
  inPolicyOnly: boolean;
}
export interface CarView {
  filters: CarFilterState;
  sort: CarSort;
}

export const noCarFilters = (): CarFilterState => ({
  carClasses: [],
  transmissions: [],
  suppliers: [],
  sizes: [],
  fuelPolicies: [],
  price: null,
  freeCancellationOnly: false,
  inPolicyOnly: false,
});
export const defaultCarView = (): CarView => ({ filters: noCarFilters(), sort: 'recommended' });

export function activeCarFilterCount(f: CarFilterState): number {
  const lists = f.carClasses.length + f.transmissions.length + f.suppliers.length + f.sizes.length + f.fuelPolicies.length;
  return lists + (f.price ? 1 : 0) + (f.freeCancellationOnly ? 1 : 0) + (f.inPolicyOnly ? 1 : 0);
}

/** SPEC §2 default trip: from the day after tomorrow for four days, at ten. */
export function defaultCarSearch(today: string): CarSearch {
  return {
    pickup: null,
    differentDropoff: false,
    dropoff: null,
    pickupDate: addDays(today, 2),
    pickupTime: DEFAULT_CAR_TIME,
    dropoffDate: addDays(today, 6),
    dropoffTime: DEFAULT_CAR_TIME,
    age: DEFAULT_DRIVER_AGE,
  };
}

export const isAirportCode = (v: string): boolean => /^[A-Z]{3}$/.test(v);
/** A date that exists: 2026-02-30 does not, though Date would roll it over. */
export const isCalendarDate = (v: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(v) && addDays(v, 0) === v;
export const isClockTime = (v: string): boolean => /^([01]\d|2[0-3]):[0-5]\d$/.test(v);

/** 'YYYY-MM-DDTHH:mm', what the API and the URL take; '' when a part is missing. */
export function localDateTime(date: string, time: string): string {
  return isCalendarDate(date) && isClockTime(time) ? `${date}T${time}` : '';
}

/** Minutes between two wall-clock times, both read as if in one zone. */
const wallMinutes = (from: string, to: string) => (Date.parse(`${to}:00Z`) - Date.parse(`${from}:00Z`)) / 60_000;
/** Two airports' clocks differ by less than a day (UTC−12 to UTC+14 is 26 h, but no airport pair rents one way across it). */
const ZONE_SLACK_MINUTES = 1440;

export type CarField = 'pickup' | 'dropoff' | 'pickupDate' | 'pickupTime' | 'dropoffDate' | 'dropoffTime' | 'age';
export type CarErrorCode =
  | 'MissingPickup'
  | 'MissingDropoff'
  | 'SameDropoff'
  | 'MissingPickupDate'
  | 'MissingPickupTime'
  | 'MissingDropoffDate'
  | 'MissingDropoffTime'
  | 'PickupPast'
  | 'PickupTooFar'
  | 'DropoffBeforePickup'
  | 'TooManyDays'
  | 'MissingAge'
  | 'AgeOutOfRange';
export interface CarFieldError {
  field: CarField;
  code: CarErrorCode;
}

/**
 * The problems a person must fix before searching, in the form's order. `today` is the home zone's
 * day: an airport may be a day behind it, so only an earlier day than that is "past" here.
 */
export function validateCarSearch(s: CarSearch, today: string): CarFieldError[] {
  const errors: CarFieldError[] = [];
  const add = (field: CarField, code: CarErrorCode) => errors.push({ field, code });
  if (!s.pickup || !isAirportCode(s.pickup.code)) add('pickup', 'MissingPickup');
  if (s.differentDropoff) {
    if (!s.dropoff || !isAirportCode(s.dropoff.code)) add('dropoff', 'MissingDropoff');
    else if (s.dropoff.code === s.pickup?.code) add('dropoff', 'SameDropoff');
  }
  if (!isCalendarDate(s.pickupDate)) add('pickupDate', 'MissingPickupDate');
  else if (s.pickupDate < addDays(today, -1)) add('pickupDate', 'PickupPast');
  else if (s.pickupDate > addDays(today, MAX_CAR_DAYS_AHEAD)) add('pickupDate', 'PickupTooFar');
  if (!isClockTime(s.pickupTime)) add('pickupTime', 'MissingPickupTime');
  if (!isCalendarDate(s.dropoffDate)) add('dropoffDate', 'MissingDropoffDate');
  if (!isClockTime(s.dropoffTime)) add('dropoffTime', 'MissingDropoffTime');
  const from = localDateTime(s.pickupDate, s.pickupTime);
  const to = localDateTime(s.dropoffDate, s.dropoffTime);
  if (from && to) {
    const slack = s.differentDropoff ? ZONE_SLACK_MINUTES : 0;
    const minutes = wallMinutes(from, to);
    if (minutes + slack <= 0) add('dropoffDate', 'DropoffBeforePickup');
    else if (rentalDays(minutes - slack) > MAX_RENTAL_DAYS) add('dropoffDate', 'TooManyDays');
  }
  if (s.age === null) add('age', 'MissingAge');
  else if (!Number.isInteger(s.age) || s.age < MIN_DRIVER_AGE || s.age > MAX_DRIVER_AGE) add('age', 'AgeOutOfRange');
  return errors;
}

/** Days the desk would bill on the wall clocks alone (the API's answer has the exact count). */
export function estimatedRentalDays(s: CarSearch): number | null {
  const from = localDateTime(s.pickupDate, s.pickupTime);
  const to = localDateTime(s.dropoffDate, s.dropoffTime);
  if (!from || !to) return null;
  const minutes = wallMinutes(from, to);
  return minutes > 0 ? rentalDays(minutes) : null;
}

/** A new pick-up date that passes the drop-off moves the drop-off along, keeping the rental's length. */
export function followPickupDate(s: CarSearch, pickupDate: string): Pick<CarSearch, 'pickupDate' | 'dropoffDate'> {
  if (!isCalendarDate(pickupDate) || !isCalendarDate(s.dropoffDate) || s.dropoffDate > pickupDate) {
    return { pickupDate, dropoffDate: s.dropoffDate };
  }
  const days = isCalendarDate(s.pickupDate)
    ? Math.max(1, Math.round(wallMinutes(`${s.pickupDate}T00:00`, `${s.dropoffDate}T00:00`) / 1440))
    : 1;
  return { pickupDate, dropoffDate: addDays(pickupDate, days) };
}
