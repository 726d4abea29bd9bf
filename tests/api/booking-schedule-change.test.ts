import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FlightTripSchema } from '../../src/lib/domain/booking/booking.schema';
import { bookings, outbox, trackingEvents } from '../../src/server/db/schema';
import { airlinePlan, runAirlineChanges } from '../../src/server/services/booking/flights/schedule-change';
import { basic, cancelHelpers } from './helpers/cancel';
import { createTestContext, type Client, type TestContext } from './helpers/context';
import { expectError, mutableClock } from './helpers/http';

// Schedule changes (SPEC §4; issue 19): the simulated airline retimes or cancels a booked flight;
// the traveler is told and decides. Never accepted for them; a significant change refunds in full.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const clock = mutableClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ sessionTtlMinutes: 60 * 24 * 30 }, clock.now);
});
afterAll(() => ctx.close());
const db = () => ctx.database.db;
const { buyer, booked, quote, cancel } = cancelHelpers(() => ctx, clock);

const airline = (c: Client, body: Record<string, unknown>) => c.request('POST', '/api/v0/testing/scheduleChange', body);
const accept = (c: Client, id: string) => c.request('POST', `/api/v0/trips/${id}/scheduleChange/accept`);
const tripOf = async (c: Client, id: string) => FlightTripSchema.parse(await (await c.request('GET', `/api/v0/trips/${id}`)).json());

