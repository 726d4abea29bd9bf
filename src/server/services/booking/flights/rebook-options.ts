// The flights a booked slice may move to at no charge (SPEC §5 qualifying new flight): the same
// airports, the same or the next local day, the same or a lower fare class, under the fare cap.
// Disruption assistance and a significant schedule change offer the same ones.
import { isQualifyingFlight } from '../../../../lib/domain/booking/disruption';
import type { RebookOption, RebookRequest } from '../../../../lib/domain/booking/disruption.schema';
import type { Slice } from '../../../../lib/domain/flights/flights.schema';
import { addDays, homeToday } from '../../../../lib/domain/shared/dates';
import { cashAnswer } from '../../flights';
import type { SnapshotOf } from '../snapshot';

type Flight = SnapshotOf<'Flight'>;

const OPTIONS_SHOWN = 6;

/**
 * Which flights are the booked one, left out of the options: `time` leaves out the flight at its
 * booked time only (a delayed flight flies again tomorrow); `number` leaves out its flight numbers
 * on either day (the airline moved or cancelled them: the timetable still shows the old times).
 */
export type SameFlight = 'time' | 'number';

const flightKey = (slice: Slice, same: SameFlight) =>
  slice.segments
    .map((g) => `${g.marketingAirline.code}${g.marketingAirline.flightNumber}${same === 'time' ? `@${g.scheduledDeparture}` : ''}`)
    .join('+');

const travelersOf = (s: Flight) => s.passengers.ADT + s.passengers.CNN + s.passengers.INS + s.passengers.INF;

/**
 * Every qualifying flight for slice `index`, the same and the next local day, each at the best fare
 * class at or below the one bought; `capped` false for the airline's own rebooking (no fare cap).
 */
export function qualifyingFlights(s: Flight, index: number, now: Date, same: SameFlight, capped = true): RebookOption[] {
  const original = s.slices[index];
  if (!original) return [];
  const today = homeToday(now.getTime());
  const day = original.zonedDeparture.slice(0, 10);
  const booked = flightKey(original, same);
  // One ticket stays one ticket: a self-transfer (two tickets, no protected connection) is offered
  // only to a trip that was booked as one.
  const selfTransferOk = original.segments.some((g) => g.isSelfTransferLayover);
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
      if (flightKey(slice, same) === booked) continue;
      if (!selfTransferOk && slice.segments.some((g) => g.isSelfTransferLayover)) continue;
      // The best fare class at or below the one bought.
      const fare = itinerary.fares
        .filter((f) => isQualifyingFlight({ slice: original, fare: s.fare }, { slice, fare: f }, travelersOf(s), now, capped))
        .sort((a, b) => b.fareShelf.rating - a.fareShelf.rating)[0];
      if (fare) options.push({ itineraryId: itinerary.id, fareId: fare.fareId, departureDate, slice, fareShelf: fare.fareShelf });
    }
  }
  return options;
}

/** The qualifying flights for slice `index`, the same and the next local day: the 6 nearest the booked time, soonest first. */
export function rebookOptions(s: Flight, index: number, now: Date, same: SameFlight): RebookOption[] {
  const original = s.slices[index];
  if (!original) return [];
  const options = qualifyingFlights(s, index, now, same);
  // The flights nearest the one booked (a traveler planned their day around it), then in time order.
  const booked0 = Date.parse(original.segments[0]!.scheduledDeparture);
  const leaves = (o: RebookOption) => Date.parse(o.slice.segments[0]!.scheduledDeparture);
  return options
    .sort((a, b) => Math.abs(leaves(a) - booked0) - Math.abs(leaves(b) - booked0))
    .slice(0, OPTIONS_SHOWN)
    .sort((a, b) => leaves(a) - leaves(b));
}

/** The option the traveler sent, if it is one of those offered now. */
export const chosenOption = (options: readonly RebookOption[], choice: RebookRequest): RebookOption | undefined =>
  options.find((o) => o.itineraryId === choice.itineraryId && o.fareId === choice.fareId && o.departureDate === choice.departureDate);
