import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripKey } from '../../src/lib/domain/flights/watches';
import { WatchAlertRunAnswerSchema, type FlightWatch } from '../../src/lib/domain/flights/watches.schema';
import { flightWatches } from '../../src/server/db/schema';
import { tripPrice } from '../../src/server/services/flight-watches';
import { runWatchAlerts } from '../../src/server/services/watch-alerts';
import { createTestContext, signedInClient, type TestContext } from './helpers/context';
import { inDays } from './helpers/dates';
import { freshTrip, json, W, watchApi } from './helpers/watches';
import { suiteClock } from './helpers/clock';
import { homeToday } from '../../src/lib/domain/shared/dates';

// The hourly price check on the database (the decision table itself is tests/unit/domain/watches.test.ts).

// A clock one second further on every reading, so newest first is never a tie.
let t = suiteClock().getTime();
const now = () => new Date((t += 1000));
// The alert runs' own clock runs days ahead when a test moves it (sessions would not survive the app's clock moving so).
let daysAhead = 0;
const nextDay = () => daysAhead++;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, now);
});
afterAll(() => ctx.close());

const { user, watch, list, alerts, patch, settings } = watchApi(() => ctx);

/** Prices the alert run sees: scripted per trip, the simulator's for every other trip in this file's database. */
const scripted = new Map<string, number>();
const run = () =>
  runWatchAlerts(
    { db: ctx.database.db, priceOf: (trip, day) => scripted.get(tripKey(trip)) ?? tripPrice(trip, day) },
    new Date(now().getTime() + daysAhead * 86_400_000),
  );
const setPrice = (w: FlightWatch, price: number) => scripted.set(w.tripKey, price);

describe('the hourly alert run', () => {
  it('re-prices watches and writes a PriceDrop alert for a drop of the threshold', async () => {
    const c = await user();
    const w = await watch(c, freshTrip());
    setPrice(w, w.priceAtWatch - 19_99);
    await run();
    let [seen] = (await list(c)).watches;
    expect(seen).toMatchObject({ currentPrice: w.priceAtWatch - 19_99, lowestSeen: w.priceAtWatch - 19_99, lastAlertAt: null });
    expect(Date.parse(seen!.lastCheckedAt!)).toBeGreaterThan(Date.parse(w.lastCheckedAt!));
    expect(await alerts(c)).toEqual([]);

    setPrice(w, w.priceAtWatch - 20_00);
    await run();
    const [alert] = await alerts(c);
    expect(alert).toMatchObject({ watchId: w.id, kind: 'PriceDrop', price: w.priceAtWatch - 20_00, previousPrice: w.priceAtWatch });
    [seen] = (await list(c)).watches;
    expect(seen!.lastAlertAt).toBe(alert!.createdAt);

    // A rise is remembered as the current price; the lowest seen stays.
    setPrice(w, w.priceAtWatch + 50_00);
    await run();
    [seen] = (await list(c)).watches;
    expect(seen).toMatchObject({ currentPrice: w.priceAtWatch + 50_00, lowestSeen: w.priceAtWatch - 20_00 });
  });

  it('sends at most one alert a day, the best one, and the next day the next', async () => {
    const c = await user();
    const small = await watch(c, freshTrip());
    const large = await watch(c, freshTrip());
    setPrice(small, small.priceAtWatch - 30_00);
    setPrice(large, large.priceAtWatch - 90_00);
    await run();
    expect((await alerts(c)).map((a) => a.watchId)).toEqual([large.id]);
    await run();
    expect(await alerts(c)).toHaveLength(1);

    nextDay();
    await run();
    const two = await alerts(c);
    expect(two.map((a) => [a.watchId, a.kind])).toEqual([
      [small.id, 'PriceDrop'],
      [large.id, 'PriceDrop'],
    ]);
    nextDay();
    await run();
    expect(await alerts(c)).toHaveLength(2);
  });

  it('honours the switch and the threshold the user set', async () => {
    const c = await user();
    const w = await watch(c, freshTrip());
    await settings(c, { alertsEnabled: false, minDrop: 20_00 });
    setPrice(w, w.priceAtWatch - 100_00);
    await run();
    expect(await alerts(c)).toEqual([]);
    expect((await list(c)).watches[0]!.currentPrice).toBe(w.priceAtWatch - 100_00);

    await settings(c, { alertsEnabled: true, minDrop: 150_00 });
    await run();
    expect(await alerts(c)).toEqual([]);
    setPrice(w, w.priceAtWatch - 150_00);
    await run();
    expect((await alerts(c)).map((a) => a.price)).toEqual([w.priceAtWatch - 150_00]);
  });

  it('announces a reached target even below the threshold, once', async () => {
    const c = await user();
    const v = await watch(c, freshTrip());
    await patch(c, v.id, { targetPrice: v.priceAtWatch - 5_00 });
    setPrice(v, v.priceAtWatch - 6_00);
    await run();
    expect(await alerts(c)).toMatchObject([
      { watchId: v.id, kind: 'TargetReached', price: v.priceAtWatch - 6_00, previousPrice: v.priceAtWatch },
    ]);
    nextDay();
    setPrice(v, v.priceAtWatch - 7_00);
    await run();
    expect(await alerts(c)).toHaveLength(1);
  });

  it('leaves departed trips alone, and their alerts go when the watch goes', async () => {
    const { client: c, userId } = await signedInClient(ctx);
    const w = await watch(c, freshTrip());
    setPrice(w, w.priceAtWatch - 100_00);
    await run();
    expect(await alerts(c)).toHaveLength(1);
    await ctx.database.db
      .update(flightWatches)
      .set({ trip: { tripType: w.tripType, passengers: w.passengers, slices: w.slices.map((s) => ({ ...s, departureDate: inDays(-3) })) } })
      .where(eq(flightWatches.userId, userId));
    const before = (await list(c)).watches[0]!;
    nextDay();
    await run();
    expect((await list(c)).watches[0]!.lastCheckedAt).toBe(before.lastCheckedAt);

    await json(await c.request('DELETE', `${W}/${w.id}`));
    expect(await alerts(c)).toEqual([]);
  });

  it('runs from the testing route (test hooks only), with the real prices', async () => {
    const c = await user();
    const w = await watch(c, freshTrip());
    const result = WatchAlertRunAnswerSchema.parse(await json(await c.request('POST', '/api/v0/testing/watchAlerts/run')));
    expect(result.checked).toBeGreaterThanOrEqual(1);
    const [seen] = (await list(c)).watches;
    expect(Date.parse(seen!.lastCheckedAt!)).toBeGreaterThan(Date.parse(w.lastCheckedAt!));
    expect(seen!.currentPrice).toBe(tripPrice(w, homeToday(now().getTime())));
  });
});
