// The confirmation email in the traveler's language: words, money and dates as the site writes
// them in French, the wallet lines of the payment, and the Trips link of the booking's language.
import { describe, expect, it } from 'vitest';
import type { Trip as AnyTrip } from '../../../src/lib/domain/booking/booking.schema';
import { renderBookingConfirmation } from '../../../src/server/services/mail/render';
import { renderBookingCancellation } from '../../../src/server/services/mail/render-cancel';
import { renderScheduleChange } from '../../../src/server/services/mail/render-schedule-change';
import { renderTravelerEdit } from '../../../src/server/services/mail/render-traveler-edit';
import { renderDisruption } from '../../../src/server/services/mail/render-disruption';
import { renderApprovalDenied, renderApprovalRequested } from '../../../src/server/services/mail/render-approval';
import { mailStrings } from '../../../src/server/services/mail/strings';

type Trip = Extract<AnyTrip, { kind: 'Flight' }>;

const slice = (from: string, to: string, dep: string, arr: string) =>
  ({
    origin: from,
    destination: to,
    zonedDeparture: dep,
    zonedArrival: arr,
    segments: [{ marketingAirline: { code: 'AC', flightNumber: '871' } }],
  }) as unknown as Trip['slices'][number];

/** A $1,404.56 trip with CFAR: a $25 offer, a $50 referral credit, $100 of miles, the card the rest. */
function trip(over: Partial<Trip> = {}): Trip {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    kind: 'Flight',
    reservation: 'Confirmed',
    ticket: 'Ticketed',
    confirmationNumber: 'QX7K2P',
    failure: null,
    createdAt: '2026-11-22T15:00:00Z',
    tripType: 'oneWay',
    passengers: { ADT: 1, CNN: 0, INF: 1, INS: 0 },
    slices: [slice('YUL', 'CDG', '2026-12-01T18:30:00-05:00', '2026-12-02T07:45:00+01:00')],
    fare: {} as Trip['fare'],
    travelers: [
      { givenName: 'Gabrielle', surname: 'Roy', passengerType: 'ADT' },
      { givenName: 'Léa', surname: 'Roy', passengerType: 'INF' },
    ],
    airlines: [],
    airports: [],
    scheduleChange: null,
    disruption: null,
    exchanges: [],
    protections: [
      { product: 'Cfar', priceMinor: 234_56 },
      { product: 'PriceDropProtection', priceMinor: 0 },
    ],
    breakdown: {
      lines: [
        { kind: 'BaseFare', label: 'Base fare', amountMinor: 1_000_00 },
        { kind: 'Taxes', label: 'Taxes', amountMinor: 170_00 },
        { kind: 'AddOn', label: 'Cancel for any reason', amountMinor: 234_56 },
        { kind: 'AddOn', label: 'Price drop protection', amountMinor: 0 },
      ],
      totalMinor: 1_404_56,
    },
    rewardsEarned: { amount: 2_459, currency: 'Miles', accountReferenceId: 'acct-miles' },
    contact: { email: 'gabrielle@example.com' },
    locale: 'fr',
    cancellation: null,
    policy: null,
    approval: null,
    payment: {
      companyBilling: null,
      form: 'split',
      totalMinor: 1_404_56,
      cardMinor: 1_229_56,
      rewardsMinor: 100_00,
      walletMinor: 75_00,
      wallet: [
        { kind: 'TravelWalletOffer', id: '22222222-2222-4222-8222-222222222222', amountMinor: 25_00 },
        {
          kind: 'TravelWalletCredit',
          id: '33333333-3333-4333-8333-333333333333',
          amountMinor: 50_00,
          creditType: 'ReferralCredit',
        },
      ],
      rewards: { accountReferenceId: 'acct-miles', amount: 10_000, currency: 'Miles' },
    },
    ...over,
  };
}

