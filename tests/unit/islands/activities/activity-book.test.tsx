// The activity checkout (/activities/book/?id=…&date=…&slot=…&adults=…&children=…&infants=…): the
// quote, the lead traveler (adults on the day only), the book request with its Idempotency-Key,
// each 422 by its field, a time sold out meanwhile, a new price to accept, and French.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import ActivityBook from '../../../../src/islands/activities/book/ActivityBook';
import { $activityDraft, $activityQuote, resetActivityBookingStore } from '../../../../src/lib/client/activities/activity-booking.store';
import { $paymentMethods, resetPaymentMethodsStore } from '../../../../src/lib/client/profile/payment-methods.store';
import { resetTravelersStore } from '../../../../src/lib/client/profile/travelers.store';
import { $rewards } from '../../../../src/lib/client/rewards.store';
import { CallState } from '../../../../src/lib/domain/shared/call-state';
import { miles } from '../../client/flights/booking-fixtures';
import { method } from '../../client/payment-fixtures';
import { apiError, fakeApi, reply, sessionInfo, settle, signedIn } from '../../client/profile/fake-api';
import { list, traveler } from '../../client/profile/traveler-fixtures';
import { BOOKING_ID, DATE, EXPERIENCE_ID, quote, shopQuery, SLOT_9 } from './activity-shop-fixtures';

const QUOTE = 'POST /experiences/book/quote';
const BOOK = 'POST /experiences/book';
const POLL = `GET /experiences/book/${BOOKING_ID}`;
const SHOP = `/activities/shop/?${shopQuery(SLOT_9)}`;
const card = method({ id: '7f1d3c1e-1111-4a4a-8b8b-000000000001', lastFour: '4821' });
const gabrielle = traveler('t-gab', 'Gabrielle', 'Roy', { dateOfBirth: '1990-04-12' });
const leo = traveler('t-leo', 'Léo', 'Roy', { dateOfBirth: '2014-06-01' });
const done = () => act(settle);
const text = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ');
const selection = {
  experienceId: EXPERIENCE_ID,
  date: DATE,
  slotId: SLOT_9,
  travelers: { Adult: 2, Senior: 0, Youth: 0, Child: 1, Infant: 0, Traveler: 0 },
};

let api: ReturnType<typeof fakeApi>;
let navigations: string[];
let headers: Record<string, string>[];
let stopSession: () => void = () => undefined;

async function open(locale: 'en' | 'fr' = 'en', query = shopQuery(SLOT_9), quoted = reply(200, { quote: quote() })) {
  const path = `${locale === 'fr' ? '/fr' : ''}/activities/book/?${query}`;
  window.history.replaceState(null, '', path);
  api = fakeApi(path);
  navigations = [];
  headers = [];
  api.platform.navigate = (url) => void navigations.push(url);
  const fetch = api.platform.fetch;
  api.platform.fetch = (input, init) => {
    if (init?.method === 'POST' && String(input).endsWith('/experiences/book')) headers.push(init.headers as Record<string, string>);
    return fetch(input, init);
  };
  stopSession = signedIn(sessionInfo());
  $rewards.set({ state: CallState.Success, accounts: [miles] });
  api.on('POST /tracking/event', reply(200, {}));
  api.on('PUT /flight/passengers/list', list(gabrielle, leo));
  api.on('PUT /paymentMethods/list', reply(200, { value: [card] }));
  api.on('GET /customer/details', reply(200, { phoneNumber: '+1 416 555 0100', emailAddress: null }));
  api.on('GET /user/wallet', reply(200, { credits: [], offers: [] }));
  api.on(QUOTE, quoted);
  render(<ActivityBook locale={locale} />);
  await done();
  await done();
}
const leadSelect = () => screen.getByRole('combobox', { name: 'Lead traveler' }) as HTMLSelectElement;
const describedBy = (el: Element) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');
async function book(name = 'Book') {
  fireEvent.click(screen.getAllByRole('button', { name })[0]!);
  await done();
  await done();
}
const sent = () => api.callsTo(BOOK).map((c) => c.body as Record<string, unknown>);

beforeEach(() => {
  resetActivityBookingStore();
  resetTravelersStore();
  resetPaymentMethodsStore();
});
afterEach(() => {
  cleanup();
  stopSession();
  cleanStores($activityQuote, $activityDraft, $paymentMethods);
});

