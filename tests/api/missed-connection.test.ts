import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FlightTripSchema } from '../../src/lib/domain/booking/booking.schema';
import { MissedConnectionAnswerSchema } from '../../src/lib/domain/booking/missed-connection.schema';
import { isReasonableAirlineRebooking } from '../../src/lib/domain/booking/protections';
import { cancelHelpers } from './helpers/cancel';
import { createTestContext, signedInClient, type Client, type TestContext } from './helpers/context';
import { expectError, mutableClock } from './helpers/http';
import { outboxPayloads, trackedCount } from './helpers/outbox';

// Missed connection rebooking (SPEC §5; terms /terms/missed-connection-guarantee/): a delay that
// makes the traveler miss a connection, on a self-transfer trip (two tickets, nobody else rebooks)
// and on one ticket (the airline rebooks its own passenger, reasonably or not).

const HOUR = 3_600_000;
const clock = mutableClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ sessionTtlMinutes: 60 * 24 * 90 }, clock.now);
});
afterAll(() => ctx.close());
const db = () => ctx.database.db;
const { buyer, booked } = cancelHelpers(() => ctx, clock);

type Trip = Awaited<ReturnType<typeof booked>>;
type Itinerary = { slices: { segments: { isSelfTransferLayover: boolean }[] }[] };
/** One stop, on two tickets (a self-transfer) or on one. */
const connecting = (selfTransfer: boolean) => (it: Itinerary) =>
  it.slices[0]!.segments.length === 2 && it.slices[0]!.segments[0]!.isSelfTransferLayover === selfTransfer;

const answerOf = async (c: Client, id: string) => {
  const res = await c.request('GET', `/api/v0/trips/${id}/missedConnection`);
  expect(res.status).toBe(200);
  return MissedConnectionAnswerSchema.parse(await res.json());
};
const tripOf = async (c: Client, id: string) => FlightTripSchema.parse(await (await c.request('GET', `/api/v0/trips/${id}`)).json());

/** The airline delays the first flight so the traveler lands 30 minutes after the second one leaves. */
async function missTheConnection(c: Client, trip: Trip) {
  const [first, second] = trip.slices[0]!.segments;
  const delayMinutes = Math.round((Date.parse(second!.scheduledDeparture) - Date.parse(first!.scheduledArrival)) / 60_000) + 30;
  clock.advance(Date.parse(first!.scheduledDeparture) - 2 * HOUR - clock.now().getTime());
  const res = await c.request('POST', '/api/v0/testing/disruption', { bookingId: trip.id, delayMinutes });
  expect(res.status, await res.clone().text()).toBe(200);
  expect(((await res.json()) as { disruption: { kind: string } }).disruption.kind).toBe('MissedConnection');
  return delayMinutes;
}

