// The booking confirmation email, rendered from the Trip the API answers (so the email and the
// Trips page never disagree), in the language the traveler booked in. Pure. Nothing of a card is
// ever in a Trip, so nothing of a card can reach an email.
import { TZDate } from '@date-fns/tz';
import { ProtectionProducts } from '../../../lib/domain/booking/checkout-protections';
import { dateTimeFormat } from '../../../lib/domain/shared/intl';
import { formatRewardsBalance } from '../../../lib/domain/profile/rewards';
import type { Trip } from '../../../lib/domain/booking/booking.schema';
import { protectionLabels } from '../booking/flights/pricing';
import { carFacts, carLineLabel } from './render-car';
import { experienceFacts, experienceLineLabel } from './render-experience';
import { mailStrings, type MailStrings } from './strings';
import { formatMoney } from '../../../lib/domain/shared/money';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface RenderOptions {
  brand: string;
  /** The site's public origin, without a trailing slash: links are built per language from it. */
  siteUrl: string;
}

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Local wall-clock time of a zoned ISO string, read as written (the airport's own zone). */
export function localTime(zoned: string, s: MailStrings): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(zoned)) return zoned;
  const wall = new Date(`${zoned.slice(0, 16)}:00Z`);
  const date = dateTimeFormat(s.intl, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  const time = dateTimeFormat(s.intl, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  return s.at(date.format(wall), time.format(wall));
}

/**
 * A price line in the email's language. The server's labels are English: fare lines read by their
 * kind, an add-on by the protection it is, and a fee keeps the airline's own name for it.
 */
function lineLabel(trip: Trip, line: Trip['breakdown']['lines'][number], s: MailStrings): string {
  if (trip.kind === 'Car') return carLineLabel(trip, line, s);
  if (trip.kind === 'Experience') return experienceLineLabel(trip, line, s);
  if (trip.kind !== 'Flight') {
    const kind: string = line.kind;
    if (kind === 'BaseFare') return s.stay.roomNights(trip.nights);
    if (kind === 'Discount') return s.stay.complimentaryNight;
    if (kind === 'Taxes') return s.stay.taxesAndFees;
    if (kind === 'AddOn') return s.stay.cancelForAnyReason;
    return line.label;
  }
  if (line.kind === 'BaseFare') return s.baseFare;
  if (line.kind === 'Taxes') return s.taxes;
  if (line.kind === 'Fee' && s.exchangeLines[line.label]) return s.exchangeLines[line.label]!;
  const product = line.kind === 'AddOn' ? ProtectionProducts.find((p) => protectionLabels[p] === line.label) : undefined;
  return product ? s.protection[product] : line.label;
}

/** Money and rewards as this language writes them in an email. */
export function mailFormats(s: MailStrings) {
  const money = (minor: number) => formatMoney(minor, s.intl);
  const rewards = (amount: number, currency: 'Miles' | 'Cash') => {
    const value = formatRewardsBalance(amount, currency, s.intl);
    return currency === 'Miles' ? s.miles(value) : s.cashRewards(value);
  };
  return { money, rewards };
}

type FlightTrip = Extract<Trip, { kind: 'Flight' }>;
type StayTrip = Extract<Trip, { kind: 'Hotel' | 'Home' }>;

/** What the email says of the trip itself, per product: its name in the subject, and its sections. */
export interface ItineraryPart {
  heading: string;
  /** The trip in a few words: "JFK to LAX", "Hôtel Lumière, Paris". */
  name: string;
  text: string[];
  html: string[];
}

const e = (s: string) => escapeHtml(s);
const list = (items: string[]) => `<ul>${items.map((i) => `<li>${e(i)}</li>`).join('')}</ul>`;

function flightItinerary(trip: FlightTrip, s: MailStrings): ItineraryPart {
  const first = trip.slices[0];
  const flights = trip.slices.map((slice) => ({
    title: `${slice.origin} → ${slice.destination}`,
    when: s.when(localTime(slice.zonedDeparture, s), localTime(slice.zonedArrival, s)),
    numbers: s.labelled(s.flights, slice.segments.map((g) => `${g.marketingAirline.code} ${g.marketingAirline.flightNumber}`).join(', ')),
  }));
  const travelers = trip.travelers.map((t) => `${t.givenName} ${t.surname} (${s.passengerType[t.passengerType]})`);
  return {
    heading: s.heading,
    name: first ? s.route(first.origin, first.destination) : s.someFlight,
    text: [
      s.itinerary,
      ...flights.flatMap((f) => [`  ${f.title}`, `  ${f.when}`, `  ${f.numbers}`, '']),
      s.travelers,
      ...travelers.map((t) => `  ${t}`),
    ],
    html: [
      `<h2>${e(s.itinerary)}</h2>`,
      ...flights.map((f) => `<p><strong>${e(f.title)}</strong><br>${e(f.when)}<br>${e(f.numbers)}</p>`),
      `<h2>${e(s.travelers)}</h2>`,
      list(travelers),
    ],
  };
}

/** A stay: the property, check-in and check-out on its clock, the room and guest, and until when it cancels free. */
function stayItinerary(trip: StayTrip, s: MailStrings): ItineraryPart {
  const st = s.stay;
  const { lodging, rate } = trip;
  const name = st.place(lodging.name, lodging.city);
  const facts = [
    s.labelled(st.checkIn, localTime(`${trip.checkIn}T${lodging.checkInTime}`, s)),
    s.labelled(st.checkOut, localTime(`${trip.checkOut}T${lodging.checkOutTime}`, s)),
    s.labelled(st.room, `${trip.room.name}, ${st.nights(trip.nights)}`),
    s.labelled(
      st.guest,
      `${trip.guest.givenName} ${trip.guest.surname} (${st.guests(trip.guests.adults, trip.guests.children, trip.guests.pets)})`,
    ),
    ...(trip.loyalty ? [st.loyalty(trip.loyalty.programName, trip.loyalty.numberEnding)] : []),
    ...(trip.specialRequests ? [s.labelled(st.specialRequests, trip.specialRequests)] : []),
    rate.cancelBy
      ? st.cancelBy(localTime(rate.cancelBy, s), lodging.timeZone)
      : rate.cancellation === 'NonRefundable'
        ? st.nonRefundable
        : '',
  ].filter(Boolean);
  return {
    heading: st.heading,
    name,
    text: [st.details, `  ${name}`, ...facts.map((f) => `  ${f}`)],
    html: [`<h2>${e(st.details)}</h2>`, `<p><strong>${e(name)}</strong></p>`, list(facts)],
  };
}

function carItinerary(trip: Extract<Trip, { kind: 'Car' }>, s: MailStrings): ItineraryPart {
  const { name, facts } = carFacts(trip, s, (zoned) => localTime(zoned, s));
  return {
    heading: s.car.heading,
    name,
    text: [s.car.details, ...facts.map((f) => `  ${f}`)],
    html: [`<h2>${e(s.car.details)}</h2>`, list(facts)],
  };
}

/** An instant written as the wall clock of a zone, with its offset, as localTime reads it. */
const zonedIso = (instant: string, timeZone: string) => new TZDate(Date.parse(instant), timeZone).toISOString();

function experienceItinerary(trip: Extract<Trip, { kind: 'Experience' }>, s: MailStrings): ItineraryPart {
  const facts = experienceFacts(trip, s, (instant, timeZone) => localTime(zonedIso(instant, timeZone), s));
  const name = `${trip.experience.title}, ${trip.experience.city}`;
  return {
    heading: s.experience.heading,
    name,
    text: [s.experience.details, `  ${name}`, ...facts.map((f) => `  ${f}`)],
    html: [`<h2>${e(s.experience.details)}</h2>`, `<p><strong>${e(name)}</strong></p>`, list(facts)],
  };
}

/** The itinerary part of a trip's emails, per SPEC §3 trip kind. */
export function itineraryOf(trip: Trip, s: MailStrings): ItineraryPart {
  if (trip.kind === 'Flight') return flightItinerary(trip, s);
  if (trip.kind === 'Car') return carItinerary(trip, s);
  if (trip.kind === 'Experience') return experienceItinerary(trip, s);
  return stayItinerary(trip, s);
}

/** Subject, plain text and HTML of a confirmed booking's email. */
/**
 * The frame of every email about a booked trip after it was booked (cancel, schedule change,
 * correction request): the heading, the confirmation number and the route, the message's own
 * parts (text lines, HTML blocks already escaped), the Trips link and the brand.
 */
export function tripMail(
  trip: Trip,
  opts: RenderOptions,
  parts: { subject: string; heading: string; text: readonly string[]; html: readonly string[] },
): Omit<MailMessage, 'to'> {
  const s = mailStrings[trip.locale];
  const code = trip.confirmationNumber ?? '';
  const route = itineraryOf(trip, s).name;
  const tripsUrl = `${opts.siteUrl}${s.tripsPath}`;
  const e = escapeHtml;
  const text = [
    parts.heading,
    s.labelled(s.confirmationNumber, code),
    route,
    '',
    ...parts.text,
    '',
    s.labelled(s.seeTrip, tripsUrl),
    '',
    opts.brand,
  ].join('\n');
  const html = [
    `<!doctype html><html lang="${trip.locale}"><body style="font-family:sans-serif;line-height:1.5">`,
    `<h1>${e(parts.heading)}</h1><p>${e(s.labelled(s.confirmationNumber, ''))}<strong>${e(code)}</strong><br>${e(route)}</p>`,
    ...parts.html,
    `<p><a href="${e(tripsUrl)}">${e(s.seeTrip)}</a></p><p>${e(opts.brand)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: parts.subject, text, html };
}

export function renderBookingConfirmation(trip: Trip, opts: RenderOptions): Omit<MailMessage, 'to'> {
  const s = mailStrings[trip.locale];
  const { money, rewards } = mailFormats(s);
  const part = itineraryOf(trip, s);
  const code = trip.confirmationNumber ?? '';
  const tripsUrl = `${opts.siteUrl}${s.tripsPath}`;

  const lines = trip.breakdown.lines.map((l) => ({ label: lineLabel(trip, l, s), amount: money(l.amountMinor) }));
  // In the order they paid (splitPayment): wallet offer and credits, then rewards, then the card.
  const paid = trip.payment.wallet.map((part) =>
    s.labelled(part.kind === 'TravelWalletOffer' ? s.travelOffer : s.travelCredit(s.creditType[part.creditType]), money(part.amountMinor)),
  );
  if (trip.payment.rewards)
    paid.push(
      s.labelled(s.rewards, `${money(trip.payment.rewardsMinor)} (${rewards(trip.payment.rewards.amount, trip.payment.rewards.currency)})`),
    );
  const company = trip.payment.companyBilling;
  const payer = company ? s.billedTo(company.companyName, company.reference) : s.card;
  if (trip.payment.cardMinor > 0) paid.push(s.labelled(payer, money(trip.payment.cardMinor)));
  if (company?.costCenter) paid.push(s.labelled(s.costCenter, company.costCenter));
  const earned = trip.rewardsEarned ? s.earned(rewards(trip.rewardsEarned.amount, trip.rewardsEarned.currency)) : null;
  const protections = trip.protections.map((p) => s.labelled(s.protection[p.product], p.priceMinor > 0 ? money(p.priceMinor) : s.free));
  const total = money(trip.breakdown.totalMinor);

  const text = [
    part.heading,
    s.labelled(s.confirmationNumber, code),
    '',
    ...part.text,
    '',
    s.price,
    ...lines.map((l) => `  ${s.labelled(l.label, l.amount)}`),
    `  ${s.labelled(s.total, total)}`,
    '',
    s.paidWith,
    ...paid.map((p) => `  ${p}`),
    ...(earned ? ['', earned] : []),
    ...(protections.length ? ['', s.protections, ...protections.map((p) => `  ${p}`)] : []),
    '',
    s.labelled(s.seeTrip, tripsUrl),
    '',
    opts.brand,
  ].join('\n');

  const cell = 'style="text-align:right;white-space:nowrap"';
  const html = [
    `<!doctype html><html lang="${trip.locale}"><body style="font-family:sans-serif;line-height:1.5">`,
    `<h1>${e(part.heading)}</h1><p>${e(s.labelled(s.confirmationNumber, ''))}<strong>${e(code)}</strong></p>`,
    ...part.html,
    `<h2>${e(s.price)}</h2><table>`,
    ...lines.map((l) => `<tr><td>${e(l.label)}</td><td ${cell}>${e(l.amount)}</td></tr>`),
    `<tr><th scope="row" style="text-align:left">${e(s.total)}</th><td ${cell}><strong>${e(total)}</strong></td></tr></table>`,
    `<h2>${e(s.paidWith)}</h2>`,
    list(paid),
    earned ? `<p>${e(earned)}</p>` : '',
    protections.length ? `<h2>${e(s.protections)}</h2>${list(protections)}` : '',
    `<p><a href="${e(tripsUrl)}">${e(s.seeTrip)}</a></p><p>${e(opts.brand)}</p>`,
    '</body></html>',
  ].join('\n');

  return { subject: s.subject(code, part.name), text, html };
}
