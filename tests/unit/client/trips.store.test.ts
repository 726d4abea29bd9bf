import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $session } from '../../../src/lib/client/session.store';
import {
  $confirmation,
  closeConfirmation,
  isPastTrip,
  nextPollDelay,
  openConfirmation,
  splitTrips,
  tripBreakdown,
} from '../../../src/lib/client/trips.store';
import { ID_A, ID_B, ID_C, pending, slice, trip } from '../islands/trips/booking-fixtures';
import { apiError, fakeApi, reply } from './profile/fake-api';

const TRIP = `GET /trips/${ID_A}`;
const POLL = `GET /flights/book/${ID_A}`;
const stillPending = reply(200, { bookingId: ID_A, outcome: 'Pending', pollAfterMs: 500 });
const success = reply(200, { bookingId: ID_A, outcome: 'Success', confirmationNumber: 'QX7K2P' });

let api: ReturnType<typeof fakeApi>;
let stopSession: () => void;
beforeEach(() => {
  api = fakeApi('/flights/book/confirm/');
  stopSession = $session.listen(() => undefined);
  $session.set({ kind: 'Unknown' });
});
afterEach(() => {
  closeConfirmation();
  stopSession();
  cleanStores($confirmation);
  vi.useRealTimers();
});

describe('isPastTrip: past once the last flight has landed', () => {
  // The return lands 2026-12-17 16:30 in New York (21:30 UTC).
  const roundTrip = trip(ID_A);
  it.each([
    ['a month before departure', '2026-11-17T12:00:00Z', false],
    ['during the outbound flight', '2026-12-10T17:00:00Z', false],
    ['between the two flights', '2026-12-12T00:00:00Z', false],
    ['a minute before the return lands', '2026-12-17T21:29:00Z', false],
    ['the minute it lands', '2026-12-17T21:30:00Z', false],
    ['a minute after it lands', '2026-12-17T21:31:00Z', true],
    ['a year later', '2027-12-17T00:00:00Z', true],
  ])('%s (%s) → %s', (_, now, past) => {
    expect(isPastTrip(roundTrip, Date.parse(now))).toBe(past);
  });

  it.each([
    ['the arrival offset, not the wall clock, decides (11:20 in Los Angeles is 19:20 UTC)', '2026-12-10T19:19:00Z', false],
    ['after the landing instant', '2026-12-10T19:21:00Z', true],
  ])('%s: %s → %s', (_, now, past) => {
    expect(isPastTrip({ reservation: 'Confirmed', slices: [slice('JFK', 'LAX', '2026-12-10')] }, Date.parse(now))).toBe(past);
  });

  it('a trip without flights is never past', () => {
    expect(isPastTrip({ reservation: 'Confirmed', slices: [] }, Date.parse('2030-01-01T00:00:00Z'))).toBe(false);
  });

  it('a canceled trip is past at once', () => {
    expect(isPastTrip({ reservation: 'Canceled', slices: [slice('JFK', 'LAX', '2030-12-10')] }, Date.parse('2026-01-01T00:00:00Z'))).toBe(
      true,
    );
  });
});

describe('splitTrips', () => {
  const dec = trip(ID_A, { tripType: 'oneWay', slices: [slice('JFK', 'LAX', '2026-12-10')] });
  const jan = trip(ID_B, { tripType: 'oneWay', slices: [slice('BOS', 'SFO', '2027-01-05')] });
  const nov = trip(ID_C, { tripType: 'oneWay', slices: [slice('YYZ', 'YVR', '2026-11-01')] });
  const oct = trip('44444444-4444-4444-8444-444444444444', { tripType: 'oneWay', slices: [slice('ORD', 'MIA', '2026-10-01')] });
  it.each([
    ['upcoming soonest first, past latest first', [jan, oct, dec, nov], '2026-11-22T12:00:00Z', [dec, jan], [nov, oct]],
    ['nothing booked', [], '2026-11-22T12:00:00Z', [], []],
    ['all upcoming', [jan, dec], '2026-10-01T00:00:00Z', [dec, jan], []],
    ['all past', [nov, jan], '2027-02-01T00:00:00Z', [], [jan, nov]],
  ])('%s', (_, trips, now, upcoming, past) => {
    const split = splitTrips(trips, Date.parse(now));
    expect(split.upcoming.map((t) => t.id)).toEqual(upcoming.map((t) => t.id));
    expect(split.past.map((t) => t.id)).toEqual(past.map((t) => t.id));
  });
});

describe('tripBreakdown', () => {
  it("is the server's lines, or one line of the total when it has none", () => {
    expect(tripBreakdown(trip(ID_A)).lines.map((l) => l.amountMinor)).toEqual([400_00, 60_00, 35_50]);
    expect(tripBreakdown(trip(ID_A, { breakdown: { lines: [], totalMinor: 495_50 } }))).toEqual({
      lines: [{ kind: 'BaseFare', label: '', amountMinor: 495_50 }],
      totalMinor: 495_50,
    });
  });
});

describe('nextPollDelay: 500 ms, ×1.5, at most 5 s', () => {
  it('goes 500, 750, 1125, 1688, 2532, 3798, then 5000 for good', () => {
    const delays: number[] = [];
    let d: number | null = null;
    for (let i = 0; i < 9; i++) delays.push((d = nextPollDelay(d)));
    expect(delays).toEqual([500, 750, 1125, 1688, 2532, 3798, 5000, 5000, 5000]);
  });
});

