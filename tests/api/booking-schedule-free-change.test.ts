import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FlightTripSchema } from '../../src/lib/domain/booking/booking.schema';
import { ScheduleChangeOptionsSchema } from '../../src/lib/domain/booking/schedule-change.schema';
import type { Slice } from '../../src/lib/domain/flights/flights.schema';
import { basic, cancelHelpers } from './helpers/cancel';
import { createTestContext, type Client, type TestContext } from './helpers/context';
import { expectError, mutableClock } from './helpers/http';
import { outboxPayloads, trackedCount } from './helpers/outbox';

// A significant schedule change (issue 19 §3): instead of the airline's new times, the traveler
// moves each changed slice to another qualifying flight at no charge, once.

const DAY = 24 * 3_600_000;
const clock = mutableClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ sessionTtlMinutes: 60 * 24 * 30 }, clock.now);
});
afterAll(() => ctx.close());
const db = () => ctx.database.db;
const { buyer, booked, quote } = cancelHelpers(() => ctx, clock);

const airline = (c: Client, body: Record<string, unknown>) => c.request('POST', '/api/v0/testing/scheduleChange', body);
const optionsRes = (c: Client, id: string) => c.request('GET', `/api/v0/trips/${id}/scheduleChange/options`);
const options = async (c: Client, id: string) => {
  const res = await optionsRes(c, id);
  expect(res.status, await res.clone().text()).toBe(200);
  return ScheduleChangeOptionsSchema.parse(await res.json());
};
const rebook = (c: Client, id: string, body: unknown) => c.request('POST', `/api/v0/trips/${id}/scheduleChange/rebook`, body);
const tripOf = async (c: Client, id: string) => FlightTripSchema.parse(await (await c.request('GET', `/api/v0/trips/${id}`)).json());
const numbers = (s: Slice) => s.segments.map((g) => `${g.marketingAirline.code}${g.marketingAirline.flightNumber}`).join('+');

