// The booking confirmation email, rendered from the Trip the API answers (so the email and the
// Trips page never disagree). Pure. English: the user's locale is not stored yet; the formatters
// take one, so a stored locale plugs in here. Nothing of a card is ever in a Trip, so nothing of
// a card can reach an email.
import { formatRewardsBalance } from '../../../lib/domain/rewards';
import type { Trip } from '../booking/booking.schema';
import { protectionLabels } from '../booking/pricing';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const passengerTypeNames = { ADT: 'Adult', CNN: 'Child', INF: 'Infant on lap', INS: 'Infant in seat' } as const;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Local wall-clock time of a zoned ISO string (2026-12-01T08:30:00-05:00 → Tue, Dec 1, 08:30). */
function localTime(zoned: string, locale: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(zoned);
  if (!m) return zoned;
  const day = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  const date = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(day);
  return `${date}, ${m[4]}:${m[5]}`;
}

export interface RenderOptions {
  brand: string;
  /** Where the traveler sees the trip. */
  tripsUrl: string;
  locale?: string;
}

/** Subject, plain text and HTML of a confirmed booking's email. */
export function renderBookingConfirmation(trip: Trip, opts: RenderOptions): Omit<MailMessage, 'to'> {
  const locale = opts.locale ?? 'en-US';
  const money = (cents: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(cents / 100);
  const rewards = (amount: number, currency: 'Miles' | 'Cash') =>
    currency === 'Miles'
      ? `${formatRewardsBalance(amount, currency, locale)} miles`
      : `${formatRewardsBalance(amount, currency, locale)} in rewards`;
  const first = trip.slices[0];
  const route = first ? `${first.origin} to ${first.destination}` : 'your flight';
  const code = trip.confirmationNumber ?? '';

  const flights = trip.slices.map((s) => ({
    title: `${s.origin} → ${s.destination}`,
    when: `Departs ${localTime(s.zonedDeparture, locale)}, arrives ${localTime(s.zonedArrival, locale)}`,
    numbers: s.segments.map((g) => `${g.marketingAirline.code} ${g.marketingAirline.flightNumber}`).join(', '),
  }));
  const travelers = trip.travelers.map((t) => `${t.givenName} ${t.surname} (${passengerTypeNames[t.passengerType]})`);
  const lines = trip.breakdown.lines.map((l) => ({ label: l.label, amount: money(l.amountCents) }));
  const paid: string[] = [];
  if (trip.payment.rewards)
    paid.push(`Rewards: ${rewards(trip.payment.rewards.amount, trip.payment.rewards.currency)} (${money(trip.payment.rewardsCents)})`);
  if (trip.payment.cardCents > 0) paid.push(`Card: ${money(trip.payment.cardCents)}`);
  const earned = trip.rewardsEarned
    ? `You earned ${rewards(trip.rewardsEarned.amount, trip.rewardsEarned.currency)} on this booking.`
    : null;
  const protections = trip.protections.map((p) => `${protectionLabels[p.product]}: ${money(p.priceCents)}`);

  const text = [
    `Your flight is booked. Confirmation number: ${code}`,
    '',
    'Itinerary',
    ...flights.flatMap((f) => [`  ${f.title}`, `  ${f.when}`, `  Flights: ${f.numbers}`, '']),
    'Travelers',
    ...travelers.map((t) => `  ${t}`),
    '',
    'Price',
    ...lines.map((l) => `  ${l.label}: ${l.amount}`),
    `  Total: ${money(trip.breakdown.totalCents)}`,
    '',
    'Paid with',
    ...paid.map((p) => `  ${p}`),
    ...(earned ? ['', earned] : []),
    ...(protections.length ? ['', 'Protections', ...protections.map((p) => `  ${p}`)] : []),
    '',
    `See your trip: ${opts.tripsUrl}`,
    '',
    opts.brand,
  ].join('\n');

  const e = escapeHtml;
  const list = (items: string[]) => `<ul>${items.map((i) => `<li>${e(i)}</li>`).join('')}</ul>`;
  const html = [
    '<!doctype html><html lang="en"><body style="font-family:sans-serif;line-height:1.5">',
    `<h1>Your flight is booked</h1><p>Confirmation number: <strong>${e(code)}</strong></p>`,
    '<h2>Itinerary</h2>',
    ...flights.map((f) => `<p><strong>${e(f.title)}</strong><br>${e(f.when)}<br>Flights: ${e(f.numbers)}</p>`),
    '<h2>Travelers</h2>',
    list(travelers),
    '<h2>Price</h2><table>',
    ...lines.map((l) => `<tr><td>${e(l.label)}</td><td style="text-align:right">${e(l.amount)}</td></tr>`),
    `<tr><th scope="row" style="text-align:left">Total</th><td style="text-align:right"><strong>${e(money(trip.breakdown.totalCents))}</strong></td></tr></table>`,
    '<h2>Paid with</h2>',
    list(paid),
    earned ? `<p>${e(earned)}</p>` : '',
    protections.length ? `<h2>Protections</h2>${list(protections)}` : '',
    `<p><a href="${e(opts.tripsUrl)}">See your trip</a></p><p>${e(opts.brand)}</p>`,
    '</body></html>',
  ].join('\n');

  return { subject: `Booking confirmed ${code}: ${route}`, text, html };
}
