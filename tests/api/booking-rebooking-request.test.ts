import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FlightTripSchema, type FlightBookRequest } from '../../src/lib/domain/booking/booking.schema';
import { DisruptionAnswerSchema } from '../../src/lib/domain/booking/disruption.schema';
import { timeOfDayOf } from '../../src/lib/domain/booking/rebooking-request';
import type { Fare } from '../../src/lib/domain/flights/flights.schema';
import { addDays, homeToday } from '../../src/lib/domain/shared/dates';
import { bookings, ledgerEntries } from '../../src/server/db/schema';
import { SUPPLIER_LATENCY_MS } from '../../src/server/services/booking/rules';
import { cashAnswer } from '../../src/server/services/flights';
import { bookingMailDeps, deliverBookingMail } from '../../src/server/services/mail/outbox';
import { fareWhere } from './helpers/booking';
import { basic, cancelHelpers } from './helpers/cancel';
import { createTestContext, type Client, type TestContext } from './helpers/context';
import { expectError, MINUTE, mutableClock } from './helpers/http';
import { outboxPayloads, trackedCount } from './helpers/outbox';

// A rebooking not offered online (SPEC §4 rebooking routes MoveToQueue / ReferToAirline with
// Accept / Deny): a covered traveler asks our agents or the airline for a day and a time of day;
// the simulated desk answers by its deadline (30 min / 2 h), or the request expires with the
// assistance; rebooking online or taking the refund withdraws it.

const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const clock = mutableClock();
let ctx: TestContext;
let dataDir: string;
beforeAll(async () => {
  // A mail folder of this file's own: the mail hook reads what this file's bookings were sent only.
  dataDir = await mkdtemp(path.join(tmpdir(), 'portal-rebooking-request-test-'));
  ctx = await createTestContext({ sessionTtlMinutes: 60 * 24 * 120, dataDir }, clock.now);
});
afterAll(async () => {
  await ctx.close();
  await rm(dataDir, { recursive: true, force: true });
});
const db = () => ctx.database.db;
const { buyer, quote, cancel } = cancelHelpers(() => ctx, clock);
type Buyer = Awaited<ReturnType<typeof buyer>>;
type Itinerary = ReturnType<typeof cashAnswer>['itineraries'][number];

/**
 * A basic fare with disruption assistance, `daysOut` days ahead, contact address of its own (the
 * mail hook reads one address), in the language asked; confirmed by the supplier.
 */
async function booked(
  b: Buyer,
  opts: {
    daysOut: number;
    locale?: 'en' | 'fr';
    pick?: (f: Fare) => boolean;
    where?: (it: Itinerary) => boolean;
    protections?: FlightBookRequest['protections'];
  },
) {
  const protections = opts.protections ?? ['DisruptionAssistance'];
  const departing = addDays(homeToday(clock.now().getTime()), opts.daysOut);
  const { selection, expectedTotal } = fareWhere(clock.now(), departing, opts.pick ?? basic, opts.where);
  const q = await b.client.request('POST', '/api/v0/flights/book/quote', { selection });
  const offered = ((await q.json()) as { quote: { protections: { product: string; priceMinor?: number }[] } }).quote.protections;
  const extra = protections.reduce((n, p) => n + (offered.find((o) => o.product === p)?.priceMinor ?? 0), 0);
  const email = `ada-${randomUUID()}@example.com`;
  const body: FlightBookRequest = {
    selection,
    expectedTotal: expectedTotal + extra,
    protections,
    travelers: [{ travelerId: b.travelerId, passengerType: 'ADT' }],
    contact: { email, phone: '+1 212 555 0100' },
    payment: { paymentMethodId: b.cardId },
    ...(opts.locale && { locale: opts.locale }),
  };
  const res = await b.client.request('POST', '/api/v0/flights/book', body, { 'Idempotency-Key': randomUUID() });
  expect(res.status, await res.clone().text()).toBe(201);
  const { bookingId } = (await res.json()) as { bookingId: string };
  clock.advance(SUPPLIER_LATENCY_MS + 1);
  const trip = await tripOf(b.client, bookingId);
  expect(trip.reservation).toBe('Confirmed');
  return { trip, email };
}

