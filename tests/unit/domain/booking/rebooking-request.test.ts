// A rebooking that can't be made online (SPEC §4 MoveToQueue / ReferToAirline, Accept / Deny):
// who answers, the windows and days a traveler may ask for, whether a request may be sent, the
// request as stored, and what the desk answers. Every instant is fixed: nothing here depends on
// today's date.
import { describe, expect, it } from 'vitest';
import type { Disruption, RebookingRequestBody } from '../../../../src/lib/domain/booking/disruption.schema';
import {
  checkRequest,
  closeRequest,
  DESK_ANSWER_MINUTES,
  deskDecision,
  fitsRequest,
  newRequest,
  rebookingRoute,
  requestDays,
  timeOfDayOf,
  type DeskDecision,
  type RebookingRequest,
  type RebookingRoute,
  type RequestCheck,
  type TimeOfDay,
} from '../../../../src/lib/domain/booking/rebooking-request';
import type { Segment, Slice } from '../../../../src/lib/domain/flights/flights.schema';
import { MIN, seg, slice } from './slice-fixtures';

const airline = (code: string): Partial<Segment> => ({ marketingAirline: { code, flightNumber: '100' } });

// JFK 08:00 → ORD 09:00, then ORD 10:00 → LAX 12:30 on 1 March 2027: a 60-minute connection in ORD.
const toOrd = (over: Partial<Segment> = {}) =>
  seg('JFK', 'ORD', '2027-03-01T13:00:00Z', '2027-03-01T08:00:00-05:00', '2027-03-01T15:00:00Z', '2027-03-01T09:00:00-06:00', {
    stopoverDurationMinutes: 60,
    ...over,
  });
const toLax = (over: Partial<Segment> = {}) =>
  seg('ORD', 'LAX', '2027-03-01T16:00:00Z', '2027-03-01T10:00:00-06:00', '2027-03-01T20:30:00Z', '2027-03-01T12:30:00-08:00', over);
const nonstop = slice(
  seg('JFK', 'LAX', '2027-03-01T13:00:00Z', '2027-03-01T08:00:00-05:00', '2027-03-01T19:00:00Z', '2027-03-01T11:00:00-08:00'),
);
const connecting = slice(toOrd(), toLax());
const twoAirlines = slice(toOrd(), toLax(airline('AA')));
const selfTransfer = slice(toOrd({ isSelfTransferLayover: true }), toLax());

/** A JFK → LAX nonstop leaving at this New York time (winter: UTC−5). */
const leavingAt = (zdep: string, over: Partial<Segment> = {}): Slice => {
  const dep = new Date(Date.parse(zdep)).toISOString();
  const arr = new Date(Date.parse(zdep) + 6 * 60 * MIN).toISOString();
  return slice(seg('JFK', 'LAX', dep, zdep, arr, arr.replace('Z', '+00:00'), over));
};

const stored = (over: Partial<RebookingRequest> = {}): RebookingRequest => ({
  route: 'MoveToQueue',
  state: 'Requested',
  preferredDate: '2027-03-01',
  timeOfDay: 'Evening',
  note: 'Window seat if possible',
  requestedAt: '2027-03-01T12:00:00.000Z',
  answerBy: '2027-03-01T12:30:00.000Z',
  decidedAt: null,
  reason: null,
  ...over,
});
const body = (over: Partial<RebookingRequestBody> = {}): RebookingRequestBody => ({
  preferredDate: '2027-03-01',
  timeOfDay: 'Evening',
  note: 'Window seat if possible',
  ...over,
});

describe('the numbers it relies on', () => {
  it('our agents answer within 30 minutes, the airline within 2 hours', () => {
    expect(DESK_ANSWER_MINUTES).toEqual({ MoveToQueue: 30, ReferToAirline: 120 });
  });
});

