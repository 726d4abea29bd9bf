// The emails of a trip that waits for a travel administrator's approval (SPEC §4, 24hr_review):
// that it is requested and by when it is decided, and, when denied or lapsed, that nothing was
// booked or charged. An approved trip sends the usual confirmation once the supplier confirms. Pure.
import type { Trip } from '../../../lib/domain/booking/booking.schema';
import { escapeHtml, itineraryOf, type MailMessage, type RenderOptions } from './render';
import { mailStrings, type MailLocale } from './strings';
import { HOME_TIME_ZONE } from '../../../lib/domain/shared/dates';

type ApprovalMail = 'Requested' | 'Denied' | 'Expired';

const strings: Record<
  MailLocale,
  { subject: Record<ApprovalMail, string>; body: Record<ApprovalMail, (by: string) => string>; comment: string }
> = {
  en: {
    subject: {
      Requested: 'Your trip is waiting for approval',
      Denied: 'Your trip was not approved',
      Expired: 'Your trip request expired',
    },
    body: {
      Requested: (by) =>
        `This trip is outside your travel policy, so a travel administrator of your company reviews it, by ${by}. Nothing is charged until it is approved; we email you the decision.`,
      Denied: () =>
        'A travel administrator of your company did not approve this trip, so it was not booked. Nothing was charged and your rewards are back in your account.',
      Expired: () =>
        'Nobody approved this trip within 24 hours, so it was not booked. Nothing was charged and your rewards are back in your account.',
    },
    comment: 'Their comment:',
  },
  fr: {
    subject: {
      Requested: 'Votre voyage attend une approbation',
      Denied: 'Votre voyage n’a pas été approuvé',
      Expired: 'Votre demande de voyage a expiré',
    },
    body: {
      Requested: (by) =>
        `Ce voyage est hors de votre politique de voyage : un administrateur voyages de votre entreprise l’examine d’ici le ${by}. Rien n’est débité avant l’approbation ; nous vous écrivons la décision.`,
      Denied: () =>
        'Un administrateur voyages de votre entreprise n’a pas approuvé ce voyage : il n’a pas été réservé. Rien n’a été débité et vos récompenses sont de retour dans votre compte.',
      Expired: () =>
        'Personne n’a approuvé ce voyage sous 24 heures : il n’a pas été réservé. Rien n’a été débité et vos récompenses sont de retour dans votre compte.',
    },
    comment: 'Son commentaire :',
  },
};

function render(kind: ApprovalMail, trip: Trip, opts: RenderOptions): Omit<MailMessage, 'to'> {
  const s = mailStrings[trip.locale];
  const c = strings[trip.locale];
  const by = trip.approval
    ? new Intl.DateTimeFormat(trip.locale === 'fr' ? 'fr-CA' : 'en-US', {
        // Intl refuses dateStyle/timeStyle beside timeZoneName: the parts are named one by one.
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZone: HOME_TIME_ZONE,
        timeZoneName: 'short',
      }).format(new Date(trip.approval.expiresAt))
    : '';
  const route = itineraryOf(trip, s).name;
  const comment = kind === 'Denied' && trip.approval?.comment ? `${c.comment} ${trip.approval.comment}` : null;
  const tripsUrl = `${opts.siteUrl}${s.tripsPath}`;
  const lines = [c.body[kind](by), ...(comment ? [comment] : [])];
  const e = escapeHtml;
  return {
    subject: c.subject[kind],
    text: [c.subject[kind], route, '', ...lines, '', s.labelled(s.seeTrip, tripsUrl), '', opts.brand].join('\n'),
    html: [
      `<!doctype html><html lang="${trip.locale}"><body style="font-family:sans-serif;line-height:1.5">`,
      `<h1>${e(c.subject[kind])}</h1><p>${e(route)}</p>`,
      ...lines.map((l) => `<p>${e(l)}</p>`),
      `<p><a href="${e(tripsUrl)}">${e(s.seeTrip)}</a></p><p>${e(opts.brand)}</p>`,
      '</body></html>',
    ].join('\n'),
  };
}

export const renderApprovalRequested = (trip: Trip, opts: RenderOptions) => render('Requested', trip, opts);
export const renderApprovalDenied = (trip: Trip, opts: RenderOptions) => render('Denied', trip, opts);
export const renderApprovalExpired = (trip: Trip, opts: RenderOptions) => render('Expired', trip, opts);
