// A significant schedule change (our rule: schedule-change.ts in the domain) lets the traveler move
// each changed slice to another flight at no charge instead of taking the airline's new times:
// the qualifying flights of SPEC §5, as for disruption assistance, leaving out the flights the
// airline moved or cancelled. The new flights become the booking's and the tickets are reissued
// (Ticketed, `rebooked`), under the booking's row lock; the updated confirmation goes by email.
import { eq } from 'drizzle-orm';
import { awaitsDecision, scheduleChangeChoices, type ScheduleChange } from '../../../../lib/domain/booking/schedule-change';
import { changedSlices } from '../../../../lib/domain/booking/schedule-change-slices';
import type { ScheduleChangeOptions, ScheduleRebookRequest } from '../../../../lib/domain/booking/schedule-change.schema';
import type { Db } from '../../../db/client';
import { bookings, outbox } from '../../../db/schema';
import { errorBody } from '../../../http/errors';
import { recordBookingEvent } from '../events';
import type { Answer } from '../payment';
import { readSnapshot, type SnapshotOf } from '../snapshot';
import { currentBooking, lockOwnBooking } from '../trips';
import { chosenOption, rebookOptions } from './rebook-options';

type Row = typeof bookings.$inferSelect;

const noChange: Answer = { status: 409, body: errorBody('NoScheduleChange', 'This booking has no schedule change waiting for an answer.') };

/** The flight booking and its change when a free change is open, or the 409 that says why not. */
function open(row: Row): { s: SnapshotOf<'Flight'>; change: ScheduleChange } | Answer {
  const s = readSnapshot(row);
  const change = row.scheduleChange;
  if (s.product !== 'Flight' || row.status !== 'Confirmed' || !change || !awaitsDecision(change)) return noChange;
  if (!scheduleChangeChoices(change).freeChange) {
    return {
      status: 409,
      body: errorBody(
        'ScheduleChangeNotSignificant',
        'This change is under 2 hours with the same connections: accept the new times, or call us for another flight.',
      ),
    };
  }
  return { s, change };
}

function offered(s: SnapshotOf<'Flight'>, change: ScheduleChange, now: Date): ScheduleChangeOptions {
  return { slices: changedSlices(change).map((slice) => ({ slice, options: rebookOptions(s, slice, now, 'number') })) };
}

/** For each slice the airline changed, the flights it may move to at no charge. */
export async function scheduleChangeOptions(db: Db, userId: string, id: string, now: Date): Promise<Answer> {
  const found = open(await currentBooking(db, userId, id, now));
  if ('status' in found) return found;
  return { status: 200, body: offered(found.s, found.change, now) };
}

/** Moves every changed slice to the flight chosen for it; the same choices again answer the same trip. */
export async function rebookScheduleChange(db: Db, userId: string, id: string, request: ScheduleRebookRequest, now: Date): Promise<Answer> {
  return db.transaction(async (tx) => {
    const row = await lockOwnBooking(tx, userId, id);
    if (row.scheduleChange?.state === 'Ticketed' && row.scheduleChange.rebooked) return { status: 200, body: { bookingId: id } };
    const found = open(row);
    if ('status' in found) return found;
    const { s, change } = found;
    const changed = changedSlices(change);
    const sent = request.choices.map((c) => c.slice).sort((a, b) => a - b);
    if (sent.length !== changed.length || sent.some((x, i) => x !== changed[i])) {
      return {
        status: 422,
        body: errorBody(
          'ChoicesIncomplete',
          `Choose one flight for each changed flight, and only for those (slices ${changed.join(', ')}).`,
          {
            fields: [{ path: 'choices', message: 'One flight for each changed slice' }],
          },
        ),
      };
    }
    const slices = [...s.slices];
    for (const choice of request.choices) {
      const chosen = chosenOption(rebookOptions(s, choice.slice, now, 'number'), choice);
      if (!chosen) {
        return {
          status: 422,
          body: errorBody('NotQualifying', 'That flight is no longer offered at no charge. Choose one of the flights shown now.', {
            fields: [{ path: 'choices.itineraryId', message: 'Not a qualifying flight now' }],
          }),
        };
      }
      slices[choice.slice] = chosen.slice;
    }
    await tx
      .update(bookings)
      .set({
        snapshot: { ...s, slices },
        scheduleChange: { ...change, state: 'Ticketed', decidedAt: now.toISOString(), rebooked: true },
        updatedAt: now,
      })
      .where(eq(bookings.id, id));
    await tx.insert(outbox).values({ kind: 'BookingConfirmed', payload: { bookingId: id, userId, rebooked: true }, createdAt: now });
    await recordBookingEvent(tx, 'schedule_change_rebooked', row, now);
    return { status: 200, body: { bookingId: id } };
  });
}
