// Cancel for any reason on a flight in Trips: the choice between the 80 % refund and the whole fare
// as airline credit, the cancel sent for the one chosen, and the Airline travel credits tab.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reply } from '../../client/profile/fake-api';
import { done, text, tripsHarness } from './trips-harness';
import { ID_A, ID_B, trip } from './booking-fixtures';

const CREDIT_ID = '44444444-4444-4444-8444-444444444444';
const covered = trip(ID_A, {
  protections: [
    { product: 'Cfar', priceMinor: 35_50 },
    { product: 'DisruptionAssistance', priceMinor: 20_00 },
  ],
});

const quote = {
  kind: 'Cancelable',
  refund: {
    why: 'CancelForAnyReason',
    refundMinor: 368_00,
    feeMinor: 92_00,
    keptMinor: 147_50,
    routes: [{ route: 'Card', amountMinor: 368_00 }],
    rewardsEarnedReversed: null,
  },
  airlineCredit: {
    amountMinor: 460_00,
    airline: { code: 'AA', name: 'American Airlines' },
    expiresAt: '2027-11-22T15:00:00.000Z',
    keptMinor: 55_50,
  },
};

const harness = tripsHarness('2026-11-25T15:00:00Z');
const show = harness.show;

describe('cancel for any reason on a flight', () => {
  it('offers the 80 % refund by default and the airline credit instead; cancels for the one chosen', async () => {
    await show([covered]);
    harness.api().on(`POST /trips/${ID_A}/cancel/quote`, reply(200, { quote }));
    fireEvent.click(screen.getByRole('button', { name: /^Cancel flight/ }));
    await done();
    const dialog = screen.getByRole('dialog', { name: 'Cancel this flight' });
    const choice = within(dialog).getByRole('group', { name: 'Cancel for any reason: how do you want it back?' });
    const refund = within(choice).getByRole('radio', { name: /\$368\.00 refund/ });
    const credit = within(choice).getByRole('radio', { name: /\$460\.00 airline credit/ });
    expect((refund as HTMLInputElement).checked).toBe(true);
    expect(text(dialog)).toContain('This cancels every flight of the trip. Your disruption assistance ends with it.');
    expect(within(dialog).getByRole('button', { name: 'Cancel flight for $368.00' })).toBeTruthy();

    fireEvent.click(credit);
    expect(text(dialog)).toContain('100% of the fare and taxes as credit with American Airlines, usable until Nov 22, 2027');
    expect(text(dialog)).toContain('Airline credit with American Airlines$460.00');
    expect(text(dialog)).not.toContain('Total refund');
    const canceled = {
      ...covered,
      reservation: 'Canceled',
      ticket: 'Canceled',
      cancellation: {
        canceledAt: '2026-11-25T15:00:00Z',
        refund: {
          ...quote.refund,
          refundMinor: 460_00,
          feeMinor: 0,
          keptMinor: 55_50,
          routes: [
            {
              route: 'AirlineCredit',
              id: CREDIT_ID,
              amountMinor: 460_00,
              airline: quote.airlineCredit.airline,
              expiresAt: quote.airlineCredit.expiresAt,
            },
          ],
        },
      },
    };
    harness.api().on(`POST /trips/${ID_A}/cancel`, reply(200, canceled));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel for $460.00 airline credit' }));
    await done();
    expect(
      harness
        .api()
        .callsTo(`POST /trips/${ID_A}/cancel`)
        .map((c) => c.body),
    ).toEqual([{ expectedRefundMinor: 460_00, choice: 'AirlineCredit' }]);
    const success = screen.getByRole('dialog', { name: 'Your flight is canceled' });
    expect(text(success)).toContain('Airline credit with American Airlines$460.00');
    expect(within(success).getByRole('link', { name: 'See it in Airline travel credits' }).getAttribute('href')).toBe(
      '/trips/?tab=credits',
    );
  });

  it('the refund: sends its amount, and says a cancel for any reason refund takes 1 to 2 billing cycles', async () => {
    await show([covered]);
    harness.api().on(`POST /trips/${ID_A}/cancel/quote`, reply(200, { quote }));
    fireEvent.click(screen.getByRole('button', { name: /^Cancel flight/ }));
    await done();
    harness
      .api()
      .on(
        `POST /trips/${ID_A}/cancel`,
        reply(200, { ...covered, reservation: 'Canceled', cancellation: { canceledAt: '2026-11-25T15:00:00Z', refund: quote.refund } }),
      );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel flight for $368.00' }));
    await done();
    expect(
      harness
        .api()
        .callsTo(`POST /trips/${ID_A}/cancel`)
        .map((c) => c.body),
    ).toEqual([{ expectedRefundMinor: 368_00, choice: 'Refund' }]);
    expect(text(screen.getByRole('dialog', { name: 'Your flight is canceled' }))).toContain('within 1 to 2 billing cycles');
  });

  it('inside the last 3 hours: the expired variant says until when the cover could be used', async () => {
    await show([covered]);
    harness
      .api()
      .on(
        `POST /trips/${ID_A}/cancel/quote`,
        reply(200, { quote: { kind: 'NotCancelable', reason: 'TooCloseToDeparture', contact: 'Airline', message: '' } }),
      );
    fireEvent.click(screen.getByRole('button', { name: /^Cancel flight/ }));
    await done();
    expect(text(screen.getByRole('dialog', { name: "This flight can't be cancelled online" }))).toContain(
      'Cancel for any reason could be used until 3 hours before departure.',
    );
  });
});

describe('Airline travel credits tab', () => {
  it('lists each credit with its airline, amount, expiry and trip; an expired one says so', async () => {
    const credit = (id: string, state: string, expiresAt: string) => ({
      id,
      airline: { code: 'AA', name: 'American Airlines' },
      amountMinor: 460_00,
      currency: 'USD',
      state,
      expiresAt,
      issuedAt: '2026-11-25T15:00:00.000Z',
      trip: { id: ID_A, confirmationNumber: 'QX7K2P', origin: 'JFK', destination: 'LAX' },
    });
    await show([], '/trips/?tab=credits', [
      credit(CREDIT_ID, 'Available', '2027-11-22T15:00:00.000Z'),
      credit(ID_B, 'Expired', '2026-01-02T15:00:00.000Z'),
    ]);
    await done();
    const tab = screen.getByRole('tab', { name: 'Airline travel credits' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    const cards = await screen.findAllByRole('article');
    expect(cards.map(text)).toEqual([expect.stringContaining('Use by Nov 22, 2027'), expect.stringContaining('Expired Jan 2, 2026')]);
    expect(text(cards[0]!)).toContain('$460.00 with American Airlines');
    expect(text(cards[0]!)).toContain('From JFK to LAX · Booking QX7K2P');
  });

  it('with none: says how credits come and leads back to upcoming trips', async () => {
    await show([], '/trips/?tab=credits');
    await done();
    expect(await screen.findByRole('heading', { name: 'No airline credits' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See upcoming trips' })).toBeTruthy();
  });
});
