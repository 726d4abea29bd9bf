// Settling a Pending booking once the simulated supplier has answered. The status change, the ledger
// rows (rewards earned included), the travel wallet's, the email's outbox row and the tracking event commit together, and only a booking still Pending changes: a poll, the
// worker and another server process may all try, one wins, the rest find nothing to do. Nothing is
// kept in memory, so a process killed at any point leaves either the Pending booking (settled by the
// next poll or worker run after restart) or the settled one.
import { randomInt } from 'node:crypto';
import { and, asc, eq, lte, lt, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { bookings, idempotencyKeys, ledgerEntries, outbox } from '../../db/schema';
import { settleWallet } from '../travel-wallet';
import { recordBookingEvent } from './events';
import { creditEarn } from './earn';
import { moveRewards } from './ledger';
import { adapterOf } from './registry';
import { SUPPLIER_LATENCY_MS } from './rules';
import { readSnapshot } from './snapshot';
import type { Tx } from '../../db/types';
import type { BookingFailureCode } from '../../../lib/domain/booking/booking.schema';

type Booking = typeof bookings.$inferSelect;

/** How long a stored first answer is replayed; a client retries within minutes, not days. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

// No 0/O or 1/I: confirmation numbers are read out on the phone.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function confirmationNumber(): string {
  let s = '';
  for (let i = 0; i < 6; i++) s += ALPHABET[randomInt(ALPHABET.length)];
  return s;
}

export type Resolution = 'Confirmed' | 'Declined' | 'Waiting' | 'Settled';

/**
 * Told after a settlement commits: the user's rewards balance changed (earned or released), so
 * every process's cached session and accounts for that user must be re-read. Told once per
 * settlement, by whoever settled it, never by the reads that follow.
 */
export type OnSettled = (userId: string) => Promise<void> | void;

/** Settles one booking if the supplier has answered by `now`; answers what happened. */
export async function resolveBooking(db: Db, bookingId: string, now: Date, onSettled?: OnSettled): Promise<Resolution> {
  const { resolution, userId } = await settle(db, bookingId, now);
  if (userId && (resolution === 'Confirmed' || resolution === 'Declined') && onSettled) {
    // The settlement has committed: a notice that fails must not turn it into a 500 or stop the
    // worker's run. Cached sessions expire within seconds anyway (sessions.ts CACHE_MS).
    await Promise.resolve()
      .then(() => onSettled(userId))
      .catch(() => undefined);
  }
  return resolution;
}

async function settle(db: Db, bookingId: string, now: Date): Promise<{ resolution: Resolution; userId?: string }> {
  const done = (resolution: Resolution, userId?: string) => ({ resolution, userId });
  return db.transaction(async (tx) => {
    // SKIP LOCKED: a booking another process is settling right now is its business, not ours.
    const [booking] = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'Pending'), notAwaitingApproval))
      .for('update', { skipLocked: true });
    if (!booking) return done('Settled');
    const snapshot = readSnapshot(booking);
    const adapter = adapterOf(snapshot);
    const answer = adapter.supplierAnswer(snapshot, now.getTime() - askedAt(booking).getTime());
    if (answer.kind === 'Waiting') return done('Waiting');
    if (answer.kind !== 'Confirmed') {
      await declineBooking(tx, booking, answer.code, now);
      return done('Declined', booking.userId);
    }

    const [hold] = await tx
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.bookingId, bookingId), eq(ledgerEntries.kind, 'Hold')));
    const release = hold && {
      accountId: hold.accountId,
      bookingId,
      kind: 'Release' as const,
      amount: -hold.amount,
      cashEquivalentMinor: -hold.cashEquivalentMinor,
      createdAt: now,
    };

    const rewardsEarned = await creditEarn(tx, booking, adapter.earnCategory, now);
    await tx
      .update(bookings)
      .set({ status: 'Confirmed', ticketState: 'Ticketed', confirmationNumber: confirmationNumber(), rewardsEarned, updatedAt: now })
      .where(eq(bookings.id, bookingId));
    // The hold becomes a debit: the balance already went down when it was placed.
    if (hold && release) {
      await tx
        .insert(ledgerEntries)
        .values([release, { ...release, kind: 'Debit', amount: hold.amount, cashEquivalentMinor: hold.cashEquivalentMinor }]);
    }
    await settleWallet(tx, bookingId, 'Confirmed', now);
    await tx.insert(outbox).values({ kind: 'BookingConfirmed', payload: { bookingId, userId: booking.userId }, createdAt: now });
    await recordBookingEvent(tx, 'booking_confirmed', booking, now);
    return done('Confirmed', booking.userId);
  });
}

