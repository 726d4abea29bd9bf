// Trips → Schedule change (SPEC §2 Trips modal): the airline's change of a booked flight, shown old
// beside new, and the traveler's answer: accept the new times, or, when the change is significant,
// choose other flights at no charge. A full refund goes through the cancel flow (trip-cancel.store),
// whose quote shows it.
import { atom } from 'nanostores';
import type { Trip } from '../domain/booking/booking.schema';
import type { ScheduleChangeOptions, ScheduleRebookRequest } from '../domain/booking/schedule-change.schema';
import { ApiError, request } from './api';

/** `chosen[i]` is the option picked for `offered.slices[i]`. */
type Choosing = { tripId: string; offered: ScheduleChangeOptions; chosen: number[] };

export type ScheduleChangeFlow =
  | { step: 'closed' }
  | { step: 'review'; tripId: string; failed?: 'network' | 'refused' }
  | { step: 'accepting'; tripId: string }
  /** `trip` is the booking with its new times: the Trips list shows it in place of the old one. */
  | { step: 'accepted'; tripId: string; trip: Trip }
  | { step: 'loadingOptions'; tripId: string }
  | { step: 'optionsUnreachable'; tripId: string }
  /** `failed`: why the last change did not happen ('refused': a flight went; the list is the one offered now). */
  | ({ step: 'options'; failed?: 'network' | 'refused' } & Choosing)
  | ({ step: 'changing' } & Choosing)
  | { step: 'changed'; tripId: string; trip: Trip };

export const $scheduleChange = atom<ScheduleChangeFlow>({ step: 'closed' });

let run = 0;
const path = (tripId: string, action: string) => `/trips/${encodeURIComponent(tripId)}/scheduleChange/${action}`;

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
    const trip = await request<Trip>('POST', path(tripId, 'accept'));
    if (mine === run) $scheduleChange.set({ step: 'accepted', tripId, trip });
  } catch (err) {
    if (mine !== run) return;
    $scheduleChange.set({ step: 'review', tripId, failed: err instanceof ApiError && err.status === 409 ? 'refused' : 'network' });
  }
}

/** The flights each changed slice may move to at no charge (a significant change only). */
export async function showFreeChange(failed?: 'refused'): Promise<void> {
  const flow = $scheduleChange.get();
  if (!('tripId' in flow)) return;
  const { tripId } = flow;
  const mine = ++run;
  $scheduleChange.set({ step: 'loadingOptions', tripId });
  try {
    const offered = await request<ScheduleChangeOptions>('GET', path(tripId, 'options'));
    if (mine === run) $scheduleChange.set({ step: 'options', tripId, offered, chosen: offered.slices.map(() => 0), failed });
  } catch (err) {
    if (mine !== run) return;
    // The change was decided elsewhere (another tab): the review says where it stands.
    if (err instanceof ApiError && err.status === 409) $scheduleChange.set({ step: 'review', tripId, failed: 'refused' });
    else $scheduleChange.set({ step: 'optionsUnreachable', tripId });
  }
}

export function chooseChangeFlight(sliceIndex: number, option: number): void {
  const flow = $scheduleChange.get();
  if (flow.step !== 'options') return;
  $scheduleChange.set({ ...flow, chosen: flow.chosen.map((c, i) => (i === sliceIndex ? option : c)), failed: undefined });
}

/** Moves every changed slice to its chosen flight; the same choices sent again answer the same trip. */
export async function changeToChosen(): Promise<void> {
  const flow = $scheduleChange.get();
  if (flow.step !== 'options') return;
  const { tripId, offered, chosen } = flow;
  const choices = offered.slices.map((s, i) => {
    const o = s.options[chosen[i] ?? 0];
    return o && { slice: s.slice, itineraryId: o.itineraryId, fareId: o.fareId, departureDate: o.departureDate };
  });
  if (choices.some((c) => !c)) return;
  const body: ScheduleRebookRequest = { choices: choices as ScheduleRebookRequest['choices'] };
  const mine = ++run;
  $scheduleChange.set({ step: 'changing', tripId, offered, chosen });
  try {
    const trip = await request<Trip>('POST', path(tripId, 'rebook'), body);
    if (mine === run) $scheduleChange.set({ step: 'changed', tripId, trip });
  } catch (err) {
    if (mine !== run) return;
    if (err instanceof ApiError && err.status === 422) await showFreeChange('refused');
    else if (err instanceof ApiError && err.status === 409) $scheduleChange.set({ step: 'review', tripId, failed: 'refused' });
    else $scheduleChange.set({ step: 'options', tripId, offered, chosen, failed: 'network' });
  }
}

/** From the flights back to the change itself. */
export function backToReview(): void {
  const flow = $scheduleChange.get();
  if ('tripId' in flow) reviewScheduleChange(flow.tripId);
}

export function closeScheduleChange(): void {
  run++;
  $scheduleChange.set({ step: 'closed' });
}
