// Where the supplier and we reach the traveler about a booking (every checkout): email and phone,
// prefilled from the account, each error by its field.
import { TextField } from '../ui/TextField';

export const CONTACT_EMAIL_ID = 'book-contact-email';
export const CONTACT_PHONE_ID = 'book-contact-phone';

export interface ContactFieldsProps {
  title: string;
  intro: string;
  labels: { email: string; phone: string };
  contact: { email: string; phone: string };
  onContact: (patch: Partial<{ email: string; phone: string }>) => void;
  errors?: { email?: string | undefined; phone?: string | undefined };
}

export function ContactFields({ title, intro, labels, contact, onContact, errors = {} }: ContactFieldsProps) {
  return (
    <section className="card book-section" aria-labelledby="book-contact">
      <h2 id="book-contact">{title}</h2>
      <p className="muted">{intro}</p>
      <div className="book-fields">
        <TextField
          id={CONTACT_EMAIL_ID}
          label={labels.email}
          type="email"
          autoComplete="email"
          value={contact.email}
          error={errors.email}
          onValue={(email) => onContact({ email })}
        />
        <TextField
          id={CONTACT_PHONE_ID}
          label={labels.phone}
          type="tel"
          autoComplete="tel"
          value={contact.phone}
          error={errors.phone}
          onValue={(phone) => onContact({ phone })}
        />
      </div>
    </section>
  );
}
