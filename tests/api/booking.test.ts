import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '../../src/lib/domain/shared/errors.schema';
import { createApp } from '../../src/server/app';
import { bookings, idempotencyKeys, ledgerEntries, outbox, rewardsAccounts, trackingEvents } from '../../src/server/db/schema';
import { createLogger } from '../../src/server/logger';
import {
  BookingPollAnswerSchema,
  FlightBookAnswerSchema,
  SupplierTestSurnames,
  TripListAnswerSchema,
  FlightTripSchema,
  type FlightBookRequest,
} from '../../src/lib/domain/booking/booking.schema';
import { resolveDueBookings, startBookingWorker } from '../../src/server/services/booking/resolve';
import { BOOKING_DEADLINE_MS, SUPPLIER_LATENCY_MS } from '../../src/server/services/booking/rules';
import type { TravelerInput } from '../../src/lib/domain/profile/travelers.schema';
import { Client, createTestContext, signedInClient, type TestContext } from './helpers/context';
import { person, save } from './helpers/profile';
import { inDays } from './helpers/dates';
import { expectError, mutableClock } from './helpers/http';
import { fundBuyer, oneWayFare } from './helpers/booking';

// The booking engine: schedule → poll, the Idempotency-Key, the rewards ledger and holds,
// the simulated supplier's failures, and who sees which booking.

const BOOK = '/api/v0/flights/book';
const clock = mutableClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, clock.now);
});
afterAll(() => ctx.close());
const db = () => ctx.database.db;

/** A signed-in user with a miles account of `miles` (1 cent a mile) and one saved card. */
async function traveler(miles = 50_000) {
  const { client, userId } = await signedInClient(ctx, { withMilesAccount: true });
  const { account, cardId } = await fundBuyer(db(), userId, miles);
  return { client, userId, account, cardId, saved: new Map<string, Promise<string>>() };
}
type Traveler = Awaited<ReturnType<typeof traveler>>;

/** The id of the user's saved adult traveler of that surname (saved through the profile API once). */
function savedTraveler(t: Traveler, surname = 'Lovelace', extra: Partial<TravelerInput> = {}): Promise<string> {
  const key = `${surname}|${JSON.stringify(extra)}`;
  let id = t.saved.get(key);
  if (!id) {
    id = save(t.client, person({ givenName: 'Ada', surname, dateOfBirth: '1985-12-10', ...extra })).then((x) => x.id);
    t.saved.set(key, id);
  }
  return id;
}

let day = 0;
/** A one-way fare of its own (another departure day per call), priced as the shop page showed it. */
async function request(t: Traveler, opts: { rewards?: number; card?: boolean; surname?: string } = {}): Promise<FlightBookRequest> {
  return {
    ...oneWayFare(clock.now(), inDays(20 + (day++ % 280))),
    travelers: [{ travelerId: await savedTraveler(t, opts.surname), passengerType: 'ADT' }],
    contact: { email: 'ada@example.com', phone: '+1 212 555 0100' },
    payment: {
      ...(opts.card === false ? {} : { paymentMethodId: t.cardId }),
      ...(opts.rewards ? { rewards: { accountReferenceId: t.account.accountReferenceId, amount: opts.rewards } } : {}),
    },
  };
}

const book = (c: Client, body: unknown, key: string | null = randomUUID()) =>
  c.request('POST', BOOK, body, key === null ? {} : { 'Idempotency-Key': key });

async function scheduled(res: Response): Promise<string> {
  const text = await res.text();
  expect(res.status, text).toBe(201);
  return FlightBookAnswerSchema.parse(JSON.parse(text)).bookingId;
}
async function poll(c: Client, id: string) {
  const res = await c.request('GET', `${BOOK}/${id}`);
  expect(res.status).toBe(200);
  return BookingPollAnswerSchema.parse(await res.json());
}
async function balance(accountId: string) {
  const [row] = await db().select().from(rewardsAccounts).where(eq(rewardsAccounts.id, accountId));
  return row!.balanceValue;
}
async function ledger(accountId: string) {
  return db().select().from(ledgerEntries).where(eq(ledgerEntries.accountId, accountId)).orderBy(ledgerEntries.id);
}
const ledgerSum = async (accountId: string) => (await ledger(accountId)).reduce((s, e) => s + e.amount, 0);
const passSupplierLatency = () => clock.advance(SUPPLIER_LATENCY_MS + 1);
/** What the test accounts (2X on flights, miles) earn on a card part of `cents`: 2 miles a dollar, rounded up. */
const earnedMiles = (cents: number) => Math.ceil((cents * 2) / 100);

