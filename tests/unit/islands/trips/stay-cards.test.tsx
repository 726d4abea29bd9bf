// Stays in Trips (trip kinds Hotel and Home): the card, its itemised receipt, and the cancel flow in
// the stay's words (Cancel for any reason with its coverage and option fee; past check-in).
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reply } from '../../client/profile/fake-api';
import { done, text, tripsHarness } from './trips-harness';
import { ID_A, ID_B, stayTrip } from './booking-fixtures';

const hotel = stayTrip(ID_A);
const home = stayTrip(ID_B, {
  kind: 'Home',
  lodging: { ...hotel.lodging, id: 'vr-1', kind: 'vacation_rental', name: 'Loft du Marais' },
  checkIn: '2027-04-02',
  checkOut: '2027-04-09',
  nights: 7,
});

const harness = tripsHarness('2027-02-10T15:00:00Z');
const show = harness.show;

describe('a stay card', () => {
  it('shows the property, dates, nights, room, guest, number and payment; links to its family’s confirmation', async () => {
    await show([home, hotel]);
    const card = screen.getByRole('article', { name: 'Hôtel Lumière' });
    expect(text(card)).toContain('Hotel · Paris · Fri, Mar 12 – Mon, Mar 15 · 3 nights');
    expect(text(card)).toContain('RoomDeluxe King');
    expect(text(card)).toContain('GuestGabrielle Roy');
    expect(text(card)).toContain('Confirmation numberHT4K9Z');
    expect(text(card)).toContain('Rewards$500.00');
    expect(
      within(card)
        .getByRole('link', { name: /^View booking/ })
        .getAttribute('href'),
    ).toBe(`/hotels/book/confirm/?bookingId=${ID_A}`);
    const rental = screen.getByRole('article', { name: 'Loft du Marais' });
    expect(text(rental)).toContain('Vacation rental · Paris');
    expect(
      within(rental)
        .getByRole('link', { name: /^View booking/ })
        .getAttribute('href'),
    ).toBe(`/vacation-rentals/book/confirm/?bookingId=${ID_B}`);
    // Upcoming: the hotel (March) before the rental (April).
    expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Hôtel Lumière',
      'Loft du Marais',
    ]);
  });

  it('opens the itemised receipt: the stay’s lines in the page’s words, the total and how it was paid', async () => {
    await show([hotel]);
    fireEvent.click(screen.getByRole('button', { name: /^Receipt/ }));
    await done();
    const dialog = screen.getByRole('dialog', { name: 'Receipt: Hôtel Lumière' });
    expect(text(dialog)).toContain('Room, 3 nights$900.00');
    expect(text(dialog)).toContain('Taxes and fees$110.00');
    expect(text(dialog)).toContain('Cancel for any reason$90.00');
    expect(text(dialog)).toContain('Total$1,100.00');
    expect(text(dialog)).toContain('Card$600.00');
  });
});

describe('cancelling a stay', () => {
  it('Cancel for any reason: what comes back, the coverage, the option fee kept, by the stay’s words', async () => {
    await show([hotel]);
    harness.api().on(
      `POST /trips/${ID_A}/cancel/quote`,
      reply(200, {
        quote: {
          kind: 'Cancelable',
          refund: {
            why: 'CancelForAnyReason',
            refundMinor: 800_00,
            feeMinor: 300_00,
            keptMinor: 300_00,
            routes: [
              { route: 'Rewards', amountMinor: 500_00, rewards: { accountReferenceId: 'acct-miles', amount: 50_000, currency: 'Miles' } },
              { route: 'Card', amountMinor: 300_00 },
            ],
            rewardsEarnedReversed: null,
          },
        },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: /^Cancel stay/ }));
    await done();
    const dialog = screen.getByRole('dialog', { name: 'Cancel this stay' });
    expect(text(dialog)).toContain('Cancel for any reason: you get $800.00 back (80% coverage); the option fee is kept.');
    expect(text(dialog)).toContain('Kept (Not covered by Cancel for any reason)$300.00');
    expect(within(dialog).getByRole('button', { name: 'Cancel stay for $800.00' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Keep my stay' })).toBeTruthy();
  });

  it('past check-in: cannot be cancelled online, and whom to contact', async () => {
    await show([hotel]);
    harness
      .api()
      .on(
        `POST /trips/${ID_A}/cancel/quote`,
        reply(200, { quote: { kind: 'NotCancelable', reason: 'PastCheckIn', contact: 'Support', message: 'Check-in has passed.' } }),
      );
    fireEvent.click(screen.getByRole('button', { name: /^Cancel stay/ }));
    await done();
    const dialog = screen.getByRole('dialog', { name: "This stay can't be cancelled online" });
    expect(text(dialog)).toContain('Check-in time has passed. Contact support about this stay.');
    expect(text(dialog)).toContain('Contact support');
  });

  it('a free cancellation says everything comes back', async () => {
    await show([hotel]);
    harness.api().on(
      `POST /trips/${ID_A}/cancel/quote`,
      reply(200, {
        quote: {
          kind: 'Cancelable',
          refund: {
            why: 'FreeCancellation',
            refundMinor: 1_100_00,
            feeMinor: 0,
            keptMinor: 0,
            routes: [{ route: 'Card', amountMinor: 1_100_00 }],
            rewardsEarnedReversed: null,
          },
        },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: /^Cancel stay/ }));
    await done();
    expect(text(screen.getByRole('dialog', { name: 'Cancel this stay' }))).toContain("You are within the rate's free cancellation period");
  });
});
