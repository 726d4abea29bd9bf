// The simulated airline's schedule changes (SPEC §4 schedule changes) and the traveler's answer.
// The airline retimes one slice of a confirmed booking or cancels its flights; the change is
// stored on the booking, emailed through the outbox and shown in Trips, and waits there: only the
// traveler accepts it (the new times become the booking's) or cancels, by the engine's cancel,
// for everything back when it is significant. A documented test hook and a worker make changes.
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { awaitsDecision, isSignificantChange, type ScheduleChange } from '../../../../lib/domain/booking/schedule-change';
import type { Segment, Slice } from '../../../../lib/domain/flights/flights.schema';
import { daysBetween } from '../../../../lib/domain/shared/dates';
import type { Db } from '../../../db/client';
import { bookings, outbox } from '../../../db/schema';
import { errorBody } from '../../../http/errors';
import { hashSeed } from '../../../inventory/random';
import { reference } from '../../../inventory/reference';
import { zoned } from '../../../inventory/flights/slices';
import type { Logger } from 'pino';
import { recordBookingEvent } from '../events';
import type { Answer, Tx } from '../payment';
import { readSnapshot } from '../snapshot';
import { lockOwnBooking } from '../trips';
import { startRepeating } from '../../repeating';

type Row = typeof bookings.$inferSelect;

/** What the airline does: move one slice by some minutes, or cancel the flights. */
export type AirlineChange = { kind: 'Retime'; slice: number; minutes: number } | { kind: 'Cancel' };

const MINUTE = 60_000;

/** The slice flown `minutes` later (earlier when negative): every flight of it, on its airports' clocks. */
export function retimed(slice: Slice, minutes: number): Slice {
  const airports = reference().airports;
  const shift = (iso: string) => Date.parse(iso) + minutes * MINUTE;
  const local = (instant: number, code: string) => {
    const airport = airports.get(code);
    return airport ? zoned(instant, airport) : { iso: new Date(instant).toISOString(), date: new Date(instant).toISOString().slice(0, 10) };
  };
  const firstDeparture = local(shift(slice.segments[0]!.scheduledDeparture), slice.segments[0]!.origin.locationCode);
  const segments: Segment[] = slice.segments.map((g) => {
    const departure = shift(g.scheduledDeparture);
    const arrival = shift(g.scheduledArrival);
    const arrives = local(arrival, g.destination.locationCode);
    return {
      ...g,
      scheduledDeparture: new Date(departure).toISOString(),
      scheduledArrival: new Date(arrival).toISOString(),
      zonedDeparture: local(departure, g.origin.locationCode).iso,
      zonedArrival: arrives.iso,
      plusDays: daysBetween(firstDeparture.date, arrives.date),
    };
  });
  const last = segments.at(-1)!;
  return { ...slice, zonedDeparture: segments[0]!.zonedDeparture, zonedArrival: last.zonedArrival, plusDays: last.plusDays, segments };
}

/** Applies the airline's change to a confirmed flight booking that has none waiting; answers the change or why not. */
async function applyAirlineChange(tx: Tx, row: Row, change: AirlineChange, now: Date): Promise<ScheduleChange | 'NotChangeable'> {
  const snapshot = readSnapshot(row);
  if (snapshot.product !== 'Flight' || row.status !== 'Confirmed' || awaitsDecision(row.scheduleChange)) return 'NotChangeable';
  const before = snapshot.slices;
  if (Date.parse(before[0]?.segments[0]?.scheduledDeparture ?? '') <= now.getTime()) return 'NotChangeable';
  let after: Slice[] | null = null;
  if (change.kind === 'Retime') {
    if (!before[change.slice]) return 'NotChangeable';
    after = before.map((s, i) => (i === change.slice ? retimed(s, change.minutes) : s));
  }
  const recorded: ScheduleChange = {
    state: after ? 'Modified' : 'Canceled',
    detectedAt: now.toISOString(),
    decidedAt: null,
    significant: isSignificantChange(before, after),
    before,
    after,
  };
  await tx.update(bookings).set({ scheduleChange: recorded, updatedAt: now }).where(eq(bookings.id, row.id));
  await tx.insert(outbox).values({ kind: 'ScheduleChanged', payload: { bookingId: row.id, userId: row.userId }, createdAt: now });
  await recordBookingEvent(tx, 'schedule_change_detected', row, now);
  return recorded;
}

