// The stay search as it lives in the URL, identical on …/search/ and …/availability/ of every
// lodging family, so a search can be shared, reloaded and navigated back to:
//   ?loc=city:Paris|FR&label=Paris, France&checkIn=2027-02-12&checkOut=2027-02-15&adults=2
//    &children=1&ages=7&pets=0&tab=all_stays&view=list&sort=Price&stars=4,5&free=1&page=2
// Reading never throws: a hand-edited or truncated URL gives field errors a person can fix.
import { addDays, daysBetween } from '../shared/dates';
import { Amenities, LodgingSorts, type LodgingKinds } from './lodging.constants';

export const StayFamilies = ['hotels', 'stays', 'premiumStays', 'vacationRentals'] as const;
export type StayFamily = (typeof StayFamilies)[number];
export const StayTabs = ['vacation_rental', 'hotel', 'all_stays'] as const;
export type StayTab = (typeof StayTabs)[number];
export const StayViews = ['list', 'map'] as const;
export type StayView = (typeof StayViews)[number];
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
  'stars',
  'rating',
  'price',
  'amenities',
  'collections',
  'free',
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
    filters: noStayFilters(),
    page: 1,
    prefs: null,
  };
}

function int(raw: string | null, fallback: number, min: number, max: number): number {
  if (raw === null || raw.trim() === '') return fallback;
  const n = Number(raw);
  return Number.isInteger(n) ? Math.min(max, Math.max(min, n)) : fallback;
}
const list = (raw: string | null): string[] =>
  (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const oneOf = <T extends string>(values: readonly T[], raw: string | null, fallback: T): T =>
  values.includes(raw as T) ? (raw as T) : fallback;
const uniqueSorted = <T>(xs: T[], order: readonly T[]) => order.filter((x) => xs.includes(x));

function readBounds(raw: string | null): Bounds | null {
  const n = list(raw).map(Number);
  if (n.length !== 4 || n.some((x) => !Number.isFinite(x))) return null;
  const [s, w, north, e] = n as Bounds;
  if (s > north || s < -90 || north > 90 || w < -180 || e > 180 || w > e) return null;
  return [s, w, north, e];
}

function readPrice(raw: string | null): [number, number] | null {
  const m = /^(\d{1,6})-(\d{1,6})$/.exec((raw ?? '').trim());
  if (!m) return null;
  const [lo, hi] = [Number(m[1]), Number(m[2])];
  return lo <= hi ? [lo, hi] : [hi, lo];
}

/**
 * The search the URL holds, for this family, as typed: a missing or garbled field falls back to
 * its default (dates: today+2 → today+6), so the form can show it and the validation name it.
 */
export function parseStaySearch(q: URLSearchParams, family: StayFamily, today: string): StaySearch {
  const d = defaultStaySearch(family, today);
  const config = STAY_FAMILIES[family];
  const id = (q.get('loc') ?? '').trim();
  const checkIn = (q.get('checkIn') ?? '').trim();
  const checkOut = (q.get('checkOut') ?? '').trim();
  const children = int(q.get('children'), 0, 0, MAX_CHILDREN * 2);
  const ages = list(q.get('ages'));
  const childAges = Array.from({ length: children }, (_, i) => {
    const a = ages[i] === undefined ? NaN : Number(ages[i]);
    return Number.isInteger(a) && a >= 0 && a <= MAX_CHILD_AGE ? a : null;
  });
  const stars = uniqueSorted(
    list(q.get('stars'))
      .map(Number)
      .filter((n) => Number.isInteger(n)),
    [1, 2, 3, 4, 5],
  );
  const rating = Number(q.get('rating'));
  const prefs = q.get('prefs');
  return {
    location: id ? { id, label: (q.get('label') ?? '').trim() || labelFromId(id) } : null,
    checkIn: q.has('checkIn') ? (isCalendarDate(checkIn) ? checkIn : '') : d.checkIn,
    checkOut: q.has('checkOut') ? (isCalendarDate(checkOut) ? checkOut : '') : d.checkOut,
    adults: int(q.get('adults'), d.adults, 0, 99),
    childAges,
    pets: config.pets ? int(q.get('pets'), 0, 0, 99) : 0,
    tab: oneOf(config.tabs, q.get('tab'), config.defaultTab),
    view: oneOf(StayViews, q.get('view'), 'list'),
    sort: oneOf(LodgingSorts, q.get('sort'), 'MostRecommended'),
    filters: {
      stars,
      minRating: (RatingSteps as readonly number[]).includes(rating) ? rating : null,
      price: readPrice(q.get('price')),
      amenities: uniqueSorted(list(q.get('amenities')) as StayAmenity[], Amenities),
      collections: uniqueSorted(list(q.get('collections')) as PremiumCollection[], PremiumCollections),
      freeCancellation: q.get('free') === '1',
      bounds: readBounds(q.get('bounds')),
    },
    page: int(q.get('page'), 1, 1, 1000),
    prefs: prefs === '1' ? true : prefs === '0' ? false : null,
  };
}

/** "Paris" from `city:Paris|FR`, "CDG" from `airport:CDG`: a URL without a label still reads. */
export function labelFromId(id: string): string {
  return id.replace(/^(city|airport):/, '').split('|')[0] ?? id;
}

/** The URL of a search: what the family defaults to is left out, so links stay short. */
export function formatStaySearch(s: StaySearch, family: StayFamily): URLSearchParams {
  const config = STAY_FAMILIES[family];
  const q = new URLSearchParams();
  if (s.location) {
    q.set('loc', s.location.id);
    q.set('label', s.location.label);
  }
  q.set('checkIn', s.checkIn);
  q.set('checkOut', s.checkOut);
  q.set('adults', String(s.adults));
  q.set('children', String(s.childAges.length));
  if (s.childAges.length > 0) q.set('ages', s.childAges.map((a) => (a === null ? '' : String(a))).join(','));
  if (config.pets) q.set('pets', String(s.pets));
  if (s.tab !== config.defaultTab && config.tabs.includes(s.tab)) q.set('tab', s.tab);
  if (s.view !== 'list') q.set('view', s.view);
  if (s.sort !== 'MostRecommended') q.set('sort', s.sort);
  const f = s.filters;
  if (f.stars.length) q.set('stars', uniqueSorted(f.stars, [1, 2, 3, 4, 5]).join(','));
  if (f.minRating !== null) q.set('rating', String(f.minRating));
  if (f.price) q.set('price', `${f.price[0]}-${f.price[1]}`);
  if (f.amenities.length) q.set('amenities', uniqueSorted(f.amenities, Amenities).join(','));
  if (f.collections.length) q.set('collections', uniqueSorted(f.collections, PremiumCollections).join(','));
  if (f.freeCancellation) q.set('free', '1');
  if (f.bounds) q.set('bounds', f.bounds.map((n) => Number(n.toFixed(4))).join(','));
  if (s.page > 1) q.set('page', String(s.page));
  if (s.prefs !== null) q.set('prefs', s.prefs ? '1' : '0');
  return q;
}

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

/** The kinds of lodging a tab lists. */
export function kindsOf(tab: StayTab): (typeof LodgingKinds)[number][] {
  if (tab === 'hotel') return ['hotel'];
  if (tab === 'vacation_rental') return ['vacation_rental'];
  return ['hotel', 'vacation_rental'];
}

/** The API location of an autocomplete id: cities are markets, airports places to stay near. */
export function apiLocation(id: string): { kind: 'Market'; id: string } | { kind: 'Place'; code: string } {
  const airport = /^airport:([A-Za-z]{3})$/.exec(id);
  return airport ? { kind: 'Place', code: airport[1]!.toUpperCase() } : { kind: 'Market', id };
}

/** The body of POST /hotels/availability for a valid search (collections: the family's preset or the filter). */
export function toAvailabilityRequest(s: StaySearch, family: StayFamily) {
  const config = STAY_FAMILIES[family];
  const f = s.filters;
  const collections = config.collections
    ? f.collections.length
      ? f.collections.filter((c) => config.collections!.includes(c))
      : [...config.collections]
    : f.collections;
  return {
    location: apiLocation(s.location?.id ?? ''),
    checkIn: s.checkIn,
    checkOut: s.checkOut,
    guests: { adults: s.adults, children: s.childAges.length, pets: config.pets ? s.pets : 0 },
    kinds: kindsOf(config.tabs.includes(s.tab) ? s.tab : config.defaultTab),
    sort: s.sort,
    filters: {
      freeCancellationOnly: f.freeCancellation,
      ...(f.stars.length ? { starRatings: f.stars } : {}),
      ...(f.amenities.length ? { amenities: f.amenities } : {}),
      ...(collections.length ? { collections } : {}),
      ...(f.price ? { priceRange: [f.price[0] * 100, f.price[1] * 100] as [number, number] } : {}),
      ...(f.bounds ? { bounds: f.bounds } : {}),
      ...(f.minRating !== null ? { minUserRating: f.minRating } : {}),
    },
    page: { offset: (s.page - 1) * STAY_PAGE_SIZE, limit: STAY_PAGE_SIZE },
  };
}

/** The family's page for this search: `search`, `availability` (with the query string). */
export function familyPath(family: StayFamily, page: 'search' | 'availability' | 'shop'): string {
  return `${STAY_FAMILIES[family].base}${page}/`;
}

/** The shop (details) link of a result: the stay travels with it (SPEC §2 shop query string). */
export function shopQuery(s: StaySearch, family: StayFamily, lodgingId: string): URLSearchParams {
  const q = new URLSearchParams({
    lodgingId,
    source: 'SearchPage',
    checkIn: s.checkIn,
    checkOut: s.checkOut,
    adults: String(s.adults),
    children: String(s.childAges.length),
  });
  if (s.childAges.length) q.set('ages', s.childAges.map((a) => a ?? '').join(','));
  q.set('pets', String(STAY_FAMILIES[family].pets ? s.pets : 0));
  return q;
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
    (f.bounds ? 1 : 0)
  );
}
