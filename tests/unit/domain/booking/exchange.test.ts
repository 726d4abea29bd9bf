import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ReservationStates, type ReservationState } from '../../../../src/lib/domain/booking/booking.constants';
import { VOID_MIN_LEAD_MS, VOID_WINDOW_MS } from '../../../../src/lib/domain/booking/cancellation';
import {
  EXCHANGE_DEADLINE_MS,
  SELF_SERVE_EXCHANGES,
  exchangeEligibility,
  exchangeLines,
  exchangeQuote,
  inOrder,
  latestNewDeparture,
  sliceValues,
  type ExchangeEligibility,
  type ExchangeInput,
  type ExchangeQuoteLines,
  type ExchangeRefusal,
  type ExchangeScreen,
  type ExchangeTag,
} from '../../../../src/lib/domain/booking/exchange';
import { chfarFlight } from '../../../../src/lib/domain/booking/protections';
import type { PenaltyInfo } from '../../../../src/lib/domain/flights/flights.schema';

const H = 3_600_000;
const D = 24 * H;
/** The trip: out on 10 December, back a week later. */
const DEP1 = '2026-12-10T15:00:00Z';
const DEP2 = '2026-12-17T15:00:00Z';
const dep1 = Date.parse(DEP1);
const at = (ms: number) => new Date(ms);

type Change = Extract<PenaltyInfo, { kind: 'Known' }>['change'];
const known = (change: Change): PenaltyInfo => ({ kind: 'Known', change, cancel: { kind: 'NotPossible' } });
const withFee = (amount: number) => known({ kind: 'WithFee', amount, currency: 'USD' });
const fee75 = withFee(7_500);
const notPossible = known({ kind: 'NotPossible' });
const noPenalty = known({ kind: 'NoPenalty' });

const made = (chfarUsed: boolean) => ({ chfarCoveredMinor: chfarUsed ? 7_500 : 0, chfarUsed });

/** Booked 30 days ahead, 10 days before the trip: out of the void window, far from the deadline. */
const base: ExchangeInput = {
  reservation: 'Confirmed',
  penalties: fee75,
  sliceDepartures: [DEP1, DEP2],
  hasChfar: false,
  exchanges: [],
  airlineBusy: false,
  bookedAt: at(dep1 - 30 * D),
  ticketedTravelers: 2,
  now: at(dep1 - 10 * D),
};

const ok = (e: Partial<Extract<ExchangeEligibility, { kind: 'Exchangeable' }>> = {}): ExchangeEligibility => ({
  kind: 'Exchangeable',
  screen: 'SliceSelection',
  tags: ['Exchangeable', 'NonChfar'],
  voidState: 'NotVoidable',
  slices: ['Change', 'Change'],
  fareChangeFeeMinor: 15_000,
  chfarCovers: false,
  ...e,
});
const no = (reason: ExchangeRefusal, screen: ExchangeScreen, tags: ExchangeTag[]): ExchangeEligibility => ({
  kind: 'NotExchangeable',
  screen,
  tags,
  reason,
});

describe('the constants it relies on', () => {
  it('3 h deadline, 2 self-serve changes, the DOT void window (24 h, 7 days ahead), CHFAR exercisable until 3 h', () => {
    expect([EXCHANGE_DEADLINE_MS, SELF_SERVE_EXCHANGES]).toEqual([3 * H, 2]);
    expect([VOID_WINDOW_MS, VOID_MIN_LEAD_MS]).toEqual([24 * H, 7 * D]);
    expect(chfarFlight.exerciseDeadlineHours).toBe(3);
  });
});