describe('rebookingRoute: the airline when it cancelled a flight it sold on one ticket, our agents otherwise', () => {
  it.each<[string, Slice, Disruption['kind'], RebookingRoute]>([
    ['a cancelled nonstop', nonstop, 'Cancellation', 'ReferToAirline'],
    ['a cancelled connection on one airline, one ticket', connecting, 'Cancellation', 'ReferToAirline'],
    ['a delay', nonstop, 'Delay', 'MoveToQueue'],
    ['a delay on a connection of one airline', connecting, 'Delay', 'MoveToQueue'],
    ['a missed connection', connecting, 'MissedConnection', 'MoveToQueue'],
    ['a cancellation sold by two airlines', twoAirlines, 'Cancellation', 'MoveToQueue'],
    ['a cancellation with a self-transfer', selfTransfer, 'Cancellation', 'MoveToQueue'],
    ['a delay with a self-transfer', selfTransfer, 'Delay', 'MoveToQueue'],
  ])('%s → %s', (_, s, kind, expected) => {
    expect(rebookingRoute(s, { kind })).toBe(expected);
  });

  it('the operating airline does not count: only who sold the ticket', () => {
    const codeshare = slice(toOrd(), toLax({ operatingAirline: { code: 'OO' } }));
    expect(rebookingRoute(codeshare, { kind: 'Cancellation' })).toBe('ReferToAirline');
  });
});

describe('timeOfDayOf: Morning 05:00–11:59, Afternoon 12:00–17:59, Evening 18:00–23:59, overnight none (local)', () => {
  it.each<[string, Exclude<TimeOfDay, 'Any'> | null]>([
    ['2027-02-10T00:00', null],
    ['2027-02-10T04:59', null],
    ['2027-02-10T05:00', 'Morning'],
    ['2027-02-10T07:35', 'Morning'],
    ['2027-02-10T11:59', 'Morning'],
    ['2027-02-10T12:00', 'Afternoon'],
    ['2027-02-10T17:59', 'Afternoon'],
    ['2027-02-10T18:00', 'Evening'],
    ['2027-02-10T23:59', 'Evening'],
    // The airport's own clock, whatever the offset or the UTC day.
    ['2027-02-10T05:00:00-08:00', 'Morning'],
    ['2027-02-10T20:00:00+09:00', 'Evening'],
  ])('%s → %s', (zdep, expected) => {
    expect(timeOfDayOf(zdep)).toBe(expected);
  });
});

describe("requestDays: the disrupted flight's local day and the next", () => {
  it.each<[string, string, [string, string]]>([
    ['a day mid-month', '2027-03-01T08:00:00-05:00', ['2027-03-01', '2027-03-02']],
    ['the end of January', '2027-01-31T08:00:00-05:00', ['2027-01-31', '2027-02-01']],
    ['the end of February', '2027-02-28T08:00:00-05:00', ['2027-02-28', '2027-03-01']],
    ['the end of February in a leap year', '2028-02-28T08:00:00-05:00', ['2028-02-28', '2028-02-29']],
    ['the end of April (30 days)', '2027-04-30T08:00:00-04:00', ['2027-04-30', '2027-05-01']],
    ['New Year’s Eve', '2026-12-31T08:00:00-05:00', ['2026-12-31', '2027-01-01']],
    // 23:30 in New York is already the next day in UTC: the local day counts.
    ['late in the evening, already tomorrow in UTC', '2026-12-31T23:30:00-05:00', ['2026-12-31', '2027-01-01']],
    // 00:30 in Tokyo is still the day before in UTC.
    ['just after midnight, still yesterday in UTC', '2027-03-01T00:30:00+09:00', ['2027-03-01', '2027-03-02']],
  ])('%s: %s → %j', (_, zdep, expected) => {
    expect(requestDays(leavingAt(zdep))).toEqual(expected);
  });

  it('reads the slice, not its first segment alone', () => {
    expect(requestDays(connecting)).toEqual(['2027-03-01', '2027-03-02']);
  });
});

