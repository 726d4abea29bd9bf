// The confirmation email's words, one table per language the site has. Typed so that a string
// missing in one language is a compile error, not an English line in a French email. Labels
// repeat the confirmation page's wording (bookingconfirm.json) so the email and the page agree;
// the server may not import the browser's i18n (DESIGN.md layers), hence a table of its own.
import type { PassengerType } from '../../../lib/domain/flights/booking-passengers';
import type { ProtectionProduct } from '../../../lib/domain/booking/checkout-protections';
import type { TravelCreditType } from '../../../lib/domain/booking/travel-wallet';
import type { Trip } from '../../../lib/domain/booking/booking.schema';
import type { CarClass } from '../../../lib/domain/cars/cars.constants';
import { enClasses, frClasses } from './car-classes';
import { enExperience, frExperience, type ExperienceMailStrings } from './strings-experience';

export type MailLocale = Trip['locale'];

export interface MailStrings {
  /** BCP 47 tag for Intl, as the site formats this language (intlLocale of lib/client/i18n). */
  intl: string;
  /**
   * The Trips page of this language on the site: Astro's i18n routing leaves English unprefixed
   * and puts French under /fr/ (localePath of lib/client/locale).
   */
  tripsPath: string;
  /** "Label: value" with the colon this language's typography wants. */
  labelled: (label: string, value: string) => string;
  subject: (code: string, route: string) => string;
  route: (origin: string, destination: string) => string;
  someFlight: string;
  heading: string;
  confirmationNumber: string;
  itinerary: string;
  when: (departs: string, arrives: string) => string;
  /** A date and a time of day: "Tue, Dec 1, 2026, 8:30 AM". */
  at: (date: string, time: string) => string;
  flights: string;
  travelers: string;
  passengerType: Record<PassengerType, string>;
  price: string;
  baseFare: string;
  /** The lines a flight change adds, by their English label (exchangeLineLabels). */
  exchangeLines: Record<string, string>;
  taxes: string;
  total: string;
  paidWith: string;
  card: string;
  billedTo: (company: string, reference: string) => string;
  costCenter: string;
  rewards: string;
  miles: (amount: string) => string;
  cashRewards: (amount: string) => string;
  travelOffer: string;
  travelCredit: (type: string) => string;
  creditType: Record<TravelCreditType, string>;
  earned: (rewards: string) => string;
  protections: string;
  protection: Record<ProtectionProduct, string>;
  free: string;
  seeTrip: string;
  /** A rental car (trip kind Car). */
  car: {
    heading: string;
    details: string;
    /** "Toyota Corolla or similar (Compact)". */
    vehicle: (model: string, orSimilar: boolean, carClass: CarClass) => string;
    supplier: string;
    pickUp: string;
    dropOff: string;
    /** "LAX, Los Angeles International Airport, at the counter". */
    place: (code: string, name: string, desk: 'Counter' | 'Shuttle') => string;
    driver: string;
    extras: string;
    loyalty: (program: string, ending: string) => string;
    freeCancellationUntil: (when: string) => string;
    rentalDays: (n: number) => string;
    oneWayFee: string;
    youngDriverFee: string;
  };
  /** An activity (trip kind Experience). */
  experience: ExperienceMailStrings;
  /** A hotel room or a vacation rental (trip kinds Hotel and Home). */
  stay: {
    heading: string;
    /** "Hôtel Lumière, Paris". */
    place: (name: string, city: string) => string;
    details: string;
    checkIn: string;
    checkOut: string;
    room: string;
    nights: (n: number) => string;
    guest: string;
    guests: (adults: number, children: number, pets: number) => string;
    loyalty: (program: string, ending: string) => string;
    specialRequests: string;
    /** The rate's free-cancellation deadline, the property's local time and zone. */
    cancelBy: (when: string, zone: string) => string;
    nonRefundable: string;
    roomNights: (n: number) => string;
    complimentaryNight: string;
    taxesAndFees: string;
    cancelForAnyReason: string;
  };
}

