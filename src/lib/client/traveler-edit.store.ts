// Trips → Travelers (SPEC §2 Trips modals "travelers", "request traveler edit" and its success):
// who flies on a booking, the corrections already asked for, and a new request, which our agents
// take to the airline. The ticket itself is never changed from here.
import { atom } from 'nanostores';
import type { TravelerEditField } from '../domain/booking/traveler-edit';
import type { TravelerEditRequest, TravelerEditRequestBody } from '../domain/booking/traveler-edit.schema';
import { ApiError, request } from './api';

export type TravelerEditDraft = { traveler: number; field: TravelerEditField; correction: string; note: string };

export type TravelerEditFlow =
  | { step: 'closed' }
  | { step: 'loading'; tripId: string }
  | { step: 'unreachable'; tripId: string }
  | { step: 'list'; tripId: string; requests: TravelerEditRequest[] }
  /** `errors` by field path, from the server; `failed` a refusal or a lost answer, said above the buttons. */
  | {
      step: 'form';
      tripId: string;
      requests: TravelerEditRequest[];
      draft: TravelerEditDraft;
      errors: Record<string, string>;
      failed?: 'AlreadyRequested' | 'NotAllowed' | 'network';
    }
  | { step: 'sending'; tripId: string; requests: TravelerEditRequest[]; draft: TravelerEditDraft }
  | { step: 'sent'; tripId: string; requests: TravelerEditRequest[]; sent: TravelerEditRequest };

export const $travelerEdit = atom<TravelerEditFlow>({ step: 'closed' });

let run = 0;
const path = (tripId: string) => `/trips/${encodeURIComponent(tripId)}/travelerEditRequests`;

export async function openTravelers(tripId: string): Promise<void> {
  const mine = ++run;
  $travelerEdit.set({ step: 'loading', tripId });
  try {
    const { requests } = await request<{ requests: TravelerEditRequest[] }>('GET', path(tripId));
    if (mine === run) $travelerEdit.set({ step: 'list', tripId, requests });
  } catch {
    if (mine === run) $travelerEdit.set({ step: 'unreachable', tripId });
  }
}

export function startTravelerEdit(traveler: number): void {
  const flow = $travelerEdit.get();
  if (flow.step !== 'list' && flow.step !== 'sent') return;
  run++;
  $travelerEdit.set({
    step: 'form',
    tripId: flow.tripId,
    requests: flow.requests,
    draft: { traveler, field: 'Name', correction: '', note: '' },
    errors: {},
  });
}

export function editDraft(change: Partial<Omit<TravelerEditDraft, 'traveler'>>): void {
  const flow = $travelerEdit.get();
  if (flow.step !== 'form') return;
  const errors = { ...flow.errors };
  for (const key of Object.keys(change)) delete errors[key];
  $travelerEdit.set({ ...flow, draft: { ...flow.draft, ...change }, errors, failed: undefined });
}

/** Sends the request; a field the server refuses is said by the field. */
export async function sendTravelerEdit(): Promise<void> {
  const flow = $travelerEdit.get();
  if (flow.step !== 'form') return;
  const { tripId, requests, draft } = flow;
  if (!draft.correction.trim()) {
    $travelerEdit.set({ ...flow, errors: { correction: 'missing' } });
    return;
  }
  const body: TravelerEditRequestBody = {
    traveler: draft.traveler,
    field: draft.field,
    correction: draft.correction.trim(),
    ...(draft.note.trim() ? { note: draft.note.trim() } : {}),
  };
  const mine = ++run;
  $travelerEdit.set({ step: 'sending', tripId, requests, draft });
  try {
    const sent = await request<TravelerEditRequest>('POST', path(tripId), body);
    if (mine === run) $travelerEdit.set({ step: 'sent', tripId, requests: [...requests, sent], sent });
  } catch (err) {
    if (mine !== run) return;
    const refused = err instanceof ApiError && err.status >= 400 && err.status < 500;
    const errors = refused ? err.fieldErrors() : {};
    $travelerEdit.set({
      step: 'form',
      tripId,
      requests,
      draft,
      errors,
      // A field the form shows is said by it; any other refusal (already asked, trip started) above the buttons.
      failed: !refused
        ? 'network'
        : errors.correction || errors.note
          ? undefined
          : err.code === 'AlreadyRequested'
            ? err.code
            : 'NotAllowed',
    });
  }
}

/** From the form or the success back to the travelers. */
export function backToTravelers(): void {
  const flow = $travelerEdit.get();
  if (flow.step === 'form' || flow.step === 'sent') {
    run++;
    $travelerEdit.set({ step: 'list', tripId: flow.tripId, requests: flow.requests });
  }
}

export function closeTravelers(): void {
  run++;
  $travelerEdit.set({ step: 'closed' });
}
