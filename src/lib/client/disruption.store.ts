// Trips → disruption assistance (SPEC §2 routes trips/disruption/rebook and trips/disruption/refund):
// what the airline did and whether it is covered, the free rebookings, and the rebooking. The
// refund goes through the cancel flow (trip-cancel.store), whose quote says DisruptionRefund.
import { atom } from 'nanostores';
import type { Trip } from '../domain/booking/booking.schema';
import type { DisruptionAnswer, RebookRequest } from '../domain/booking/disruption.schema';
import { ApiError, request } from './api';

export type DisruptionFlow =
  | { step: 'closed' }
  | { step: 'loading'; tripId: string }
  /** `chosen` is the index of the option picked; `failed` why the last rebooking did not happen. */
  | { step: 'shown'; tripId: string; answer: DisruptionAnswer; chosen: number; failed?: 'network' | 'refused' }
  | { step: 'rebooking'; tripId: string; answer: DisruptionAnswer; chosen: number }
  | { step: 'rebooked'; tripId: string; trip: Trip }
  | { step: 'unreachable'; tripId: string };

export const $disruption = atom<DisruptionFlow>({ step: 'closed' });

let run = 0;

export async function openDisruption(tripId: string): Promise<void> {
  const mine = ++run;
  $disruption.set({ step: 'loading', tripId });
  try {
    const answer = await request<DisruptionAnswer>('GET', `/trips/${encodeURIComponent(tripId)}/disruption`);
    if (mine === run) $disruption.set({ step: 'shown', tripId, answer, chosen: 0 });
  } catch {
    if (mine === run) $disruption.set({ step: 'unreachable', tripId });
  }
}

export function chooseRebooking(index: number): void {
  const flow = $disruption.get();
  if (flow.step === 'shown') $disruption.set({ ...flow, chosen: index, failed: undefined });
}

/** Rebooks on the chosen flight; the same choice sent again answers the same trip. */
export async function rebookChosen(): Promise<void> {
  const flow = $disruption.get();
  if (flow.step !== 'shown' || flow.answer.kind !== 'IsDisrupted') return;
  const option = flow.answer.options[flow.chosen];
  if (!option) return;
  const { tripId, answer, chosen } = flow;
  const mine = ++run;
  $disruption.set({ step: 'rebooking', tripId, answer, chosen });
  const body: RebookRequest = { itineraryId: option.itineraryId, fareId: option.fareId, departureDate: option.departureDate };
  try {
    const trip = await request<Trip>('POST', `/trips/${encodeURIComponent(tripId)}/disruption/rebook`, body);
    if (mine === run) $disruption.set({ step: 'rebooked', tripId, trip });
  } catch (err) {
    if (mine !== run) return;
    const refused = err instanceof ApiError && (err.status === 409 || err.status === 422);
    $disruption.set({ step: 'shown', tripId, answer, chosen, failed: refused ? 'refused' : 'network' });
  }
}

export function closeDisruption(): void {
  run++;
  $disruption.set({ step: 'closed' });
}