const en: MailStrings = {
  intl: 'en-US',
  tripsPath: '/trips/',
  labelled: (label, value) => `${label}: ${value}`,
  subject: (code, route) => `Booking confirmed ${code}: ${route}`,
  route: (origin, destination) => `${origin} to ${destination}`,
  someFlight: 'your flight',
  heading: 'Your flight is booked',
  confirmationNumber: 'Confirmation number',
  itinerary: 'Itinerary',
  when: (departs, arrives) => `Departs ${departs}, arrives ${arrives}`,
  at: (date, time) => `${date}, ${time}`,
  flights: 'Flights',
  travelers: 'Travelers',
  passengerType: { ADT: 'Adult', CNN: 'Child', INF: 'Lap infant', INS: 'Seated infant' },
  price: 'Price',
  baseFare: 'Base fare',
  exchangeLines: { 'Fare difference': 'Fare difference', 'Change fee': 'Change fee' },
  taxes: 'Taxes',
  total: 'Total',
  paidWith: 'Paid with',
  card: 'Card',
  billedTo: (company, reference) => `Billed to ${company} (ref. ${reference})`,
  costCenter: 'Cost center or project',
  rewards: 'Rewards',
  miles: (amount) => `${amount} miles`,
  cashRewards: (amount) => `${amount} in rewards`,
  travelOffer: 'Travel offer',
  travelCredit: (type) => `Travel credit (${type})`,
  creditType: {
    Redemption: 'rewards redemption credit',
    Adjustment: 'adjustment credit',
    StatementCreditCreated: 'statement credit',
    StatementCreditRedeemed: 'redeemed statement credit',
    StatementCreditExpired: 'expired statement credit',
    StatementCreditCanceled: 'canceled statement credit',
    PriceDropProtection: 'price drop credit',
    TravelOffer: 'travel offer credit',
    PriceMatch: 'price match credit',
    Refund: 'refund credit',
    ReferralCredit: 'referral credit',
  },
  earned: (rewards) => `You earned ${rewards} on this booking.`,
  protections: 'Protections',
  protection: {
    Cfar: 'Cancel for any reason',
    Chfar: 'Change for any reason',
    DisruptionAssistance: 'Flight disruption assistance',
    PriceDropProtection: 'Price drop protection',
  },
  free: 'Included',
  seeTrip: 'See your trip in My trips',
  experience: enExperience,
  car: {
    heading: 'Your car is booked',
    details: 'Your car',
    vehicle: (model, orSimilar, carClass) => `${model}${orSimilar ? ' or similar' : ''} (${enClasses[carClass]})`,
    supplier: 'Rental company',
    pickUp: 'Pick-up',
    dropOff: 'Drop-off',
    place: (code, name, desk) => `${name} (${code}), ${desk === 'Counter' ? 'counter in the terminal' : 'shuttle to the rental lot'}`,
    driver: 'Driver',
    extras: 'Extras',
    loyalty: (program, ending) => `Credited to ${program} (ending ${ending})`,
    freeCancellationUntil: (when) => `Free cancellation until ${when} (local time at pick-up)`,
    rentalDays: (n) => `Car rental, ${n} day${n === 1 ? '' : 's'}`,
    oneWayFee: 'One-way fee',
    youngDriverFee: 'Young driver fee',
  },
  stay: {
    heading: 'Your stay is booked',
    place: (name, city) => `${name}, ${city}`,
    details: 'Your stay',
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    room: 'Room',
    nights: (n) => `${n} night${n === 1 ? '' : 's'}`,
    guest: 'Guest',
    guests: (adults, children, pets) =>
      [
        `${adults} adult${adults === 1 ? '' : 's'}`,
        children ? `${children} child${children === 1 ? '' : 'ren'}` : '',
        pets ? `${pets} pet${pets === 1 ? '' : 's'}` : '',
      ]
        .filter(Boolean)
        .join(', '),
    loyalty: (program, ending) => `Credited to ${program} (ending ${ending})`,
    specialRequests: 'Special requests',
    cancelBy: (when, zone) => `Free cancellation until ${when} (property time, ${zone})`,
    nonRefundable: 'This rate is non-refundable.',
    roomNights: (n) => `Room, ${n} night${n === 1 ? '' : 's'}`,
    complimentaryNight: 'Complimentary fourth night',
    taxesAndFees: 'Taxes and fees',
    cancelForAnyReason: 'Cancel for any reason',
  },
};

