// The activity emails (trip kind Experience): what, when on the city's clock, the party by age band
// (or groups), the lead traveler, the ticket and until when it cancels — the deadline read on the
// city's clock too, whatever the server's or the portal's zone; the price lines (as
// experienceBreakdown writes them) in the language of the booking.
import { describe, expect, it } from 'vitest';
import type { Trip } from '../../../src/lib/domain/booking/booking.schema';
import type { PartyPrice } from '../../../src/lib/domain/experiences/experiences.schema';
import { experienceBreakdown } from '../../../src/server/services/booking/experiences/pricing';
import { renderBookingConfirmation } from '../../../src/server/services/mail/render';
import { renderBookingCancellation } from '../../../src/server/services/mail/render-cancel';
import { experienceFacts, experienceLineLabel } from '../../../src/server/services/mail/render-experience';
import { mailStrings } from '../../../src/server/services/mail/strings';

type ExperienceTrip = Extract<Trip, { kind: 'Experience' }>;

const opts = { brand: 'Travel Portal', siteUrl: 'https://travel.example' };
const spaces = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

/** One child and two adults: $36 and $60 each. */
const FAMILY: PartyPrice = {
  total: 156_00,
  lines: [
    { unit: 'Child', count: 1, unitPrice: 36_00, subtotal: 36_00 },
    { unit: 'Adult', count: 2, unitPrice: 60_00, subtotal: 120_00 },
  ],
};

/**
 * A walking tour in Paris on Saturday 20 February 2027 at 9:00 (08:00 UTC), free to cancel until 24
 * hours before, mobile tickets, paid $50 of miles and the card the rest.
 */
function activity(over: Partial<ExperienceTrip> = {}): ExperienceTrip {
  const price = over.price ?? FAMILY;
  const breakdown = experienceBreakdown(price);
  return {
    id: '22222222-2222-4222-8222-222222222222',
    kind: 'Experience',
    reservation: 'Confirmed',
    confirmationNumber: 'XP4K2M',
    ticket: null,
    failure: null,
    createdAt: '2027-01-10T15:00:00Z',
    protections: [],
    experience: {
      id: 'e895-1',
      title: 'Paris old town walking tour',
      city: 'Paris',
      country: 'France',
      timeZone: 'Europe/Paris',
      itineraryType: 'Standard',
      durationMinutes: 150,
      description: 'A 2.5-hour tour with a live guide in Paris, France. Meet at the start point.',
      image: '/api/v0/lodging/images/e895-1-0.svg',
    },
    date: '2027-02-20',
    slot: { slotId: 'e895-1@2027-02-20T09:00', startTime: '09:00', startsAt: '2027-02-20T08:00:00.000Z' },
    travelers: { Adult: 2, Senior: 0, Youth: 0, Child: 1, Infant: 0, Traveler: 0 },
    price,
    ticketFormat: { type: 'MobileOnly', scope: 'OnePerTraveler' },
    guides: ['Human'],
    pickup: null,
    cancellationPolicy: { kind: 'FullyRefundable', hoursBefore: 24 },
    leadTraveler: { givenName: 'Ada', surname: 'Lovelace' },
    breakdown,
    rewardsEarned: { amount: 530, currency: 'Miles', accountReferenceId: 'acct-miles' },
    contact: { email: 'ada@example.com' },
    locale: 'en',
    cancellation: null,
    policy: null,
    approval: null,
    payment: {
      companyBilling: null,
      form: 'split',
      totalMinor: breakdown.totalMinor,
      cardMinor: breakdown.totalMinor - 50_00,
      rewardsMinor: 50_00,
      walletMinor: 0,
      wallet: [],
      rewards: { accountReferenceId: 'acct-miles', amount: 5_000, currency: 'Miles' },
    },
    ...over,
  };
}

