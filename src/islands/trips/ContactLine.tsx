import type { TFunction } from '../../lib/client/i18n';
import { useSupportPhone } from '../shell/SupportPhone';

/** Whom to turn to when the portal cannot do it online (SPEC §8 "Contact support" / "Contact airline"); support with its number once known. */
export function ContactLine({ contact, t }: { contact: 'Airline' | 'Support' | null; t: TFunction }) {
  const phone = useSupportPhone();
  if (contact !== 'Support') return contact === 'Airline' ? <p>{t('cancel.contactAirline')}</p> : null;
  return (
    <p>
      {phone ? <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{t('cancel.contactSupportAt', { phone })}</a> : t('cancel.contactSupport')}
    </p>
  );
}
