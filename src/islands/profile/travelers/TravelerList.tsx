import { useTranslation } from '../../../lib/client/i18n/react';
import { travelerTypeTitle } from '../../../lib/domain/profile/travelers';
import type { Traveler } from '../../../lib/domain/profile/travelers.schema';
import { CorporateControls } from './CorporateControls';
import { displayName, formatCalendarDate, today } from './format';

interface Props {
  travelers: Traveler[];
  placeholderId: string | null;
  /** The signed-in corporate user, or null for a consumer. */
  corporateUserId: string | null;
  busy: boolean;
  onEdit: (t: Traveler) => void;
  onDelete: (t: Traveler) => void;
  requestFocus: (key: string) => void;
}

/** Keys of `data-focus`: where TravelersTab puts focus back after the editor, a dialog or a reload. */
export const focusKey = {
  row: (id: string) => `row:${id}`,
  edit: (id: string) => `edit:${id}`,
  delete: (id: string) => `delete:${id}`,
};

export function TravelerList({ travelers, placeholderId, corporateUserId, busy, onEdit, onDelete, requestFocus }: Props) {
  const { t, i18n } = useTranslation('profile');
  const travelDate = today();
  return (
    <ul className="traveler-list" aria-label={t('travelers.listLabel')} aria-busy={busy || undefined}>
      {travelers.map((traveler) => {
        const isPlaceholder = traveler.id === placeholderId;
        const name = displayName(traveler) || t('travelers.noProfile');
        const type = travelerTypeTitle(traveler.dateOfBirth, travelDate, false);
        return (
          <li key={traveler.id} className="card traveler-card">
            <div className="traveler-card-head">
              <h3 tabIndex={-1} data-focus={focusKey.row(traveler.id)}>
                {name}
              </h3>
              {isPlaceholder && <span className="badge">{t('travelers.noProfile')}</span>}
              {traveler.isDefaultProfile && <span className="badge">{t('travelers.default')}</span>}
              {traveler.isPrivateProfile && <span className="badge">{t('travelers.hidden')}</span>}
            </div>
            {/* The placeholder's birth date only marks "unknown" (SPEC §3); it is no one's age. */}
            {!isPlaceholder && (
              <p className="muted">
                {t(`travelers.types.${type}`)}
                <span aria-hidden="true"> · </span>
                <span className="visually-hidden">, </span>
                {t('travelers.bornOn', { date: formatCalendarDate(traveler.dateOfBirth, i18n.language) })}
              </p>
            )}
            {traveler.isMissingInfo && (
              <p className="traveler-missing">
                <strong>{t('travelers.missingInfo')}</strong> {t('travelers.missingInfoHint')}
              </p>
            )}
            {corporateUserId && !isPlaceholder && (
              <CorporateControls
                traveler={traveler}
                name={name}
                userId={corporateUserId}
                onDefaultSet={() => requestFocus(focusKey.row(traveler.id))}
              />
            )}
            <div className="traveler-actions">
              <button
                type="button"
                className="button button-secondary"
                data-focus={focusKey.edit(traveler.id)}
                aria-label={t('travelers.editTraveler', { name })}
                onClick={() => onEdit(traveler)}
              >
                {t('travelers.edit')}
              </button>
              {/* The placeholder exists only in this browser: there is nothing to delete. */}
              {!isPlaceholder && (
                <button
                  type="button"
                  className="button button-secondary"
                  data-focus={focusKey.delete(traveler.id)}
                  aria-label={t('travelers.deleteTraveler', { name })}
                  onClick={() => onDelete(traveler)}
                >
                  {t('travelers.delete')}
                </button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