describe('experienceFacts', () => {
  it('writes the start and the deadline as instants in the city’s zone, then the party, the lead, the ticket and the policy', () => {
    const seen: [string, string][] = [];
    const facts = experienceFacts(activity(), mailStrings.en, (instant, timeZone) => {
      seen.push([instant, timeZone]);
      return `<${instant} in ${timeZone}>`;
    });
    expect(facts).toEqual([
      'When: <2027-02-20T08:00:00.000Z in Europe/Paris> (local time in Paris)',
      'Travelers: 1 child, 2 adults',
      'Lead traveler: Ada Lovelace',
      'Show the ticket on your phone.',
      'Free cancellation until <2027-02-19T08:00:00.000Z in Europe/Paris> (local time in Paris)',
    ]);
    expect([...seen].sort()).toEqual([
      ['2027-02-19T08:00:00.000Z', 'Europe/Paris'],
      ['2027-02-20T08:00:00.000Z', 'Europe/Paris'],
    ]);
  });

  it.each([
    ['MobileOnly', 'Show the ticket on your phone.', 'Présentez le billet sur votre téléphone.'],
    ['Paper', 'Print the ticket and bring it.', 'Imprimez le billet et apportez-le.'],
  ] as const)('a %s ticket: “%s” / “%s”', (type, en, fr) => {
    const t = activity({ ticketFormat: { type, scope: 'OnePerBooking' } });
    expect(experienceFacts(t, mailStrings.en, (i) => i)).toContain(en);
    expect(experienceFacts(t, mailStrings.fr, (i) => i)).toContain(fr);
  });

  it('has no ticket line when the operator does not say what the ticket is', () => {
    const facts = experienceFacts(activity({ ticketFormat: { type: 'Unknown', scope: 'OnePerBooking' } }), mailStrings.en, (i) => i);
    expect(facts).toHaveLength(4);
    expect(facts).not.toContain('');
  });

  it.each([
    [{ kind: 'FullyRefundable', hoursBefore: 24 }, 'Free cancellation until 2027-02-19T08:00:00.000Z (local time in Paris)'],
    [
      { kind: 'PartiallyRefundable', hoursBefore: 48, refundPercentage: 50 },
      'Cancel until 2027-02-18T08:00:00.000Z (local time in Paris) for 50% back',
    ],
    [{ kind: 'NonRefundable' }, 'This ticket is non-refundable.'],
  ] as const)('the policy %j reads “%s”', (cancellationPolicy, line) => {
    expect(experienceFacts(activity({ cancellationPolicy }), mailStrings.en, (i) => i).at(-1)).toBe(line);
  });
});

describe('the deadline on the city’s clock', () => {
  it('24 hours before a start just after Paris moves its clocks forward reads an hour earlier on the wall', () => {
    // Sunday 28 March 2027, 09:00 CEST (07:00 UTC); 24 hours before is Saturday 08:00 CET.
    const t = activity({
      date: '2027-03-28',
      slot: { slotId: 'e895-1@2027-03-28T09:00', startTime: '09:00', startsAt: '2027-03-28T07:00:00.000Z' },
    });
    const text = spaces(renderBookingConfirmation(t, opts).text);
    expect(text).toContain('  When: Sun, Mar 28, 2027, 9:00 AM (local time in Paris)');
    expect(text).toContain('  Free cancellation until Sat, Mar 27, 2027, 8:00 AM (local time in Paris)');
    const fr = spaces(renderBookingConfirmation({ ...t, locale: 'fr' }, opts).text);
    expect(fr).toContain('  Quand : dim. 28 mars 2027 à 9 h 00 (heure locale à Paris)');
    expect(fr).toContain('  Annulation gratuite jusqu’au sam. 27 mars 2027 à 8 h 00 (heure locale à Paris)');
  });

  it('in Tokyo, a 10:00 start on the 20th is still the 19th at home: the email says the 20th, and 48 hours before it the 18th', () => {
    const t = activity({
      experience: {
        ...activity().experience,
        id: 'e1-2',
        title: 'Tokyo food tour',
        city: 'Tokyo',
        country: 'Japan',
        timeZone: 'Asia/Tokyo',
      },
      slot: { slotId: 'e1-2@2027-02-20T10:00', startTime: '10:00', startsAt: '2027-02-20T01:00:00.000Z' },
      cancellationPolicy: { kind: 'PartiallyRefundable', hoursBefore: 48, refundPercentage: 50 },
    });
    const text = spaces(renderBookingConfirmation(t, opts).text);
    expect(text).toContain('  When: Sat, Feb 20, 2027, 10:00 AM (local time in Tokyo)');
    expect(text).toContain('  Cancel until Thu, Feb 18, 2027, 10:00 AM (local time in Tokyo) for 50% back');
    const fr = spaces(renderBookingConfirmation({ ...t, locale: 'fr' }, opts).text);
    expect(fr).toContain('  Annulez jusqu’au jeu. 18 févr. 2027 à 10 h 00 (heure locale à Tokyo) pour un remboursement de 50 %');
  });
});

