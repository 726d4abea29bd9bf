import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FlightTripSchema } from '../../src/lib/domain/booking/booking.schema';
import { DisruptionAnswerSchema } from '../../src/lib/domain/booking/disruption.schema';
import { basic, cancelHelpers } from './helpers/cancel';
import { createTestContext, type Client, type TestContext } from './helpers/context';
import { expectError, mutableClock } from './helpers/http';
import { outboxPayloads } from './helpers/outbox';

// Disruption assistance after booking (SPEC §4, §5; issue 19): the airline delays or cancels a
// flight; a covered traveler rebooks a qualifying flight for free or takes the base fare back, once.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const clock = mutableClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ sessionTtlMinutes: 60 * 24 * 60 }, clock.now);
});
afterAll(() => ctx.close());
const { buyer, booked, quote, cancel } = cancelHelpers(() => ctx, clock);

const disrupt = (c: Client, body: Record<string, unknown>) => c.request('POST', '/api/v0/testing/disruption', body);
const detection = async (c: Client, id: string) => {
  const res = await c.request('GET', `/api/v0/trips/${id}/disruption`);
  expect(res.status).toBe(200);
  return DisruptionAnswerSchema.parse(await res.json());
};
const rebook = (c: Client, id: string, body: Record<string, unknown>) => c.request('POST', `/api/v0/trips/${id}/disruption/rebook`, body);
const disruptionMails = async (bookingId: string) => (await outboxPayloads(ctx.database.db, 'FlightDisrupted', bookingId)).length;
const tripOf = async (c: Client, id: string) => FlightTripSchema.parse(await (await c.request('GET', `/api/v0/trips/${id}`)).json());

