// The rental car emails (trip kind Car): the supplier, the car, pick-up and drop-off on the
// airports' clocks with their desks, the driver, the extras, the loyalty membership and until when it
// cancels free; the car's price lines (as carBreakdown writes them) in the language of the booking.
import { describe, expect, it } from 'vitest';
import type { Trip } from '../../../src/lib/domain/booking/booking.schema';
import type { CarExtra } from '../../../src/lib/domain/cars/cars.schema';
import { carBreakdown } from '../../../src/server/services/booking/cars/pricing';
import { renderBookingConfirmation } from '../../../src/server/services/mail/render';
import { renderBookingCancellation } from '../../../src/server/services/mail/render-cancel';
import { carFacts, carLineLabel } from '../../../src/server/services/mail/render-car';
import { mailStrings } from '../../../src/server/services/mail/strings';

type CarTrip = Extract<Trip, { kind: 'Car' }>;

const opts = { brand: 'Travel Portal', siteUrl: 'https://travel.example' };
const spaces = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

const extra = (code: string, name: string, amount: number, days: number): CarExtra => ({
  code,
  name,
  group: 'Other',
  priceType: 'ExtraDaily',
  amount,
  rentalTotal: amount * days,
});
const SEAT = extra('CST', 'Child seat (toddler)', 13_99, 4);
const GPS = extra('NAV', 'GPS navigation', 14_99, 4);

/**
 * Four days one way LAX → SFO for a 24-year-old driver (one-way and young driver fees), with a
 * child seat and GPS, paid $100 of miles and the card the rest; free cancellation until pick-up.
 */
function car(over: Partial<CarTrip> = {}): CarTrip {
  const price = {
    currencyCode: 'USD' as const,
    perDay: 62_99,
    base: 251_96,
    taxesAndFees: 110_00,
    oneWayFee: 150_00,
    youngDriverFee: 140_00,
    total: 651_96,
  };
  const extras = over.extras ?? [SEAT, GPS];
  const days = over.rentalDays ?? 4;
  const breakdown = carBreakdown({ price: over.price ?? price }, extras, days);
  return {
    id: '11111111-1111-4111-8111-111111111111',
    kind: 'Car',
    reservation: 'Confirmed',
    ticket: 'Ticketed',
    confirmationNumber: 'CR7K2P',
    failure: null,
    createdAt: '2027-05-20T15:00:00Z',
    protections: [],
    supplier: { code: 'ZE', name: 'Hertz' },
    vehicle: {
      name: 'Toyota Corolla or similar',
      carClass: 'Compact',
      transmission: 'Cvt',
      size: 'Medium',
      seats: 5,
      bags: 2,
      doors: 4,
      airConditioning: true,
      fuelPolicy: 'FullToFull',
    },
    pickup: { airportCode: 'LAX', airportName: 'Los Angeles Intl', localDateTime: '2027-06-10T10:00:00-07:00', desk: 'Shuttle' },
    dropoff: { airportCode: 'SFO', airportName: 'San Francisco Intl', localDateTime: '2027-06-14T09:30:00-07:00', desk: 'Counter' },
    rentalDays: days,
    mileage: { kind: 'Unlimited' },
    cancellationPolicy: {
      policy: 'FreeCancellation',
      freeCancellationUntil: '2027-06-10T10:00:00-07:00',
      description: 'Free cancellation up to the pick-up time: everything paid comes back.',
    },
    extras,
    price,
    driver: { givenName: 'Ada', surname: 'Lovelace', age: 24 },
    loyalty: { programName: 'Hertz Gold Plus Rewards', numberEnding: '5674' },
    terms: {
      minimumAge: 20,
      youngDriverAgeBelow: 25,
      deposit: 200_00,
      licenceHeldMinimumYears: 1,
      documents: ["A full driver's licence in the main driver's name"],
      acceptedCards: ['visa'],
      additionalDriversAllowed: 2,
      crossBorder: 'Allowed between the United States and Canada; not into Mexico.',
    },
    breakdown,
    rewardsEarned: { amount: 2_760, currency: 'Miles', accountReferenceId: 'acct-miles' },
    contact: { email: 'ada@example.com' },
    locale: 'en',
    cancellation: null,
    policy: null,
    approval: null,
    payment: {
      companyBilling: null,
      form: 'split',
      totalMinor: breakdown.totalMinor,
      cardMinor: breakdown.totalMinor - 100_00,
      rewardsMinor: 100_00,
      walletMinor: 0,
      wallet: [],
      rewards: { accountReferenceId: 'acct-miles', amount: 10_000, currency: 'Miles' },
    },
    ...over,
  };
}