describe('exchangeEligibility: reservation state', () => {
  const expectedFor = (state: ReservationState, chfarTag: ExchangeTag): ExchangeEligibility => {
    switch (state) {
      case 'Confirmed':
        return ok({ tags: ['Exchangeable', chfarTag], chfarCovers: chfarTag === 'Chfar' });
      case 'Canceled':
        return no('Canceled', 'IneligibleForExchange', ['Canceled', chfarTag]);
      default:
        return no('BookingPending', 'IneligibleForExchange', ['BookingPending', chfarTag]);
    }
  };
  it.each(ReservationStates.flatMap((state) => [false, true].map((hasChfar) => [state, hasChfar] as const)))(
    '%s (CHFAR bought: %s)',
    (reservation, hasChfar) => {
      expect(exchangeEligibility({ ...base, reservation, hasChfar })).toEqual(expectedFor(reservation, hasChfar ? 'Chfar' : 'NonChfar'));
    },
  );

  it('a booking waiting on a change of its own is pending, not changeable again', () => {
    expect(exchangeEligibility({ ...base, reservation: 'ConfirmedPendingNewChange' })).toMatchObject({ reason: 'BookingPending' });
  });
});

describe('exchangeEligibility: slices flown, kept and changeable (3 h deadline)', () => {
  it.each<[string, Partial<ExchangeInput>, ExchangeEligibility]>([
    ['10 days ahead: both slices', {}, ok()],
    ['exactly 3 h before the first: still changeable', { now: at(dep1 - 3 * H) }, ok()],
    ['3 h less 1 ms before the first: that slice is kept', { now: at(dep1 - 3 * H + 1) }, ok({ slices: ['Keep', 'Change'] })],
    ['2 h before the first: kept', { now: at(dep1 - 2 * H) }, ok({ slices: ['Keep', 'Change'] })],
    ['the first leaves now: flown', { now: at(dep1) }, ok({ slices: ['Flown', 'Change'] })],
    ['the first has left, the return is changeable', { now: at(dep1 + D) }, ok({ slices: ['Flown', 'Change'] })],
    ['exactly 3 h before the return: changeable', { now: at(Date.parse(DEP2) - 3 * H) }, ok({ slices: ['Flown', 'Change'] })],
    [
      '3 h less 1 ms before the return: nothing left to change',
      { now: at(Date.parse(DEP2) - 3 * H + 1) },
      no('TooCloseToDeparture', 'ContactAirline', ['ContactAirline', 'NonChfar']),
    ],
    ['the return leaves now: departed', { now: at(Date.parse(DEP2)) }, no('Departed', 'IneligibleForExchange', ['Departed', 'NonChfar'])],
    [
      'both flown long ago: departed',
      { now: at(Date.parse(DEP2) + 30 * D) },
      no('Departed', 'IneligibleForExchange', ['Departed', 'NonChfar']),
    ],
    ['one way, exactly 3 h before', { sliceDepartures: [DEP1], now: at(dep1 - 3 * H) }, ok({ slices: ['Change'] })],
    [
      'one way, 3 h less 1 ms before: too close',
      { sliceDepartures: [DEP1], now: at(dep1 - 3 * H + 1) },
      no('TooCloseToDeparture', 'ContactAirline', ['ContactAirline', 'NonChfar']),
    ],
    [
      'both slices within 3 h: too close',
      { sliceDepartures: [DEP1, '2026-12-10T16:30:00Z'], now: at(dep1 - H) },
      no('TooCloseToDeparture', 'ContactAirline', ['ContactAirline', 'NonChfar']),
    ],
    [
      'one flown, one within 3 h: too close',
      { sliceDepartures: [DEP1, '2026-12-10T17:00:00Z'], now: at(dep1 + 1) },
      no('TooCloseToDeparture', 'ContactAirline', ['ContactAirline', 'NonChfar']),
    ],
    [
      'three slices: flown, kept, changeable',
      { sliceDepartures: [DEP1, '2026-12-12T15:00:00Z', DEP2], now: at(Date.parse('2026-12-12T15:00:00Z') - H) },
      ok({ slices: ['Flown', 'Keep', 'Change'] }),
    ],
  ])('%s', (_name, change, expected) => {
    expect(exchangeEligibility({ ...base, ...change })).toEqual(expected);
  });
});

