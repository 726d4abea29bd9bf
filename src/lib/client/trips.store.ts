// The user's bookings: how the Trips page splits them into Upcoming and Past (the list itself is
// server state, read through SWR in the island), and the booking confirmation page.
import { atom } from 'nanostores';
import { ApiError, request } from './api';
import { nextPollDelay, POLL } from './flights/booking-poll';
import { localInstant } from '../domain/lodging/stay-times';

// The booking contract is the server's (lib/domain/booking): type-only imports keep zod out of the bundle.
import type { BookingFailure, Breakdown, BookingPollAnswer, Trip } from '../domain/booking/booking.schema';
export type { BookingFailure, Breakdown, Refund, Trip } from '../domain/booking/booking.schema';
export type { NextAction } from '../domain/booking/booking.constants';
export type { WalletPaymentPart } from '../domain/booking/travel-wallet.schema';

export type FlightTrip = Extract<Trip, { kind: 'Flight' }>;
export type StayTrip = Extract<Trip, { kind: 'Hotel' | 'Home' }>;
export const isStayTrip = (t: Trip): t is StayTrip => t.kind === 'Hotel' || t.kind === 'Home';
export type CarTrip = Extract<Trip, { kind: 'Car' }>;
export type ExperienceTrip = Extract<Trip, { kind: 'Experience' }>;

/** What tells when a trip starts and ends: its flights, a stay's dates on the property's clock, a car's pick-up and drop-off. */
type Timed =
  | { slices: readonly { zonedDeparture?: string; zonedArrival: string }[] }
  | { checkIn: string; checkOut: string; lodging: { timeZone: string; checkInTime: string; checkOutTime: string } }
  | { pickup: { localDateTime: string }; dropoff: { localDateTime: string } }
  | { slot: { startsAt: string }; experience: { durationMinutes: number } };

/**
 * A stay ends at check-out time, a flight trip when its last flight lands, a car when it is dropped
 * off, an activity when its duration has passed (zoned arrivals and a car's local times carry their
 * offset: instants).
 */
function endOf(trip: Timed): number {
  if ('slices' in trip) return Date.parse(trip.slices.at(-1)?.zonedArrival ?? '');
  if ('dropoff' in trip) return Date.parse(trip.dropoff.localDateTime);
  if ('slot' in trip) return Date.parse(trip.slot.startsAt) + trip.experience.durationMinutes * 60_000;
  return localInstant(trip.checkOut, trip.lodging.checkOutTime, trip.lodging.timeZone);
}
function startOf(trip: Timed & { createdAt: string }): number {
  if ('slices' in trip) return Date.parse(trip.slices[0]?.zonedDeparture ?? trip.createdAt);
  // Before `pickup`: an activity has one too, the kinds of place it picks travelers up from (or null).
  if ('slot' in trip) return Date.parse(trip.slot.startsAt);
  if ('pickup' in trip) return Date.parse(trip.pickup.localDateTime);
  return localInstant(trip.checkIn, trip.lodging.checkInTime, trip.lodging.timeZone);
}

/** A trip is past once canceled, once its last flight has landed, or once a stay's check-out time has passed. */
export function isPastTrip(trip: Timed & { reservation: Trip['reservation'] }, now: number): boolean {
  if (trip.reservation === 'Canceled') return true;
  const end = endOf(trip);
  return !Number.isNaN(end) && end < now;
}

const departure = (t: Trip) => startOf(t);
const arrival = (t: Trip) => {
  const end = endOf(t);
  return Number.isNaN(end) ? Date.parse(t.createdAt) : end;
};

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

/** The booking's poll route: stays book through /hotels/book, flights, cars and activities through their own. */
const POLL_ROUTE: Record<Trip['kind'], string> = {
  Flight: 'flights',
  Hotel: 'hotels',
  Home: 'hotels',
  Car: 'cars',
  Experience: 'experiences',
};
const pollPath = (trip: Trip, id: string) => `/${POLL_ROUTE[trip.kind]}/book/${encodeURIComponent(id)}`;

/** Polls the booking (GET /v0/flights/book/{id} or /v0/hotels/book/{id}) with backoff until Success or Failed; null when it gave up or was stopped. */
async function pollOutcome(trip: Trip, id: string, run: number): Promise<BookingPollAnswer | null> {
  let delay: number | null = null;
  let waited = 0;
  while (run === confirmationRun) {
    delay = nextPollDelay(delay);
    if (waited + delay > POLL.giveUpMs) return null;
    await wait(delay);
    waited += delay;
    if (run !== confirmationRun) return null;
    try {
      const answer = await request<BookingPollAnswer>('GET', pollPath(trip, id));
      if (answer.outcome !== 'Pending') return answer;
    } catch (err) {
      // A lost answer is not an outcome: keep asking until the deadline. A 404 will not change.
      if (err instanceof ApiError && err.status === 404) return null;
    }
  }
  return null;
}

/** A Pending booking held for a travel administrator's decision (SPEC §4 approvals), not for the supplier. */
export const awaitsApproval = (trip: Trip): boolean => trip.reservation === 'Pending' && trip.approval?.state === 'Requested';

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
  // A request waiting for a travel administrator stays Pending for up to a day: nothing to poll for.
  if (trip.reservation !== 'Pending' || awaitsApproval(trip)) {
    $confirmation.set({ kind: 'Loaded', trip, polling: 'Done', failure: trip.failure });
    return;
  }
  $confirmation.set({ kind: 'Loaded', trip, polling: 'Waiting', failure: null });
  const answer = await pollOutcome(trip, id, run);
  if (run !== confirmationRun) return;
  if (!answer) {
    $confirmation.set({ kind: 'Loaded', trip, polling: 'TimedOut', failure: null });
    return;
  }
  let fresh = (await fetchTrip(id, run)) ?? trip;
  if (run !== confirmationRun) return;
  // The poll said it is held for approval before the trip we read showed it: the page says so all the same.
  if (answer.outcome === 'ApprovalRequested' && fresh.reservation === 'Pending' && !awaitsApproval(fresh)) {
    fresh = { ...fresh, approval: { state: 'Requested', expiresAt: answer.expiresAt, decidedAt: null, comment: null } };
  }
  const failure = answer.outcome === 'Failed' ? (fresh.failure ?? answer.failure) : fresh.failure;
  $confirmation.set({ kind: 'Loaded', trip: fresh, polling: 'Done', failure });
}

/** Stops any polling (the page is leaving, or a test is done). */
export function closeConfirmation(): void {
  confirmationRun++;
  stopWaiting();
  $confirmation.set({ kind: 'Loading' });
}