const tripOf = async (c: Client, id: string) => {
  const res = await c.request('GET', `/api/v0/trips/${id}`);
  expect(res.status).toBe(200);
  return FlightTripSchema.parse(await res.json());
};
const disrupt = async (c: Client, body: Record<string, unknown>) => {
  const res = await c.request('POST', '/api/v0/testing/disruption', body);
  expect(res.status, await res.clone().text()).toBe(200);
};
const detection = async (c: Client, id: string) => {
  const res = await c.request('GET', `/api/v0/trips/${id}/disruption`);
  expect(res.status).toBe(200);
  return DisruptionAnswerSchema.parse(await res.json());
};
const disrupted = async (c: Client, id: string) => {
  const d = await detection(c, id);
  if (d.kind !== 'IsDisrupted') throw new Error(`disrupted, not ${d.reason}`);
  return d;
};
const ask = (c: Client, id: string, body: unknown) => c.request('POST', `/api/v0/trips/${id}/disruption/request`, body);
/** A request that is stored: the trip it answers. */
const asked = async (c: Client, id: string, body: Record<string, unknown>) => {
  const res = await ask(c, id, body);
  expect(res.status, await res.clone().text()).toBe(200);
  return FlightTripSchema.parse(await res.json());
};
const deskAnswer = (c: Client, bookingId: string, decision?: 'Accept' | 'Deny') =>
  c.request('POST', '/api/v0/testing/rebookingDesk/answer', { bookingId, ...(decision && { decision }) });
const deskRun = async (c: Client) => {
  const res = await c.request('POST', '/api/v0/testing/rebookingDesk/run');
  expect(res.status).toBe(200);
  return ((await res.json()) as { answered: number }).answered;
};
const rebook = (c: Client, id: string, body: Record<string, unknown>) => c.request('POST', `/api/v0/trips/${id}/disruption/rebook`, body);
const ledgerOf = (bookingId: string) =>
  db().select().from(ledgerEntries).where(eq(ledgerEntries.bookingId, bookingId)).orderBy(ledgerEntries.id);
const moneyOf = async (bookingId: string) => {
  const [row] = await db()
    .select({ total: bookings.totalMinor, card: bookings.cardMinor, rewards: bookings.rewardsMinor, wallet: bookings.walletMinor })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row!;
};
const mails = async (bookingId: string, kind: string) => (await outboxPayloads(db(), kind, bookingId)).length;