describe('exchangeEligibility: whom to turn to', () => {
  it.each<[string, Partial<ExchangeInput>, ExchangeEligibility]>([
    [
      'the airline waits for an answer: the airline',
      { airlineBusy: true },
      no('AirlineControl', 'ContactAirline', ['AirlineControl', 'ContactAirline', 'NonChfar']),
    ],
    [
      'the airline busy and CHFAR bought',
      { airlineBusy: true, hasChfar: true },
      no('AirlineControl', 'ContactAirline', ['AirlineControl', 'ContactAirline', 'Chfar']),
    ],
    [
      'too close beats the airline being busy',
      { airlineBusy: true, sliceDepartures: [DEP1], now: at(dep1 - H) },
      no('TooCloseToDeparture', 'ContactAirline', ['ContactAirline', 'NonChfar']),
    ],
    [
      'several tickets: the airlines',
      { penalties: { kind: 'ExternallyManaged' } },
      no('MultiProvider', 'ContactAirline', ['MultiProvider', 'ContactAirline', 'NonChfar']),
    ],
    [
      'unknown fare rules: our support',
      { penalties: { kind: 'Unknown' } },
      no('ContactCustomerService', 'ContactSupport', ['ContactCustomerService', 'NonChfar']),
    ],
    [
      'unknown change rule: our support',
      { penalties: known({ kind: 'Unknown' }) },
      no('ContactCustomerService', 'ContactSupport', ['ContactCustomerService', 'NonChfar']),
    ],
    [
      'unknown change rule, CHFAR bought: still our support',
      { penalties: known({ kind: 'Unknown' }), hasChfar: true },
      no('ContactCustomerService', 'ContactSupport', ['ContactCustomerService', 'Chfar']),
    ],
    [
      'two changes made: our support',
      { exchanges: [made(false), made(false)] },
      no('TooManyAttempts', 'TooManyAttemptsSupport', ['ContactCustomerService', 'NonChfar']),
    ],
    [
      'three changes made: our support',
      { exchanges: [made(false), made(false), made(false)] },
      no('TooManyAttempts', 'TooManyAttemptsSupport', ['ContactCustomerService', 'NonChfar']),
    ],
    [
      'two changes made, CHFAR still unused',
      { hasChfar: true, exchanges: [made(false), made(false)] },
      no('TooManyAttempts', 'TooManyAttemptsSupport', ['ContactCustomerService', 'Chfar']),
    ],
    ['one change made: one more self-serve', { exchanges: [made(false)] }, ok()],
  ])('%s', (_name, change, expected) => {
    expect(exchangeEligibility({ ...base, ...change })).toEqual(expected);
  });
});

