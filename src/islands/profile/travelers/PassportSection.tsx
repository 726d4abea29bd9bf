import { useTranslation } from '../../../lib/client/i18n/react';
import { countryOptions, withCurrent } from './countries';
import type { SectionProps } from './editor-model';
import { Input, Section, Select } from './fields';

/** SPEC §5: a passport is sent only with its country of issue, so the form asks for it when anything else is filled. */
export function PassportSection({ values, update, errors, idOf }: SectionProps) {
  const { t, i18n } = useTranslation('profile');
  return (
    <Section id={idOf('passport')} title={t('travelers.sections.passport')}>
      <Select
        id={idOf('passportCountry')}
        label={t('travelers.fields.passportCountry')}
        empty={t('travelers.fields.choose')}
        options={withCurrent(countryOptions(i18n.language), values.passportCountry)}
        value={values.passportCountry}
        onValue={(passportCountry) => update({ passportCountry })}
        error={errors.passportCountry}
      />
      <div className="traveler-grid">
        <Input
          id={idOf('passportNumber')}
          label={t('travelers.fields.passportNumber')}
          value={values.passportNumber}
          onValue={(passportNumber) => update({ passportNumber })}
          error={errors.passportNumber}
        />
        <Input
          id={idOf('passportExpiration')}
          type="date"
          label={t('travelers.fields.passportExpiration')}
          value={values.passportExpiration}
          onValue={(passportExpiration) => update({ passportExpiration })}
          error={errors.passportExpiration}
        />
      </div>
    </Section>
  );
}
