// Missed connection rebooking (SPEC §4, §5, §9): which flight a delay makes the traveler miss,
// whether the service can still act, what rebooking qualifies and the slice as flown afterwards.
// Every instant is fixed: nothing here depends on today's date.
import { describe, expect, it } from 'vitest';
import { MINIMUM_CONNECTION_MINUTES, type Disruption } from '../../../../src/lib/domain/booking/disruption';
import {
  airlineRebookingIsReasonable,
  isMissedConnectionRebooking,
  joinSlice,
  missedConnectionOf,
  missedFlightIndex,
  readyAt,
  type MissedConnection,
} from '../../../../src/lib/domain/booking/missed-connection';
import { missedConnection as terms } from '../../../../src/lib/domain/booking/protections';
import type { Segment, Slice } from '../../../../src/lib/domain/flights/flights.schema';
import { MIN, seg, slice } from './slice-fixtures';

// JFK 08:00 → ORD 09:00, then ORD 10:00 → LAX 12:30 on 1 March 2027: a 60-minute connection in ORD.
const toOrd = (over: Partial<Segment> = {}) =>
  seg('JFK', 'ORD', '2027-03-01T13:00:00Z', '2027-03-01T08:00:00-05:00', '2027-03-01T15:00:00Z', '2027-03-01T09:00:00-06:00', {
    stopoverDurationMinutes: 60,
    ...over,
  });
const toLax = (over: Partial<Segment> = {}) =>
  seg('ORD', 'LAX', '2027-03-01T16:00:00Z', '2027-03-01T10:00:00-06:00', '2027-03-01T20:30:00Z', '2027-03-01T12:30:00-08:00', over);
const connecting = slice(toOrd(), toLax());
const selfTransfer = slice(toOrd({ isSelfTransferLayover: true }), toLax());
const nonstop = slice(
  seg('JFK', 'LAX', '2027-03-01T13:00:00Z', '2027-03-01T08:00:00-05:00', '2027-03-01T19:00:00Z', '2027-03-01T11:00:00-08:00'),
);

describe('the numbers it relies on', () => {
  it('45 minutes to connect, US$5,000 a traveler, 24 hours after the disruption', () => {
    expect(MINIMUM_CONNECTION_MINUTES).toBe(45);
    expect(terms.capPerPassengerMinor).toBe(500_000);
    expect(terms.serviceExpiresHoursAfterDisruption).toBe(24);
  });
});

describe('missedFlightIndex: less than 45 minutes on the ground after the delay misses the next flight', () => {
  it.each<[string, Slice, number, number | null]>([
    ['on time: 60 minutes', connecting, 0, null],
    ['46 minutes on the ground', connecting, 14, null],
    ['exactly 45 minutes', connecting, 15, null],
    ['44 minutes', connecting, 16, 1],
    ['landing after the next flight left', connecting, 180, 1],
    ['a nonstop has no connection', nonstop, 600, null],
  ])('%s → %s', (_, s, delay, expected) => {
    expect(missedFlightIndex(s, delay)).toBe(expected);
  });
});

describe('readyAt: the delayed arrival plus the shortest connection', () => {
  it.each<[number, string]>([
    [0, '2027-03-01T15:45:00.000Z'],
    [30, '2027-03-01T16:15:00.000Z'],
    [150, '2027-03-01T18:15:00.000Z'],
  ])('a delay of %s minutes → %s', (delay, expected) => {
    expect(new Date(readyAt(connecting, 1, delay)).toISOString()).toBe(expected);
  });
});

