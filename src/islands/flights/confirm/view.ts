// What the confirmation page says about a booking: one state, decided once from the trip and the
// polling, so the heading, the live message and the webview event never disagree.
import { awaitsApproval, type BookingFailure, type ConfirmationState, type Trip } from '../../../lib/client/trips.store';

export type ConfirmView =
  | { kind: 'Confirmed'; confirmationNumber: string }
  /**
   * Out of policy, held for a travel administrator's decision until `expiresAt` (SPEC §4 approvals):
   * requested, not booked, and nothing to wait for on this page.
   */
  | { kind: 'AwaitingApproval'; expiresAt: string }
  /** The supplier has not answered and we are still asking. */
  | { kind: 'Waiting' }
  /** 90 s without an answer (SPEC §8 PollingTimeout advice): nothing final yet. */
  | { kind: 'TimedOut' }
  /** Declined: the failure says why and what to do, when the server kept it. */
  | { kind: 'Failed'; failure: BookingFailure | null }
  | { kind: 'Canceled' };

/** States after confirmation that still hold a valid booking (SPEC §4). */
const BOOKED: readonly Trip['reservation'][] = ['Confirmed', 'ConfirmedPendingNewChange', 'UnMapped', 'UnMappedPersisted'];

export function confirmView(s: Extract<ConfirmationState, { kind: 'Loaded' }>): ConfirmView {
  const { trip, failure, polling } = s;
  if (failure) return { kind: 'Failed', failure };
  if (trip.reservation === 'Declined') return { kind: 'Failed', failure: trip.failure };
  if (trip.reservation === 'Canceled') return { kind: 'Canceled' };
  if (BOOKED.includes(trip.reservation) && trip.confirmationNumber) {
    return { kind: 'Confirmed', confirmationNumber: trip.confirmationNumber };
  }
  if (awaitsApproval(trip)) return { kind: 'AwaitingApproval', expiresAt: trip.approval!.expiresAt };
  return polling === 'Waiting' ? { kind: 'Waiting' } : { kind: 'TimedOut' };
}

/** How an approval ended a declined booking: a travel administrator said no, or nobody decided in time. */
export function approvalEnded(failure: BookingFailure | null, trip: Trip): 'Denied' | 'Expired' | null {
  if (failure?.code === 'ApprovalDenied') return 'Denied';
  if (failure?.code === 'ApprovalExpired') return 'Expired';
  const state = trip.approval?.state;
  return !failure && trip.reservation === 'Declined' && (state === 'Denied' || state === 'Expired') ? state : null;
}
