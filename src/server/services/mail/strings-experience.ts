// An activity's words in its emails, one table per language (see strings.ts).
import type { AgeBand } from '../../../lib/domain/experiences/experiences.schema';

export interface ExperienceMailStrings {
  heading: string;
  details: string;
  when: string;
  /** "Sat, Feb 20, 2027, 9:00 AM (local time in Paris)". */
  localTime: (time: string, city: string) => string;
  party: string;
  band: Record<AgeBand | 'Group', (n: number) => string>;
  lead: string;
  ticket: { MobileOnly: string; Paper: string; Unknown: string };
  freeUntil: (when: string) => string;
  partlyUntil: (percent: number, when: string) => string;
  nonRefundable: string;
}

export const enExperience: ExperienceMailStrings = {
  heading: 'Your activity is booked',
  details: 'Your activity',
  when: 'When',
  localTime: (time, city) => `${time} (local time in ${city})`,
  party: 'Travelers',
  band: {
    Adult: (n) => `${n} adult${n === 1 ? '' : 's'}`,
    Senior: (n) => `${n} senior${n === 1 ? '' : 's'}`,
    Youth: (n) => `${n} youth${n === 1 ? '' : 's'}`,
    Child: (n) => `${n} child${n === 1 ? '' : 'ren'}`,
    Infant: (n) => `${n} infant${n === 1 ? '' : 's'}`,
    Traveler: (n) => `${n} traveler${n === 1 ? '' : 's'}`,
    Group: (n) => `${n} group${n === 1 ? '' : 's'}`,
  },
  lead: 'Lead traveler',
  ticket: { MobileOnly: 'Show the ticket on your phone.', Paper: 'Print the ticket and bring it.', Unknown: '' },
  freeUntil: (when) => `Free cancellation until ${when}`,
  partlyUntil: (percent, when) => `Cancel until ${when} for ${percent}% back`,
  nonRefundable: 'This ticket is non-refundable.',
};

export const frExperience: ExperienceMailStrings = {
  heading: 'Votre activité est réservée',
  details: 'Votre activité',
  when: 'Quand',
  localTime: (time, city) => `${time} (heure locale à ${city})`,
  party: 'Voyageurs',
  band: {
    Adult: (n) => `${n} adulte${n > 1 ? 's' : ''}`,
    Senior: (n) => `${n} aîné${n > 1 ? 's' : ''}`,
    Youth: (n) => `${n} jeune${n > 1 ? 's' : ''}`,
    Child: (n) => `${n} enfant${n > 1 ? 's' : ''}`,
    Infant: (n) => `${n} bébé${n > 1 ? 's' : ''}`,
    Traveler: (n) => `${n} voyageur${n > 1 ? 's' : ''}`,
    Group: (n) => `${n} groupe${n > 1 ? 's' : ''}`,
  },
  lead: 'Voyageur principal',
  ticket: { MobileOnly: 'Présentez le billet sur votre téléphone.', Paper: 'Imprimez le billet et apportez-le.', Unknown: '' },
  freeUntil: (when) => `Annulation gratuite jusqu’au ${when}`,
  partlyUntil: (percent, when) => `Annulez jusqu’au ${when} pour un remboursement de ${percent}\u00a0%`,
  nonRefundable: 'Ce billet est non remboursable.',
};
