// Disruption assistance after booking (SPEC §4, §5): the simulated airline delays or cancels a
// booked flight (a documented test hook); a covered traveler sees the qualifying flights and
// rebooks one for free, or takes the base fare back through the engine's cancel (whose quote
// says DisruptionRefund). One decision, under the booking's row lock.
import { eq } from 'drizzle-orm';
import { delayKind, detectDisruption, type Disruption, type DisruptionResult } from '../../../../lib/domain/booking/disruption';
import type { DisruptionAnswer, RebookingRequest, RebookRequest } from '../../../../lib/domain/booking/disruption.schema';
import { rebookingRoute, requestDays, withdrawWaiting } from '../../../../lib/domain/booking/rebooking-request';
import type { Slice } from '../../../../lib/domain/flights/flights.schema';
import type { Db } from '../../../db/client';
import { bookings, outbox } from '../../../db/schema';
import { errorBody } from '../../../http/errors';
import type { Answer, Tx } from '../payment';
import { readSnapshot, type SnapshotOf } from '../snapshot';
import { currentBooking, lockOwnBooking } from '../trips';
import { chosenOption, rebookOptions } from './rebook-options';

type Row = typeof bookings.$inferSelect;
type Flight = SnapshotOf<'Flight'>;

/** What the airline does to one slice: a delay of its first flight, or a cancellation. */
export type AirlineDisruption = { slice: number; delayMinutes: number } | { slice: number; cancel: true };

/** SPEC §4 detection of one flight booking's disruption, from its row. */
export function detect(row: Row, s: Flight, now: Date): DisruptionResult {
  return detectDisruption({
    bought: row.protections.some((p) => p.product === 'DisruptionAssistance'),
    confirmed: row.status === 'Confirmed',
    disruption: row.disruption,
    slices: s.slices,
    baseFareMinor: s.fare.baseFare,
    now,
  });
}

/** SPEC §4 detection for one of the user's bookings, with the free rebookings when it is covered. */
export async function disruptionOf(db: Db, userId: string, id: string, now: Date): Promise<DisruptionAnswer> {
  const row = await currentBooking(db, userId, id, now);
  const s = readSnapshot(row);
  if (s.product !== 'Flight') return { kind: 'NotDisrupted', reason: 'NoDisruption' };
  const result = detect(row, s, now);
  if (result.kind !== 'IsDisrupted') return result;
  const slice = s.slices[result.disruption.slice]!;
  return {
    ...result,
    options: rebookOptions(s, result.disruption.slice, now, 'time'),
    route: rebookingRoute(slice, result.disruption),
    requestDays: requestDays(slice),
  };
}

/**
 * Moves the disrupted slice to the new flight at no charge and closes the disruption as Rebooked
 * (an open request for our agents or the airline closes too: `request` says how), then emails
 * the updated confirmation. Under the booking's row lock.
 */
export async function rebookSlice(
  tx: Tx,
  row: Row,
  disruption: Disruption,
  slice: Slice,
  request: RebookingRequest | null,
  now: Date,
): Promise<void> {
  const s = readSnapshot(row);
  if (s.product !== 'Flight') return;
  const slices = s.slices.map((x, i) => (i === disruption.slice ? slice : x));
  await tx
    .update(bookings)
    .set({
      snapshot: { ...s, slices },
      disruption: { ...disruption, state: 'Rebooked', decidedAt: now.toISOString(), request },
      updatedAt: now,
    })
    .where(eq(bookings.id, row.id));
  await tx
    .insert(outbox)
    .values({ kind: 'BookingConfirmed', payload: { bookingId: row.id, userId: row.userId, rebooked: true }, createdAt: now });
}

/**
 * The airline's delay or cancellation of a confirmed flight booking with no open disruption, stored
 * on it (GET …/disruption then says whether it is covered); answers it, or NotChangeable.
 */
export async function applyAirlineDisruption(tx: Tx, row: Row, event: AirlineDisruption, now: Date): Promise<Disruption | 'NotChangeable'> {
  const s = readSnapshot(row);
  const slice = s.product === 'Flight' ? s.slices[event.slice] : undefined;
  if (!slice || row.status !== 'Confirmed' || row.disruption?.state === 'Open') return 'NotChangeable';
  const disruption: Disruption = {
    kind: 'cancel' in event ? 'Cancellation' : delayKind(slice, event.delayMinutes),
    slice: event.slice,
    delayMinutes: 'cancel' in event ? null : event.delayMinutes,
    detectedAt: now.toISOString(),
    state: 'Open',
    decidedAt: null,
  };
  await tx.update(bookings).set({ disruption, updatedAt: now }).where(eq(bookings.id, row.id));
  // A covered traveler hears of it at once, with what they can do; an uncovered one sees it in Trips.
  if (s.product === 'Flight' && detect({ ...row, disruption }, s, now).kind === 'IsDisrupted') {
    await tx.insert(outbox).values({ kind: 'FlightDisrupted', payload: { bookingId: row.id, userId: row.userId }, createdAt: now });
  }
  return disruption;
}

/** The test hook's delay or cancellation of one of the user's confirmed flight bookings. */
export async function airlineDisrupts(db: Db, userId: string, id: string, event: AirlineDisruption, now: Date): Promise<Answer> {
  return db.transaction(async (tx) => {
    const disruption = await applyAirlineDisruption(tx, await lockOwnBooking(tx, userId, id), event, now);
    if (disruption === 'NotChangeable') {
      return { status: 409, body: errorBody('NotChangeable', 'Only a confirmed flight with no open disruption can be disrupted.') };
    }
    return { status: 200, body: { disruption } };
  });
}

/** Rebooks the disrupted slice on the chosen qualifying flight, at no charge; the same choice again answers the same. */
export async function rebookDisrupted(db: Db, userId: string, id: string, choice: RebookRequest, now: Date): Promise<Answer> {
  return db.transaction(async (tx: Tx) => {
    const row = await lockOwnBooking(tx, userId, id);
    const s = readSnapshot(row);
    if (s.product !== 'Flight') return { status: 409, body: errorBody('NotDisrupted', 'This booking has no covered disruption.') };
    const d = row.disruption;
    if (d?.state === 'Rebooked') return { status: 200, body: { bookingId: id } };
    const result = detect(row, s, now);
    if (result.kind !== 'IsDisrupted') {
      return {
        status: 409,
        body: errorBody('NotDisrupted', 'This booking has no covered disruption to rebook.', { reason: result.reason }),
      };
    }
    const chosen = chosenOption(rebookOptions(s, result.disruption.slice, now, 'time'), choice);
    if (!chosen) {
      return {
        status: 422,
        body: errorBody('NotQualifying', 'That flight is no longer a free rebooking option. Choose one of the flights shown now.', {
          fields: [{ path: 'itineraryId', message: 'Not a qualifying flight now' }],
        }),
      };
    }
    // Rebooking online withdraws a request still waiting for our agents or the airline.
    await rebookSlice(tx, row, result.disruption, chosen.slice, withdrawWaiting(result.disruption.request, now), now);
    return { status: 200, body: { bookingId: id } };
  });
}