const opts = { brand: 'Travel Portal', siteUrl: 'https://travel.example' };
// fr-CA groups with a narrow no-break space and sets the currency after a no-break space.
const spaces = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('booking confirmation email', () => {
  it('is written in French for a trip booked in French', () => {
    const m = renderBookingConfirmation(trip(), opts);
    expect(spaces(m.subject)).toBe('Réservation confirmée QX7K2P : YUL à CDG');
    const text = spaces(m.text);
    expect(text).toContain('Numéro de confirmation : QX7K2P');
    expect(text).toContain('Tarif de base : 1 000,00 $ US');
    expect(text).toContain('Annulation pour toute raison : 234,56 $ US');
    expect(text).toContain('Protection en cas de baisse de prix : Inclus');
    expect(text).toContain('Total : 1 404,56 $ US');
    expect(text).toContain('Léa Roy (Bébé sur les genoux)');
    expect(text).toContain('Départ le mar. 1 déc. 2026 à 18 h 30, arrivée le mer. 2 déc. 2026 à 7 h 45');
    expect(text).toContain('Récompenses : 100,00 $ US (10 000 milles)');
    expect(text).toContain('Carte : 1 229,56 $ US');
    expect(text).toContain('Vous avez obtenu 2 459 milles avec cette réservation.');
    expect(text).toContain('https://travel.example/fr/trips/');
    expect(text).not.toMatch(/\b(?:Total:|Paid with|Card\b|Rewards\b|Adult\b|Travel (?:offer|credit))/);
    // A French colon never starts a line: the space before it does not break.
    expect(m.subject).toContain('QX7K2P\u00a0:');
    expect(m.html).toContain('<html lang="fr">');
    expect(m.html).toContain('<a href="https://travel.example/fr/trips/">Voir votre voyage dans Mes voyages</a>');
  });

  it('lists the travel offer and the travel credit with its type before rewards and card, in both languages', () => {
    const fr = spaces(renderBookingConfirmation(trip(), opts).text);
    const paidFr = fr.slice(fr.indexOf('Payé avec'));
    expect(paidFr).toMatch(
      /Offre voyage : 25,00 \$ US\n {2}Crédit voyage \(crédit de parrainage\) : 50,00 \$ US\n {2}Récompenses .*\n {2}Carte /,
    );

    const en = renderBookingConfirmation(trip({ locale: 'en' }), opts);
    expect(en.subject).toBe('Booking confirmed QX7K2P: YUL to CDG');
    expect(en.text).toContain(
      'Travel offer: $25.00\n  Travel credit (referral credit): $50.00\n  Rewards: $100.00 (10,000 miles)\n  Card: $1,229.56',
    );
    expect(en.text).toContain('Total: $1,404.56');
    expect(en.html).toContain('<li>Travel credit (referral credit): $50.00</li>');
    expect(en.html).toContain('<a href="https://travel.example/trips/">');
    expect(en.html).toContain('<html lang="en">');
  });

  it('has no wallet lines when the wallet paid nothing, and no card line when the card paid nothing', () => {
    const noWallet = renderBookingConfirmation(trip({ locale: 'en', payment: { ...trip().payment, wallet: [], walletMinor: 0 } }), opts);
    expect(noWallet.text).not.toMatch(/Travel (offer|credit)/);
    const noCard = renderBookingConfirmation(trip({ locale: 'en', payment: { ...trip().payment, cardMinor: 0 } }), opts);
    expect(noCard.text).not.toContain('Card:');
  });

  it('names every credit type and protection in each language', () => {
    // The table's type makes a missing key a compile error; this catches a copy left in English.
    const { en, fr } = mailStrings;
    for (const [type, name] of Object.entries(fr.creditType))
      expect(name, type).not.toBe(en.creditType[type as keyof typeof en.creditType]);
    for (const [product, name] of Object.entries(fr.protection))
      expect(name, product).not.toBe(en.protection[product as keyof typeof en.protection]);
  });

  it('escapes what travelers typed in the HTML part', () => {
    const m = renderBookingConfirmation(trip({ travelers: [{ givenName: '<b>Ada</b>', surname: 'O"Hara', passengerType: 'ADT' }] }), opts);
    expect(m.html).toContain('&lt;b&gt;Ada&lt;/b&gt; O&quot;Hara');
    expect(m.html).not.toContain('<b>Ada</b>');
  });
});

