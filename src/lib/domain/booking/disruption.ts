// Flight disruption assistance (SPEC §4, §5): when the airline delays a flight past the purchased
// threshold, cancels it within 24 hours of departure, or a delay makes a connection impossible,
// a traveler who bought the assistance chooses a free rebooking on a qualifying flight or a refund
// of the base fare. One decision: a refund ends the rebooking and the other way round. It expires
// 24 hours after the trip's last flight. Pure: the flight adapter and the rebooking service ask it.
import type { Fare, Slice } from '../flights/flights.schema';
import type { Disruption } from './disruption.schema';
import type { CancelPolicy } from './cancellation';
import { disruptionAssistance, protectionPricing } from './protections';

export type { Disruption } from './disruption.schema';

const HOUR_MS = 3_600_000;
/** A connection needs at least this long on the ground (the simulator's shortest connection). */
export const MINIMUM_CONNECTION_MINUTES = 45;

/** What the airline's delay of a slice's first flight is to the traveler: a plain delay, or a connection missed. */
export function delayKind(slice: Slice, delayMinutes: number): 'Delay' | 'MissedConnection' {
  const [first, second] = slice.segments;
  if (!first || !second) return 'Delay';
  const lateArrival = Date.parse(first.scheduledArrival) + delayMinutes * 60_000;
  return Date.parse(second.scheduledDeparture) - lateArrival < MINIMUM_CONNECTION_MINUTES * 60_000 ? 'MissedConnection' : 'Delay';
}

/** Why the assistance does not apply (SPEC §4 detection gives NotDisrupted). */
export type NotDisruptedReason =
  'NotCovered' | 'NoDisruption' | 'BelowThreshold' | 'CancelledTooEarly' | 'Decided' | 'Expired' | 'NotBooked';

export type DisruptionResult =
  | { kind: 'IsDisrupted'; disruption: Disruption; expiresAt: string; refundMinor: number }
  | { kind: 'NotDisrupted'; reason: NotDisruptedReason };

/** SPEC §4 detection: whether this booking's disruption is covered now, what the refund is and until when. */
export function detectDisruption(input: {
  bought: boolean;
  confirmed: boolean;
  disruption: Disruption | null | undefined;
  slices: readonly Slice[];
  baseFareMinor: number;
  now: Date;
}): DisruptionResult {
  const d = input.disruption;
  if (!d) return { kind: 'NotDisrupted', reason: 'NoDisruption' };
  if (!input.bought) return { kind: 'NotDisrupted', reason: 'NotCovered' };
  if (!input.confirmed) return { kind: 'NotDisrupted', reason: 'NotBooked' };
  if (d.state !== 'Open') return { kind: 'NotDisrupted', reason: 'Decided' };
  const slice = input.slices[d.slice];
  const departure = Date.parse(slice?.segments[0]?.scheduledDeparture ?? '');
  if (d.kind === 'Delay' && (d.delayMinutes ?? 0) < protectionPricing.disruptionAssistance.delayThresholdHours * 60) {
    return { kind: 'NotDisrupted', reason: 'BelowThreshold' };
  }
  if (d.kind === 'Cancellation' && departure - Date.parse(d.detectedAt) > disruptionAssistance.cancellationWithinHours * HOUR_MS) {
    return { kind: 'NotDisrupted', reason: 'CancelledTooEarly' };
  }
  const lastArrival = Math.max(...input.slices.flatMap((s) => s.segments.map((g) => Date.parse(g.scheduledArrival))));
  const expires = lastArrival + disruptionAssistance.decisionExpiresHoursAfterLastFlight * HOUR_MS;
  if (!(input.now.getTime() < expires)) return { kind: 'NotDisrupted', reason: 'Expired' };
  return { kind: 'IsDisrupted', disruption: d, expiresAt: new Date(expires).toISOString(), refundMinor: input.baseFareMinor };
}

/**
 * SPEC §5 qualifying new flight: the same airports, leaving the same or the next day (local) and
 * not before now, the same or a lower fare class, priced under the cap for each traveler. The
 * airline rebooking its own passengers (ReferToAirline) is not held to our cap: `capped` false.
 */
export function isQualifyingFlight(
  original: { slice: Slice; fare: Pick<Fare, 'fareShelf'> },
  candidate: { slice: Slice; fare: Pick<Fare, 'fareShelf' | 'amount'> },
  travelers: number,
  now: Date,
  capped = true,
): boolean {
  const o = original.slice;
  const c = candidate.slice;
  if (c.origin !== o.origin || c.destination !== o.destination) return false;
  const day = o.zonedDeparture.slice(0, 10);
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + 24 * HOUR_MS).toISOString().slice(0, 10);
  if (![day, next].includes(c.zonedDeparture.slice(0, 10))) return false;
  if (Date.parse(c.segments[0]?.scheduledDeparture ?? '') <= now.getTime()) return false;
  if (candidate.fare.fareShelf.rating > original.fare.fareShelf.rating) return false;
  if (!capped) return true;
  const cap = protectionPricing.disruptionAssistance.rebookingFareCapPerPassengerMinor * Math.max(1, travelers);
  return candidate.fare.amount.fiat.value <= cap;
}

/** A covered disruption lets the traveler cancel for at least the base fare (the fare's rules may give more). */
export function withDisruption(
  policy: CancelPolicy,
  result: DisruptionResult,
  paid: { totalMinor: number; protectionsMinor: number },
): CancelPolicy {
  if (result.kind !== 'IsDisrupted') return policy;
  const fareBack =
    policy.kind === 'Refundable' ? paid.totalMinor - (policy.refundsProtections ? 0 : paid.protectionsMinor) - policy.feeMinor : -1;
  if (fareBack >= result.refundMinor) return policy;
  return {
    kind: 'Refundable',
    feeMinor: Math.max(0, paid.totalMinor - paid.protectionsMinor - result.refundMinor),
    refundsProtections: false,
    why: 'DisruptionRefund',
  };
}
