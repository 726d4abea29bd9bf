// Changing a booked flight (SPEC §2 exchange flow screens, §4 exchange itinerary tags, void states,
// slice actions, change for any reason; §9 CHFAR windows). Pure: the engine's exchange service
// (services/booking/flights/exchange.ts) reads the booking, asks these rules, and applies the quote.
//
// Our rules where the spec is silent (README "After booking"):
// - A slice can be changed until 3 hours before it leaves, like a cancel; a slice that has left is Flown.
// - The fare's change penalty is charged per ticketed traveler; a fare that cannot be changed
//   (basic economy) can be changed only with change for any reason, which also covers the fee, once,
//   until 3 hours before the trip's first departure.
// - The booked fare is worth its slices in equal parts; a changed slice is worth what its new fare cost.
// - The new flights pay the difference by card; a cheaper change pays the fee from the residual and
//   leaves the rest as an airline travel credit with the ticketing airline (as airlines do).
// - Two self-serve changes per booking; a third goes to our support.
import type { ReservationState } from './booking.constants';
import { VOID_MIN_LEAD_MS, VOID_WINDOW_MS } from './cancellation';
import { chfarFlight } from './protections';
import type { PenaltyInfo } from '../flights/flights.schema';

export const ExchangeTags = [
  'AirlineControl',
  'BookingPending',
  'Canceled',
  'CancellationPending',
  'Chfar',
  'ContainsRemarks',
  'Departed',
  'Ftc',
  'NonChfar',
  'Exchangeable',
  'NonExchangeable',
  'ContactAirline',
  'ContactCustomerService',
  'MultiProvider',
] as const;
export type ExchangeTag = (typeof ExchangeTags)[number];

export const VoidStates = ['TicketedVoid', 'PreTicketVoidable', 'NotVoidable'] as const;
export type VoidState = (typeof VoidStates)[number];

export const SliceActions = ['Add', 'Change', 'Flown', 'Keep', 'Remove'] as const;
export type SliceAction = (typeof SliceActions)[number];

/** SPEC §2 flight exchange flow screens. */
export const ExchangeScreens = [
  'ChangeAirports',
  'ChangeDateTime',
  'ChangeFailed',
  'ChangeRequested',
  'ContactAirline',
  'ContactSupport',
  'GoToExchange',
  'IneligibleForExchange',
  'ItineraryNotFound',
  'LoadFailed',
  'LoadingOrProcessing',
  'SliceSelection',
  'TicketedVoidable',
  'TooManyAttemptsSupport',
  'LegacyTicketedVoidable',
] as const;
export type ExchangeScreen = (typeof ExchangeScreens)[number];

/** Why the portal cannot change this trip; the screen says whom to turn to. CancellationPending is kept for the API's enum (no cancel waits here: it settles in its own transaction). */
export const ExchangeRefusals = [
  'Canceled',
  'BookingPending',
  'CancellationPending',
  'Departed',
  'TooCloseToDeparture',
  'NonExchangeable',
  'AirlineControl',
  'MultiProvider',
  'ContactCustomerService',
  'TooManyAttempts',
] as const;
export type ExchangeRefusal = (typeof ExchangeRefusals)[number];

const refusalScreen: Record<ExchangeRefusal, ExchangeScreen> = {
  Canceled: 'IneligibleForExchange',
  BookingPending: 'IneligibleForExchange',
  CancellationPending: 'IneligibleForExchange',
  Departed: 'IneligibleForExchange',
  NonExchangeable: 'IneligibleForExchange',
  TooCloseToDeparture: 'ContactAirline',
  AirlineControl: 'ContactAirline',
  MultiProvider: 'ContactAirline',
  ContactCustomerService: 'ContactSupport',
  TooManyAttempts: 'TooManyAttemptsSupport',
};

const HOUR_MS = 3_600_000;
/** Like a cancel's: closer than this the airline changes it at the airport. */
export const EXCHANGE_DEADLINE_MS = 3 * HOUR_MS;
export const SELF_SERVE_EXCHANGES = 2;

