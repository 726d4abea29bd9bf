// A rebooking that can't be made online (SPEC §4: rebooking routes MoveToQueue or ReferToAirline
// with Accept/Deny). A traveler whose disruption assistance covers them, and whom none of the
// flights shown suits, asks for a day and a time of day; the request goes to our agents' queue or
// to the airline, which accept it with a flight or deny it. Our rules, where the spec is silent:
// - The airline takes it (ReferToAirline) when it cancelled a flight it sold on one ticket: it owes
//   its passengers a seat and rebooks them on its own flights, above our fare cap if need be.
//   Everything else (a delay, a missed connection, several airlines, a self-transfer) goes to our
//   agents (MoveToQueue), who book any qualifying flight (SPEC §5) of the day and time asked.
// - Our agents answer within 30 minutes, the airline within 2 hours; a request still open when the
//   assistance ends (24 hours after the last flight) is denied as Expired.
// - One open request at a time; a denied one may be asked again, for another time. While it waits,
//   the traveler may still rebook online or take the refund: that withdraws it.
// Pure: the rebooking desk service asks it.
import type { Slice } from '../flights/flights.schema';
import type { Disruption, RebookingRequest, RebookingRequestBody } from './disruption.schema';
import { addDays } from '../shared/dates';
import type { RebookingRoute, TimeOfDay } from './rebooking-request.constants';

export type { RebookingRequest } from './disruption.schema';
export * from './rebooking-request.constants';

/** How long the desk takes at the most to answer, per route. */
export const DESK_ANSWER_MINUTES: Record<RebookingRoute, number> = { MoveToQueue: 30, ReferToAirline: 120 };

const oneTicketOneAirline = (slice: Slice) =>
  !slice.segments.some((g) => g.isSelfTransferLayover) && new Set(slice.segments.map((g) => g.marketingAirline.code)).size === 1;

/** Who makes a rebooking the traveler can't make online. */
export function rebookingRoute(slice: Slice, disruption: Pick<Disruption, 'kind'>): RebookingRoute {
  return disruption.kind === 'Cancellation' && oneTicketOneAirline(slice) ? 'ReferToAirline' : 'MoveToQueue';
}

/** The window of a local departure time ("2027-02-10T07:35"); null overnight (00:00–04:59), which no window asks for. */
export function timeOfDayOf(zonedDeparture: string): Exclude<TimeOfDay, 'Any'> | null {
  const hour = Number(zonedDeparture.slice(11, 13));
  if (hour < 5) return null;
  if (hour < 12) return 'Morning';
  if (hour < 18) return 'Afternoon';
  return 'Evening';
}

/** The local days a request may ask for: the disrupted flight's day and the next (SPEC §5). */
export function requestDays(slice: Slice): [string, string] {
  const day = slice.zonedDeparture.slice(0, 10);
  return [day, addDays(day, 1)];
}

export type RequestCheck =
  | { kind: 'New' }
  /** The same request again: answer the one stored. */
  | { kind: 'Same' }
  | { kind: 'Refused'; code: 'AlreadyRequested' | 'DateOutsideWindow' };

/** Whether a covered traveler may send this request now. */
export function checkRequest(slice: Slice, current: RebookingRequest | null | undefined, body: RebookingRequestBody): RequestCheck {
  if (current?.state === 'Requested') {
    const same = current.preferredDate === body.preferredDate && current.timeOfDay === body.timeOfDay && current.note === body.note;
    return same ? { kind: 'Same' } : { kind: 'Refused', code: 'AlreadyRequested' };
  }
  if (!requestDays(slice).includes(body.preferredDate)) return { kind: 'Refused', code: 'DateOutsideWindow' };
  return { kind: 'New' };
}

/** The request as stored on the disruption. */
export function newRequest(route: RebookingRoute, body: RebookingRequestBody, now: Date): RebookingRequest {
  return {
    route,
    state: 'Requested',
    preferredDate: body.preferredDate,
    timeOfDay: body.timeOfDay,
    note: body.note,
    requestedAt: now.toISOString(),
    answerBy: new Date(now.getTime() + DESK_ANSWER_MINUTES[route] * 60_000).toISOString(),
    decidedAt: null,
    reason: null,
  };
}

/** Whether a flight leaves on the day and in the window asked for. */
export function fitsRequest(slice: Slice, request: Pick<RebookingRequest, 'preferredDate' | 'timeOfDay'>): boolean {
  if (slice.zonedDeparture.slice(0, 10) !== request.preferredDate) return false;
  return request.timeOfDay === 'Any' || timeOfDayOf(slice.zonedDeparture) === request.timeOfDay;
}

export type DeskDecision<T> = { kind: 'Accept'; option: T } | { kind: 'Deny'; reason: 'NoSeats' | 'Expired' };

/**
 * What the desk answers: the first flight that fits what was asked (for the airline, one of its own
 * flights), or a denial. `candidates` are the flights the route may book; `forced` is a test hook's.
 */
export function deskDecision<T extends { slice: Slice }>(input: {
  route: RebookingRoute;
  request: Pick<RebookingRequest, 'preferredDate' | 'timeOfDay'>;
  candidates: readonly T[];
  airline: string;
  expired: boolean;
  forced?: 'Accept' | 'Deny';
}): DeskDecision<T> {
  if (input.expired) return { kind: 'Deny', reason: 'Expired' };
  if (input.forced === 'Deny') return { kind: 'Deny', reason: 'NoSeats' };
  const leaves = (o: T) => Date.parse(o.slice.segments[0]?.scheduledDeparture ?? '');
  const fits = input.candidates
    .filter((o) => fitsRequest(o.slice, input.request))
    .filter((o) => input.route === 'MoveToQueue' || o.slice.segments.every((g) => g.marketingAirline.code === input.airline))
    .sort((a, b) => leaves(a) - leaves(b));
  const first = fits[0];
  return first ? { kind: 'Accept', option: first } : { kind: 'Deny', reason: 'NoSeats' };
}

/** The request closed: accepted, denied for a reason, or withdrawn by the traveler's own choice. */
export function closeRequest(
  request: RebookingRequest,
  state: 'Accepted' | 'Denied' | 'Withdrawn',
  now: Date,
  reason: RebookingRequest['reason'] = null,
): RebookingRequest {
  return { ...request, state, decidedAt: now.toISOString(), reason: state === 'Denied' ? reason : null };
}

/** A waiting request closes as Withdrawn when the traveler decides otherwise (online, the refund, a missed connection). */
export function withdrawWaiting(request: RebookingRequest | null | undefined, now: Date): RebookingRequest | null {
  if (!request) return null;
  return request.state === 'Requested' ? closeRequest(request, 'Withdrawn', now) : request;
}
