import { describe, expect, it } from 'vitest';
import {
  carFacets,
  carOfferVerdict,
  carsPage,
  isYoungDriver,
  matchesCarFilters,
  priceTotal,
  recommendedScore,
  rentalDays,
  sortOffers,
} from '../../../../src/lib/domain/cars/cars';
import type { PolicyTier } from '../../../../src/lib/domain/corporate/policy';
import type { CarClass, CarFilters, CarOffer, CarSize, FuelPolicy, Transmission } from '../../../../src/lib/domain/cars/cars.schema';

function offer(
  id: string,
  o: {
    total: number;
    rating: number;
    carClass: CarClass;
    transmission?: Transmission;
    supplier?: string;
    free?: boolean;
    size?: CarSize;
    fuel?: FuelPolicy;
  },
): CarOffer {
  return {
    offerId: id,
    supplier: { code: o.supplier ?? 'ZE', name: o.supplier === 'ZI' ? 'Avis' : 'Hertz' },
    vehicle: {
      name: 'Toyota Corolla or similar',
      carClass: o.carClass,
      transmission: o.transmission ?? 'Automatic',
      size: o.size ?? 'Medium',
      seats: 5,
      bags: 2,
      doors: 4,
      airConditioning: true,
      fuelPolicy: o.fuel ?? 'FullToFull',
    },
    cancellation: {
      policy: o.free ? 'FreeCancellation' : 'NonRefundable',
      freeCancellationUntil: o.free ? '2027-01-10T10:00:00-08:00' : null,
      description: '',
    },
    pickup: { airportCode: 'LAX', airportName: 'Los Angeles Intl', localDateTime: '2027-01-10T10:00:00-08:00', desk: 'Counter' },
    dropoff: { airportCode: 'LAX', airportName: 'Los Angeles Intl', localDateTime: '2027-01-13T10:00:00-08:00', desk: 'Counter' },
    price: { currencyCode: 'USD', perDay: 0, base: o.total, taxesAndFees: 0, oneWayFee: null, youngDriverFee: null, total: o.total },
    mileage: { kind: 'Unlimited' },
    extras: [],
    rating: o.rating,
    reviewCount: 10,
  };
}

const none: CarFilters = { freeCancellationOnly: false };
const offers = [
  offer('a', { total: 30_000, rating: 9, carClass: 'SUV', free: true, size: 'Big', fuel: 'PrepayRefunds' }),
  offer('b', { total: 12_000, rating: 6, carClass: 'Economy', transmission: 'Cvt', supplier: 'ZI', size: 'Small' }),
  offer('c', { total: 15_000, rating: 8.5, carClass: 'Compact', free: true }),
  offer('d', { total: 12_000, rating: 7, carClass: 'Economy', supplier: 'ZI', free: true }),
];

describe('rental days', () => {
  it('bills started 24-hour periods after a 29-minute grace, at least one', () => {
    expect(rentalDays(10)).toBe(1);
    expect(rentalDays(24 * 60)).toBe(1);
    expect(rentalDays(24 * 60 + 29)).toBe(1);
    expect(rentalDays(24 * 60 + 30)).toBe(2);
    expect(rentalDays(3 * 24 * 60)).toBe(3);
  });

  it('calls drivers under 25 young', () => {
    expect([18, 24, 25, 30].map(isYoungDriver)).toEqual([true, true, false, false]);
  });
});

describe('price total', () => {
  it('adds the fees that apply', () => {
    expect(priceTotal({ base: 100, taxesAndFees: 20, oneWayFee: null, youngDriverFee: null })).toBe(120);
    expect(priceTotal({ base: 100, taxesAndFees: 20, oneWayFee: 50, youngDriverFee: 7 })).toBe(177);
  });
});

