// Pure car rental rules: rental length, price arithmetic, and the filters, sorts, facets and paging
// of offers. The API applies them to the simulator's answer; a screen could apply them too.
import { carPolicy } from '../corporate/policy-rules';
import type { PolicyTier, PolicyVerdict } from '../corporate/policy.schema';
import type { CarClass, CarFacets, CarFilters, CarOffer, CarPrice, CarSize, CarSort, FuelPolicy, Transmission } from './cars.schema';

export const MIN_DRIVER_AGE = 18;
/** Drivers under 25 pay a young driver fee. */
export const YOUNG_DRIVER_AGE = 25;
export const MAX_RENTAL_DAYS = 60;
/** Rental desks take bookings as far ahead as airlines sell seats. */
export const MAX_CAR_DAYS_AHEAD = 331;
/** Returning a car up to 29 minutes late does not start another day. */
export const GRACE_MINUTES = 29;

/** Days billed for a rental of `minutes`: started 24-hour periods after the grace, at least one. */
export function rentalDays(minutes: number): number {
  return Math.max(1, Math.ceil((minutes - GRACE_MINUTES) / 1440));
}

export const isYoungDriver = (age: number) => age < YOUNG_DRIVER_AGE;
/** Drivers under this pay half as much again as a young driver's fee. */
export const YOUNGEST_DRIVER_AGE = 21;
/** The band a driver's young driver fee is priced in: an offer's price holds for its band only. */
export const youngDriverBand = (age: number): 'Under21' | 'Under25' | 'None' =>
  age < YOUNGEST_DRIVER_AGE ? 'Under21' : isYoungDriver(age) ? 'Under25' : 'None';

/** The one sum behind every total, so the parts shown always add up. */
export function priceTotal(p: Pick<CarPrice, 'base' | 'taxesAndFees' | 'oneWayFee' | 'youngDriverFee'>): number {
  return p.base + p.taxesAndFees + (p.oneWayFee ?? 0) + (p.youngDriverFee ?? 0);
}

export const hasFreeCancellation = (o: CarOffer) => o.cancellation.freeCancellationUntil !== null;

/** The price per day decides, as the result card shows it: a tier caps the day, not the rental. */
export const carOfferVerdict = (tier: PolicyTier | null | undefined, o: Pick<CarOffer, 'price'>): PolicyVerdict =>
  carPolicy(tier, { perDayMinor: o.price.perDay });

/** Without a policy nothing is out of it. */
export const outOfPolicy = (o: CarOffer) => o.policy?.kind === 'OutOfPolicy';

type FilterKey = keyof CarFilters;

/** Whether an offer passes every filter but `ignore` (facet counts ignore their own filter). */
export function matchesCarFilters(o: CarOffer, f: CarFilters, ignore?: FilterKey): boolean {
  if (ignore !== 'carClasses' && f.carClasses?.length && !f.carClasses.includes(o.vehicle.carClass)) return false;
  if (ignore !== 'transmissions' && f.transmissions?.length && !f.transmissions.includes(o.vehicle.transmission)) return false;
  if (ignore !== 'suppliers' && f.suppliers?.length && !f.suppliers.includes(o.supplier.code)) return false;
  if (ignore !== 'sizes' && f.sizes?.length && !f.sizes.includes(o.vehicle.size)) return false;
  if (ignore !== 'fuelPolicies' && f.fuelPolicies?.length && !f.fuelPolicies.includes(o.vehicle.fuelPolicy)) return false;
  if (ignore !== 'priceRange' && f.priceRange && (o.price.total < f.priceRange[0] || o.price.total > f.priceRange[1])) return false;
  if (ignore !== 'freeCancellationOnly' && f.freeCancellationOnly && !hasFreeCancellation(o)) return false;
  if (ignore !== 'inPolicyOnly' && f.inPolicyOnly && outOfPolicy(o)) return false;
  return true;
}

/**
 * Recommended: rating counts for half, price for the other half (cheapest ÷ total, 1 for the
 * cheapest), with a small bonus for free cancellation, which renters pick most.
 */