/** Sends every email due (the hook sends 20 at a time), then answers those written to `to`, newest first. */
async function inbox(c: Client, to: string) {
  while ((await deliverBookingMail(bookingMailDeps(ctx.config, db()), clock.now(), 100)).sent > 0);
  const res = await c.request('GET', `/api/v0/testing/mail?to=${encodeURIComponent(to)}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { messages: { subject: string; text: string; html?: string }[] }).messages;
}

/** A 2 h 30 delay of a covered trip booked `daysOut` days ahead (past the 24-hour void window). */
async function delayed(b: Buyer, daysOut: number, locale?: 'en' | 'fr') {
  const { trip, email } = await booked(b, { daysOut, ...(locale && { locale }) });
  clock.advance(DAY + HOUR);
  await disrupt(b.client, { bookingId: trip.id, delayMinutes: 150 });
  return { trip, email, day: trip.slices[0]!.zonedDeparture.slice(0, 10) };
}

const sameAirline = (it: Itinerary) => {
  const codes = new Set(it.slices[0]!.segments.map((g) => g.marketingAirline.code));
  return codes.size === 1 && !it.slices[0]!.segments.some((g) => g.isSelfTransferLayover) ? [...codes][0]! : null;
};
/**
 * A nonstop whose airline flies JFK–LAX at least three more times, on its own, the next day: the
 * airline then has a seat to offer whatever day the suite runs on.
 */
function wellServedNonstop(it: Itinerary): boolean {
  const slice = it.slices[0]!;
  if (slice.stops !== 0) return false;
  const airline = sameAirline(it);
  const next = addDays(slice.zonedDeparture.slice(0, 10), 1);
  const search = {
    tripType: 'oneWay' as const,
    slices: [{ origin: 'JFK', destination: 'LAX', departureDate: next }],
    passengers: { ADT: 1, CNN: 0, INF: 0, INS: 0 },
  };
  const others = cashAnswer(search, homeToday(clock.now().getTime())).itineraries.filter(
    (o) => sameAirline(o) === airline && o.fares.some((f) => f.fareShelf.rating === 0),
  );
  return others.length >= 3;
}

describe('rebooking requests (MoveToQueue / ReferToAirline)', () => {
  it("the desk's run answers nothing before answerBy, then accepts: the first flight of the day asked, at no charge", async () => {
    const b = await buyer();
    const { trip, day } = await delayed(b, 30);
    const d = await disrupted(b.client, trip.id);
    expect(d.route).toBe('MoveToQueue');
    expect(d.requestDays).toEqual([day, addDays(day, 1)]);
    const before = { money: await moneyOf(trip.id), ledger: await ledgerOf(trip.id), payment: trip.payment };

    const at = clock.now();
    const sent = await asked(b.client, trip.id, { preferredDate: day, timeOfDay: 'Any', note: '  An aisle seat, please.  ' });
    expect(sent.disruption).toMatchObject({ state: 'Open', kind: 'Delay' });
    expect(sent.disruption?.request).toEqual({
      route: 'MoveToQueue',
      state: 'Requested',
      preferredDate: day,
      timeOfDay: 'Any',
      note: 'An aisle seat, please.',
      requestedAt: at.toISOString(),
      answerBy: new Date(at.getTime() + 30 * MINUTE).toISOString(),
      decidedAt: null,
      reason: null,
    });

    // Before the deadline the desk leaves it; a minute short of it too.
    expect(await deskRun(b.client)).toBe(0);
    clock.advance(29 * MINUTE);
    expect(await deskRun(b.client)).toBe(0);
    expect((await tripOf(b.client, trip.id)).disruption?.request?.state).toBe('Requested');

    clock.advance(MINUTE);
    expect(await deskRun(b.client)).toBe(1);
    const after = await tripOf(b.client, trip.id);
    expect(after.disruption).toMatchObject({ state: 'Rebooked', decidedAt: clock.now().toISOString() });
    expect(after.disruption?.request).toMatchObject({ state: 'Accepted', decidedAt: clock.now().toISOString(), reason: null });
    const moved = after.slices[0]!;
    expect(moved).not.toEqual(trip.slices[0]);
    expect([moved.origin, moved.destination]).toEqual([trip.slices[0]!.origin, trip.slices[0]!.destination]);
    expect(moved.zonedDeparture.slice(0, 10)).toBe(day);
    expect(Date.parse(moved.segments[0]!.scheduledDeparture)).toBeGreaterThan(clock.now().getTime());
    // No money moves.
    expect(after.payment).toEqual(before.payment);
    expect(await moneyOf(trip.id)).toEqual(before.money);
    expect(await ledgerOf(trip.id)).toEqual(before.ledger);
    // The updated confirmation, once; the desk has nothing more to do.
    expect((await outboxPayloads(db(), 'BookingConfirmed', trip.id)).filter((p) => p.rebooked === true)).toHaveLength(1);
    expect(await trackedCount(db(), b.userId, 'rebooking_accepted')).toBe(1);
    expect(await mails(trip.id, 'RebookingDenied')).toBe(0);
    expect(await deskRun(b.client)).toBe(0);
    await expectError(await deskAnswer(b.client, trip.id), 409, 'NotRequested');
    expect(await detection(b.client, trip.id)).toEqual({ kind: 'NotDisrupted', reason: 'Decided' });
  });

  it('a time of day: the desk books a flight leaving in that window on the day asked', async () => {
    const b = await buyer();
    const { trip, day } = await delayed(b, 31);
    const d = await disrupted(b.client, trip.id);
    // A window in which a qualifying flight leaves (the next day if one does): the desk has one to
    // offer. A flight between midnight and 05:00 is in no window.
    const windowed = d.options.filter((o) => timeOfDayOf(o.slice.zonedDeparture) !== null);
    const next = windowed.find((o) => o.slice.zonedDeparture.startsWith(addDays(day, 1))) ?? windowed.at(-1)!;
    const preferredDate = next.slice.zonedDeparture.slice(0, 10);
    const timeOfDay = timeOfDayOf(next.slice.zonedDeparture)!;
    await asked(b.client, trip.id, { preferredDate, timeOfDay, note: '' });
    expect(await (await deskAnswer(b.client, trip.id, 'Accept')).json()).toEqual({ answer: 'Accepted' });
    const moved = (await tripOf(b.client, trip.id)).slices[0]!;
    expect(moved.zonedDeparture.slice(0, 10)).toBe(preferredDate);
    expect(timeOfDayOf(moved.zonedDeparture)).toBe(timeOfDay);
    // The first of that window: none of the options shown in it leaves before.
    for (const o of d.options.filter((o) => o.slice.zonedDeparture.startsWith(preferredDate))) {
      if (timeOfDayOf(o.slice.zonedDeparture) !== timeOfDay) continue;
      expect(Date.parse(moved.segments[0]!.scheduledDeparture)).toBeLessThanOrEqual(Date.parse(o.slice.segments[0]!.scheduledDeparture));
    }
  });

  it('10 identical requests store one; a different one while it waits is refused; the same one again answers the same', async () => {
    const b = await buyer();
    const { trip, day } = await delayed(b, 32);
    const body = { preferredDate: addDays(day, 1), timeOfDay: 'Morning', note: 'Any seat' };
    const tries = await Promise.all(Array.from({ length: 10 }, () => ask(b.client, trip.id, body)));
    expect(tries.map((r) => r.status)).toEqual(Array<number>(10).fill(200));
    const requests = await Promise.all(tries.map(async (r) => FlightTripSchema.parse(await r.json()).disruption?.request));
    const first = requests[0]!;
    expect(first).toMatchObject({ ...body, state: 'Requested', route: 'MoveToQueue' });
    for (const r of requests) expect(r).toEqual(first);
    expect(await mails(trip.id, 'RebookingRequested')).toBe(1);
    expect(await trackedCount(db(), b.userId, 'rebooking_requested')).toBe(1);

    clock.advance(5 * MINUTE);
    const refused = await expectError(await ask(b.client, trip.id, { ...body, timeOfDay: 'Evening' }), 409, 'AlreadyRequested');
    expect(refused.details).toMatchObject({ request: first });
    await expectError(await ask(b.client, trip.id, { ...body, note: 'Another note' }), 409, 'AlreadyRequested');
    expect((await asked(b.client, trip.id, body)).disruption?.request).toEqual(first);
    expect(await mails(trip.id, 'RebookingRequested')).toBe(1);
    expect(await trackedCount(db(), b.userId, 'rebooking_requested')).toBe(1);

    // Leaves nothing waiting for the next tests' desk runs.
    expect(await (await deskAnswer(b.client, trip.id, 'Deny')).json()).toEqual({ answer: 'Denied' });
  });

  it('refused: a day outside the two (422), no covered disruption (409 with the reason), not yours (404), a malformed body (400)', async () => {
    const b = await buyer();
    const { trip, day } = await delayed(b, 33);
    for (const preferredDate of [addDays(day, 2), addDays(day, -1)]) {
      const e = await expectError(await ask(b.client, trip.id, { preferredDate, timeOfDay: 'Any', note: '' }), 422, 'ValidationFailed');
      expect((e.details as { fields: { path: string }[] }).fields[0]!.path).toBe('preferredDate');
    }
    // The defaults: any time, no note.
    expect((await asked(b.client, trip.id, { preferredDate: day })).disruption?.request).toMatchObject({ timeOfDay: 'Any', note: '' });
    expect(await (await deskAnswer(b.client, trip.id, 'Deny')).json()).toEqual({ answer: 'Denied' });

    const quiet = (await booked(b, { daysOut: 34 })).trip;
    const none = await expectError(await ask(b.client, quiet.id, { preferredDate: day }), 409, 'NotDisrupted');
    expect(none.details).toEqual({ reason: 'NoDisruption' });
    const bare = (await booked(b, { daysOut: 34, protections: [] })).trip;
    await disrupt(b.client, { bookingId: bare.id, delayMinutes: 150 });
    const notCovered = await expectError(
      await ask(b.client, bare.id, { preferredDate: bare.slices[0]!.zonedDeparture.slice(0, 10) }),
      409,
      'NotDisrupted',
    );
    expect(notCovered.details).toEqual({ reason: 'NotCovered' });
    const small = (await booked(b, { daysOut: 35 })).trip;
    await disrupt(b.client, { bookingId: small.id, delayMinutes: 60 });
    const below = await expectError(
      await ask(b.client, small.id, { preferredDate: small.slices[0]!.zonedDeparture.slice(0, 10) }),
      409,
      'NotDisrupted',
    );
    expect(below.details).toEqual({ reason: 'BelowThreshold' });

    const other = await buyer();
    await expectError(await ask(other.client, trip.id, { preferredDate: day }), 404, 'NotFound');
    await expectError(await deskAnswer(other.client, trip.id), 404);

    for (const bad of [
      { preferredDate: 'tomorrow' },
      { preferredDate: `${day}T10:00` },
      { preferredDate: day, timeOfDay: 'Night' },
      { preferredDate: day, note: 'x'.repeat(501) },
      { preferredDate: day, timeOfDay: null },
      { timeOfDay: 'Any' },
      'not json',
    ]) {
      await expectError(await ask(b.client, trip.id, bad), 400);
    }
    // A note PostgreSQL can't store is named, before anything is stored.
    const nul = await expectError(await ask(b.client, trip.id, { preferredDate: day, note: 'row 12\u0000' }), 400, 'ValidationFailed');
    expect((nul.details as { fields: { path: string }[] }).fields[0]!.path).toBe('note');
    expect((await tripOf(b.client, trip.id)).disruption?.request).toMatchObject({ state: 'Denied' });
    expect(await mails(trip.id, 'RebookingRequested')).toBe(1);
  });

  it('deny: NoSeats, the disruption stays open with its refund, emailed; another request may follow', async () => {
    const b = await buyer();
    const { trip, day } = await delayed(b, 36);
    await expectError(await deskAnswer(b.client, trip.id), 409, 'NotRequested');
    await asked(b.client, trip.id, { preferredDate: day, timeOfDay: 'Evening', note: '' });
    clock.advance(10 * MINUTE);
    expect(await (await deskAnswer(b.client, trip.id, 'Deny')).json()).toEqual({ answer: 'Denied' });
    const after = await tripOf(b.client, trip.id);
    expect(after.slices).toEqual(trip.slices);
    expect(after.disruption).toMatchObject({ state: 'Open', decidedAt: null });
    expect(after.disruption?.request).toMatchObject({ state: 'Denied', reason: 'NoSeats', decidedAt: clock.now().toISOString() });
    expect(await mails(trip.id, 'RebookingDenied')).toBe(1);
    expect(await trackedCount(db(), b.userId, 'rebooking_denied')).toBe(1);
    await expectError(await deskAnswer(b.client, trip.id), 409, 'NotRequested');
    const d = await disrupted(b.client, trip.id);
    expect(d.refundMinor).toBe(trip.fare.baseFare);
    expect(d.options.length).toBeGreaterThan(0);

    // Asked again, the same or another time: a new request, answered again.
    const again = await asked(b.client, trip.id, { preferredDate: addDays(day, 1), timeOfDay: 'Any', note: 'Second try' });
    expect(again.disruption?.request).toMatchObject({
      state: 'Requested',
      preferredDate: addDays(day, 1),
      requestedAt: clock.now().toISOString(),
      decidedAt: null,
      reason: null,
    });
    expect(await mails(trip.id, 'RebookingRequested')).toBe(2);
    expect(await trackedCount(db(), b.userId, 'rebooking_requested')).toBe(2);
    expect(await (await deskAnswer(b.client, trip.id)).json()).toEqual({ answer: 'Accepted' });
    expect((await tripOf(b.client, trip.id)).disruption).toMatchObject({ state: 'Rebooked', request: { state: 'Accepted' } });
  });

  it('an airline cancellation of its own one-ticket flight goes to the airline: 2 hours, its own flights', async () => {
    const b = await buyer();
    const { trip } = await booked(b, { daysOut: 3, where: wellServedNonstop });
    const airline = trip.slices[0]!.segments[0]!.marketingAirline.code;
    const departure = Date.parse(trip.slices[0]!.segments[0]!.scheduledDeparture);
    clock.advance(departure - clock.now().getTime() - 20 * HOUR);
    await disrupt(b.client, { bookingId: trip.id, cancel: true });
    const d = await disrupted(b.client, trip.id);
    const day = trip.slices[0]!.zonedDeparture.slice(0, 10);
    expect(d.disruption.kind).toBe('Cancellation');
    expect(d.route).toBe('ReferToAirline');
    expect(d.requestDays).toEqual([day, addDays(day, 1)]);

    const at = clock.now();
    const sent = await asked(b.client, trip.id, { preferredDate: addDays(day, 1), timeOfDay: 'Any', note: '' });
    expect(sent.disruption?.request).toMatchObject({
      route: 'ReferToAirline',
      state: 'Requested',
      answerBy: new Date(at.getTime() + 2 * HOUR).toISOString(),
    });
    clock.advance(HOUR + 59 * MINUTE);
    expect(await deskRun(b.client)).toBe(0);
    clock.advance(MINUTE);
    expect(await deskRun(b.client)).toBe(1);
    const after = await tripOf(b.client, trip.id);
    expect(after.disruption).toMatchObject({ state: 'Rebooked', request: { state: 'Accepted', route: 'ReferToAirline' } });
    const moved = after.slices[0]!;
    expect(moved.zonedDeparture.slice(0, 10)).toBe(addDays(day, 1));
    expect(moved.segments.map((g) => g.marketingAirline.code)).toEqual(moved.segments.map(() => airline));
    expect(after.payment).toEqual(trip.payment);
    expect((await outboxPayloads(db(), 'BookingConfirmed', trip.id)).filter((p) => p.rebooked === true)).toHaveLength(1);
  });

  it('a cancellation on two tickets (a self-transfer) goes to our agents, not the airline', async () => {
    const b = await buyer();
    const selfTransfer = (it: Itinerary) => it.slices[0]!.segments.length === 2 && it.slices[0]!.segments[0]!.isSelfTransferLayover;
    const { trip } = await booked(b, { daysOut: 3, pick: () => true, where: selfTransfer });
    const departure = Date.parse(trip.slices[0]!.segments[0]!.scheduledDeparture);
    clock.advance(departure - clock.now().getTime() - 20 * HOUR);
    await disrupt(b.client, { bookingId: trip.id, cancel: true });
    const d = await disrupted(b.client, trip.id);
    expect(d.disruption.kind).toBe('Cancellation');
    expect(d.route).toBe('MoveToQueue');
    const at = clock.now();
    const sent = await asked(b.client, trip.id, { preferredDate: d.requestDays[1], timeOfDay: 'Any', note: '' });
    expect(sent.disruption?.request).toMatchObject({ route: 'MoveToQueue', answerBy: new Date(at.getTime() + 30 * MINUTE).toISOString() });
    expect(await (await deskAnswer(b.client, trip.id, 'Deny')).json()).toEqual({ answer: 'Denied' });
  });

  it('a request still waiting when the assistance ends is denied as Expired by the run, and emailed so', async () => {
    const b = await buyer();
    const { trip, day, email } = await delayed(b, 37);
    await asked(b.client, trip.id, { preferredDate: day, timeOfDay: 'Morning', note: '' });
    const lastArrival = Math.max(...trip.slices.flatMap((s) => s.segments.map((g) => Date.parse(g.scheduledArrival))));
    // Nobody ran the desk until after the assistance ended.
    clock.advance(lastArrival + DAY + MINUTE - clock.now().getTime());
    expect(await deskRun(b.client)).toBe(1);
    const after = await tripOf(b.client, trip.id);
    expect(after.slices).toEqual(trip.slices);
    expect(after.disruption).toMatchObject({ state: 'Open' });
    expect(after.disruption?.request).toMatchObject({ state: 'Denied', reason: 'Expired', decidedAt: clock.now().toISOString() });
    expect(await mails(trip.id, 'RebookingDenied')).toBe(1);
    expect(await detection(b.client, trip.id)).toEqual({ kind: 'NotDisrupted', reason: 'Expired' });
    await expectError(await ask(b.client, trip.id, { preferredDate: day }), 409, 'NotDisrupted');
    await expectError(await deskAnswer(b.client, trip.id), 409, 'NotRequested');

    const [denied] = (await inbox(b.client, email)).filter((m) => m.subject.endsWith('was not answered in time'));
    expect(denied?.subject).toBe(`Your rebooking request ${trip.confirmationNumber} was not answered in time`);
    expect(denied?.text).toContain('Your disruption assistance ended before an answer');
    // Nothing is open any more: no offer of another flight or the refund.
    expect(denied?.text).not.toContain('you can still choose');
  });

  it('rebooking online withdraws a waiting request; the desk then has nothing to answer', async () => {
    const b = await buyer();
    const { trip, day } = await delayed(b, 38);
    await asked(b.client, trip.id, { preferredDate: day, timeOfDay: 'Any', note: '' });
    const o = (await disrupted(b.client, trip.id)).options.at(-1)!;
    clock.advance(5 * MINUTE);
    const res = await rebook(b.client, trip.id, { itineraryId: o.itineraryId, fareId: o.fareId, departureDate: o.departureDate });
    expect(res.status, await res.clone().text()).toBe(200);
    const after = await tripOf(b.client, trip.id);
    expect(after.slices[0]).toEqual(o.slice);
    expect(after.disruption).toMatchObject({ state: 'Rebooked' });
    expect(after.disruption?.request).toMatchObject({ state: 'Withdrawn', decidedAt: clock.now().toISOString(), reason: null });
    clock.advance(HOUR);
    expect(await deskRun(b.client)).toBe(0);
    await expectError(await deskAnswer(b.client, trip.id), 409, 'NotRequested');
    expect((await tripOf(b.client, trip.id)).slices[0]).toEqual(o.slice);
    expect(await mails(trip.id, 'RebookingDenied')).toBe(0);
  });

  it('taking the refund through the cancel withdraws a waiting request', async () => {
    const b = await buyer();
    const { trip } = await booked(b, { daysOut: 3 });
    const departure = Date.parse(trip.slices[0]!.segments[0]!.scheduledDeparture);
    clock.advance(departure - clock.now().getTime() - 20 * HOUR);
    await disrupt(b.client, { bookingId: trip.id, cancel: true });
    const day = trip.slices[0]!.zonedDeparture.slice(0, 10);
    await asked(b.client, trip.id, { preferredDate: day, timeOfDay: 'Evening', note: '' });
    expect(await quote(b.client, trip.id)).toMatchObject({
      kind: 'Cancelable',
      refund: { why: 'DisruptionRefund', refundMinor: trip.fare.baseFare },
    });
    clock.advance(10 * MINUTE);
    const res = await cancel(b.client, trip.id, trip.fare.baseFare);
    expect(res.status, await res.clone().text()).toBe(200);
    const after = await tripOf(b.client, trip.id);
    expect(after.disruption).toMatchObject({ state: 'Refunded' });
    expect(after.disruption?.request).toMatchObject({ state: 'Withdrawn', decidedAt: clock.now().toISOString() });
    clock.advance(3 * HOUR);
    expect(await deskRun(b.client)).toBe(0);
    await expectError(await deskAnswer(b.client, trip.id), 409, 'NotRequested');
    expect((await tripOf(b.client, trip.id)).slices).toEqual(trip.slices);
  });

  it('a missed connection rebooked from the connection airport withdraws a waiting request', async () => {
    const b = await buyer();
    const selfTransfer = (it: Itinerary) => it.slices[0]!.segments.length === 2 && it.slices[0]!.segments[0]!.isSelfTransferLayover;
    const { trip } = await booked(b, { daysOut: 39, pick: () => true, where: selfTransfer });
    const [first, second] = trip.slices[0]!.segments;
    const delayMinutes = Math.round((Date.parse(second!.scheduledDeparture) - Date.parse(first!.scheduledArrival)) / MINUTE) + 30;
    clock.advance(Date.parse(first!.scheduledDeparture) - 2 * HOUR - clock.now().getTime());
    await disrupt(b.client, { bookingId: trip.id, delayMinutes });
    const d = await disrupted(b.client, trip.id);
    expect(d.disruption.kind).toBe('MissedConnection');
    await asked(b.client, trip.id, { preferredDate: d.requestDays[0], timeOfDay: 'Any', note: '' });

    const answer = (await (await b.client.request('GET', `/api/v0/trips/${trip.id}/missedConnection`)).json()) as {
      kind: string;
      options: { itineraryId: string; fareId: string; departureDate: string }[];
    };
    expect(answer.kind).toBe('Rebookable');
    const o = answer.options[0]!;
    clock.advance(5 * MINUTE);
    const res = await b.client.request('POST', `/api/v0/trips/${trip.id}/missedConnection/rebook`, {
      itineraryId: o.itineraryId,
      fareId: o.fareId,
      departureDate: o.departureDate,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const after = await tripOf(b.client, trip.id);
    expect(after.disruption).toMatchObject({ state: 'Rebooked' });
    expect(after.disruption?.request).toMatchObject({ state: 'Withdrawn', decidedAt: clock.now().toISOString() });
    clock.advance(HOUR);
    expect(await deskRun(b.client)).toBe(0);
  });

  it('emails the request and the denial, in English and in French', async () => {
    const b = await buyer();
    const en = await delayed(b, 39);
    await asked(b.client, en.trip.id, { preferredDate: en.day, timeOfDay: 'Afternoon', note: '' });
    const [requested] = (await inbox(b.client, en.email)).filter((m) => m.subject.includes('rebooking request'));
    expect(requested?.subject).toBe(`We have your rebooking request ${en.trip.confirmationNumber}`);
    expect(requested?.text.split('\n')[0]).toBe('Our agents have your rebooking request');
    expect(requested?.text).toContain('They answer within 30 minutes.');
    expect(requested?.html).toContain('<h1>Our agents have your rebooking request</h1>');

    await deskAnswer(b.client, en.trip.id, 'Deny');
    const [denied] = (await inbox(b.client, en.email)).filter((m) => m.subject.startsWith('No seat found'));
    expect(denied?.subject).toBe(`No seat found for your rebooking request ${en.trip.confirmationNumber}`);
    expect(denied?.text.split('\n')[0]).toBe('No seat was free on a flight at the time you asked for');
    expect(denied?.text).toContain('In Trips you can still choose another flight at no cost');
    expect(denied?.text).toContain(`$${(en.trip.fare.baseFare / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);

    const fr = await delayed(b, 40, 'fr');
    await asked(b.client, fr.trip.id, { preferredDate: fr.day, timeOfDay: 'Morning', note: '' });
    const [demande] = (await inbox(b.client, fr.email)).filter((m) => m.subject.startsWith('Nous avons'));
    expect(demande?.subject).toBe(`Nous avons votre demande de changement de vol ${fr.trip.confirmationNumber}`);
    expect(demande?.text.split('\n')[0]).toBe('Nos agents ont votre demande de changement de vol');
    await deskAnswer(b.client, fr.trip.id, 'Deny');
    const [refus] = (await inbox(b.client, fr.email)).filter((m) => m.subject.startsWith('Aucune place'));
    expect(refus?.subject).toBe(`Aucune place trouvée pour votre demande ${fr.trip.confirmationNumber}`);
    expect(refus?.text.split('\n')[0]).toBe('Aucune place n’était libre sur un vol à l’heure demandée');
  });
});
