// The simulated airline's own disruptions on the day of departure (SPEC §4 disruption detection
// from the airline's delay and cancellation events): about 1 booking in 12 has its first flight
// delayed (45 minutes to 5 hours) or, for 1 in 4 of those, cancelled, 3 to 20 hours before it
// leaves. Deterministic per booking, so every process agrees; a worker applies what is due, and a
// booking with disruption assistance then shows "Flight disrupted" in Trips.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../../db/client';
import { bookings } from '../../../db/schema';
import { hashSeed } from '../../../inventory/random';
import { startRepeating } from '../../repeating';
import { applyAirlineDisruption, type AirlineDisruption } from './disruption';

const HOUR = 3_600_000;

/** When and how the airline disrupts this booking, or null (it flies as booked). */
export function airlineDisruptionPlan(bookingId: string, firstDeparture: Date): { at: Date; event: AirlineDisruption } | null {
  const h = hashSeed(`disruption:${bookingId}`);
  if (h % 12 !== 0) return null;
  const at = new Date(firstDeparture.getTime() - (3 + ((h >>> 5) % 18)) * HOUR);
  if ((h >>> 12) % 4 === 0) return { at, event: { slice: 0, cancel: true } };
  const delays = [45, 90, 150, 210, 300];
  return { at, event: { slice: 0, delayMinutes: delays[(h >>> 16) % delays.length]! } };
}

/** One pass: every confirmed flight leaving within a day whose planned disruption is due gets it, once. */
export async function runAirlineDisruptions(db: Db, now: Date, logger?: Logger): Promise<number> {
  const first = sql<string>`(${bookings.snapshot}->'slices'->0->'segments'->0->>'scheduledDeparture')`;
  const candidates = await db
    .select({ id: bookings.id, first })
    .from(bookings)
    .where(
      and(
        eq(bookings.product, 'Flight'),
        eq(bookings.status, 'Confirmed'),
        isNull(bookings.disruption),
        sql`${first} > ${now.toISOString()}`,
        sql`${first} <= ${new Date(now.getTime() + 24 * HOUR).toISOString()}`,
      ),
    );
  let disrupted = 0;
  for (const c of candidates) {
    const plan = airlineDisruptionPlan(c.id, new Date(c.first));
    if (!plan || plan.at > now) continue;
    const done = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(bookings).where(eq(bookings.id, c.id)).for('update');
      return row && !row.disruption ? applyAirlineDisruption(tx, row, plan.event, now) : 'NotChangeable';
    });
    if (done !== 'NotChangeable') disrupted++;
  }
  if (disrupted) logger?.info({ disrupted }, 'airline disruptions');
  return disrupted;
}

/** Runs the airline's disruptions every `everyMs` (unref'd); answers a stop function. */
export function startAirlineDisruptions(deps: { db: Db; logger?: Logger }, clock: () => Date, everyMs = 10 * 60_000): () => void {
  return startRepeating(() => runAirlineDisruptions(deps.db, clock(), deps.logger), everyMs, deps.logger, 'airline disruptions');
}