export function recommendedScore(o: CarOffer, cheapest: number): number {
  return 0.5 * (o.rating / 10) + 0.5 * (cheapest / Math.max(1, o.price.total)) + (hasFreeCancellation(o) ? 0.05 : 0);
}

/** Sorted by `sort`, then by price and id, so equal offers always come in the same order. */
export function sortOffers(offers: readonly CarOffer[], sort: CarSort): CarOffer[] {
  const cheapest = Math.min(...offers.map((o) => o.price.total));
  const score = new Map(offers.map((o) => [o.offerId, recommendedScore(o, cheapest)]));
  const by: Record<CarSort, (a: CarOffer, b: CarOffer) => number> = {
    price: (a, b) => a.price.total - b.price.total,
    rating: (a, b) => b.rating - a.rating,
    recommended: (a, b) => score.get(b.offerId)! - score.get(a.offerId)!,
  };
  return [...offers].sort((a, b) => by[sort](a, b) || a.price.total - b.price.total || a.offerId.localeCompare(b.offerId));
}

function tally<K extends string>(offers: readonly CarOffer[], key: (o: CarOffer) => K) {
  const seen = new Map<K, { count: number; minTotal: number }>();
  for (const o of offers) {
    const s = seen.get(key(o));
    seen.set(key(o), { count: (s?.count ?? 0) + 1, minTotal: Math.min(s?.minTotal ?? Infinity, o.price.total) });
  }
  return [...seen.entries()].sort(([a, x], [b, y]) => x.minTotal - y.minTotal || a.localeCompare(b));
}

export function carFacets(offers: readonly CarOffer[], f: CarFilters): CarFacets {
  const names = new Map(offers.map((o) => [o.supplier.code, o.supplier.name]));
  const totals = offers.map((o) => o.price.total);
  const withPolicy = offers.some((o) => o.policy !== undefined);
  const inPolicy = withPolicy ? offers.filter((o) => matchesCarFilters(o, f, 'inPolicyOnly') && !outOfPolicy(o)).length : undefined;
  return {
    ...(inPolicy === undefined ? {} : { inPolicy }),
    carClasses: tally<CarClass>(
      offers.filter((o) => matchesCarFilters(o, f, 'carClasses')),
      (o) => o.vehicle.carClass,
    ).map(([carClass, v]) => ({ carClass, ...v })),
    suppliers: tally(
      offers.filter((o) => matchesCarFilters(o, f, 'suppliers')),
      (o) => o.supplier.code,
    ).map(([code, v]) => ({ code, name: names.get(code) ?? code, ...v })),
    transmissions: tally<Transmission>(
      offers.filter((o) => matchesCarFilters(o, f, 'transmissions')),
      (o) => o.vehicle.transmission,
    ).map(([transmission, v]) => ({ transmission, ...v })),
    sizes: tally<CarSize>(
      offers.filter((o) => matchesCarFilters(o, f, 'sizes')),
      (o) => o.vehicle.size,
    ).map(([size, v]) => ({ size, ...v })),
    fuelPolicies: tally<FuelPolicy>(
      offers.filter((o) => matchesCarFilters(o, f, 'fuelPolicies')),
      (o) => o.vehicle.fuelPolicy,
    ).map(([fuelPolicy, v]) => ({ fuelPolicy, ...v })),
    // Over every offer (see CarFacetsSchema): the panel's bounds must not move under the filters.
    price: totals.length ? { min: Math.min(...totals), max: Math.max(...totals) } : null,
  };
}

/** One page of offers, filtered and sorted, with the facets a filter panel shows. */
export function carsPage(
  offers: readonly CarOffer[],
  opts: { filters: CarFilters; sort: CarSort; offset: number; limit: number },
): { offers: CarOffer[]; total: number; found: number; facets: CarFacets } {
  const matching = sortOffers(
    offers.filter((o) => matchesCarFilters(o, opts.filters)),
    opts.sort,
  );
  return {
    offers: matching.slice(opts.offset, opts.offset + opts.limit),
    total: matching.length,
    found: offers.length,
    facets: carFacets(offers, opts.filters),
  };
}
