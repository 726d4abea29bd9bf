// Disruption assistance after booking (SPEC §4, §5): the simulated airline delays or cancels a
// booked flight (a documented test hook); a covered traveler sees the qualifying flights and
// rebooks one for free, or takes the base fare back through the engine's cancel (whose quote
// says DisruptionRefund). One decision, under the booking's row lock.
import { eq } from 'drizzle-orm';
import {
  delayKind,
  detectDisruption,
  isQualifyingFlight,
  type Disruption,
  type DisruptionResult,
} from '../../../../lib/domain/booking/disruption';
import type { DisruptionAnswer, RebookOption, RebookRequest } from '../../../../lib/domain/booking/disruption.schema';
import { addDays, homeToday } from '../../../../lib/domain/shared/dates';
import type { Db } from '../../../db/client';
import { bookings, outbox } from '../../../db/schema';
import { errorBody } from '../../../http/errors';
import { cashAnswer } from '../../flights';
import type { Answer, Tx } from '../payment';
import { readSnapshot, type SnapshotOf } from '../snapshot';
import { currentBooking, lockOwnBooking } from '../trips';

type Row = typeof bookings.$inferSelect;
type Flight = SnapshotOf<'Flight'>;

/** What the airline does to one slice: a delay of its first flight, or a cancellation. */
export type AirlineDisruption = { slice: number; delayMinutes: number } | { slice: number; cancel: true };

const OPTIONS_SHOWN = 6;

function detect(row: Row, s: Flight, now: Date): DisruptionResult {
  return detectDisruption({
    bought: row.protections.some((p) => p.product === 'DisruptionAssistance'),
    confirmed: row.status === 'Confirmed',
    disruption: row.disruption,
    slices: s.slices,
    baseFareMinor: s.fare.baseFare,
    now,
  });
}

const travelersOf = (s: Flight) => s.passengers.ADT + s.passengers.CNN + s.passengers.INS + s.passengers.INF;

/** The qualifying flights for the disrupted slice, the same and the next local day: the 6 nearest the booked time, soonest first. */
function rebookOptions(s: Flight, d: Disruption, now: Date): RebookOption[] {
  const original = s.slices[d.slice];
  if (!original) return [];
  const today = homeToday(now.getTime());
  const day = original.zonedDeparture.slice(0, 10);
  const booked = original.segments
    .map((g) => `${g.marketingAirline.code}${g.marketingAirline.flightNumber}@${g.scheduledDeparture}`)
    .join('+');
  const options: RebookOption[] = [];
  for (const departureDate of [day, addDays(day, 1)]) {
    if (departureDate < today) continue;
    const answer = cashAnswer(
      {
        tripType: 'oneWay',
        slices: [{ origin: original.origin, destination: original.destination, departureDate }],
        passengers: s.passengers,
      },
      today,
    );
    for (const itinerary of answer.itineraries) {
      const slice = itinerary.slices[0]!;
      const key = slice.segments
        .map((g) => `${g.marketingAirline.code}${g.marketingAirline.flightNumber}@${g.scheduledDeparture}`)
        .join('+');
      if (key === booked) continue;
      // The best fare class at or below the one bought.
      const fare = itinerary.fares
        .filter((f) => isQualifyingFlight({ slice: original, fare: s.fare }, { slice, fare: f }, travelersOf(s), now))
        .sort((a, b) => b.fareShelf.rating - a.fareShelf.rating)[0];
      if (fare) options.push({ itineraryId: itinerary.id, fareId: fare.fareId, departureDate, slice, fareShelf: fare.fareShelf });
    }
  }
  // The flights nearest the one booked (a traveler planned their day around it), then in time order.
  const booked0 = Date.parse(original.segments[0]!.scheduledDeparture);
  const leaves = (o: RebookOption) => Date.parse(o.slice.segments[0]!.scheduledDeparture);
  return options
    .sort((a, b) => Math.abs(leaves(a) - booked0) - Math.abs(leaves(b) - booked0))
    .slice(0, OPTIONS_SHOWN)
    .sort((a, b) => leaves(a) - leaves(b));
}

/** SPEC §4 detection for one of the user's bookings, with the free rebookings when it is covered. */
export async function disruptionOf(db: Db, userId: string, id: string, now: Date): Promise<DisruptionAnswer> {
  const row = await currentBooking(db, userId, id, now);
  const s = readSnapshot(row);
  if (s.product !== 'Flight') return { kind: 'NotDisrupted', reason: 'NoDisruption' };
  const result = detect(row, s, now);
  if (result.kind !== 'IsDisrupted') return result;
  return { ...result, options: rebookOptions(s, result.disruption, now) };
}

/** The test hook's delay or cancellation of one of the user's confirmed flight bookings. */
export async function airlineDisrupts(db: Db, userId: string, id: string, event: AirlineDisruption, now: Date): Promise<Answer> {
  return db.transaction(async (tx) => {
    const row = await lockOwnBooking(tx, userId, id);
    const s = readSnapshot(row);
    const slice = s.product === 'Flight' ? s.slices[event.slice] : undefined;
    if (!slice || row.status !== 'Confirmed' || row.disruption?.state === 'Open') {
      return { status: 409, body: errorBody('NotChangeable', 'Only a confirmed flight with no open disruption can be disrupted.') };
    }
    const disruption: Disruption = {
      kind: 'cancel' in event ? 'Cancellation' : delayKind(slice, event.delayMinutes),
      slice: event.slice,
      delayMinutes: 'cancel' in event ? null : event.delayMinutes,
      detectedAt: now.toISOString(),
      state: 'Open',
      decidedAt: null,
    };
    await tx.update(bookings).set({ disruption, updatedAt: now }).where(eq(bookings.id, id));
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
    const chosen = rebookOptions(s, result.disruption, now).find(
      (o) => o.itineraryId === choice.itineraryId && o.fareId === choice.fareId && o.departureDate === choice.departureDate,
    );
    if (!chosen) {
      return {
        status: 422,
        body: errorBody('NotQualifying', 'That flight is no longer a free rebooking option. Choose one of the flights shown now.', {
          fields: { itineraryId: 'Not a qualifying flight now' },
        }),
      };
    }
    const slices = s.slices.map((x, i) => (i === result.disruption.slice ? chosen.slice : x));
    await tx
      .update(bookings)
      .set({
        snapshot: { ...s, slices },
        disruption: { ...result.disruption, state: 'Rebooked', decidedAt: now.toISOString() },
        updatedAt: now,
      })
      .where(eq(bookings.id, id));
    // The updated confirmation, with the new flight, through the outbox.
    await tx.insert(outbox).values({ kind: 'BookingConfirmed', payload: { bookingId: id, userId, rebooked: true }, createdAt: now });
    return { status: 200, body: { bookingId: id } };
  });
}
