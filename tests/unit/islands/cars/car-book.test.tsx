// The car checkout (/cars/book/?offerId=…&extras=…): the quote, the driver and loyalty number, the
// book request with its Idempotency-Key, each 422 by its field, a new price to accept, failures
// with their next action, and French.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import CarBook from '../../../../src/islands/cars/book/CarBook';
import { $carDraft, $carQuote, resetCarBookingStore } from '../../../../src/lib/client/cars/car-booking.store';
import { $paymentMethods, resetPaymentMethodsStore } from '../../../../src/lib/client/profile/payment-methods.store';
import { resetTravelersStore } from '../../../../src/lib/client/profile/travelers.store';
import { $rewards } from '../../../../src/lib/client/rewards.store';
import { CallState } from '../../../../src/lib/domain/shared/call-state';
import { miles } from '../../client/flights/booking-fixtures';
import { method } from '../../client/payment-fixtures';
import { apiError, corporateInfo, fakeApi, reply, sessionInfo, settle, signedIn } from '../../client/profile/fake-api';
import { list, traveler } from '../../client/profile/traveler-fixtures';
import { BOOKING_ID, NAV, OFFER_ID, quote } from './car-shop-fixtures';

const QUOTE = 'POST /cars/book/quote';
const BOOK = 'POST /cars/book';
const POLL = `GET /cars/book/${BOOKING_ID}`;
const card = method({ id: '7f1d3c1e-1111-4a4a-8b8b-000000000001', lastFour: '4821' });
const gabrielle = traveler('t-gab', 'Gabrielle', 'Roy', { dateOfBirth: '1990-04-12' });
const lea = traveler('t-lea', 'Léa', 'Tremblay', { dateOfBirth: '2004-06-01' });
const done = () => act(settle);
const text = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ');

let api: ReturnType<typeof fakeApi>;
let navigations: string[];
let headers: Record<string, string>[];
let stopSession: () => void = () => undefined;

async function open(locale: 'en' | 'fr' = 'en', query = `offerId=${OFFER_ID}&extras=NAV`, quoted = reply(200, { quote: quote() })) {
  const path = `${locale === 'fr' ? '/fr' : ''}/cars/book/?${query}`;
  window.history.replaceState(null, '', path);
  api = fakeApi(path);
  navigations = [];
  headers = [];
  api.platform.navigate = (url) => void navigations.push(url);
  const fetch = api.platform.fetch;
  api.platform.fetch = (input, init) => {
    if (init?.method === 'POST' && String(input).endsWith('/cars/book')) headers.push(init.headers as Record<string, string>);
    return fetch(input, init);
  };
  stopSession = signedIn(sessionInfo());
  $rewards.set({ state: CallState.Success, accounts: [miles] });
  api.on('POST /tracking/event', reply(200, {}));
  api.on('PUT /flight/passengers/list', list(gabrielle, lea));
  api.on('PUT /paymentMethods/list', reply(200, { value: [card] }));
  api.on('GET /customer/details', reply(200, { phoneNumber: '+1 416 555 0100', emailAddress: null }));
  api.on('GET /user/wallet', reply(200, { credits: [], offers: [] }));
  api.on(QUOTE, quoted);
  render(<CarBook locale={locale} />);
  await done();
  await done();
}
const driverSelect = () => screen.getByRole('combobox', { name: 'Main driver' }) as HTMLSelectElement;
const describedBy = (el: Element) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');
async function book() {
  fireEvent.click(screen.getAllByRole('button', { name: 'Book' })[0]!);
  await done();
  await done();
}
const sent = () => api.callsTo(BOOK).map((c) => c.body as Record<string, unknown>);

beforeEach(() => {
  resetCarBookingStore();
  resetTravelersStore();
  resetPaymentMethodsStore();
});
afterEach(() => {
  cleanup();
  stopSession();
  cleanStores($carQuote, $carDraft, $paymentMethods);
});