/**
 * Declines a Pending booking the caller has locked: the supplier said no, or its approval was
 * denied or lapsed. The rewards hold and the wallet items come back; nothing was charged.
 */
export async function declineBooking(tx: Tx, booking: Booking, code: BookingFailureCode, now: Date): Promise<void> {
  await tx
    .update(bookings)
    .set({ status: 'Declined', failureCode: code, ticketState: code === 'TicketingUnconfirmed' ? 'Rejected' : null, updatedAt: now })
    .where(eq(bookings.id, booking.id));
  const [hold] = await tx
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.bookingId, booking.id), eq(ledgerEntries.kind, 'Hold')));
  if (hold) {
    await moveRewards(
      tx,
      {
        accountId: hold.accountId,
        bookingId: booking.id,
        kind: 'Release',
        amount: -hold.amount,
        cashEquivalentMinor: -hold.cashEquivalentMinor,
      },
      now,
    );
  }
  await settleWallet(tx, booking.id, 'Declined', now);
  await recordBookingEvent(tx, 'booking_failed', booking, now, code);
}

/** A booking waiting for its approval is not the supplier's yet. */
const notAwaitingApproval = sql`coalesce(${bookings.approval}->>'state', '') <> 'Requested'`;
/** Bookings made before the column existed were asked when they were made. */
const askedAt = (b: Pick<Booking, 'supplierAskedAt' | 'createdAt'>) => b.supplierAskedAt ?? b.createdAt;

/** Settles the Pending bookings the supplier may have answered (all of them, or one user's). */
export async function resolveDueBookings(
  db: Db,
  now: Date,
  { userId, limit = 100, onSettled }: { userId?: string; limit?: number; onSettled?: OnSettled } = {},
): Promise<number> {
  const due = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'Pending'),
        notAwaitingApproval,
        lte(sql`coalesce(${bookings.supplierAskedAt}, ${bookings.createdAt})`, new Date(now.getTime() - SUPPLIER_LATENCY_MS)),
        userId ? eq(bookings.userId, userId) : undefined,
      ),
    )
    .orderBy(asc(bookings.createdAt))
    .limit(limit);
  let settled = 0;
  for (const { id } of due) {
    const r = await resolveBooking(db, id, now, onSettled);
    if (r === 'Confirmed' || r === 'Declined') settled++;
  }
  return settled;
}

export async function purgeIdempotencyKeys(db: Db, now: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)));
}

/**
 * Settles due bookings at start-up (those a killed process left Pending) and then every `everyMs`;
 * forgets stored idempotent answers past their day once a minute. The timer is unref'd and a run
 * still going skips the next tick. Answers a function that stops it.
 */
export function startBookingWorker(deps: { db: Db; logger?: Logger; onSettled?: OnSettled }, clock: Clock, everyMs = 1_000): () => void {
  let running = false;
  let purgedAt = 0;
  const run = () => {
    if (running) return;
    running = true;
    const now = clock();
    resolveDueBookings(deps.db, now, { onSettled: deps.onSettled })
      .then(async (settled) => {
        if (settled) deps.logger?.info({ settled }, 'bookings settled');
        if (now.getTime() - purgedAt < 60_000) return;
        purgedAt = now.getTime();
        await purgeIdempotencyKeys(deps.db, now);
      })
      .catch((err: unknown) => deps.logger?.error({ err }, 'booking worker run failed'))
      .finally(() => {
        running = false;
      });
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
