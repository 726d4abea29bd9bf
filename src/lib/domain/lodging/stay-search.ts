// The stay search (SPEC §2): its shape, the families' presets, defaults, and the checks made
// before a search runs. The URL codec (stay-search-parse.ts, stay-search-format.ts) and the API
// body (stay-search-request.ts) build on it; stay-search-url.ts gathers them.
import { addDays, daysBetween } from '../shared/dates';
import { Amenities, LodgingSorts } from './lodging.constants';

export const StayFamilies = ['hotels', 'stays', 'premiumStays', 'vacationRentals'] as const;
export type StayFamily = (typeof StayFamilies)[number];
export const StayTabs = ['vacation_rental', 'hotel', 'all_stays'] as const;
export type StayTab = (typeof StayTabs)[number];
export const StayViews = ['list', 'map'] as const;
export type StayView = (typeof StayViews)[number];
/** SPEC §9 "Miles and Cash": the cards' main price in cash, or in the selected rewards account's units. */
export const StayPriceUnits = ['cash', 'rewards'] as const;
export type StayPriceUnit = (typeof StayPriceUnits)[number];
export type StaySort = (typeof LodgingSorts)[number];
export type StayAmenity = (typeof Amenities)[number];
export const PremiumCollections = ['Premier', 'Lifestyle'] as const;
export type PremiumCollection = (typeof PremiumCollections)[number];
export type Bounds = [number, number, number, number];

/** SPEC §9 page size. */
export const STAY_PAGE_SIZE = 10;
export const MAX_STAY_NIGHTS = 30;
export const MAX_STAY_DAYS_AHEAD = 365;
export const MAX_ADULTS = 16;
export const MAX_CHILDREN = 10;
export const MAX_PETS = 4;
export const MAX_CHILD_AGE = 17;
/** Guest rating steps of the filter (out of 10). */
export const RatingSteps = [7, 8, 9] as const;
/** SPEC §2 default stay: today+2 to today+6 (the favorites' default, the portal's one default stay). */
export const DEFAULT_CHECK_IN_OFFSET = 2;
export const DEFAULT_CHECK_OUT_OFFSET = 6;

/** What each family searches (SPEC §2 routes; one set of islands serves them all). */
export interface FamilyConfig {
  /** Route prefix: search, availability and shop live under it. */
  base: string;
  /** The tab a search opens on; families other than stays have only this one. */
  defaultTab: StayTab;
  /** Tabs the user may switch between. */
  tabs: readonly StayTab[];
  /** Premium stays: only these collections. */
  collections: readonly PremiumCollection[] | null;
  /** Pets are asked for where rentals are searched. */
  pets: boolean;
}
export const STAY_FAMILIES: Record<StayFamily, FamilyConfig> = {
  hotels: { base: '/hotels/', defaultTab: 'hotel', tabs: ['hotel'], collections: null, pets: false },
  stays: { base: '/stays/', defaultTab: 'all_stays', tabs: StayTabs, collections: null, pets: true },
  premiumStays: { base: '/premium-stays/', defaultTab: 'hotel', tabs: ['hotel'], collections: PremiumCollections, pets: false },
  vacationRentals: {
    base: '/premium-stays/vacation-rentals/',
    defaultTab: 'vacation_rental',
    tabs: ['vacation_rental'],
    collections: null,
    pets: true,
  },
};

export interface StayLocation {
  /** The autocomplete's id: `city:<name>|<CC>` (a market) or `airport:<CODE>` (a place). */
  id: string;
  label: string;
}
export interface StayFilters {
  stars: number[];
  /** Lowest guest rating out of 10, or null. */
  minRating: number | null;
  /** Nightly price range in whole dollars; null = any. */
  price: [number, number] | null;
  amenities: StayAmenity[];
  collections: PremiumCollection[];
  freeCancellation: boolean;
  /** "Search this area": [south, west, north, east]. */
  bounds: Bounds | null;
  /** A corporate traveler's "In policy only" (`inpolicy=1`); absent when off. */
  inPolicyOnly?: boolean;
}
export interface StaySearch {
  location: StayLocation | null;
  checkIn: string;
  checkOut: string;
  adults: number;
  /** One age per child (0–17); null while not chosen. */
  childAges: (number | null)[];
  pets: number;
  tab: StayTab;
  view: StayView;
  sort: StaySort;
  /** What the cards' prices are shown in (the browser's own, like the view: the server is not asked). */
  prices: StayPriceUnit;
  filters: StayFilters;
  /** 1-based. */
  page: number;
  /**
   * Saved hotel preferences: null = not looked at yet (a fresh search), true = applied to the
   * filters, false = not applied (none saved, or the user dropped them).
   */
  prefs: boolean | null;
}

