// Trips → what a corporate booking's approval (SPEC §4 approvals) means for it: waiting for a travel
// administrator until a deadline, or ended by one (their comment) or by nobody deciding in time.
// Shared by every card, and in the cards' own chunk (OtherCards): the flight card loads it from there.
import type { Locale } from '../../lib/client/i18n';
import { useTranslation } from '../../lib/client/i18n/react';
import type { Trip } from '../../lib/client/trips.store';
import { approvalOf } from './StatusBadge';
import { formatInstant } from './format';

export function ApprovalNote({ trip, locale }: { trip: Trip; locale: Locale }) {
  const { t } = useTranslation('trips');
  const state = approvalOf(trip);
  const approval = trip.approval;
  if (!state || !approval) return null;
  return (
    <div className="schedule-notice approval-note">
      <p>{t(`approval.${state}`, { time: formatInstant(approval.expiresAt, locale) })}</p>
      {state === 'Denied' && approval.comment && (
        <p>
          {t('approval.comment')} <q>{approval.comment}</q>
        </p>
      )}
    </div>
  );
}
