// The email that tells a traveler the airline changed their flights: each changed flight's old and
// new times side by side (or that it was cancelled), and what they can do, in Trips. Pure.
import type { Trip } from '../../../lib/domain/booking/booking.schema';
import { scheduleChangeChoices } from '../../../lib/domain/booking/schedule-change';
import { changedSlices } from '../../../lib/domain/booking/schedule-change-slices';
import { escapeHtml, itineraryOf, localTime, tripMail, type MailMessage, type RenderOptions } from './render';
import { mailStrings, type MailLocale } from './strings';

interface ChangeStrings {
  subject: (code: string, route: string) => string;
  heading: string;
  canceledHeading: string;
  was: string;
  now: string;
  canceled: string;
  acceptOrRefund: string;
  acceptOnly: string;
  refundOnly: string;
  nothingYet: string;
}

const strings: Record<MailLocale, ChangeStrings> = {
  en: {
    subject: (code, route) => `Schedule change ${code}: ${route}`,
    heading: 'The airline changed your flight times',
    canceledHeading: 'The airline cancelled your flight',
    was: 'Was',
    now: 'Now',
    canceled: 'Cancelled by the airline',
    acceptOrRefund:
      'The change is 2 hours or more: in Trips you can accept the new times, choose another flight at no charge, or cancel the trip for a full refund, protections included.',
    acceptOnly: 'Accept the new times in Trips, or call us if they do not work for you.',
    refundOnly: 'In Trips, choose another flight at no charge, or cancel the trip for a full refund, protections included.',
    nothingYet: 'Nothing changes on your booking until you answer.',
  },
  fr: {
    subject: (code, route) => `Changement d’horaire ${code} : ${route}`,
    heading: 'La compagnie a changé les horaires de votre vol',
    canceledHeading: 'La compagnie a annulé votre vol',
    was: 'Avant',
    now: 'Maintenant',
    canceled: 'Annulé par la compagnie',
    acceptOrRefund:
      'Le changement est de 2 heures ou plus : dans Voyages, acceptez les nouveaux horaires, choisissez un autre vol sans frais, ou annulez le voyage pour un remboursement complet, protections comprises.',
    acceptOnly: 'Acceptez les nouveaux horaires dans Voyages, ou appelez-nous s’ils ne vous conviennent pas.',
    refundOnly:
      'Dans Voyages, choisissez un autre vol sans frais, ou annulez le voyage pour un remboursement complet, protections comprises.',
    nothingYet: 'Rien ne change sur votre réservation tant que vous n’avez pas répondu.',
  },
};

export function renderScheduleChange(trip: Trip, opts: RenderOptions): Omit<MailMessage, 'to'> {
  const s = mailStrings[trip.locale];
  const c = strings[trip.locale];
  const change = trip.kind === 'Flight' ? trip.scheduleChange : null;
  const route = itineraryOf(trip, s).name;
  const code = trip.confirmationNumber ?? '';
  const when = (slice: { zonedDeparture: string; zonedArrival: string }) =>
    s.when(localTime(slice.zonedDeparture, s), localTime(slice.zonedArrival, s));
  const slices = change
    ? changedSlices(change).map((i) => {
        const was = change.before[i]!;
        const now = change.after?.[i];
        return {
          title: `${was.origin} → ${was.destination}`,
          was: s.labelled(c.was, when(was)),
          now: s.labelled(c.now, now ? when(now) : c.canceled),
        };
      })
    : [];
  const choices = scheduleChangeChoices(change);
  const advice = choices.accept ? (choices.fullRefund ? c.acceptOrRefund : c.acceptOnly) : c.refundOnly;
  const heading = change?.after ? c.heading : c.canceledHeading;
  const e = escapeHtml;
  return tripMail(trip, opts, {
    subject: c.subject(code, route),
    heading,
    text: [...slices.flatMap((x) => [x.title, `  ${x.was}`, `  ${x.now}`, '']), advice, c.nothingYet],
    html: [
      ...slices.map((x) => `<p><strong>${e(x.title)}</strong><br><s>${e(x.was)}</s><br>${e(x.now)}</p>`),
      `<p>${e(advice)}</p><p>${e(c.nothingYet)}</p>`,
    ],
  });
}
