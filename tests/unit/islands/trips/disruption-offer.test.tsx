// Adding disruption assistance from Trips: offered on a trip that may still buy it, never on one
// that has it; the coverage and price, the card, the purchase with its key; refusals in words.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FlightTrip } from '../../../../src/lib/client/trips.store';
import { reply } from '../../client/profile/fake-api';
import { done, text, tripsHarness } from './trips-harness';
import { ID_A, trip } from './booking-fixtures';

const harness = tripsHarness('2026-11-25T15:00:00Z');
const booked = trip(ID_A) as FlightTrip;
const offer = (cardId: string | null) => ({
  kind: 'ValidOffer',
  cardId,
  offer: {
    kind: 'Offered',
    product: 'DisruptionAssistance',
    priceMinor: 48_00,
    currency: 'USD',
    coverage: {
      product: 'DisruptionAssistance',
      passengers: 2,
      baseFareRefundMinor: 400_00,
      delayThresholdHours: 2,
      rebookingFareCapPerPassengerMinor: 1_000_00,
      claimsPerPassengerPerTrip: 1,
    },
    termsPath: '/terms/missed-connection-guarantee/#flight-disruption-assistance',
  },
});
const path = `/trips/${ID_A}/disruptionOffer`;

async function openOffer(t: FlightTrip, answer: unknown, cards: unknown[] = []) {
  await harness.show([t]);
  harness.api().on(`GET ${path}`, reply(200, answer));
  harness.api().on('PUT /paymentMethods/list', reply(200, { value: cards }));
  const card = screen.getByRole('article', { name: 'JFK to LAX' });
  expect(text(card)).toContain('Not covered if the airline delays or cancels.');
  fireEvent.click(within(card).getByRole('button', { name: /^Add disruption assistance/ }));
  await done();
  return screen.getByRole('dialog', { name: 'Add disruption assistance' });
}

describe('adding disruption assistance to a booked flight', () => {
  it("the coverage and price for this trip, paid by the booking's card; the trip then shows it covered", async () => {
    const dialog = await openOffer(booked, offer('card-1'));
    expect(text(dialog)).toContain('If the airline delays your flight 2 hours or more');
    expect(text(dialog)).toContain('rebook on another flight for free (up to $1,000.00 a traveler)');
    expect(text(dialog)).toContain('get your base fare back ($400.00)');
    expect(text(dialog)).toContain('Covers all 2 travelers on this booking.');
    expect(text(dialog)).toContain('Paid with the card of this booking.');
    const covered = { ...booked, protections: [...booked.protections, { product: 'DisruptionAssistance', priceMinor: 48_00 }] };
    harness.api().on(`POST ${path}/purchase`, reply(200, covered));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Buy for $48.00' }));
    await done();
    const [call] = harness.api().callsTo(`POST ${path}/purchase`);
    expect(call?.body).toEqual({ expectedPriceMinor: 48_00 });
    expect(screen.getByRole('dialog', { name: "You're covered" })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Add disruption assistance/ })).toBeNull();
    expect(text(screen.getByRole('article', { name: 'JFK to LAX' }))).toMatch(
      /Protected by\s*Cancel for any reason · Flight disruption assistance/,
    );
  });

  it('a booking paid without a card: the saved cards to choose from; a refused card says so', async () => {
    const dialog = await openOffer(booked, offer(null), [
      { id: '9b2f0c1e-0000-4000-8000-000000000001', brand: 'visa', lastFour: '4242' },
      { id: '9b2f0c1e-0000-4000-8000-000000000002', brand: 'american_express', lastFour: '0005' },
    ]);
    const cards = within(dialog).getByRole('group', { name: 'Pay with' });
    expect(
      within(cards)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).checked),
    ).toEqual([true, false]);
    fireEvent.click(within(cards).getByRole('radio', { name: 'American Express ending in 0005' }));
    harness.api().on(`POST ${path}/purchase`, reply(422, { error: { code: 'UserCardNotFound', message: 'gone' } }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Buy for $48.00' }));
    await done();
    expect(
      harness
        .api()
        .callsTo(`POST ${path}/purchase`)
        .map((c) => c.body),
    ).toEqual([{ expectedPriceMinor: 48_00, paymentMethodId: '9b2f0c1e-0000-4000-8000-000000000002' }]);
    expect(text(screen.getByRole('alert'))).toContain('This card can no longer be used.');
  });

  it('no offer any more: the reason in words', async () => {
    const dialog = await openOffer(booked, { kind: 'NoOffer', reason: 'TooCloseToDeparture' });
    expect(text(dialog)).toContain('Disruption assistance is sold until 24 hours before departure.');
    expect(within(dialog).queryByRole('button', { name: /^Buy/ })).toBeNull();
  });

  it('not offered on a trip that has it, or that the airline already changed', async () => {
    const has = trip(ID_A, { protections: [{ product: 'DisruptionAssistance', priceMinor: 48_00 }] } as Partial<FlightTrip>) as FlightTrip;
    await harness.show([has]);
    expect(screen.queryByRole('button', { name: /^Add disruption assistance/ })).toBeNull();
  });
});
