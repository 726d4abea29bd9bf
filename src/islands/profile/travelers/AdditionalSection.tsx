import { useTranslation } from '../../../lib/client/i18n/react';
import { AssistanceCodes, type AssistanceCode } from '../../../lib/domain/profile/travelers.constants';
import { countryOptions, withCurrent } from './countries';
import type { SectionProps } from './editor-model';
import { FieldError, Input, Section, Select } from './fields';

/** Screening numbers, special assistance, nationality and driver's licence (SPEC §2, §5: no licence validation). */
export function AdditionalSection({ values, update, errors, idOf }: SectionProps) {
  const { t, i18n } = useTranslation('profile');
  const countries = countryOptions(i18n.language);
  const assistanceId = idOf('assistance');

  function toggle(code: AssistanceCode, on: boolean) {
    const set = new Set(values.assistance);
    if (on) set.add(code);
    else set.delete(code);
    update({ assistance: AssistanceCodes.filter((c) => set.has(c)) });
  }

  return (
    <Section id={idOf('additional')} title={t('travelers.sections.additional')}>
      <div className="traveler-grid">
        <Input
          id={idOf('knownTravelerNumber')}
          label={t('travelers.fields.knownTravelerNumber')}
          hint={t('travelers.fields.knownTravelerNumberHint')}
          value={values.knownTravelerNumber}
          onValue={(knownTravelerNumber) => update({ knownTravelerNumber })}
          error={errors.knownTravelerNumber}
        />
        <Input
          id={idOf('tsaRedressNumber')}
          label={t('travelers.fields.tsaRedressNumber')}
          hint={t('travelers.fields.tsaRedressNumberHint')}
          inputMode="numeric"
          value={values.tsaRedressNumber}
          onValue={(tsaRedressNumber) => update({ tsaRedressNumber })}
          error={errors.tsaRedressNumber}
        />
      </div>
      <Select
        id={idOf('nationality')}
        label={t('travelers.fields.nationality')}
        empty={t('travelers.fields.chooseNationality')}
        options={withCurrent(countries, values.nationality)}
        value={values.nationality}
        onValue={(nationality) => update({ nationality })}
        error={errors.nationality}
      />
      <fieldset className="traveler-choices">
        <legend>{t('travelers.fields.assistance')}</legend>
        <ul className="traveler-checks">
          {AssistanceCodes.map((code, i) => (
            <li key={code}>
              <label className="traveler-choice">
                <input
                  type="checkbox"
                  id={i === 0 ? assistanceId : undefined}
                  checked={values.assistance.includes(code)}
                  aria-describedby={errors.assistance ? `${assistanceId}-error` : undefined}
                  onChange={(e) => toggle(code, e.target.checked)}
                />
                {t(`travelers.assistance.${code}`)}
              </label>
            </li>
          ))}
        </ul>
        <FieldError id={assistanceId} error={errors.assistance} />
      </fieldset>
      <fieldset className="traveler-choices">
        <legend>{t('travelers.fields.driversLicense')}</legend>
        <div className="traveler-grid">
          <Select
            id={idOf('licenceCountry')}
            label={t('travelers.fields.driversLicenseCountry')}
            empty={t('travelers.fields.choose')}
            options={withCurrent(countries, values.licenceCountry)}
            value={values.licenceCountry}
            onValue={(licenceCountry) => update({ licenceCountry })}
            error={errors.licenceCountry}
          />
          <Input
            id={idOf('licenceNumber')}
            label={t('travelers.fields.driversLicenseNumber')}
            value={values.licenceNumber}
            onValue={(licenceNumber) => update({ licenceNumber })}
            error={errors.licenceNumber}
          />
        </div>
      </fieldset>
    </Section>
  );
}
