import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FlightTripSchema } from '../../src/lib/domain/booking/booking.schema';
import { DisruptionAnswerSchema } from '../../src/lib/domain/booking/disruption.schema';
import { airlineDisruptionPlan, runAirlineDisruptions } from '../../src/server/services/booking/flights/airline-disruptions';
import { basic, cancelHelpers } from './helpers/cancel';
import { createTestContext, type Client, type TestContext } from './helpers/context';
import { mutableClock } from './helpers/http';

// The simulated airline's own day-of-departure delays and cancellations (issue 19 §4): the worker
// applies each booking's plan once when due; a covered trip then reads IsDisrupted.

const clock = mutableClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ sessionTtlMinutes: 60 * 24 * 30 }, clock.now);
});
afterAll(() => ctx.close());
const db = () => ctx.database.db;
const { buyer, booked } = cancelHelpers(() => ctx, clock);
const tripOf = async (c: Client, id: string) => FlightTripSchema.parse(await (await c.request('GET', `/api/v0/trips/${id}`)).json());
const leaves = (t: { slices: { segments: { scheduledDeparture: string }[] }[] }) => new Date(t.slices[0]!.segments[0]!.scheduledDeparture);

describe("the airline's own disruptions", () => {
  it('disrupt exactly the bookings their plan says, once, when due; a covered trip reads IsDisrupted', async () => {
    const b = await buyer();
    // About 1 booking in 12 is planned for a disruption: book two days out until one is.
    const unplanned = [];
    let planned: { trip: Awaited<ReturnType<typeof booked>>; plan: NonNullable<ReturnType<typeof airlineDisruptionPlan>> } | null = null;
    for (let i = 0; i < 150 && !planned; i++) {
      const trip = await booked(b, basic, {}, ['DisruptionAssistance'], 2);
      const plan = airlineDisruptionPlan(trip.id, leaves(trip));
      if (plan) planned = { trip, plan };
      else unplanned.push(trip);
    }
    if (!planned) throw new Error('no booking planned for a disruption in 150');
    const { trip, plan } = planned;
    expect(plan.at.getTime()).toBeLessThan(leaves(trip).getTime());

    // Not due yet: nothing happens.
    await runAirlineDisruptions(db(), clock.now());
    expect((await tripOf(b.client, trip.id)).disruption).toBeNull();

    clock.advance(plan.at.getTime() - clock.now().getTime());
    expect(await runAirlineDisruptions(db(), clock.now())).toBeGreaterThanOrEqual(1);
    const after = await tripOf(b.client, trip.id);
    expect(after.disruption).toMatchObject({
      slice: 0,
      state: 'Open',
      delayMinutes: 'cancel' in plan.event ? null : plan.event.delayMinutes,
      detectedAt: clock.now().toISOString(),
    });
    // Once: a second pass leaves it as it was.
    await runAirlineDisruptions(db(), clock.now());
    expect((await tripOf(b.client, trip.id)).disruption).toEqual(after.disruption);
    for (const other of unplanned.slice(0, 5)) expect((await tripOf(b.client, other.id)).disruption).toBeNull();

    const d = DisruptionAnswerSchema.parse(await (await b.client.request('GET', `/api/v0/trips/${trip.id}/disruption`)).json());
    const covered = 'cancel' in plan.event || plan.event.delayMinutes >= 120 || after.disruption?.kind === 'MissedConnection';
    expect(d.kind).toBe(covered ? 'IsDisrupted' : 'NotDisrupted');
  });

  it('plans are deterministic and about 1 in 12, each 3 to 20 hours before departure', () => {
    const leaving = new Date('2027-03-01T15:00:00Z');
    const plans = Array.from({ length: 2400 }, (_, i) => airlineDisruptionPlan(`booking-${i}`, leaving));
    expect(plans).toEqual(Array.from({ length: 2400 }, (_, i) => airlineDisruptionPlan(`booking-${i}`, leaving)));
    const some = plans.filter((p) => p !== null);
    expect(some.length).toBeGreaterThan(140);
    expect(some.length).toBeLessThan(260);
    for (const p of some) {
      const hours = (leaving.getTime() - p.at.getTime()) / 3_600_000;
      expect(hours).toBeGreaterThanOrEqual(3);
      expect(hours).toBeLessThanOrEqual(20);
    }
    expect(some.some((p) => 'cancel' in p.event)).toBe(true);
    expect(some.some((p) => 'delayMinutes' in p.event)).toBe(true);
  });
});
