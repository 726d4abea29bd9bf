// Reading a stay search from the URL. Never throws: a hand-edited or truncated URL gives field
// errors a person can fix (validateStaySearch names them).
import { Amenities, LodgingSorts } from './lodging.constants';
import {
  defaultStaySearch,
  isCalendarDate,
  MAX_CHILD_AGE,
  MAX_CHILDREN,
  PremiumCollections,
  RatingSteps,
  STAY_FAMILIES,
  StayPriceUnits,
  StayViews,
  uniqueSorted,
  type Bounds,
  type PremiumCollection,
  type StayAmenity,
  type StayFamily,
  type StaySearch,
} from './stay-search';

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
    prices: oneOf(StayPriceUnits, q.get('prices'), 'cash'),
    filters: {
      stars,
      minRating: (RatingSteps as readonly number[]).includes(rating) ? rating : null,
      price: readPrice(q.get('price')),
      amenities: uniqueSorted(list(q.get('amenities')) as StayAmenity[], Amenities),
      collections: uniqueSorted(list(q.get('collections')) as PremiumCollection[], PremiumCollections),
      freeCancellation: q.get('free') === '1',
      bounds: readBounds(q.get('bounds')),
      ...(q.get('inpolicy') === '1' ? { inPolicyOnly: true } : {}),
    },
    page: int(q.get('page'), 1, 1, 1000),
    prefs: prefs === '1' ? true : prefs === '0' ? false : null,
  };
}

/** "Paris" from `city:Paris|FR`, "CDG" from `airport:CDG`: a URL without a label still reads. */
export function labelFromId(id: string): string {
  return id.replace(/^(city|airport):/, '').split('|')[0] ?? id;
}