describe('checkRequest: one waiting request at a time, on the day of the flight or the next', () => {
  it.each<[string, RebookingRequest | null | undefined, RebookingRequestBody, RequestCheck]>([
    ['no request yet', null, body(), { kind: 'New' }],
    ['no request on an older row', undefined, body(), { kind: 'New' }],
    ['the next day', null, body({ preferredDate: '2027-03-02' }), { kind: 'New' }],
    ['the day before', null, body({ preferredDate: '2027-02-28' }), { kind: 'Refused', code: 'DateOutsideWindow' }],
    ['two days later', null, body({ preferredDate: '2027-03-03' }), { kind: 'Refused', code: 'DateOutsideWindow' }],
    ['the same request again while it waits', stored(), body(), { kind: 'Same' }],
    ['another day while one waits', stored(), body({ preferredDate: '2027-03-02' }), { kind: 'Refused', code: 'AlreadyRequested' }],
    ['another time of day while one waits', stored(), body({ timeOfDay: 'Morning' }), { kind: 'Refused', code: 'AlreadyRequested' }],
    ['another note while one waits', stored(), body({ note: '' }), { kind: 'Refused', code: 'AlreadyRequested' }],
    [
      // The waiting one comes first: a day out of the window is still "already requested".
      'a day out of the window while one waits',
      stored(),
      body({ preferredDate: '2027-03-05' }),
      { kind: 'Refused', code: 'AlreadyRequested' },
    ],
    ['after a denial, another time', stored({ state: 'Denied', reason: 'NoSeats' }), body({ timeOfDay: 'Morning' }), { kind: 'New' }],
    ['after a denial, the very same again', stored({ state: 'Denied', reason: 'NoSeats' }), body(), { kind: 'New' }],
    ['after a withdrawal', stored({ state: 'Withdrawn' }), body(), { kind: 'New' }],
    [
      'after a denial, a day out of the window',
      stored({ state: 'Denied', reason: 'NoSeats' }),
      body({ preferredDate: '2027-03-03' }),
      { kind: 'Refused', code: 'DateOutsideWindow' },
    ],
    [
      'after a withdrawal, a day out of the window',
      stored({ state: 'Withdrawn' }),
      body({ preferredDate: '2027-02-28' }),
      { kind: 'Refused', code: 'DateOutsideWindow' },
    ],
  ])('%s → %j', (_, current, b, expected) => {
    expect(checkRequest(nonstop, current, b)).toEqual(expected);
  });
});

describe('newRequest: waiting, with the time the desk answers by', () => {
  const now = new Date('2027-03-01T12:00:00Z');
  it.each<[RebookingRoute, string]>([
    ['MoveToQueue', '2027-03-01T12:30:00.000Z'],
    ['ReferToAirline', '2027-03-01T14:00:00.000Z'],
  ])('%s answers by %s', (route, answerBy) => {
    const b = body({ preferredDate: '2027-03-02', timeOfDay: 'Morning', note: 'Aisle, please' });
    expect(newRequest(route, b, now)).toEqual({
      route,
      state: 'Requested',
      preferredDate: '2027-03-02',
      timeOfDay: 'Morning',
      note: 'Aisle, please',
      requestedAt: '2027-03-01T12:00:00.000Z',
      answerBy,
      decidedAt: null,
      reason: null,
    });
  });

  it('answers by the next day when asked late in the evening', () => {
    expect(newRequest('ReferToAirline', body(), new Date('2027-12-31T23:15:00Z')).answerBy).toBe('2028-01-01T01:15:00.000Z');
  });
});