describe('missedConnectionOf', () => {
  const DETECTED = '2027-03-01T14:00:00Z';
  const EXPIRES = '2027-03-02T14:00:00.000Z';
  const missed = (over: Partial<Disruption> = {}): Disruption => ({
    kind: 'MissedConnection',
    slice: 0,
    delayMinutes: 30,
    detectedAt: DETECTED,
    state: 'Open',
    decidedAt: null,
    ...over,
  });
  const base = { confirmed: true, slices: [connecting] as readonly Slice[], now: new Date('2027-03-01T15:00:00Z') };
  const unavailable = (reason: Extract<MissedConnection, { kind: 'Unavailable' }>['reason']): MissedConnection => ({
    kind: 'Unavailable',
    reason,
  });
  const open = (over: Partial<Extract<MissedConnection, { kind: 'Open' }>> = {}): MissedConnection => ({
    kind: 'Open',
    missed: 1,
    selfTransfer: false,
    readyAt: '2027-03-01T16:15:00.000Z',
    expiresAt: EXPIRES,
    ...over,
  });

  it.each<[string, Partial<typeof base> & { disruption: Disruption | null | undefined }, MissedConnection]>([
    ['no disruption', { disruption: null }, unavailable('NoMissedConnection')],
    ['no disruption (undefined)', { disruption: undefined }, unavailable('NoMissedConnection')],
    ['a plain delay', { disruption: missed({ kind: 'Delay' }) }, unavailable('NoMissedConnection')],
    ['a cancellation', { disruption: missed({ kind: 'Cancellation', delayMinutes: null }) }, unavailable('NoMissedConnection')],
    ['not confirmed', { confirmed: false, disruption: missed() }, unavailable('NotBooked')],
    ['not confirmed, even when decided', { confirmed: false, disruption: missed({ state: 'Rebooked' }) }, unavailable('NotBooked')],
    ['rebooked', { disruption: missed({ state: 'Rebooked', decidedAt: DETECTED }) }, unavailable('Decided')],
    ['refunded', { disruption: missed({ state: 'Refunded', decidedAt: DETECTED }) }, unavailable('Decided')],
    [
      // Once rebooked the slice's connection is a new one that holds: Decided, not NoMissedConnection.
      'rebooked onto a connection that now holds',
      { disruption: missed({ state: 'Rebooked', delayMinutes: 0 }) },
      unavailable('Decided'),
    ],
    ['rebooked, the slice now nonstop', { slices: [nonstop], disruption: missed({ state: 'Rebooked' }) }, unavailable('Decided')],
    ['decided after it expired', { disruption: missed({ state: 'Rebooked' }), now: new Date(EXPIRES) }, unavailable('Decided')],
    ['the connection still holds (45 minutes)', { disruption: missed({ delayMinutes: 15 }) }, unavailable('NoMissedConnection')],
    ['no delay given: the connection holds', { disruption: missed({ delayMinutes: null }) }, unavailable('NoMissedConnection')],
    ['a nonstop', { slices: [nonstop], disruption: missed() }, unavailable('NoMissedConnection')],
    ['a slice the trip does not have', { disruption: missed({ slice: 1 }) }, unavailable('NoMissedConnection')],
    ['exactly 24 hours after detection', { disruption: missed(), now: new Date(EXPIRES) }, unavailable('Expired')],
    ['later still', { disruption: missed(), now: new Date('2027-03-03T00:00:00Z') }, unavailable('Expired')],
    ['1 ms before the 24 hours', { disruption: missed(), now: new Date(Date.parse(EXPIRES) - 1) }, open()],
    ['open, one ticket', { disruption: missed() }, open()],
    ['open, a self-transfer', { slices: [selfTransfer], disruption: missed() }, open({ selfTransfer: true })],
    [
      // The connection's layover is the one after segment 0; a flag on segment 1 is not about it.
      'open: the flag of the flight missed does not count',
      { slices: [slice(toOrd(), toLax({ isSelfTransferLayover: true }))], disruption: missed() },
      open({ selfTransfer: false }),
    ],
    [
      'open, ready at the delayed arrival + 45 minutes',
      { disruption: missed({ delayMinutes: 150 }) },
      open({ readyAt: '2027-03-01T18:15:00.000Z' }),
    ],
    [
      'the second slice',
      { slices: [nonstop, selfTransfer], disruption: missed({ slice: 1, delayMinutes: 16 }) },
      open({ selfTransfer: true, readyAt: '2027-03-01T16:01:00.000Z' }),
    ],
  ])('%s', (_, over, expected) => {
    expect(missedConnectionOf({ ...base, ...over })).toEqual(expected);
  });
});

