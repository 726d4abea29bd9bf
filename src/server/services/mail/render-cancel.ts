// The email that confirms a cancel, rendered from the canceled Trip (so it says what Trips says),
// in the language the traveler booked in. Pure; nothing of a card is in a Trip.
import type { Trip } from '../../../lib/domain/booking/booking.schema';
import { dateTimeFormat } from '../../../lib/domain/shared/intl';
import { escapeHtml, itineraryOf, mailFormats, tripMail, type MailMessage, type RenderOptions } from './render';
import { mailStrings, type MailLocale } from './strings';

interface CancelStrings {
  subject: (code: string, route: string) => string;
  heading: string;
  refund: string;
  toCard: string;
  toCompany: (company: string, reference: string) => string;
  rewardsBack: string;
  creditBack: string;
  offerBack: string;
  airlineCredit: (airline: string, expires: string) => string;
  totalBack: string;
  kept: string;
  /** A stay keeps the rate's fee or what Cancel for any reason does not cover. */
  keptStay: string;
  earnedBack: (rewards: string) => string;
  cardTiming: string;
  /** SPEC §9: a cancel for any reason refund reaches the card in 1 to 2 billing cycles. */
  cfarTiming: string;
  airlineCreditUse: string;
  nothingBack: string;
}

const strings: Record<MailLocale, CancelStrings> = {
  en: {
    subject: (code, route) => `Booking canceled ${code}: ${route}`,
    heading: 'Your booking is canceled',
    refund: 'Your refund',
    toCard: 'To your card',
    toCompany: (company, reference) => `Credited to ${company}’s invoice (ref. ${reference})`,
    rewardsBack: 'Rewards returned',
    creditBack: 'Travel credit given back',
    offerBack: 'Travel offer usable again',
    airlineCredit: (airline, expires) => `Airline credit with ${airline}, usable until ${expires}`,
    totalBack: 'Total refund',
    kept: 'Kept (fare fee and protections)',
    keptStay: 'Kept (cancellation fee)',
    earnedBack: (rewards) => `${rewards[0]!.toUpperCase()}${rewards.slice(1)} earned with this booking were taken back.`,
    cardTiming: 'A card refund shows on your statement within 5 to 10 business days.',
    cfarTiming: 'A cancel for any reason refund shows on your statement within 1 to 2 billing cycles.',
    airlineCreditUse: 'Your airline credit is in Trips, under Airline travel credits. Call us to use it on a new flight with that airline.',
    nothingBack: 'Nothing comes back for this booking.',
  },
  fr: {
    subject: (code, route) => `Réservation annulée ${code} : ${route}`,
    heading: 'Votre réservation est annulée',
    refund: 'Votre remboursement',
    toCard: 'Sur votre carte',
    toCompany: (company, reference) => `Crédité sur la facture de ${company} (réf. ${reference})`,
    rewardsBack: 'Récompenses rendues',
    creditBack: 'Crédit voyage rendu',
    offerBack: 'Offre voyage de nouveau utilisable',
    airlineCredit: (airline, expires) => `Crédit auprès de ${airline}, utilisable jusqu’au ${expires}`,
    totalBack: 'Remboursement total',
    kept: 'Retenu (frais du tarif et protections)',
    keptStay: 'Retenu (frais d’annulation)',
    earnedBack: (rewards) => `${rewards[0]!.toUpperCase()}${rewards.slice(1)} gagnés avec cette réservation ont été repris.`,
    cardTiming: 'Un remboursement sur carte apparaît sur votre relevé sous 5 à 10 jours ouvrables.',
    cfarTiming: 'Un remboursement d’annulation toutes raisons apparaît sur votre relevé sous 1 à 2 cycles de facturation.',
    airlineCreditUse:
      'Votre crédit compagnie est dans Voyages, sous Crédits de compagnies aériennes. Appelez-nous pour l’utiliser sur un nouveau vol de cette compagnie.',
    nothingBack: 'Rien n’est remboursé pour cette réservation.',
  },
};

/** Subject, plain text and HTML of a canceled booking's email. */
export function renderBookingCancellation(trip: Trip, opts: RenderOptions): Omit<MailMessage, 'to'> {
  const s = mailStrings[trip.locale];
  const c = strings[trip.locale];
  const { money, rewards } = mailFormats(s);
  const day = (iso: string) =>
    dateTimeFormat(s.intl, { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso));
  const refund = trip.cancellation?.refund;
  // The flight's route, or the property and its city.
  const route = itineraryOf(trip, s).name;
  const code = trip.confirmationNumber ?? '';
  const lines = (refund?.routes ?? []).map((r) => {
    if (r.route === 'Card') return s.labelled(c.toCard, money(r.amountMinor));
    if (r.route === 'CompanyBilling') return s.labelled(c.toCompany(r.companyName, r.reference), money(r.amountMinor));
    if (r.route === 'Rewards')
      return s.labelled(c.rewardsBack, `${money(r.amountMinor)} (${rewards(r.rewards.amount, r.rewards.currency)})`);
    if (r.route === 'AirlineCredit') return s.labelled(c.airlineCredit(r.airline.name, day(r.expiresAt)), money(r.amountMinor));
    return s.labelled(r.route === 'TravelWalletCredit' ? c.creditBack : c.offerBack, money(r.amountMinor));
  });
  const totals = refund
    ? [
        // A credit alone is its own total; "refund" would promise money back.
        ...(refund.routes.every((r) => r.route === 'AirlineCredit') ? [] : [s.labelled(c.totalBack, money(refund.refundMinor))]),
        ...(refund.keptMinor ? [s.labelled(trip.kind === 'Flight' ? c.kept : c.keptStay, money(refund.keptMinor))] : []),
      ]
    : [];
  const reversed = refund?.rewardsEarnedReversed;
  const notes = [
    ...(reversed ? [c.earnedBack(rewards(reversed.amount, reversed.currency))] : []),
    ...(refund?.routes.some((r) => r.route === 'Card') ? [refund.why === 'CancelForAnyReason' ? c.cfarTiming : c.cardTiming] : []),
    ...(refund?.routes.some((r) => r.route === 'AirlineCredit') ? [c.airlineCreditUse] : []),
  ];
  const body = lines.length ? lines : [c.nothingBack];
  const e = escapeHtml;
  return tripMail(trip, opts, {
    subject: c.subject(code, route),
    heading: c.heading,
    text: [c.refund, ...body.map((l) => `  ${l}`), ...totals.map((t) => `  ${t}`), ...(notes.length ? ['', ...notes] : [])],
    html: [
      `<h2>${e(c.refund)}</h2><ul>${[...body, ...totals].map((l) => `<li>${e(l)}</li>`).join('')}</ul>`,
      ...notes.map((n) => `<p>${e(n)}</p>`),
    ],
  });
}
