// Schedule changes (SPEC §4: Canceled, Modified, Rejected, Ticketed): the airline moves or cancels
// a booked flight; the traveler is told and decides. Never accepted for them. A change is
// significant (our rule, SPEC leaves it open) when a flight leaves or lands 2 hours or more away
// from its booked time, when a slice gains or loses a connection, or when the airline cancels:
// then the traveler may also move to another flight at no charge (the qualifying flights of SPEC §5,
// as for disruption assistance) or cancel for a full refund, protections included.
import type { Slice } from '../flights/flights.schema';
import type { CancelPolicy } from './cancellation';
import type { ScheduleChange } from './schedule-change.schema';

export type { ScheduleChange, ScheduleChangeState } from './schedule-change.schema';

export const SIGNIFICANT_SHIFT_MINUTES = 120;

const minutesBetween = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / 60_000;

/** Whether the airline's new schedule is a significant change of the booked one. */
export function isSignificantChange(before: readonly Slice[], after: readonly Slice[] | null): boolean {
  if (!after || after.length !== before.length) return true;
  return before.some((was, i) => {
    const now = after[i]!;
    if (now.segments.length !== was.segments.length) return true;
    return was.segments.some((seg, j) => {
      const moved = now.segments[j]!;
      return (
        minutesBetween(seg.scheduledDeparture, moved.scheduledDeparture) >= SIGNIFICANT_SHIFT_MINUTES ||
        minutesBetween(seg.scheduledArrival, moved.scheduledArrival) >= SIGNIFICANT_SHIFT_MINUTES
      );
    });
  });
}

/** Waiting for the traveler's answer. */
export const awaitsDecision = (c: Pick<ScheduleChange, 'state'> | null | undefined): boolean =>
  c?.state === 'Modified' || c?.state === 'Canceled';

/**
 * What the traveler may do about the change now: accept the new times; when it is significant,
 * move to another flight at no charge (`freeChange`) or cancel for a full refund.
 */
export function scheduleChangeChoices(c: ScheduleChange | null | undefined): { accept: boolean; freeChange: boolean; fullRefund: boolean } {
  if (!c || !awaitsDecision(c)) return { accept: false, freeChange: false, fullRefund: false };
  return { accept: c.state === 'Modified', freeChange: c.significant, fullRefund: c.significant };
}

/**
 * A significant change waiting for an answer lets the traveler cancel for everything back, also
 * inside the 3 hours before departure (the airline moved the flight, not the traveler); a trip
 * that has started, is pending or is already cancelled keeps its own answer.
 */
export function withScheduleChange(policy: CancelPolicy, change: ScheduleChange | null | undefined): CancelPolicy {
  if (!scheduleChangeChoices(change).fullRefund) return policy;
  if (policy.kind === 'NotCancelable' && ['AlreadyCanceled', 'NotBooked', 'BookingPending', 'Departed'].includes(policy.reason))
    return policy;
  return { kind: 'Refundable', feeMinor: 0, refundsProtections: true, why: 'ScheduleChange' };
}
