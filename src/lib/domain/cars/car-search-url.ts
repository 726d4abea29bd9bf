// The car search as it lives in the URL, the same on /cars/search/ and /cars/availability/, so a
// search can be shared, reloaded and navigated back to:
//   ?pickup=LAX&dropoff=SFO&pickupAt=2026-12-10T10:00&dropoffAt=2026-12-13T10:00&age=30
// and on the results, what they show of it:
//   &class=Economy,SUV&transmission=Automatic&size=Big&supplier=ZE,ZI&fuel=FullToFull&price=100-300&free=1&inpolicy=1&sort=price
// `price` is the total in whole dollars, as every results page writes its own (shared/price-range.ts).
// Reading never throws: a hand-edited URL gives field errors a person can fix.
import { formatPriceParam, readPriceParam, toMinorRange } from '../shared/price-range';
import { CarClasses, CarSizes, CarSorts, FuelPolicies, Transmissions, type CarSort } from './cars.constants';
import type { CarSearchInput } from './cars.schema';
import {
  defaultCarSearch,
  isAirportCode,
  isCalendarDate,
  isClockTime,
  localDateTime,
  type CarFilterState,
  type CarPlace,
  type CarSearch,
  type CarView,
} from './car-search';

export const CAR_SEARCH_PARAMS = ['pickup', 'dropoff', 'pickupAt', 'dropoffAt', 'age'] as const;
export const CAR_VIEW_PARAMS = ['class', 'transmission', 'size', 'supplier', 'fuel', 'price', 'free', 'inpolicy', 'sort'] as const;
/** The API takes at most this many suppliers (cars.schema.ts). */
const MAX_SUPPLIERS = 20;

