// The activities search (SPEC §2 activities/search and activities/availability): its shape, its
// defaults and the checks the form makes before the API is asked. They mirror the API's own
// (server/services/experiences.ts), which stays the judge; both read "today" in the home zone.
import { addDays } from '../shared/dates';
import type { PriceRange } from '../shared/price-range';
import type { DurationFilter, ExperienceFlag, ExperienceSort, RatingFilter, TimeOfDay } from './experiences.constants';
import { hasMinors, MAX_EXPERIENCE_DAYS_AHEAD, MAX_EXPERIENCE_TRAVELERS, partySize } from './experiences';
import type { Travelers } from './experiences.schema';

/** SPEC §9 default page size; "Show more" asks for the next one. */
export const EXPERIENCE_PAGE_SIZE = 10;
/** A week ahead: people plan their days out before they travel. */
export const DEFAULT_DAYS_AHEAD = 7;
export const DEFAULT_ADULTS = 2;
export { MAX_EXPERIENCE_DAYS_AHEAD, MAX_EXPERIENCE_TRAVELERS };

/** A city by the Market id the autocomplete answers (`city:Paris|FR`), and its name. */
export interface ExperienceCity {
  id: string;
  label: string;
}

/** The party as the form asks it; the API's age bands are Adult, Child and Infant of these. */
export interface ExperienceParty {
  adults: number;
  children: number;
  infants: number;
}

export interface ExperienceSearch {
  city: ExperienceCity | null;
  /** 'YYYY-MM-DD', '' when not chosen. */
  date: string;
  party: ExperienceParty;
}

/** What the results page asks besides the search; each change asks the server again. */
export interface ExperienceFilterState {
  rating: RatingFilter;
  duration: DurationFilter[];
  timeOfDay: TimeOfDay[];
  flags: ExperienceFlag[];
  /** The party's lowest total that day, whole dollars, both ends included (the cards' "from"); null = any. */
  price: PriceRange | null;
}
export interface ExperienceView {
  filters: ExperienceFilterState;
  sort: ExperienceSort;
}

export const noExperienceFilters = (): ExperienceFilterState => ({ rating: 'Any', duration: [], timeOfDay: [], flags: [], price: null });
export const defaultExperienceView = (): ExperienceView => ({ filters: noExperienceFilters(), sort: 'Recommended' });

export function activeExperienceFilterCount(f: ExperienceFilterState): number {
  return (f.rating === 'Any' ? 0 : 1) + f.duration.length + f.timeOfDay.length + f.flags.length + (f.price ? 1 : 0);
}

export function defaultExperienceSearch(today: string): ExperienceSearch {
  return { city: null, date: addDays(today, DEFAULT_DAYS_AHEAD), party: { adults: DEFAULT_ADULTS, children: 0, infants: 0 } };
}

/** The Market id of a city: what the API takes as `location.id`. */
export const isCityId = (v: string): boolean => /^city:[^|]+\|[A-Z]{2}$/.test(v);
/** A date that exists: 2026-02-30 does not, though Date would roll it over. */
export const isCalendarDate = (v: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(v) && addDays(v, 0) === v;
/** "Paris" from `city:Paris|FR`, for a link that lost the city's name. */
export const cityNameOf = (id: string): string => id.replace(/^city:/, '').split('|')[0] ?? '';

/** The party in the API's age bands: children and infants are the API's Child and Infant. */
export const travelersOf = (p: ExperienceParty): Travelers => ({
  Adult: p.adults,
  Senior: 0,
  Youth: 0,
  Child: p.children,
  Infant: p.infants,
  Traveler: 0,
});

export type ExperienceField = 'city' | 'date' | 'travelers';
export type ExperienceErrorCode =
  'MissingCity' | 'MissingDate' | 'DatePast' | 'DateTooFar' | 'NoTravelers' | 'TooManyTravelers' | 'AdultRequired';
export interface ExperienceFieldError {
  field: ExperienceField;
  code: ExperienceErrorCode;
}

/** The date and party checks alone: an experience chosen in the autocomplete needs no city. */
export function validateExperienceDay(s: Pick<ExperienceSearch, 'date' | 'party'>, today: string): ExperienceFieldError[] {
  const errors: ExperienceFieldError[] = [];
  if (!isCalendarDate(s.date)) errors.push({ field: 'date', code: 'MissingDate' });
  else if (s.date < today) errors.push({ field: 'date', code: 'DatePast' });
  else if (s.date > addDays(today, MAX_EXPERIENCE_DAYS_AHEAD)) errors.push({ field: 'date', code: 'DateTooFar' });
  const travelers = travelersOf(s.party);
  const size = partySize(travelers);
  if (size === 0) errors.push({ field: 'travelers', code: 'NoTravelers' });
  else if (size > MAX_EXPERIENCE_TRAVELERS) errors.push({ field: 'travelers', code: 'TooManyTravelers' });
  else if (hasMinors(travelers) && s.party.adults === 0) errors.push({ field: 'travelers', code: 'AdultRequired' });
  return errors;
}

/** The problems a person must fix before searching, in the form's order. */
export function validateExperienceSearch(s: ExperienceSearch, today: string): ExperienceFieldError[] {
  const city: ExperienceFieldError[] = s.city && isCityId(s.city.id) ? [] : [{ field: 'city', code: 'MissingCity' }];
  return [...city, ...validateExperienceDay(s, today)];
}

/** A duration as days, hours and minutes, for the words the page's language puts around them. */
export function durationParts(minutes: number): { days: number; hours: number; minutes: number } {
  const whole = Math.max(0, Math.round(minutes));
  return { days: Math.floor(whole / 1440), hours: Math.floor((whole % 1440) / 60), minutes: whole % 60 };
}
