// SPEC §4 approvals: an out-of-policy booking under a tier that requires approval waits, Pending
// with its holds, for a travel administrator of the company. Approving hands it to the supplier
// (settled like any booking from then on); denying, or nobody deciding within the day, declines
// it and gives every hold back. Each decision is one transaction under the booking's row lock.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Clock } from '../../clock';
import { mayDecide, type ApprovalDecision } from '../../../lib/domain/corporate/approvals';
import type { ApprovalRequest } from '../../../lib/domain/corporate/approvals.schema';
import type { Trip } from '../../../lib/domain/booking/booking.schema';
import { ErrorCode } from '../../../lib/domain/shared/errors';
import type { Db } from '../../db/client';
import { bookings, outbox, users, type BookingApproval } from '../../db/schema';
import type { Tx } from '../../db/types';
import { ApiFailure } from '../../http/errors';
import { declineBooking } from './resolve';
import { toTrip } from './trips';

type UserRow = typeof users.$inferSelect;
type Booking = typeof bookings.$inferSelect;

const notApprover = () =>
  new ApiFailure(403, ErrorCode.Forbidden, 'Only a travel administrator of your company can see and decide trip approvals.');
const unknownRequest = () => new ApiFailure(404, ErrorCode.NotFound, 'No request with that id is waiting in your queue. Reload the list.');

function assertApprover(user: UserRow): string {
  if (user.customerType !== 'Corporate' || !user.canViewAdmin || !user.businessId) throw notApprover();
  return user.businessId;
}

const ofBusiness = (businessId: string) => sql`${bookings.approval}->>'businessId' = ${businessId}`;
const requested = sql`${bookings.approval}->>'state' = 'Requested'`;

/** What the approver reads of the trip: a title and its first and last day. */
function summaryOf(trip: Trip): { title: string; startDate: string; endDate: string | null } {
  switch (trip.kind) {
    case 'Flight': {
      const first = trip.slices[0]!;
      const last = trip.slices[trip.slices.length - 1]!;
      const end = trip.slices.length > 1 ? last.zonedDeparture.slice(0, 10) : null;
      return { title: `${first.origin} → ${first.destination}`, startDate: first.zonedDeparture.slice(0, 10), endDate: end };
    }
    case 'Hotel':
    case 'Home':
      return { title: `${trip.lodging.name}, ${trip.lodging.city}`, startDate: trip.checkIn, endDate: trip.checkOut };
    case 'Car':
      return {
        title: `${trip.supplier.name} · ${trip.vehicle.name} · ${trip.pickup.airportCode}`,
        startDate: trip.pickup.localDateTime.slice(0, 10),
        endDate: trip.dropoff.localDateTime.slice(0, 10),
      };
    case 'Experience':
      return { title: trip.experience.title, startDate: trip.date, endDate: null };
  }
}

function toRequest(row: Booking, requester: UserRow, deciders: ReadonlyMap<string, UserRow>): ApprovalRequest {
  const a = row.approval!;
  const trip = toTrip(row);
  const decider = a.decidedBy ? deciders.get(a.decidedBy) : undefined;
  return {
    id: row.id,
    state: a.state,
    createdAt: row.createdAt.toISOString(),
    expiresAt: a.expiresAt,
    decidedAt: a.decidedAt,
    comment: a.comment,
    requester: { firstName: requester.firstName, lastName: requester.lastName, email: requester.email },
    decidedBy: decider ? { firstName: decider.firstName, lastName: decider.lastName } : null,
    booking: {
      id: row.id,
      product: row.product,
      ...summaryOf(trip),
      totalMinor: row.totalMinor,
      verdict: row.policy?.verdict ?? { kind: 'NoPolicy' },
      reason: row.policy?.reason ?? null,
    },
  };
}

async function usersById(db: Db | Tx, ids: readonly string[]): Promise<Map<string, UserRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((u) => [u.id, u]));
}

/** The approver's company's requests: waiting ones first (oldest deadline first), then the last 50 decided. */
export async function listApprovals(db: Db, approver: UserRow, now: Date): Promise<ApprovalRequest[]> {
  const businessId = assertApprover(approver);
  await expireApprovals(db, now, businessId);
  const rows = await db
    .select({ b: bookings, u: users })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(and(ofBusiness(businessId), eq(users.businessId, businessId)))
    .orderBy(desc(requested), sql`${bookings.approval}->>'expiresAt'`, desc(bookings.createdAt))
    .limit(100);
  const deciders = await usersById(
    db,
    rows.flatMap((r) => (r.b.approval?.decidedBy ? [r.b.approval.decidedBy] : [])),
  );
  const waiting = rows.filter((r) => r.b.approval?.state === 'Requested');
  const decided = rows.filter((r) => r.b.approval?.state !== 'Requested').slice(0, 50);
  return [...waiting, ...decided].map((r) => toRequest(r.b, r.u, deciders));
}