describe('isMissedConnectionRebooking (SPEC §5)', () => {
  const fare = (rating: number, value = 40_000) => ({
    fareShelf: { rating, shortBrandName: 'Main', cabin: 'Economy' as const },
    amount: { fiat: { value, currencyCode: 'USD' as const, currencySymbol: '$' as const }, rewards: [] },
  });
  // A 30-minute delay: lands in ORD at 09:30 local (15:30Z), ready at 16:15Z.
  const original = { slice: connecting, missed: 1, fare: fare(2) };
  const ready = readyAt(connecting, 1, 30);
  /** A nonstop from ORD to LAX leaving at `dep` (UTC), shown on Chicago's clock (UTC−6). */
  const from = (dep: string, origin = 'ORD', destination = 'LAX') => {
    const d = Date.parse(dep);
    const local = (ms: number, offsetH: number) =>
      `${new Date(ms + offsetH * 3_600_000).toISOString().slice(0, 19)}${offsetH < 0 ? '-' : '+'}${String(Math.abs(offsetH)).padStart(2, '0')}:00`;
    return slice(seg(origin, destination, dep, local(d, -6), new Date(d + 270 * MIN).toISOString(), local(d + 270 * MIN, -8)));
  };
  const later = from('2027-03-01T18:00:00Z');

  it.each<[string, Slice, ReturnType<typeof fare>, number, boolean]>([
    ['later the same day, same class', later, fare(2), 1, true],
    ['from the slice origin instead of the missed flight airport', from('2027-03-01T18:00:00Z', 'JFK'), fare(2), 1, false],
    ['from another airport', from('2027-03-01T18:00:00Z', 'MDW'), fare(2), 1, false],
    ['to the connection city instead of the destination', from('2027-03-01T18:00:00Z', 'ORD', 'SFO'), fare(2), 1, false],
    ['the next local day', from('2027-03-02T14:00:00Z'), fare(2), 1, true],
    // 20:00 in Chicago on 2 March is already 3 March in UTC: the local day counts.
    ['late on the next local day (the day after in UTC)', from('2027-03-03T02:00:00Z'), fare(2), 1, true],
    ['two local days later', from('2027-03-03T14:00:00Z'), fare(2), 1, false],
    ['exactly when ready', from('2027-03-01T16:15:00Z'), fare(2), 1, true],
    ['a minute before ready', from('2027-03-01T16:14:00Z'), fare(2), 1, false],
    ['the flight missed itself', from('2027-03-01T16:00:00Z'), fare(2), 1, false],
    ['a lower class', later, fare(1), 1, true],
    ['a higher class', later, fare(3), 1, false],
    ['at the cap for one', later, fare(2, 500_000), 1, true],
    ['just over the cap for one', later, fare(2, 500_001), 1, false],
    ['at the cap for two', later, fare(2, 1_000_000), 2, true],
    ['just over the cap for two', later, fare(2, 1_000_001), 2, false],
    ['no travelers counted: the cap of one', later, fare(2, 500_000), 0, true],
  ])('%s → %s', (_, s, f, travelers, expected) => {
    expect(isMissedConnectionRebooking(original, { slice: s, fare: f }, travelers, ready)).toBe(expected);
  });

  it('the day is the missed flight’s local day, across the end of a month', () => {
    // The missed flight leaves ORD at 22:30 on 28 February (04:30Z on 1 March).
    const late = slice(
      seg('JFK', 'ORD', '2027-03-01T01:00:00Z', '2027-02-28T20:00:00-05:00', '2027-03-01T03:00:00Z', '2027-02-28T21:00:00-06:00'),
      seg('ORD', 'LAX', '2027-03-01T04:30:00Z', '2027-02-28T22:30:00-06:00', '2027-03-01T09:00:00Z', '2027-03-01T01:00:00-08:00'),
    );
    const o = { slice: late, missed: 1, fare: fare(2) };
    const r = readyAt(late, 1, 60);
    // 1 March local is the next day; 2 March local is two days later.
    expect(isMissedConnectionRebooking(o, { slice: from('2027-03-01T14:00:00Z'), fare: fare(2) }, 1, r)).toBe(true);
    expect(isMissedConnectionRebooking(o, { slice: from('2027-03-02T14:00:00Z'), fare: fare(2) }, 1, r)).toBe(false);
  });
});

