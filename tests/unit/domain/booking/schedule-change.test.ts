import { describe, expect, it } from 'vitest';
import type { Segment, Slice } from '../../../../src/lib/domain/flights/flights.schema';
import { isSignificantChange, scheduleChangeChoices, type ScheduleChange } from '../../../../src/lib/domain/booking/schedule-change';

const seg = (dep: string, arr: string): Segment => ({
  origin: { locationCode: 'JFK' },
  destination: { locationCode: 'LAX' },
  marketingAirline: { code: 'B6', flightNumber: '383' },
  operatingAirline: { code: 'B6' },
  scheduledDeparture: dep,
  scheduledArrival: arr,
  zonedDeparture: dep,
  zonedArrival: arr,
  durationMinutes: 360,
  stops: 0,
  stopoverDurationMinutes: 0,
  isSelfTransferLayover: false,
  plusDays: 0,
});
const slice = (...segments: Segment[]): Slice => ({
  origin: 'JFK',
  destination: 'LAX',
  zonedDeparture: segments[0]!.zonedDeparture,
  zonedArrival: segments.at(-1)!.zonedArrival,
  durationMinutes: 360,
  stops: segments.length - 1,
  plusDays: 0,
  segments,
});
const booked = [slice(seg('2027-03-01T13:00:00Z', '2027-03-01T19:00:00Z'))];

describe('isSignificantChange (2 hours or more, a connection gained or lost, or cancelled)', () => {
  it.each<[string, Slice[] | null, boolean]>([
    ['the same times', booked, false],
    ['1 h 59 later', [slice(seg('2027-03-01T14:59:00Z', '2027-03-01T20:59:00Z'))], false],
    ['2 h later', [slice(seg('2027-03-01T15:00:00Z', '2027-03-01T21:00:00Z'))], true],
    ['2 h earlier', [slice(seg('2027-03-01T11:00:00Z', '2027-03-01T17:00:00Z'))], true],
    ['the same departure, landing 2 h later', [slice(seg('2027-03-01T13:00:00Z', '2027-03-01T21:00:00Z'))], true],
    ['45 minutes earlier', [slice(seg('2027-03-01T12:15:00Z', '2027-03-01T18:15:00Z'))], false],
    [
      'a new connection, same times overall',
      [slice(seg('2027-03-01T13:00:00Z', '2027-03-01T15:00:00Z'), seg('2027-03-01T16:00:00Z', '2027-03-01T19:00:00Z'))],
      true,
    ],
    ['a slice gone', [], true],
    ['cancelled by the airline', null, true],
  ])('%s → %s', (_, after, expected) => {
    expect(isSignificantChange(booked, after)).toBe(expected);
  });
});

describe('scheduleChangeChoices: never accepted for the traveler; a full refund only when significant', () => {
  const change = (state: ScheduleChange['state'], significant: boolean): ScheduleChange => ({
    state,
    significant,
    detectedAt: '2027-02-01T00:00:00Z',
    decidedAt: null,
    before: booked,
    after: state === 'Canceled' ? null : booked,
  });
  it.each<[ScheduleChange | null, { accept: boolean; fullRefund: boolean }]>([
    [null, { accept: false, fullRefund: false }],
    [change('Modified', false), { accept: true, fullRefund: false }],
    [change('Modified', true), { accept: true, fullRefund: true }],
    [change('Canceled', true), { accept: false, fullRefund: true }],
    [change('Ticketed', true), { accept: false, fullRefund: false }],
    [change('Rejected', true), { accept: false, fullRefund: false }],
  ])('%j → %j', (c, expected) => {
    expect(scheduleChangeChoices(c)).toEqual(expected);
  });
});
