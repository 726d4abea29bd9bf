// The travel wallet on the review-and-book page: nothing chosen for the traveler, offers that do not
// fit the trip shown disabled with why, and the split visible in the price details before Book.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { act } from 'react';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import FlightBook from '../../../../../src/islands/flights/book/FlightBook';
import { $draft, $quote, resetBookingStore } from '../../../../../src/lib/client/flights/booking.store';
import { $flightSelection, chooseFare } from '../../../../../src/lib/client/flights/selection.store';
import type { Locale } from '../../../../../src/lib/client/i18n';
import { $paymentMethods, resetPaymentMethodsStore } from '../../../../../src/lib/client/profile/payment-methods.store';
import { resetTravelersStore } from '../../../../../src/lib/client/profile/travelers.store';
import { $rewards } from '../../../../../src/lib/client/rewards.store';
import { $travelWallet, resetTravelWalletStore } from '../../../../../src/lib/client/travel-wallet.store';
import { CallState } from '../../../../../src/lib/domain/shared/call-state';
import type { TravelCredit, TravelOffer } from '../../../../../src/lib/domain/booking/travel-wallet';
import { CREDIT_ID, credit, miles, offer, OFFER_ID, quote, selection } from '../../../client/flights/booking-fixtures';
import { method } from '../../../client/payment-fixtures';
import { apiError, fakeApi, reply, sessionInfo, settle, signedIn } from '../../../client/profile/fake-api';
import { ann, list } from '../../../client/profile/traveler-fixtures';

const ID = '5b0c6f5e-7d5e-4c55-9a43-0d5c0a1c9e01';
const WALLET = 'GET /user/wallet';
const done = () => act(settle);
const card = method({ id: '7f1d3c1e-1111-4a4a-8b8b-000000000001', lastFour: '4821' });
const HOTEL_OFFER = '0c5e1f3a-5a1e-4d7a-9b1c-00000000f002';
const BIG_OFFER = '0c5e1f3a-5a1e-4d7a-9b1c-00000000f003';
const OLD_OFFER = '0c5e1f3a-5a1e-4d7a-9b1c-00000000f004';

let api: ReturnType<typeof fakeApi>;
let stopSession: () => void;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T17:00:00Z'));
  api = fakeApi('/flights/book/');
  resetBookingStore();
  resetTravelersStore();
  resetPaymentMethodsStore();
  resetTravelWalletStore();
  stopSession = signedIn(sessionInfo());
  $rewards.set({ state: CallState.Success, accounts: [miles] });
  api.on('POST /tracking/event', reply(200, {}));
  api.on('PUT /flight/passengers/list', list(ann));
  api.on('PUT /paymentMethods/list', reply(200, { value: [card] }));
  api.on('GET /customer/details', reply(200, { phoneNumber: '+1 416 555 0100', emailAddress: 'cora@example.com' }));
  api.on('POST /flights/book/quote', reply(200, { quote: quote() }));
});
afterEach(() => {
  cleanup();
  stopSession();
  cleanStores($flightSelection, $quote, $draft, $paymentMethods, $travelWallet);
  api.platform.session.removeItem('portal.flightSelection');
  vi.useRealTimers();
});

async function show(wallet: { credits: TravelCredit[]; offers: TravelOffer[] } | null, locale: Locale = 'en') {
  api.on(WALLET, wallet ? reply(200, wallet) : apiError(500, 'Internal', 'Down.'));
  chooseFare(selection());
  render(<FlightBook locale={locale} />);
  await done();
  await done();
}

const walletGroup = () => screen.getByRole('group', { name: 'Travel wallet' });
const line = (region: HTMLElement, label: string) => within(region).getByText(label).nextElementSibling?.textContent;