/** The test hook's change of one of the user's own bookings (TEST_HOOKS only). */
export async function airlineChangesBooking(db: Db, userId: string, id: string, change: AirlineChange, now: Date): Promise<Answer> {
  return db.transaction(async (tx) => {
    const row = await lockOwnBooking(tx, userId, id);
    const done = await applyAirlineChange(tx, row, change, now);
    if (done === 'NotChangeable') {
      return {
        status: 409,
        body: errorBody('NotChangeable', 'Only a confirmed flight that has not left, with no change waiting, can be changed.'),
      };
    }
    return { status: 200, body: { scheduleChange: done } };
  });
}

/** The traveler accepts the airline's new times: they become the booking's. Accepting again answers the same. */
export async function acceptScheduleChange(db: Db, userId: string, id: string, now: Date): Promise<Answer> {
  return db.transaction(async (tx) => {
    const row = await lockOwnBooking(tx, userId, id);
    const change = row.scheduleChange;
    if (change?.state === 'Ticketed' && !change.rebooked) return { status: 200, body: { bookingId: id } };
    if (!change || change.state !== 'Modified' || !change.after) {
      const canceled = change?.state === 'Canceled';
      return {
        status: 409,
        body: canceled
          ? errorBody(
              'ScheduleChangeNotAcceptable',
              'The airline cancelled these flights: there are no new times to accept. Cancel the trip for a refund, or call us for another flight.',
            )
          : errorBody('NoScheduleChange', 'This booking has no schedule change waiting for an answer.'),
      };
    }
    const snapshot = readSnapshot(row);
    await tx
      .update(bookings)
      .set({
        snapshot: { ...snapshot, slices: change.after },
        scheduleChange: { ...change, state: 'Ticketed', decidedAt: now.toISOString() },
        updatedAt: now,
      })
      .where(eq(bookings.id, id));
    await recordBookingEvent(tx, 'schedule_change_accepted', row, now);
    return { status: 200, body: { bookingId: id } };
  });
}

/**
 * The simulated airline's own decisions: about 1 booking in 25 is changed once, between 6 and 78
 * hours after it was booked and at least a day before it leaves; most are retimed (45 minutes to 4
 * hours either way), 1 in 5 of those is cancelled. Deterministic per booking, so every process agrees.
 */
export function airlinePlan(bookingId: string, bookedAt: Date): { at: Date; change: AirlineChange } | null {
  const h = hashSeed(`schedule-change:${bookingId}`);
  if (h % 25 !== 0) return null;
  const at = new Date(bookedAt.getTime() + (6 + ((h >>> 5) % 73)) * 60 * MINUTE);
  if ((h >>> 12) % 5 === 0) return { at, change: { kind: 'Cancel' } };
  const shifts = [-120, -45, 45, 90, 150, 240];
  return { at, change: { kind: 'Retime', slice: 0, minutes: shifts[(h >>> 16) % shifts.length]! } };
}

/** One pass of the airline: every booking whose planned change is due gets it. */
export async function runAirlineChanges(db: Db, now: Date, logger?: Logger): Promise<number> {
  const dayAhead = new Date(now.getTime() + 24 * 60 * MINUTE).toISOString();
  const candidates = await db
    .select({ id: bookings.id, createdAt: bookings.createdAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.product, 'Flight'),
        eq(bookings.status, 'Confirmed'),
        isNull(bookings.scheduleChange),
        lt(bookings.createdAt, new Date(now.getTime() - 6 * 60 * MINUTE)),
        sql`(${bookings.snapshot}->'slices'->0->'segments'->0->>'scheduledDeparture') > ${dayAhead}`,
      ),
    );
  let changed = 0;
  for (const c of candidates) {
    const plan = airlinePlan(c.id, c.createdAt);
    if (!plan || plan.at > now) continue;
    const done = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(bookings).where(eq(bookings.id, c.id)).for('update');
      return row && !row.scheduleChange ? applyAirlineChange(tx, row, plan.change, now) : 'NotChangeable';
    });
    if (done !== 'NotChangeable') changed++;
  }
  if (changed) logger?.info({ changed }, 'airline schedule changes');
  return changed;
}

/** Runs the airline every `everyMs` (unref'd); answers a stop function. */
export function startAirlineChanges(deps: { db: Db; logger?: Logger }, clock: () => Date, everyMs = 10 * 60_000): () => void {
  return startRepeating(() => runAirlineChanges(deps.db, clock(), deps.logger), everyMs, deps.logger, 'airline schedule changes');
}