describe('the car checkout', () => {
  it('quotes the car and extras of the address and shows the car, the drivers with their age at pick-up and the lines', async () => {
    await open();
    expect(api.callsTo(QUOTE).map((c) => c.body)).toEqual([{ selection: { offerId: OFFER_ID, extras: ['NAV'] } }]);
    const car = screen.getByRole('region', { name: 'Your car' });
    expect(text(car)).toContain('Toyota Corolla or similar · Compact · Rented by Hertz');
    expect(text(car)).toContain('Pick-upLos Angeles International (LAX)Thu, Dec 10, 2026, 10:00 AM');
    expect(text(car)).toContain('ExtrasGPS navigation');
    expect(within(car).getByRole('link', { name: 'Change extras' }).getAttribute('href')).toBe(
      `/cars/shop/?offerId=${OFFER_ID}&extras=NAV`,
    );
    expect([...driverSelect().options].map((o) => o.textContent)).toEqual([
      'Choose the driver',
      'Gabrielle Roy · 36 at pick-up',
      'Léa Tremblay · 22 at pick-up',
    ]);
    expect(describedBy(driverSelect())).toBe('This desk rents this car to drivers 21 and over.');
    expect(screen.getByLabelText('Hertz Gold Plus Rewards number (optional)')).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('cora@example.com');
    const prices = screen.getByRole('region', { name: 'Price details' });
    expect(text(prices)).toContain('Car rental, 3 days$135.00');
    expect(text(prices)).toContain('GPS navigation$44.97');
    expect(text(prices)).toContain('Taxes and fees$20.25');
    expect(text(prices)).toContain('Total$200.22');
  });

  it('Book without a driver marks the field and sends nothing', async () => {
    await open();
    await book();
    expect(describedBy(driverSelect())).toContain('Choose who drives.');
    expect(driverSelect().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(driverSelect());
    expect(sent()).toHaveLength(0);
  });

  it('sends the selection, total, driver, loyalty number, contact, payment and locale with an Idempotency-Key, polls, then confirms', async () => {
    await open();
    fireEvent.change(driverSelect(), { target: { value: 't-gab' } });
    fireEvent.change(screen.getByLabelText('Hertz Gold Plus Rewards number (optional)'), { target: { value: ' GR 1234 5674 ' } });
    api.on(BOOK, reply(201, { bookingId: BOOKING_ID }));
    api.on(POLL, reply(200, { bookingId: BOOKING_ID, outcome: 'Success', confirmationNumber: 'CR7Q2X' }));
    await book();
    expect(sent()).toEqual([
      {
        selection: { offerId: OFFER_ID, extras: ['NAV'] },
        expectedTotal: 200_22,
        driver: { travelerId: 't-gab' },
        loyaltyNumber: 'GR 1234 5674',
        contact: { email: 'cora@example.com', phone: '+1 416 555 0100' },
        payment: { paymentMethodId: card.id },
        locale: 'en',
      },
    ]);
    expect(headers[0]?.['Idempotency-Key']).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(api.callsTo(POLL).length).toBeGreaterThan(0);
    expect(navigations).toEqual([`/cars/book/confirm/?bookingId=${BOOKING_ID}`]);
  });

  it('a company that pays by invoice: no card is asked for, and the cost center typed goes with the booking', async () => {
    await open();
    stopSession();
    stopSession = signedIn(
      sessionInfo({
        tenant: 'corporate',
        customerType: 'Corporate',
        corporateInfo: corporateInfo({ centralBilling: { companyName: 'Contoso Consulting' } }),
      }),
    );
    await done();
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(text(payment)).toContain('Billed to Contoso Consulting');
    expect(within(payment).queryAllByRole('radio')).toHaveLength(0);
    const costCenter = within(payment).getByRole('textbox', { name: 'Cost center or project (optional)' });
    expect(costCenter.getAttribute('maxlength')).toBe('40');
    fireEvent.change(driverSelect(), { target: { value: 't-gab' } });
    fireEvent.change(costCenter, { target: { value: ' Sales EMEA ' } });
    api.on(BOOK, reply(201, { bookingId: BOOKING_ID }));
    api.on(POLL, reply(200, { bookingId: BOOKING_ID, outcome: 'Success', confirmationNumber: 'CR7Q2X' }));
    await book();
    expect(sent()[0]?.payment).toEqual({ centralBilling: true, costCenter: 'Sales EMEA' });
  });

  it('no loyalty number is sent as null', async () => {
    await open();
    fireEvent.change(driverSelect(), { target: { value: 't-gab' } });
    api.on(BOOK, reply(201, { bookingId: BOOKING_ID }));
    api.on(POLL, reply(200, { bookingId: BOOKING_ID, outcome: 'Success', confirmationNumber: 'CR7Q2X' }));
    await book();
    expect(sent()[0]?.loyaltyNumber).toBeNull();
  });
});

describe('refusals by the field', () => {
  it('a driver the desk refuses: the reason by the driver list in the page’s words; changing the driver clears it', async () => {
    await open();
    fireEvent.change(driverSelect(), { target: { value: 't-lea' } });
    const message = 'Léa will be 22 at pick-up: drivers under 25 pay a young driver fee this price leaves out.';
    api.on(BOOK, apiError(422, 'InvalidPassengers', message, { fields: [{ path: 'driver.travelerId', message }] }));
    await book();
    expect(driverSelect().getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(driverSelect())).toContain(
      'Léa will be 22 at pick-up and pays a higher young driver fee than this price has. Search again with the driver’s age.',
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Check the highlighted details');
    expect(document.activeElement).toBe(alert);
    fireEvent.click(within(alert).getByRole('button', { name: 'Go to the details' }));
    expect(document.activeElement).toBe(driverSelect());
    fireEvent.change(driverSelect(), { target: { value: 't-gab' } });
    expect(driverSelect().getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['InvalidLoyaltyNumber', 'This isn’t a Hertz Gold Plus Rewards number. Check it on the membership card, or leave it empty.'],
    ['LoyaltyNameMismatch', 'This Hertz Gold Plus Rewards number belongs to another member.'],
    ['DollarExpressNotFound', 'Dollar Express has no member with this number.'],
    ['BlueChipNumberNotFound', 'Thrifty Blue Chip has no member with this number.'],
  ])('%s shows by the loyalty number; typing again clears it', async (code, words) => {
    await open();
    fireEvent.change(driverSelect(), { target: { value: 't-gab' } });
    const input = screen.getByLabelText('Hertz Gold Plus Rewards number (optional)');
    fireEvent.change(input, { target: { value: '12345678' } });
    api.on(BOOK, apiError(422, code, 'Server words.', { fields: [{ path: 'loyaltyNumber', message: 'Server words.' }] }));
    await book();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(input)).toContain(words);
    expect(driverSelect().getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Go to the details' }));
    expect(document.activeElement).toBe(input);
    fireEvent.change(input, { target: { value: '12345674' } });
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('a contact the server cannot use shows by its field', async () => {
    await open();
    fireEvent.change(driverSelect(), { target: { value: 't-gab' } });
    api.on(
      BOOK,
      apiError(422, 'InvalidPassengers', 'Enter an email and a phone number we can reach you at.', {
        errors: [{ code: 'NoContactInformation', field: 'contact.phone' }],
      }),
    );
    await book();
    const phone = screen.getByLabelText('Phone');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(phone)).toBe('Enter a phone number with 7 to 15 digits.');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBeNull();
  });
});

describe('a new price and failures', () => {
  it('OfferInvalid shows the old and new price; accepting books again at the new total', async () => {
    await open();
    fireEvent.change(driverSelect(), { target: { value: 't-gab' } });
    api.on(BOOK, apiError(422, 'OfferInvalid', 'Changed.', { oldTotal: 200_22, newTotal: 210_22 }), reply(201, { bookingId: BOOKING_ID }));
    api.on(QUOTE, reply(200, { quote: quote([NAV], { breakdown: { ...quote().breakdown, totalMinor: 210_22 } }) }));
    api.on(POLL, reply(200, { bookingId: BOOKING_ID, outcome: 'Success', confirmationNumber: 'CR7Q2X' }));
    await book();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('from $200.22 to $210.22');
    expect(api.callsTo(QUOTE)).toHaveLength(2);
    expect(navigations).toEqual([]);
    fireEvent.click(within(alert).getByRole('button', { name: 'Book at the new price ($210.22)' }));
    await done();
    await done();
    expect(sent().map((b) => b.expectedTotal)).toEqual([200_22, 210_22]);
    expect(navigations).toEqual([`/cars/book/confirm/?bookingId=${BOOKING_ID}`]);
  });

  it.each([
    ['CardDeclined', 'EditPayment', 'Your card was declined. Nothing was charged.', 'button', 'Edit payment'],
    ['NoAvailability', 'SearchAgain', 'The rental company has no cars left for these dates.', 'link', 'Search again'],
    ['PollingTimeout', 'ContactSupport', 'The rental company did not confirm in time.', null, null],
  ] as const)('a booking that fails with %s says why and offers its next action', async (code, nextAction, words, role, name) => {
    await open();
    fireEvent.change(driverSelect(), { target: { value: 't-gab' } });
    api.on(BOOK, reply(201, { bookingId: BOOKING_ID }));
    api.on(
      POLL,
      reply(200, { bookingId: BOOKING_ID, outcome: 'Failed', failure: { code, message: 'The airline has no seats.', nextAction } }),
    );
    await book();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(words);
    expect(alert.textContent).not.toContain('airline');
    if (role === 'link') {
      expect(within(alert).getByRole('link', { name: name! }).getAttribute('href')).toBe(
        '/cars/search/?pickup=LAX&pickupAt=2026-12-10T10%3A00&dropoffAt=2026-12-13T10%3A00',
      );
    } else if (role === 'button') {
      fireEvent.click(within(alert).getByRole('button', { name: name! }));
      expect(document.activeElement?.id).toBe('book-payment');
    } else expect(alert.textContent).toContain('support');
    expect(navigations).toEqual([]);
  });

  it('a car that is gone (quote 404) says so and leads to a new search', async () => {
    await open('en', `offerId=${OFFER_ID}`, apiError(404, 'NotFound', 'This car offer does not exist or is no longer available.'));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('This car is no longer available for these dates.');
    expect(within(alert).getByRole('link', { name: 'Search again' }).getAttribute('href')).toBe('/cars/search/');
  });

  it('an address without a car leads to the search', async () => {
    await open('en', 'extras=NAV');
    expect(screen.getByRole('heading', { name: 'No car chosen yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search cars' }).getAttribute('href')).toBe('/cars/search/');
    expect(api.callsTo(QUOTE)).toHaveLength(0);
  });
});

describe('in French', () => {
  it('reads in French, words refusals in French and books in French', async () => {
    await open('fr');
    expect(screen.getByRole('heading', { level: 1, name: 'Vérifier et réserver votre voiture' })).toBeTruthy();
    const select = screen.getByRole('combobox', { name: 'Conducteur principal' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)[1]).toBe('Gabrielle Roy · 36 ans à la prise en charge');
    const input = screen.getByLabelText('Numéro Hertz Gold Plus Rewards (facultatif)');
    expect(text(screen.getByRole('region', { name: 'Détail du prix' }))).toContain('Location de voiture, 3 jours');
    fireEvent.change(select, { target: { value: 't-gab' } });
    fireEvent.change(input, { target: { value: '1234' } });
    api.on(BOOK, apiError(422, 'InvalidLoyaltyNumber', 'English.', { fields: [{ path: 'loyaltyNumber', message: 'English.' }] }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Réserver' })[0]!);
    await done();
    await done();
    expect(describedBy(input)).toContain('Ce n’est pas un numéro Hertz Gold Plus Rewards.');
    expect(sent()[0]?.locale).toBe('fr');
  });
});