/** Approve or deny one waiting request of the approver's company; answers it as decided. */
export async function decideApproval(
  db: Db,
  approver: UserRow,
  id: string,
  decision: { decision: ApprovalDecision; comment?: string | undefined },
  now: Date,
): Promise<ApprovalRequest> {
  const businessId = assertApprover(approver);
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.id, id), ofBusiness(businessId)))
      .for('update');
    if (!row?.approval) throw unknownRequest();
    const allowed = mayDecide(approver, { requesterId: row.userId, businessId: row.approval.businessId });
    if (allowed === 'NotApprover') throw notApprover();
    if (allowed === 'OwnRequest') {
      throw new ApiFailure(
        403,
        ErrorCode.Forbidden,
        'You cannot decide your own trip: another travel administrator of your company decides it.',
      );
    }
    if (row.approval.state !== 'Requested') {
      throw new ApiFailure(409, 'ApprovalDecided', 'This request was already decided. The list now shows its decision.');
    }
    if (Date.parse(row.approval.expiresAt) <= now.getTime()) {
      await expireOne(tx, row, now);
      return 'Expired' as const;
    }
    const decided: BookingApproval = {
      ...row.approval,
      state: decision.decision === 'Approve' ? 'Approved' : 'Denied',
      decidedAt: now.toISOString(),
      decidedBy: approver.id,
      comment: decision.comment || null,
    };
    if (decision.decision === 'Approve') {
      // From now on the supplier has it: the worker or the traveler's next look settles it.
      await tx.update(bookings).set({ approval: decided, supplierAskedAt: now, updatedAt: now }).where(eq(bookings.id, row.id));
    } else {
      await tx.update(bookings).set({ approval: decided, updatedAt: now }).where(eq(bookings.id, row.id));
      await declineBooking(tx, row, 'ApprovalDenied', now);
      await tx.insert(outbox).values({ kind: 'ApprovalDenied', payload: { bookingId: row.id, userId: row.userId }, createdAt: now });
    }
    return 'Decided' as const;
  });
  if (outcome === 'Expired') {
    throw new ApiFailure(409, 'ApprovalExpired', 'This request lapsed: nobody decided it within 24 hours, so the trip was released.');
  }
  const [after] = await db
    .select({ b: bookings, u: users })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(eq(bookings.id, id));
  return toRequest(after!.b, after!.u, await usersById(db, [approver.id]));
}

async function expireOne(tx: Tx, row: Booking, now: Date): Promise<void> {
  await tx
    .update(bookings)
    .set({ approval: { ...row.approval!, state: 'Expired', decidedAt: now.toISOString() }, updatedAt: now })
    .where(eq(bookings.id, row.id));
  await declineBooking(tx, row, 'ApprovalExpired', now);
  await tx.insert(outbox).values({ kind: 'ApprovalExpired', payload: { bookingId: row.id, userId: row.userId }, createdAt: now });
}

/** Releases the requests nobody decided in time (of one company, or all); answers how many. */
export async function expireApprovals(db: Db, now: Date, businessId?: string): Promise<number> {
  const due = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        requested,
        sql`(${bookings.approval}->>'expiresAt')::timestamptz <= ${now.toISOString()}::timestamptz`,
        businessId ? ofBusiness(businessId) : undefined,
      ),
    )
    .limit(100);
  let expired = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(bookings)
        .where(and(eq(bookings.id, id), requested))
        .for('update', { skipLocked: true });
      if (!row) return false;
      await expireOne(tx, row, now);
      return true;
    });
    if (done) expired++;
  }
  return expired;
}

/** Releases lapsed requests now and every `everyMs` (unref'd; a run still going skips the next tick). */
export function startApprovalExpiry(deps: { db: Db; logger?: Logger }, clock: Clock, everyMs = 60_000): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    expireApprovals(deps.db, clock())
      .then((n) => {
        if (n) deps.logger?.info({ expired: n }, 'approval requests expired');
      })
      .catch((err: unknown) => deps.logger?.error({ err }, 'approval expiry run failed'))
      .finally(() => {
        running = false;
      });
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
