import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PricePredictionResponseSchema } from '../../src/lib/domain/flights/flights.schema';
import { tripKey } from '../../src/lib/domain/flights/watches';
import { DEFAULT_WATCH_ALERT_SETTINGS, FlightWatchSchema, MAX_WATCHES, type WatchTrip } from '../../src/lib/domain/flights/watches.schema';
import { flightWatches } from '../../src/server/db/schema';
import { tripPrice } from '../../src/server/services/flight-watches';
import { runWatchAlerts } from '../../src/server/services/watch-alerts';
import { Client, createTestContext, signedInClient, type TestContext } from './helpers/context';
import { inDays } from './helpers/dates';
import { expectError } from './helpers/http';
import { freshTrip, json, W, watchApi } from './helpers/watches';
import { suiteClock } from './helpers/clock';

// The alert run's rules are in watch-alerts.test.ts; here the routes, their checks and who sees what.

// A clock one second further on every reading, so newest first is never a tie.
let t = suiteClock().getTime();
const now = () => new Date((t += 1000));

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, now);
});
afterAll(() => ctx.close());

const { user, watch, list, alerts, patch, settings } = watchApi(() => ctx);
const scripted = new Map<string, number>();
/** Alert runs here see scripted prices only (others: nothing for sale), so they never wait on the simulator. */
const run = () => runWatchAlerts({ db: ctx.database.db, priceOf: (trip) => scripted.get(tripKey(trip)) ?? null }, now());

