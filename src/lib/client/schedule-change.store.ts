// Trips → Schedule change (SPEC §2 Trips modal): the airline's change of a booked flight, shown old
// beside new, and the traveler's answer. Accepting is the only thing done here; a full refund goes
// through the cancel flow (trip-cancel.store), whose quote shows it.
import { atom } from 'nanostores';
import type { Trip } from '../domain/booking/booking.schema';
import { ApiError, request } from './api';

export type ScheduleChangeFlow =
  | { step: 'closed' }
  | { step: 'review'; tripId: string; failed?: 'network' | 'refused' }
  | { step: 'accepting'; tripId: string }
  /** `trip` is the booking with its new times: the Trips list shows it in place of the old one. */
  | { step: 'accepted'; tripId: string; trip: Trip };

export const $scheduleChange = atom<ScheduleChangeFlow>({ step: 'closed' });

let run = 0;

export function reviewScheduleChange(tripId: string): void {
  run++;
  $scheduleChange.set({ step: 'review', tripId });
}

/** Accepts the new times; a retry after a lost answer is safe (accepting again answers the same). */
export async function acceptScheduleChange(): Promise<void> {
  const flow = $scheduleChange.get();
  if (flow.step !== 'review') return;
  const { tripId } = flow;
  const mine = ++run;
  $scheduleChange.set({ step: 'accepting', tripId });
  try {
    const trip = await request<Trip>('POST', `/trips/${encodeURIComponent(tripId)}/scheduleChange/accept`);
    if (mine === run) $scheduleChange.set({ step: 'accepted', tripId, trip });
  } catch (err) {
    if (mine !== run) return;
    $scheduleChange.set({ step: 'review', tripId, failed: err instanceof ApiError && err.status === 409 ? 'refused' : 'network' });
  }
}

export function closeScheduleChange(): void {
  run++;
  $scheduleChange.set({ step: 'closed' });
}
