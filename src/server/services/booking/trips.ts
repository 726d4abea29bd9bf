// Reading bookings of any product: the poll of one booking (SPEC §4 booking outcome) and the Trips list. Every
// query names the user, so another user's booking answers 404 exactly like one that does not exist.
// A read settles what the supplier has answered first, so nothing waits for the worker.
import { and, desc, asc, eq } from 'drizzle-orm';
import { ErrorCode } from '../../../lib/domain/shared/errors';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/types';
import { bookings } from '../../db/schema';
import { ApiFailure } from '../../http/errors';
import {
  BookingFailureCodes,
  failureAdvice,
  type BookingFailureCode,
  type BookingPollAnswer,
  type Trip,
} from '../../../lib/domain/booking/booking.schema';
import { adapterOf, failureMessageOf } from './registry';
import { resolveBooking, resolveDueBookings, type OnSettled } from './resolve';
import { POLL_AFTER_MS } from './rules';
import { readSnapshot } from './snapshot';
import { databaseUnavailable } from '../../db/errors';

type Row = typeof bookings.$inferSelect;

export const bookingNotFound = () =>
  new ApiFailure(404, ErrorCode.NotFound, "We couldn't find this booking among your trips. Open Trips to see your bookings.");

function failureOf(row: Pick<Row, 'failureCode' | 'product'>): Trip['failure'] {
  const code = (BookingFailureCodes as readonly string[]).includes(row.failureCode ?? '') ? (row.failureCode as BookingFailureCode) : null;
  if (!code) return null;
  const { message, nextAction } = failureAdvice[code];
  return { code, message: failureMessageOf(row.product, code) ?? message, nextAction };
}

/** The trip as Trips shows it: the part every product has, and the product's own from its adapter. */
export function toTrip(row: Row): Trip {
  const snapshot = readSnapshot(row);
  const form = row.rewardsMinor === 0 ? 'fiat' : row.cardMinor === 0 ? 'rewards' : 'split';
  // The adapter of the snapshot's product makes that product's part: TypeScript cannot pair the
  // two through the union, so the whole is typed here.
  return {
    kind: snapshot.product,
    ...adapterOf(snapshot).trip(snapshot),
    ...(snapshot.product === 'Flight' && {
      scheduleChange: row.scheduleChange ?? null,
      disruption: row.disruption ?? null,
      exchanges: row.exchanges,
    }),
    id: row.id,
    reservation: row.status,
    ticket: row.ticketState,
    confirmationNumber: row.confirmationNumber,
    failure: failureOf(row),
    createdAt: row.createdAt.toISOString(),
    protections: row.protections,
    breakdown: row.breakdown,
    rewardsEarned: row.rewardsEarned,
    contact: { email: snapshot.contact.email },
    locale: row.locale,
    cancellation: row.cancellation ?? null,
    policy: row.policy ?? null,
    approval: row.approval
      ? { state: row.approval.state, expiresAt: row.approval.expiresAt, decidedAt: row.approval.decidedAt, comment: row.approval.comment }
      : null,
    payment: {
      form,
      totalMinor: row.totalMinor,
      cardMinor: row.cardMinor,
      rewardsMinor: row.rewardsMinor,
      walletMinor: row.walletMinor,
      wallet: row.walletParts,
      rewards: snapshot.rewards,
      companyBilling: row.companyBilling
        ? {
            companyName: row.companyBilling.companyName,
            reference: row.companyBilling.reference,
            costCenter: row.companyBilling.costCenter ?? null,
          }
        : null,
    },
  } as Trip;
}

/** What a poll answers from; a poll reads only these, not the itinerary (it runs every second or so). */
const pollColumns = {
  id: bookings.id,
  status: bookings.status,
  failureCode: bookings.failureCode,
  confirmationNumber: bookings.confirmationNumber,
  product: bookings.product,
  approval: bookings.approval,
};
type PollRow = Pick<Row, keyof typeof pollColumns>;