describe('watching a trip', () => {
  it('a new user watches nothing and has the default settings', async () => {
    expect(await list(await user())).toEqual({ watches: [], settings: DEFAULT_WATCH_ALERT_SETTINGS });
  });

  it('watches a trip priced now (the prediction’s current price), lists it, and answers the same watch again', async () => {
    const c = await user();
    const trip = freshTrip();
    const w = await watch(c, trip);
    expect(w).toMatchObject({
      tripKey: tripKey(trip),
      tripType: 'roundTrip',
      slices: trip.slices,
      passengers: trip.passengers,
      targetPrice: null,
      lastAlertAt: null,
    });
    expect(w.priceAtWatch).toBeGreaterThan(0);
    expect(w.currentPrice).toBe(w.priceAtWatch);
    expect(w.lowestSeen).toBe(w.priceAtWatch);
    expect(Date.parse(w.createdAt)).toBeGreaterThan(0);
    expect(w.lastCheckedAt).toBe(w.createdAt);

    const [out, back] = trip.slices;
    const prediction = PricePredictionResponseSchema.parse(
      await json(
        await c.request('POST', '/api/v0/flights/prediction', {
          origin: out!.origin,
          destination: out!.destination,
          departureDate: out!.departureDate,
          returnDate: back!.departureDate,
        }),
      ),
    );
    expect(prediction.current).toBe(w.priceAtWatch);

    // Same trip, typed in lower case and with search-only fields: the same watch, 200, unchanged.
    const lower = { ...trip, slices: trip.slices.map((s) => ({ ...s, origin: s.origin.toLowerCase() })) };
    const again = await watch(c, lower, { fareClass: 'premium', targetPrice: 100_00 }, 200);
    expect(again).toEqual(w);
    expect((await list(c)).watches).toEqual([w]);
  });

  it('lists newest first and takes one-way and multi-city trips', async () => {
    const c = await user();
    const oneWay: WatchTrip = {
      tripType: 'oneWay',
      slices: [{ origin: 'YUL', destination: 'CDG', departureDate: inDays(60) }],
      passengers: { ADT: 2, CNN: 1, INF: 0, INS: 0 },
    };
    const multi: WatchTrip = {
      tripType: 'multiCity',
      slices: [
        { origin: 'JFK', destination: 'LHR', departureDate: inDays(61) },
        { origin: 'LHR', destination: 'CDG', departureDate: inDays(64) },
        { origin: 'CDG', destination: 'JFK', departureDate: inDays(70) },
      ],
      passengers: { ADT: 1, CNN: 0, INF: 1, INS: 0 },
    };
    const a = await watch(c, oneWay, { targetPrice: 300_00 });
    const b = await watch(c, multi);
    expect(a.targetPrice).toBe(300_00);
    expect(b.priceAtWatch).toBe(tripPrice(multi, inDays(0)));
    expect((await list(c)).watches.map((w) => w.id)).toEqual([b.id, a.id]);
  });

  it.each([
    ['a lap infant without an adult to hold it', { passengers: { ADT: 1, CNN: 0, INF: 2, INS: 0 } }, 'TooManyLapInfants', 'passengers'],
    ['no adult', { passengers: { ADT: 0, CNN: 1, INF: 0, INS: 0 } }, 'NoAdultPassenger', 'passengers'],
    [
      'an airport no one knows',
      { slices: [{ origin: 'QQQ', destination: 'LAX', departureDate: inDays(40) }], tripType: 'oneWay' },
      'UnknownLocation',
      'slices.0.origin',
    ],
    [
      'a past date',
      { slices: [{ origin: 'JFK', destination: 'LAX', departureDate: inDays(-1) }], tripType: 'oneWay' },
      'InvalidDates',
      'slices.0.departureDate',
    ],
    [
      'a date too far ahead',
      { slices: [{ origin: 'JFK', destination: 'LAX', departureDate: inDays(400) }], tripType: 'oneWay' },
      'InvalidDates',
      'slices.0.departureDate',
    ],
    [
      'a round trip of one flight',
      { slices: [{ origin: 'JFK', destination: 'LAX', departureDate: inDays(40) }] },
      'ValidationFailed',
      'slices',
    ],
  ])('refuses %s (422 like a search)', async (_, change, code, field) => {
    const c = await user();
    const error = await expectError(await c.request('POST', W, { ...freshTrip(), ...change }), 422, code);
    expect((error.details as { fields: { path: string }[] }).fields.map((f) => f.path)).toEqual([field]);
    expect((await list(c)).watches).toEqual([]);
  });

  it.each([
    ['no body fields', {}],
    ['a trip type of its own', { tripType: 'openJaw' }],
    ['six flights', { tripType: 'multiCity', slices: Array(6).fill({ origin: 'JFK', destination: 'LAX', departureDate: inDays(40) }) }],
    ['a target in dollars with cents', { targetPrice: 99.5 }],
    ['a negative target', { targetPrice: -100 }],
    ['a target under a dollar', { targetPrice: 50 }],
    ['a malformed date', { slices: [{ origin: 'JFK', destination: 'LAX', departureDate: '12/10/2027' }] }],
  ])('answers 400 to %s', async (_, change) => {
    const c = await user();
    const body = Object.keys(change).length === 0 ? {} : { ...freshTrip(), ...change };
    await expectError(await c.request('POST', W, body), 400, 'ValidationFailed');
  });

  it(`keeps at most ${MAX_WATCHES} watches, with a message a person can act on; watching one already watched still answers it`, async () => {
    const { client: c, userId } = await signedInClient(ctx);
    const first = await watch(c, freshTrip());
    const filler = Array.from({ length: MAX_WATCHES - 2 }, (_, i) => ({
      userId,
      tripKey: `filler-${i}`,
      trip: freshTrip(),
      priceAtWatch: 100_00,
      lowestSeen: 100_00,
    }));
    await ctx.database.db.insert(flightWatches).values(filler);
    await watch(c, freshTrip());
    const error = await expectError(await c.request('POST', W, freshTrip()), 422, 'TooManyWatches');
    expect(error.message).toMatch(/up to 50 trips.*Watched trips/);
    expect(await watch(c, { tripType: first.tripType, slices: first.slices, passengers: first.passengers }, {}, 200)).toEqual(first);
    expect((await list(c)).watches).toHaveLength(MAX_WATCHES);
  });

  it('two watches of the same trip at once make one watch', async () => {
    const c = await user();
    const trip = freshTrip();
    const [a, b] = await Promise.all([c.request('POST', W, trip), c.request('POST', W, trip)]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    const [wa, wb] = [FlightWatchSchema.parse(await a.json()), FlightWatchSchema.parse(await b.json())];
    expect(wa.id).toBe(wb.id);
    expect((await list(c)).watches).toHaveLength(1);
  });
});

describe('target price, stopping, settings', () => {
  it('sets, keeps and clears the target price', async () => {
    const c = await user();
    const w = await watch(c, freshTrip());
    expect(await patch(c, w.id, { targetPrice: 250_00 })).toEqual({ ...w, targetPrice: 250_00 });
    expect(await patch(c, w.id, {})).toEqual({ ...w, targetPrice: 250_00 });
    expect(await patch(c, w.id, { targetPrice: null })).toEqual(w);
    await expectError(await c.request('PATCH', `${W}/${w.id}`, { targetPrice: 'cheap' }), 400, 'ValidationFailed');
    await expectError(await c.request('PATCH', `${W}/not-a-uuid`, { targetPrice: 100_00 }), 400, 'ValidationFailed');
    await expectError(await c.request('PATCH', `${W}/${randomUUID()}`, { targetPrice: 100_00 }), 404, 'NotFound');
  });

  it('stops watching; a second stop and an unknown id answer 404', async () => {
    const c = await user();
    const w = await watch(c, freshTrip());
    expect(await json(await c.request('DELETE', `${W}/${w.id}`))).toEqual({ Response: 'Success' });
    expect((await list(c)).watches).toEqual([]);
    await expectError(await c.request('DELETE', `${W}/${w.id}`), 404, 'NotFound');
    await expectError(await c.request('DELETE', `${W}/${randomUUID()}`), 404, 'NotFound');
    await expectError(await c.request('DELETE', `${W}/nope`), 400, 'ValidationFailed');
  });

  it('saves the alert settings and lists them with the watches', async () => {
    const c = await user();
    expect(await settings(c, { alertsEnabled: false, minDrop: 50_00 })).toEqual({ alertsEnabled: false, minDrop: 50_00 });
    expect((await list(c)).settings).toEqual({ alertsEnabled: false, minDrop: 50_00 });
    expect(await settings(c, { alertsEnabled: true, minDrop: 0 })).toEqual({ alertsEnabled: true, minDrop: 0 });
    expect((await list(c)).settings).toEqual({ alertsEnabled: true, minDrop: 0 });
    for (const bad of [
      {},
      { alertsEnabled: true },
      { alertsEnabled: 'yes', minDrop: 100 },
      { alertsEnabled: true, minDrop: -1 },
      { alertsEnabled: true, minDrop: 1.5 },
    ]) {
      await expectError(await c.request('PUT', `${W}/settings`, bad), 400, 'ValidationFailed');
    }
    expect((await list(c)).settings).toEqual({ alertsEnabled: true, minDrop: 0 });
  });
});

describe('isolation between users', () => {
  it("another user's watch id answers 404 on every route and changes nothing; lists, alerts and settings are per user", async () => {
    const a = await user();
    const b = await user();
    const trip = freshTrip();
    const wa = await watch(a, trip, { targetPrice: 200_00 });
    await settings(a, { alertsEnabled: true, minDrop: 1_00 });
    scripted.set(wa.tripKey, wa.priceAtWatch - 10_00);
    await run();
    expect(await alerts(a)).toHaveLength(1);

    await expectError(await b.request('PATCH', `${W}/${wa.id}`, { targetPrice: null }), 404, 'NotFound');
    await expectError(await b.request('PATCH', `${W}/${wa.id}`, {}), 404, 'NotFound');
    await expectError(await b.request('DELETE', `${W}/${wa.id}`), 404, 'NotFound');
    expect(await list(b)).toEqual({ watches: [], settings: DEFAULT_WATCH_ALERT_SETTINGS });
    expect(await alerts(b)).toEqual([]);

    // B watching the same trip makes B's own watch.
    const wb = await watch(b, trip);
    expect(wb.id).not.toBe(wa.id);
    await settings(b, { alertsEnabled: false, minDrop: 10_00 });

    const mine = await list(a);
    expect(mine.watches.map((w) => [w.id, w.targetPrice])).toEqual([[wa.id, 200_00]]);
    expect(mine.settings).toEqual({ alertsEnabled: true, minDrop: 1_00 });
    expect((await list(b)).watches.map((w) => w.id)).toEqual([wb.id]);
  });

  it('needs a session on every watch route', async () => {
    const anonymous = await new Client(ctx.app).init();
    for (const [method, path] of [
      ['GET', W],
      ['POST', W],
      ['PUT', `${W}/settings`],
      ['GET', `${W}/alerts`],
      ['PATCH', `${W}/${randomUUID()}`],
      ['DELETE', `${W}/${randomUUID()}`],
    ] as const) {
      await expectError(
        await anonymous.request(method, path, method === 'GET' || method === 'DELETE' ? undefined : {}),
        401,
        'Unauthorized',
      );
    }
  });
});