describe('car confirmation email', () => {
  it('names the supplier and airport, the pick-up and drop-off on the airports’ clocks, the driver, the extras and the deadline, in English', () => {
    const t = car();
    expect(t.breakdown.totalMinor).toBe(651_96 + 4 * 13_99 + 4 * 14_99);
    const m = renderBookingConfirmation(t, opts);
    expect(m.subject).toBe('Booking confirmed CR7K2P: Hertz, LAX');
    const text = spaces(m.text);
    expect(text).toContain('Your car is booked');
    expect(text).toContain('Confirmation number: CR7K2P');
    expect(text).toContain('Your car\n  Rental company: Hertz\n');
    expect(text).toContain('  Pick-up: Thu, Jun 10, 2027, 10:00 AM, Los Angeles Intl (LAX), shuttle to the rental lot');
    expect(text).toContain('  Drop-off: Mon, Jun 14, 2027, 9:30 AM, San Francisco Intl (SFO), counter in the terminal');
    expect(text).toContain('  Driver: Ada Lovelace');
    expect(text).toContain('  Extras: Child seat (toddler), GPS navigation');
    expect(text).toContain('  Credited to Hertz Gold Plus Rewards (ending 5674)');
    expect(text).toContain('  Free cancellation until Thu, Jun 10, 2027, 10:00 AM (local time at pick-up)');
    // Nothing of a flight or a stay.
    expect(text).not.toMatch(/Itinerary|Travelers|Flights|Check-in|Room|Guest|Base fare/);
    expect(m.html).toContain('<html lang="en">');
    expect(m.html).toContain('<h1>Your car is booked</h1>');
    expect(m.html).toContain('<h2>Your car</h2>');
    expect(m.html).toContain('<li>Driver: Ada Lovelace</li>');
  });

  it('prices the rental by its days, then the one-way and young driver fees, each extra by its name, the taxes and the total', () => {
    const text = spaces(renderBookingConfirmation(car(), opts).text);
    const price = text.slice(text.indexOf('\nPrice\n'), text.indexOf('\nPaid with\n'));
    expect(price.trim().split('\n')).toEqual([
      'Price',
      '  Car rental, 4 days: $251.96',
      '  One-way fee: $150.00',
      '  Young driver fee: $140.00',
      '  Child seat (toddler): $55.96',
      '  GPS navigation: $59.96',
      '  Taxes and fees: $110.00',
      '  Total: $767.88',
    ]);
    expect(text).toContain('  Rewards: $100.00 (10,000 miles)');
    expect(text).toContain('  Card: $667.88');
    expect(text).toMatch(/You earned 2,760 miles/);
    expect(text).toContain('See your trip in My trips: https://travel.example/trips/');
  });

  it('is written in French for a car booked in French; an extra keeps the rental company’s name for it', () => {
    const m = renderBookingConfirmation(car({ locale: 'fr' }), opts);
    expect(spaces(m.subject)).toBe('Réservation confirmée CR7K2P : Hertz, LAX');
    const text = spaces(m.text);
    expect(text).toContain('Votre voiture est réservée');
    expect(text).toContain('Numéro de confirmation : CR7K2P');
    expect(text).toContain('  Agence de location : Hertz');
    expect(text).toContain('  Prise en charge : jeu. 10 juin 2027 à 10 h 00, Los Angeles Intl (LAX), navette vers le parc de location');
    expect(text).toContain('  Retour : lun. 14 juin 2027 à 9 h 30, San Francisco Intl (SFO), comptoir dans l’aérogare');
    expect(text).toContain('  Conducteur : Ada Lovelace');
    expect(text).toContain('  Options : Child seat (toddler), GPS navigation');
    expect(text).toContain('  Porté au compte Hertz Gold Plus Rewards (se terminant par 5674)');
    expect(text).toContain('  Annulation gratuite jusqu’au jeu. 10 juin 2027 à 10 h 00 (heure locale de prise en charge)');
    expect(text).toContain('  Location de voiture, 4 jours : 251,96 $ US');
    expect(text).toContain('  Frais d’aller simple : 150,00 $ US');
    expect(text).toContain('  Frais de jeune conducteur : 140,00 $ US');
    expect(text).toContain('  Child seat (toddler) : 55,96 $ US');
    expect(text).toContain('  GPS navigation : 59,96 $ US');
    expect(text).toContain('  Taxes et frais : 110,00 $ US');
    expect(text).toContain('  Total : 767,88 $ US');
    expect(text).toContain('https://travel.example/fr/trips/');
    // No English label left, and no label of a flight or a stay.
    expect(text).not.toMatch(
      /\b(?:Rental company|Pick-up|Drop-off|Driver|Extras|Car rental|One-way fee|Young driver fee|Taxes and fees|Credited to|Free cancellation)\b/,
    );
    expect(text).not.toMatch(/Arrivée|Chambre|Voyageurs|Vols/);
    expect(m.html).toContain('<html lang="fr">');
  });

  it.each([
    ['en', 1, 'Car rental, 1 day'],
    ['en', 2, 'Car rental, 2 days'],
    ['fr', 1, 'Location de voiture, 1 jour'],
    ['fr', 2, 'Location de voiture, 2 jours'],
  ] as const)('in %s, %i rental day(s) read “%s”', (locale, days, label) => {
    const t = car({ locale, rentalDays: days, extras: [] });
    const base = t.breakdown.lines.find((l) => l.kind === 'BaseFare')!;
    expect(carLineLabel(t, base, mailStrings[locale])).toBe(label);
  });

  it('leaves out the lines a car does not have: no fees, no extras, no loyalty, no deadline (non-refundable)', () => {
    const price = {
      currencyCode: 'USD' as const,
      perDay: 40_00,
      base: 120_00,
      taxesAndFees: 42_00,
      oneWayFee: null,
      youngDriverFee: null,
      total: 162_00,
    };
    const t = car({
      price,
      extras: [],
      rentalDays: 3,
      loyalty: null,
      cancellationPolicy: { policy: 'NonRefundable', freeCancellationUntil: null, description: 'Prepaid.' },
      payment: {
        form: 'fiat',
        totalMinor: 162_00,
        cardMinor: 162_00,
        rewardsMinor: 0,
        walletMinor: 0,
        wallet: [],
        rewards: null,
        companyBilling: null,
      },
    });
    expect(t.breakdown.lines.map((l) => l.kind)).toEqual(['BaseFare', 'Taxes']);
    const text = spaces(renderBookingConfirmation(t, opts).text);
    expect(text).toContain('  Car rental, 3 days: $120.00');
    expect(text).toContain('  Taxes and fees: $42.00');
    expect(text).toContain('  Total: $162.00');
    expect(text).toContain('  Card: $162.00');
    expect(text).not.toMatch(/One-way fee|Young driver fee|Extras|Credited to|Free cancellation|Rewards:/);
    const { facts } = carFacts(t, mailStrings.en, (zoned) => zoned);
    expect(facts).toHaveLength(5);
  });

  it('escapes what the supplier names in the HTML part', () => {
    const odd = extra('CLN', 'Pet cleaning <fee> & "more"', 50_00, 1);
    const m = renderBookingConfirmation(car({ extras: [odd], supplier: { code: 'ZE', name: "Hertz & Sons' <desk>" } }), opts);
    expect(m.html).toContain('Pet cleaning &lt;fee&gt; &amp; &quot;more&quot;');
    expect(m.html).toContain('Hertz &amp; Sons&#39; &lt;desk&gt;');
    expect(m.html).not.toContain('<fee>');
    expect(m.html).not.toContain('<desk>');
  });

  it('names the car as the rental company does, “or similar” once (en), and not half in English (fr)', () => {
    // The fleet names a car "Toyota Corolla or similar" already (inventory/cars/fleet.ts), and a
    // generic one ("Mystery car: …") without it; the email must not add a second "or similar".
    const en = spaces(renderBookingConfirmation(car(), opts).text);
    expect(en).not.toContain('or similar or similar');
    expect(en.match(/or similar/g)).toHaveLength(1);
    const fr = spaces(renderBookingConfirmation(car({ locale: 'fr' }), opts).text);
    expect(fr).not.toContain('or similar ou similaire');
    const mystery = car({
      vehicle: { ...car().vehicle, name: 'Mystery car: any class from economy up', carClass: 'Mystery', size: 'Unspecified' },
    });
    expect(renderBookingConfirmation(mystery, opts).text).not.toContain('economy up or similar');
  });
});