function ownBooking(db: Db, userId: string, id: string): Promise<Row>;
function ownBooking(db: Db, userId: string, id: string, columns: typeof pollColumns): Promise<PollRow>;
async function ownBooking(db: Db, userId: string, id: string, columns?: typeof pollColumns): Promise<PollRow> {
  const mine = and(eq(bookings.id, id), eq(bookings.userId, userId));
  const [row] = columns ? await db.select(columns).from(bookings).where(mine) : await db.select().from(bookings).where(mine);
  if (!row) throw bookingNotFound();
  return row;
}

/** The booking, settled first if the supplier has answered by `now` (a settled one is one read). */
async function current<R extends PollRow>(read: () => Promise<R>, db: Db, id: string, now: Date, onSettled?: OnSettled): Promise<R> {
  const row = await read();
  if (row.status !== 'Pending' || row.approval?.state === 'Requested') return row;
  let r;
  try {
    r = await resolveBooking(db, id, now, onSettled);
  } catch (err) {
    // The settlement cannot be written now (disk full, database restarting): the booking is still
    // Pending as far as anyone can know, and the worker settles it once writes work again.
    if (databaseUnavailable(err)) return row;
    throw err;
  }
  return r === 'Waiting' ? row : read();
}

export function pollAnswer(row: PollRow): BookingPollAnswer {
  switch (row.status) {
    case 'Pending':
      if (row.approval?.state === 'Requested') {
        return { bookingId: row.id, outcome: 'ApprovalRequested', expiresAt: row.approval.expiresAt };
      }
      return { bookingId: row.id, outcome: 'Pending', pollAfterMs: POLL_AFTER_MS };
    case 'UnMapped':
    case 'UnMappedPersisted':
      return { bookingId: row.id, outcome: 'Pending', pollAfterMs: POLL_AFTER_MS };
    case 'Declined': {
      const failure = failureOf(row) ?? { code: 'PollingTimeout' as const, ...failureAdvice.PollingTimeout };
      return { bookingId: row.id, outcome: 'Failed', failure };
    }
    default:
      return { bookingId: row.id, outcome: 'Success', confirmationNumber: row.confirmationNumber ?? '' };
  }
}

export async function pollBooking(db: Db, userId: string, id: string, now: Date, onSettled?: OnSettled): Promise<BookingPollAnswer> {
  return pollAnswer(await current(() => ownBooking(db, userId, id, pollColumns), db, id, now, onSettled));
}

/** The user's booking row, locked until the transaction ends (a concurrent change of it waits); another user's is NotFound. */
export async function lockOwnBooking(tx: Tx, userId: string, id: string): Promise<Row> {
  const [row] = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, id), eq(bookings.userId, userId)))
    .for('update');
  if (!row) throw bookingNotFound();
  return row;
}

/** The user's booking row, settled first if the supplier has answered by `now`; another user's is NotFound. */
export function currentBooking(db: Db, userId: string, id: string, now: Date, onSettled?: OnSettled): Promise<Row> {
  return current(() => ownBooking(db, userId, id), db, id, now, onSettled);
}

export async function getTrip(db: Db, userId: string, id: string, now: Date, onSettled?: OnSettled): Promise<Trip> {
  return toTrip(await currentBooking(db, userId, id, now, onSettled));
}

/** The user's bookings, newest first (the id breaks ties so every answer lists the same order). */
export async function listTrips(db: Db, userId: string, now: Date, onSettled?: OnSettled): Promise<Trip[]> {
  await resolveDueBookings(db, now, { userId, onSettled }).catch((err: unknown) => {
    // As for one booking (current): what cannot be settled now is listed as it stands.
    if (!databaseUnavailable(err)) throw err;
  });
  const rows = await db.select().from(bookings).where(eq(bookings.userId, userId)).orderBy(desc(bookings.createdAt), asc(bookings.id));
  return rows.map(toTrip);
}
