// The email that acknowledges a request to correct a traveler on a ticket: what was asked, that
// the ticket stays as issued until we answer, and when we will. Pure; the outbox row carries the request.
import type { Trip } from '../../../lib/domain/booking/booking.schema';
import type { NameCorrection, TravelerEditField } from '../../../lib/domain/booking/traveler-edit';
import { escapeHtml, tripMail, type MailMessage, type RenderOptions } from './render';
import { mailStrings, type MailLocale } from './strings';

/** What the outbox row of a TravelerEditRequested carries. */
export interface TravelerEditMail {
  traveler: string;
  field: TravelerEditField;
  correction: string;
  nameCorrection: NameCorrection | null;
}

interface EditStrings {
  subject: (code: string) => string;
  heading: string;
  traveler: string;
  field: Record<TravelerEditField, string>;
  asked: string;
  next: string;
  nameChange: string;
}

const strings: Record<MailLocale, EditStrings> = {
  en: {
    subject: (code) => `We received your correction request ${code}`,
    heading: 'We received your request to correct a traveler',
    traveler: 'Traveler',
    field: { Name: 'Name', DateOfBirth: 'Date of birth', Gender: 'Gender', Other: 'Other detail' },
    asked: 'Should read',
    next: 'Our team takes it to the airline and emails you within 1 business day. Your ticket stays as issued until then.',
    nameChange:
      'This is more than a spelling correction (over 3 letters): most fares need a new ticket for another name. We will tell you the options.',
  },
  fr: {
    subject: (code) => `Nous avons reçu votre demande de correction ${code}`,
    heading: 'Nous avons reçu votre demande de correction d’un voyageur',
    traveler: 'Voyageur',
    field: { Name: 'Nom', DateOfBirth: 'Date de naissance', Gender: 'Genre', Other: 'Autre information' },
    asked: 'Doit indiquer',
    next: 'Notre équipe la transmet à la compagnie et vous répond par e-mail sous 1 jour ouvré. Votre billet reste tel quel d’ici là.',
    nameChange:
      'Il s’agit de plus qu’une correction d’orthographe (plus de 3 lettres) : la plupart des tarifs exigent un nouveau billet pour un autre nom. Nous vous indiquerons les options.',
  },
};

export function renderTravelerEdit(trip: Trip, opts: RenderOptions, edit: TravelerEditMail): Omit<MailMessage, 'to'> {
  const s = mailStrings[trip.locale];
  const c = strings[trip.locale];
  const who = s.labelled(c.traveler, edit.traveler);
  const asked = `${c.field[edit.field]} — ${s.labelled(c.asked, edit.correction)}`;
  const advice = [c.next, ...(edit.nameCorrection === 'NameChange' ? [c.nameChange] : [])];
  const e = escapeHtml;
  return tripMail(trip, opts, {
    subject: c.subject(trip.confirmationNumber ?? ''),
    heading: c.heading,
    text: [who, asked, '', ...advice],
    html: [`<p>${e(who)}<br>${e(asked)}</p>`, ...advice.map((a) => `<p>${e(a)}</p>`)],
  });
}