describe('booking cancellation email', () => {
  const canceled = (locale: 'en' | 'fr') =>
    trip({
      locale,
      reservation: 'Canceled',
      ticket: 'Canceled',
      cancellation: {
        canceledAt: '2026-11-24T15:00:00Z',
        refund: {
          why: 'FareRules',
          refundMinor: 1_170_00,
          feeMinor: 0,
          keptMinor: 234_56,
          routes: [
            { route: 'Card', amountMinor: 995_00 },
            { route: 'Rewards', amountMinor: 100_00, rewards: { accountReferenceId: 'acct-miles', amount: 10_000, currency: 'Miles' } },
            { route: 'TravelWalletCredit', id: '33333333-3333-4333-8333-333333333333', amountMinor: 50_00 },
            { route: 'TravelWalletOffer', id: '22222222-2222-4222-8222-222222222222', amountMinor: 25_00 },
          ],
          rewardsEarnedReversed: { amount: 1_990, currency: 'Miles', accountReferenceId: 'acct-miles' },
        },
      },
    });

  it('says what came back by each route, what was kept and the earn taken back, in English', () => {
    const m = renderBookingCancellation(canceled('en'), opts);
    expect(m.subject).toBe('Booking canceled QX7K2P: YUL to CDG');
    expect(m.text.split('\n')).toEqual(
      expect.arrayContaining([
        '  To your card: $995.00',
        '  Rewards returned: $100.00 (10,000 miles)',
        '  Travel credit given back: $50.00',
        '  Travel offer usable again: $25.00',
        '  Total refund: $1,170.00',
        '  Kept (fare fee and protections): $234.56',
        '1,990 miles earned with this booking were taken back.',
        'See your trip in My trips: https://travel.example/trips/',
      ]),
    );
  });

  it('is written in French for a trip booked in French', () => {
    const m = renderBookingCancellation(canceled('fr'), opts);
    expect(spaces(m.subject)).toBe('Réservation annulée QX7K2P : YUL à CDG');
    const text = spaces(m.text);
    expect(text).toContain('Sur votre carte : 995,00 $ US');
    expect(text).toContain('Remboursement total : 1 170,00 $ US');
    expect(text).toContain('https://travel.example/fr/trips/');
    expect(text).not.toMatch(/\b(?:Total refund|To your card|Kept)\b/);
    expect(m.html).toContain('<html lang="fr">');
  });

  it('says a cancel for any reason taken as airline credit: the airline, the expiry, how to use it, no refund total', () => {
    const credit = (locale: 'en' | 'fr') =>
      trip({
        locale,
        reservation: 'Canceled',
        ticket: 'Canceled',
        cancellation: {
          canceledAt: '2026-11-24T15:00:00Z',
          refund: {
            why: 'CancelForAnyReason',
            refundMinor: 400_00,
            feeMinor: 0,
            keptMinor: 80_00,
            routes: [
              {
                route: 'AirlineCredit',
                id: '44444444-4444-4444-8444-444444444444',
                amountMinor: 400_00,
                airline: { code: 'AF', name: 'Air France' },
                expiresAt: '2027-11-20T10:00:00.000Z',
              },
            ],
            rewardsEarnedReversed: null,
          },
        },
      });
    const en = renderBookingCancellation(credit('en'), opts).text;
    expect(en).toContain('  Airline credit with Air France, usable until November 20, 2027: $400.00');
    expect(en).toContain('Call us to use it on a new flight with that airline.');
    expect(en).not.toContain('Total refund');
    expect(en).not.toContain('business days');
    const fr = spaces(renderBookingCancellation(credit('fr'), opts).text);
    expect(fr).toContain('Crédit auprès de Air France, utilisable jusqu’au 20 novembre 2027 : 400,00 $ US');
  });

  it('gives a cancel for any reason refund its 1 to 2 billing cycles', () => {
    const t = canceled('en');
    const m = renderBookingCancellation(
      { ...t, cancellation: { ...t.cancellation!, refund: { ...t.cancellation!.refund, why: 'CancelForAnyReason' } } },
      opts,
    );
    expect(m.text).toContain('within 1 to 2 billing cycles');
    expect(m.text).not.toContain('5 to 10 business days');
  });
});

describe('schedule change email', () => {
  const was = slice('YUL', 'CDG', '2026-12-01T18:30:00-05:00', '2026-12-02T07:45:00+01:00');
  const now = slice('YUL', 'CDG', '2026-12-01T21:00:00-05:00', '2026-12-02T10:15:00+01:00');
  const changed = (after: Trip['slices'] | null, significant: boolean, locale: 'en' | 'fr' = 'en') =>
    trip({
      locale,
      scheduleChange: {
        state: after ? 'Modified' : 'Canceled',
        detectedAt: '2026-11-24T15:00:00Z',
        decidedAt: null,
        significant,
        before: [was],
        after,
      },
    });

  it('shows the old and the new times of the changed flight and what the traveler can do', () => {
    const m = renderScheduleChange(changed([now], true), opts);
    expect(m.subject).toBe('Schedule change QX7K2P: YUL to CDG');
    expect(m.text).toContain('The airline changed your flight times');
    expect(m.text).toMatch(/ {2}Was: .*6:30 PM/);
    expect(m.text).toMatch(/ {2}Now: .*9:00 PM/);
    expect(m.text).toContain('cancel the trip for a full refund');
    expect(m.text).toContain('Nothing changes on your booking until you answer.');
  });

  it('a small change only asks to accept; a cancelled flight only offers the refund; in French too', () => {
    expect(renderScheduleChange(changed([now], false), opts).text).toContain('Accept the new times in Trips');
    const canceled = renderScheduleChange(changed(null, true), opts).text;
    expect(canceled).toContain('The airline cancelled your flight');
    expect(canceled).toContain('Now: Cancelled by the airline');
    expect(spaces(renderScheduleChange(changed([now], true, 'fr'), opts).subject)).toBe('Changement d’horaire QX7K2P : YUL à CDG');
  });
});

