// The lead traveler: a saved traveler who is an adult on the day of the activity (minors are left
// out of the list), or one added with the profile's editor. A refusal the server named for the
// field shows by it, in the page's words where the page can tell why.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import {
  $activityDraft,
  canLead,
  chooseLeadTraveler,
  LEAD_MINIMUM_AGE,
  leadProblem,
  type ActivityFieldError,
  type LeadProblem,
} from '../../../lib/client/activities/activity-booking.store';
import type { TFunction } from '../../../lib/client/i18n';
import { useTranslation } from '../../../lib/client/i18n/react';
import { page } from '../../../lib/client/platform';
import { $travelers, loadTravelers } from '../../../lib/client/profile/travelers.store';
import type { Traveler } from '../../../lib/domain/profile/travelers.schema';
import { CallState } from '../../../lib/domain/shared/call-state';
import { TravelerDialog } from '../../checkout/TravelerDialog';
import { displayName } from '../../profile/travelers/format';
import { Failed, Loading } from '../../ui/Status';

export const LEAD_SELECT_ID = 'activity-book-lead';

type Editing = { traveler: Traveler | null } | null;

function problemText(p: LeadProblem, name: string, t: TFunction): string {
  return p.kind === 'TooYoung' ? t('lead.problem.TooYoung', { name, age: p.age, min: LEAD_MINIMUM_AGE }) : t(`lead.problem.${p.kind}`);
}

export function LeadTravelerSection({ date, missing, errors }: { date: string; missing: boolean; errors: readonly ActivityFieldError[] }) {
  const { t } = useTranslation('activitybook');
  const { state, list } = useStore($travelers);
  const draft = useStore($activityDraft);
  const [editing, setEditing] = useState<Editing>(null);
  // The one chosen stays listed even if an edit made them a minor: the refusal then says why.
  const adults = list.filter((x) => canLead(x, date) || x.id === draft.leadId);
  const lead = list.find((x) => x.id === draft.leadId);

  const leadError = errors.find((e) => e.field === 'lead');
  const problem = leadError ? leadProblem(lead, date) : null;
  const message = leadError
    ? problem
      ? problemText(problem, lead?.givenName.trim() ?? '', t)
      : leadError.message
    : missing && !draft.leadId
      ? t('lead.missing')
      : null;
  const none = state === CallState.Success && adults.length === 0;

  const close = () => {
    setEditing(null);
    requestAnimationFrame(() => page.byId(LEAD_SELECT_ID)?.focus());
  };
  const describedBy = [`${LEAD_SELECT_ID}-hint`, none && `${LEAD_SELECT_ID}-none`, message && `${LEAD_SELECT_ID}-error`]
    .filter(Boolean)
    .join(' ');

  return (
    <section className="card book-section" aria-labelledby="book-lead">
      <h2 id="book-lead">{t('lead.title')}</h2>
      <p className="muted">{t('lead.intro')}</p>
      {state === CallState.InProcess && list.length === 0 && <Loading label={t('lead.loading')} />}
      {state === CallState.Failed && <Failed message={t('lead.failed')} onRetry={() => void loadTravelers()} />}
      <div className="field">
        <label htmlFor={LEAD_SELECT_ID}>{t('lead.label')}</label>
        <select
          id={LEAD_SELECT_ID}
          value={draft.leadId ?? ''}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => chooseLeadTraveler(e.target.value || null)}
        >
          <option value="">{t('lead.choose')}</option>
          {adults.map((x) => (
            <option key={x.id} value={x.id}>
              {displayName(x)}
            </option>
          ))}
        </select>
        <p id={`${LEAD_SELECT_ID}-hint`} className="muted">
          {t('lead.minimumAge', { age: LEAD_MINIMUM_AGE })}
        </p>
        {none && (
          <p id={`${LEAD_SELECT_ID}-none`} className="muted">
            {t('lead.noAdults')}
          </p>
        )}
        {message && (
          <p id={`${LEAD_SELECT_ID}-error`} className="field-error">
            {message}
          </p>
        )}
      </div>
      <div className="book-slot-actions">
        {lead && (
          <button type="button" className="button button-secondary book-small" onClick={() => setEditing({ traveler: lead })}>
            {t('lead.edit', { name: displayName(lead) })}
          </button>
        )}
        <button type="button" className="button button-secondary book-small" onClick={() => setEditing({ traveler: null })}>
          {t('lead.add')}
        </button>
      </div>

      {editing && (
        <TravelerDialog
          traveler={editing.traveler}
          label={editing.traveler ? t('lead.editDialog') : t('lead.addDialog')}
          onSaved={(travelerId) => {
            chooseLeadTraveler(travelerId);
            close();
          }}
          onClose={close}
        />
      )}
    </section>
  );
}
