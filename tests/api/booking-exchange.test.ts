import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '../../src/server/db/schema';
import { AirlineCreditsAnswerSchema } from '../../src/lib/domain/booking/airline-credit.schema';
import { FlightTripSchema } from '../../src/lib/domain/booking/booking.schema';
import {
  ExchangeAnswerSchema,
  ExchangeQuoteSchema,
  ExchangeShopAnswerSchema,
  type ExchangeOption,
} from '../../src/lib/domain/booking/exchange.schema';
import { addDays, homeToday } from '../../src/lib/domain/shared/dates';
import { SUPPLIER_LATENCY_MS } from '../../src/server/services/booking/rules';
import { cashAnswer } from '../../src/server/services/flights';
import type { Fare } from '../../src/lib/domain/flights/flights.schema';
import { basic, cancelHelpers, refundable } from './helpers/cancel';
import { createTestContext, signedInClient, type Client, type TestContext } from './helpers/context';
import { expectError, mutableClock } from './helpers/http';
import { outboxPayloads, trackedCount } from './helpers/outbox';
import { bookExchange, exchangeChoice, later, quoteExchange, shopExchange } from './helpers/exchange';

// Changing a booked flight (SPEC §2 exchange flow, §4 exchange tags, CHFAR): what the trip allows,
// the new flights priced against the booked one, and the change made once through the engine.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const clock = mutableClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ sessionTtlMinutes: 60 * 24 * 90 }, clock.now);
});
afterAll(() => ctx.close());
const db = () => ctx.database.db;
const { buyer, booked } = cancelHelpers(() => ctx, clock);
const changeFee = (f: Fare) => f.penalties.kind === 'Known' && f.penalties.change.kind === 'WithFee';

const eligibility = async (c: Client, id: string) => {
  const res = await c.request('GET', `/api/v0/trips/${id}/exchange`);
  expect(res.status).toBe(200);
  return ExchangeAnswerSchema.parse(await res.json());
};
const shop = shopExchange;
const quote = quoteExchange;
const book = bookExchange;
const choice = exchangeChoice;
const tripOf = async (c: Client, id: string) => FlightTripSchema.parse(await (await c.request('GET', `/api/v0/trips/${id}`)).json());

/** A nonstop round trip JFK–LAX, 5 days apart, on a fare whose changes are free, paid by card and confirmed. */
async function roundTrip(b: Awaited<ReturnType<typeof buyer>>, daysOut: number) {
  const today = homeToday(clock.now().getTime());
  for (let i = 0; i < 30; i++) {
    const out = addDays(today, daysOut + i);
    const search = {
      tripType: 'roundTrip' as const,
      slices: [
        { origin: 'JFK', destination: 'LAX', departureDate: out },
        { origin: 'LAX', destination: 'JFK', departureDate: addDays(out, 5) },
      ],
      passengers: { ADT: 1, CNN: 0, INF: 0, INS: 0 },
    };
    const itinerary = cashAnswer(search, today).itineraries.find(
      (it) => it.multiTicketType === 'single' && it.slices.every((x) => x.stops === 0) && it.fares.some(freeChange),
    );
    const fare = itinerary?.fares.find(freeChange);
    if (!itinerary || !fare) continue;
    const res = await b.client.request(
      'POST',
      '/api/v0/flights/book',
      {
        selection: { ...search, itineraryId: itinerary.id, fareId: fare.fareId },
        expectedTotal: fare.amount.fiat.value,
        protections: [],
        travelers: [{ travelerId: b.travelerId, passengerType: 'ADT' }],
        contact: { email: 'ada@example.com', phone: '+1 212 555 0100' },
        payment: { paymentMethodId: b.cardId },
      },
      { 'Idempotency-Key': randomUUID() },
    );
    expect(res.status, await res.clone().text()).toBe(201);
    clock.advance(SUPPLIER_LATENCY_MS + 1);
    return tripOf(b.client, ((await res.json()) as { bookingId: string }).bookingId);
  }
  throw new Error('no nonstop round trip with free changes in 30 days');
}
const freeChange = (f: Fare) => f.penalties.kind === 'Known' && f.penalties.change.kind === 'NoPenalty';