describe('schedule then poll', () => {
  it('books with split rewards and card: Pending, then Success with a confirmation number, shown in Trips', async () => {
    const t = await traveler();
    const body = await request(t, { rewards: 10_000 });
    const accountsNow = async () =>
      ((await (await t.client.request('PUT', '/api/v0/rewards/accounts')).json()) as { rewardsBalance: { value: number } }[]).map(
        (a) => a.rewardsBalance.value,
      );
    expect(await accountsNow()).toEqual([50_000]);
    const id = await scheduled(await book(t.client, body));
    expect(await poll(t.client, id)).toEqual({ bookingId: id, outcome: 'Pending', pollAfterMs: expect.any(Number) });
    expect(await balance(t.account.id)).toBe(40_000);
    // The rewards accounts the checkout reads show the held miles gone at once.
    expect(await accountsNow()).toEqual([40_000]);

    passSupplierLatency();
    const done = await poll(t.client, id);
    expect(done).toMatchObject({ bookingId: id, outcome: 'Success' });
    const confirmation = done.outcome === 'Success' ? done.confirmationNumber : '';
    expect(confirmation).toMatch(/^[A-Z2-9]{6}$/);

    // The card part earns at the card account's flight multiplier (2X: 2 miles a dollar, rounded up).
    const earned = earnedMiles(body.expectedTotal - 10_000);
    expect((await ledger(t.account.id)).map((e) => [e.kind, e.amount])).toEqual([
      ['Hold', -10_000],
      ['Earn', earned],
      ['Release', 10_000],
      ['Debit', -10_000],
    ]);
    expect(await balance(t.account.id)).toBe(40_000 + earned);
    expect(await ledgerSum(t.account.id)).toBe(-10_000 + earned);
    const events = await db()
      .select()
      .from(outbox)
      .where(sql`${outbox.payload}->>'bookingId' = ${id}`);
    // The email goes out through the outbox; analytics events are written with each change.
    expect(events.map((e) => e.kind)).toEqual(['BookingConfirmed']);
    const tracked = await db()
      .select()
      .from(trackingEvents)
      .where(sql`${trackingEvents.properties}->>'booking_id' = ${id}`)
      .orderBy(trackingEvents.id);
    expect(tracked.map((e) => [e.name, e.properties.amount_form, e.properties.total_minor])).toEqual([
      ['booking_scheduled', 'split', body.expectedTotal],
      ['booking_confirmed', 'split', body.expectedTotal],
    ]);

    const trips = TripListAnswerSchema.parse(await (await t.client.request('GET', '/api/v0/trips')).json()).trips;
    expect(trips).toHaveLength(1);
    const trip = FlightTripSchema.parse(await (await t.client.request('GET', `/api/v0/trips/${id}`)).json());
    expect(trips[0]).toEqual(trip);
    expect(trip).toMatchObject({
      id,
      kind: 'Flight',
      reservation: 'Confirmed',
      ticket: 'Ticketed',
      confirmationNumber: confirmation,
      failure: null,
      payment: {
        form: 'split',
        totalMinor: body.expectedTotal,
        rewardsMinor: 10_000,
        cardMinor: body.expectedTotal - 10_000,
        rewards: { accountReferenceId: t.account.accountReferenceId, amount: 10_000, currency: 'Miles' },
      },
    });
    expect(trip.fare.fareId).toBe(body.selection.fareId);
    expect(trip).toMatchObject({
      travelers: [{ givenName: 'Ada', surname: 'Lovelace', passengerType: 'ADT' }],
      protections: [],
      breakdown: { totalMinor: body.expectedTotal },
      rewardsEarned: { amount: earned, currency: 'Miles', accountReferenceId: t.account.accountReferenceId },
      contact: { email: 'ada@example.com' },
    });
    expect(trip.breakdown.lines.map((l) => l.kind)).toEqual(['BaseFare', 'Taxes']);
    // Every code the slices carry has its name beside it, from the same reference as the shop's.
    const segments = trip.slices.flatMap((s) => s.segments);
    const airlineCodes = new Set(segments.flatMap((g) => [g.marketingAirline.code, g.operatingAirline.code]));
    expect(new Set(trip.airlines.map((a) => a.code))).toEqual(airlineCodes);
    expect(trip.airlines.every((a) => a.name.length > 2 && a.name !== a.code)).toBe(true);
    expect(trip.airports.find((a) => a.code === 'JFK')).toMatchObject({ name: 'John F Kennedy Intl', city: 'New York' });
  });

  it('pays by card alone (only the Earn row) and with rewards alone (no card needed, nothing earned)', async () => {
    // Enough miles for any one-way fare of any day: a summer fare passes the default 50,000 ($500).
    const miles = 500_000;
    const t = await traveler(miles);
    const cardBody = await request(t);
    const byCard = await scheduled(await book(t.client, cardBody));
    const rewardsOnly = await request(t, { rewards: 1, card: false });
    rewardsOnly.payment.rewards!.amount = rewardsOnly.expectedTotal;
    const byRewards = await scheduled(await book(t.client, rewardsOnly));
    passSupplierLatency();
    expect((await poll(t.client, byCard)).outcome).toBe('Success');
    expect((await poll(t.client, byRewards)).outcome).toBe('Success');
    const trips = TripListAnswerSchema.parse(await (await t.client.request('GET', '/api/v0/trips')).json()).trips;
    expect(trips.map((x) => x.payment.form).sort()).toEqual(['fiat', 'rewards']);
    const earned = earnedMiles(cardBody.expectedTotal);
    expect(trips.find((x) => x.id === byRewards)!.rewardsEarned).toBeNull();
    expect(trips.find((x) => x.id === byCard)!.rewardsEarned).toMatchObject({ amount: earned });
    expect(await balance(t.account.id)).toBe(miles - rewardsOnly.expectedTotal + earned);
    expect(await ledgerSum(t.account.id)).toBe(-rewardsOnly.expectedTotal + earned);
  });

  it('refuses a split without a card, rewards above the total, and a card of another user', async () => {
    const t = await traveler();
    const other = await traveler();
    await expectError(await book(t.client, await request(t, { rewards: 100, card: false })), 422, 'ValidationFailed');
    const tooMuch = await request(t, { rewards: 1 });
    tooMuch.payment.rewards!.amount = tooMuch.expectedTotal + 1;
    await expectError(await book(t.client, tooMuch), 422, 'ValidationFailed');
    const stolen = await request(t);
    stolen.payment.paymentMethodId = other.cardId;
    await expectError(await book(t.client, stolen), 422, 'UserCardNotFound');
    const noTravelers = { ...(await request(t)), travelers: [] };
    await expectError(await book(t.client, noTravelers), 400, 'ValidationFailed');
    const twoTravelers = await request(t);
    twoTravelers.travelers.push({ travelerId: await savedTraveler(t, 'Babbage'), passengerType: 'ADT' });
    await expectError(await book(t.client, twoTravelers), 422, 'InvalidPassengers');
    expect(await db().select().from(bookings).where(eq(bookings.userId, t.userId))).toEqual([]);
    expect(await balance(t.account.id)).toBe(50_000);
  });

  it('answers OfferInvalid with the old and new price when the fare changed, and holds nothing', async () => {
    const t = await traveler();
    const body = await request(t, { rewards: 5_000 });
    const seen = body.expectedTotal - 1_500;
    const error = await expectError(await book(t.client, { ...body, expectedTotal: seen }), 422, 'OfferInvalid');
    expect(error.details).toMatchObject({ oldTotal: seen, newTotal: body.expectedTotal, nextAction: 'ConfirmNewPrice' });
    const unknownFare = { ...body, selection: { ...body.selection, fareId: 'no-such-fare' } };
    await expectError(await book(t.client, unknownFare), 422, 'NoAvailability');
    expect(await balance(t.account.id)).toBe(50_000);
    expect(await ledger(t.account.id)).toEqual([]);
  });
});

