import { describe, expect, it } from 'vitest';
import { defaultShopParams, noFilters, type ShopParams } from '../../../../src/lib/domain/flights/flight-shop-params';
import { outboundOptions, returnOptions, returnView, shopView, sliceKey } from '../../../../src/lib/domain/flights/flight-shop-steps';
import type { FlightFilters } from '../../../../src/lib/domain/flights/flights.schema';
import { back, out, roundTripAnswer, roundTrips, slice, seg, trip } from './flight-fixtures';

const DL = 'DL401.202612100800';
const AA = 'AA100.202612100600_AA200.202612100900';
const NK = 'NK300.202612102100_NK301.202612110600';
const params = (over: Partial<ShopParams> = {}, filters: Partial<FlightFilters> = {}): ShopParams => ({
  ...defaultShopParams(),
  ...over,
  filters: { ...noFilters(), ...filters },
});

describe('sliceKey', () => {
  it.each([
    ['a nonstop', out.dl, DL],
    ['a connection', out.aaVia, AA],
    ['a connection over midnight', out.nkRedEye, NK],
  ])('%s', (_, s, key) => {
    expect(sliceKey(s)).toBe(key);
  });

  it('is the same for the same flights in another answer, different for another time', () => {
    const again = slice(seg('DL401', 'JFK', 'LAX', '2026-12-10T08:00:00-05:00', '2026-12-10T11:20:00-08:00'));
    const later = slice(seg('DL401', 'JFK', 'LAX', '2026-12-11T08:00:00-05:00', '2026-12-11T11:20:00-08:00'));
    expect(sliceKey(again)).toBe(sliceKey(out.dl));
    expect(sliceKey(later)).not.toBe(sliceKey(out.dl));
  });
});

describe('outboundOptions', () => {
  const options = outboundOptions(roundTrips);

  it('one per distinct outbound, in first-seen order', () => {
    expect(options.map((o) => o.option.id)).toEqual([DL, AA, NK]);
    expect(options.map((o) => o.option.slices)).toEqual([[out.dl], [out.aaVia], [out.nkRedEye]]);
  });

  it.each([
    // key, cheapest trip, price, best score, tags of all its trips, carriers of the outbound only
    [DL, 't2', 39000, 0.9, ['Best Overall'], ['DL'], 'single'],
    [AA, 't4', 36000, 0.75, ['Best Quality'], ['AA'], 'single'],
    [NK, 't6', 21000, 0.6, ['Best Price'], ['NK'], 'virtualInterline'],
  ])('%s: from %s at %i', (key, cheapest, price, score, tags, airlines, type) => {
    const o = options.find((x) => x.option.id === key)!;
    expect(o.cheapest.id).toBe(cheapest);
    expect(o.option.fares[0]!.amount.fiat.value).toBe(price);
    expect(o.option.score).toBe(score);
    expect(o.option.tags).toEqual(tags);
    expect(o.option.airlines).toEqual(airlines);
    expect(o.option.multiTicketType).toBe(type);
  });

  it('leaves the trips it read untouched', () => {
    expect(roundTrips[0]!.slices).toHaveLength(2);
    expect(roundTrips[0]!.score).toBe(0.9);
  });
});

describe('returnOptions', () => {
  it('the trips with that outbound, return slice first', () => {
    const r = returnOptions(roundTrips, DL);
    expect(r.map((it) => it.id)).toEqual(['t1', 't2', 't3']);
    expect(r.map((it) => it.slices[0])).toEqual([back.dl, back.dlLate, back.aa]);
    expect(returnOptions(roundTrips, 'XX1.202612100000')).toEqual([]);
  });

  it('returnView puts the return first and leaves the original', () => {
    expect(returnView(roundTrips[0]!).slices).toEqual([back.dl, out.dl]);
    expect(roundTrips[0]!.slices).toEqual([out.dl, back.dl]);
  });
});