describe('schedule changes', () => {
  it('a small change (45 minutes) waits for the traveler, is emailed, and becomes the itinerary once accepted, once', async () => {
    const b = await buyer();
    const trip = await booked(b, basic);
    clock.advance(2 * DAY);
    expect((await airline(b.client, { bookingId: trip.id, minutes: 45 })).status).toBe(200);

    const changed = await tripOf(b.client, trip.id);
    expect(changed.scheduleChange).toMatchObject({ state: 'Modified', significant: false, before: trip.slices, decidedAt: null });
    const moved = changed.scheduleChange!.after![0]!.segments[0]!;
    expect(Date.parse(moved.scheduledDeparture) - Date.parse(trip.slices[0]!.segments[0]!.scheduledDeparture)).toBe(45 * 60_000);
    // Nothing changes until the traveler answers.
    expect(changed.slices).toEqual(trip.slices);
    expect(
      await db()
        .select()
        .from(outbox)
        .where(and(eq(outbox.kind, 'ScheduleChanged'), sql`${outbox.payload}->>'bookingId' = ${trip.id}`)),
    ).toHaveLength(1);
    // Not significant: the fare's own rules still answer a cancel.
    expect(await quote(b.client, trip.id)).toMatchObject({ kind: 'NotCancelable', reason: 'NonRefundable' });
    // A second change cannot pile on one waiting for an answer.
    await expectError(await airline(b.client, { bookingId: trip.id, minutes: 30 }), 409, 'NotChangeable');

    const answers = await Promise.all(Array.from({ length: 10 }, () => accept(b.client, trip.id)));
    expect(answers.map((r) => r.status)).toEqual(Array<number>(10).fill(200));
    const accepted = await tripOf(b.client, trip.id);
    expect(accepted.slices).toEqual(changed.scheduleChange!.after);
    expect(accepted.scheduleChange).toMatchObject({ state: 'Ticketed', decidedAt: clock.now().toISOString() });
    const events = await db()
      .select()
      .from(trackingEvents)
      .where(and(eq(trackingEvents.userId, b.userId), eq(trackingEvents.name, 'schedule_change_accepted')));
    expect(events).toHaveLength(1);
  });

  it('a significant change (2 h 30) lets the traveler cancel for everything back, protections included; the change is then Rejected', async () => {
    const b = await buyer();
    const trip = await booked(b, basic, {}, ['Cfar']);
    clock.advance(2 * DAY);
    await airline(b.client, { bookingId: trip.id, minutes: 150 });
    expect((await tripOf(b.client, trip.id)).scheduleChange).toMatchObject({ state: 'Modified', significant: true });

    const q = await quote(b.client, trip.id);
    expect(q).toMatchObject({
      kind: 'Cancelable',
      refund: { why: 'ScheduleChange', refundMinor: trip.payment.totalMinor, feeMinor: 0, keptMinor: 0 },
    });
    expect(q).not.toHaveProperty('airlineCredit');
    expect((await cancel(b.client, trip.id, trip.payment.totalMinor)).status).toBe(200);
    const after = await tripOf(b.client, trip.id);
    expect(after).toMatchObject({ reservation: 'Canceled', scheduleChange: { state: 'Rejected', decidedAt: clock.now().toISOString() } });
    await expectError(await accept(b.client, trip.id), 409, 'NoScheduleChange');
  });

  it('a flight the airline cancels cannot be accepted; it refunds in full', async () => {
    const b = await buyer();
    const trip = await booked(b, basic);
    clock.advance(2 * DAY);
    await airline(b.client, { bookingId: trip.id, cancel: true });
    expect((await tripOf(b.client, trip.id)).scheduleChange).toMatchObject({ state: 'Canceled', significant: true, after: null });
    await expectError(await accept(b.client, trip.id), 409, 'ScheduleChangeNotAcceptable');
    expect(await quote(b.client, trip.id)).toMatchObject({
      kind: 'Cancelable',
      refund: { why: 'ScheduleChange', refundMinor: trip.payment.totalMinor },
    });
  });

  it("another user's booking answers 404 to the accept and to the airline hook; nothing changes", async () => {
    const owner = await buyer();
    const trip = await booked(owner, basic);
    clock.advance(2 * DAY);
    await airline(owner.client, { bookingId: trip.id, minutes: 45 });
    const other = await buyer();
    await expectError(await accept(other.client, trip.id), 404, 'NotFound');
    await expectError(await airline(other.client, { bookingId: trip.id, cancel: true }), 404, 'NotFound');
    expect((await tripOf(owner.client, trip.id)).scheduleChange).toMatchObject({ state: 'Modified' });
  });

  it('no change waiting: accept answers 409; bad hook input answers 400', async () => {
    const b = await buyer();
    const trip = await booked(b, basic);
    await expectError(await accept(b.client, trip.id), 409, 'NoScheduleChange');
    expect((await airline(b.client, { bookingId: trip.id, minutes: 0 })).status).toBe(400);
    expect((await airline(b.client, { bookingId: 'nope', minutes: 30 })).status).toBe(400);
  });

  it("the airline's own pass changes exactly the bookings its plan says, once, and never accepts for the traveler", async () => {
    const b = await buyer();
    // About 1 in 25 bookings is planned for a change: book until one is.
    const planned = [];
    for (let i = 0; i < 150 && planned.length === 0; i++) {
      const trip = await booked(b, basic);
      if (airlinePlan(trip.id, new Date(trip.createdAt))) planned.push(trip.id);
    }
    expect(planned).toHaveLength(1);
    // Every plan is due within 78 hours of booking; the flights leave 30 days or more out.
    clock.advance(4 * DAY);
    // Other tests' bookings in this database may be planned too: this user's are checked below.
    expect(await runAirlineChanges(db(), clock.now())).toBeGreaterThanOrEqual(1);
    expect(await runAirlineChanges(db(), clock.now())).toBe(0);
    const rows = await db().select().from(bookings).where(eq(bookings.userId, b.userId));
    const changed = rows.filter((r) => r.scheduleChange);
    expect(changed.map((r) => r.id)).toEqual(planned);
    const [r] = changed;
    expect(['Modified', 'Canceled']).toContain(r!.scheduleChange!.state);
    // The booking keeps its booked flights until the traveler answers.
    expect((r!.snapshot as { slices: unknown }).slices).toEqual(r!.scheduleChange!.before);
  });
});