describe('Idempotency-Key', () => {
  it('is required and well-formed (400 naming the header)', async () => {
    const t = await traveler();
    const missing = await expectError(await book(t.client, await request(t), null), 400, 'ValidationFailed');
    expect(JSON.stringify(missing.details)).toContain('idempotency-key');
    await expectError(await book(t.client, await request(t), 'short'), 400, 'ValidationFailed');
    await expectError(await book(t.client, await request(t), 'has spaces in it!'), 400, 'ValidationFailed');
  });

  it('20 concurrent identical requests make exactly one booking and one hold; all get its id', async () => {
    const t = await traveler();
    const body = await request(t, { rewards: 7_000 });
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => book(t.client, body, key)));
    const ids = await Promise.all(answers.map(scheduled));
    expect(new Set(ids).size).toBe(1);
    expect(answers.filter((r) => r.headers.get('Idempotent-Replayed') === 'true')).toHaveLength(19);
    expect(await db().select().from(bookings).where(eq(bookings.userId, t.userId))).toHaveLength(1);
    expect((await ledger(t.account.id)).map((e) => [e.kind, e.amount])).toEqual([['Hold', -7_000]]);
    expect(await balance(t.account.id)).toBe(43_000);
    // A retry long after the booking settled still gets the first answer.
    passSupplierLatency();
    expect((await poll(t.client, ids[0]!)).outcome).toBe('Success');
    expect(await scheduled(await book(t.client, body, key))).toBe(ids[0]);
  });

  it('the same key with another body answers 422 IdempotencyKeyReused; a failure is replayed too', async () => {
    const t = await traveler(1_000);
    const key = randomUUID();
    const body = await request(t, { rewards: 900 });
    const id = await scheduled(await book(t.client, body, key));
    await expectError(
      await book(t.client, { ...body, contact: { ...body.contact, email: 'other@example.com' } }, key),
      422,
      'IdempotencyKeyReused',
    );
    // Another user's key space is their own.
    const other = await traveler();
    await scheduled(await book(other.client, await request(other), key));

    const failKey = randomUUID();
    const tooMuch = await request(t, { rewards: 500 });
    await expectError(await book(t.client, tooMuch, failKey), 422, 'RedemptionFailure');
    await db()
      .update(rewardsAccounts)
      .set({ balanceValue: 10_000, cashEquivalentMinor: 10_000 })
      .where(eq(rewardsAccounts.id, t.account.id));
    await expectError(await book(t.client, tooMuch, failKey), 422, 'RedemptionFailure');
    expect((await db().select().from(bookings).where(eq(bookings.userId, t.userId))).map((b) => b.id)).toEqual([id]);
    const keys = await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, t.userId));
    expect(keys.map((k) => k.responseStatus).sort()).toEqual([201, 422]);
  });
});

