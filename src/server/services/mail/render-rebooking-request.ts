// The emails of a rebooking request (rules: rebooking-request.ts): that our agents or the airline
// have it and answer within their time, and, when they deny it, why and what is still open. An
// accepted request sends the updated confirmation instead. Pure.
import type { Trip } from '../../../lib/domain/booking/booking.schema';
import type { RebookingRoute } from '../../../lib/domain/booking/rebooking-request';
import { escapeHtml, mailFormats, tripMail, type MailMessage, type RenderOptions } from './render';
import { mailStrings, type MailLocale } from './strings';

interface RequestStrings {
  subject: (code: string) => string;
  received: Record<RebookingRoute, string>;
  answer: Record<RebookingRoute, string>;
  deniedSubject: Record<'NoSeats' | 'Expired', (code: string) => string>;
  denied: { NoSeats: string; Expired: string };
  stillOpen: (refund: string) => string;
}

const strings: Record<MailLocale, RequestStrings> = {
  en: {
    subject: (code) => `We have your rebooking request ${code}`,
    received: { MoveToQueue: 'Our agents have your rebooking request', ReferToAirline: 'The airline has your rebooking request' },
    answer: {
      MoveToQueue: 'They answer within 30 minutes. If they find a seat, we book it at no cost and email you the new flight.',
      ReferToAirline: 'It answers within 2 hours. If it finds a seat, we email you the new flight; it costs you nothing.',
    },
    deniedSubject: {
      NoSeats: (code) => `No seat found for your rebooking request ${code}`,
      Expired: (code) => `Your rebooking request ${code} was not answered in time`,
    },
    denied: {
      NoSeats: 'No seat was free on a flight at the time you asked for',
      Expired: 'Your disruption assistance ended before an answer',
    },
    stillOpen: (refund) =>
      `In Trips you can still choose another flight at no cost, ask for another time, or get your base fare back (${refund}).`,
  },
  fr: {
    subject: (code) => `Nous avons votre demande de changement de vol ${code}`,
    received: {
      MoveToQueue: 'Nos agents ont votre demande de changement de vol',
      ReferToAirline: 'La compagnie a votre demande de changement de vol',
    },
    answer: {
      MoveToQueue: 'Ils répondent sous 30 minutes. S’ils trouvent une place, nous la réservons sans frais et vous envoyons le nouveau vol.',
      ReferToAirline: 'Elle répond sous 2 heures. Si elle trouve une place, nous vous envoyons le nouveau vol ; cela ne vous coûte rien.',
    },
    deniedSubject: {
      NoSeats: (code) => `Aucune place trouvée pour votre demande ${code}`,
      Expired: (code) => `Votre demande ${code} n’a pas reçu de réponse à temps`,
    },
    denied: {
      NoSeats: 'Aucune place n’était libre sur un vol à l’heure demandée',
      Expired: 'Votre assistance en cas de perturbation a pris fin avant une réponse',
    },
    stillOpen: (refund) =>
      `Dans Voyages, vous pouvez encore choisir un autre vol sans frais, demander un autre horaire ou récupérer votre tarif de base (${refund}).`,
  },
};

const requestOf = (trip: Trip) => (trip.kind === 'Flight' ? (trip.disruption?.request ?? null) : null);

/** That our agents or the airline have the request. */
export function renderRebookingRequested(trip: Trip, opts: RenderOptions): Omit<MailMessage, 'to'> {
  const c = strings[trip.locale];
  const route = requestOf(trip)?.route ?? 'MoveToQueue';
  return tripMail(trip, opts, {
    subject: c.subject(trip.confirmationNumber ?? ''),
    heading: c.received[route],
    text: [c.answer[route]],
    html: [`<p>${escapeHtml(c.answer[route])}</p>`],
  });
}

/** That the request was denied, why, and what the traveler can still do. */
export function renderRebookingDenied(trip: Trip, opts: RenderOptions): Omit<MailMessage, 'to'> {
  const c = strings[trip.locale];
  const reason = requestOf(trip)?.reason ?? 'NoSeats';
  const refund = mailFormats(mailStrings[trip.locale]).money(trip.kind === 'Flight' ? trip.fare.baseFare : 0);
  // After the assistance ended nothing is open any more: only the reason is told.
  const text = reason === 'Expired' ? [] : [c.stillOpen(refund)];
  return tripMail(trip, opts, {
    subject: c.deniedSubject[reason](trip.confirmationNumber ?? ''),
    heading: c.denied[reason],
    text,
    html: text.map((t) => `<p>${escapeHtml(t)}</p>`),
  });
}
