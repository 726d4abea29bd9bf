import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ConfirmApp from '../../../../src/islands/flights/confirm/ConfirmApp';
import type { Locale } from '../../../../src/lib/client/i18n';
import { $confirmation, closeConfirmation, type Trip } from '../../../../src/lib/client/trips.store';
import { apiError, fakeApi, reply, sessionInfo, signedIn } from '../../client/profile/fake-api';
import { ID_A, pending, trip, walletTrip } from './booking-fixtures';

const TRIP = `GET /trips/${ID_A}`;
const POLL = `GET /flights/book/${ID_A}`;
/** Lets fetch answers and effects land (timers are fake in every test here). */
const flush = () => act(() => vi.advanceTimersByTimeAsync(0));
const text = (el: Element) => (el.textContent ?? '').replace(/\s/g, ' ');

let api: ReturnType<typeof fakeApi>;
let stopSession: () => void;
function setUp(path: string) {
  window.history.replaceState(null, '', path);
  api = fakeApi(path);
  api.on('POST /tracking/event', reply(200, {}));
  stopSession = signedIn(sessionInfo());
}
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-22T17:00:00Z'));
});
afterEach(() => {
  cleanup();
  closeConfirmation();
  stopSession();
  cleanStores($confirmation);
  delete (window as { ReactNativeWebView?: unknown }).ReactNativeWebView;
  delete document.documentElement.dataset.travelApp;
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function open(answer: Trip | null, { locale = 'en' as Locale, search = `?id=${ID_A}` } = {}) {
  setUp(`${locale === 'fr' ? '/fr' : ''}/flights/book/confirm/${search}`);
  api.on(TRIP, answer ? reply(200, answer) : apiError(404, 'NotFound', 'No booking of that id.'));
  render(<ConfirmApp locale={locale} searchPath="/flights/search/" checkoutPath="/flights/book/" helpPath="/faq/" />);
  await flush();
}

describe('a confirmed booking', () => {
  it('shows the number, the itinerary, the travelers, the protections, every price line, how it was paid and what it earns', async () => {
    await open(trip(ID_A));
    expect(screen.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Confirmation number' })).getByText('QX7K2P')).toBeTruthy();
    expect(screen.getByText('We sent the confirmation to ada@example.com.')).toBeTruthy();
    expect(screen.getByText('Your booking is confirmed. Confirmation number QX7K2P.').getAttribute('role')).toBe('status');

    const itinerary = screen.getByRole('region', { name: 'Itinerary' });
    expect(within(itinerary).getAllByRole('heading', { level: 3 }).map(text)).toEqual([
      'Outbound · Thursday, December 10 · 6 hr 20 min',
      'Return · Thursday, December 17 · 6 hr 20 min',
    ]);
    expect(text(itinerary)).toContain('8:00 AM · JFK');

    const travelers = screen.getByRole('region', { name: 'Travelers' });
    expect(within(travelers).getAllByRole('listitem').map(text)).toEqual(['Ada Lovelace · Adult', 'Charles Babbage · Adult']);

    const protections = screen.getByRole('region', { name: 'Protections' });
    expect(text(protections)).toContain('Cancel for any reason · $35.50');
    expect(within(protections).getByRole('link', { name: 'Terms of Cancel for any reason' }).getAttribute('href')).toBe(
      '/terms/cancel-for-any-reason/',
    );

    const payment = screen.getByRole('region', { name: 'Payment' });
    const rows = within(payment)
      .getAllByRole('row')
      .map((r) => [...r.children].map(text));
    expect(rows).toEqual([
      ['Base fare', '$400.00'],
      ['Taxes', '$60.00'],
      ['Cancel for any reason', '$35.50'],
      ['Total', '$495.50'],
    ]);
    expect(text(payment)).toContain('Card$395.50');
    expect(text(payment)).toContain('Rewards$100.00 (10,000 miles)');
    expect(text(payment)).toContain('You earn 791 miles with this booking.');

    expect(screen.getAllByRole('link', { name: 'Go to My trips' })[0]!.getAttribute('href')).toBe('/trips/?tab=upcoming');
    expect(screen.getAllByRole('link', { name: 'Search flights again' })[0]!.getAttribute('href')).toBe('/flights/search/');
    expect(api.callsTo(POLL)).toHaveLength(0);
  });

  it('copies the number and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await open(trip(ID_A));
    fireEvent.click(within(screen.getByRole('group', { name: 'Confirmation number' })).getByRole('button', { name: 'Copy' }));
    await flush();
    expect(writeText).toHaveBeenCalledWith('QX7K2P');
    expect(screen.getByText('Confirmation number copied.').getAttribute('role')).toBe('status');
  });

  it('cash rewards read as dollars to 2 decimals (SPEC §9)', async () => {
    await open(
      trip(ID_A, {
        payment: {
          companyBilling: null,
          form: 'split',
          totalMinor: 495_50,
          cardMinor: 395_50,
          rewardsMinor: 100_00,
          rewards: { accountReferenceId: 'acct-cash', amount: 100_00, currency: 'Cash' },
          walletMinor: 0,
          wallet: [],
        },
        rewardsEarned: { amount: 791, currency: 'Cash', accountReferenceId: 'acct-cash' },
      }),
    );
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(text(payment)).toContain('Rewards$100.00 ($100.00 in rewards)');
    expect(text(payment)).toContain('You earn $7.91 in rewards with this booking.');
  });

  it('travel wallet parts show beside rewards and the card, in the order they paid', async () => {
    await open(walletTrip(ID_A));
    const paid = within(screen.getByRole('region', { name: 'Payment' }))
      .getAllByRole('definition')
      .map((dd) => `${text(dd.previousElementSibling!)} ${text(dd)}`);
    expect(paid).toEqual([
      'Travel offer $25.00',
      'Travel credit (referral credit) $50.00',
      'Card $320.50',
      'Rewards $100.00 (10,000 miles)',
    ]);
  });

  it('names the wallet parts in French', async () => {
    await open(walletTrip(ID_A, { locale: 'fr' }), { locale: 'fr' });
    const payment = screen.getByRole('region', { name: 'Paiement' });
    expect(text(payment)).toContain('Crédit voyage (crédit de parrainage)50,00 $');
    expect(text(payment)).toContain('Offre voyage25,00 $');
  });

  it('in French, the English price lines of the server included', async () => {
    await open(trip(ID_A), { locale: 'fr' });
    expect(screen.getByRole('heading', { level: 1, name: 'Réservation confirmée' })).toBeTruthy();
    const rows = within(screen.getByRole('region', { name: 'Paiement' }))
      .getAllByRole('rowheader')
      .map(text);
    expect(rows).toEqual(['Tarif de base', 'Taxes', 'Annulation pour toute raison', 'Total']);
    expect(screen.getByRole('region', { name: 'Itinéraire' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Aller à Mes voyages' })[0]!.getAttribute('href')).toBe('/fr/trips/?tab=upcoming');
  });
});

describe('a booking not found', () => {
  it.each([
    ['an id that is not the user’s (404)', `?id=${ID_A}`],
    ['no id at all', ''],
  ])('%s: says so and links to My trips', async (_, search) => {
    await open(null, { search });
    expect(screen.getByRole('heading', { level: 1, name: "We can't find this booking" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to My trips' }).getAttribute('href')).toBe('/trips/?tab=upcoming');
  });
});

describe('a booking still Pending', () => {
  it('waits with a progress message, then shows the outcome and moves focus to it', async () => {
    setUp(`/flights/book/confirm/?id=${ID_A}`);
    api.on(TRIP, reply(200, pending(ID_A)), reply(200, trip(ID_A)));
    api.on(POLL, reply(200, { bookingId: ID_A, outcome: 'Success', confirmationNumber: 'QX7K2P' }));
    render(<ConfirmApp locale="en" searchPath="/flights/search/" checkoutPath="/flights/book/" helpPath="/faq/" />);
    await flush();
    expect(screen.getByRole('heading', { level: 1, name: "We're confirming your booking" })).toBeTruthy();
    expect(screen.getByText(/Waiting for the airline to confirm/).closest('[role="status"]')).toBeTruthy();
    expect(screen.getByText('You earn rewards once the airline confirms.')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(500));
    await flush();
    const heading = screen.getByRole('heading', { level: 1, name: 'Booking confirmed' });
    expect(document.activeElement).toBe(heading);
  });

  it('in the travel app, posts bookingComplete to the native app once confirmed', async () => {
    const postMessage = vi.fn();
    (window as { ReactNativeWebView?: unknown }).ReactNativeWebView = { postMessage };
    vi.spyOn(window, 'matchMedia').mockImplementation((q) => ({ matches: q.includes('max-width: 960px') }) as MediaQueryList);
    setUp(`/flights/book/confirm/?id=${ID_A}&isTravelApp=true`);
    api.on(TRIP, reply(200, pending(ID_A)), reply(200, trip(ID_A)));
    api.on(POLL, reply(200, { bookingId: ID_A, outcome: 'Success', confirmationNumber: 'QX7K2P' }));
    render(<ConfirmApp locale="en" searchPath="/flights/search/" checkoutPath="/flights/book/" helpPath="/faq/" />);
    await flush();
    expect(document.documentElement.dataset.travelApp).toBe('true');
    expect(postMessage).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(500));
    await flush();
    expect(postMessage).toHaveBeenCalledTimes(1);
    expect(JSON.parse(postMessage.mock.calls[0]![0] as string)).toEqual({
      type: 'bookingComplete',
      bookingId: ID_A,
      confirmationNumber: 'QX7K2P',
    });
  });

  it('outside the travel app nothing is posted', async () => {
    const postMessage = vi.fn();
    (window as { ReactNativeWebView?: unknown }).ReactNativeWebView = { postMessage };
    await open(trip(ID_A));
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('after 90 s without an answer: not confirmed yet, with a way to check again', async () => {
    setUp(`/flights/book/confirm/?id=${ID_A}`);
    api.on(TRIP, reply(200, pending(ID_A)), reply(200, pending(ID_A)), reply(200, trip(ID_A)));
    api.on(POLL, reply(200, { bookingId: ID_A, outcome: 'Pending', pollAfterMs: 500 }));
    render(<ConfirmApp locale="en" searchPath="/flights/search/" checkoutPath="/flights/book/" helpPath="/faq/" />);
    await flush();
    await act(() => vi.advanceTimersByTimeAsync(90_000));
    await flush();
    expect(screen.getByRole('heading', { level: 1, name: 'Your booking is not confirmed yet' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await flush();
    expect(screen.getByRole('heading', { level: 1, name: "We're confirming your booking" })).toBeTruthy();
  });
});

describe('a failed booking', () => {
  it.each([
    [
      'EditPayment',
      'CardDeclined',
      'Your card was declined. Nothing was charged.',
      'Back to checkout to change the payment',
      '/flights/book/',
    ],
    ['SearchAgain', 'NoAvailability', 'The airline has no seats left at this fare.', 'Search flights again', '/flights/search/'],
    ['ContactSupport', 'PollingTimeout', 'The airline did not confirm in time.', 'Get help from support', '/faq/'],
  ])('%s (%s): the message and the next action', async (nextAction, code, message, label, href) => {
    await open(pending(ID_A, { reservation: 'Declined', failure: { code, message, nextAction } as Trip['failure'] }));
    const outcome = screen.getByRole('heading', { level: 1, name: 'Your booking did not go through' }).closest('header')!;
    expect(text(outcome)).toContain(message);
    expect(within(outcome).getByRole('link', { name: label }).getAttribute('href')).toBe(href);
  });
});