describe('filters, sorts, facets and pages', () => {
  it('applies each filter, and every filter but the ignored one', () => {
    const f: CarFilters = { carClasses: ['Economy'], transmissions: ['Automatic'], freeCancellationOnly: true };
    expect(offers.filter((o) => matchesCarFilters(o, f)).map((o) => o.offerId)).toEqual(['d']);
    expect(offers.filter((o) => matchesCarFilters(o, f, 'carClasses')).map((o) => o.offerId)).toEqual(['a', 'c', 'd']);
    expect(offers.filter((o) => matchesCarFilters(o, { ...none, suppliers: ['ZI'] })).map((o) => o.offerId)).toEqual(['b', 'd']);
  });

  it.each<[string, Partial<CarFilters>, string[]]>([
    ['one size', { sizes: ['Medium'] }, ['c', 'd']],
    ['two sizes', { sizes: ['Big', 'Small'] }, ['a', 'b']],
    ['a size no offer has', { sizes: ['Unspecified'] }, []],
    ['no sizes: every offer', { sizes: [] }, ['a', 'b', 'c', 'd']],
    ['one fuel policy', { fuelPolicies: ['PrepayRefunds'] }, ['a']],
    ['two fuel policies', { fuelPolicies: ['FullToFull', 'FreeTank'] }, ['b', 'c', 'd']],
    ['a price range, both ends included', { priceRange: [12_000, 15_000] }, ['b', 'c', 'd']],
    ['a one-cent range', { priceRange: [15_000, 15_000] }, ['c']],
    ['a range no offer is in', { priceRange: [15_001, 29_999] }, []],
    ['size, fuel and price together', { sizes: ['Medium', 'Big'], fuelPolicies: ['FullToFull'], priceRange: [0, 20_000] }, ['c', 'd']],
  ])('filters by %s', (_, patch, ids) => {
    expect(offers.filter((o) => matchesCarFilters(o, { ...none, ...patch })).map((o) => o.offerId)).toEqual(ids);
  });

  it.each<[keyof CarFilters, Partial<CarFilters>, string[]]>([
    ['sizes', { sizes: ['Big'], priceRange: [0, 20_000] }, ['b', 'c', 'd']],
    ['fuelPolicies', { fuelPolicies: ['FreeTank'], sizes: ['Big'] }, ['a']],
    ['priceRange', { priceRange: [0, 1], sizes: ['Medium'] }, ['c', 'd']],
  ])('ignores %s when asked, and only it', (ignore, f, ids) => {
    expect(offers.filter((o) => matchesCarFilters(o, { ...none, ...f }, ignore)).map((o) => o.offerId)).toEqual(ids);
  });

  it('sorts by price with ties by id, by rating, and recommends good value', () => {
    expect(sortOffers(offers, 'price').map((o) => o.offerId)).toEqual(['b', 'd', 'c', 'a']);
    expect(sortOffers(offers, 'rating').map((o) => o.offerId)).toEqual(['a', 'c', 'd', 'b']);
    expect(recommendedScore(offers[3]!, 12_000)).toBeGreaterThan(recommendedScore(offers[1]!, 12_000));
    expect(sortOffers(offers, 'recommended').map((o) => o.offerId)).toEqual(['d', 'c', 'b', 'a']);
  });

  it('counts each facet value with the other filters applied, cheapest first', () => {
    const facets = carFacets(offers, { carClasses: ['SUV'], freeCancellationOnly: true });
    expect(facets.carClasses).toEqual([
      { carClass: 'Economy', count: 1, minTotal: 12_000 },
      { carClass: 'Compact', count: 1, minTotal: 15_000 },
      { carClass: 'SUV', count: 1, minTotal: 30_000 },
    ]);
    expect(facets.suppliers).toEqual([{ code: 'ZE', name: 'Hertz', count: 1, minTotal: 30_000 }]);
    expect(facets.price).toEqual({ min: 12_000, max: 30_000 });
    expect(carFacets([], none).price).toBeNull();
  });

  it.each<[string, CarFilters, Pick<ReturnType<typeof carFacets>, 'sizes' | 'fuelPolicies' | 'price'>]>([
    [
      'no filters',
      none,
      {
        // Ties on the cheapest total go by name.
        sizes: [
          { size: 'Medium', count: 2, minTotal: 12_000 },
          { size: 'Small', count: 1, minTotal: 12_000 },
          { size: 'Big', count: 1, minTotal: 30_000 },
        ],
        fuelPolicies: [
          { fuelPolicy: 'FullToFull', count: 3, minTotal: 12_000 },
          { fuelPolicy: 'PrepayRefunds', count: 1, minTotal: 30_000 },
        ],
        price: { min: 12_000, max: 30_000 },
      },
    ],
    [
      // Each facet counts with the other filters on, its own off; the price bounds take none.
      'a size, a fuel policy and a price range',
      { ...none, sizes: ['Big'], fuelPolicies: ['FullToFull'], priceRange: [12_000, 15_000] },
      {
        sizes: [
          { size: 'Medium', count: 2, minTotal: 12_000 },
          { size: 'Small', count: 1, minTotal: 12_000 },
        ],
        fuelPolicies: [],
        price: { min: 12_000, max: 30_000 },
      },
    ],
    [
      'free cancellation only',
      { ...none, freeCancellationOnly: true },
      {
        sizes: [
          { size: 'Medium', count: 2, minTotal: 12_000 },
          { size: 'Big', count: 1, minTotal: 30_000 },
        ],
        fuelPolicies: [
          { fuelPolicy: 'FullToFull', count: 2, minTotal: 12_000 },
          { fuelPolicy: 'PrepayRefunds', count: 1, minTotal: 30_000 },
        ],
        price: { min: 12_000, max: 30_000 },
      },
    ],
  ])('size and fuel facets, and the price bounds: %s', (_, f, expected) => {
    const { sizes, fuelPolicies, price } = carFacets(offers, f);
    expect({ sizes, fuelPolicies, price }).toEqual(expected);
  });

  it('the size facet with a price filter counts only the offers in the range', () => {
    const facets = carFacets(offers, { ...none, priceRange: [13_000, 40_000] });
    expect(facets.sizes).toEqual([
      { size: 'Medium', count: 1, minTotal: 15_000 },
      { size: 'Big', count: 1, minTotal: 30_000 },
    ]);
    expect(carsPage(offers, { filters: { ...none, priceRange: [13_000, 40_000] }, sort: 'price', offset: 0, limit: 10 }).total).toBe(2);
  });

  it('pages the filtered, sorted offers', () => {
    const page = carsPage(offers, { filters: { ...none, freeCancellationOnly: true }, sort: 'price', offset: 1, limit: 1 });
    expect(page.offers.map((o) => o.offerId)).toEqual(['c']);
    expect(page.total).toBe(3);
    expect(page.found).toBe(4);
  });

  it('"In policy only" leaves out the offers over the per-day cap, and its facet counts within the other filters', () => {
    const tier: PolicyTier = {
      id: 't',
      name: 'Cars capped',
      settings: { isApprovalRequired: false },
      flights: { enableLongFlights: true, minHoursForLongFlight: 6, policies: [] },
      hotels: { allowedStarRatings: [], maxPricePerNight: null },
      cars: { maxPricePerDay: 5_000 },
    };
    // Three rental days: the cap is per day, so a 15,000 total is 5,000 a day and within it.
    const marked = offers.map((o) => {
      const priced = { ...o, price: { ...o.price, perDay: Math.ceil(o.price.total / 3) } };
      return { ...priced, policy: carOfferVerdict(tier, priced) };
    });
    expect(marked.map((o) => o.policy.kind)).toEqual(['OutOfPolicy', 'InPolicy', 'InPolicy', 'InPolicy']);
    expect(marked[0]!.policy).toEqual({ kind: 'OutOfPolicy', breaches: [{ kind: 'OverPrice', limitMinor: 5_000 }] });
    const only = carsPage(marked, { filters: { ...none, inPolicyOnly: true }, sort: 'price', offset: 0, limit: 10 });
    expect(only.offers.map((o) => o.offerId)).toEqual(['b', 'd', 'c']);
    expect(only.facets.inPolicy).toBe(3);
    expect(carFacets(marked, { ...none, freeCancellationOnly: true }).inPolicy).toBe(2);
    // Without a policy the filter leaves nothing out, and there is nothing to count.
    expect(carsPage(offers, { filters: { ...none, inPolicyOnly: true }, sort: 'price', offset: 0, limit: 10 }).total).toBe(4);
    expect(carFacets(offers, none).inPolicy).toBeUndefined();
  });
});
