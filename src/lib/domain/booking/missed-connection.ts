// Missed connection rebooking (SPEC §4, §5, §9; terms /terms/missed-connection-guarantee/): when a
// delay of a slice's first flight makes the traveler miss the next one, we book them from the
// airport of the flight missed to the slice's destination, same or next day, same or lower fare
// class, up to US$5,000 a traveler — unless the airline has given them a reasonable rebooking. On
// one ticket the airline rebooks its own passengers; on a self-transfer (virtual interline: two
// tickets) nobody does, and this service is what gets the traveler home. Included with every
// flight booking (our rule: the terms give it no price). It ends 24 hours after the disruption.
import type { Fare, Segment, Slice } from '../flights/flights.schema';
import type { Disruption } from './disruption.schema';
import { MINIMUM_CONNECTION_MINUTES } from './disruption';
import { isReasonableAirlineRebooking, missedConnection as terms } from './protections';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * The flight a delay of the slice's first flight makes the traveler miss (its index), or null when
 * every connection still holds.
 */
export function missedFlightIndex(slice: Slice, delayMinutes: number): number | null {
  const [first, second] = slice.segments;
  if (!first || !second) return null;
  const lands = Date.parse(first.scheduledArrival) + delayMinutes * MINUTE_MS;
  return Date.parse(second.scheduledDeparture) - lands < MINIMUM_CONNECTION_MINUTES * MINUTE_MS ? 1 : null;
}

/** When the traveler can board another flight: the delayed arrival plus the shortest connection. */
export function readyAt(slice: Slice, missed: number, delayMinutes: number): number {
  const before = slice.segments[missed - 1]!;
  return Date.parse(before.scheduledArrival) + (delayMinutes + MINIMUM_CONNECTION_MINUTES) * MINUTE_MS;
}

export type MissedConnection =
  | {
      kind: 'Open';
      /** The index of the flight missed in the slice, and whether its connection was a self-transfer (two tickets). */
      missed: number;
      selfTransfer: boolean;
      /** Not before: the delayed arrival and the shortest connection. */
      readyAt: string;
      expiresAt: string;
    }
  | { kind: 'Unavailable'; reason: 'NoMissedConnection' | 'NotBooked' | 'Decided' | 'Expired' };

/** Whether the booking's disruption is a missed connection the service can still act on. */
export function missedConnectionOf(input: {
  confirmed: boolean;
  disruption: Disruption | null | undefined;
  slices: readonly Slice[];
  now: Date;
}): MissedConnection {
  const d = input.disruption;
  if (!d || d.kind !== 'MissedConnection') return { kind: 'Unavailable', reason: 'NoMissedConnection' };
  if (!input.confirmed) return { kind: 'Unavailable', reason: 'NotBooked' };
  // Decided first: once rebooked, the slice's connection is a new one that holds.
  if (d.state !== 'Open') return { kind: 'Unavailable', reason: 'Decided' };
  const slice = input.slices[d.slice];
  const missed = slice ? missedFlightIndex(slice, d.delayMinutes ?? 0) : null;
  if (!slice || missed === null) return { kind: 'Unavailable', reason: 'NoMissedConnection' };
  const expires = Date.parse(d.detectedAt) + terms.serviceExpiresHoursAfterDisruption * HOUR_MS;
  if (!(input.now.getTime() < expires)) return { kind: 'Unavailable', reason: 'Expired' };
  return {
    kind: 'Open',
    missed,
    selfTransfer: slice.segments[missed - 1]!.isSelfTransferLayover,
    readyAt: new Date(readyAt(slice, missed, d.delayMinutes ?? 0)).toISOString(),
    expiresAt: new Date(expires).toISOString(),
  };
}

/**
 * SPEC §5 missed-connection rebooking: from the missed flight's airport to the slice's destination,
 * leaving the missed flight's local day or the next and not before the traveler can board, in the
 * same or a lower fare class, at most the cap for each traveler.
 */
export function isMissedConnectionRebooking(
  original: { slice: Slice; missed: number; fare: Pick<Fare, 'fareShelf'> },
  candidate: { slice: Slice; fare: Pick<Fare, 'fareShelf' | 'amount'> },
  travelers: number,
  ready: number,
): boolean {
  const missed = original.slice.segments[original.missed];
  const c = candidate.slice;
  if (!missed || c.origin !== missed.origin.locationCode || c.destination !== original.slice.destination) return false;
  const day = missed.zonedDeparture.slice(0, 10);
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + 24 * HOUR_MS).toISOString().slice(0, 10);
  if (![day, next].includes(c.zonedDeparture.slice(0, 10))) return false;
  if (!(Date.parse(c.segments[0]?.scheduledDeparture ?? '') >= ready)) return false;
  if (candidate.fare.fareShelf.rating > original.fare.fareShelf.rating) return false;
  return candidate.fare.amount.fiat.value <= terms.capPerPassengerMinor * Math.max(1, travelers);
}

/** The airline's own rebooking is reasonable (SPEC §5): then the service is not available. */
export const airlineRebookingIsReasonable = (slice: Slice, missed: number, rebooked: Slice): boolean =>
  isReasonableAirlineRebooking(slice.segments[missed]!.zonedDeparture, rebooked.zonedDeparture);

const localDay = (zoned: string) => Date.parse(`${zoned.slice(0, 10)}T00:00:00Z`);

/**
 * The slice as flown from now on: its flights before the one missed, then the new ones. The layover
 * counts from the delayed arrival; the connection stays a self-transfer when it was one (bags are
 * collected and checked again); days are counted from the slice's local departure day.
 */
export function joinSlice(original: Slice, missed: number, delayMinutes: number, after: Slice): Slice {
  const kept = original.segments.slice(0, missed);
  const last = kept.at(-1)!;
  const lands = Date.parse(last.scheduledArrival) + delayMinutes * MINUTE_MS;
  const layover = Math.max(0, Math.round((Date.parse(after.segments[0]!.scheduledDeparture) - lands) / MINUTE_MS));
  const start = localDay(original.zonedDeparture);
  const plus = (g: Segment) => Math.round((localDay(g.zonedArrival) - start) / (24 * HOUR_MS));
  const segments: Segment[] = [
    ...kept.slice(0, -1),
    { ...last, stopoverDurationMinutes: layover },
    ...after.segments.map((g) => ({ ...g, plusDays: plus(g) })),
  ];
  const end = segments.at(-1)!;
  return {
    ...original,
    zonedArrival: end.zonedArrival,
    durationMinutes: Math.round((Date.parse(end.scheduledArrival) - Date.parse(segments[0]!.scheduledDeparture)) / MINUTE_MS),
    stops: segments.length - 1,
    plusDays: plus(end),
    segments,
  };
}
