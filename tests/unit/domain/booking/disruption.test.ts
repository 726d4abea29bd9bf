import { describe, expect, it } from 'vitest';
import type { CancelPolicy } from '../../../../src/lib/domain/booking/cancellation';
import {
  delayKind,
  detectDisruption,
  isQualifyingFlight,
  withDisruption,
  type Disruption,
  type DisruptionResult,
} from '../../../../src/lib/domain/booking/disruption';
import type { Segment, Slice } from '../../../../src/lib/domain/flights/flights.schema';

const seg = (from: string, to: string, dep: string, arr: string): Segment => ({
  origin: { locationCode: from },
  destination: { locationCode: to },
  marketingAirline: { code: 'B6', flightNumber: '383' },
  operatingAirline: { code: 'B6' },
  scheduledDeparture: dep,
  scheduledArrival: arr,
  zonedDeparture: dep.replace('Z', '-05:00'),
  zonedArrival: arr.replace('Z', '-08:00'),
  durationMinutes: 300,
  stops: 0,
  stopoverDurationMinutes: 0,
  isSelfTransferLayover: false,
  plusDays: 0,
});
const slice = (...segments: Segment[]): Slice => ({
  origin: segments[0]!.origin.locationCode,
  destination: segments.at(-1)!.destination.locationCode,
  zonedDeparture: segments[0]!.zonedDeparture,
  zonedArrival: segments.at(-1)!.zonedArrival,
  durationMinutes: 300,
  stops: segments.length - 1,
  plusDays: 0,
  segments,
});
const nonstop = slice(seg('JFK', 'LAX', '2027-03-01T13:00:00Z', '2027-03-01T19:00:00Z'));
// A 60-minute connection in ORD.
const connecting = slice(
  seg('JFK', 'ORD', '2027-03-01T13:00:00Z', '2027-03-01T15:00:00Z'),
  seg('ORD', 'LAX', '2027-03-01T16:00:00Z', '2027-03-01T20:30:00Z'),
);

describe('delayKind: a delay that leaves less than 45 minutes to connect is a missed connection', () => {
  it.each<[Slice, number, string]>([
    [nonstop, 600, 'Delay'],
    [connecting, 15, 'Delay'],
    [connecting, 16, 'MissedConnection'],
    [connecting, 150, 'MissedConnection'],
  ])('%#: %s minutes → %s', (s, minutes, expected) => {
    expect(delayKind(s, minutes)).toBe(expected);
  });
});

describe('detectDisruption (SPEC §4)', () => {
  const open = (over: Partial<Disruption> = {}): Disruption => ({
    kind: 'Delay',
    slice: 0,
    delayMinutes: 150,
    detectedAt: '2027-03-01T10:00:00Z',
    state: 'Open',
    decidedAt: null,
    ...over,
  });
  const base = { bought: true, confirmed: true, slices: [nonstop], baseFareMinor: 30_000, now: new Date('2027-03-01T12:00:00Z') };
  it.each<[string, Partial<typeof base> & { disruption?: Disruption | null }, DisruptionResult['kind'], string?]>([
    ['a delay of 2 h 30', { disruption: open() }, 'IsDisrupted'],
    ['a delay of exactly 2 h', { disruption: open({ delayMinutes: 120 }) }, 'IsDisrupted'],
    ['a delay of 1 h 59', { disruption: open({ delayMinutes: 119 }) }, 'NotDisrupted', 'BelowThreshold'],
    ['a missed connection, however short the delay', { disruption: open({ kind: 'MissedConnection', delayMinutes: 20 }) }, 'IsDisrupted'],
    ['cancelled 3 hours before', { disruption: open({ kind: 'Cancellation', delayMinutes: null }) }, 'IsDisrupted'],
    [
      'cancelled 2 days before',
      { disruption: open({ kind: 'Cancellation', delayMinutes: null, detectedAt: '2027-02-27T13:00:00Z' }) },
      'NotDisrupted',
      'CancelledTooEarly',
    ],
    ['not bought', { bought: false, disruption: open() }, 'NotDisrupted', 'NotCovered'],
    ['not confirmed', { confirmed: false, disruption: open() }, 'NotDisrupted', 'NotBooked'],
    ['already rebooked', { disruption: open({ state: 'Rebooked' }) }, 'NotDisrupted', 'Decided'],
    ['no disruption', { disruption: null }, 'NotDisrupted', 'NoDisruption'],
    ['24 hours after the last flight', { disruption: open(), now: new Date('2027-03-02T19:00:00Z') }, 'NotDisrupted', 'Expired'],
    ['a minute before that', { disruption: open(), now: new Date('2027-03-02T18:59:00Z') }, 'IsDisrupted'],
  ])('%s', (_, over, kind, reason) => {
    const r = detectDisruption({ ...base, disruption: null, ...over });
    expect(r.kind).toBe(kind);
    if (r.kind === 'NotDisrupted') expect(r.reason).toBe(reason);
    else expect(r).toMatchObject({ refundMinor: 30_000, expiresAt: '2027-03-02T19:00:00.000Z' });
  });
});