describe('fitsRequest: the day and the window asked for, on the airport clock', () => {
  it.each<[string, string, RebookingRequestBody['timeOfDay'], boolean]>([
    ['2027-03-01T08:00:00-05:00', '2027-03-01', 'Any', true],
    ['2027-03-01T08:00:00-05:00', '2027-03-01', 'Morning', true],
    ['2027-03-01T08:00:00-05:00', '2027-03-01', 'Afternoon', false],
    ['2027-03-01T08:00:00-05:00', '2027-03-01', 'Evening', false],
    ['2027-03-01T12:00:00-05:00', '2027-03-01', 'Afternoon', true],
    ['2027-03-01T11:59:00-05:00', '2027-03-01', 'Afternoon', false],
    ['2027-03-01T18:00:00-05:00', '2027-03-01', 'Evening', true],
    ['2027-03-01T17:59:00-05:00', '2027-03-01', 'Evening', false],
    // Another day never fits, whatever the window.
    ['2027-03-02T08:00:00-05:00', '2027-03-01', 'Any', false],
    ['2027-03-02T08:00:00-05:00', '2027-03-01', 'Morning', false],
    // 21:00 in New York is 02:00 UTC the next day: the local day and window count.
    ['2027-03-01T21:00:00-05:00', '2027-03-01', 'Evening', true],
    ['2027-03-01T21:00:00-05:00', '2027-03-02', 'Any', false],
    // After midnight is not the evening asked for that day: it fits Any only.
    ['2027-03-01T00:30:00-05:00', '2027-03-01', 'Evening', false],
    ['2027-03-01T00:30:00-05:00', '2027-03-01', 'Morning', false],
    ['2027-03-01T00:30:00-05:00', '2027-03-01', 'Any', true],
  ])('leaving %s, asked %s %s → %s', (zdep, preferredDate, timeOfDay, expected) => {
    expect(fitsRequest(leavingAt(zdep), { preferredDate, timeOfDay })).toBe(expected);
  });
});

describe('deskDecision: the first flight that fits, the airline only its own, or a denial', () => {
  type Option = { id: string; slice: Slice };
  const option = (id: string, zdep: string, code = 'UA'): Option => ({ id, slice: leavingAt(zdep, airline(code)) });
  const morningUa = option('morning-ua', '2027-03-01T09:00:00-05:00');
  const earlyAa = option('early-aa', '2027-03-01T06:00:00-05:00', 'AA');
  const lateUa = option('late-ua', '2027-03-01T11:00:00-05:00');
  const evening = option('evening-ua', '2027-03-01T19:00:00-05:00');
  const nextDay = option('next-ua', '2027-03-02T07:00:00-05:00');
  const mixed: Option = { id: 'mixed', slice: slice(toOrd({ ...airline('UA') }), toLax(airline('AA'))) };
  const morning = { preferredDate: '2027-03-01', timeOfDay: 'Morning' as const };
  const base = {
    route: 'MoveToQueue' as RebookingRoute,
    request: morning,
    candidates: [lateUa, evening, morningUa, earlyAa],
    airline: 'UA',
  };

  it.each<[string, Partial<Parameters<typeof deskDecision<Option>>[0]>, DeskDecision<Option>]>([
    ['expired: denied as Expired', { expired: true }, { kind: 'Deny', reason: 'Expired' }],
    ['expired wins over a forced Accept', { expired: true, forced: 'Accept' }, { kind: 'Deny', reason: 'Expired' }],
    ['a forced Deny, though a flight fits', { forced: 'Deny' }, { kind: 'Deny', reason: 'NoSeats' }],
    ['our agents: the earliest that fits, any airline', {}, { kind: 'Accept', option: earlyAa }],
    ['a forced Accept: the same earliest flight', { forced: 'Accept' }, { kind: 'Accept', option: earlyAa }],
    ['the airline: its own earliest only', { route: 'ReferToAirline' }, { kind: 'Accept', option: morningUa }],
    ['the airline named AA: its own', { route: 'ReferToAirline', airline: 'AA' }, { kind: 'Accept', option: earlyAa }],
    [
      'the airline: not a connection another airline sold half of',
      { route: 'ReferToAirline', request: { preferredDate: '2027-03-01', timeOfDay: 'Any' }, candidates: [mixed, lateUa] },
      { kind: 'Accept', option: lateUa },
    ],
    [
      'our agents: a connection of two airlines is fine',
      { request: { preferredDate: '2027-03-01', timeOfDay: 'Any' }, candidates: [lateUa, mixed] },
      { kind: 'Accept', option: mixed },
    ],
    ['the evening asked for', { request: { preferredDate: '2027-03-01', timeOfDay: 'Evening' } }, { kind: 'Accept', option: evening }],
    [
      'the next day asked for',
      { request: { preferredDate: '2027-03-02', timeOfDay: 'Any' }, candidates: [evening, nextDay] },
      { kind: 'Accept', option: nextDay },
    ],
    [
      'nothing in the afternoon: NoSeats',
      { request: { preferredDate: '2027-03-01', timeOfDay: 'Afternoon' } },
      { kind: 'Deny', reason: 'NoSeats' },
    ],
    ['no candidates: NoSeats', { candidates: [] }, { kind: 'Deny', reason: 'NoSeats' }],
    [
      'the airline, only other airlines fit: NoSeats',
      { route: 'ReferToAirline', candidates: [earlyAa] },
      { kind: 'Deny', reason: 'NoSeats' },
    ],
    [
      'a forced Accept with nothing fitting: NoSeats',
      { forced: 'Accept', candidates: [evening, nextDay] },
      { kind: 'Deny', reason: 'NoSeats' },
    ],
  ])('%s', (_, over, expected) => {
    expect(deskDecision<Option>({ ...base, expired: false, ...over })).toEqual(expected);
  });

  it('orders by the UTC instant, not by the local clock', () => {
    // 08:00 in Chicago (14:00 UTC) leaves after 08:30 in New York (13:30 UTC) though its clock reads earlier.
    const chicago: Option = {
      id: 'chicago',
      slice: slice(
        seg('ORD', 'LAX', '2027-03-01T14:00:00Z', '2027-03-01T08:00:00-06:00', '2027-03-01T18:00:00Z', '2027-03-01T10:00:00-08:00'),
      ),
    };
    const newYork = option('new-york', '2027-03-01T08:30:00-05:00');
    expect(deskDecision<Option>({ ...base, candidates: [chicago, newYork], expired: false })).toEqual({ kind: 'Accept', option: newYork });
  });

  it('does not reorder the candidates it was given', () => {
    const candidates = [lateUa, evening, morningUa, earlyAa];
    deskDecision<Option>({ ...base, candidates, expired: false });
    expect(candidates.map((c) => c.id)).toEqual(['late-ua', 'evening-ua', 'morning-ua', 'early-aa']);
  });
});

