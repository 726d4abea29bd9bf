import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $stripPrices, loadStripPrices } from '../../../../src/lib/client/flights/date-strip.store';
import { apiError, fakeApi, held, reply, settle } from '../profile/fake-api';

const CALENDAR = 'POST /flights/calendar';
const DAYS = ['2026-12-07', '2026-12-08', '2026-12-09'];
const answer = {
  days: [
    { date: '2026-12-07', lowest: 21900, level: 'low' },
    { date: '2026-12-08', lowest: null, level: null },
    { date: '2026-12-09', lowest: 34500, level: 'high' },
  ],
};

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi('/flights/shop/');
  $stripPrices.set({ key: '', state: 'NotCalled', lowest: {} });
});
afterEach(() => cleanStores($stripPrices));

describe('loadStripPrices: the strip’s days from the price calendar', () => {
  it('asks the calendar for the strip’s days once, and keeps each day’s lowest fare (null: nothing flies)', async () => {
    api.on(CALENDAR, reply(200, answer));
    await loadStripPrices('JFK', 'LAX', DAYS);
    await loadStripPrices('JFK', 'LAX', DAYS);
    expect(api.callsTo(CALENDAR).map((c) => c.body)).toEqual([{ origin: 'JFK', destination: 'LAX', from: '2026-12-07', days: 3 }]);
    expect($stripPrices.get()).toMatchObject({
      state: 'Success',
      lowest: { '2026-12-07': 21900, '2026-12-08': null, '2026-12-09': 34500 },
    });
  });

  it('says Failed when the call fails, and asks again next time', async () => {
    api.on(CALENDAR, apiError(500, 'Internal', 'Oops'), reply(200, answer));
    await loadStripPrices('JFK', 'LAX', DAYS);
    expect($stripPrices.get().state).toBe('Failed');
    await loadStripPrices('JFK', 'LAX', DAYS);
    expect($stripPrices.get().state).toBe('Success');
  });

  it('drops an older answer once other days are asked for', async () => {
    const first = held();
    api.on(CALENDAR, first.answer, reply(200, { days: [{ date: '2026-12-10', lowest: 50000, level: 'medium' }] }));
    const older = loadStripPrices('JFK', 'LAX', DAYS);
    await loadStripPrices('JFK', 'LAX', ['2026-12-10']);
    first.release(reply(200, answer));
    await older;
    await settle();
    expect($stripPrices.get()).toMatchObject({ state: 'Success', lowest: { '2026-12-10': 50000 } });
  });

  it('asks nothing without days or a route', async () => {
    await loadStripPrices('JFK', 'JFK', DAYS);
    await loadStripPrices('JFK', 'LAX', []);
    expect(api.callsTo(CALENDAR)).toHaveLength(0);
  });
});