describe('isQualifyingFlight (SPEC §5): same airports, same or next day, same or lower class, under the cap', () => {
  const fare = (rating: number, value = 40_000) => ({
    fareShelf: { rating, shortBrandName: 'Main', cabin: 'Economy' as const },
    amount: { fiat: { value, currencyCode: 'USD' as const, currencySymbol: '$' as const }, rewards: [] },
  });
  const original = { slice: nonstop, fare: fare(2) };
  const now = new Date('2027-03-01T12:00:00Z');
  const at = (dep: string, arr: string, from = 'JFK', to = 'LAX') => slice(seg(from, to, dep, arr));
  it.each<[string, Slice, ReturnType<typeof fare>, number, boolean]>([
    ['later the same day, same class', at('2027-03-01T18:00:00Z', '2027-03-02T00:00:00Z'), fare(2), 1, true],
    ['the next day, a lower class', at('2027-03-02T13:00:00Z', '2027-03-02T19:00:00Z'), fare(1), 1, true],
    ['two days later', at('2027-03-03T13:00:00Z', '2027-03-03T19:00:00Z'), fare(2), 1, false],
    ['a higher class', at('2027-03-01T18:00:00Z', '2027-03-02T00:00:00Z'), fare(3), 1, false],
    ['another airport', at('2027-03-01T18:00:00Z', '2027-03-02T00:00:00Z', 'EWR'), fare(2), 1, false],
    ['already gone', at('2027-03-01T11:00:00Z', '2027-03-01T17:00:00Z'), fare(2), 1, false],
    ['over the $1,000 cap for one', at('2027-03-01T18:00:00Z', '2027-03-02T00:00:00Z'), fare(2, 100_001), 1, false],
    ['under the cap for two', at('2027-03-01T18:00:00Z', '2027-03-02T00:00:00Z'), fare(2, 150_000), 2, true],
  ])('%s → %s', (_, s, f, travelers, expected) => {
    expect(isQualifyingFlight(original, { slice: s, fare: f }, travelers, now)).toBe(expected);
  });
});

describe('withDisruption: at least the base fare back while covered', () => {
  const paid = { totalMinor: 50_000, protectionsMinor: 3_000 };
  const covered: DisruptionResult = {
    kind: 'IsDisrupted',
    disruption: { kind: 'Delay', slice: 0, delayMinutes: 150, detectedAt: '', state: 'Open', decidedAt: null },
    expiresAt: '',
    refundMinor: 40_000,
  };
  it.each<[string, CancelPolicy, DisruptionResult, CancelPolicy]>([
    [
      'a basic fare: the base fare',
      { kind: 'NotCancelable', reason: 'NonRefundable' },
      covered,
      { kind: 'Refundable', feeMinor: 7_000, refundsProtections: false, why: 'DisruptionRefund' },
    ],
    [
      'a free cancel gives more: the fare',
      { kind: 'Refundable', feeMinor: 0, refundsProtections: false, why: 'FareRules' },
      covered,
      { kind: 'Refundable', feeMinor: 0, refundsProtections: false, why: 'FareRules' },
    ],
    [
      'not disrupted: the fare',
      { kind: 'NotCancelable', reason: 'NonRefundable' },
      { kind: 'NotDisrupted', reason: 'NotCovered' },
      { kind: 'NotCancelable', reason: 'NonRefundable' },
    ],
  ])('%s', (_, policy, result, expected) => {
    expect(withDisruption(policy, result, paid)).toEqual(expected);
  });
});