describe('closeRequest: the state and when; the reason only for a denial', () => {
  const now = new Date('2027-03-01T12:30:00Z');
  it.each<[string, 'Accepted' | 'Denied' | 'Withdrawn', RebookingRequest['reason'] | undefined, RebookingRequest['reason']]>([
    ['accepted', 'Accepted', undefined, null],
    ['accepted, a reason given anyway', 'Accepted', 'NoSeats', null],
    ['denied for no seats', 'Denied', 'NoSeats', 'NoSeats'],
    ['denied as expired', 'Denied', 'Expired', 'Expired'],
    ['denied without a reason', 'Denied', undefined, null],
    ['withdrawn', 'Withdrawn', undefined, null],
    ['withdrawn, a reason given anyway', 'Withdrawn', 'Expired', null],
  ])('%s → reason %s', (_, state, reason, expected) => {
    const request = stored();
    const closed = reason === undefined ? closeRequest(request, state, now) : closeRequest(request, state, now, reason);
    expect(closed).toEqual({ ...request, state, decidedAt: '2027-03-01T12:30:00.000Z', reason: expected });
    // The request asked is kept as it was, and the stored one is not changed.
    expect(request.state).toBe('Requested');
    expect(request.decidedAt).toBeNull();
  });

  it('closing a denied request again drops its old reason', () => {
    const denied = stored({ state: 'Denied', reason: 'NoSeats', decidedAt: '2027-03-01T12:20:00.000Z' });
    expect(closeRequest(denied, 'Withdrawn', now)).toMatchObject({
      state: 'Withdrawn',
      reason: null,
      decidedAt: '2027-03-01T12:30:00.000Z',
    });
  });
});
