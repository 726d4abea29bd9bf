// Missed connection rebooking (rules: missed-connection.ts in the domain). A delay that makes the
// traveler miss a connection either gets the airline's own rebooking — on one ticket the airline of
// the missed flight puts its passenger on its next flight, and when that is reasonable (SPEC §5) our
// service is not available: the traveler keeps it — or, on a self-transfer or when the airline's
// flight is too late, our free rebooking from the connection airport. One decision, under the
// booking's row lock; the updated confirmation is emailed.
import { eq } from 'drizzle-orm';
import {
  airlineRebookingIsReasonable,
  isMissedConnectionRebooking,
  joinSlice,
  missedConnectionOf,
  type MissedConnection,
} from '../../../../lib/domain/booking/missed-connection';
import type { MissedConnectionAnswer } from '../../../../lib/domain/booking/missed-connection.schema';
import type { RebookOption, RebookRequest } from '../../../../lib/domain/booking/disruption.schema';
import { missedConnection as terms } from '../../../../lib/domain/booking/protections';
import type { Slice } from '../../../../lib/domain/flights/flights.schema';
import { addDays, homeToday } from '../../../../lib/domain/shared/dates';
import type { Db } from '../../../db/client';
import { bookings, outbox } from '../../../db/schema';
import { errorBody } from '../../../http/errors';
import { cashAnswer } from '../../flights';
import { recordBookingEvent } from '../events';
import type { Answer, Tx } from '../payment';
import { readSnapshot, type SnapshotOf } from '../snapshot';
import { currentBooking, lockOwnBooking } from '../trips';
import { chosenOption } from './rebook-options';
import { withdrawWaiting } from '../../../../lib/domain/booking/rebooking-request';

type Row = typeof bookings.$inferSelect;
type Flight = SnapshotOf<'Flight'>;
type Open = Extract<MissedConnection, { kind: 'Open' }>;

const OPTIONS_SHOWN = 6;
const travelersOf = (s: Flight) => s.passengers.ADT + s.passengers.CNN + s.passengers.INS + s.passengers.INF;

/** The one-way flights from the missed flight's airport to the slice's destination, its day and the next. */
function flightsOn(s: Flight, slice: Slice, open: Open, now: Date) {
  const from = slice.segments[open.missed]!.origin.locationCode;
  const day = slice.segments[open.missed]!.zonedDeparture.slice(0, 10);
  const today = homeToday(now.getTime());
  return [day, addDays(day, 1)]
    .filter((d) => d >= today)
    .flatMap((departureDate) =>
      cashAnswer(
        { tripType: 'oneWay', slices: [{ origin: from, destination: slice.destination, departureDate }], passengers: s.passengers },
        today,
      ).itineraries.map((itinerary) => ({ itinerary, departureDate })),
    );
}

const leaves = (slice: Slice) => Date.parse(slice.segments[0]!.scheduledDeparture);

/** On one ticket, the airline of the missed flight puts its passenger on its own next flight home. */
function airlineRebooking(s: Flight, slice: Slice, open: Open, now: Date): Slice | null {
  if (open.selfTransfer) return null;
  const airline = slice.segments[open.missed]!.marketingAirline.code;
  const ready = Date.parse(open.readyAt);
  const own = flightsOn(s, slice, open, now)
    .map((x) => x.itinerary.slices[0]!)
    .filter((x) => leaves(x) >= ready && x.segments.every((g) => g.marketingAirline.code === airline && !g.isSelfTransferLayover))
    .sort((a, b) => leaves(a) - leaves(b));
  return own[0] ?? null;
}

/** Our free rebookings: the qualifying flights nearest the missed departure, in time order. */
function options(s: Flight, slice: Slice, open: Open, now: Date): RebookOption[] {
  const missed = slice.segments[open.missed]!;
  const booked = `${missed.marketingAirline.code}${missed.marketingAirline.flightNumber}@${missed.scheduledDeparture}`;
  const found: RebookOption[] = [];
  for (const { itinerary, departureDate } of flightsOn(s, slice, open, now)) {
    const candidate = itinerary.slices[0]!;
    const first = candidate.segments[0]!;
    if (`${first.marketingAirline.code}${first.marketingAirline.flightNumber}@${first.scheduledDeparture}` === booked) continue;
    if (candidate.segments.some((g) => g.isSelfTransferLayover)) continue;
    const fare = itinerary.fares
      .filter((f) =>
        isMissedConnectionRebooking(
          { slice, missed: open.missed, fare: s.fare },
          { slice: candidate, fare: f },
          travelersOf(s),
          Date.parse(open.readyAt),
        ),
      )
      .sort((a, b) => b.fareShelf.rating - a.fareShelf.rating)[0];
    if (fare) found.push({ itineraryId: itinerary.id, fareId: fare.fareId, departureDate, slice: candidate, fareShelf: fare.fareShelf });
  }
  const at = Date.parse(missed.scheduledDeparture);
  return found
    .sort((a, b) => Math.abs(leaves(a.slice) - at) - Math.abs(leaves(b.slice) - at))
    .slice(0, OPTIONS_SHOWN)
    .sort((a, b) => leaves(a.slice) - leaves(b.slice));
}