describe('airlineRebookingIsReasonable: within an hour of the missed departure, or by 9 AM after a late one', () => {
  const lateLeg = (zdep: string) =>
    slice(toOrd(), seg('ORD', 'LAX', '2027-03-02T03:00:00Z', zdep, '2027-03-02T07:30:00Z', '2027-03-01T23:30:00-08:00'));
  it.each<[string, Slice, string, boolean]>([
    ['an hour after 10:00', connecting, '2027-03-01T11:00:00-06:00', true],
    ['61 minutes after', connecting, '2027-03-01T11:01:00-06:00', false],
    [
      'the missed flight left at 21:00, rebooked for 09:00 the next day',
      lateLeg('2027-03-01T21:00:00-06:00'),
      '2027-03-02T09:00:00-06:00',
      true,
    ],
    ['… for 09:01', lateLeg('2027-03-01T21:00:00-06:00'), '2027-03-02T09:01:00-06:00', false],
    ['the missed flight left at 20:00 sharp: not late', lateLeg('2027-03-01T20:00:00-06:00'), '2027-03-02T08:00:00-06:00', false],
  ])('%s → %s', (_, s, rebooked, expected) => {
    const airline = slice(seg('ORD', 'LAX', '2027-03-02T00:00:00Z', rebooked, '2027-03-02T04:30:00Z', rebooked));
    expect(airlineRebookingIsReasonable(s, 1, airline)).toBe(expected);
  });
});

describe('joinSlice: the slice as flown from the connection on', () => {
  // ORD 20:00 → DEN 21:30 the same evening, then DEN 06:30 → LAX 07:45 the next morning.
  const after = slice(
    seg('ORD', 'DEN', '2027-03-02T02:00:00Z', '2027-03-01T20:00:00-06:00', '2027-03-02T04:30:00Z', '2027-03-01T21:30:00-07:00', {
      marketingAirline: { code: 'F9', flightNumber: '1' },
      stopoverDurationMinutes: 540,
    }),
    seg('DEN', 'LAX', '2027-03-02T13:30:00Z', '2027-03-02T06:30:00-07:00', '2027-03-02T15:45:00Z', '2027-03-02T07:45:00-08:00', {
      marketingAirline: { code: 'F9', flightNumber: '2' },
      // As searched, from the new flights' own first day: 0 would be wrong in the trip.
      plusDays: 0,
    }),
  );

  it('keeps the flights before the one missed, counts the layover from the delayed arrival, recounts days', () => {
    const joined = joinSlice(connecting, 1, 30, after);
    expect(joined.segments.map((g) => `${g.origin.locationCode}-${g.destination.locationCode}`)).toEqual(['JFK-ORD', 'ORD-DEN', 'DEN-LAX']);
    // Kept as it was, but for its layover: 15:30Z (landed 30 minutes late) → 02:00Z = 630 minutes.
    expect(joined.segments[0]).toEqual({ ...connecting.segments[0], stopoverDurationMinutes: 630 });
    expect(joined.segments[1]).toEqual({ ...after.segments[0], plusDays: 0 });
    expect(joined.segments[2]).toEqual({ ...after.segments[1], plusDays: 1 });
    expect(joined).toMatchObject({
      origin: 'JFK',
      destination: 'LAX',
      zonedDeparture: '2027-03-01T08:00:00-05:00',
      zonedArrival: '2027-03-02T07:45:00-08:00',
      stops: 2,
      plusDays: 1,
      // From the first flight's scheduled departure (13:00Z) to the new arrival (15:45Z the next day).
      durationMinutes: 26 * 60 + 45,
    });
  });

  it('a nonstop the same day: one stop, no extra day, a self-transfer stays one', () => {
    const same = slice(
      seg('ORD', 'LAX', '2027-03-01T17:00:00Z', '2027-03-01T11:00:00-06:00', '2027-03-01T21:30:00Z', '2027-03-01T13:30:00-08:00', {
        plusDays: 3,
      }),
    );
    const joined = joinSlice(selfTransfer, 1, 30, same);
    expect(joined.segments).toHaveLength(2);
    expect(joined.segments[0]).toMatchObject({ stopoverDurationMinutes: 90, isSelfTransferLayover: true });
    expect(joined.segments[1]).toMatchObject({ plusDays: 0, scheduledDeparture: '2027-03-01T17:00:00Z' });
    expect(joined).toMatchObject({ stops: 1, plusDays: 0, zonedArrival: '2027-03-01T13:30:00-08:00', durationMinutes: 8 * 60 + 30 });
  });

  it('a layover is never negative', () => {
    const early = slice(
      seg('ORD', 'LAX', '2027-03-01T15:10:00Z', '2027-03-01T09:10:00-06:00', '2027-03-01T19:40:00Z', '2027-03-01T11:40:00-08:00'),
    );
    expect(joinSlice(connecting, 1, 30, early).segments[0]!.stopoverDurationMinutes).toBe(0);
  });
});