describe('the acknowledgement of a traveler correction request', () => {
  const edit = { traveler: 'Ada Lovelace', field: 'Name' as const, correction: 'Ada Byron', nameCorrection: 'NameChange' as const };
  it('says what was asked, that the ticket stays as issued, and warns when it is a name change', () => {
    const m = renderTravelerEdit(trip({ locale: 'en' }), opts, edit);
    expect(m.subject).toBe('We received your correction request QX7K2P');
    expect(m.text).toContain('Traveler: Ada Lovelace');
    expect(m.text).toContain('Name — Should read: Ada Byron');
    expect(m.text).toContain('Your ticket stays as issued until then.');
    expect(m.text).toContain('most fares need a new ticket');
    expect(m.html).toContain('Ada Byron');
  });
  it('a spelling correction has no warning; in French too', () => {
    expect(renderTravelerEdit(trip({ locale: 'en' }), opts, { ...edit, nameCorrection: 'Correction' }).text).not.toContain('new ticket');
    const fr = renderTravelerEdit(trip({ locale: 'fr' }), opts, {
      ...edit,
      field: 'DateOfBirth',
      correction: '1985-12-10',
      nameCorrection: null,
    });
    expect(spaces(fr.text)).toContain('Date de naissance — Doit indiquer : 1985-12-10');
  });
});

describe('the email of a disruption the assistance covers', () => {
  const disrupted = (kind: 'Delay' | 'Cancellation' | 'MissedConnection', locale: 'en' | 'fr' = 'en') =>
    trip({
      locale,
      fare: { baseFare: 1_000_00 } as Trip['fare'],
      disruption: {
        kind,
        slice: 0,
        delayMinutes: kind === 'Delay' ? 150 : null,
        detectedAt: '2026-12-01T10:00:00Z',
        state: 'Open',
        decidedAt: null,
      },
    });
  it('says what the airline did and what the traveler can do, with the base fare', () => {
    const m = renderDisruption(disrupted('Delay'), opts);
    expect(m.subject).toBe('Flight disrupted QX7K2P: YUL to CDG');
    expect(m.text).toContain('The airline delayed your flight by 2 h 30 min');
    expect(m.text).toContain('rebook on another flight at no charge, or get your base fare back ($1,000.00)');
    expect(renderDisruption(disrupted('Cancellation'), opts).text).toContain('The airline cancelled your flight');
    expect(renderDisruption(disrupted('MissedConnection'), opts).text).toContain('A delay makes you miss your connection');
    expect(spaces(renderDisruption(disrupted('Delay', 'fr'), opts).subject)).toBe('Vol perturbé QX7K2P : YUL à CDG');
  });
});

describe('the emails of a trip waiting for approval', () => {
  const approval = {
    state: 'Requested' as const,
    expiresAt: '2026-12-02T20:30:00Z',
    decidedAt: null,
    comment: 'Book the 9 AM flight instead.',
  };
  it('say by when the administrator decides, in the traveler’s language and the home time zone', () => {
    const en = renderApprovalRequested(trip({ reservation: 'Pending', approval, locale: 'en' }), opts);
    expect(spaces(en.text)).toContain('reviews it, by Dec 2, 2026, 3:30 PM EST.');
    const fr = renderApprovalRequested(trip({ reservation: 'Pending', approval, locale: 'fr' }), opts);
    expect(spaces(fr.text)).toMatch(/d’ici le 2 déc\. 2026,? 15 h 30 HNE/);
  });
  it('a denial carries the administrator’s comment', () => {
    const m = renderApprovalDenied(trip({ reservation: 'Declined', approval: { ...approval, state: 'Denied' }, locale: 'en' }), opts);
    expect(m.text).toContain('Their comment: Book the 9 AM flight instead.');
  });
});

describe('a trip billed to the company', () => {
  it('names the company and the invoice reference where the card would be', () => {
    const billed = trip({
      locale: 'en',
      payment: {
        form: 'fiat',
        totalMinor: 1_404_56,
        cardMinor: 1_404_56,
        rewardsMinor: 0,
        walletMinor: 0,
        wallet: [],
        rewards: null,
        companyBilling: { companyName: 'Contoso Consulting', reference: 'CON-3F9A12BC', costCenter: 'Sales EMEA' },
      },
      rewardsEarned: null,
    });
    const en = renderBookingConfirmation(billed, opts).text;
    expect(en).toContain('Billed to Contoso Consulting (ref. CON-3F9A12BC)');
    expect(en).toContain('Cost center or project: Sales EMEA');
    expect(en).not.toContain('Card:');
    expect(spaces(renderBookingConfirmation({ ...billed, locale: 'fr' }, opts).text)).toContain(
      'Facturé à Contoso Consulting (réf. CON-3F9A12BC)',
    );
  });
});