// French typography: a no-break space before the colon, so it never starts a line.
const fr: MailStrings = {
  intl: 'fr-CA',
  tripsPath: '/fr/trips/',
  labelled: (label, value) => `${label}\u00a0: ${value}`,
  subject: (code, route) => `Réservation confirmée ${code}\u00a0: ${route}`,
  route: (origin, destination) => `${origin} à ${destination}`,
  someFlight: 'votre vol',
  heading: 'Votre vol est réservé',
  confirmationNumber: 'Numéro de confirmation',
  itinerary: 'Itinéraire',
  when: (departs, arrives) => `Départ le ${departs}, arrivée le ${arrives}`,
  at: (date, time) => `${date} à ${time}`,
  flights: 'Vols',
  travelers: 'Voyageurs',
  passengerType: { ADT: 'Adulte', CNN: 'Enfant', INF: 'Bébé sur les genoux', INS: 'Bébé sur un siège' },
  price: 'Détail du prix',
  baseFare: 'Tarif de base',
  exchangeLines: { 'Fare difference': 'Différence de tarif', 'Change fee': 'Frais de modification' },
  taxes: 'Taxes',
  total: 'Total',
  paidWith: 'Payé avec',
  card: 'Carte',
  billedTo: (company, reference) => `Facturé à ${company} (réf. ${reference})`,
  costCenter: 'Centre de coûts ou projet',
  rewards: 'Récompenses',
  miles: (amount) => `${amount} milles`,
  cashRewards: (amount) => `${amount} en récompenses`,
  travelOffer: 'Offre voyage',
  travelCredit: (type) => `Crédit voyage (${type})`,
  creditType: {
    Redemption: 'crédit d’échange de récompenses',
    Adjustment: 'crédit d’ajustement',
    StatementCreditCreated: 'crédit au relevé',
    StatementCreditRedeemed: 'crédit au relevé échangé',
    StatementCreditExpired: 'crédit au relevé expiré',
    StatementCreditCanceled: 'crédit au relevé annulé',
    PriceDropProtection: 'crédit de baisse de prix',
    TravelOffer: 'crédit d’offre voyage',
    PriceMatch: 'crédit d’égalisation de prix',
    Refund: 'crédit de remboursement',
    ReferralCredit: 'crédit de parrainage',
  },
  earned: (rewards) => `Vous avez obtenu ${rewards} avec cette réservation.`,
  protections: 'Protections',
  protection: {
    Cfar: 'Annulation pour toute raison',
    Chfar: 'Modification pour toute raison',
    DisruptionAssistance: 'Assistance en cas de perturbation de vol',
    PriceDropProtection: 'Protection en cas de baisse de prix',
  },
  free: 'Inclus',
  seeTrip: 'Voir votre voyage dans Mes voyages',
  experience: frExperience,
  car: {
    heading: 'Votre voiture est réservée',
    details: 'Votre voiture',
    vehicle: (model, orSimilar, carClass) => `${model}${orSimilar ? ' ou similaire' : ''} (${frClasses[carClass]})`,
    supplier: 'Agence de location',
    pickUp: 'Prise en charge',
    dropOff: 'Retour',
    place: (code, name, desk) =>
      `${name} (${code}), ${desk === 'Counter' ? 'comptoir dans l’aérogare' : 'navette vers le parc de location'}`,
    driver: 'Conducteur',
    extras: 'Options',
    loyalty: (program, ending) => `Porté au compte ${program} (se terminant par ${ending})`,
    freeCancellationUntil: (when) => `Annulation gratuite jusqu’au ${when} (heure locale de prise en charge)`,
    rentalDays: (n) => `Location de voiture, ${n} jour${n > 1 ? 's' : ''}`,
    oneWayFee: 'Frais d’aller simple',
    youngDriverFee: 'Frais de jeune conducteur',
  },
  stay: {
    heading: 'Votre séjour est réservé',
    place: (name, city) => `${name}, ${city}`,
    details: 'Votre séjour',
    checkIn: 'Arrivée',
    checkOut: 'Départ',
    room: 'Chambre',
    nights: (n) => `${n} nuit${n > 1 ? 's' : ''}`,
    guest: 'Voyageur',
    guests: (adults, children, pets) =>
      [
        `${adults} adulte${adults > 1 ? 's' : ''}`,
        children ? `${children} enfant${children > 1 ? 's' : ''}` : '',
        pets ? `${pets} animal${pets > 1 ? 'aux' : ''}`.replace('animalaux', 'animaux') : '',
      ]
        .filter(Boolean)
        .join(', '),
    loyalty: (program, ending) => `Porté au compte ${program} (se terminant par ${ending})`,
    specialRequests: 'Demandes spéciales',
    cancelBy: (when, zone) => `Annulation gratuite jusqu’au ${when} (heure de l’établissement, ${zone})`,
    nonRefundable: 'Ce tarif est non remboursable.',
    roomNights: (n) => `Chambre, ${n} nuit${n > 1 ? 's' : ''}`,
    complimentaryNight: 'Quatrième nuit offerte',
    taxesAndFees: 'Taxes et frais',
    cancelForAnyReason: 'Annulation pour toute raison',
  },
};

export const mailStrings: Record<MailLocale, MailStrings> = { en, fr };