const list = (raw: string | null): string[] =>
  (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
/** The known values of a list, each once, in the enumeration's order (one URL per filter set). */
const known = <T extends string>(values: readonly T[], raw: string | null): T[] => {
  const asked = new Set(list(raw));
  return values.filter((v) => asked.has(v));
};

/** A place known only by its code (from the URL) until something names it. */
export const placeFromCode = (code: string): CarPlace | null => {
  const c = code.trim().toUpperCase();
  return isAirportCode(c) ? { code: c, label: c } : null;
};

/** Each part on its own: a form left half filled ('2026-12-13T') comes back half filled. */
function readWall(raw: string | null): { date: string; time: string } {
  const [date = '', time = ''] = (raw ?? '').trim().split('T');
  return { date: isCalendarDate(date) ? date : '', time: isClockTime(time) ? time : '' };
}

function readAge(raw: string): number | null {
  const t = raw.trim();
  return /^\d{1,3}$/.test(t) ? Number(t) : null;
}

/** The search the URL holds; a missing field takes its default, a garbled one is left empty. */
export function parseCarSearch(q: URLSearchParams, today: string): CarSearch {
  const d = defaultCarSearch(today);
  const pickupAt = q.has('pickupAt') ? readWall(q.get('pickupAt')) : { date: d.pickupDate, time: d.pickupTime };
  const dropoffAt = q.has('dropoffAt') ? readWall(q.get('dropoffAt')) : { date: d.dropoffDate, time: d.dropoffTime };
  return {
    pickup: placeFromCode(q.get('pickup') ?? ''),
    differentDropoff: q.has('dropoff'),
    dropoff: placeFromCode(q.get('dropoff') ?? ''),
    pickupDate: pickupAt.date,
    pickupTime: pickupAt.time,
    dropoffDate: dropoffAt.date,
    dropoffTime: dropoffAt.time,
    age: q.has('age') ? readAge(q.get('age') ?? '') : d.age,
  };
}

/** Whether the URL holds a search at all (a link from elsewhere may hold none). */
export const hasCarSearch = (q: URLSearchParams): boolean => CAR_SEARCH_PARAMS.some((p) => q.has(p));

/** The date and time parts as the URL keeps them, even half-filled, so the form comes back as left. */
const wallParam = (date: string, time: string) => localDateTime(date, time) || (date || time ? `${date}T${time}` : '');

export function formatCarSearch(s: CarSearch): URLSearchParams {
  const q = new URLSearchParams();
  q.set('pickup', s.pickup?.code ?? '');
  if (s.differentDropoff) q.set('dropoff', s.dropoff?.code ?? '');
  q.set('pickupAt', wallParam(s.pickupDate, s.pickupTime));
  q.set('dropoffAt', wallParam(s.dropoffDate, s.dropoffTime));
  q.set('age', s.age === null ? '' : String(s.age));
  return q;
}

export function parseCarView(q: URLSearchParams): CarView {
  const suppliers = [...new Set(list(q.get('supplier')).map((s) => s.toUpperCase()))]
    .filter((s) => /^[A-Z0-9]{2}$/.test(s))
    .sort()
    .slice(0, MAX_SUPPLIERS);
  const sort = q.get('sort');
  return {
    filters: {
      carClasses: known(CarClasses, q.get('class')),
      transmissions: known(Transmissions, q.get('transmission')),
      suppliers,
      sizes: known(CarSizes, q.get('size')),
      fuelPolicies: known(FuelPolicies, q.get('fuel')),
      price: readPriceParam(q.get('price')),
      freeCancellationOnly: q.get('free') === '1',
      inPolicyOnly: q.get('inpolicy') === '1',
    },
    sort: (CarSorts as readonly string[]).includes(sort ?? '') ? (sort as CarSort) : 'recommended',
  };
}

/** Only what differs from no filters and the recommended sort: a plain search keeps a short URL. */
export function formatCarView(v: CarView): URLSearchParams {
  const q = new URLSearchParams();
  const f = v.filters;
  if (f.carClasses.length) q.set('class', CarClasses.filter((c) => f.carClasses.includes(c)).join(','));
  if (f.transmissions.length) q.set('transmission', Transmissions.filter((t) => f.transmissions.includes(t)).join(','));
  if (f.sizes.length) q.set('size', CarSizes.filter((c) => f.sizes.includes(c)).join(','));
  if (f.suppliers.length) q.set('supplier', [...f.suppliers].sort().join(','));
  if (f.fuelPolicies.length) q.set('fuel', FuelPolicies.filter((p) => f.fuelPolicies.includes(p)).join(','));
  if (f.price) q.set('price', formatPriceParam(f.price));
  if (f.freeCancellationOnly) q.set('free', '1');
  if (f.inPolicyOnly) q.set('inpolicy', '1');
  if (v.sort !== 'recommended') q.set('sort', v.sort);
  return q;
}

/** Filter lists as the URL would read them back (sorted, each once), so equal views compare equal. */
export function normalFilters(f: CarFilterState): CarFilterState {
  return parseCarView(formatCarView({ filters: f, sort: 'recommended' })).filters;
}

/** The body of POST /cars/availability for a valid search. */
export function toCarRequest(s: CarSearch, v: CarView, page: { offset: number; limit: number }): CarSearchInput {
  const f = v.filters;
  return {
    pickup: { kind: 'airport', code: s.pickup?.code ?? '' },
    dropoff: s.differentDropoff ? { mode: 'different_drop_off', code: s.dropoff?.code ?? '' } : { mode: 'same_as_drop_off' },
    pickupDateTime: localDateTime(s.pickupDate, s.pickupTime),
    dropoffDateTime: localDateTime(s.dropoffDate, s.dropoffTime),
    driverAge: s.age ?? 0,
    filters: {
      ...(f.carClasses.length ? { carClasses: f.carClasses } : {}),
      ...(f.transmissions.length ? { transmissions: f.transmissions } : {}),
      ...(f.suppliers.length ? { suppliers: f.suppliers } : {}),
      ...(f.sizes.length ? { sizes: f.sizes } : {}),
      ...(f.fuelPolicies.length ? { fuelPolicies: f.fuelPolicies } : {}),
      ...(f.price ? { priceRange: toMinorRange(f.price) } : {}),
      freeCancellationOnly: f.freeCancellationOnly,
      // Sent only when on: a consumer's search stays as it was.
      ...(f.inPolicyOnly ? { inPolicyOnly: true } : {}),
    },
    sort: v.sort,
    page,
  };
}
