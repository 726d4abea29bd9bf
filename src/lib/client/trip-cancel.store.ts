// Cancelling a booking from Trips: the quote first (what comes back, by which route, or why it
// cannot be cancelled here), then the cancel for exactly that refund. The steps are SPEC §9's
// cancel flow: loading, policy, confirm, success, nonrefundable, support, pending, cancelled, tryAgain.
import { atom } from 'nanostores';
import type { CancelQuote, Refund, Trip } from '../domain/booking/booking.schema';
import { ApiError, newIdempotencyKey as newKey, request } from './api';

type NotCancelable = Extract<CancelQuote, { kind: 'NotCancelable' }>;

export type CancelFlow =
  | { step: 'closed' }
  | { step: 'loading'; tripId: string }
  /** The quote, shown before anything happens; `changed` when it differs from the one shown before. */
  | { step: 'policy'; tripId: string; refund: Refund; changed: boolean }
  | { step: 'confirm'; tripId: string; refund: Refund }
  /** `trip` is the booking as it is now (Canceled): the Trips list shows it in place of the old one. */
  | { step: 'success'; tripId: string; refund: Refund; trip: Trip }
  | { step: 'nonrefundable'; tripId: string; contact: NotCancelable['contact'] }
  /** Cancelled elsewhere only: too close to departure, departed, the airlines' tickets, or our support. */
  | { step: 'support'; tripId: string; reason: NotCancelable['reason']; contact: NotCancelable['contact'] }
  | { step: 'pending'; tripId: string }
  | { step: 'cancelled'; tripId: string }
  /** The call failed (network, server): the same step can be tried again. */
  | { step: 'tryAgain'; tripId: string; retry: 'quote' | 'cancel'; refund?: Refund };

export const $cancelFlow = atom<CancelFlow>({ step: 'closed' });

/** One key per refund shown: a retry after a lost answer is the same cancel, a new quote a new one. */
let attempt: { tripId: string; refundMinor: number; key: string } | null = null;
let run = 0;

function notCancelable(tripId: string, q: NotCancelable): CancelFlow {
  switch (q.reason) {
    case 'NonRefundable':
      return { step: 'nonrefundable', tripId, contact: q.contact };
    case 'BookingPending':
      return { step: 'pending', tripId };
    case 'AlreadyCanceled':
    case 'NotBooked':
      return { step: 'cancelled', tripId };
    default:
      return { step: 'support', tripId, reason: q.reason, contact: q.contact };
  }
}

function fromQuote(tripId: string, quote: CancelQuote, previous?: Refund): CancelFlow {
  if (quote.kind === 'NotCancelable') return notCancelable(tripId, quote);
  return {
    step: 'policy',
    tripId,
    refund: quote.refund,
    changed: previous !== undefined && previous.refundMinor !== quote.refund.refundMinor,
  };
}

/** Opens the flow for a trip and asks for its quote. */
export async function openCancel(tripId: string, previous?: Refund): Promise<void> {
  const mine = ++run;
  $cancelFlow.set({ step: 'loading', tripId });
  try {
    const { quote } = await request<{ quote: CancelQuote }>('POST', `/trips/${encodeURIComponent(tripId)}/cancel/quote`);
    if (mine === run) $cancelFlow.set(fromQuote(tripId, quote, previous));
  } catch {
    if (mine === run) $cancelFlow.set({ step: 'tryAgain', tripId, retry: 'quote' });
  }
}

/** Cancels for the refund on screen; the trip in the list becomes the canceled one. */
export async function confirmCancel(): Promise<void> {
  const flow = $cancelFlow.get();
  if (flow.step !== 'policy' && !(flow.step === 'tryAgain' && flow.retry === 'cancel' && flow.refund)) return;
  const refund = flow.refund!;
  const { tripId } = flow;
  if (attempt?.tripId !== tripId || attempt.refundMinor !== refund.refundMinor)
    attempt = { tripId, refundMinor: refund.refundMinor, key: newKey() };
  const mine = ++run;
  $cancelFlow.set({ step: 'confirm', tripId, refund });
  try {
    const trip = await request<Trip>(
      'POST',
      `/trips/${encodeURIComponent(tripId)}/cancel`,
      { expectedRefundMinor: refund.refundMinor },
      { headers: { 'Idempotency-Key': attempt.key } },
    );
    attempt = null;
    if (mine === run) $cancelFlow.set({ step: 'success', tripId, refund: trip.cancellation?.refund ?? refund, trip });
  } catch (err) {
    if (mine !== run) return;
    const quote = err instanceof ApiError ? (err.details as { quote?: CancelQuote } | undefined)?.quote : undefined;
    if (err instanceof ApiError && err.code === 'CancelQuoteChanged' && quote) {
      attempt = null;
      $cancelFlow.set(fromQuote(tripId, quote, refund));
    } else if (err instanceof ApiError && err.status === 409) {
      attempt = null;
      await openCancel(tripId);
    } else {
      $cancelFlow.set({ step: 'tryAgain', tripId, retry: 'cancel', refund });
    }
  }
}

export function closeCancel(): void {
  run++;
  $cancelFlow.set({ step: 'closed' });
}
