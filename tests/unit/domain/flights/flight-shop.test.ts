import { describe, expect, it } from 'vitest';
import {
  flightFacets,
  localMinutes,
  matchesFilters,
  shopPage,
  sortItineraries,
  stopsAllowed,
} from '../../../../src/lib/domain/flights/flight-shop';
import type { FlightFilters, FlightSearchResponse, Itinerary } from '../../../../src/lib/domain/flights/flights.schema';

function itinerary(
  id: string,
  o: { price: number; stops: number[]; airlines: string[]; dep: string; arr: string; durations: number[]; score: number },
): Itinerary {
  return {
    id,
    multiTicketType: 'single',
    airlines: o.airlines,
    tags: [],
    score: o.score,
    fareScore: { isBest: false, isCheapest: false, isFastest: false, isBestQuality: false },
    fares: [
      {
        fareId: `${id}-0`,
        fareShelf: { rating: 0, shortBrandName: 'Basic', cabin: 'BasicEconomy' },
        baseFare: o.price - 1000,
        taxes: 1000,
        amount: { fiat: { value: o.price, currencyCode: 'USD', currencySymbol: '$' }, rewards: [] },
        baggage: { kind: 'Unknown' },
        penalties: { kind: 'Unknown' },
      },
    ],
    slices: o.stops.map((stops, i) => ({
      origin: 'JFK',
      destination: 'LAX',
      zonedDeparture: i === 0 ? o.dep : '2027-01-27T09:00:00-08:00',
      zonedArrival: i === 0 ? o.arr : '2027-01-27T17:30:00-05:00',
      durationMinutes: o.durations[i] ?? 330,
      stops,
      plusDays: 0,
      segments: [],
    })),
  };
}

const items = [
  itinerary('nonstop-dl', {
    price: 40000,
    stops: [0, 0],
    airlines: ['DL'],
    dep: '2027-01-20T08:00:00-05:00',
    arr: '2027-01-20T11:20:00-08:00',
    durations: [380, 330],
    score: 0.9,
  }),
  itinerary('cheap-nk', {
    price: 22000,
    stops: [1, 1],
    airlines: ['NK'],
    dep: '2027-01-20T06:05:00-05:00',
    arr: '2027-01-20T13:00:00-08:00',
    durations: [595, 560],
    score: 0.7,
  }),
  itinerary('red-eye-b6', {
    price: 30000,
    stops: [0, 1],
    airlines: ['B6'],
    dep: '2027-01-20T22:30:00-05:00',
    arr: '2027-01-21T01:40:00-08:00',
    durations: [370, 420],
    score: 0.8,
  }),
  itinerary('two-stop-aa', {
    price: 26000,
    stops: [2, 0],
    airlines: ['AA', 'AS'],
    dep: '2027-01-20T12:00:00-05:00',
    arr: '2027-01-20T20:10:00-08:00',
    durations: [790, 330],
    score: 0.6,
  }),
];
const lowCost = new Set(['NK', 'B6']);
const none: FlightFilters = { stops: 'DEFAULT', noLowCostCarriers: false };

describe('stopsAllowed', () => {
  it.each([
    ['DEFAULT', 2, true],
    ['ANY_NUMBER', 3, true],
    ['NONE', 0, true],
    ['NONE', 1, false],
    ['ONE_OR_LESS', 1, true],
    ['ONE_OR_LESS', 2, false],
    ['TWO_OR_LESS', 2, true],
    ['TWO_OR_LESS', 3, false],
  ] as const)('%s with %s stops: %s', (filter, stops, expected) => {
    expect(stopsAllowed(filter, stops)).toBe(expected);
  });
});

