// Cancelling a booking (SPEC §4 cancel outcomes, §8 user texts): whether it can be cancelled now,
// what the traveler gets back and by which route. Pure: the engine applies the plan to the ledger.
import type { ReservationStates } from './booking.constants';
import type { PenaltyInfo } from '../flights/flights.schema';

/** Why a booking cannot be cancelled here; each says whom to contact instead (or nobody). */
export const NotCancelableReasons = [
  'NonRefundable',
  'TooCloseToDeparture',
  'Departed',
  'AirlineControl',
  'ContactCustomerService',
  'BookingPending',
  'AlreadyCanceled',
  'NotBooked',
  'PastCheckIn',
  /** A car once its pick-up time has passed. */
  'PastPickUp',
  /** An activity sold without cancellation (SPEC §3 experience cancellation NonCancellable). */
  'NonCancellable',
  /** An activity once it has started. */
  'PastActivityStart',
] as const;
/**
 * Why money comes back: VoidWindow (within 24 hours of booking a flight), FareRules (the fare's
 * penalty), and for stays the rate's FreeCancellation or PartialRefund, or CancelForAnyReason.
 */
export const RefundReasons = [
  'VoidWindow',
  'FareRules',
  'FreeCancellation',
  'PartialRefund',
  'CancelForAnyReason',
  /** The airline changed the flight significantly (schedule-change.ts): everything back, protections included. */
  'ScheduleChange',
  /** Disruption assistance (disruption.ts): the base fare back when the airline disrupted the trip. */
  'DisruptionRefund',
] as const;
export type NotCancelableReason = (typeof NotCancelableReasons)[number];

/** Whom the traveler turns to when the portal cannot cancel (SPEC §8: "Contact support" or "Contact airline"). */
export const contactFor: Record<NotCancelableReason, 'Airline' | 'Support' | null> = {
  NonRefundable: 'Airline',
  TooCloseToDeparture: 'Airline',
  Departed: 'Airline',
  AirlineControl: 'Airline',
  ContactCustomerService: 'Support',
  BookingPending: null,
  AlreadyCanceled: null,
  NotBooked: null,
  PastCheckIn: 'Support',
  PastPickUp: 'Support',
  NonCancellable: 'Support',
  PastActivityStart: 'Support',
};

/** What a product's rules say of cancelling now. */
export type CancelPolicy =
  | {
      kind: 'Refundable';
      /** Kept by the supplier, minor units. */
      feeMinor: number;
      /** In the void window everything comes back, the protections too; after it they were the cover already given. */
      refundsProtections: boolean;
      why: (typeof RefundReasons)[number];
      /** Cancel for any reason on a flight: the whole fare as credit with the ticketing airline, offered instead of the refund. */
      airlineCredit?: { amountMinor: number; airlineCode: string };
    }
  | { kind: 'NotCancelable'; reason: NotCancelableReason };

type Reservation = (typeof ReservationStates)[number];

const HOUR_MS = 3_600_000;
/** US DOT 24-hour rule: a ticket bought at least 7 days before departure is cancelled for a full refund within 24 hours. */
export const VOID_WINDOW_MS = 24 * HOUR_MS;
export const VOID_MIN_LEAD_MS = 7 * 24 * HOUR_MS;
/** Like CFAR's deadline (SPEC §4): closer than this the airline handles it at the airport. */
export const CANCEL_DEADLINE_MS = 3 * HOUR_MS;

/** Before anything product-specific: a booking that is not a confirmed reservation cannot be cancelled. */
export function reservationBlock(reservation: Reservation): NotCancelableReason | null {
  switch (reservation) {
    case 'Confirmed':
    case 'ConfirmedPendingNewChange':
      return null;
    case 'Canceled':
      return 'AlreadyCanceled';
    case 'Declined':
      return 'NotBooked';
    default:
      return 'BookingPending';
  }
}

/**
 * A flight: the void window first (full refund), then the deadline, then the fare's cancel penalty
 * per ticketed traveler (lap infants fly on an adult's ticket). A fare whose rules the airlines keep
 * (several tickets) or that we do not know goes to them or to our support.
 */