describe('car cancellation email', () => {
  const canceled = (locale: 'en' | 'fr') =>
    car({
      locale,
      reservation: 'Canceled',
      cancellation: {
        canceledAt: '2027-06-01T15:00:00Z',
        refund: {
          why: 'PartialRefund',
          refundMinor: 767_88 - 62_99,
          feeMinor: 62_99,
          keptMinor: 62_99,
          routes: [
            { route: 'Card', amountMinor: 667_88 - 62_99 },
            { route: 'Rewards', amountMinor: 100_00, rewards: { accountReferenceId: 'acct-miles', amount: 10_000, currency: 'Miles' } },
          ],
          rewardsEarnedReversed: { amount: 2_503, currency: 'Miles', accountReferenceId: 'acct-miles' },
        },
      },
    });

  it('names the car and what the rental company kept, in English and French', () => {
    const m = renderBookingCancellation(canceled('en'), opts);
    expect(m.subject).toBe('Booking canceled CR7K2P: Hertz, LAX');
    const text = spaces(m.text);
    expect(text).toContain('Hertz, LAX');
    expect(text).toContain('  Total refund: $704.89');
    expect(text).toContain('  Kept (cancellation fee): $62.99');
    expect(text).toContain('2,503 miles earned with this booking were taken back.');
    const inFrench = renderBookingCancellation(canceled('fr'), opts);
    expect(spaces(inFrench.subject)).toBe('Réservation annulée CR7K2P : Hertz, LAX');
    const fr = spaces(inFrench.text);
    expect(fr).toContain('Votre réservation est annulée');
    expect(fr).toContain('Retenu (frais d’annulation) : 62,99 $ US');
    expect(fr).toContain('Remboursement total : 704,89 $ US');
  });
});