export interface ExchangeInput {
  reservation: ReservationState;
  penalties: PenaltyInfo;
  /** Each slice's first departure (UTC instant). */
  sliceDepartures: readonly string[];
  hasChfar: boolean;
  /** Exchanges already made, and whether one of them used change for any reason. */
  exchanges: readonly { chfarCoveredMinor: number; chfarUsed?: boolean }[];
  /** The airline has a schedule change or a disruption waiting for the traveler's answer. */
  airlineBusy: boolean;
  bookedAt: Date;
  ticketedTravelers: number;
  now: Date;
}

export type ExchangeEligibility =
  | {
      kind: 'Exchangeable';
      /** TicketedVoidable first when a cancel would still refund everything. */
      screen: 'SliceSelection' | 'TicketedVoidable';
      tags: ExchangeTag[];
      voidState: VoidState;
      /** Per slice: Flown (it left), Keep (too close to change), Change (may be changed or kept). */
      slices: ('Flown' | 'Keep' | 'Change')[];
      /** The fare's change fee, all tickets. */
      fareChangeFeeMinor: number;
      /** Change for any reason pays this change: the fee, or a fare that could not be changed otherwise. It is then used. */
      chfarCovers: boolean;
    }
  | {
      kind: 'NotExchangeable';
      screen: ExchangeScreen;
      tags: ExchangeTag[];
      reason: ExchangeRefusal;
      /** Within the void window: a cancel refunds everything (a fare that cannot change may still be voided). */
      voidable?: true;
    };

const chfarUsed = (input: Pick<ExchangeInput, 'exchanges'>) => input.exchanges.some((e) => e.chfarUsed === true);

/** Change for any reason pays for this change: bought, not used yet, and 3 hours or more before the trip's first departure. */
export function chfarAvailable(input: Pick<ExchangeInput, 'hasChfar' | 'exchanges' | 'sliceDepartures' | 'now'>): boolean {
  const first = Date.parse(input.sliceDepartures[0] ?? '');
  return input.hasChfar && !chfarUsed(input) && first - input.now.getTime() >= chfarFlight.exerciseDeadlineHours * HOUR_MS;
}

function refuse(reason: ExchangeRefusal, tags: ExchangeTag[]): Extract<ExchangeEligibility, { kind: 'NotExchangeable' }> {
  return { kind: 'NotExchangeable', screen: refusalScreen[reason], tags, reason };
}

/** What the traveler may do with this trip now, and why not when nothing. */
export function exchangeEligibility(input: ExchangeInput): ExchangeEligibility {
  const now = input.now.getTime();
  const chfar = chfarAvailable(input);
  const tags: ExchangeTag[] = [chfar ? 'Chfar' : 'NonChfar'];
  switch (input.reservation) {
    case 'Confirmed':
      break;
    case 'Canceled':
      return refuse('Canceled', ['Canceled', ...tags]);
    default:
      return refuse('BookingPending', ['BookingPending', ...tags]);
  }
  const slices = input.sliceDepartures.map((d) => {
    const left = Date.parse(d) - now;
    // A departure that cannot be read is treated as flown: nothing is changed on a guess.
    return !(left > 0) ? 'Flown' : left < EXCHANGE_DEADLINE_MS ? 'Keep' : 'Change';
  });
  if (slices.every((s) => s === 'Flown')) return refuse('Departed', ['Departed', ...tags]);
  if (!slices.includes('Change')) return refuse('TooCloseToDeparture', ['ContactAirline', ...tags]);
  if (input.airlineBusy) return refuse('AirlineControl', ['AirlineControl', 'ContactAirline', ...tags]);
  const p = input.penalties;
  if (p.kind === 'ExternallyManaged') return refuse('MultiProvider', ['MultiProvider', 'ContactAirline', ...tags]);
  if (p.kind === 'Unknown' || p.change.kind === 'Unknown') return refuse('ContactCustomerService', ['ContactCustomerService', ...tags]);
  const sinceBooking = now - input.bookedAt.getTime();
  const lead = Date.parse(input.sliceDepartures[0] ?? '') - input.bookedAt.getTime();
  const voidState: VoidState = sinceBooking < VOID_WINDOW_MS && lead >= VOID_MIN_LEAD_MS ? 'TicketedVoid' : 'NotVoidable';
  if (p.change.kind === 'NotPossible' && !chfar) {
    // Not changeable, but a cancel still refunds everything: the page says so.
    const refused = refuse('NonExchangeable', ['NonExchangeable', ...tags]);
    return voidState === 'TicketedVoid' ? { ...refused, voidable: true } : refused;
  }
  if (input.exchanges.length >= SELF_SERVE_EXCHANGES) return refuse('TooManyAttempts', ['ContactCustomerService', ...tags]);
  const fee = p.change.kind === 'WithFee' ? p.change.amount * input.ticketedTravelers : 0;
  return {
    kind: 'Exchangeable',
    screen: voidState === 'TicketedVoid' ? 'TicketedVoidable' : 'SliceSelection',
    tags: ['Exchangeable', ...tags],
    voidState,
    slices,
    fareChangeFeeMinor: fee,
    chfarCovers: chfar && (fee > 0 || p.change.kind === 'NotPossible'),
  };
}

