// What the engine wrote beside a state change, for the suites that check it: the outbox rows a
// booking got and the tracking events a user got.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client';
import { outbox, trackingEvents } from '../../../src/server/db/schema';

/** The payloads of one booking's outbox rows of one kind, oldest first. */
export async function outboxPayloads(db: Db, kind: string, bookingId: string): Promise<Record<string, unknown>[]> {
  const rows = await db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(and(eq(outbox.kind, kind), sql`${outbox.payload}->>'bookingId' = ${bookingId}`))
    .orderBy(asc(outbox.id));
  return rows.map((r) => r.payload);
}

/** How many server-side tracking events of this name the user has. */
export async function trackedCount(db: Db, userId: string, name: string): Promise<number> {
  const rows = await db
    .select({ id: trackingEvents.id })
    .from(trackingEvents)
    .where(and(eq(trackingEvents.userId, userId), eq(trackingEvents.name, name)));
  return rows.length;
}
