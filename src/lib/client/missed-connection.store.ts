// Trips → a missed connection (SPEC §2 trips/rebook/connection and trips/disruption/rebook-connecting-flight;
// the Trips modal "virtual interline missed connection"): our free rebooking from the connection
// airport, or the airline's own reasonable one to keep. One decision.
import { atom } from 'nanostores';
import type { Trip } from '../domain/booking/booking.schema';
import type { RebookRequest } from '../domain/booking/disruption.schema';
import type { MissedConnectionAnswer } from '../domain/booking/missed-connection.schema';
import { ApiError, request } from './api';

export type MissedConnectionFlow =
  | { step: 'closed' }
  | { step: 'loading'; tripId: string }
  /** `chosen` is the index of the option picked; `failed` why the last rebooking did not happen. */
  | { step: 'shown'; tripId: string; answer: MissedConnectionAnswer; chosen: number; failed?: 'network' | 'refused' }
  | { step: 'rebooking'; tripId: string; answer: MissedConnectionAnswer; chosen: number }
  | { step: 'rebooked'; tripId: string; trip: Trip }
  | { step: 'unreachable'; tripId: string };

export const $missedConnection = atom<MissedConnectionFlow>({ step: 'closed' });

let run = 0;
const path = (tripId: string) => `/trips/${encodeURIComponent(tripId)}/missedConnection`;

export async function openMissedConnection(tripId: string): Promise<void> {
  const mine = ++run;
  $missedConnection.set({ step: 'loading', tripId });
  try {
    const answer = await request<MissedConnectionAnswer>('GET', path(tripId));
    if (mine === run) $missedConnection.set({ step: 'shown', tripId, answer, chosen: 0 });
  } catch {
    if (mine === run) $missedConnection.set({ step: 'unreachable', tripId });
  }
}

export function chooseConnection(index: number): void {
  const flow = $missedConnection.get();
  if (flow.step === 'shown') $missedConnection.set({ ...flow, chosen: index, failed: undefined });
}

/** Our rebooking on the chosen flight, or keeping the airline's: the same answer sent again answers the same trip. */
export async function confirmConnection(): Promise<void> {
  const flow = $missedConnection.get();
  if (flow.step !== 'shown') return;
  const { tripId, answer, chosen } = flow;
  let call: Promise<Trip>;
  if (answer.kind === 'Rebookable') {
    const option = answer.options[chosen];
    if (!option) return;
    const body: RebookRequest = { itineraryId: option.itineraryId, fareId: option.fareId, departureDate: option.departureDate };
    call = request<Trip>('POST', `${path(tripId)}/rebook`, body);
  } else if (answer.kind === 'AirlineRebooked') {
    call = request<Trip>('POST', `${path(tripId)}/acceptAirline`);
  } else {
    return;
  }
  const mine = ++run;
  $missedConnection.set({ step: 'rebooking', tripId, answer, chosen });
  try {
    const trip = await call;
    if (mine === run) $missedConnection.set({ step: 'rebooked', tripId, trip });
  } catch (err) {
    if (mine !== run) return;
    const refused = err instanceof ApiError && (err.status === 409 || err.status === 422);
    $missedConnection.set({ step: 'shown', tripId, answer, chosen, failed: refused ? 'refused' : 'network' });
  }
}

export function closeMissedConnection(): void {
  run++;
  $missedConnection.set({ step: 'closed' });
}