function answerOf(row: Row, now: Date): { answer: MissedConnectionAnswer; s: Flight | null } {
  const s = readSnapshot(row);
  if (s.product !== 'Flight') return { answer: { kind: 'Unavailable', reason: 'NoMissedConnection' }, s: null };
  const state = missedConnectionOf({ confirmed: row.status === 'Confirmed', disruption: row.disruption, slices: s.slices, now });
  if (state.kind === 'Unavailable') return { answer: state, s };
  const index = row.disruption!.slice;
  const slice = s.slices[index]!;
  const common = { slice: index, missed: state.missed, selfTransfer: state.selfTransfer, expiresAt: state.expiresAt };
  const airline = airlineRebooking(s, slice, state, now);
  if (airline && airlineRebookingIsReasonable(slice, state.missed, airline)) {
    return { answer: { kind: 'AirlineRebooked', ...common, rebooking: airline }, s };
  }
  return {
    answer: {
      kind: 'Rebookable',
      ...common,
      readyAt: state.readyAt,
      capMinor: terms.capPerPassengerMinor * Math.max(1, travelersOf(s)),
      options: options(s, slice, state, now),
    },
    s,
  };
}

export async function missedConnection(db: Db, userId: string, id: string, now: Date): Promise<MissedConnectionAnswer> {
  return answerOf(await currentBooking(db, userId, id, now), now).answer;
}

const notOpen = (answer: MissedConnectionAnswer): Answer => ({
  status: 409,
  body: errorBody('NoMissedConnection', 'This trip has no missed connection we can rebook now.', {
    reason: answer.kind === 'Unavailable' ? answer.reason : answer.kind,
  }),
});

/** Puts the slice on `after` from the connection on, decided; the updated confirmation goes by email. */
async function rebookOnto(
  tx: Tx,
  row: Row,
  s: Flight,
  answer: Exclude<MissedConnectionAnswer, { kind: 'Unavailable' }>,
  after: Slice,
  now: Date,
) {
  const d = row.disruption!;
  const joined = joinSlice(s.slices[answer.slice]!, answer.missed, d.delayMinutes ?? 0, after);
  await tx
    .update(bookings)
    .set({
      snapshot: { ...s, slices: s.slices.map((x, i) => (i === answer.slice ? joined : x)) },
      disruption: { ...d, state: 'Rebooked', decidedAt: now.toISOString(), request: withdrawWaiting(d.request, now) },
      updatedAt: now,
    })
    .where(eq(bookings.id, row.id));
  await tx
    .insert(outbox)
    .values({ kind: 'BookingConfirmed', payload: { bookingId: row.id, userId: row.userId, rebooked: true }, createdAt: now });
  await recordBookingEvent(tx, 'missed_connection_rebooked', row, now);
}

/** Our free rebooking from the connection airport (trips/rebook/connection); the same choice again answers the same. */
export async function rebookMissedConnection(db: Db, userId: string, id: string, choice: RebookRequest, now: Date): Promise<Answer> {
  return db.transaction(async (tx) => {
    const row = await lockOwnBooking(tx, userId, id);
    if (row.disruption?.kind === 'MissedConnection' && row.disruption.state === 'Rebooked') return { status: 200, body: { bookingId: id } };
    const { answer, s } = answerOf(row, now);
    if (answer.kind !== 'Rebookable' || !s) return notOpen(answer);
    const chosen = chosenOption(answer.options, choice);
    if (!chosen) {
      return {
        status: 422,
        body: errorBody('NotQualifying', 'That flight is no longer offered. Choose one of the flights shown now.', {
          fields: [{ path: 'itineraryId', message: 'Not a rebooking offered now' }],
        }),
      };
    }
    await rebookOnto(tx, row, s, answer, chosen.slice, now);
    return { status: 200, body: { bookingId: id } };
  });
}

/** Keeps the airline's own reasonable rebooking as the trip's flight (the service is not available then). */
export async function acceptAirlineRebooking(db: Db, userId: string, id: string, now: Date): Promise<Answer> {
  return db.transaction(async (tx) => {
    const row = await lockOwnBooking(tx, userId, id);
    if (row.disruption?.kind === 'MissedConnection' && row.disruption.state === 'Rebooked') return { status: 200, body: { bookingId: id } };
    const { answer, s } = answerOf(row, now);
    if (answer.kind !== 'AirlineRebooked' || !s) return notOpen(answer);
    await rebookOnto(tx, row, s, answer, answer.rebooking, now);
    return { status: 200, body: { bookingId: id } };
  });
}
