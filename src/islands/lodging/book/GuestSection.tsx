// The guest the room is booked under (a saved traveler, or one added with the profile's editor),
// the hotel loyalty program credited (from the guest's profile) and special requests.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { Locale } from '../../../lib/client/i18n';
import { useTranslation } from '../../../lib/client/i18n/react';
import { localePath } from '../../../lib/client/locale';
import {
  $stayDraft,
  chooseGuest,
  chooseLoyalty,
  loyaltyChoices,
  MAX_SPECIAL_REQUESTS,
  setSpecialRequests,
} from '../../../lib/client/lodging/booking.store';
import { page } from '../../../lib/client/platform';
import { $travelers, loadTravelers } from '../../../lib/client/profile/travelers.store';
import { CallState } from '../../../lib/domain/shared/call-state';
import type { Traveler } from '../../../lib/domain/profile/travelers.schema';
import { TravelerDialog } from '../../checkout/TravelerDialog';
import { displayName } from '../../profile/travelers/format';
import { Failed, Loading } from '../../ui/Status';

export const GUEST_SELECT_ID = 'stay-book-guest';
const LOYALTY_ID = 'stay-book-loyalty';
const REQUESTS_ID = 'stay-book-requests';

type Editing = { traveler: Traveler | null } | null;

export function GuestSection({ locale, missing, problem }: { locale: Locale; missing: boolean; problem: string | null }) {
  const { t } = useTranslation('staybook');
  const { state, list } = useStore($travelers);
  const draft = useStore($stayDraft);
  const [editing, setEditing] = useState<Editing>(null);
  const guest = list.find((x) => x.id === draft.guestId) ?? null;
  const programs = loyaltyChoices(guest);
  const errorId = `${GUEST_SELECT_ID}-error`;
  const invalid = (missing && !draft.guestId) || problem !== null;
  const left = MAX_SPECIAL_REQUESTS - draft.specialRequests.length;

  const close = () => {
    setEditing(null);
    requestAnimationFrame(() => page.byId(GUEST_SELECT_ID)?.focus());
  };

  return (
    <section className="card book-section" aria-labelledby="book-guest">
      <h2 id="book-guest">{t('guest.title')}</h2>
      <p className="muted">{t('guest.intro')}</p>
      {state === CallState.InProcess && list.length === 0 && <Loading label={t('guest.loading')} />}
      {state === CallState.Failed && <Failed message={t('guest.failed')} onRetry={() => void loadTravelers()} />}
      <div className="field">
        <label htmlFor={GUEST_SELECT_ID}>{t('guest.label')}</label>
        <select
          id={GUEST_SELECT_ID}
          value={draft.guestId ?? ''}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(e) => chooseGuest(e.target.value || null)}
        >
          <option value="">{t('guest.choose')}</option>
          {list.map((x) => (
            <option key={x.id} value={x.id}>
              {displayName(x)} · {x.dateOfBirth}
            </option>
          ))}
        </select>
        {invalid && (
          <p id={errorId} className="field-error">
            {problem ?? t('guest.missing')}
          </p>
        )}
      </div>
      <div className="book-slot-actions">
        {guest && (
          <button type="button" className="button button-secondary book-small" onClick={() => setEditing({ traveler: guest })}>
            {t('guest.edit', { name: displayName(guest) })}
          </button>
        )}
        <button type="button" className="button button-secondary book-small" onClick={() => setEditing({ traveler: null })}>
          {t('guest.add')}
        </button>
      </div>

      {guest && (
        <div className="field">
          <label htmlFor={LOYALTY_ID}>{t('loyalty.label')}</label>
          <select
            id={LOYALTY_ID}
            value={draft.loyaltyProgram ?? ''}
            aria-describedby={programs.length === 0 ? `${LOYALTY_ID}-none` : undefined}
            onChange={(e) => chooseLoyalty(e.target.value || null)}
          >
            <option value="">{t('loyalty.none')}</option>
            {programs.map((p) => (
              <option key={p.code} value={p.code}>
                {t('loyalty.option', { name: p.name, ending: p.ending })}
              </option>
            ))}
          </select>
          {programs.length === 0 && (
            <p id={`${LOYALTY_ID}-none`} className="muted">
              {t('loyalty.noPrograms')} <a href={localePath(locale, '/profile/?section=travelers')}>{t('loyalty.addInProfile')}</a>
            </p>
          )}
        </div>
      )}

      <div className="field">
        <label htmlFor={REQUESTS_ID}>{t('requests.label')}</label>
        <textarea
          id={REQUESTS_ID}
          rows={3}
          maxLength={MAX_SPECIAL_REQUESTS}
          value={draft.specialRequests}
          aria-describedby={`${REQUESTS_ID}-hint`}
          onChange={(e) => setSpecialRequests(e.target.value.slice(0, MAX_SPECIAL_REQUESTS))}
        />
        <p id={`${REQUESTS_ID}-hint`} className="muted">
          {t('requests.hint', { left })}
        </p>
      </div>

      {editing && (
        <TravelerDialog
          traveler={editing.traveler}
          label={editing.traveler ? t('guest.editDialog') : t('guest.addDialog')}
          onSaved={(travelerId) => {
            chooseGuest(travelerId);
            close();
          }}
          onClose={close}
        />
      )}
    </section>
  );
}