describe('rewards holds', () => {
  it('two concurrent bookings that together exceed the balance: one succeeds, one RedemptionFailure, balance exact', async () => {
    const t = await traveler(10_000);
    const bodies = [await request(t, { rewards: 6_000 }), await request(t, { rewards: 6_000 })];
    const [a, b] = await Promise.all(bodies.map((body) => book(t.client, body)));
    const statuses = [a!.status, b!.status].sort();
    expect(statuses).toEqual([201, 422]);
    await expectError(a!.status === 422 ? a! : b!, 422, 'RedemptionFailure');
    expect(await balance(t.account.id)).toBe(4_000);
    expect(await ledgerSum(t.account.id)).toBe(-6_000);
    expect(await db().select().from(bookings).where(eq(bookings.userId, t.userId))).toHaveLength(1);
  });

  it.each(SupplierTestSurnames)('a %s failure declines the booking and releases every hold in the same step', async (code) => {
    const t = await traveler();
    const id = await scheduled(await book(t.client, await request(t, { rewards: 3_000, surname: code.toLowerCase() })));
    expect(await balance(t.account.id)).toBe(47_000);
    passSupplierLatency();
    if (code === 'PollingTimeout') {
      expect((await poll(t.client, id)).outcome).toBe('Pending');
      clock.advance(BOOKING_DEADLINE_MS);
    }
    const answer = await poll(t.client, id);
    expect(answer).toMatchObject({
      bookingId: id,
      outcome: 'Failed',
      failure: { code, message: expect.any(String), nextAction: expect.any(String) },
    });
    expect((await ledger(t.account.id)).map((e) => [e.kind, e.amount])).toEqual([
      ['Hold', -3_000],
      ['Release', 3_000],
    ]);
    expect(await balance(t.account.id)).toBe(50_000);
    expect(await ledgerSum(t.account.id)).toBe(0);
    const trip = FlightTripSchema.parse(await (await t.client.request('GET', `/api/v0/trips/${id}`)).json());
    expect(trip).toMatchObject({ reservation: 'Declined', confirmationNumber: null, failure: { code } });
    const tracked = await db()
      .select()
      .from(trackingEvents)
      .where(sql`${trackingEvents.properties}->>'booking_id' = ${id}`)
      .orderBy(trackingEvents.id);
    expect(tracked.map((e) => [e.name, e.properties.failure_code])).toEqual([
      ['booking_scheduled', null],
      ['booking_failed', code],
    ]);
    expect(
      await db()
        .select()
        .from(outbox)
        .where(sql`${outbox.payload}->>'bookingId' = ${id}`),
    ).toEqual([]);
  });
});

