// The out-of-policy reason of every checkout (SPEC §8 "continue anyway"): our reasons, and Other
// with the traveler's words; kept with the booking for the company.
import { useStore } from '@nanostores/react';
import { $policyReason, POLICY_NOTE_ID, POLICY_REASON_ID, setPolicyReason } from '../../lib/client/checkout/policy-reason.store';
import { useTranslation } from '../../lib/client/i18n/react';
import { OutOfPolicyReasonCodes, POLICY_NOTE_MAX, type OutOfPolicyReasonCode } from '../../lib/domain/corporate/policy-reasons';
import type { PolicyVerdict } from '../../lib/domain/corporate/policy.schema';
import { PolicyMark } from '../ui/PolicyMark';
import { TextField } from '../ui/TextField';

export function PolicyReasonSection({ verdict, intl }: { verdict: PolicyVerdict | undefined; intl: string }) {
  const { t } = useTranslation('policy');
  const draft = useStore($policyReason);
  if (verdict?.kind !== 'OutOfPolicy') return null;
  const codeError = draft.error === 'code' ? t('reason.errorCode') : undefined;
  const noteError = draft.error === 'note' ? t('reason.errorNote') : undefined;
  return (
    <section className="card book-section" aria-labelledby="book-policy">
      <h2 id="book-policy">{t('reason.title')}</h2>
      <p>
        <PolicyMark verdict={verdict} intl={intl} />
      </p>
      <p className="muted">{t('reason.intro')}</p>
      <div className="book-fields">
        <div className="field">
          <label htmlFor={POLICY_REASON_ID}>{t('reason.label')}</label>
          <select
            id={POLICY_REASON_ID}
            value={draft.code}
            aria-invalid={codeError ? true : undefined}
            aria-describedby={codeError ? `${POLICY_REASON_ID}-error` : undefined}
            onChange={(e) => setPolicyReason({ code: e.target.value as OutOfPolicyReasonCode | '' })}
          >
            <option value="">{t('reason.choose')}</option>
            {OutOfPolicyReasonCodes.map((code) => (
              <option key={code} value={code}>
                {t(`reason.codes.${code}`)}
              </option>
            ))}
          </select>
          {codeError && (
            <p id={`${POLICY_REASON_ID}-error`} className="field-error">
              {codeError}
            </p>
          )}
        </div>
        <TextField
          id={POLICY_NOTE_ID}
          label={draft.code === 'Other' ? t('reason.noteOther') : t('reason.note')}
          value={draft.note}
          maxLength={POLICY_NOTE_MAX}
          error={noteError}
          onValue={(note) => setPolicyReason({ note })}
        />
      </div>
    </section>
  );
}
