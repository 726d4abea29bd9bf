import { useStore } from '@nanostores/react';
import { $draft, setContact } from '../../../lib/client/flights/booking.store';
import { useTranslation } from '../../../lib/client/i18n/react';
import type { PassengerError } from '../../../lib/domain/flights/booking-passengers';
import { ContactFields } from '../../checkout/ContactFields';
import { passengerErrorText } from './format';

export { CONTACT_EMAIL_ID, CONTACT_PHONE_ID } from '../../checkout/ContactFields';

/** Where the airline and we reach the traveler about this trip: prefilled from the account. */
export function ContactSection({ errors, onChanged }: { errors: PassengerError[]; onChanged: () => void }) {
  const { t } = useTranslation('flightbook');
  const { contact } = useStore($draft);
  const errorOf = (field: 'contact.email' | 'contact.phone') => {
    const e = errors.find((x) => 'field' in x && x.field === field);
    return e ? passengerErrorText(e, t) : undefined;
  };
  return (
    <ContactFields
      title={t('contact.title')}
      intro={t('contact.intro')}
      labels={{ email: t('contact.email'), phone: t('contact.phone') }}
      contact={contact}
      onContact={(patch) => {
        setContact(patch);
        onChanged();
      }}
      errors={{ email: errorOf('contact.email'), phone: errorOf('contact.phone') }}
    />
  );
}
