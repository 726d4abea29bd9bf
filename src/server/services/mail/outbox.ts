// The outbox's mail consumer: each BookingConfirmed row becomes the confirmation email, each
// BookingCanceled row the cancel's, each ScheduleChanged row the airline's change, each
// FlightDisrupted row the airline's disruption of a covered trip, each TravelerEditRequested row
// the acknowledgement of a correction request, each RebookingRequested and RebookingDenied row
// a rebooking request's acknowledgement and denial. A row is
// locked while it is sent (SKIP LOCKED: another process takes the next one), marked sent in the
// same transaction, or scheduled again later when sending failed. A process killed between the
// send and the commit sends that email again on the next run: at least once, never lost.
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { bookings, outbox } from '../../db/schema';
import { toTrip } from '../booking/trips';
import { renderBookingConfirmation, type MailMessage, type RenderOptions } from './render';
import type { Trip } from '../../../lib/domain/booking/booking.schema';
import { renderBookingCancellation } from './render-cancel';
import { renderScheduleChange } from './render-schedule-change';
import { renderDisruption } from './render-disruption';
import { renderRebookingDenied, renderRebookingRequested } from './render-rebooking-request';
import { renderTravelerEdit, type TravelerEditMail } from './render-traveler-edit';
import type { AppConfig } from '../../config';
import { createMailSender, mailSettings, type MailSender } from './transport';
import { renderApprovalDenied, renderApprovalExpired, renderApprovalRequested } from './render-approval';

type Mailer = (trip: Trip, opts: RenderOptions, payload: Record<string, unknown>) => Omit<MailMessage, 'to'>;

/** The email of each outbox kind that becomes one: what it renders from the trip (and its row's payload). */
const mailers = {
  BookingConfirmed: renderBookingConfirmation,
  BookingCanceled: renderBookingCancellation,
  ScheduleChanged: renderScheduleChange,
  FlightDisrupted: renderDisruption,
  RebookingRequested: renderRebookingRequested,
  RebookingDenied: renderRebookingDenied,
  TravelerEditRequested: (trip, opts, payload) => renderTravelerEdit(trip, opts, payload as unknown as TravelerEditMail),
  ApprovalRequested: renderApprovalRequested,
  ApprovalDenied: renderApprovalDenied,
  ApprovalExpired: renderApprovalExpired,
} satisfies Record<string, Mailer>;
type MailKind = keyof typeof mailers;

/** Waits after the 1st, 2nd, … failed attempt: 30 s doubling, at most an hour. */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);

export interface MailDeps {
  db: Db;
  sender: MailSender;
  render: RenderOptions;
  logger?: Logger;
}

/** The consumer's dependencies as this server's config sets them. */
export function bookingMailDeps(config: AppConfig, db: Db, logger?: Logger): MailDeps {
  return {
    db,
    sender: createMailSender(mailSettings(config)),
    // The trips link takes the booking's language path, so the renderer gets the origin only.
    render: { brand: config.runtime.brand.name, siteUrl: config.runtime.publicUrl.replace(/\/+$/, '') },
    ...(logger ? { logger } : {}),
  };
}

export type MailRun = { sent: number; failed: number };

/** Sends the confirmation emails due by `now`, up to `limit` of them. */
export async function deliverBookingMail(deps: MailDeps, now: Date, limit = 20): Promise<MailRun> {
  const run: MailRun = { sent: 0, failed: 0 };
  for (let i = 0; i < limit; i++) {
    const outcome = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(outbox)
        .where(
          and(
            inArray(outbox.kind, Object.keys(mailers)),
            isNull(outbox.sentAt),
            or(isNull(outbox.nextAttemptAt), lte(outbox.nextAttemptAt, now)),
          ),
        )
        .orderBy(asc(outbox.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return 'Done' as const;
      const bookingId = String(row.payload.bookingId ?? '');
      const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
      try {
        // A booking deleted with its user has no one left to write to: the row is done.
        if (booking) {
          const trip = toTrip(booking);
          const message = mailers[row.kind as MailKind](trip, deps.render, row.payload);
          await deps.sender.send({ to: trip.contact.email, ...message });
        }
        await tx.update(outbox).set({ sentAt: now }).where(eq(outbox.id, row.id));
        return 'Sent' as const;
      } catch (err) {
        const attempts = row.attempts + 1;
        deps.logger?.warn({ err, outboxId: row.id, attempts }, 'booking email not sent; retrying later');
        await tx
          .update(outbox)
          .set({
            attempts: sql`${outbox.attempts} + 1`,
            nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
            lastError: String(err instanceof Error ? err.message : err).slice(0, 500),
          })
          .where(eq(outbox.id, row.id));
        return 'Failed' as const;
      }
    });
    if (outcome === 'Done') break;
    if (outcome === 'Sent') run.sent++;
    else run.failed++;
  }
  return run;
}

/** Runs the consumer now and every `everyMs` (unref'd; a run still going skips the next tick). Answers a stop function. */
export function startMailWorker(deps: MailDeps, clock: Clock, everyMs = 2_000): () => void {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    deliverBookingMail(deps, clock())
      .then((r) => {
        if (r.sent || r.failed) deps.logger?.info(r, 'booking emails');
      })
      .catch((err: unknown) => deps.logger?.error({ err }, 'mail worker run failed'))
      .finally(() => {
        running = false;
      });
  };
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