describe('the activity checkout', () => {
  it('quotes the time of the address and shows the activity, the adults who may lead and the lines per band', async () => {
    await open();
    expect(api.callsTo(QUOTE).map((c) => c.body)).toEqual([{ selection }]);
    const activity = screen.getByRole('region', { name: 'Your activity' });
    expect(text(activity)).toContain('Paris old town walking tour · Paris, France');
    expect(text(activity)).toContain('WhenSat, Dec 12, 2026, 9:00 AM (local time in Paris)');
    expect(text(activity)).toContain('Duration2 h 30 min');
    expect(text(activity)).toContain('Travelers2 adults, 1 child');
    expect(text(activity)).toContain('Free cancellation until Fri, Dec 11, 9:00 AM');
    expect(within(activity).getByRole('link', { name: 'Change time' }).getAttribute('href')).toBe(SHOP);
    // Léo is 12 on the day: he cannot lead.
    expect([...leadSelect().options].map((o) => o.textContent)).toEqual(['Choose the lead traveler', 'Gabrielle Roy']);
    expect(describedBy(leadSelect())).toBe('The lead traveler must be an adult: 18 or older on the day of the activity.');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('cora@example.com');
    const prices = screen.getByRole('region', { name: 'Price details' });
    expect(text(prices)).toContain('2 adults$120.00');
    expect(text(prices)).toContain('1 child$36.00');
    expect(text(prices)).toContain('Total$156.00');
    expect(text(prices)).not.toContain('Adult × 2');
  });

  it('Book without a lead traveler marks the field and sends nothing', async () => {
    await open();
    await book();
    expect(describedBy(leadSelect())).toContain('Choose who leads the party.');
    expect(leadSelect().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(leadSelect());
    expect(sent()).toHaveLength(0);
  });

  it('sends the selection, total, lead traveler, contact, payment and locale with an Idempotency-Key, polls, then confirms', async () => {
    await open();
    fireEvent.change(leadSelect(), { target: { value: 't-gab' } });
    api.on(BOOK, reply(201, { bookingId: BOOKING_ID }));
    api.on(POLL, reply(200, { bookingId: BOOKING_ID, outcome: 'Success', confirmationNumber: 'AX4K9P' }));
    await book();
    expect(sent()).toEqual([
      {
        selection,
        expectedTotal: 156_00,
        leadTraveler: { travelerId: 't-gab' },
        contact: { email: 'cora@example.com', phone: '+1 416 555 0100' },
        payment: { paymentMethodId: card.id },
        locale: 'en',
      },
    ]);
    expect(headers[0]?.['Idempotency-Key']).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(api.callsTo(POLL).length).toBeGreaterThan(0);
    expect(navigations).toEqual([`/activities/book/confirm/?bookingId=${BOOKING_ID}`]);
  });
});

describe('refusals', () => {
  it('a lead traveler the operator refuses: the reason by the field in the page’s words; another choice clears it', async () => {
    await open();
    fireEvent.change(leadSelect(), { target: { value: 't-gab' } });
    const message = 'This traveler is not among your saved travelers. Reload the travelers and choose again.';
    api.on(BOOK, apiError(422, 'InvalidPassengers', message, { fields: [{ path: 'leadTraveler.travelerId', message }] }));
    await book();
    expect(leadSelect().getAttribute('aria-invalid')).toBe('true');
    // Gabrielle is saved and an adult: the page cannot tell why, so the server's words show.
    expect(describedBy(leadSelect())).toContain(message);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Check the highlighted details');
    expect(document.activeElement).toBe(alert);
    fireEvent.click(within(alert).getByRole('button', { name: 'Go to the details' }));
    expect(document.activeElement).toBe(leadSelect());
    fireEvent.change(leadSelect(), { target: { value: '' } });
    expect(leadSelect().getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a contact the server cannot use shows by its field', async () => {
    await open();
    fireEvent.change(leadSelect(), { target: { value: 't-gab' } });
    api.on(
      BOOK,
      apiError(422, 'InvalidPassengers', 'Enter an email and a phone number we can reach you at.', {
        errors: [{ code: 'NoContactInformation', field: 'contact.email' }],
      }),
    );
    await book();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(screen.getByLabelText('Email'))).toBe('Enter an email address like name@example.com.');
  });

  it('a time sold out meanwhile: nothing was charged, and a link back to the activity’s other times', async () => {
    await open();
    fireEvent.change(leadSelect(), { target: { value: 't-gab' } });
    api.on(BOOK, apiError(422, 'NoAvailability', 'The airline has no seats left at this fare.', { nextAction: 'SearchAgain' }));
    await book();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('This time just sold out. Nothing was charged.');
    expect(within(alert).getByRole('link', { name: 'Choose another time' }).getAttribute('href')).toBe(SHOP);
    expect(navigations).toEqual([]);
  });

  it('the operator’s own sold out after polling leads back to the times too', async () => {
    await open();
    fireEvent.change(leadSelect(), { target: { value: 't-gab' } });
    api.on(BOOK, reply(201, { bookingId: BOOKING_ID }));
    const failure = { code: 'NoAvailability', message: 'The airline has no seats left at this fare.', nextAction: 'SearchAgain' };
    api.on(POLL, reply(200, { bookingId: BOOKING_ID, outcome: 'Failed', failure }));
    await book();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('This time just sold out. Nothing was charged.');
    expect(alert.textContent).not.toContain('airline');
    expect(within(alert).getByRole('link', { name: 'Choose another time' }).getAttribute('href')).toBe(SHOP);
  });

  it('OfferInvalid shows the old and new price; accepting books again at the new total', async () => {
    await open();
    fireEvent.change(leadSelect(), { target: { value: 't-gab' } });
    api.on(BOOK, apiError(422, 'OfferInvalid', 'Changed.', { oldTotal: 156_00, newTotal: 162_00 }), reply(201, { bookingId: BOOKING_ID }));
    api.on(QUOTE, reply(200, { quote: quote({ breakdown: { ...quote().breakdown, totalMinor: 162_00 } }) }));
    api.on(POLL, reply(200, { bookingId: BOOKING_ID, outcome: 'Success', confirmationNumber: 'AX4K9P' }));
    await book();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('from $156.00 to $162.00');
    expect(api.callsTo(QUOTE)).toHaveLength(2);
    fireEvent.click(within(alert).getByRole('button', { name: 'Book at the new price ($162.00)' }));
    await done();
    await done();
    expect(sent().map((b) => b.expectedTotal)).toEqual([156_00, 162_00]);
    expect(navigations).toEqual([`/activities/book/confirm/?bookingId=${BOOKING_ID}`]);
  });

  it.each([
    ['NoAvailability', 'selection.slotId', 'This time has no places left for your party. Choose another time.'],
    ['InvalidDates', 'selection.slotId', 'Bookings for this time have closed (an hour before it starts).'],
    ['InvalidDates', 'selection.date', 'This day has passed. Choose another day.'],
    ['ValidationFailed', 'selection.travelers', "This activity can't take your party as it is"],
  ])('a quote refused with %s on %s says why and leads back to the activity', async (code, path, words) => {
    await open('en', shopQuery(SLOT_9), apiError(422, code, 'Server words.', { fields: [{ path, message: 'Server words.' }] }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(words);
    expect(within(alert).getByRole('link', { name: 'Choose another time' }).getAttribute('href')).toBe(SHOP);
  });

  it('an activity that is gone leads to a new search; an address without a time asks for none', async () => {
    await open('en', shopQuery(SLOT_9), apiError(404, 'NotFound', 'This experience does not exist.'));
    expect(screen.getByRole('alert').textContent).toContain('This activity is no longer offered.');
    expect(screen.getByRole('link', { name: 'Search again' }).getAttribute('href')).toBe('/activities/search/');
    cleanup();
    resetActivityBookingStore();
    await open('en', shopQuery());
    expect(screen.getByRole('heading', { name: 'No activity chosen yet' })).toBeTruthy();
    expect(api.callsTo(QUOTE)).toHaveLength(0);
  });
});

describe('in French', () => {
  it('reads in French, words the lines and refusals in French and books in French', async () => {
    await open('fr');
    expect(screen.getByRole('heading', { level: 1, name: 'Vérifier et réserver votre activité' })).toBeTruthy();
    expect(text(screen.getByRole('region', { name: 'Votre activité' }))).toContain('(heure locale à Paris)');
    expect(text(screen.getByRole('region', { name: 'Détail du prix' }))).toContain('2 adultes');
    const select = screen.getByRole('combobox', { name: 'Voyageur principal' });
    fireEvent.change(select, { target: { value: 't-gab' } });
    api.on(BOOK, apiError(422, 'NoAvailability', 'English.'));
    await book('Réserver');
    expect(screen.getByRole('alert').textContent).toContain('Cet horaire vient d’être complet. Rien n’a été débité.');
    expect(sent()[0]?.locale).toBe('fr');
  });
});