export type StayErrorCode =
  | 'MissingLocation'
  | 'MissingCheckIn'
  | 'MissingCheckOut'
  | 'CheckInPast'
  | 'CheckInTooFar'
  | 'CheckOutBeforeCheckIn'
  | 'TooManyNights'
  | 'AdultsOutOfRange'
  | 'TooManyChildren'
  | 'MissingChildAge'
  | 'TooManyPets';
export interface StayFieldError {
  field: 'location' | 'checkIn' | 'checkOut' | 'adults' | 'children' | 'pets';
  code: StayErrorCode;
}

/** Parameters this module owns; others (utm_source, isTravelApp…) pass through untouched. */
export const STAY_PARAM_NAMES = [
  'loc',
  'label',
  'checkIn',
  'checkOut',
  'adults',
  'children',
  'ages',
  'pets',
  'tab',
  'view',
  'sort',
  'prices',
  'stars',
  'rating',
  'price',
  'amenities',
  'collections',
  'free',
  'inpolicy',
  'bounds',
  'page',
  'prefs',
] as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const isCalendarDate = (v: string): boolean => ISO_DATE.test(v) && addDays(v, 0) === v;

export const noStayFilters = (): StayFilters => ({
  stars: [],
  minRating: null,
  price: null,
  amenities: [],
  collections: [],
  freeCancellation: false,
  bounds: null,
});

export function defaultStaySearch(family: StayFamily, today: string): StaySearch {
  return {
    location: null,
    checkIn: addDays(today, DEFAULT_CHECK_IN_OFFSET),
    checkOut: addDays(today, DEFAULT_CHECK_OUT_OFFSET),
    adults: 2,
    childAges: [],
    pets: 0,
    tab: STAY_FAMILIES[family].defaultTab,
    view: 'list',
    sort: 'MostRecommended',
    prices: 'cash',
    filters: noStayFilters(),
    page: 1,
    prefs: null,
  };
}

/** `xs` in the order `order` gives, once each (URL lists read and write the same way). */
export const uniqueSorted = <T>(xs: readonly T[], order: readonly T[]): T[] => order.filter((x) => xs.includes(x));

export const nightsOf = (s: Pick<StaySearch, 'checkIn' | 'checkOut'>): number =>
  isCalendarDate(s.checkIn) && isCalendarDate(s.checkOut) ? daysBetween(s.checkIn, s.checkOut) : 0;

/** Every problem, in form order, so the first error is the field to focus. */
export function validateStaySearch(s: StaySearch, family: StayFamily, today: string): StayFieldError[] {
  const errors: StayFieldError[] = [];
  if (!s.location) errors.push({ field: 'location', code: 'MissingLocation' });
  if (!isCalendarDate(s.checkIn)) errors.push({ field: 'checkIn', code: 'MissingCheckIn' });
  else if (s.checkIn < today) errors.push({ field: 'checkIn', code: 'CheckInPast' });
  else if (s.checkIn > addDays(today, MAX_STAY_DAYS_AHEAD)) errors.push({ field: 'checkIn', code: 'CheckInTooFar' });
  if (!isCalendarDate(s.checkOut)) errors.push({ field: 'checkOut', code: 'MissingCheckOut' });
  else if (isCalendarDate(s.checkIn) && s.checkOut <= s.checkIn) errors.push({ field: 'checkOut', code: 'CheckOutBeforeCheckIn' });
  else if (nightsOf(s) > MAX_STAY_NIGHTS) errors.push({ field: 'checkOut', code: 'TooManyNights' });
  if (s.adults < 1 || s.adults > MAX_ADULTS) errors.push({ field: 'adults', code: 'AdultsOutOfRange' });
  if (s.childAges.length > MAX_CHILDREN) errors.push({ field: 'children', code: 'TooManyChildren' });
  else if (s.childAges.some((a) => a === null)) errors.push({ field: 'children', code: 'MissingChildAge' });
  if (STAY_FAMILIES[family].pets && s.pets > MAX_PETS) errors.push({ field: 'pets', code: 'TooManyPets' });
  return errors;
}

/** The family's page for this search: `search`, `availability` (with the query string). */
export function familyPath(family: StayFamily, page: 'search' | 'availability' | 'shop'): string {
  return `${STAY_FAMILIES[family].base}${page}/`;
}

/** How many filters are on (the family's own preset collections are not the user's filter). */
export function activeFilterCount(f: StayFilters): number {
  return (
    (f.stars.length ? 1 : 0) +
    (f.minRating !== null ? 1 : 0) +
    (f.price ? 1 : 0) +
    f.amenities.length +
    f.collections.length +
    (f.freeCancellation ? 1 : 0) +
    (f.inPolicyOnly ? 1 : 0) +
    (f.bounds ? 1 : 0)
  );
}
