// Cancel for any reason on a flight (SPEC §4, §9): bought at booking for the whole trip, used up to
// 3 hours before the first departure, for 80 % of the base fare and taxes back or 100 % as a credit
// with the airline. Irreversible: it cancels every leg and ends the trip's disruption assistance.
// Pure: the flight adapter asks it, the engine applies the choice.
import type { ReservationStates } from './booking.constants';
import type { CancelPolicy } from './cancellation';
import { canExerciseFlightCfar, cfarFlight, flightCfarRefundMinor } from './protections';

/** SPEC §4 CFAR results: what exercising (or trying to) came to. */
export const CfarResults = [
  'PartialRefund',
  'FullyRefundableComplex',
  'NonRefundable',
  'Pending',
  'CancellationFailure',
  'FullRefund',
  'ContactCustomerService',
  'AirlineControl',
  'BookingPending',
  'Canceled',
  'Departed',
  'NonCfar',
] as const;

/** Why the cover cannot be used now; `Expired` is inside the last 3 hours (the modal's expired variant). */
export type CfarBlock = 'NonCfar' | 'BookingPending' | 'Canceled' | 'Departed' | 'Expired';

export type FlightCfar =
  { kind: 'Exercisable'; refundMinor: number; airlineCreditMinor: number; deadline: Date } | { kind: 'NotExercisable'; reason: CfarBlock };

const HOUR_MS = 3_600_000;

/** Whether the trip's cover can be used now and what each choice gives; `coveredMinor` is base fare and taxes. */
export function flightCfar(input: {
  reservation: (typeof ReservationStates)[number];
  bought: boolean;
  coveredMinor: number;
  firstDeparture: Date;
  now: Date;
}): FlightCfar {
  if (!input.bought) return { kind: 'NotExercisable', reason: 'NonCfar' };
  switch (input.reservation) {
    case 'Confirmed':
    case 'ConfirmedPendingNewChange':
      break;
    case 'Canceled':
    case 'Declined':
      return { kind: 'NotExercisable', reason: 'Canceled' };
    default:
      return { kind: 'NotExercisable', reason: 'BookingPending' };
  }
  const departure = input.firstDeparture.getTime();
  if (Number.isNaN(departure) || input.now.getTime() >= departure) return { kind: 'NotExercisable', reason: 'Departed' };
  if (!canExerciseFlightCfar(input.now, input.firstDeparture)) return { kind: 'NotExercisable', reason: 'Expired' };
  return {
    kind: 'Exercisable',
    refundMinor: flightCfarRefundMinor(input.coveredMinor),
    airlineCreditMinor: Math.floor((input.coveredMinor * cfarFlight.airlineCreditPercent) / 100),
    deadline: new Date(departure - cfarFlight.exerciseDeadlineHours * HOUR_MS),
  };
}

type Refundable = Extract<CancelPolicy, { kind: 'Refundable' }>;

/**
 * The better of the fare's own cancel and the cover: a fare that gives back at least the cover's
 * 80 % (the void window, a free cancel) is cancelled by its rules and the cover stays unused
 * (FullRefund); otherwise the cover pays 80 % and keeps the rest of the fare and the protections,
 * and offers 100 % as airline credit instead. Fares the airline or our support handle stay theirs.
 */
export function withFlightCfar(
  fare: CancelPolicy,
  cfar: FlightCfar,
  paid: { totalMinor: number; protectionsMinor: number },
  /** The ticketing airline (the first flight's marketing carrier): the credit is with it. */
  airlineCode: string,
): CancelPolicy {
  if (cfar.kind !== 'Exercisable') return fare;
  if (fare.kind === 'NotCancelable' && (fare.reason === 'AirlineControl' || fare.reason === 'ContactCustomerService')) return fare;
  const fareBack =
    fare.kind === 'Refundable' ? paid.totalMinor - (fare.refundsProtections ? 0 : paid.protectionsMinor) - fare.feeMinor : -1;
  if (fareBack >= cfar.refundMinor) return fare;
  const covered = paid.totalMinor - paid.protectionsMinor;
  const policy: Refundable = {
    kind: 'Refundable',
    feeMinor: Math.max(0, covered - cfar.refundMinor),
    refundsProtections: false,
    why: 'CancelForAnyReason',
    airlineCredit: { amountMinor: cfar.airlineCreditMinor, airlineCode },
  };
  return policy;
}

/** An airline credit from a cancelled ticket is good for a year from the booking (our rule; SPEC leaves it to the airline). */
export function airlineCreditExpiresAt(bookedAt: Date): Date {
  const d = new Date(bookedAt.getTime());
  d.setUTCFullYear(d.getUTCFullYear() + cfarFlight.airlineCreditValidYears);
  return d;
}
