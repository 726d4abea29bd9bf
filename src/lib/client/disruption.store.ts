// Trips → disruption assistance (SPEC §2 routes trips/disruption/rebook and trips/disruption/refund):
// what the airline did and whether it is covered, the free rebookings, and the rebooking. The
// refund goes through the cancel flow (trip-cancel.store), whose quote says DisruptionRefund.
import { atom } from 'nanostores';
import type { Trip } from '../domain/booking/booking.schema';
import type { DisruptionAnswer, RebookingRequestBody, RebookRequest } from '../domain/booking/disruption.schema';
import { ApiError, request } from './api';

type Covered = Extract<DisruptionAnswer, { kind: 'IsDisrupted' }>;
/** What the traveler asks our agents or the airline for (rebooking-request.ts): a day, a time of day, a note. */
export type RequestDraft = RebookingRequestBody;
/** Why the request was not sent: a field the server named, another request waiting, or no answer. */
export type RequestFailure = { kind: 'field'; path: 'preferredDate' | 'note' } | { kind: 'AlreadyRequested' | 'NotDisrupted' | 'network' };

export type DisruptionFlow =
  | { step: 'closed' }
  | { step: 'loading'; tripId: string }
  /** `chosen` is the index of the option picked; `failed` why the last rebooking did not happen. */
  | { step: 'shown'; tripId: string; answer: DisruptionAnswer; chosen: number; failed?: 'network' | 'refused' }
  | { step: 'rebooking'; tripId: string; answer: DisruptionAnswer; chosen: number }
  | { step: 'rebooked'; tripId: string; trip: Trip }
  /** The request form for our agents or the airline, over the answer it came from. */
  | { step: 'asking'; tripId: string; answer: Covered; chosen: number; draft: RequestDraft; failed?: RequestFailure }
  | { step: 'sending'; tripId: string; answer: Covered; chosen: number; draft: RequestDraft }
  | { step: 'requested'; tripId: string; trip: Trip }
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

/** Opens the request form, on the disrupted flight's day and any time of day. */
export function startRequest(): void {
  const flow = $disruption.get();
  if (flow.step !== 'shown' || flow.answer.kind !== 'IsDisrupted') return;
  const d = flow.answer.disruption;
  const previous = d.request;
  const draft: RequestDraft = previous
    ? { preferredDate: previous.preferredDate, timeOfDay: previous.timeOfDay, note: previous.note }
    : { preferredDate: flow.answer.requestDays[0], timeOfDay: 'Any', note: '' };
  $disruption.set({ step: 'asking', tripId: flow.tripId, answer: flow.answer, chosen: flow.chosen, draft });
}

export function editRequest(patch: Partial<RequestDraft>): void {
  const flow = $disruption.get();
  if (flow.step === 'asking') $disruption.set({ ...flow, draft: { ...flow.draft, ...patch }, failed: undefined });
}

/** Back from the form to the flights and the refund. */
export function backFromRequest(): void {
  const flow = $disruption.get();
  if (flow.step === 'asking') $disruption.set({ step: 'shown', tripId: flow.tripId, answer: flow.answer, chosen: flow.chosen });
}

/** Sends the request; the same request again answers the same trip. */
export async function sendRequest(): Promise<void> {
  const flow = $disruption.get();
  if (flow.step !== 'asking') return;
  const { tripId, answer, chosen, draft } = flow;
  const mine = ++run;
  $disruption.set({ step: 'sending', tripId, answer, chosen, draft });
  try {
    const trip = await request<Trip>('POST', `/trips/${encodeURIComponent(tripId)}/disruption/request`, draft);
    if (mine === run) $disruption.set({ step: 'requested', tripId, trip });
  } catch (err) {
    if (mine !== run) return;
    let failed: RequestFailure = { kind: 'network' };
    // The server names the field: the day (422) or a note it cannot take (400).
    const fields = err instanceof ApiError && (err.status === 422 || err.status === 400) ? err.fieldErrors() : {};
    if (fields.preferredDate !== undefined) failed = { kind: 'field', path: 'preferredDate' };
    else if (fields.note !== undefined) failed = { kind: 'field', path: 'note' };
    else if (err instanceof ApiError && err.status === 409)
      failed = { kind: err.code === 'AlreadyRequested' ? 'AlreadyRequested' : 'NotDisrupted' };
    $disruption.set({ step: 'asking', tripId, answer, chosen, draft, failed });
  }
}

export function closeDisruption(): void {
  run++;
  $disruption.set({ step: 'closed' });
}
