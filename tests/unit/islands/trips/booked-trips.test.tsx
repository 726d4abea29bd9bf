import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import TripsApp from '../../../../src/islands/trips/TripsApp';
import { $watches, resetWatchesStore } from '../../../../src/lib/client/flights/watches.store';
import type { Locale } from '../../../../src/lib/client/i18n';
import type { Trip } from '../../../../src/lib/client/trips.store';
import { settings } from '../../client/flights/watch-fixtures';
import { apiError, fakeApi, reply, sessionInfo, settle, signedIn } from '../../client/profile/fake-api';
import { ID_A, ID_B, ID_C, pending, slice, trip, walletTrip } from './booking-fixtures';

const TRACK = 'POST /tracking/event';
const LIST = 'GET /trips';
const done = () => act(settle);
/** Intl puts thin and narrow no-break spaces around range dashes. */
const text = (el: Element) => (el.textContent ?? '').replace(/\s/g, ' ');

// Now: 2026-11-22 12:00 in Toronto.
const upcoming = trip(ID_A);
const soon = pending(ID_B, {
  tripType: 'oneWay',
  passengers: { ADT: 1, CNN: 0, INF: 0, INS: 0 },
  travelers: [{ givenName: 'Ada', surname: 'Lovelace', passengerType: 'ADT' }],
  slices: [slice('BOS', 'SFO', '2026-11-30')],
});
const past = trip(ID_C, {
  tripType: 'oneWay',
  reservation: 'Canceled',
  slices: [slice('YYZ', 'YVR', '2026-10-01')],
  travelers: [{ givenName: 'Ada', surname: 'Lovelace', passengerType: 'ADT' }],
  payment: {
    form: 'fiat',
    totalMinor: 212_34,
    cardMinor: 212_34,
    rewardsMinor: 0,
    rewards: null,
    walletMinor: 0,
    wallet: [],
    companyBilling: null,
  },
});

let api: ReturnType<typeof fakeApi>;
let stopSession: () => void;
function setUp(path: string) {
  window.history.replaceState(null, '', path);
  api = fakeApi(path);
  resetWatchesStore();
  api.on(TRACK, reply(200, {}));
  api.on('GET /flights/watches', reply(200, { watches: [], settings }));
  api.on('GET /flights/watches/alerts', reply(200, { alerts: [] }));
  stopSession = signedIn(sessionInfo());
}
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T17:00:00Z'));
});
afterEach(() => {
  cleanup();
  stopSession();
  cleanStores($watches);
  vi.useRealTimers();
});

async function show(path: string, trips: Trip[], locale: Locale = 'en') {
  setUp(path);
  api.on(LIST, reply(200, { trips }));
  render(<TripsApp locale={locale} searchPath="/flights/search/" shopPath="/flights/shop/" />);
  await done();
}

const cards = () => within(screen.getByRole('tabpanel')).queryAllByRole('article');