describe('exchangeEligibility: change fee and change for any reason', () => {
  it.each<[string, Partial<ExchangeInput>, ExchangeEligibility]>([
    ['a fee per ticketed traveler: 2 × 75.00', {}, ok({ fareChangeFeeMinor: 15_000 })],
    ['one ticketed traveler', { ticketedTravelers: 1 }, ok({ fareChangeFeeMinor: 7_500 })],
    ['three ticketed travelers', { ticketedTravelers: 3, penalties: withFee(9_900) }, ok({ fareChangeFeeMinor: 29_700 })],
    ['no penalty: no fee', { penalties: noPenalty }, ok({ fareChangeFeeMinor: 0 })],
    [
      'a basic fare without CHFAR: not changeable',
      { penalties: notPossible },
      no('NonExchangeable', 'IneligibleForExchange', ['NonExchangeable', 'NonChfar']),
    ],
    [
      'a basic fare with CHFAR: CHFAR pays for the change',
      { penalties: notPossible, hasChfar: true },
      ok({ tags: ['Exchangeable', 'Chfar'], fareChangeFeeMinor: 0, chfarCovers: true }),
    ],
    [
      'a basic fare, CHFAR already used: not changeable',
      { penalties: notPossible, hasChfar: true, exchanges: [made(true)] },
      no('NonExchangeable', 'IneligibleForExchange', ['NonExchangeable', 'NonChfar']),
    ],
    [
      'a basic fare, CHFAR bought but within 3 h of the first departure',
      { penalties: notPossible, hasChfar: true, now: at(dep1 - 3 * H + 1) },
      no('NonExchangeable', 'IneligibleForExchange', ['NonExchangeable', 'NonChfar']),
    ],
    [
      'a basic fare, CHFAR bought, the first slice flown: its window has closed',
      { penalties: notPossible, hasChfar: true, now: at(dep1 + D) },
      no('NonExchangeable', 'IneligibleForExchange', ['NonExchangeable', 'NonChfar']),
    ],
    [
      'a fee with CHFAR: CHFAR covers it',
      { hasChfar: true },
      ok({ tags: ['Exchangeable', 'Chfar'], fareChangeFeeMinor: 15_000, chfarCovers: true }),
    ],
    [
      'a fee with CHFAR, an earlier change without it: still covers',
      { hasChfar: true, exchanges: [made(false)] },
      ok({ tags: ['Exchangeable', 'Chfar'], chfarCovers: true }),
    ],
    [
      'a fee with CHFAR, an earlier change used it: the fee is paid',
      { hasChfar: true, exchanges: [made(true)] },
      ok({ tags: ['Exchangeable', 'NonChfar'], fareChangeFeeMinor: 15_000, chfarCovers: false }),
    ],
    [
      'a fee with CHFAR exactly 3 h before the first departure: covers',
      { hasChfar: true, now: at(dep1 - 3 * H) },
      ok({ tags: ['Exchangeable', 'Chfar'], chfarCovers: true }),
    ],
    [
      'a fee with CHFAR 3 h less 1 ms before the first departure: the return changes at the fee',
      { hasChfar: true, now: at(dep1 - 3 * H + 1) },
      ok({ tags: ['Exchangeable', 'NonChfar'], slices: ['Keep', 'Change'], chfarCovers: false }),
    ],
    [
      'no penalty with CHFAR: nothing for it to pay, kept for later',
      { penalties: noPenalty, hasChfar: true },
      ok({ tags: ['Exchangeable', 'Chfar'], fareChangeFeeMinor: 0, chfarCovers: false }),
    ],
  ])('%s', (_name, change, expected) => {
    expect(exchangeEligibility({ ...base, ...change })).toEqual(expected);
  });
});

describe('exchangeEligibility: the void window (within 24 h of booking, first departure 7+ days after booking)', () => {
  const voidable = { screen: 'TicketedVoidable', voidState: 'TicketedVoid' } as const;
  const bookedAt = at(dep1 - 20 * D);
  it.each<[string, Partial<ExchangeInput>, ExchangeEligibility]>([
    ['booked 1 h ago, 20 days ahead', { bookedAt, now: at(bookedAt.getTime() + H) }, ok(voidable)],
    ['booked just now', { bookedAt, now: bookedAt }, ok(voidable)],
    ['booked 24 h less 1 ms ago', { bookedAt, now: at(bookedAt.getTime() + 24 * H - 1) }, ok(voidable)],
    ['booked exactly 24 h ago: no longer', { bookedAt, now: at(bookedAt.getTime() + 24 * H) }, ok()],
    ['booked exactly 7 days ahead', { bookedAt: at(dep1 - 7 * D), now: at(dep1 - 7 * D + H) }, ok(voidable)],
    ['booked 7 days less 1 ms ahead: not voidable', { bookedAt: at(dep1 - 7 * D + 1), now: at(dep1 - 7 * D + H) }, ok()],
    ['booked 6 days ahead, 1 h ago: not voidable', { bookedAt: at(dep1 - 6 * D), now: at(dep1 - 6 * D + H) }, ok()],
    [
      'voidable with CHFAR and a fee',
      { bookedAt, now: at(bookedAt.getTime() + H), hasChfar: true },
      ok({ ...voidable, tags: ['Exchangeable', 'Chfar'], chfarCovers: true }),
    ],
    ['the lead counts from the first slice, not the return', { bookedAt: at(dep1 - 2 * D), now: at(dep1 - 2 * D + H) }, ok()],
  ])('%s', (_name, change, expected) => {
    expect(exchangeEligibility({ ...base, ...change })).toEqual(expected);
  });
});

