import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { act } from 'react';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import FlightBook from '../../../../../src/islands/flights/book/FlightBook';
import { $draft, $quote, resetBookingStore } from '../../../../../src/lib/client/flights/booking.store';
import { $flightSelection, chooseFare } from '../../../../../src/lib/client/flights/selection.store';
import type { Locale } from '../../../../../src/lib/client/i18n';
import { $paymentMethods, resetPaymentMethodsStore } from '../../../../../src/lib/client/profile/payment-methods.store';
import { resetTravelersStore } from '../../../../../src/lib/client/profile/travelers.store';
import { $rewards } from '../../../../../src/lib/client/rewards.store';
import { CallState } from '../../../../../src/lib/domain/shared/call-state';
import { miles, quote, selection } from '../../../client/flights/booking-fixtures';
import { method } from '../../../client/payment-fixtures';
import { apiError, fakeApi, reply, sessionInfo, settle, signedIn } from '../../../client/profile/fake-api';
import { ann, list } from '../../../client/profile/traveler-fixtures';

const ID = '5b0c6f5e-7d5e-4c55-9a43-0d5c0a1c9e01';
const done = () => act(settle);
const card = method({ id: '7f1d3c1e-1111-4a4a-8b8b-000000000001', lastFour: '4821' });

let api: ReturnType<typeof fakeApi>;
let stopSession: () => void;
beforeEach(() => {
  api = fakeApi('/flights/book/');
  resetBookingStore();
  resetTravelersStore();
  resetPaymentMethodsStore();
  stopSession = signedIn(sessionInfo());
  $rewards.set({ state: CallState.Success, accounts: [miles] });
  api.on('POST /tracking/event', reply(200, {}));
  api.on('PUT /flight/passengers/list', list(ann));
  api.on('PUT /paymentMethods/list', reply(200, { value: [card] }));
  api.on('GET /customer/details', reply(200, { phoneNumber: '+1 416 555 0100', emailAddress: null }));
  api.on('POST /flights/book/quote', reply(200, { quote: quote() }));
});
afterEach(() => {
  cleanup();
  stopSession();
  cleanStores($flightSelection, $quote, $draft, $paymentMethods);
  api.platform.session.removeItem('portal.flightSelection');
});

async function show(locale: Locale = 'en', withSelection = true) {
  if (withSelection) chooseFare(selection());
  render(<FlightBook locale={locale} />);
  await done();
  await done();
}

describe('FlightBook', () => {
  it('without a chosen fare: an empty state that leads back to search', async () => {
    await show('en', false);
    expect(screen.getByRole('heading', { name: 'No flight chosen yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search flights' }).getAttribute('href')).toBe('/flights/search/');
  });

  it('shows the trip, prefilled contact, unticked protections with terms, and the itemised total', async () => {
    await show();
    expect(screen.getByRole('heading', { name: 'Your trip' })).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('cora@example.com');
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('+1 416 555 0100');
    const cfar = screen.getByRole('checkbox', { name: /Add Cancel for any reason/ }) as HTMLInputElement;
    expect(cfar.checked).toBe(false);
    expect(screen.getByRole('link', { name: /Terms of Cancel for any reason/ }).getAttribute('href')).toBe('/terms/cancel-for-any-reason/');
    expect(screen.getByText('Not available: your flight leaves too soon.')).toBeTruthy();
    const prices = screen.getByRole('region', { name: 'Price details' });
    expect(within(prices).getByText('$460.00')).toBeTruthy();
    fireEvent.click(cfar);
    expect(within(prices).getByText('Cancel for any reason')).toBeTruthy();
    expect(within(prices).getByText('$552.00')).toBeTruthy();
    // The first saved card is ready; rewards are not used until chosen.
    expect((screen.getByRole('radio', { name: /ending in 4821/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: "Don't use rewards" }) as HTMLInputElement).checked).toBe(true);
  });

  it('Book with an empty slot marks it and sends nothing', async () => {
    await show();
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    await done();
    expect(screen.getByText('Choose who flies in this seat.')).toBeTruthy();
    expect(document.activeElement?.id).toBe('book-traveler-0');
    expect(api.callsTo('POST /flights/book')).toHaveLength(0);
  });

  it('splits rewards and card, books, polls and goes to the confirmation', async () => {
    await show();
    fireEvent.change(screen.getByLabelText('Traveler 1 (adult)'), { target: { value: ann.id } });
    fireEvent.click(screen.getByRole('radio', { name: /Venture X/ }));
    fireEvent.click(screen.getByRole('button', { name: /Use the most/ }));
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('Paid with rewards')).toBeTruthy();
    expect(within(payment).getByText('$100.00 (10,000 miles)')).toBeTruthy();
    expect(within(payment).getByText('$360.00')).toBeTruthy();
    // The price details show the same split before Book: rewards, then what the card pays.
    const prices = screen.getByRole('region', { name: 'Price details' });
    expect(within(prices).getByText('Rewards').nextElementSibling?.textContent).toBe('\u2212$100.00');
    expect(within(prices).getByText('Card').nextElementSibling?.textContent).toBe('$360.00');
    api.on('POST /flights/book', reply(201, { bookingId: ID }));
    api.on(`GET /flights/book/${ID}`, reply(200, { bookingId: ID, outcome: 'Success', confirmationNumber: 'ABC123' }));
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    await done();
    await done();
    const sent = api.callsTo('POST /flights/book')[0]?.body as { payment: unknown; expectedTotal: number };
    expect(sent.expectedTotal).toBe(460_00);
    expect(sent.payment).toEqual({ paymentMethodId: card.id, rewards: { accountReferenceId: 'acc-miles', amount: 100_00 } });
  });

  it('a 422 InvalidPassengers shows the message by the traveler with a way to edit them', async () => {
    await show();
    fireEvent.change(screen.getByLabelText('Traveler 1 (adult)'), { target: { value: ann.id } });
    api.on(
      'POST /flights/book',
      apiError(422, 'InvalidPassengers', 'Check.', { errors: [{ code: 'MissingPassport', travelerId: ann.id, field: 'passport' }] }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    await done();
    const select = screen.getByLabelText('Traveler 1 (adult)');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(select.getAttribute('aria-describedby')!)?.textContent).toContain("add the traveler's passport");
    expect(screen.getByRole('button', { name: 'Edit Ann Young' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Check the travelers');
  });

  it('OfferInvalid: old and new price, nothing booked until the traveler confirms', async () => {
    await show();
    fireEvent.change(screen.getByLabelText('Traveler 1 (adult)'), { target: { value: ann.id } });
    api.on('POST /flights/book', apiError(422, 'OfferInvalid', 'Changed.', { oldTotal: 460_00, newTotal: 475_00 }));
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    await done();
    expect(screen.getByRole('alert').textContent).toContain('from $460.00 to $475.00');
    expect(screen.getByRole('button', { name: 'Book at the new price ($475.00)' })).toBeTruthy();
    expect(api.calls.filter((c) => c.path.startsWith('/flights/book/5'))).toHaveLength(0);
  });

  it('a quote with no seats left says so and offers to search again', async () => {
    api.on('POST /flights/book/quote', apiError(404, 'NoAvailability', 'Gone.'));
    await show();
    expect(screen.getByRole('alert').textContent).toContain('no seats left');
    expect(screen.getByRole('link', { name: 'Search again' }).getAttribute('href')).toContain('/flights/search/?');
  });

  it('reads in French', async () => {
    await show('fr');
    expect(screen.getByRole('heading', { name: 'Vérifier et réserver', level: 1 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Réserver' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /Ajouter Annulation pour toute raison/ })).toBeTruthy();
  });
});
