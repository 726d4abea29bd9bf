// The email that tells a traveler with disruption assistance that the airline disrupted their
// flight, and what the assistance lets them do now, in Trips. Pure.
import type { Trip } from '../../../lib/domain/booking/booking.schema';
import { escapeHtml, itineraryOf, mailFormats, tripMail, type MailMessage, type RenderOptions } from './render';
import { mailStrings, type MailLocale } from './strings';

interface DisruptionStrings {
  subject: (code: string, route: string) => string;
  Delay: (h: number, m: number) => string;
  MissedConnection: string;
  Cancellation: string;
  options: (refund: string) => string;
  deadline: string;
}

const strings: Record<MailLocale, DisruptionStrings> = {
  en: {
    subject: (code, route) => `Flight disrupted ${code}: ${route}`,
    Delay: (h, m) => `The airline delayed your flight by ${h} h ${m} min`,
    MissedConnection: 'A delay makes you miss your connection',
    Cancellation: 'The airline cancelled your flight',
    options: (refund) =>
      `Your disruption assistance covers it. In Trips, rebook on another flight at no charge, or get your base fare back (${refund}).`,
    deadline: 'Choose within 24 hours after your last flight. Nothing changes on your booking until you do.',
  },
  fr: {
    subject: (code, route) => `Vol perturbé ${code} : ${route}`,
    Delay: (h, m) => `La compagnie a retardé votre vol de ${h} h ${m} min`,
    MissedConnection: 'Un retard vous fait manquer votre correspondance',
    Cancellation: 'La compagnie a annulé votre vol',
    options: (refund) =>
      `Votre assistance en cas de perturbation le couvre. Dans Voyages, changez gratuitement de vol ou récupérez votre tarif de base (${refund}).`,
    deadline: 'Choisissez dans les 24 heures après votre dernier vol. Rien ne change sur votre réservation d’ici là.',
  },
};

export function renderDisruption(trip: Trip, opts: RenderOptions): Omit<MailMessage, 'to'> {
  const s = mailStrings[trip.locale];
  const c = strings[trip.locale];
  const d = trip.kind === 'Flight' ? trip.disruption : null;
  const minutes = d?.delayMinutes ?? 0;
  const heading = !d || d.kind === 'Delay' ? c.Delay(Math.floor(minutes / 60), minutes % 60) : c[d.kind];
  const refund = mailFormats(s).money(trip.kind === 'Flight' ? trip.fare.baseFare : 0);
  const e = escapeHtml;
  return tripMail(trip, opts, {
    subject: c.subject(trip.confirmationNumber ?? '', itineraryOf(trip, s).name),
    heading,
    text: [c.options(refund), c.deadline],
    html: [`<p>${e(c.options(refund))}</p><p>${e(c.deadline)}</p>`],
  });
}