describe('openConfirmation', () => {
  it('a settled booking loads once: no polling', async () => {
    api.on(TRIP, reply(200, trip(ID_A)));
    await openConfirmation(ID_A);
    expect($confirmation.get()).toMatchObject({ kind: 'Loaded', polling: 'Done', failure: null, trip: { confirmationNumber: 'QX7K2P' } });
    expect(api.callsTo(POLL)).toHaveLength(0);
  });

  it.each([
    ['404 (not this user’s booking)', 'NotFound', apiError(404, 'NotFound', 'No booking of that id.')],
    ['400 (a malformed id)', 'NotFound', apiError(400, 'ValidationFailed', 'Use the id of one of your bookings.')],
    ['500', 'LoadFailed', apiError(500, 'Internal', 'Something went wrong on our side.')],
  ])('GET trip answering %s → %s', async (_, kind, answer) => {
    api.on(TRIP, answer);
    await openConfirmation(ID_A);
    expect($confirmation.get().kind).toBe(kind);
  });

  it.each([[''], ['not-a-booking'], ['../trips']])('the id %j is not found without asking the API', async (id) => {
    await openConfirmation(id);
    expect($confirmation.get()).toEqual({ kind: 'NotFound' });
    expect(api.calls).toHaveLength(0);
  });

  it('while Pending polls with backoff (500, 750, 1125 ms…) until Success, then reloads the trip', async () => {
    vi.useFakeTimers();
    api.on(TRIP, reply(200, pending(ID_A)), reply(200, trip(ID_A)));
    api.on(POLL, stillPending, stillPending, success);
    const polls = () => api.callsTo(POLL).length;
    const done = openConfirmation(ID_A);
    await vi.advanceTimersByTimeAsync(0);
    expect($confirmation.get()).toMatchObject({ kind: 'Loaded', polling: 'Waiting', trip: { reservation: 'Pending' } });
    await vi.advanceTimersByTimeAsync(499);
    expect(polls()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(polls()).toBe(1);
    await vi.advanceTimersByTimeAsync(749);
    expect(polls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(polls()).toBe(2);
    await vi.advanceTimersByTimeAsync(1125);
    expect(polls()).toBe(3);
    await done;
    expect(api.callsTo(TRIP)).toHaveLength(2);
    expect($confirmation.get()).toMatchObject({ kind: 'Loaded', polling: 'Done', failure: null, trip: { reservation: 'Confirmed' } });
  });

  it('a lost poll answer is retried on the same schedule', async () => {
    vi.useFakeTimers();
    api.on(TRIP, reply(200, pending(ID_A)), reply(200, trip(ID_A)));
    api.on(POLL, apiError(503, 'Unavailable', 'Try again.'), success);
    const done = openConfirmation(ID_A);
    await vi.advanceTimersByTimeAsync(500 + 750);
    await done;
    expect(api.callsTo(POLL)).toHaveLength(2);
    expect($confirmation.get()).toMatchObject({ kind: 'Loaded', polling: 'Done' });
  });

  it('Failed: the reloaded trip’s failure (or the poll’s) says why and what to do', async () => {
    vi.useFakeTimers();
    const failure = { code: 'CardDeclined', message: 'Your card was declined. Nothing was charged.', nextAction: 'EditPayment' };
    api.on(TRIP, reply(200, pending(ID_A)), reply(200, pending(ID_A, { reservation: 'Declined' })));
    api.on(POLL, reply(200, { bookingId: ID_A, outcome: 'Failed', failure }));
    const done = openConfirmation(ID_A);
    await vi.advanceTimersByTimeAsync(500);
    await done;
    expect($confirmation.get()).toMatchObject({ kind: 'Loaded', polling: 'Done', failure, trip: { reservation: 'Declined' } });
  });

  it('gives up after 90 s without an answer (21 polls, the last at 85.4 s): TimedOut', async () => {
    vi.useFakeTimers();
    api.on(TRIP, reply(200, pending(ID_A)));
    api.on(POLL, stillPending);
    const done = openConfirmation(ID_A);
    await vi.advanceTimersByTimeAsync(85_392);
    expect(api.callsTo(POLL)).toHaveLength(20);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.callsTo(POLL)).toHaveLength(21);
    await vi.advanceTimersByTimeAsync(10_000);
    await done;
    expect(api.callsTo(POLL)).toHaveLength(21);
    expect($confirmation.get()).toMatchObject({ kind: 'Loaded', polling: 'TimedOut' });
  });

  it('closing (or opening another booking) stops the polling at once', async () => {
    vi.useFakeTimers();
    api.on(TRIP, reply(200, pending(ID_A)));
    api.on(POLL, stillPending);
    const done = openConfirmation(ID_A);
    await vi.advanceTimersByTimeAsync(500);
    expect(api.callsTo(POLL)).toHaveLength(1);
    closeConfirmation();
    await vi.advanceTimersByTimeAsync(60_000);
    await done;
    expect(api.callsTo(POLL)).toHaveLength(1);
    expect($confirmation.get()).toEqual({ kind: 'Loading' });
  });
});