describe('missed connection rebooking', () => {
  it('a self-transfer missed: the free flights from the connection airport, rebooked once under 10 concurrent tries, emailed', async () => {
    const b = await buyer();
    const trip = await booked(b, () => true, {}, [], 40, connecting(true));
    const delay = await missTheConnection(b.client, trip);
    const answer = await answerOf(b.client, trip.id);
    if (answer.kind !== 'Rebookable') throw new Error(`rebookable, not ${answer.kind}`);
    const [first, missed] = trip.slices[0]!.segments;
    expect(answer).toMatchObject({ slice: 0, missed: 1, selfTransfer: true, capMinor: 500_000 });
    const ready = Date.parse(first!.scheduledArrival) + (delay + 45) * 60_000;
    expect(answer.readyAt).toBe(new Date(ready).toISOString());
    expect(answer.options.length).toBeGreaterThan(0);
    for (const o of answer.options) {
      expect(o.slice.origin).toBe(missed!.origin.locationCode);
      expect(o.slice.destination).toBe(trip.slices[0]!.destination);
      expect(Date.parse(o.slice.segments[0]!.scheduledDeparture)).toBeGreaterThanOrEqual(ready);
      expect(o.fareShelf.rating).toBeLessThanOrEqual(trip.fare.fareShelf.rating);
      expect(o.slice.segments.some((g) => g.isSelfTransferLayover)).toBe(false);
    }

    const o = answer.options[0]!;
    const choice = { itineraryId: o.itineraryId, fareId: o.fareId, departureDate: o.departureDate };
    const tries = await Promise.all(
      Array.from({ length: 10 }, () => b.client.request('POST', `/api/v0/trips/${trip.id}/missedConnection/rebook`, choice)),
    );
    expect(tries.map((r) => r.status)).toEqual(Array<number>(10).fill(200));
    const after = await tripOf(b.client, trip.id);
    const slice = after.slices[0]!;
    expect(slice.segments[0]).toMatchObject({ ...first, stopoverDurationMinutes: expect.any(Number) });
    expect(slice.segments.slice(1).map((g) => g.marketingAirline)).toEqual(o.slice.segments.map((g) => g.marketingAirline));
    expect(slice).toMatchObject({
      origin: trip.slices[0]!.origin,
      destination: trip.slices[0]!.destination,
      stops: o.slice.segments.length,
    });
    expect(slice.zonedArrival).toBe(o.slice.zonedArrival);
    expect(after.disruption).toMatchObject({ kind: 'MissedConnection', state: 'Rebooked' });
    expect(after.payment).toEqual(trip.payment);
    expect((await outboxPayloads(db(), 'BookingConfirmed', trip.id)).filter((p) => p.rebooked === true)).toHaveLength(1);
    expect(await trackedCount(db(), b.userId, 'missed_connection_rebooked')).toBe(1);
    expect(await answerOf(b.client, trip.id)).toEqual({ kind: 'Unavailable', reason: 'Decided' });
  });

  it('on one ticket the airline rebooks its passenger: kept when reasonable (the service is not available), else ours', async () => {
    const b = await buyer();
    const seen = new Set<string>();
    // The airline's next flight depends on its timetable: book connections on several days until both answers show.
    // Each one moves the clock to its departure: the next is booked 3 days on from there.
    for (let i = 0; i < 30 && seen.size < 2; i++) {
      const trip = await booked(b, () => true, {}, [], 3, connecting(false));
      await missTheConnection(b.client, trip);
      const answer = await answerOf(b.client, trip.id);
      seen.add(answer.kind);
      const missed = trip.slices[0]!.segments[1]!;
      if (answer.kind === 'AirlineRebooked') {
        expect(answer.selfTransfer).toBe(false);
        expect(answer.rebooking.segments.every((g) => g.marketingAirline.code === missed.marketingAirline.code)).toBe(true);
        expect(isReasonableAirlineRebooking(missed.zonedDeparture, answer.rebooking.zonedDeparture)).toBe(true);
        await expectError(
          await b.client.request('POST', `/api/v0/trips/${trip.id}/missedConnection/rebook`, {
            itineraryId: 'x',
            fareId: 'y',
            departureDate: '2027-01-01',
          }),
          409,
          'NoMissedConnection',
        );
        expect((await b.client.request('POST', `/api/v0/trips/${trip.id}/missedConnection/acceptAirline`)).status).toBe(200);
        const after = await tripOf(b.client, trip.id);
        expect(after.slices[0]!.segments.slice(1).map((g) => g.scheduledDeparture)).toEqual(
          answer.rebooking.segments.map((g) => g.scheduledDeparture),
        );
        expect(after.disruption?.state).toBe('Rebooked');
      } else {
        expect(answer.kind).toBe('Rebookable');
        await expectError(
          await b.client.request('POST', `/api/v0/trips/${trip.id}/missedConnection/acceptAirline`),
          409,
          'NoMissedConnection',
        );
      }
    }
    expect([...seen].sort()).toEqual(['AirlineRebooked', 'Rebookable']);
  });

  it('ends 24 hours after the disruption; a flight no longer offered is refused; another user gets 404', async () => {
    const b = await buyer();
    const trip = await booked(b, () => true, {}, [], 45, connecting(true));
    await missTheConnection(b.client, trip);
    const bad = await b.client.request('POST', `/api/v0/trips/${trip.id}/missedConnection/rebook`, {
      itineraryId: 'gone',
      fareId: 'gone',
      departureDate: trip.slices[0]!.zonedDeparture.slice(0, 10),
    });
    await expectError(bad, 422, 'NotQualifying');
    const other = await signedInClient(ctx);
    expect((await other.client.request('GET', `/api/v0/trips/${trip.id}/missedConnection`)).status).toBe(404);
    expect((await other.client.request('POST', `/api/v0/trips/${trip.id}/missedConnection/acceptAirline`)).status).toBe(404);
    clock.advance(24 * HOUR + 1);
    expect(await answerOf(b.client, trip.id)).toEqual({ kind: 'Unavailable', reason: 'Expired' });
  });

  it('a trip with no missed connection says so', async () => {
    const b = await buyer();
    const trip = await booked(b, () => true, {}, [], 50);
    expect(await answerOf(b.client, trip.id)).toEqual({ kind: 'Unavailable', reason: 'NoMissedConnection' });
  });
});
