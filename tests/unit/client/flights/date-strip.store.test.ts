import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $stripPrices, loadStripPrices, stripRequest } from '../../../../src/lib/client/flights/date-strip.store';
import type { FlightSearchParams } from '../../../../src/lib/domain/flights/flight-search-params';
import { apiError, fakeApi, held, reply, settle } from '../profile/fake-api';

const NEARBY = 'POST /flights/nearbyDates';
const DAYS = ['2026-12-07', '2026-12-08', '2026-12-09'];
const search: FlightSearchParams = {
  tripType: 'roundTrip',
  slices: [
    { origin: 'JFK', destination: 'LAX', departureDate: '2026-12-08' },
    { origin: 'LAX', destination: 'JFK', departureDate: '2026-12-15' },
  ],
  passengers: { ADT: 2, CNN: 1, INF: 0, INS: 0 },
};
const answer = {
  days: [
    { date: '2026-12-07', lowest: 121900, level: 'low' },
    { date: '2026-12-08', lowest: null, level: null },
    { date: '2026-12-09', lowest: 134500, level: 'high' },
  ],
};

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi('/flights/shop/');
  $stripPrices.set({ key: '', state: 'NotCalled', lowest: {} });
});
afterEach(() => cleanStores($stripPrices));

describe('loadStripPrices: the search priced on the strip’s days', () => {
  it('asks once for the whole search (every flight, traveler and the fare class) and keeps each day’s price', async () => {
    api.on(NEARBY, reply(200, answer));
    const request = stripRequest({ ...search, fareClass: 'standard' } as FlightSearchParams, DAYS);
    await loadStripPrices(request);
    await loadStripPrices(request);
    expect(api.callsTo(NEARBY).map((c) => c.body)).toEqual([
      { tripType: 'roundTrip', slices: search.slices, passengers: search.passengers, fareClass: 'standard', departureDates: DAYS },
    ]);
    expect($stripPrices.get()).toMatchObject({
      state: 'Success',
      lowest: { '2026-12-07': 121900, '2026-12-08': null, '2026-12-09': 134500 },
    });
  });

  it('says Failed when the call fails, and asks again next time', async () => {
    api.on(NEARBY, apiError(500, 'Internal', 'Oops'), reply(200, answer));
    await loadStripPrices(stripRequest(search, DAYS));
    expect($stripPrices.get().state).toBe('Failed');
    await loadStripPrices(stripRequest(search, DAYS));
    expect($stripPrices.get().state).toBe('Success');
  });

  it('drops an older answer once another search or days are asked for', async () => {
    const first = held();
    api.on(NEARBY, first.answer, reply(200, { days: [{ date: '2026-12-10', lowest: 50000, level: 'medium' }] }));
    const older = loadStripPrices(stripRequest(search, DAYS));
    await loadStripPrices(stripRequest(search, ['2026-12-10']));
    first.release(reply(200, answer));
    await older;
    await settle();
    expect($stripPrices.get()).toMatchObject({ state: 'Success', lowest: { '2026-12-10': 50000 } });
  });

  it('asks nothing without days or without a place', async () => {
    expect(stripRequest(search, [])).toBeNull();
    expect(stripRequest({ ...search, slices: [{ origin: 'JFK', destination: '', departureDate: '2026-12-08' }] }, DAYS)).toBeNull();
    await loadStripPrices(null);
    expect(api.callsTo(NEARBY)).toHaveLength(0);
  });
});