describe('disruption assistance', () => {
  it('a 2 h 30 delay: qualifying flights only; rebooking one replaces the flight at no charge, once, under 10 concurrent tries', async () => {
    const b = await buyer();
    const trip = await booked(b, basic, {}, ['DisruptionAssistance']);
    // Past the 24-hour void window, where a basic fare gives nothing back by its own rules.
    clock.advance(DAY + HOUR);
    expect((await disrupt(b.client, { bookingId: trip.id, delayMinutes: 150 })).status).toBe(200);

    const d = await detection(b.client, trip.id);
    if (d.kind !== 'IsDisrupted') throw new Error(`disrupted, not ${d.reason}`);
    expect(d.disruption).toMatchObject({ kind: 'Delay', slice: 0, delayMinutes: 150, state: 'Open' });
    // The covered traveler is emailed, once.
    expect(await disruptionMails(trip.id)).toBe(1);
    expect(d.refundMinor).toBe(trip.fare.baseFare);
    expect(d.options.length).toBeGreaterThan(0);
    const booked0 = trip.slices[0]!;
    const day = booked0.zonedDeparture.slice(0, 10);
    for (const o of d.options) {
      expect([o.slice.origin, o.slice.destination]).toEqual([booked0.origin, booked0.destination]);
      expect(o.slice.zonedDeparture.slice(0, 10) >= day).toBe(true);
      expect(o.fareShelf.rating).toBeLessThanOrEqual(trip.fare.fareShelf.rating);
    }
    const pick = d.options.at(-1)!;
    const tries = await Promise.all(
      Array.from({ length: 10 }, () =>
        rebook(b.client, trip.id, { itineraryId: pick.itineraryId, fareId: pick.fareId, departureDate: pick.departureDate }),
      ),
    );
    expect(tries.map((r) => r.status)).toEqual(Array<number>(10).fill(200));
    const after = await tripOf(b.client, trip.id);
    expect(after.slices[0]).toEqual(pick.slice);
    expect(after.disruption).toMatchObject({ state: 'Rebooked', decidedAt: clock.now().toISOString() });
    expect(after.payment).toEqual(trip.payment);
    // Used: no refund through it any more, and nothing left to detect.
    expect(await detection(b.client, trip.id)).toEqual({ kind: 'NotDisrupted', reason: 'Decided' });
    expect(await quote(b.client, trip.id)).toMatchObject({ kind: 'NotCancelable', reason: 'NonRefundable' });
  });

  it('a cancellation within 24 hours of departure: the base fare back through the cancel; then no rebooking', async () => {
    const b = await buyer();
    const trip = await booked(b, basic, {}, ['DisruptionAssistance']);
    const departure = Date.parse(trip.slices[0]!.segments[0]!.scheduledDeparture);
    // Cancelled two days out: not what the assistance covers.
    clock.advance(departure - clock.now().getTime() - 2 * DAY);
    await disrupt(b.client, { bookingId: trip.id, cancel: true });
    expect(await detection(b.client, trip.id)).toEqual({ kind: 'NotDisrupted', reason: 'CancelledTooEarly' });

    const other = await booked(b, basic, {}, ['DisruptionAssistance'], 3);
    const leaves = Date.parse(other.slices[0]!.segments[0]!.scheduledDeparture);
    clock.advance(leaves - clock.now().getTime() - 20 * HOUR);
    await disrupt(b.client, { bookingId: other.id, cancel: true });
    const d = await detection(b.client, other.id);
    expect(d).toMatchObject({
      kind: 'IsDisrupted',
      disruption: { kind: 'Cancellation', delayMinutes: null },
      refundMinor: other.fare.baseFare,
    });

    const q = await quote(b.client, other.id);
    expect(q).toMatchObject({ kind: 'Cancelable', refund: { why: 'DisruptionRefund', refundMinor: other.fare.baseFare } });
    expect((await cancel(b.client, other.id, other.fare.baseFare)).status).toBe(200);
    expect((await tripOf(b.client, other.id)).disruption).toMatchObject({ state: 'Refunded' });
    // The one decision is made: a rebooking is refused whatever flight is asked for.
    await expectError(
      await rebook(b.client, other.id, { itineraryId: 'any', fareId: 'any', departureDate: '2027-01-01' }),
      409,
      'NotDisrupted',
    );
  });

  it('not covered, below the threshold, or past its expiry: NotDisrupted with the reason; the fare rules still answer', async () => {
    const b = await buyer();
    const bare = await booked(b, basic);
    await disrupt(b.client, { bookingId: bare.id, delayMinutes: 150 });
    expect(await detection(b.client, bare.id)).toEqual({ kind: 'NotDisrupted', reason: 'NotCovered' });
    // Nothing to offer, so no email: Trips shows the delay.
    expect(await disruptionMails(bare.id)).toBe(0);

    const covered = await booked(b, basic, {}, ['DisruptionAssistance']);
    await disrupt(b.client, { bookingId: covered.id, delayMinutes: 60 });
    expect(await detection(b.client, covered.id)).toEqual({ kind: 'NotDisrupted', reason: 'BelowThreshold' });

    const late = await booked(b, basic, {}, ['DisruptionAssistance']);
    await disrupt(b.client, { bookingId: late.id, delayMinutes: 180 });
    const lastArrival = Math.max(...late.slices.flatMap((s) => s.segments.map((g) => Date.parse(g.scheduledArrival))));
    clock.advance(lastArrival + DAY + HOUR - clock.now().getTime());
    expect(await detection(b.client, late.id)).toEqual({ kind: 'NotDisrupted', reason: 'Expired' });
  });

  it("another user's trip answers 404; a flight that is not an option answers 422 with the field", async () => {
    const owner = await buyer();
    const trip = await booked(owner, basic, {}, ['DisruptionAssistance']);
    await disrupt(owner.client, { bookingId: trip.id, delayMinutes: 200 });
    const other = await buyer();
    await expectError(await other.client.request('GET', `/api/v0/trips/${trip.id}/disruption`), 404, 'NotFound');
    const d = await detection(owner.client, trip.id);
    if (d.kind !== 'IsDisrupted' || !d.options[0]) throw new Error('options');
    const o = d.options[0];
    await expectError(
      await rebook(other.client, trip.id, { itineraryId: o.itineraryId, fareId: o.fareId, departureDate: o.departureDate }),
      404,
      'NotFound',
    );
    const body = await expectError(
      await rebook(owner.client, trip.id, { itineraryId: 'nope', fareId: o.fareId, departureDate: o.departureDate }),
      422,
      'NotQualifying',
    );
    expect(JSON.stringify(body)).toContain('itineraryId');
    expect((await rebook(owner.client, trip.id, { itineraryId: o.itineraryId, fareId: o.fareId, departureDate: 'tomorrow' })).status).toBe(
      400,
    );
    expect((await tripOf(owner.client, trip.id)).slices).toEqual(trip.slices);
  });
});