export function flightCancelPolicy(input: {
  reservation: Reservation;
  penalties: PenaltyInfo;
  bookedAt: Date;
  firstDeparture: Date;
  ticketedTravelers: number;
  now: Date;
}): CancelPolicy {
  const { now, bookedAt, firstDeparture } = input;
  const blocked = reservationBlock(input.reservation);
  if (blocked) return { kind: 'NotCancelable', reason: blocked };
  const toDeparture = firstDeparture.getTime() - now.getTime();
  if (Number.isNaN(toDeparture) || toDeparture <= 0) return { kind: 'NotCancelable', reason: 'Departed' };
  const sinceBooking = now.getTime() - bookedAt.getTime();
  const lead = firstDeparture.getTime() - bookedAt.getTime();
  if (sinceBooking < VOID_WINDOW_MS && lead >= VOID_MIN_LEAD_MS) {
    return { kind: 'Refundable', feeMinor: 0, refundsProtections: true, why: 'VoidWindow' };
  }
  if (toDeparture < CANCEL_DEADLINE_MS) return { kind: 'NotCancelable', reason: 'TooCloseToDeparture' };
  const p = input.penalties;
  if (p.kind === 'ExternallyManaged') return { kind: 'NotCancelable', reason: 'AirlineControl' };
  if (p.kind === 'Unknown') return { kind: 'NotCancelable', reason: 'ContactCustomerService' };
  switch (p.cancel.kind) {
    case 'NoPenalty':
      return { kind: 'Refundable', feeMinor: 0, refundsProtections: false, why: 'FareRules' };
    case 'WithFee':
      return { kind: 'Refundable', feeMinor: p.cancel.amount * input.ticketedTravelers, refundsProtections: false, why: 'FareRules' };
    case 'NotPossible':
      return { kind: 'NotCancelable', reason: 'NonRefundable' };
    case 'Unknown':
      return { kind: 'NotCancelable', reason: 'ContactCustomerService' };
  }
}

/** How the booking was paid, minor units (card + rewards + wallet = total). */
export interface PaidParts {
  totalMinor: number;
  cardMinor: number;
  rewardsMinor: number;
  /** The rewards spent in the account's units (whole miles, or cents of cash rewards). */
  rewardsUnits: number;
  wallet: readonly { kind: 'TravelWalletOffer' | 'TravelWalletCredit'; id: string; amountMinor: number }[];
  /** What the protections cost (part of the total). */
  protectionsMinor: number;
  /** Rewards the card part earned on confirmation, in the account's units. */
  earnedUnits: number;
}

export interface RefundPlan {
  /** Everything that comes back, minor units: card + rewards + wallet. */
  refundMinor: number;
  /** What is kept: the fee and, after the void window, the protections. */
  keptMinor: number;
  feeMinor: number;
  cardMinor: number;
  rewardsMinor: number;
  rewardsUnits: number;
  /** Each wallet item's part given back; an offer comes back only whole. */
  wallet: { kind: 'TravelWalletOffer' | 'TravelWalletCredit'; id: string; amountMinor: number }[];
  /** Rewards the refunded card part had earned: taken back, in the account's units. */
  earnReversedUnits: number;
}

/**
 * What comes back, by route. What is kept comes off the card's refund first, then the rewards',
 * then the wallet credits': the traveler keeps the forms they cannot buy again (rewards, credits
 * that may have expired elsewhere). Rewards come back in units at the rate they were spent
 * (rounded down, so never more than was spent); the card's earn is taken back in proportion.
 */
export function refundPlan(paid: PaidParts, policy: Extract<CancelPolicy, { kind: 'Refundable' }>): RefundPlan {
  const keptMinor = Math.min(paid.totalMinor, policy.feeMinor + (policy.refundsProtections ? 0 : paid.protectionsMinor));
  let kept = keptMinor;
  const take = (amount: number) => {
    const t = Math.min(amount, kept);
    kept -= t;
    return amount - t;
  };
  const cardMinor = take(paid.cardMinor);
  const rewardsMinor = take(paid.rewardsMinor);
  const credits = paid.wallet.filter((w) => w.kind === 'TravelWalletCredit').map((w) => ({ ...w, amountMinor: take(w.amountMinor) }));
  const offers = paid.wallet.filter((w) => w.kind === 'TravelWalletOffer').map((w) => ({ ...w, amountMinor: take(w.amountMinor) }));
  const whole = (o: { id: string; amountMinor: number }) => o.amountMinor === paid.wallet.find((w) => w.id === o.id)?.amountMinor;
  const wallet = [...credits, ...offers.filter(whole)].filter((w) => w.amountMinor > 0);
  const rewardsUnits =
    rewardsMinor === paid.rewardsMinor
      ? paid.rewardsUnits
      : Math.floor((paid.rewardsUnits * rewardsMinor) / Math.max(1, paid.rewardsMinor));
  const earnReversedUnits =
    cardMinor === paid.cardMinor ? paid.earnedUnits : Math.round((paid.earnedUnits * cardMinor) / Math.max(1, paid.cardMinor));
  const walletMinor = wallet.reduce((n, w) => n + w.amountMinor, 0);
  return {
    refundMinor: cardMinor + rewardsMinor + walletMinor,
    keptMinor,
    feeMinor: Math.min(policy.feeMinor, paid.totalMinor),
    cardMinor,
    rewardsMinor,
    rewardsUnits,
    wallet,
    earnReversedUnits,
  };
}