describe('travel wallet at checkout', () => {
  it('lists usable credits and the offers, with nothing chosen', async () => {
    await show({
      credits: [credit(), credit({ id: '0c5e1f3a-5a1e-4d7a-9b1c-00000000c009', state: 'Redeemed', amountMinor: 0 })],
      offers: [offer()],
    });
    const group = walletGroup();
    const checkbox = within(group).getByRole('checkbox', {
      name: 'Use $50.00 · Referral credit · expires Nov 22, 2027',
    }) as HTMLInputElement;
    expect(checkbox.checked).toBe(false);
    // A used credit cannot pay: it is not offered.
    expect(within(group).getAllByRole('checkbox')).toHaveLength(1);
    expect((within(group).getByRole('radio', { name: 'No offer' }) as HTMLInputElement).checked).toBe(true);
    const theOffer = within(group).getByRole('radio', { name: /\$25\.00 off flights of \$250\.00 or more/ }) as HTMLInputElement;
    expect(theOffer.checked).toBe(false);
    expect(theOffer.getAttribute('aria-disabled')).toBeNull();
    expect(theOffer.labels?.[0]?.textContent).toContain('expires Feb 20, 2027');
    // Nothing off the total until the traveler chooses: the card pays it all.
    expect(within(screen.getByRole('region', { name: 'Price details' })).queryByText('Travel credit')).toBeNull();
  });

  it('an offer that does not fit this trip is unavailable, says why, and cannot be chosen', async () => {
    await show({
      credits: [],
      offers: [
        offer({ id: BIG_OFFER, minimumSpendMinor: 500_00 }),
        offer({ id: HOTEL_OFFER, products: ['Hotel'] }),
        offer({ id: OLD_OFFER, expiresAt: '2026-11-01T12:00:00Z' }),
      ],
    });
    const group = walletGroup();
    const reasonOf = (name: RegExp) => {
      const radio = within(group).getByRole('radio', { name }) as HTMLInputElement;
      // Still focusable, so a screen reader reaches it and reads the reason.
      expect(radio.disabled).toBe(false);
      expect(radio.getAttribute('aria-disabled')).toBe('true');
      fireEvent.click(radio);
      expect(radio.checked).toBe(false);
      return document.getElementById(radio.getAttribute('aria-describedby')!)?.textContent;
    };
    expect(reasonOf(/of \$500\.00 or more/)).toBe('Not available: this trip is under the $500.00 minimum.');
    expect(reasonOf(/off hotels/)).toBe('Not available: this offer is not for flights.');
    expect(reasonOf(/off flights of \$250\.00 or more$/)).toBe('Not available: this offer expired on Nov 1, 2026.');
    expect((within(group).getByRole('radio', { name: 'No offer' }) as HTMLInputElement).checked).toBe(true);
  });

  it('ticked credit and chosen offer show in the price details, and the card pays the rest', async () => {
    await show({ credits: [credit()], offers: [offer()] });
    fireEvent.change(screen.getByLabelText('Traveler 1 (adult)'), { target: { value: ann.id } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Referral credit/ }));
    fireEvent.click(screen.getByRole('radio', { name: /\$25\.00 off flights/ }));
    const prices = screen.getByRole('region', { name: 'Price details' });
    expect(line(prices, 'Total')).toBe('$460.00');
    expect(line(prices, 'Travel offer')).toBe('\u2212$25.00');
    expect(line(prices, 'Travel credit')).toBe('\u2212$50.00');
    expect(line(prices, 'Card')).toBe('$385.00');
    // The rewards field's maximum is what the wallet leaves, capped by the $100 account.
    fireEvent.click(screen.getByRole('radio', { name: /Venture X/ }));
    expect(screen.getByLabelText('Amount to pay with rewards, in dollars (up to $100.00)')).toBeTruthy();

    api.on('POST /flights/book', reply(201, { bookingId: ID }));
    api.on(`GET /flights/book/${ID}`, reply(200, { bookingId: ID, outcome: 'Success', confirmationNumber: 'ABC123' }));
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    await done();
    await done();
    const sent = api.callsTo('POST /flights/book')[0]?.body as { payment: unknown; locale: string };
    expect(sent.payment).toEqual({ paymentMethodId: card.id, travelWallet: { creditIds: [CREDIT_ID], offerId: OFFER_ID } });
    expect(sent.locale).toBe('en');
  });

  it('an empty wallet shows no box at all', async () => {
    await show({ credits: [], offers: [] });
    expect(screen.queryByRole('group', { name: 'Travel wallet' })).toBeNull();
    expect(screen.queryByText(/travel wallet/i)).toBeNull();
  });

  it('a wallet that did not load says so, and booking still works with the card', async () => {
    await show(null);
    expect(screen.getByText(/We could not load your travel wallet/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Load the travel wallet again' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Traveler 1 (adult)'), { target: { value: ann.id } });
    api.on('POST /flights/book', reply(201, { bookingId: ID }));
    api.on(`GET /flights/book/${ID}`, reply(200, { bookingId: ID, outcome: 'Success', confirmationNumber: 'ABC123' }));
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    await done();
    expect((api.callsTo('POST /flights/book')[0]?.body as { payment: unknown }).payment).toEqual({ paymentMethodId: card.id });
  });

  it('reads in French', async () => {
    await show({ credits: [credit()], offers: [offer()] }, 'fr');
    const group = screen.getByRole('group', { name: 'Portefeuille voyage' });
    expect(within(group).getByRole('checkbox', { name: /Crédit de parrainage/ })).toBeTruthy();
    expect(within(group).getByRole('radio', { name: 'Aucune offre' })).toBeTruthy();
    expect(within(group).getByRole('radio', { name: /de rabais sur les vols de 250,00/ })).toBeTruthy();
  });
});
