// The user's bookings: how the Trips page splits them into Upcoming and Past (the list itself is
// server state, read through SWR in the island), and the booking confirmation page.
import { atom } from 'nanostores';
import { ApiError, request } from './api';
import { nextPollDelay, POLL } from './flights/booking-poll';

// The booking contract is the server's (lib/domain/booking): type-only imports keep zod out of the bundle.
import type { BookingFailure, Breakdown, BookingPollAnswer, Trip } from '../domain/booking/booking.schema';
export type { BookingFailure, Breakdown, Refund, Trip } from '../domain/booking/booking.schema';
export type { NextAction } from '../domain/booking/booking.constants';
export type { WalletPaymentPart } from '../domain/booking/travel-wallet.schema';

/** A trip is past once canceled or once its last flight has landed (the zoned arrival carries its offset: an instant). */
export function isPastTrip(trip: Pick<Trip, 'slices' | 'reservation'>, now: number): boolean {
  if (trip.reservation === 'Canceled') return true;
  const last = trip.slices.at(-1);
  if (!last) return false;
  const arrival = Date.parse(last.zonedArrival);
  return !Number.isNaN(arrival) && arrival < now;
}

const departure = (t: Trip) => Date.parse(t.slices[0]?.zonedDeparture ?? t.createdAt);
const arrival = (t: Trip) => Date.parse(t.slices.at(-1)?.zonedArrival ?? t.createdAt);

/** Upcoming soonest first (the next trip on top); past most recent first. */
export function splitTrips(trips: readonly Trip[], now: number): { upcoming: Trip[]; past: Trip[] } {
  const upcoming = trips.filter((t) => !isPastTrip(t, now)).sort((a, b) => departure(a) - departure(b));
  const past = trips.filter((t) => isPastTrip(t, now)).sort((a, b) => arrival(b) - arrival(a));
  return { upcoming, past };
}

/** The payment lines: the server's breakdown, or one line of the total from a server without it. */
export function tripBreakdown(trip: Trip): Breakdown {
  if (trip.breakdown && trip.breakdown.lines.length > 0) return trip.breakdown;
  return { lines: [{ kind: 'BaseFare', label: '', amountMinor: trip.payment.totalMinor }], totalMinor: trip.payment.totalMinor };
}

// ---- One booking: the confirmation page ---------------------------------------------------------

export { nextPollDelay } from './flights/booking-poll';

export type ConfirmationState =
  | { kind: 'Loading' }
  /** No booking of that id is the user's (or the id is malformed). */
  | { kind: 'NotFound' }
  | { kind: 'LoadFailed'; message: string }
  /**
   * `polling`: Waiting while the supplier has not answered; TimedOut after 90 s without an answer
   * (SPEC §8 PollingTimeout advice: nothing final yet); Done once the trip reflects the outcome.
   */
  | { kind: 'Loaded'; trip: Trip; polling: 'Waiting' | 'TimedOut' | 'Done'; failure: BookingFailure | null };

export const $confirmation = atom<ConfirmationState>({ kind: 'Loading' });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
let confirmationRun = 0;
/** The pending poll's timer, so a newer open or close stops it at once (and its wait ends). */
let pollTimer: ReturnType<typeof setTimeout> | undefined;
let wakeUp: (() => void) | undefined;

const wait = (ms: number) =>
  new Promise<void>((resolve) => {
    wakeUp = resolve;
    pollTimer = setTimeout(resolve, ms);
  });

function stopWaiting(): void {
  clearTimeout(pollTimer);
  wakeUp?.();
  wakeUp = undefined;
}

async function fetchTrip(id: string, run: number): Promise<Trip | null> {
  try {
    const trip = await request<Trip>('GET', `/trips/${encodeURIComponent(id)}`);
    return run === confirmationRun ? trip : null;
  } catch (err) {
    if (run !== confirmationRun) return null;
    const notFound = err instanceof ApiError && (err.status === 404 || err.status === 400);
    $confirmation.set(notFound ? { kind: 'NotFound' } : { kind: 'LoadFailed', message: (err as Error).message });
    return null;
  }
}

/** Polls GET /v0/flights/book/{id} with backoff until Success or Failed; null when it gave up or was stopped. */
async function pollOutcome(id: string, run: number): Promise<BookingPollAnswer | null> {
  let delay: number | null = null;
  let waited = 0;
  while (run === confirmationRun) {
    delay = nextPollDelay(delay);
    if (waited + delay > POLL.giveUpMs) return null;
    await wait(delay);
    waited += delay;
    if (run !== confirmationRun) return null;
    try {
      const answer = await request<BookingPollAnswer>('GET', `/flights/book/${encodeURIComponent(id)}`);
      if (answer.outcome !== 'Pending') return answer;
    } catch (err) {
      // A lost answer is not an outcome: keep asking until the deadline. A 404 will not change.
      if (err instanceof ApiError && err.status === 404) return null;
    }
  }
  return null;
}

/** Loads the booking, and while it is Pending waits for the supplier's answer, then loads it again. */
export async function openConfirmation(id: string): Promise<void> {
  const run = ++confirmationRun;
  stopWaiting();
  // Booking ids are UUIDs: anything else (no id, a cut link) is not found without asking.
  if (!UUID.test(id)) {
    $confirmation.set({ kind: 'NotFound' });
    return;
  }
  $confirmation.set({ kind: 'Loading' });
  const trip = await fetchTrip(id, run);
  if (!trip) return;
  if (trip.reservation !== 'Pending') {
    $confirmation.set({ kind: 'Loaded', trip, polling: 'Done', failure: trip.failure });
    return;
  }
  $confirmation.set({ kind: 'Loaded', trip, polling: 'Waiting', failure: null });
  const answer = await pollOutcome(id, run);
  if (run !== confirmationRun) return;
  if (!answer) {
    $confirmation.set({ kind: 'Loaded', trip, polling: 'TimedOut', failure: null });
    return;
  }
  const fresh = (await fetchTrip(id, run)) ?? trip;
  if (run !== confirmationRun) return;
  const failure = answer.outcome === 'Failed' ? (fresh.failure ?? answer.failure) : fresh.failure;
  $confirmation.set({ kind: 'Loaded', trip: fresh, polling: 'Done', failure });
}

/** Stops any polling (the page is leaving, or a test is done). */
export function closeConfirmation(): void {
  confirmationRun++;
  stopWaiting();
  $confirmation.set({ kind: 'Loading' });
}