describe('shopView: round trip, outbound step', () => {
  it.each<[string, Partial<ShopParams>, Partial<FlightFilters>, string[], number[]]>([
    ['recommended: best score first', {}, {}, [DL, AA, NK], [39000, 36000, 21000]],
    ['price', { sort: 'price' }, {}, [NK, AA, DL], [21000, 36000, 39000]],
    ['duration of the outbound', { sort: 'duration' }, {}, [DL, AA, NK], [39000, 36000, 21000]],
    ['departure time of the outbound', { sort: 'departureTime' }, {}, [AA, DL, NK], [36000, 39000, 21000]],
    ['nonstop (every slice of the trip)', {}, { stops: 'NONE' }, [DL], [39000]],
    ['no low-cost carriers: the from price rises', { sort: 'price' }, { noLowCostCarriers: true }, [AA, DL], [36000, 39000]],
    ['only Delta', {}, { airlines: ['DL'] }, [DL], [39000]],
    ['price range over the trip', { sort: 'price' }, { priceRange: [40000, 50000] }, [DL, AA], [42000, 47000]],
    ['morning departures', {}, { departureWindow: [300, 719] }, [DL, AA], [39000, 36000]],
    ['nothing matches', {}, { maxDurationMinutes: 60 }, [], []],
  ])('%s', (_, over, filters, keys, prices) => {
    const v = shopView(roundTripAnswer, 'roundTrip', params(over, filters));
    expect(v.step).toBe('outbound');
    expect(v.rows.map((r) => r.key)).toEqual(keys);
    expect(v.rows.map((r) => r.price)).toEqual(prices);
    expect(v.found).toBe(3);
    expect(v.outbound).toBeNull();
  });

  it('rows show the outbound and keep the cheapest trip behind them', () => {
    const [dl] = shopView(roundTripAnswer, 'roundTrip', params()).rows;
    expect(dl!.slices).toEqual([out.dl]);
    expect(dl!.itinerary.id).toBe('t2');
    expect(dl!.tags).toEqual(['Best Overall']);
  });

  it('counts outbound flights, not trips, in the facets; an airline only in mixed trips counts 0', () => {
    const v = shopView(roundTripAnswer, 'roundTrip', params({}, { stops: 'NONE' }));
    expect(v.facets.stops).toEqual({ DEFAULT: 3, ANY_NUMBER: 3, NONE: 1, ONE_OR_LESS: 3, TWO_OR_LESS: 3 });
    expect(v.facets.airlines).toEqual([
      { code: 'DL', count: 1, minPrice: 39000 },
      { code: 'AA', count: 0, minPrice: 45000 },
    ]);
  });
});

describe('shopView: round trip, return step', () => {
  it.each<[string, Partial<ShopParams>, Partial<FlightFilters>, string[]]>([
    ['recommended', {}, {}, ['t1', 't2', 't3']],
    ['price', { sort: 'price' }, {}, ['t2', 't1', 't3']],
    ['departure time of the return', { sort: 'departureTime' }, {}, ['t1', 't3', 't2']],
    ['arrival time of the return', { sort: 'arrivalTime' }, {}, ['t1', 't3', 't2']],
    ['an evening departure window looks at the return', {}, { departureWindow: [1080, 1439] }, ['t2']],
    ['only Delta on both flights', {}, { airlines: ['DL'] }, ['t1', 't2']],
  ])('%s', (_, over, filters, ids) => {
    const v = shopView(roundTripAnswer, 'roundTrip', params({ step: 'return', outbound: DL, ...over }, filters));
    expect(v.step).toBe('return');
    expect(v.rows.map((r) => r.key)).toEqual(ids);
    expect(v.found).toBe(3);
    expect(v.outbound).toEqual({ key: DL, slice: out.dl, from: 39000 });
  });

  it('rows show the return and carry the whole trip in order', () => {
    const v = shopView(roundTripAnswer, 'roundTrip', params({ step: 'return', outbound: DL }));
    expect(v.rows[0]).toMatchObject({ key: 't1', slices: [back.dl], price: 42000, tags: ['Best Overall'] });
    expect(v.rows[0]!.itinerary).toBe(roundTrips[0]);
  });

  it('an outbound the answer does not have falls back to the outbound step', () => {
    const v = shopView(roundTripAnswer, 'roundTrip', params({ step: 'return', outbound: 'XX1.202612100000' }));
    expect(v.step).toBe('outbound');
    expect(v.rows).toHaveLength(3);
  });
});

describe('shopView: one-way and multi-city list whole trips', () => {
  const oneWays = [trip('a', [out.dl], 20000, { score: 0.4 }), trip('b', [out.nkRedEye], 9000, { score: 0.8 })];
  const answer = { ...roundTripAnswer, itineraries: oneWays };

  it.each([
    ['oneWay', {}, ['b', 'a']],
    ['oneWay', { sort: 'duration' as const }, ['a', 'b']],
    ['multiCity', {}, ['b', 'a']],
  ] as const)('%s %j', (type, over, ids) => {
    const v = shopView(answer, type, params(over));
    expect(v.rows.map((r) => r.key)).toEqual(ids);
    expect(v.rows[0]!.slices).toBe(v.rows[0]!.itinerary.slices);
    expect(v.found).toBe(2);
  });

  it('ignores the return step', () => {
    expect(shopView(answer, 'oneWay', params({ step: 'return', outbound: DL })).step).toBe('outbound');
  });

  it('nothing found', () => {
    const v = shopView({ ...answer, itineraries: [] }, 'oneWay', params());
    expect(v).toMatchObject({ rows: [], found: 0 });
    expect(v.facets.price).toBeNull();
  });
});
