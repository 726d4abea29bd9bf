// Rebookings that can't be made online (rules: rebooking-request.ts in the domain). A covered
// traveler's request is stored on the booking's disruption and goes to our agents' queue
// (MoveToQueue) or to the airline (ReferToAirline); the simulated desk answers it by its deadline
// (a worker, or the test hook at once): Accept books the first flight that fits what was asked,
// through the same rebooking as online; Deny leaves the refund and the flights online open.
// Every change happens under the booking's row lock, so a request and its answer happen once.
import { and, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { RebookingRequest, RebookingRequestBody } from '../../../../lib/domain/booking/disruption.schema';
import {
  checkRequest,
  closeRequest,
  deskDecision,
  newRequest,
  rebookingRoute,
  requestDays,
} from '../../../../lib/domain/booking/rebooking-request';
import type { Db } from '../../../db/client';
import { bookings, outbox } from '../../../db/schema';
import { errorBody } from '../../../http/errors';
import { startRepeating } from '../../repeating';
import { recordBookingEvent } from '../events';
import type { Answer, Tx } from '../payment';
import { readSnapshot } from '../snapshot';
import { lockOwnBooking } from '../trips';
import { detect, rebookSlice } from './disruption';
import { qualifyingFlights } from './rebook-options';

type Row = typeof bookings.$inferSelect;

function covered(row: Row, now: Date) {
  const s = readSnapshot(row);
  return s.product === 'Flight' ? { s, result: detect(row, s, now) } : null;
}

/** Stores the traveler's request for our agents or the airline, or answers why not; the same request again answers the same. */
export async function requestRebooking(db: Db, userId: string, id: string, body: RebookingRequestBody, now: Date): Promise<Answer> {
  return db.transaction(async (tx: Tx) => {
    const row = await lockOwnBooking(tx, userId, id);
    const c = covered(row, now);
    if (!c || c.result.kind !== 'IsDisrupted') {
      const reason = c?.result.kind === 'NotDisrupted' ? c.result.reason : 'NoDisruption';
      return { status: 409, body: errorBody('NotDisrupted', 'This booking has no covered disruption to rebook.', { reason }) };
    }
    const disruption = c.result.disruption;
    const slice = c.s.slices[disruption.slice]!;
    const check = checkRequest(slice, disruption.request, body);
    if (check.kind === 'Same') return { status: 200, body: { request: disruption.request } };
    if (check.kind === 'Refused' && check.code === 'AlreadyRequested') {
      return {
        status: 409,
        body: errorBody('AlreadyRequested', 'A request is already waiting for an answer. Wait for it, or choose a flight shown now.', {
          request: disruption.request,
        }),
      };
    }
    if (check.kind === 'Refused') {
      const [day, next] = requestDays(slice);
      return {
        status: 422,
        body: errorBody('ValidationFailed', `Choose ${day} or ${next}: the assistance rebooks on the day of the flight or the next.`, {
          fields: [{ path: 'preferredDate', message: `Choose ${day} or ${next}` }],
        }),
      };
    }
    const request = newRequest(rebookingRoute(slice, disruption), body, now);
    await tx
      .update(bookings)
      .set({ disruption: { ...disruption, request }, updatedAt: now })
      .where(eq(bookings.id, id));
    await tx.insert(outbox).values({ kind: 'RebookingRequested', payload: { bookingId: id, userId }, createdAt: now });
    await recordBookingEvent(tx, 'rebooking_requested', row, now);
    return { status: 200, body: { request } };
  });
}

export type DeskAnswer = 'Accepted' | 'Denied' | 'Withdrawn' | 'NotRequested';

/** The desk answers one request now (`forced`: the test hook's decision). Under the row lock. */
async function answer(tx: Tx, row: Row, now: Date, forced?: 'Accept' | 'Deny'): Promise<DeskAnswer> {
  const request = row.disruption?.request;
  if (!row.disruption || request?.state !== 'Requested') return 'NotRequested';
  const c = covered(row, now);
  const close = async (r: RebookingRequest) =>
    tx
      .update(bookings)
      .set({ disruption: { ...row.disruption!, request: r }, updatedAt: now })
      .where(eq(bookings.id, row.id));
  // The traveler decided otherwise (a cancel) or the trip is no longer covered: nothing to book.
  const expired = c?.result.kind === 'NotDisrupted' && c.result.reason === 'Expired';
  if (!c || (c.result.kind !== 'IsDisrupted' && !expired)) {
    await close(closeRequest(request, 'Withdrawn', now));
    return 'Withdrawn';
  }
  const disruption = row.disruption;
  const booked = c.s.slices[disruption.slice]!;
  const decision = deskDecision({
    route: request.route,
    request,
    candidates: expired ? [] : qualifyingFlights(c.s, disruption.slice, now, 'time', request.route === 'MoveToQueue'),
    airline: booked.segments[0]!.marketingAirline.code,
    expired,
    forced,
  });
  if (decision.kind === 'Accept') {
    await rebookSlice(tx, row, disruption, decision.option.slice, closeRequest(request, 'Accepted', now), now);
    await recordBookingEvent(tx, 'rebooking_accepted', row, now);
    return 'Accepted';
  }
  await close(closeRequest(request, 'Denied', now, decision.reason));
  await tx.insert(outbox).values({ kind: 'RebookingDenied', payload: { bookingId: row.id, userId: row.userId }, createdAt: now });
  await recordBookingEvent(tx, 'rebooking_denied', row, now, decision.reason);
  return 'Denied';
}

/** The test hook: the desk answers this user's waiting request now, as it would or as `forced`. */
export async function answerNow(db: Db, userId: string, id: string, now: Date, forced?: 'Accept' | 'Deny'): Promise<Answer> {
  return db.transaction(async (tx: Tx) => {
    const done = await answer(tx, await lockOwnBooking(tx, userId, id), now, forced);
    if (done === 'NotRequested')
      return { status: 409, body: errorBody('NotRequested', 'This booking has no request waiting for an answer.') };
    return { status: 200, body: { answer: done } };
  });
}

/** One pass: every request past its answer-by time is answered. */
export async function runRebookingDesk(db: Db, now: Date, logger?: Logger): Promise<number> {
  const due = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.product, 'Flight'),
        sql`${bookings.disruption}->'request'->>'state' = 'Requested'`,
        sql`${bookings.disruption}->'request'->>'answerBy' <= ${now.toISOString()}`,
      ),
    );
  let answered = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
      return row ? answer(tx, row, now) : 'NotRequested';
    });
    if (done !== 'NotRequested') answered++;
  }
  if (answered) logger?.info({ answered }, 'rebooking desk');
  return answered;
}

/** Runs the desk every `everyMs` (unref'd); answers a stop function. */
export function startRebookingDesk(deps: { db: Db; logger?: Logger }, clock: () => Date, everyMs = 5 * 60_000): () => void {
  return startRepeating(() => runRebookingDesk(deps.db, clock(), deps.logger), everyMs, deps.logger, 'rebooking desk');
}