describe('matchesFilters', () => {
  const ids = (f: Partial<FlightFilters>) => items.filter((it) => matchesFilters(it, { ...none, ...f }, lowCost)).map((it) => it.id);
  it.each<[string, Partial<FlightFilters>, string[]]>([
    ['no filter', {}, ['nonstop-dl', 'cheap-nk', 'red-eye-b6', 'two-stop-aa']],
    ['nonstop on every slice', { stops: 'NONE' }, ['nonstop-dl']],
    ['one stop or fewer', { stops: 'ONE_OR_LESS' }, ['nonstop-dl', 'cheap-nk', 'red-eye-b6']],
    ['no low-cost carriers', { noLowCostCarriers: true }, ['nonstop-dl', 'two-stop-aa']],
    ['only AA and AS', { airlines: ['AA', 'AS'] }, ['two-stop-aa']],
    ['AA alone leaves out an AA+AS trip', { airlines: ['AA'] }, []],
    ['leave between 6:00 and 9:00', { departureWindow: [360, 540] }, ['nonstop-dl', 'cheap-nk']],
    ['arrive before noon', { arrivalWindow: [0, 720] }, ['nonstop-dl', 'red-eye-b6']],
    ['no slice over 7 hours', { maxDurationMinutes: 420 }, ['nonstop-dl', 'red-eye-b6']],
    ['$250 to $350', { priceRange: [25000, 35000] }, ['red-eye-b6', 'two-stop-aa']],
    ['combined: no LCC and nonstop', { noLowCostCarriers: true, stops: 'NONE' }, ['nonstop-dl']],
  ])('%s', (_, f, expected) => {
    expect(ids(f)).toEqual(expected);
  });
});

describe('sortItineraries', () => {
  it.each([
    ['fareScore', ['nonstop-dl', 'red-eye-b6', 'cheap-nk', 'two-stop-aa']],
    ['price', ['cheap-nk', 'two-stop-aa', 'red-eye-b6', 'nonstop-dl']],
    ['duration', ['nonstop-dl', 'red-eye-b6', 'two-stop-aa', 'cheap-nk']],
    ['stops', ['nonstop-dl', 'red-eye-b6', 'cheap-nk', 'two-stop-aa']],
    ['departureTime', ['cheap-nk', 'nonstop-dl', 'two-stop-aa', 'red-eye-b6']],
    ['arrivalTime', ['nonstop-dl', 'cheap-nk', 'two-stop-aa', 'red-eye-b6']],
  ] as const)('by %s', (key, expected) => {
    expect(sortItineraries(items, key).map((i) => i.id)).toEqual(expected);
  });
});

describe('facets and paging', () => {
  it('counts each stops option with the other filters applied, and airlines with their lowest price', () => {
    const f = flightFacets(items, { ...none, noLowCostCarriers: true, stops: 'NONE' }, lowCost);
    expect(f.stops).toEqual({ DEFAULT: 2, ANY_NUMBER: 2, NONE: 1, ONE_OR_LESS: 1, TWO_OR_LESS: 2 });
    expect(f.airlines).toEqual([{ code: 'DL', count: 1, minPrice: 40000 }]);
    expect(f.price).toEqual({ min: 22000, max: 40000 });
    expect(f.durationMinutes).toEqual({ min: 330, max: 790 });
  });

  // Issue 23, defect 2: a count that promised flights the filter then hid.
  it.each<[string, Partial<FlightFilters>]>([
    ['no other filter', {}],
    ['nonstop only', { stops: 'NONE' }],
    ['no low-cost carriers', { noLowCostCarriers: true }],
  ])('with %s, each airline counts exactly what choosing it alone shows', (_, filters) => {
    const f = { ...none, ...filters };
    for (const facet of flightFacets(items, f, lowCost).airlines) {
      const alone = items.filter((it) => matchesFilters(it, { ...f, airlines: [facet.code] }, lowCost));
      expect(facet.count, facet.code).toBe(alone.length);
      if (alone.length > 0) expect(facet.minPrice).toBe(Math.min(...alone.map((it) => it.fares[0]!.amount.fiat.value)));
    }
  });

  it('an airline that only flies part of trips counts 0, priced by the cheapest trip it is part of', () => {
    const f = flightFacets(items, none, lowCost);
    expect(f.airlines.filter((a) => a.code === 'AA' || a.code === 'AS')).toEqual([
      { code: 'AA', count: 0, minPrice: 26000 },
      { code: 'AS', count: 0, minPrice: 26000 },
    ]);
  });

  it('answers one page with the totals before and after filtering', () => {
    const answer: FlightSearchResponse = { itineraries: items, airlines: [], airports: [] };
    const page = shopPage(answer, { filters: { ...none, stops: 'ONE_OR_LESS' }, sort: 'price', offset: 1, limit: 1 });
    expect(page.itineraries.map((i) => i.id)).toEqual(['red-eye-b6']);
    expect([page.total, page.found, page.offset, page.limit]).toEqual([3, 4, 1, 1]);
    expect(shopPage(answer, { filters: none, sort: 'price', offset: 10, limit: 10 }).itineraries).toEqual([]);
  });

  it('reads local clock minutes from a zoned time', () => {
    expect(localMinutes('2027-01-20T22:30:00-05:00')).toBe(1350);
  });
});