describe('experience confirmation email', () => {
  it('names the activity and its city, the start on the city’s clock, the party, the lead, the ticket and the deadline, in English', () => {
    const m = renderBookingConfirmation(activity(), opts);
    expect(m.subject).toBe('Booking confirmed XP4K2M: Paris old town walking tour, Paris');
    const text = spaces(m.text);
    expect(text).toContain('Your activity is booked\nConfirmation number: XP4K2M\n');
    expect(text).toContain(
      [
        'Your activity',
        '  Paris old town walking tour, Paris',
        '  When: Sat, Feb 20, 2027, 9:00 AM (local time in Paris)',
        '  Travelers: 1 child, 2 adults',
        '  Lead traveler: Ada Lovelace',
        '  Show the ticket on your phone.',
        '  Free cancellation until Fri, Feb 19, 2027, 9:00 AM (local time in Paris)',
      ].join('\n'),
    );
    // Nothing of a flight, a stay or a car.
    expect(text).not.toMatch(/Itinerary|Flights|Check-in|Room|Guest|Driver|Pick-up|Base fare|Taxes/);
    expect(m.html).toContain('<html lang="en">');
    expect(m.html).toContain('<h1>Your activity is booked</h1>');
    expect(m.html).toContain('<h2>Your activity</h2>');
    expect(m.html).toContain('<p><strong>Paris old town walking tour, Paris</strong></p>');
    expect(m.html).toContain('<li>Lead traveler: Ada Lovelace</li>');
  });

  it('prices a line per age band of the party, then the total; paid with miles and the card; the earn', () => {
    const text = spaces(renderBookingConfirmation(activity(), opts).text);
    const price = text.slice(text.indexOf('\nPrice\n'), text.indexOf('\nPaid with\n'));
    expect(price.trim().split('\n')).toEqual(['Price', '  1 child: $36.00', '  2 adults: $120.00', '  Total: $156.00']);
    expect(text).toContain('  Rewards: $50.00 (5,000 miles)');
    expect(text).toContain('  Card: $106.00');
    expect(text).toMatch(/You earned 530 miles/);
    expect(text).toContain('See your trip in My trips: https://travel.example/trips/');
  });

  it('is written in French for an activity booked in French', () => {
    const m = renderBookingConfirmation(activity({ locale: 'fr' }), opts);
    expect(spaces(m.subject)).toBe('Réservation confirmée XP4K2M : Paris old town walking tour, Paris');
    const text = spaces(m.text);
    expect(text).toContain(
      [
        'Votre activité',
        '  Paris old town walking tour, Paris',
        '  Quand : sam. 20 févr. 2027 à 9 h 00 (heure locale à Paris)',
        '  Voyageurs : 1 enfant, 2 adultes',
        '  Voyageur principal : Ada Lovelace',
        '  Présentez le billet sur votre téléphone.',
        '  Annulation gratuite jusqu’au ven. 19 févr. 2027 à 9 h 00 (heure locale à Paris)',
      ].join('\n'),
    );
    expect(text).toContain('Votre activité est réservée');
    expect(text).toContain('  1 enfant : 36,00 $ US');
    expect(text).toContain('  2 adultes : 120,00 $ US');
    expect(text).toContain('  Total : 156,00 $ US');
    expect(text).toContain('https://travel.example/fr/trips/');
    // No English label left.
    expect(text).not.toMatch(/\b(?:When|Travelers|Lead traveler|Free cancellation|Show the ticket|adults?|child)\b/);
    expect(m.html).toContain('<html lang="fr">');
  });

  it('prices a per-group activity by its groups', () => {
    const price: PartyPrice = { total: 2 * 310_00, lines: [{ unit: 'Group', count: 2, unitPrice: 310_00, subtotal: 620_00 }] };
    const t = activity({
      price,
      travelers: { Adult: 6, Senior: 0, Youth: 0, Child: 0, Infant: 0, Traveler: 0 },
      payment: {
        form: 'fiat',
        totalMinor: 620_00,
        cardMinor: 620_00,
        rewardsMinor: 0,
        walletMinor: 0,
        wallet: [],
        rewards: null,
        companyBilling: null,
      },
    });
    const text = spaces(renderBookingConfirmation(t, opts).text);
    expect(text).toContain('  Travelers: 2 groups');
    expect(text).toContain('  2 groups: $620.00');
    expect(text).toContain('  Total: $620.00');
    expect(spaces(renderBookingConfirmation({ ...t, locale: 'fr' }, opts).text)).toContain('  2 groupes : 620,00 $ US');
  });

  it('escapes the activity’s title in the HTML part', () => {
    const t = activity({ experience: { ...activity().experience, title: 'Wine & cheese <tasting> "night"' } });
    const m = renderBookingConfirmation(t, opts);
    expect(m.html).toContain('Wine &amp; cheese &lt;tasting&gt; &quot;night&quot;, Paris');
    expect(m.html).not.toContain('<tasting>');
  });
});

