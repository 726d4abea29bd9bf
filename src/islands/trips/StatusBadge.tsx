// A trip card's state badge, shared by every card (the flight's up front, the others lazily): an
// approval's state reads as that state.
import type { TFunction } from '../../lib/client/i18n';
import type { Trip } from '../../lib/client/trips.store';

export const STATUS_CLASS: Partial<Record<Trip['reservation'], string>> = {
  Confirmed: 'badge badge-success',
  Declined: 'badge badge-danger',
  Canceled: 'badge badge-danger',
};

/**
 * The approval a booking's state reads as (SPEC §4 approvals): held for a travel administrator while
 * Pending, or ended by one (or by nobody deciding in time) when Declined; null for any other booking.
 */
export function approvalOf(trip: Trip): 'Requested' | 'Denied' | 'Expired' | null {
  const state = trip.approval?.state;
  if (state === 'Requested') return trip.reservation === 'Pending' ? state : null;
  if (state === 'Denied' || state === 'Expired') return trip.reservation === 'Declined' ? state : null;
  return null;
}

/** The total's label: paid, not yet (waiting for approval), or never (denied, or nobody decided in time). */
export function totalLabelKey(trip: Trip): 'bookings.total' | 'bookings.totalOnApproval' | 'bookings.totalNotCharged' {
  const approval = approvalOf(trip);
  if (approval === 'Requested') return 'bookings.totalOnApproval';
  return approval ? 'bookings.totalNotCharged' : 'bookings.total';
}

/** A card's state badge, `words` its product's name for the state; an approval's state reads as that. */
export function StatusBadge({ trip, t, words }: { trip: Trip; t: TFunction; words: string }) {
  const approval = approvalOf(trip);
  return (
    <p className={STATUS_CLASS[trip.reservation] ?? 'badge'}>
      <span className="visually-hidden">{t('bookings.status')}: </span>
      {approval ? t(`approval.status.${approval}`) : words}
    </p>
  );
}