describe('Upcoming trips (the default tab)', () => {
  it('lists the bookings still to fly, soonest first, each with its route, dates, travelers, number, status and total', async () => {
    await show('/trips/', [upcoming, past, soon]);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Upcoming trips', 'Watched trips', 'Airline travel credits', 'Past trips']);
    expect(screen.getByRole('tab', { name: 'Upcoming trips' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Upcoming trips' })).toBeTruthy();
    expect(cards().map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual(['BOS →to SFO', 'JFK →to LAX']);

    const rt = screen.getByRole('article', { name: 'JFK to LAX' });
    expect(text(rt)).toContain('Round trip · Thu, Dec 10 – Thu, Dec 17, 2026 · 2 travelers');
    expect(text(rt)).toContain('Status: Confirmed');
    expect(text(rt)).toContain('Confirmation numberQX7K2P');
    expect(text(rt)).toContain('Total paid$495.50');
    const view = within(rt).getByRole('link', { name: 'View booking for JFK to LAX' });
    expect(view.getAttribute('href')).toBe(`/flights/book/confirm/?id=${ID_A}`);

    const ow = screen.getByRole('article', { name: 'BOS to SFO' });
    expect(text(ow)).toContain('One way · Mon, Nov 30, 2026 · 1 traveler');
    expect(text(ow)).toContain('Waiting for the airline to confirm');
    expect(text(ow)).toContain('Confirmation numberNot confirmed yet');
  });

  it('with nothing upcoming says so and offers a flight search', async () => {
    await show('/trips/', [past]);
    const panel = screen.getByRole('tabpanel', { name: 'Upcoming trips' });
    expect(within(panel).getByRole('heading', { name: 'You have no upcoming trips' })).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Search flights' }).getAttribute('href')).toBe('/flights/search/');
  });

  it('a failed load says so with a retry that loads again', async () => {
    setUp('/trips/');
    api.on(LIST, apiError(500, 'Internal', 'Something went wrong on our side.'), reply(200, { trips: [upcoming] }));
    render(<TripsApp locale="en" searchPath="/flights/search/" shopPath="/flights/shop/" />);
    await done();
    expect(screen.getByRole('alert').textContent).toContain('We could not load your trips.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await done();
    expect(cards()).toHaveLength(1);
  });
});

describe('how a booking was paid', () => {
  /** $495.50 paid in full by the card, or invoiced to the company when `companyBilling` is given. */
  const paidInFull = (companyBilling: Trip['payment']['companyBilling']) =>
    trip(ID_A, {
      payment: {
        form: 'fiat',
        totalMinor: 495_50,
        cardMinor: 495_50,
        rewardsMinor: 0,
        rewards: null,
        walletMinor: 0,
        wallet: [],
        companyBilling,
      },
    });

  it('a card alone: the total says it all', async () => {
    await show('/trips/', [paidInFull(null)]);
    expect(within(screen.getByRole('article')).queryByLabelText('How it was paid')).toBeNull();
    expect(text(screen.getByRole('article'))).not.toContain('Card');
  });

  it('wallet parts first, as they paid, then rewards and the card', async () => {
    await show('/trips/', [walletTrip(ID_A)]);
    const paid = within(screen.getByRole('article')).getByLabelText('How it was paid');
    expect(text(paid)).toBe('Travel offer$25.00Travel credit (referral credit)$50.00Rewards$100.00Card$320.50');
  });

  it('billed to the company: its invoice reference, and the cost center the traveler gave', async () => {
    const billed = (costCenter: string | null) => paidInFull({ companyName: 'Contoso Consulting', reference: 'CON-11111111', costCenter });
    await show('/trips/', [billed('Sales EMEA')]);
    const paid = within(screen.getByRole('article')).getByLabelText('How it was paid');
    expect(text(paid)).toBe('Billed to Contoso Consulting · ref. CON-11111111$495.50Cost center or projectSales EMEA');
    cleanup();
    await show('/trips/', [billed(null)]);
    expect(text(within(screen.getByRole('article')).getByLabelText('How it was paid'))).not.toContain('Cost center');
  });

  it('in French', async () => {
    await show('/fr/trips/', [walletTrip(ID_A)], 'fr');
    const paid = within(screen.getByRole('article')).getByLabelText('Mode de paiement');
    expect(text(paid)).toContain('Crédit voyage (crédit de parrainage)50,00 $');
  });
});

describe('Past trips', () => {
  it('?tab=past lists the trips whose last flight landed, with their state', async () => {
    await show('/trips/?tab=past', [upcoming, past]);
    expect(screen.getByRole('tab', { name: 'Past trips' }).getAttribute('aria-selected')).toBe('true');
    const card = screen.getByRole('article', { name: 'YYZ to YVR' });
    expect(text(card)).toContain('One way · Thu, Oct 1, 2026 · 1 traveler');
    expect(text(card)).toContain('Status: Canceled');
    expect(text(card)).toContain('Total paid$212.34');
    expect(cards()).toHaveLength(1);
  });

  it('empty: says so and offers a flight search', async () => {
    await show('/trips/?tab=past', [upcoming]);
    const panel = screen.getByRole('tabpanel', { name: 'Past trips' });
    expect(within(panel).getByRole('heading', { name: 'You have no past trips' })).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Search flights' })).toBeTruthy();
  });
});

describe('the tab keys', () => {
  it('arrows, Home and End move between the tabs and keep ?tab= in the address', async () => {
    await show('/trips/', [upcoming, past]);
    const tab = (name: string) => screen.getByRole('tab', { name });
    fireEvent.keyDown(tab('Upcoming trips'), { key: 'ArrowRight' });
    await done();
    expect(document.activeElement).toBe(tab('Watched trips'));
    expect(window.location.search).toBe('?tab=watched');
    fireEvent.keyDown(tab('Watched trips'), { key: 'End' });
    await done();
    expect(document.activeElement).toBe(tab('Past trips'));
    expect(screen.getByRole('tabpanel', { name: 'Past trips' })).toBeTruthy();
    fireEvent.keyDown(tab('Past trips'), { key: 'ArrowRight' });
    await done();
    expect(document.activeElement).toBe(tab('Upcoming trips'));
    expect(window.location.search).toBe('?tab=upcoming');
    expect([tab('Upcoming trips'), tab('Watched trips'), tab('Past trips')].map((t) => t.tabIndex)).toEqual([0, -1, -1]);
  });
});

describe('in French', () => {
  it('names the tabs and the booking facts in French', async () => {
    await show('/fr/trips/', [upcoming], 'fr');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Voyages à venir',
      'Voyages surveillés',
      'Crédits aériens',
      'Voyages passés',
    ]);
    const card = screen.getByRole('article');
    expect(text(card)).toContain('Numéro de confirmation');
    expect(text(card)).toContain('Confirmée');
    expect(
      within(card)
        .getByRole('link', { name: /^Voir la réservation/ })
        .getAttribute('href'),
    ).toBe(`/fr/flights/book/confirm/?id=${ID_A}`);
    expect(
      within(card)
        .getByRole('link', { name: /^Modifier le vol/ })
        .getAttribute('href'),
    ).toBe(`/fr/exchange/?id=${ID_A}`);
  });
});
