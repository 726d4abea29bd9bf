// Resend confirmation on a booking's page: one call per ask, its state for the button beside the
// "We sent the confirmation to …" line. The server spaces resends out; a wait comes back as Wait.
import { atom } from 'nanostores';
import type { ResendConfirmationAnswer } from '../domain/booking/resend';
import { CallState } from '../domain/shared/call-state';
import { api, ApiError } from './api';

export type ResendCall =
  | { state: typeof CallState.NotCalled }
  | { state: typeof CallState.InProcess }
  | { state: typeof CallState.Success; sentTo: string }
  /** Wait: sent moments ago (the seconds left); NotSendable: the booking has nothing to send now; Error: anything else. */
  | { state: typeof CallState.Failed; reason: 'Wait'; retryAfterSeconds: number }
  | { state: typeof CallState.Failed; reason: 'NotSendable' | 'Error' };

export const $resend = atom<{ tripId: string; call: ResendCall }>({ tripId: '', call: { state: CallState.NotCalled } });

export async function resendConfirmation(tripId: string): Promise<void> {
  const known = $resend.get();
  if (known.tripId === tripId && known.call.state === CallState.InProcess) return;
  const put = (call: ResendCall) => {
    if ($resend.get().tripId === tripId) $resend.set({ tripId, call });
  };
  $resend.set({ tripId, call: { state: CallState.InProcess } });
  try {
    const answer = await api.post<ResendConfirmationAnswer>(`/trips/${encodeURIComponent(tripId)}/resendConfirmation`, {});
    put({ state: CallState.Success, sentTo: answer.sentTo });
  } catch (err) {
    if (err instanceof ApiError && err.status === 429) {
      const seconds = (err.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
      put({ state: CallState.Failed, reason: 'Wait', retryAfterSeconds: typeof seconds === 'number' ? seconds : 120 });
    } else put({ state: CallState.Failed, reason: err instanceof ApiError && err.status === 409 ? 'NotSendable' : 'Error' });
  }
}