describe('restart', () => {
  it('a booking left Pending by a stopped process is settled by the next process’s start-up run', async () => {
    const t = await traveler();
    const ok = await scheduled(await book(t.client, await request(t, { rewards: 2_000 })));
    const bad = await scheduled(await book(t.client, await request(t, { rewards: 1_000, surname: 'NoAvailability' })));
    passSupplierLatency();
    // A second app on the same database, as after a restart; its worker's first run settles both.
    await createApp({ db: db(), config: ctx.config, logger: createLogger('silent'), vault: ctx.vault, now: clock.now });
    const told: string[] = [];
    const stop = startBookingWorker({ db: db(), onSettled: (userId) => void told.push(userId) }, clock.now, 60_000);
    stop();
    await expect
      .poll(
        async () =>
          (
            await db()
              .select()
              .from(bookings)
              .where(and(eq(bookings.userId, t.userId), eq(bookings.status, 'Pending')))
          ).length,
      )
      .toBe(0);
    const rows = await db().select().from(bookings).where(eq(bookings.userId, t.userId));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({ [ok]: 'Confirmed', [bad]: 'Declined' });
    // Each settlement told once (other tests' due bookings settle in the same run), so every process re-reads this user's balance.
    await expect.poll(() => told.filter((id) => id === t.userId)).toEqual([t.userId, t.userId]);
    const earned = rows.find((r) => r.id === ok)!.rewardsEarned!.amount;
    expect(earned).toBeGreaterThan(0);
    expect(await balance(t.account.id)).toBe(48_000 + earned);
    expect(await ledgerSum(t.account.id)).toBe(-2_000 + earned);
  });
});

describe('isolation', () => {
  it('another user’s booking id answers 404 on every booking and trips endpoint', async () => {
    const owner = await traveler();
    const id = await scheduled(await book(owner.client, await request(owner)));
    const intruder = await traveler();
    await expectError(await intruder.client.request('GET', `${BOOK}/${id}`), 404, 'NotFound');
    await expectError(await intruder.client.request('GET', `/api/v0/trips/${id}`), 404, 'NotFound');
    await expectError(await intruder.client.request('GET', `/api/v0/trips/${randomUUID()}`), 404, 'NotFound');
    await expectError(await intruder.client.request('GET', '/api/v0/trips/not-a-uuid'), 400, 'ValidationFailed');
    const list = TripListAnswerSchema.parse(await (await intruder.client.request('GET', '/api/v0/trips')).json());
    expect(list.trips).toEqual([]);
    expect((await poll(owner.client, id)).bookingId).toBe(id);
  });
});