describe('changing a booked flight', () => {
  it('a round trip keeps its outbound and moves its return: priced against half the fare, between the kept flight and nothing after', async () => {
    const b = await buyer();
    const trip = await roundTrip(b, 30);
    clock.advance(DAY + HOUR);
    expect(await eligibility(b.client, trip.id)).toMatchObject({ kind: 'Exchangeable', slices: ['Change', 'Change'] });
    const value = trip.fare.baseFare + trip.fare.taxes;
    const back = trip.slices[1]!;
    const change = {
      slice: 1,
      origin: back.origin,
      destination: back.destination,
      departureDate: addDays(back.zonedDeparture.slice(0, 10), 1),
    };
    const res = await b.client.request('POST', `/api/v0/trips/${trip.id}/exchange/shop`, { slices: [change] });
    expect(res.status, await res.clone().text()).toBe(200);
    const found = ExchangeShopAnswerSchema.parse(await res.json()).slices[0]!;
    // The return's half, the outbound taking the odd cent.
    expect(found.valueMinor).toBe(Math.floor(value / 2));
    const outboundLands = Date.parse(trip.slices[0]!.segments.at(-1)!.scheduledArrival);
    for (const o of found.options) expect(Date.parse(o.slice.segments[0]!.scheduledDeparture)).toBeGreaterThan(outboundLands);
    const o = found.options[0]!;
    const choices = [{ ...change, itineraryId: o.itineraryId, fareId: o.fareId }];
    const q = ExchangeQuoteSchema.parse(
      await (await b.client.request('POST', `/api/v0/trips/${trip.id}/exchange/quote`, { choices })).json(),
    );
    expect(q.changes.map((c) => c.slice)).toEqual([1]);
    const booked = await b.client.request(
      'POST',
      `/api/v0/trips/${trip.id}/exchange/book`,
      { choices, expectedDueMinor: q.lines.dueMinor, expectedCreditMinor: q.lines.creditMinor },
      { 'Idempotency-Key': randomUUID() },
    );
    expect(booked.status, await booked.clone().text()).toBe(200);
    const after = await tripOf(b.client, trip.id);
    expect(after.slices[0]).toEqual(trip.slices[0]);
    expect(after.slices[1]).toEqual(o.slice);
    // Moving the outbound after the new return is refused: the trip stays in order.
    const out = trip.slices[0]!;
    const late = {
      slice: 0,
      origin: out.origin,
      destination: out.destination,
      departureDate: addDays(o.slice.zonedDeparture.slice(0, 10), 1),
    };
    const shop = await b.client.request('POST', `/api/v0/trips/${trip.id}/exchange/shop`, { slices: [late] });
    expect(ExchangeShopAnswerSchema.parse(await shop.json()).slices[0]!.options).toEqual([]);
  });

  it('a dearer flight: the card pays the difference once under 10 concurrent retries, as a line of the trip, emailed and tracked', async () => {
    const b = await buyer();
    const trip = await booked(b, refundable);
    clock.advance(DAY + HOUR); // past the void window
    const e = await eligibility(b.client, trip.id);
    expect(e).toMatchObject({
      kind: 'Exchangeable',
      screen: 'SliceSelection',
      slices: ['Change'],
      fareChangeFeeMinor: 0,
      chfarCovers: false,
    });
    const found = await shop(b.client, trip);
    const options = found.slices[0]!.options;
    expect(options.length).toBeGreaterThan(0);
    const value = trip.fare.baseFare + trip.fare.taxes;
    expect(found.slices[0]!.valueMinor).toBe(value);
    for (const o of options) {
      expect(o.differenceMinor).toBe(o.priceMinor - value);
      expect(o.fareShelf.rating).toBeGreaterThanOrEqual(trip.fare.fareShelf.rating);
      expect(o.slice.zonedDeparture.slice(0, 10)).toBe(later(trip, 2).departureDate);
    }
    const dearer = options.find((o) => o.differenceMinor > 0);
    if (!dearer) throw new Error('a dearer flight on that day');
    const q = await quote(b.client, trip, dearer);
    expect(q.lines).toEqual({
      fareDifferenceMinor: dearer.differenceMinor,
      changeFeeMinor: 0,
      chfarCoveredMinor: 0,
      dueMinor: dearer.differenceMinor,
      creditMinor: 0,
    });
    expect(q.cardId).toBe(b.cardId);

    const key = randomUUID();
    const tries = await Promise.all(Array.from({ length: 10 }, () => book(b.client, trip, dearer, q.lines, key)));
    expect(tries.map((r) => r.status)).toEqual(Array<number>(10).fill(200));
    const after = await tripOf(b.client, trip.id);
    expect(after.slices[0]).toEqual(dearer.slice);
    expect(after.payment).toMatchObject({
      totalMinor: trip.payment.totalMinor + q.lines.dueMinor,
      cardMinor: trip.payment.cardMinor + q.lines.dueMinor,
    });
    expect(after.breakdown.lines.at(-1)).toEqual({ kind: 'Fee', label: 'Fare difference', amountMinor: dearer.differenceMinor });
    expect(after.breakdown.totalMinor).toBe(after.payment.totalMinor);
    expect(after.exchanges).toHaveLength(1);
    expect(after.exchanges[0]).toMatchObject({
      dueMinor: q.lines.dueMinor,
      chfarUsed: false,
      before: [{ slice: 0, value: trip.slices[0] }],
    });
    expect((await outboxPayloads(db(), 'BookingConfirmed', trip.id)).filter((p) => p.exchanged === true)).toHaveLength(1);
    expect(await trackedCount(db(), b.userId, 'flight_exchanged')).toBe(1);
    // The card payment earns like the booking's card part did: one EarnLater row, added to the trip's earn.
    const earnedLater = await db()
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.bookingId, trip.id), eq(ledgerEntries.kind, 'EarnLater')));
    expect(earnedLater).toHaveLength(1);
    expect(earnedLater[0]!.amount).toBeGreaterThan(0);
    expect(after.rewardsEarned?.amount).toBe((trip.rewardsEarned?.amount ?? 0) + earnedLater[0]!.amount);
    // The changed slice is now worth what it cost: a second shop prices against that.
    expect((await shop(b.client, after, 1)).slices[0]!.valueMinor).toBe(dearer.priceMinor);
  });

  it('a cheaper flight leaves the residual as an airline travel credit; nothing is charged', async () => {
    const b = await buyer();
    // Main Plus class: the cheapest flights of other days at that class or better often cost less.
    const trip = await booked(b, (f) => refundable(f) && f.fareShelf.rating === 2);
    clock.advance(DAY + HOUR);
    let cheaper: ExchangeOption | undefined;
    let days = 1;
    for (; days <= 10 && !cheaper; days++)
      cheaper = (await shop(b.client, trip, days)).slices[0]!.options.find((o) => o.differenceMinor < 0);
    if (!cheaper) throw new Error('a cheaper flight within 10 days');
    days--;
    const q = await quote(b.client, trip, cheaper, days);
    expect(q.lines).toMatchObject({ dueMinor: 0, creditMinor: -cheaper.differenceMinor });
    expect((await book(b.client, trip, cheaper, q.lines, randomUUID(), days)).status).toBe(200);
    const after = await tripOf(b.client, trip.id);
    expect(after.payment).toEqual(trip.payment);
    const list = AirlineCreditsAnswerSchema.parse(await (await b.client.request('GET', '/api/v0/user/airlineCredits')).json()).credits;
    expect(list.filter((c) => c.trip.id === trip.id).map((c) => c.amountMinor)).toEqual([q.lines.creditMinor]);
    expect(after.exchanges[0]!.creditId).not.toBeNull();
  });

  it('a fare with a change fee charges it per ticket', async () => {
    const b = await buyer();
    const trip = await booked(b, changeFee);
    clock.advance(DAY + HOUR);
    const e = await eligibility(b.client, trip.id);
    const fee =
      trip.fare.penalties.kind === 'Known' && trip.fare.penalties.change.kind === 'WithFee' ? trip.fare.penalties.change.amount : -1;
    expect(e).toMatchObject({ kind: 'Exchangeable', fareChangeFeeMinor: fee, chfarCovers: false });
    const o = (await shop(b.client, trip)).slices[0]!.options[0]!;
    const q = await quote(b.client, trip, o);
    expect(q.lines.changeFeeMinor).toBe(fee);
    expect(q.lines.dueMinor).toBe(Math.max(0, o.differenceMinor) + fee);
  });

  it('basic economy cannot be changed; with change for any reason it can, once, and a second use is refused', async () => {
    const b = await buyer();
    const plain = await booked(b, basic);
    expect(await eligibility(b.client, plain.id)).toMatchObject({ kind: 'NotExchangeable', reason: 'NonExchangeable', voidable: true });
    clock.advance(DAY + HOUR);
    expect(await eligibility(b.client, plain.id)).toMatchObject({
      kind: 'NotExchangeable',
      screen: 'IneligibleForExchange',
      reason: 'NonExchangeable',
    });
    const refused = await b.client.request('POST', `/api/v0/trips/${plain.id}/exchange/shop`, { slices: [later(plain, 2)] });
    expect((await expectError(refused, 409, 'IneligibleForExchange')).details).toMatchObject({ reason: 'NonExchangeable' });

    const covered = await booked(b, basic, {}, ['Chfar']);
    clock.advance(DAY + HOUR);
    const e = await eligibility(b.client, covered.id);
    expect(e).toMatchObject({ kind: 'Exchangeable', chfarCovers: true, tags: expect.arrayContaining(['Chfar', 'Exchangeable']) });
    const o = (await shop(b.client, covered)).slices[0]!.options[0]!;
    const q = await quote(b.client, covered, o);
    expect(q.lines.changeFeeMinor).toBe(0);
    expect((await book(b.client, covered, o, q.lines)).status).toBe(200);
    expect((await tripOf(b.client, covered.id)).exchanges[0]!.chfarUsed).toBe(true);
    expect(await eligibility(b.client, covered.id)).toMatchObject({
      kind: 'NotExchangeable',
      reason: 'NonExchangeable',
      tags: expect.arrayContaining(['NonChfar']),
    });
  });

  it('inside the void window the first screen offers the full-refund cancel; after departure nothing can change', async () => {
    const b = await buyer();
    const trip = await booked(b, refundable);
    expect(await eligibility(b.client, trip.id)).toMatchObject({
      kind: 'Exchangeable',
      screen: 'TicketedVoidable',
      voidState: 'TicketedVoid',
    });
    clock.advance(Date.parse(trip.slices[0]!.segments[0]!.scheduledDeparture) + HOUR - clock.now().getTime());
    expect(await eligibility(b.client, trip.id)).toMatchObject({
      kind: 'NotExchangeable',
      reason: 'Departed',
      tags: expect.arrayContaining(['Departed']),
    });
  });

  it('amounts that moved answer 409 QuoteChanged and change nothing; bad input names the field; another user gets 404', async () => {
    const b = await buyer();
    const trip = await booked(b, refundable);
    clock.advance(DAY + HOUR);
    const o = (await shop(b.client, trip)).slices[0]!.options[0]!;
    const q = await quote(b.client, trip, o);
    const moved = await book(b.client, trip, o, { ...q.lines, dueMinor: q.lines.dueMinor + 1 });
    expect((await expectError(moved, 409, 'QuoteChanged')).details).toMatchObject({ quote: { lines: q.lines } });
    expect((await tripOf(b.client, trip.id)).exchanges).toEqual([]);

    const past = await b.client.request('POST', `/api/v0/trips/${trip.id}/exchange/shop`, {
      slices: [{ ...later(trip, 0), departureDate: '2020-01-01' }],
    });
    expect((await expectError(past, 422, 'ValidationFailed')).details).toMatchObject({ fields: [{ path: 'slices.0.departureDate' }] });
    const nowhere = await b.client.request('POST', `/api/v0/trips/${trip.id}/exchange/shop`, {
      slices: [{ ...later(trip, 2), destination: 'QQQ' }],
    });
    expect((await expectError(nowhere, 422, 'ValidationFailed')).details).toMatchObject({ fields: [{ path: 'slices.0.destination' }] });
    const gone = await b.client.request('POST', `/api/v0/trips/${trip.id}/exchange/quote`, {
      choices: [{ ...choice(trip, o), itineraryId: 'nope' }],
    });
    await expectError(gone, 422, 'ChangeFailed');

    const other = await signedInClient(ctx);
    expect((await other.client.request('GET', `/api/v0/trips/${trip.id}/exchange`)).status).toBe(404);
    expect((await book(other.client, trip, o, q.lines)).status).toBe(404);
  });

  it('two changes per booking; the third goes to support', async () => {
    const b = await buyer();
    const trip = await booked(b, refundable);
    clock.advance(DAY + HOUR);
    let current = trip;
    for (const days of [1, 2]) {
      const o = (await shop(b.client, current, days)).slices[0]!.options[0]!;
      const q = await quote(b.client, current, o, days);
      expect((await book(b.client, current, o, q.lines, randomUUID(), days)).status).toBe(200);
      current = await tripOf(b.client, trip.id);
    }
    expect(await eligibility(b.client, trip.id)).toMatchObject({
      kind: 'NotExchangeable',
      screen: 'TooManyAttemptsSupport',
      reason: 'TooManyAttempts',
    });
  });
});
