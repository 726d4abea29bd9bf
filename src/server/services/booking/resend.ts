// Resend confirmation: the booking's confirmation email once more, through the outbox like the
// first one. The booking row is locked while the last resend is read and the new one written, so
// asks that race send one email and the others wait their turn.
import { and, desc, eq, sql } from 'drizzle-orm';
import { resendWaitSeconds, type ResendConfirmationAnswer } from '../../../lib/domain/booking/resend';
import type { ReservationState } from '../../../lib/domain/booking/booking.constants';
import { ErrorCode } from '../../../lib/domain/shared/errors';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';
import { ApiFailure } from '../../http/errors';
import type { OnSettled } from './resolve';
import { currentBooking, lockOwnBooking, toTrip } from './trips';

type Sendable = 'Confirmed' | 'ConfirmedPendingNewChange';
const SENDABLE: readonly ReservationState[] = ['Confirmed', 'ConfirmedPendingNewChange'];
const pending = "This booking isn't confirmed yet. We email the confirmation as soon as it is confirmed.";
/** Why there is no confirmation to send: the code (the cancel flow's reasons) and what to do. */
const notSendable: Record<Exclude<ReservationState, Sendable>, readonly [string, string]> = {
  Pending: ['BookingPending', pending],
  UnMapped: ['BookingPending', pending],
  UnMappedPersisted: ['BookingPending', pending],
  Canceled: ['AlreadyCanceled', 'This booking is canceled: we emailed the cancellation when it happened.'],
  Declined: ['NotBooked', 'This booking was not made, so there is no confirmation to send.'],
};

export async function resendConfirmation(
  db: Db,
  userId: string,
  id: string,
  now: Date,
  onSettled?: OnSettled,
): Promise<ResendConfirmationAnswer> {
  // Settled first: a booking the supplier has just confirmed has its confirmation to send.
  await currentBooking(db, userId, id, now, onSettled);
  return db.transaction(async (tx) => {
    const trip = toTrip(await lockOwnBooking(tx, userId, id));
    if (!SENDABLE.includes(trip.reservation)) {
      const [code, message] = notSendable[trip.reservation as Exclude<ReservationState, Sendable>];
      throw new ApiFailure(409, code, message);
    }
    const [last] = await tx
      .select({ createdAt: outbox.createdAt })
      .from(outbox)
      .where(
        and(eq(outbox.kind, 'BookingConfirmed'), sql`${outbox.payload}->>'bookingId' = ${id}`, sql`${outbox.payload}->>'resend' = 'true'`),
      )
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    const wait = resendWaitSeconds(last?.createdAt ?? null, now);
    if (wait > 0) {
      throw new ApiFailure(
        429,
        ErrorCode.ExcessiveActivity,
        `We just sent this confirmation. Wait ${wait < 60 ? `${wait} seconds` : `${Math.ceil(wait / 60)} minutes`} before asking again, and check your spam folder.`,
        { retryAfterSeconds: wait },
        { 'Retry-After': String(wait) },
      );
    }
    await tx.insert(outbox).values({ kind: 'BookingConfirmed', payload: { bookingId: id, userId, resend: true }, createdAt: now });
    return { sentTo: trip.contact.email };
  });
}
