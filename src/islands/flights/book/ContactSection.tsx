import { useStore } from '@nanostores/react';
import { $draft, setContact } from '../../../lib/client/flights/booking.store';
import { useTranslation } from '../../../lib/client/i18n/react';
import type { PassengerError } from '../../../lib/domain/flights/booking-passengers';
import { TextField } from '../../ui/TextField';
import { passengerErrorText } from './format';

export const CONTACT_EMAIL_ID = 'book-contact-email';
export const CONTACT_PHONE_ID = 'book-contact-phone';

/** Where the airline and we reach the traveler about this trip: prefilled from the account. */
export function ContactSection({ errors, onChanged }: { errors: PassengerError[]; onChanged: () => void }) {
  const { t } = useTranslation('flightbook');
  const { contact } = useStore($draft);
  const errorOf = (field: 'contact.email' | 'contact.phone') => {
    const e = errors.find((x) => 'field' in x && x.field === field);
    return e ? passengerErrorText(e, t) : undefined;
  };
  return (
    <section className="card book-section" aria-labelledby="book-contact">
      <h2 id="book-contact">{t('contact.title')}</h2>
      <p className="muted">{t('contact.intro')}</p>
      <div className="book-fields">
        <TextField
          id={CONTACT_EMAIL_ID}
          label={t('contact.email')}
          type="email"
          autoComplete="email"
          value={contact.email}
          error={errorOf('contact.email')}
          onValue={(email) => {
            setContact({ email });
            onChanged();
          }}
        />
        <TextField
          id={CONTACT_PHONE_ID}
          label={t('contact.phone')}
          type="tel"
          autoComplete="tel"
          value={contact.phone}
          error={errorOf('contact.phone')}
          onValue={(phone) => {
            setContact({ phone });
            onChanged();
          }}
        />
      </div>
    </section>
  );
}
