// The booking confirmation email, rendered from the Trip the API answers (so the email and the
// Trips page never disagree), in the language the traveler booked in. Pure. Nothing of a card is
// ever in a Trip, so nothing of a card can reach an email.
import { ProtectionProducts } from '../../../lib/domain/booking/checkout-protections';
import { dateTimeFormat } from '../../../lib/domain/shared/intl';
import { formatRewardsBalance } from '../../../lib/domain/profile/rewards';
import type { Trip } from '../../../lib/domain/booking/booking.schema';
import { protectionLabels } from '../booking/flights/pricing';
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
function localTime(zoned: string, s: MailStrings): string {
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
function lineLabel(line: Trip['breakdown']['lines'][number], s: MailStrings): string {
  if (line.kind === 'BaseFare') return s.baseFare;
  if (line.kind === 'Taxes') return s.taxes;
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

/** Subject, plain text and HTML of a confirmed booking's email. */
export function renderBookingConfirmation(trip: Trip, opts: RenderOptions): Omit<MailMessage, 'to'> {
  const s = mailStrings[trip.locale];
  const { money, rewards } = mailFormats(s);
  const first = trip.slices[0];
  const route = first ? s.route(first.origin, first.destination) : s.someFlight;
  const code = trip.confirmationNumber ?? '';
  const tripsUrl = `${opts.siteUrl}${s.tripsPath}`;

  const flights = trip.slices.map((slice) => ({
    title: `${slice.origin} → ${slice.destination}`,
    when: s.when(localTime(slice.zonedDeparture, s), localTime(slice.zonedArrival, s)),
    numbers: s.labelled(s.flights, slice.segments.map((g) => `${g.marketingAirline.code} ${g.marketingAirline.flightNumber}`).join(', ')),
  }));
  const travelers = trip.travelers.map((t) => `${t.givenName} ${t.surname} (${s.passengerType[t.passengerType]})`);
  const lines = trip.breakdown.lines.map((l) => ({ label: lineLabel(l, s), amount: money(l.amountMinor) }));
  // In the order they paid (splitPayment): wallet offer and credits, then rewards, then the card.
  const paid = trip.payment.wallet.map((part) =>
    s.labelled(part.kind === 'TravelWalletOffer' ? s.travelOffer : s.travelCredit(s.creditType[part.creditType]), money(part.amountMinor)),
  );
  if (trip.payment.rewards)
    paid.push(
      s.labelled(s.rewards, `${money(trip.payment.rewardsMinor)} (${rewards(trip.payment.rewards.amount, trip.payment.rewards.currency)})`),
    );
  if (trip.payment.cardMinor > 0) paid.push(s.labelled(s.card, money(trip.payment.cardMinor)));
  const earned = trip.rewardsEarned ? s.earned(rewards(trip.rewardsEarned.amount, trip.rewardsEarned.currency)) : null;
  const protections = trip.protections.map((p) => s.labelled(s.protection[p.product], p.priceMinor > 0 ? money(p.priceMinor) : s.free));
  const total = money(trip.breakdown.totalMinor);

  const text = [
    s.heading,
    s.labelled(s.confirmationNumber, code),
    '',
    s.itinerary,
    ...flights.flatMap((f) => [`  ${f.title}`, `  ${f.when}`, `  ${f.numbers}`, '']),
    s.travelers,
    ...travelers.map((t) => `  ${t}`),
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

  const e = escapeHtml;
  const list = (items: string[]) => `<ul>${items.map((i) => `<li>${e(i)}</li>`).join('')}</ul>`;
  const cell = 'style="text-align:right;white-space:nowrap"';
  const html = [
    `<!doctype html><html lang="${trip.locale}"><body style="font-family:sans-serif;line-height:1.5">`,
    `<h1>${e(s.heading)}</h1><p>${e(s.labelled(s.confirmationNumber, ''))}<strong>${e(code)}</strong></p>`,
    `<h2>${e(s.itinerary)}</h2>`,
    ...flights.map((f) => `<p><strong>${e(f.title)}</strong><br>${e(f.when)}<br>${e(f.numbers)}</p>`),
    `<h2>${e(s.travelers)}</h2>`,
    list(travelers),
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

  return { subject: s.subject(code, route), text, html };
}