describe('a free change after a significant schedule change', () => {
  it('2 h 30 later: qualifying flights without the moved one; choosing one reissues at no charge, once, under 10 concurrent tries', async () => {
    const b = await buyer();
    const trip = await booked(b, basic);
    clock.advance(2 * DAY);
    await airline(b.client, { bookingId: trip.id, minutes: 150 });

    const offered = await options(b.client, trip.id);
    expect(offered.slices.map((s) => s.slice)).toEqual([0]);
    const list = offered.slices[0]!.options;
    expect(list.length).toBeGreaterThan(0);
    const was = trip.slices[0]!;
    const day = was.zonedDeparture.slice(0, 10);
    for (const o of list) {
      expect([o.slice.origin, o.slice.destination]).toEqual([was.origin, was.destination]);
      expect(o.slice.zonedDeparture.slice(0, 10) >= day).toBe(true);
      expect(o.fareShelf.rating).toBeLessThanOrEqual(trip.fare.fareShelf.rating);
      // The airline moved that flight: the timetable's old time of it is not an option.
      expect(numbers(o.slice)).not.toBe(numbers(was));
    }

    const pick = list.at(-1)!;
    const body = { choices: [{ slice: 0, itineraryId: pick.itineraryId, fareId: pick.fareId, departureDate: pick.departureDate }] };
    const tries = await Promise.all(Array.from({ length: 10 }, () => rebook(b.client, trip.id, body)));
    expect(tries.map((r) => r.status)).toEqual(Array<number>(10).fill(200));
    const after = await tripOf(b.client, trip.id);
    expect(after.slices[0]).toEqual(pick.slice);
    expect(after.scheduleChange).toMatchObject({ state: 'Ticketed', rebooked: true, decidedAt: clock.now().toISOString() });
    expect(after.payment).toEqual(trip.payment);
    const mails = (await outboxPayloads(db(), 'BookingConfirmed', trip.id)).filter((p) => p.rebooked === true);
    expect(mails).toHaveLength(1);
    expect(await trackedCount(db(), b.userId, 'schedule_change_rebooked')).toBe(1);

    // Decided: nothing more to accept or change, and the fare's own rules answer a cancel again.
    await expectError(await b.client.request('POST', `/api/v0/trips/${trip.id}/scheduleChange/accept`), 409, 'NoScheduleChange');
    await expectError(await optionsRes(b.client, trip.id), 409, 'NoScheduleChange');
    expect(await quote(b.client, trip.id)).toMatchObject({ kind: 'NotCancelable', reason: 'NonRefundable' });
  });

  it('a small change (45 minutes) offers no free change: accept it or call', async () => {
    const b = await buyer();
    const trip = await booked(b, basic);
    clock.advance(2 * DAY);
    await airline(b.client, { bookingId: trip.id, minutes: 45 });
    await expectError(await optionsRes(b.client, trip.id), 409, 'ScheduleChangeNotSignificant');
    const body = { choices: [{ slice: 0, itineraryId: 'x', fareId: 'y', departureDate: '2027-01-01' }] };
    await expectError(await rebook(b.client, trip.id, body), 409, 'ScheduleChangeNotSignificant');
    expect((await tripOf(b.client, trip.id)).scheduleChange).toMatchObject({ state: 'Modified' });
  });

  it('a flight the airline cancelled: every changed slice needs a choice, only those, and only flights offered now', async () => {
    const b = await buyer();
    const trip = await booked(b, basic);
    clock.advance(2 * DAY);
    await airline(b.client, { bookingId: trip.id, cancel: true });
    const offered = await options(b.client, trip.id);
    expect(offered.slices.map((s) => s.slice)).toEqual([0]);
    const pick = offered.slices[0]!.options[0]!;
    const choice = { slice: 0, itineraryId: pick.itineraryId, fareId: pick.fareId, departureDate: pick.departureDate };

    await expectError(await rebook(b.client, trip.id, { choices: [choice, { ...choice, slice: 1 }] }), 422, 'ChoicesIncomplete');
    await expectError(await rebook(b.client, trip.id, { choices: [{ ...choice, slice: 1 }] }), 422, 'ChoicesIncomplete');
    await expectError(await rebook(b.client, trip.id, { choices: [{ ...choice, fareId: 'not-offered' }] }), 422, 'NotQualifying');
    expect((await rebook(b.client, trip.id, { choices: [] })).status).toBe(400);
    expect((await rebook(b.client, trip.id, { choices: [{ ...choice, departureDate: 'soon' }] })).status).toBe(400);
    expect((await tripOf(b.client, trip.id)).scheduleChange).toMatchObject({ state: 'Canceled' });

    expect((await rebook(b.client, trip.id, { choices: [choice] })).status).toBe(200);
    expect(await tripOf(b.client, trip.id)).toMatchObject({
      slices: [pick.slice],
      reservation: 'Confirmed',
      scheduleChange: { state: 'Ticketed', rebooked: true },
    });
  });

  it("no change waiting answers 409; another user's booking answers 404 and nothing changes", async () => {
    const owner = await buyer();
    const trip = await booked(owner, basic);
    await expectError(await optionsRes(owner.client, trip.id), 409, 'NoScheduleChange');
    clock.advance(2 * DAY);
    await airline(owner.client, { bookingId: trip.id, minutes: 150 });
    const pick = (await options(owner.client, trip.id)).slices[0]!.options[0]!;
    const other = await buyer();
    await expectError(await optionsRes(other.client, trip.id), 404, 'NotFound');
    const body = { choices: [{ slice: 0, itineraryId: pick.itineraryId, fareId: pick.fareId, departureDate: pick.departureDate }] };
    await expectError(await rebook(other.client, trip.id, body), 404, 'NotFound');
    expect((await tripOf(owner.client, trip.id)).scheduleChange).toMatchObject({ state: 'Modified' });
  });
});
