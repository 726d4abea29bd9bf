// The stay emails (trip kinds Hotel and Home): the property, check-in and check-out on its clock,
// the room, the guest, the cancellation deadline in the property's zone, the stay's price lines, in
// the language the traveler booked in.
import { describe, expect, it } from 'vitest';
import { renderBookingConfirmation } from '../../../src/server/services/mail/render';
import { renderBookingCancellation } from '../../../src/server/services/mail/render-cancel';
import { stayTrip, type StayTrip } from '../islands/trips/booking-fixtures';

const stay = (over: Partial<StayTrip> = {}) => stayTrip('11111111-1111-4111-8111-111111111111', over);

const opts = { brand: 'Travel Portal', siteUrl: 'https://travel.example' };
const spaces = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('stay confirmation email', () => {
  it('names the property, the stay on its clock, the room, the guest and the deadline, in English', () => {
    const m = renderBookingConfirmation(stay(), opts);
    expect(m.subject).toBe('Booking confirmed HT4K9Z: Hôtel Lumière, Paris');
    const text = spaces(m.text);
    expect(text).toContain('Your stay is booked');
    expect(text).toContain('Check-in: Fri, Mar 12, 2027, 3:00 PM');
    expect(text).toContain('Check-out: Mon, Mar 15, 2027, 12:00 PM');
    expect(text).toContain('Room: Deluxe King, 3 nights');
    expect(text).toContain('Guest: Gabrielle Roy (2 adults, 1 child)');
    expect(text).toContain('Credited to ALL – Accor Live Limitless (ending 4321)');
    expect(text).toContain('Free cancellation until Wed, Mar 10, 2027, 11:59 PM (property time, Europe/Paris)');
    expect(text).toContain('Room, 3 nights: $900.00');
    expect(text).toContain('Taxes and fees: $110.00');
    expect(text).toContain('Cancel for any reason: $90.00');
    expect(text).toContain('Rewards: $500.00 (50,000 miles)');
    expect(text).toContain('Card: $600.00');
    expect(text).not.toMatch(/Itinerary|Travelers|Flights/);
    expect(m.html).toContain('High floor &lt;please&gt;');
    expect(m.html).not.toContain('<please>');
  });

  it('is written in French for a stay booked in French, the complimentary night its own line', () => {
    const m = renderBookingConfirmation(
      stay({
        locale: 'fr',
        nights: 4,
        checkOut: '2027-03-16',
        complimentaryNightMinor: 300_00,
        breakdown: {
          lines: [
            { kind: 'BaseFare', label: 'Room, 4 nights', amountMinor: 1_200_00 },
            { kind: 'Discount' as 'Fee', label: 'Complimentary fourth night', amountMinor: -300_00 },
            { kind: 'Taxes', label: 'Taxes and fees', amountMinor: 110_00 },
          ],
          totalMinor: 1_010_00,
        },
      }),
      opts,
    );
    expect(spaces(m.subject)).toBe('Réservation confirmée HT4K9Z : Hôtel Lumière, Paris');
    const text = spaces(m.text);
    expect(text).toContain('Votre séjour est réservé');
    expect(text).toContain('Arrivée : ven. 12 mars 2027 à 15 h');
    expect(text).toContain('Chambre : Deluxe King, 4 nuits');
    expect(text).toContain('Voyageur : Gabrielle Roy (2 adultes, 1 enfant)');
    expect(text).toContain('Chambre, 4 nuits : 1 200,00 $ US');
    expect(text).toContain('Quatrième nuit offerte : -300,00 $ US');
    expect(text).toContain('Taxes et frais : 110,00 $ US');
    expect(text).toContain('heure de l’établissement, Europe/Paris');
    expect(text).not.toMatch(/\b(?:Check-in|Room|Guest|Taxes and fees)\b/);
  });

  it('says a non-refundable rate has no free cancellation', () => {
    const m = renderBookingConfirmation(
      stay({ rate: { ...stay().rate, variant: 'Default', cancellation: 'NonRefundable', cancelBy: null, refundable: null } }),
      opts,
    );
    expect(m.text).toContain('This rate is non-refundable.');
    expect(m.text).not.toContain('Free cancellation');
  });
});

describe('stay cancellation email', () => {
  const canceled = (locale: 'en' | 'fr') =>
    stay({
      locale,
      kind: 'Home',
      reservation: 'Canceled',
      cancellation: {
        canceledAt: '2027-02-11T15:00:00Z',
        refund: {
          why: 'CancelForAnyReason',
          refundMinor: 800_00,
          feeMinor: 0,
          keptMinor: 300_00,
          routes: [
            { route: 'Rewards', amountMinor: 500_00, rewards: { accountReferenceId: 'acct-miles', amount: 50_000, currency: 'Miles' } },
            { route: 'Card', amountMinor: 300_00 },
          ],
          rewardsEarnedReversed: null,
        },
      },
    });

  it('names the property and what was kept by the stay’s words', () => {
    const m = renderBookingCancellation(canceled('en'), opts);
    expect(m.subject).toBe('Booking canceled HT4K9Z: Hôtel Lumière, Paris');
    expect(m.text).toContain('  Total refund: $800.00');
    expect(m.text).toContain('  Kept (cancellation fee): $300.00');
    const fr = spaces(renderBookingCancellation(canceled('fr'), opts).text);
    expect(fr).toContain('Retenu (frais d’annulation) : 300,00 $ US');
  });
});