describe('experienceLineLabel', () => {
  it.each([
    ['Adult', 1, '1 adult', '1 adulte'],
    ['Adult', 2, '2 adults', '2 adultes'],
    ['Senior', 1, '1 senior', '1 aîné'],
    ['Senior', 3, '3 seniors', '3 aînés'],
    ['Youth', 2, '2 youths', '2 jeunes'],
    ['Child', 1, '1 child', '1 enfant'],
    ['Child', 2, '2 children', '2 enfants'],
    ['Infant', 2, '2 infants', '2 bébés'],
    ['Traveler', 1, '1 traveler', '1 voyageur'],
    ['Traveler', 4, '4 travelers', '4 voyageurs'],
    ['Group', 1, '1 group', '1 groupe'],
  ] as const)('%s × %i reads “%s” and “%s”', (unit, count, en, fr) => {
    const t = activity({ price: { total: 0, lines: [{ unit, count, unitPrice: 0, subtotal: 0 }] } });
    const line = t.breakdown.lines[0]!;
    expect(line.label).toBe(`${unit} × ${count}`);
    expect(experienceLineLabel(t, line, mailStrings.en)).toBe(en);
    expect(experienceLineLabel(t, line, mailStrings.fr)).toBe(fr);
  });

  it('labels each line by its own band, and a line not of the breakdown by its label', () => {
    const t = activity();
    expect(t.breakdown.lines.map((l) => experienceLineLabel(t, l, mailStrings.en))).toEqual(['1 child', '2 adults']);
    expect(experienceLineLabel(t, { kind: 'Fee', label: 'Booking fee', amountMinor: 1_00 }, mailStrings.en)).toBe('Booking fee');
  });
});

describe('experience cancellation email', () => {
  it('names the activity and its city, and what the operator kept', () => {
    const paid = 156_00;
    const t = activity({
      reservation: 'Canceled',
      cancellationPolicy: { kind: 'PartiallyRefundable', hoursBefore: 48, refundPercentage: 50 },
      cancellation: {
        canceledAt: '2027-02-10T15:00:00Z',
        refund: {
          why: 'PartialRefund',
          refundMinor: paid / 2,
          feeMinor: paid / 2,
          keptMinor: paid / 2,
          routes: [
            { route: 'Card', amountMinor: paid / 2 - 50_00 },
            { route: 'Rewards', amountMinor: 50_00, rewards: { accountReferenceId: 'acct-miles', amount: 5_000, currency: 'Miles' } },
          ],
          rewardsEarnedReversed: null,
        },
      },
    });
    const m = renderBookingCancellation(t, opts);
    expect(m.subject).toBe('Booking canceled XP4K2M: Paris old town walking tour, Paris');
    const text = spaces(m.text);
    expect(text).toContain('Paris old town walking tour, Paris');
    expect(text).toContain('  To your card: $28.00');
    expect(text).toContain('  Total refund: $78.00');
    expect(text).toContain('  Kept (cancellation fee): $78.00');
    expect(spaces(renderBookingCancellation({ ...t, locale: 'fr' }, opts).subject)).toBe(
      'Réservation annulée XP4K2M : Paris old town walking tour, Paris',
    );
  });
});