describe('ledger property', () => {
  it('over random bookings, payments and failures: sum of ledger = balance change, every booking paid in full', async () => {
    const outcomes = [...SupplierTestSurnames, 'Lovelace'] as const;
    const step = fc.record({ rewards: fc.integer({ min: 0, max: 12_000 }), card: fc.boolean(), surname: fc.constantFrom(...outcomes) });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 5 }), fc.integer({ min: 0, max: 20_000 }), async (steps, start) => {
        const t = await traveler(start);
        await Promise.all(
          steps.map(async (s) => {
            const body = await request(t, { rewards: s.rewards, card: s.card, surname: s.surname });
            const res = await book(t.client, body);
            expect([201, 422]).toContain(res.status);
          }),
        );
        clock.advance(BOOKING_DEADLINE_MS + 1);
        await resolveDueBookings(db(), clock.now(), { userId: t.userId });
        const rows = await db().select().from(bookings).where(eq(bookings.userId, t.userId));
        const after = await balance(t.account.id);
        expect(after).toBeGreaterThanOrEqual(0);
        expect(after - start).toBe(await ledgerSum(t.account.id));
        const entries = await ledger(t.account.id);
        for (const b of rows) {
          expect(b.status === 'Confirmed' || b.status === 'Declined').toBe(true);
          expect(b.cardMinor + b.rewardsMinor).toBe(b.totalMinor);
          if (b.cardMinor > 0) expect(b.paymentMethodId).toBe(t.cardId);
          const mine = entries.filter((e) => e.bookingId === b.id);
          const net = mine.reduce((s, e) => s + e.amount, 0);
          const earned = b.rewardsEarned?.amount ?? 0;
          // Earned exactly once, only on a confirmed booking's card part.
          if (b.status !== 'Confirmed' || b.cardMinor === 0) expect(b.rewardsEarned).toBeNull();
          else expect(earned).toBe(earnedMiles(b.cardMinor));
          expect(net).toBe(b.status === 'Confirmed' ? -b.rewardsMinor + earned : 0);
          expect(mine.filter((e) => e.kind === 'Earn').map((e) => e.amount)).toEqual(earned ? [earned] : []);
          expect(mine.length).toBe((b.rewardsMinor === 0 ? 0 : b.status === 'Confirmed' ? 3 : 2) + (earned ? 1 : 0));
        }
        // No ledger row without a booking of this user.
        expect(entries.every((e) => rows.some((b) => b.id === e.bookingId))).toBe(true);
      }),
      { numRuns: 15 },
    );
  });
});

describe('fuzzed booking requests', () => {
  /** Every leaf of a JSON value as a path of keys. */
  const leaves = (v: unknown, at: (string | number)[] = []): (string | number)[][] =>
    v !== null && typeof v === 'object'
      ? Object.entries(v).flatMap(([k, x]) => leaves(x, [...at, Array.isArray(v) ? Number(k) : k]))
      : [at];
  const strange = fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    '𝄞',
    "'; drop table bookings; --",
    '',
    ' ',
    '4111111111111111',
    'x'.repeat(5000),
  );

  it('whatever the body and key, answers 201 or below 500 with the one error shape', async () => {
    const t = await traveler();
    const valid = await request(t, { rewards: 100 });
    const paths = leaves(valid);
    const body = fc.oneof(
      fc.anything(),
      fc
        .record({
          path: fc.constantFrom(...paths),
          value: fc.oneof(fc.anything(), strange, fc.integer({ min: -(2 ** 40), max: 2 ** 40 }), fc.double()),
        })
        .map(({ path, value }) => {
          const copy = structuredClone(valid) as unknown as Record<string | number, unknown>;
          let node = copy;
          for (const k of path.slice(0, -1)) node = node[k] as Record<string | number, unknown>;
          node[path[path.length - 1]!] = value;
          return copy;
        }),
    );
    const key = fc.oneof(fc.uuid(), fc.stringMatching(/^[\x21-\x7e]{0,200}$/));
    await fc.assert(
      fc.asyncProperty(body, key, async (b, k) => {
        const res = await book(t.client, JSON.stringify(b) ?? 'null', k);
        const text = await res.text();
        expect(res.status, text).toBeLessThan(500);
        if (res.status !== 201) expect(ApiErrorSchema.safeParse(JSON.parse(text)).success, text).toBe(true);
      }),
      { numRuns: 150 },
    );
    expect(await balance(t.account.id)).toBe(
      50_000 - (await db().select().from(bookings).where(eq(bookings.userId, t.userId))).reduce((s, r) => s + r.rewardsMinor, 0),
    );
  });
});
