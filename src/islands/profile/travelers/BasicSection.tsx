import { useTranslation } from '../../../lib/client/i18n/react';
import type { Gender } from '../../../lib/domain/profile/travelers.schema';
import type { SectionProps } from './editor-model';
import { FieldError, Input, Section } from './fields';

const GENDERS: Gender[] = ['M', 'F'];

/** Names, gender, date of birth and email: what every booking needs (except the email). */
export function BasicSection({ values, update, errors, idOf }: SectionProps) {
  const { t } = useTranslation('profile');
  const namesHint = `${idOf('names')}-hint`;
  const genderId = idOf('gender');
  return (
    <Section id={idOf('basic')} title={t('travelers.sections.basic')}>
      <p id={namesHint} className="muted traveler-hint">
        {t('travelers.fields.nameHint')}
      </p>
      <div className="traveler-grid">
        <Input
          id={idOf('givenName')}
          label={t('travelers.fields.givenName')}
          required
          aria-describedby={namesHint}
          value={values.givenName}
          onValue={(givenName) => update({ givenName })}
          error={errors.givenName}
        />
        <Input
          id={idOf('surname')}
          label={t('travelers.fields.surname')}
          required
          aria-describedby={namesHint}
          value={values.surname}
          onValue={(surname) => update({ surname })}
          error={errors.surname}
        />
      </div>
      <fieldset className="traveler-choices">
        <legend>
          {t('travelers.fields.gender')}
          <span className="traveler-required" aria-hidden="true">
            {t('travelers.required')}
          </span>
        </legend>
        <div className="traveler-inline">
          {GENDERS.map((g, i) => (
            <label key={g} className="traveler-choice">
              <input
                type="radio"
                // The first radio carries the group's id, so the error summary can move focus to the group.
                id={i === 0 ? genderId : undefined}
                name={genderId}
                value={g}
                required
                checked={values.gender === g}
                aria-describedby={errors.gender ? `${genderId}-error` : undefined}
                onChange={() => update({ gender: g })}
              />
              {t(`travelers.gender.${g}`)}
            </label>
          ))}
        </div>
        <FieldError id={genderId} error={errors.gender} />
      </fieldset>
      <div className="traveler-grid">
        <Input
          id={idOf('dateOfBirth')}
          type="date"
          label={t('travelers.fields.dateOfBirth')}
          required
          value={values.dateOfBirth}
          onValue={(dateOfBirth) => update({ dateOfBirth })}
          error={errors.dateOfBirth}
        />
        <Input
          id={idOf('emailAddress')}
          type="email"
          label={t('travelers.fields.email')}
          hint={t('travelers.optional')}
          value={values.emailAddress}
          onValue={(emailAddress) => update({ emailAddress })}
          error={errors.emailAddress}
        />
      </div>
    </Section>
  );
}