describe('sliceValues: the fare in equal parts, the odd cents on the first slice, then what each change cost', () => {
  type Exchanges = Parameters<typeof sliceValues>[2];
  const changed = (...values: [slice: number, valueMinor: number][]) => ({
    values: values.map(([slice, valueMinor]) => ({ slice, valueMinor })),
  });
  it.each<[string, number, number, Exchanges, number[]]>([
    ['one slice', 1_000, 1, [], [1_000]],
    ['even split', 1_000, 2, [], [500, 500]],
    ['odd cent on slice 0', 1_001, 2, [], [501, 500]],
    ['1000 over 3', 1_000, 3, [], [334, 333, 333]],
    ['1001 over 3', 1_001, 3, [], [335, 333, 333]],
    ['1002 over 3', 1_002, 3, [], [334, 334, 334]],
    ['fewer cents than slices', 2, 3, [], [2, 0, 0]],
    ['nothing paid', 0, 2, [], [0, 0]],
    ['a change overrides the slice it changed', 1_001, 2, [changed([1, 800])], [501, 800]],
    ['a change of both slices', 1_000, 2, [changed([0, 650], [1, 420])], [650, 420]],
    ['a later change wins', 1_000, 2, [changed([0, 700]), changed([0, 650])], [650, 500]],
    ['later changes win slice by slice', 1_000, 3, [changed([0, 700], [2, 900]), changed([2, 100])], [700, 333, 100]],
    ['a change to a slice that no longer exists is ignored', 1_000, 2, [changed([2, 999])], [500, 500]],
    ['a change to nothing', 1_000, 2, [changed()], [500, 500]],
  ])('%s: %i over %i', (_name, fareMinor, sliceCount, exchanges, expected) => {
    expect(sliceValues(fareMinor, sliceCount, exchanges)).toEqual(expected);
  });

  it('unchanged, the parts add up to the fare and differ by less than a cent per slice', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 8 }), (fareMinor, sliceCount) => {
        const values = sliceValues(fareMinor, sliceCount, []);
        expect(values).toHaveLength(sliceCount);
        expect(values.reduce((n, v) => n + v, 0)).toBe(fareMinor);
        const rest = values.slice(1);
        for (const v of rest) expect(v).toBe(Math.floor(fareMinor / sliceCount));
        expect(values[0]! - (rest[0] ?? values[0]!)).toBeLessThan(sliceCount);
        expect(values[0]! - (rest[0] ?? values[0]!)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('exchangeQuote: the card pays a dearer fare and the fee, a cheaper one pays the fee and leaves an airline credit', () => {
  type QuoteInput = Parameters<typeof exchangeQuote>[0];
  const q = (oldValuesMinor: number[], newPricesMinor: number[], fareChangeFeeMinor = 0, chfarCovers = false): QuoteInput => ({
    oldValuesMinor,
    newPricesMinor,
    fareChangeFeeMinor,
    chfarCovers,
  });
  const lines = (fareDifferenceMinor: number, changeFeeMinor: number, chfarCoveredMinor: number, dueMinor: number, creditMinor: number) =>
    ({ fareDifferenceMinor, changeFeeMinor, chfarCoveredMinor, dueMinor, creditMinor }) satisfies ExchangeQuoteLines;
  it.each<[string, QuoteInput, ExchangeQuoteLines]>([
    ['dearer: the card pays the difference', q([50_000], [62_500]), lines(12_500, 0, 0, 12_500, 0)],
    ['cheaper: a credit', q([50_000], [41_000]), lines(-9_000, 0, 0, 0, 9_000)],
    ['the same price: nothing', q([50_000], [50_000]), lines(0, 0, 0, 0, 0)],
    ['dearer with a fee', q([50_000], [62_500], 15_000), lines(12_500, 15_000, 0, 27_500, 0)],
    ['cheaper with a smaller fee: the fee comes off the credit', q([50_000], [41_000], 7_500), lines(-9_000, 7_500, 0, 0, 1_500)],
    ['cheaper with a bigger fee: the residual pays part of it', q([50_000], [41_000], 15_000), lines(-9_000, 15_000, 0, 6_000, 0)],
    ['the same price with a fee: the fee only', q([50_000], [50_000], 15_000), lines(0, 15_000, 0, 15_000, 0)],
    ['a fee covered by CHFAR', q([50_000], [62_500], 15_000, true), lines(12_500, 0, 15_000, 12_500, 0)],
    ['cheaper, the fee covered by CHFAR', q([50_000], [41_000], 15_000, true), lines(-9_000, 0, 15_000, 0, 9_000)],
    ['a basic fare changed with CHFAR: no fee to cover', q([50_000], [62_500], 0, true), lines(12_500, 0, 0, 12_500, 0)],
    ['two slices netting out', q([25_001, 25_000], [30_000, 20_001]), lines(0, 0, 0, 0, 0)],
    ['two slices, net dearer', q([25_001, 25_000], [40_000, 15_000]), lines(4_999, 0, 0, 4_999, 0)],
    ['two slices, net cheaper, with a fee', q([25_001, 25_000], [20_000, 15_000], 7_500), lines(-15_001, 7_500, 0, 0, 7_501)],
  ])('%s', (_name, input, expected) => {
    expect(exchangeQuote(input)).toEqual(expected);
    // The lines added to the booking sum to what the card pays.
    expect(exchangeLines(expected).reduce((n, l) => n + l.amountMinor, 0)).toBe(expected.dueMinor);
  });

  it.each<[string, ExchangeQuoteLines, ReturnType<typeof exchangeLines>]>([
    [
      'dearer with a fee',
      lines(12_500, 15_000, 0, 27_500, 0),
      [
        { line: 'fareDifference', amountMinor: 12_500 },
        { line: 'changeFee', amountMinor: 15_000 },
      ],
    ],
    ['cheaper, no fee: no line (the credit is not a price line)', lines(-9_000, 0, 0, 0, 9_000), []],
    [
      'cheaper with a fee: the part of the residual that paid it',
      lines(-9_000, 15_000, 0, 6_000, 0),
      [
        { line: 'fareDifference', amountMinor: -9_000 },
        { line: 'changeFee', amountMinor: 15_000 },
      ],
    ],
    [
      'cheaper with a smaller fee',
      lines(-9_000, 7_500, 0, 0, 1_500),
      [
        { line: 'fareDifference', amountMinor: -7_500 },
        { line: 'changeFee', amountMinor: 7_500 },
      ],
    ],
  ])('exchangeLines, %s', (_name, input, expected) => {
    expect(exchangeLines(input)).toEqual(expected);
  });
});

describe('latestNewDeparture: a year from booking (UTC day)', () => {
  it.each([
    ['2026-11-10T15:00:00Z', '2027-11-10'],
    ['2026-12-31T23:59:59.999Z', '2027-12-31'],
    ['2027-01-01T00:00:00Z', '2028-01-01'],
    ['2027-02-28T12:00:00Z', '2028-02-28'],
    // As airlineCreditExpiresAt and the birthdays: a 29 February comes on 1 March in other years.
    ['2028-02-29T12:00:00Z', '2029-03-01'],
  ])('booked %s → %s', (booked, latest) => {
    expect(latestNewDeparture(new Date(booked))).toBe(latest);
  });

  it('leaves the booking date alone', () => {
    const bookedAt = new Date('2026-11-10T15:00:00Z');
    latestNewDeparture(bookedAt);
    expect(bookedAt.toISOString()).toBe('2026-11-10T15:00:00.000Z');
  });
});

describe('inOrder: each slice leaves after the one before arrives', () => {
  const s = (departure: string, arrival: string) => ({ departure, arrival });
  it.each<[string, { departure: string; arrival: string }[], boolean]>([
    ['no slices', [], true],
    ['one slice', [s('2026-12-10T15:00:00Z', '2026-12-10T21:00:00Z')], true],
    ['out and back', [s('2026-12-10T15:00:00Z', '2026-12-10T21:00:00Z'), s('2026-12-17T15:00:00Z', '2026-12-17T23:00:00Z')], true],
    [
      'the return leaves 1 minute after landing',
      [s('2026-12-10T15:00:00Z', '2026-12-10T21:00:00Z'), s('2026-12-10T21:01:00Z', '2026-12-11T03:00:00Z')],
      true,
    ],
    [
      'the return leaves the minute the first lands',
      [s('2026-12-10T15:00:00Z', '2026-12-10T21:00:00Z'), s('2026-12-10T21:00:00Z', '2026-12-11T03:00:00Z')],
      false,
    ],
    [
      'the return leaves before the first lands',
      [s('2026-12-10T15:00:00Z', '2026-12-10T21:00:00Z'), s('2026-12-10T20:00:00Z', '2026-12-11T02:00:00Z')],
      false,
    ],
    [
      'the return before the outbound',
      [s('2026-12-17T15:00:00Z', '2026-12-17T23:00:00Z'), s('2026-12-10T15:00:00Z', '2026-12-10T21:00:00Z')],
      false,
    ],
    [
      'instants, not wall clocks: 20:00 at -05:00 lands after 00:30Z',
      [s('2026-12-10T14:00:00-05:00', '2026-12-10T20:00:00-05:00'), s('2026-12-11T00:30:00Z', '2026-12-11T06:00:00Z')],
      false,
    ],
    [
      'instants, not wall clocks: 20:00 at -05:00 lands before 01:30Z',
      [s('2026-12-10T14:00:00-05:00', '2026-12-10T20:00:00-05:00'), s('2026-12-11T01:30:00Z', '2026-12-11T06:00:00Z')],
      true,
    ],
    [
      'three slices, the third before the second lands',
      [
        s('2026-12-10T15:00:00Z', '2026-12-10T21:00:00Z'),
        s('2026-12-12T15:00:00Z', '2026-12-12T21:00:00Z'),
        s('2026-12-12T20:00:00Z', '2026-12-13T02:00:00Z'),
      ],
      false,
    ],
  ])('%s → %s', (_name, slices, expected) => {
    expect(inOrder(slices)).toBe(expected);
  });
});

describe('a departure that cannot be read', () => {
  it('counts as flown: nothing is changed on a guess', () => {
    const e = exchangeEligibility({ ...base, sliceDepartures: ['', DEP2] });
    expect(e.kind === 'Exchangeable' && e.slices).toEqual(['Flown', 'Change']);
  });
});

describe('a fare that cannot change, inside the void window', () => {
  it('is refused, saying a cancel still refunds everything', () => {
    const e = exchangeEligibility({ ...base, penalties: notPossible, bookedAt: at(dep1 - 20 * D), now: at(dep1 - 20 * D + H) });
    expect(e).toMatchObject({ kind: 'NotExchangeable', reason: 'NonExchangeable', voidable: true });
  });
  it('after the window the refusal says nothing of a refund', () => {
    const e = exchangeEligibility({ ...base, penalties: notPossible });
    expect(e.kind === 'NotExchangeable' && e.voidable).toBeUndefined();
  });
});
