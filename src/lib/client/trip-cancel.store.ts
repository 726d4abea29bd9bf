// Cancelling a booking from Trips: the quote first (what comes back, by which route, or why it
// cannot be cancelled here), then the cancel for exactly that refund. The steps are SPEC §9's
// cancel flow: loading, policy, confirm, success, nonrefundable, support, pending, cancelled, tryAgain.
import type { AirlineCreditOption, CancelQuote, CancelRequest, Refund, Trip } from '../domain/booking/booking.schema';
import { ApiError, newIdempotencyKey as newKey, request } from './api';
import { $cancelFlow, type CancelChoice, type CancelFlow, type Choosing, type NotCancelable } from './trip-cancel-flow';

export { $cancelFlow, type CancelChoice, type CancelFlow } from './trip-cancel-flow';

/** One key per amount and choice shown: a retry after a lost answer is the same cancel, a new quote a new one. */
let attempt: { tripId: string; choice: CancelChoice; expected: number; key: string } | null = null;
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
    airlineCredit: quote.airlineCredit,
    choice: 'Refund',
    changed: previous !== undefined && previous.refundMinor !== quote.refund.refundMinor,
  };
}

/** What the airline credit choice gives, as the refund lines show it (the credit's id is known once issued). */
export function creditRefund(credit: AirlineCreditOption): Refund {
  const { amountMinor, airline, expiresAt, keptMinor } = credit;
  return {
    why: 'CancelForAnyReason',
    refundMinor: amountMinor,
    feeMinor: 0,
    keptMinor,
    routes: [{ route: 'AirlineCredit', id: '00000000-0000-4000-8000-000000000000', amountMinor, airline, expiresAt }],
    rewardsEarnedReversed: null,
  };
}

/** Refund or airline credit, while the quote is on screen. */
export function chooseCancel(choice: CancelChoice): void {
  const flow = $cancelFlow.get();
  if (flow.step !== 'policy' || (choice === 'AirlineCredit' && !flow.airlineCredit)) return;
  $cancelFlow.set({ ...flow, choice });
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
  const choosing: Choosing = { airlineCredit: flow.airlineCredit, choice: flow.choice ?? 'Refund' };
  const expected = choosing.choice === 'AirlineCredit' ? (choosing.airlineCredit?.amountMinor ?? 0) : refund.refundMinor;
  if (attempt?.tripId !== tripId || attempt.choice !== choosing.choice || attempt.expected !== expected)
    attempt = { tripId, choice: choosing.choice, expected, key: newKey() };
  const mine = ++run;
  $cancelFlow.set({ step: 'confirm', tripId, refund, ...choosing });
  try {
    const body: CancelRequest = { expectedRefundMinor: expected, choice: choosing.choice };
    const trip = await request<Trip>('POST', `/trips/${encodeURIComponent(tripId)}/cancel`, body, {
      headers: { 'Idempotency-Key': attempt.key },
    });
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
      $cancelFlow.set({ step: 'tryAgain', tripId, retry: 'cancel', refund, ...choosing });
    }
  }
}

export function closeCancel(): void {
  run++;
  $cancelFlow.set({ step: 'closed' });
}
