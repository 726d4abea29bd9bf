import { describe, expect, it } from 'vitest';
import type { Segment, Slice } from '../../../../src/lib/domain/flights/flights.schema';
import { isSignificantChange, scheduleChangeChoices, type ScheduleChange } from '../../../../src/lib/domain/booking/schedule-change';
import { changedSlices } from '../../../../src/lib/domain/booking/schedule-change-slices';

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

describe('scheduleChangeChoices: never accepted for the traveler; a free change or a full refund only when significant', () => {
  const change = (state: ScheduleChange['state'], significant: boolean): ScheduleChange => ({
    state,
    significant,
    detectedAt: '2027-02-01T00:00:00Z',
    decidedAt: null,
    before: booked,
    after: state === 'Canceled' ? null : booked,
  });
  type Choices = ReturnType<typeof scheduleChangeChoices>;
  const none: Choices = { accept: false, freeChange: false, fullRefund: false };
  it.each<[ScheduleChange | null, Choices]>([
    [null, none],
    [change('Modified', false), { accept: true, freeChange: false, fullRefund: false }],
    [change('Modified', true), { accept: true, freeChange: true, fullRefund: true }],
    [change('Canceled', true), { accept: false, freeChange: true, fullRefund: true }],
    [change('Ticketed', true), none],
    [change('Rejected', true), none],
  ])('%j → %j', (c, expected) => {
    expect(scheduleChangeChoices(c)).toEqual(expected);
  });
});

describe('changedSlices: the slices a free change replaces', () => {
  const back = slice(seg('2027-03-08T16:00:00Z', '2027-03-08T22:00:00Z'));
  const out = booked[0]!;
  const later = slice(seg('2027-03-01T15:30:00Z', '2027-03-01T21:30:00Z'));
  const connecting = slice(seg('2027-03-01T13:00:00Z', '2027-03-01T15:00:00Z'), seg('2027-03-01T16:00:00Z', '2027-03-01T19:00:00Z'));
  it.each<[string, Slice[], Slice[] | null, number[]]>([
    ['nothing moved', [out, back], [out, back], []],
    ['the outbound retimed', [out, back], [later, back], [0]],
    ['the return retimed', [out, back], [out, later], [1]],
    ['a connection added, same end times', [out], [connecting], [0]],
    ['cancelled by the airline: every slice', [out, back], null, [0, 1]],
  ])('%s → %j', (_, before, after, expected) => {
    expect(changedSlices({ before, after })).toEqual(expected);
  });
});