/**
 * The lines a change adds to the booking's price, summing to what is due: the fare difference
 * (a cheaper fare's part that paid the fee, negative) and the change fee.
 */
export function exchangeLines(q: ExchangeQuoteLines): { line: 'fareDifference' | 'changeFee'; amountMinor: number }[] {
  const difference = q.fareDifferenceMinor > 0 ? q.fareDifferenceMinor : -Math.min(-q.fareDifferenceMinor, q.changeFeeMinor);
  return [
    ...(difference !== 0 ? [{ line: 'fareDifference' as const, amountMinor: difference }] : []),
    ...(q.changeFeeMinor > 0 ? [{ line: 'changeFee' as const, amountMinor: q.changeFeeMinor }] : []),
  ];
}

/**
 * What each slice is worth now: the booked fare (base + taxes) in equal parts, the first slice
 * taking the odd cents, then each exchange's new value for the slices it changed.
 */
export function sliceValues(
  fareMinor: number,
  sliceCount: number,
  exchanges: readonly { values: readonly { slice: number; valueMinor: number }[] }[],
): number[] {
  const part = Math.floor(fareMinor / sliceCount);
  const values = Array.from({ length: sliceCount }, (_, i) => (i === 0 ? fareMinor - part * (sliceCount - 1) : part));
  for (const e of exchanges) for (const v of e.values) if (v.slice < sliceCount) values[v.slice] = v.valueMinor;
  return values;
}

export interface ExchangeQuoteLines {
  /** New fares minus what the changed slices were worth; negative when the new flights cost less. */
  fareDifferenceMinor: number;
  /** The fare's change fee (0 when change for any reason pays it). */
  changeFeeMinor: number;
  /** What change for any reason paid for: the fee this change would otherwise have cost. */
  chfarCoveredMinor: number;
  /** What the card pays now. */
  dueMinor: number;
  /** What comes back as an airline travel credit. */
  creditMinor: number;
}

/** The money of a change: the card pays a higher fare and the fee; a lower fare pays the fee and leaves the rest as credit. */
export function exchangeQuote(input: {
  oldValuesMinor: readonly number[];
  newPricesMinor: readonly number[];
  fareChangeFeeMinor: number;
  chfarCovers: boolean;
}): ExchangeQuoteLines {
  const sum = (xs: readonly number[]) => xs.reduce((n, x) => n + x, 0);
  const fareDifferenceMinor = sum(input.newPricesMinor) - sum(input.oldValuesMinor);
  const changeFeeMinor = input.chfarCovers ? 0 : input.fareChangeFeeMinor;
  // A cheaper fare pays the fee first, as airlines do; what is left becomes the credit.
  const net = fareDifferenceMinor + changeFeeMinor;
  return {
    fareDifferenceMinor,
    changeFeeMinor,
    chfarCoveredMinor: input.chfarCovers ? input.fareChangeFeeMinor : 0,
    dueMinor: Math.max(0, net),
    creditMinor: Math.max(0, -net),
  };
}

/** The latest day a new flight may leave: change for any reason's window (1 year from booking) for every change. */
export function latestNewDeparture(bookedAt: Date): string {
  const d = new Date(bookedAt);
  d.setUTCFullYear(d.getUTCFullYear() + chfarFlight.newItineraryWithinYears);
  return d.toISOString().slice(0, 10);
}

/** New slices keep the trip in order: each leaves after the one before arrives. */
export function inOrder(slices: readonly { departure: string; arrival: string }[]): boolean {
  return slices.every((s, i) => i === 0 || Date.parse(s.departure) > Date.parse(slices[i - 1]!.arrival));
}
