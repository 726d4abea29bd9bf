// Changing a booked flight, page by page against a fake API: /exchange/ (which flights, the new
// day, or the full-refund cancel of the first day), /exchange/flight/shop/ (the day's flights,
// nonstop only and by price) and /exchange/flight/confirm/ (the money, the card, the change). The
// fake platform's clock reads 2026-11-22T12:00Z, so today is 2026-11-22.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import ExchangeConfirm from '../../../../src/islands/exchange/ExchangeConfirm';
import ExchangeShop from '../../../../src/islands/exchange/ExchangeShop';
import ExchangeStart from '../../../../src/islands/exchange/ExchangeStart';
import type { Locale } from '../../../../src/lib/client/i18n';
import { $exchange } from '../../../../src/lib/client/exchange.store';
import {
  EXCHANGE_PATHS,
  exchangeQuery,
  readExchangeQuery,
  type SliceChange,
  type SlicePick,
} from '../../../../src/lib/client/exchange-url';
import type { FlightTrip } from '../../../../src/lib/client/trips.store';
import type { ExchangeAnswer, ExchangeOption, ExchangeQuote, ExchangeShopAnswer } from '../../../../src/lib/domain/booking/exchange.schema';
import type { Slice } from '../../../../src/lib/domain/flights/flights.schema';
import { method } from '../../client/payment-fixtures';
import { apiError, fakeApi, reply, sessionInfo, settle, signedIn } from '../../client/profile/fake-api';
import { ID_A, slice, trip } from '../trips/booking-fixtures';

const TRIP = `/trips/${ID_A}`;
const booked = trip(ID_A);
const text = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The round trip may change both ways until 2027-11-22; no fee. */
const exchangeable = (over: Partial<Extract<ExchangeAnswer, { kind: 'Exchangeable' }>> = {}): ExchangeAnswer => ({
  kind: 'Exchangeable',
  screen: 'SliceSelection',
  tags: ['Exchangeable'],
  voidState: 'NotVoidable',
  slices: ['Change', 'Change'],
  fareChangeFeeMinor: 0,
  chfarCovers: false,
  latestDate: '2027-11-22',
  ...over,
});

const NEW_DAY = '2026-12-12';
const outbound: SliceChange = { slice: 0, origin: 'JFK', destination: 'LAX', departureDate: NEW_DAY };

/** A JFK–LAX flight on the new day leaving at `time` New York time, with `stops` stops. */
function flightAt(time: string, arrival: string, flight: string, stops = 0): Slice {
  const base = slice('JFK', 'LAX', NEW_DAY, `${NEW_DAY}T${arrival}:00-08:00`);
  const departure = `${NEW_DAY}T${time}:00-05:00`;
  const first = { ...base.segments[0]!, scheduledDeparture: departure, updatedDeparture: departure, zonedDeparture: departure };
  const legs =
    stops === 0
      ? [{ ...first, marketingAirline: { code: 'AA', flightNumber: flight }, operatingAirline: { code: 'AA', flightNumber: flight } }]
      : [
          { ...first, destination: { locationCode: 'ORD' }, marketingAirline: { code: 'AA', flightNumber: flight } },
          { ...first, origin: { locationCode: 'ORD' }, marketingAirline: { code: 'AA', flightNumber: `${flight}1` } },
        ];
  return { ...base, zonedDeparture: departure, stops, segments: legs } as Slice;
}

const option = (id: string, s: Slice, priceMinor: number, differenceMinor: number): ExchangeOption => ({
  itineraryId: id,
  fareId: `${id}-1`,
  departureDate: NEW_DAY,
  slice: s,
  fareShelf: { rating: 1, shortBrandName: 'Main', cabin: 'Economy' } as ExchangeOption['fareShelf'],
  priceMinor,
  differenceMinor,
});

// Departure order: AA 10, AA 20 (one stop), AA 30. Price order: AA 20, AA 30, AA 10.
const early = option('itin-early', flightAt('06:00', '09:20', '10'), 300_00, 100_00);
const viaChicago = option('itin-ord', flightAt('09:30', '14:45', '20', 1), 150_00, -50_00);
const afternoon = option('itin-pm', flightAt('13:00', '16:20', '30'), 200_00, 0);

const shopAnswer = (options: ExchangeOption[] = [early, viaChicago, afternoon]): ExchangeShopAnswer => ({
  slices: [{ ...outbound, valueMinor: 200_00, options }],
  fareChangeFeeMinor: 0,
  chfarCovers: false,
});

const pick: SlicePick = { slice: 0, itineraryId: early.itineraryId, fareId: early.fareId };
type Lines = ExchangeQuote['lines'];
const quote = (lines: Partial<Lines> = {}, cardId: string | null = 'card-of-the-booking'): ExchangeQuote => ({
  lines: { fareDifferenceMinor: 100_00, changeFeeMinor: 50_00, chfarCoveredMinor: 0, dueMinor: 150_00, creditMinor: 0, ...lines },
  changes: [{ slice: 0, before: booked.slices[0]!, after: early.slice, fareShelf: early.fareShelf }],
  cardId,
  billedTo: null,
  creditAirline: { code: 'AA', name: 'American Airlines' },
});

let api: ReturnType<typeof fakeApi>;
let navigations: string[] = [];
let stopSession: () => void = () => undefined;

/** Renders a page at `path` (signed in), with the routes `routes` sets, once its first screen is in. */
async function open(Page: ComponentType<{ locale: Locale }>, path: string, routes: () => void) {
  window.history.replaceState(null, '', path);
  api = fakeApi(path);
  navigations = [];
  api.platform.navigate = (url) => void navigations.push(url);
  routes();
  stopSession = signedIn(sessionInfo());
  render(<Page locale="en" />);
  await screen.findByRole('heading', { level: 1 });
}

afterEach(() => {
  cleanup();
  stopSession();
  $exchange.set({ screen: 'LoadingOrProcessing' });
  cleanStores($exchange);
});

const startAt = (answer: ExchangeAnswer, search = exchangeQuery(ID_A, [])) =>
  open(ExchangeStart, `${EXCHANGE_PATHS.start}${search}`, () => {
    api.on(`GET ${TRIP}`, reply(200, booked));
    api.on(`GET ${TRIP}/exchange`, reply(200, answer));
  });

const shopAt = (answer: ExchangeShopAnswer = shopAnswer()) =>
  open(ExchangeShop, `${EXCHANGE_PATHS.shop}${exchangeQuery(ID_A, [outbound])}`, () => {
    api.on(`GET ${TRIP}`, reply(200, booked));
    api.on(`POST ${TRIP}/exchange/shop`, reply(200, answer));
  });

const confirmAt = (q: ExchangeQuote, cards: unknown[] = []) =>
  open(ExchangeConfirm, `${EXCHANGE_PATHS.confirm}${exchangeQuery(ID_A, [outbound], [pick])}`, () => {
    api.on(`GET ${TRIP}`, reply(200, booked));
    api.on(`POST ${TRIP}/exchange/quote`, reply(200, q));
    api.on('PUT /paymentMethods/list', reply(200, { value: cards }));
  });

const heading = (name: string) => screen.getByRole('heading', { level: 1, name });
const button = (name: string | RegExp) => screen.getByRole('button', { name });
/** Where the page sent the browser: the path and what its query reads as. */
const leftFor = () => {
  expect(navigations).toHaveLength(1);
  const [path = '', search = ''] = navigations[0]!.split('?');
  return { path, ...readExchangeQuery(search) };
};

describe('/exchange/: which flights, and to which day', () => {
  it('opens on the flights of the trip, none chosen, with the fee rule', async () => {
    await startAt(exchangeable());
    expect(heading('Which flights do you want to change?')).toBeTruthy();
    expect(screen.getByText(/Change your flight · Confirmation QX7K2P/)).toBeTruthy();
    const flights = screen.getByRole('group', { name: 'Choose the flights to change' });
    const boxes = [
      within(flights).getByRole('checkbox', { name: 'JFK to LAX Thu, Dec 10 · 8:00 AM – 11:20 AM AA 100 · Nonstop' }),
      within(flights).getByRole('checkbox', { name: 'LAX to JFK Thu, Dec 17 · 8:00 AM – 4:30 PM AA 100 · Nonstop' }),
    ] as HTMLInputElement[];
    expect(within(flights).getAllByRole('checkbox')).toEqual(boxes);
    expect(boxes.map((b) => [b.checked, b.disabled])).toEqual([
      [false, false],
      [false, false],
    ]);
    expect(screen.getByText('No change fee. You pay only the fare difference, if any.')).toBeTruthy();
    expect(api.callsTo(`GET ${TRIP}/exchange`)).toHaveLength(1);
  });

  it('a flight already flown cannot be chosen, and says why', async () => {
    await startAt(exchangeable({ slices: ['Flown', 'Change'] }));
    const first = screen.getByRole('checkbox', { name: /^JFK to LAX Thu, Dec 10 .* Flown$/ }) as HTMLInputElement;
    expect(first.disabled).toBe(true);
    expect((screen.getByRole('checkbox', { name: /^LAX to JFK/ }) as HTMLInputElement).disabled).toBe(false);
  });

  it('a booking of less than a day shows the full-refund cancel first; "Change this booking" goes on to the flights', async () => {
    await startAt(exchangeable({ screen: 'TicketedVoidable', voidState: 'TicketedVoid' }));
    expect(heading('You can still cancel for a full refund')).toBeTruthy();
    expect(screen.getByText(/You booked less than 24 hours ago/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cancel in My trips' }).getAttribute('href')).toBe(`/trips/?tab=upcoming&cancel=${ID_A}`);
    expect(screen.queryByRole('checkbox')).toBeNull();

    fireEvent.click(button('Change this booking'));
    const h1 = heading('Which flights do you want to change?');
    expect(document.activeElement).toBe(h1);
    expect(screen.getByRole('group', { name: 'Choose the flights to change' })).toBeTruthy();
    expect(navigations).toEqual([]);
  });

  it('Continue with no flight chosen says to choose one, by the list', async () => {
    await startAt(exchangeable());
    fireEvent.click(button('Continue'));
    const error = screen.getByText('Choose at least one flight to change.');
    const flights = screen.getByRole('group', { name: 'Choose the flights to change' });
    expect(flights.getAttribute('aria-describedby')).toBe(error.id);
    expect(heading('Which flights do you want to change?')).toBeTruthy();
    expect(navigations).toEqual([]);
    expect(api.callsTo(`POST ${TRIP}/exchange/shop`)).toEqual([]);
  });

  it.each([
    ['before today', '2026-11-21', 'Choose a date from today on.'],
    ['after the last day allowed', '2027-11-23', 'Choose a date by Nov 22, 2027.'],
  ])('a new day %s is refused by its field, and nothing is searched', async (_, day, message) => {
    await startAt(exchangeable());
    fireEvent.click(screen.getAllByRole('checkbox')[0]!);
    fireEvent.click(button('Continue'));
    expect(heading('Choose new dates')).toBeTruthy();
    expect(screen.getByText('New flights must leave by Nov 22, 2027.')).toBeTruthy();
    const date = screen.getByLabelText('New date, JFK to LAX') as HTMLInputElement;
    expect(date.value).toBe('2026-12-10');
    expect([date.min, date.max]).toEqual(['2026-11-22', '2027-11-22']);
    expect(date.getAttribute('aria-invalid')).toBeNull();

    fireEvent.change(date, { target: { value: day } });
    fireEvent.click(button('Find flights'));
    const field = screen.getByLabelText('New date, JFK to LAX');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const describedBy = field.getAttribute('aria-describedby');
    expect(describedBy).toBeTruthy();
    const error = document.getElementById(describedBy!)!;
    expect(text(error)).toMatch(message);
    expect(field.closest('.field')!.contains(error)).toBe(true);
    expect(navigations).toEqual([]);
  });

  it('today is a fine new day: the shop opens with the change in its address', async () => {
    await startAt(exchangeable());
    fireEvent.click(screen.getAllByRole('checkbox')[0]!);
    fireEvent.click(button('Continue'));
    fireEvent.change(screen.getByLabelText('New date, JFK to LAX'), { target: { value: '2026-11-22' } });
    fireEvent.click(button('Find flights'));
    expect(leftFor()).toEqual({
      path: EXCHANGE_PATHS.shop,
      id: ID_A,
      changes: [{ slice: 0, origin: 'JFK', destination: 'LAX', departureDate: '2026-11-22' }],
      picks: [],
    });
    expect(screen.getByRole('status').textContent).toBe('Loading your trip…');
  });

  it('the last day allowed is accepted too', async () => {
    await startAt(exchangeable());
    fireEvent.click(screen.getAllByRole('checkbox')[1]!);
    fireEvent.click(button('Continue'));
    fireEvent.change(screen.getByLabelText('New date, LAX to JFK'), { target: { value: '2027-11-22' } });
    fireEvent.click(button('Find flights'));
    expect(leftFor().changes).toEqual([{ slice: 1, origin: 'LAX', destination: 'JFK', departureDate: '2027-11-22' }]);
  });

  it('the changes already in the address are chosen again (Back from the shop)', async () => {
    await startAt(exchangeable(), exchangeQuery(ID_A, [outbound]));
    const [first, second] = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect([first!.checked, second!.checked]).toEqual([true, false]);
    fireEvent.click(button('Continue'));
    expect((screen.getByLabelText('New date, JFK to LAX') as HTMLInputElement).value).toBe(NEW_DAY);
  });

  it.each([
    ['NonExchangeable', 'IneligibleForExchange', "This trip can't be changed", /^This fare doesn't allow changes\./, false],
    [
      'TooCloseToDeparture',
      'ContactAirline',
      'Contact the airline to change this trip',
      'Its flights leave within 3 hours: the airline changes them at the airport.',
      true,
    ],
    [
      'AirlineControl',
      'ContactAirline',
      'Contact the airline to change this trip',
      'The airline has changed or disrupted this trip. Answer that in My trips first, or contact the airline.',
      true,
    ],
    ['ContactCustomerService', 'ContactSupport', 'Contact us to change this trip', /^We need to check this fare's rules/, true],
    ['TooManyAttempts', 'TooManyAttemptsSupport', 'Call us for another change', 'This trip has already been changed twice online.', true],
  ] as const)('a trip refused for %s shows %s with its reason', async (reason, screenName, title, because, help) => {
    await startAt({ kind: 'NotExchangeable', screen: screenName, tags: [], reason });
    expect(heading(title)).toBeTruthy();
    expect(screen.getByText(because)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My trips' }).getAttribute('href')).toBe('/trips/?tab=upcoming');
    expect(screen.queryByRole('link', { name: 'Help center' }) !== null).toBe(help);
    expect(screen.queryByText('Our travel agents can help:') !== null).toBe(help);
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('a fare that cannot change, booked less than a day ago, says a cancel still refunds everything', async () => {
    await startAt({ kind: 'NotExchangeable', screen: 'IneligibleForExchange', tags: [], reason: 'NonExchangeable', voidable: true });
    expect(heading("This trip can't be changed")).toBeTruthy();
    expect(screen.getByText(/^You booked less than 24 hours ago: canceling now in My trips refunds everything/)).toBeTruthy();
  });

  it('a trip that is not one of the bookings (404) says so', async () => {
    await open(ExchangeStart, `${EXCHANGE_PATHS.start}${exchangeQuery(ID_A, [])}`, () => {
      api.on(`GET ${TRIP}`, apiError(404, 'BookingNotFound', 'No booking of that id.'));
      api.on(`GET ${TRIP}/exchange`, apiError(404, 'BookingNotFound', 'No booking of that id.'));
    });
    expect(heading("We can't find this trip")).toBeTruthy();
    expect(screen.getByText("It isn't one of your bookings. Open My trips to see them.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My trips' })).toBeTruthy();
  });
});

describe('/exchange/flight/shop/: the new flights', () => {
  const shown = () =>
    within(screen.getByRole('group', { name: 'JFK to LAX, Dec 12, 2026' }))
      .getAllByRole('radio')
      .map((r) => text(r.closest('label')!).match(/AA \d+/)![0]);

  it('asks for the day of each change and lists its flights by departure, priced against the booked one', async () => {
    await shopAt();
    expect(heading('Choose your new flights')).toBeTruthy();
    expect(api.callsTo(`POST ${TRIP}/exchange/shop`).map((c) => c.body)).toEqual([{ slices: [outbound] }]);
    const region = screen.getByRole('region', { name: 'JFK to LAX, Dec 12, 2026' });
    expect(text(within(region).getByText('Booked').parentElement!)).toMatch(/^Booked ?JFK →to LAX ?Thu, Dec 10 · 8:00 AM/);
    expect(within(region).getByText('3 flights')).toBeTruthy();
    expect(shown()).toEqual(['AA 10', 'AA 20', 'AA 30']);
    const names = [
      'JFK to LAX Sat, Dec 12 · 6:00 AM – 9:20 AM AA 10 · Nonstop +$100.00 Main',
      'JFK to LAX Sat, Dec 12 · 9:30 AM – 2:45 PM AA 20, AA 201 · 1 stop $50.00 less Main',
      'JFK to LAX Sat, Dec 12 · 1:00 PM – 4:20 PM AA 30 · Nonstop Same price Main',
    ];
    expect(within(region).getAllByRole('radio')).toEqual(names.map((name) => within(region).getByRole('radio', { name })));
    expect(screen.getByRole('link', { name: 'Change dates' }).getAttribute('href')).toBe(
      `${EXCHANGE_PATHS.start}${exchangeQuery(ID_A, [outbound])}`,
    );
  });

  it('"Review change" with no flight chosen says which flight to choose', async () => {
    await shopAt();
    fireEvent.click(button('Review change'));
    const error = screen.getByText('Choose a flight from JFK to LAX.');
    const group = screen.getByRole('group', { name: 'JFK to LAX, Dec 12, 2026' });
    expect(group.getAttribute('aria-describedby')).toBe(error.id);
    expect(navigations).toEqual([]);
    // Choosing one clears it.
    fireEvent.click(within(group).getAllByRole('radio')[0]!);
    expect(screen.queryByText('Choose a flight from JFK to LAX.')).toBeNull();
  });

  it('nonstop only hides the flights with stops', async () => {
    await shopAt();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Nonstop only' }));
    expect(shown()).toEqual(['AA 10', 'AA 30']);
    expect(screen.getByText('2 flights')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Nonstop only' }));
    expect(shown()).toEqual(['AA 10', 'AA 20', 'AA 30']);
  });

  it('a flight with stops that was chosen is let go when nonstop only hides it: what is sent is what is seen', async () => {
    await shopAt();
    const group = () => screen.getByRole('group', { name: 'JFK to LAX, Dec 12, 2026' });
    fireEvent.click(within(group()).getAllByRole('radio')[1]!);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Nonstop only' }));
    fireEvent.click(button('Review change'));
    expect(screen.getByText('Choose a flight from JFK to LAX.')).toBeTruthy();
    expect(navigations).toEqual([]);
  });

  it('a day with only flights with stops says so when nonstop only is on', async () => {
    await shopAt(shopAnswer([viaChicago]));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Nonstop only' }));
    expect(screen.getByText('No nonstop flights that day. Show flights with stops, or try another date.')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('sorting by price puts the cheapest first; the flight chosen is the one clicked, whatever the order', async () => {
    await shopAt();
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'price' } });
    expect(shown()).toEqual(['AA 20', 'AA 30', 'AA 10']);
    const group = screen.getByRole('group', { name: 'JFK to LAX, Dec 12, 2026' });
    fireEvent.click(within(group).getAllByRole('radio')[1]!);
    expect((within(group).getAllByRole('radio') as HTMLInputElement[]).map((r) => r.checked)).toEqual([false, true, false]);
    fireEvent.click(button('Review change'));
    expect(leftFor()).toEqual({
      path: EXCHANGE_PATHS.confirm,
      id: ID_A,
      changes: [outbound],
      picks: [{ slice: 0, itineraryId: afternoon.itineraryId, fareId: afternoon.fareId }],
    });
  });

  it('a day with no flights says so and offers no review', async () => {
    await shopAt(shopAnswer([]));
    expect(screen.getByText('No flights that day. Try another date.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Review change' })).toBeNull();
  });
});

describe('/exchange/flight/confirm/: the price of the change, and the change', () => {
  const lines = () => {
    const terms = screen.getAllByRole('term').map(text);
    const amounts = screen.getAllByRole('definition').map(text);
    return terms.map((t, i) => [t, amounts[i]]);
  };

  it('prices the flights chosen: booked beside new, the fare difference, the fee and what the booking card pays now', async () => {
    await confirmAt(quote());
    expect(heading('Review your change')).toBeTruthy();
    expect(api.callsTo(`POST ${TRIP}/exchange/quote`).map((c) => c.body)).toEqual([
      { choices: [{ ...outbound, itineraryId: early.itineraryId, fareId: early.fareId }] },
    ]);
    const flight = screen.getByRole('region', { name: 'Flight 1' });
    expect(text(flight)).toMatch(/Booked.*Thu, Dec 10.*New.*Sat, Dec 12 · 6:00 AM/);
    expect(lines()).toEqual([
      ['Fare difference', '$100.00'],
      ['Change fee', '$50.00'],
      ['To pay now', '$150.00'],
    ]);
    expect(screen.getByText('Charged to the card you booked with.')).toBeTruthy();
    // The booking's own card: no saved card is asked for.
    expect(api.callsTo('PUT /paymentMethods/list')).toEqual([]);
    expect(screen.queryByRole('group', { name: 'Pay with' })).toBeNull();
    expect(button('Pay $150.00 and change')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe(
      `${EXCHANGE_PATHS.shop}${exchangeQuery(ID_A, [outbound])}`,
    );
  });

  it('a cheaper flight leaves nothing to pay and an airline credit', async () => {
    await confirmAt(quote({ fareDifferenceMinor: -80_00, changeFeeMinor: 0, dueMinor: 0, creditMinor: 80_00 }, null));
    expect(lines()).toEqual([
      ['Fare difference', '−$80.00'],
      ['Change fee', '$0.00'],
      ['To pay now', '$0.00'],
      ['Airline travel credit with American Airlines', '$80.00'],
    ]);
    expect(api.callsTo('PUT /paymentMethods/list')).toEqual([]);
    expect(screen.queryByText('Add a card to pay the difference.')).toBeNull();
    expect(button('Confirm change')).toBeTruthy();
  });

  it('change for any reason pays the fee', async () => {
    await confirmAt(quote({ changeFeeMinor: 0, chfarCoveredMinor: 50_00, dueMinor: 100_00 }));
    expect(lines()).toEqual([
      ['Fare difference', '$100.00'],
      ['Change fee paid by Change for any reason', '$50.00'],
      ['To pay now', '$100.00'],
    ]);
  });

  it('a booking without a card, with something to pay, asks for a saved card and pays with the one chosen', async () => {
    const visa = method();
    const amex = method({ id: '3f0b6a64-3c47-4c59-9b59-1f7f7f0b0002', brand: 'american_express', lastFour: '1005' });
    await confirmAt(quote({}, null), [visa, amex]);
    const cards = screen.getByRole('group', { name: 'Pay with' });
    const radios = within(cards).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => [text(r.closest('label')!), r.checked])).toEqual([
      ['Visa ending in 4821', true],
      ['American Express ending in 1005', false],
    ]);
    fireEvent.click(within(cards).getByRole('radio', { name: 'American Express ending in 1005' }));
    api.on(`POST ${TRIP}/exchange/book`, reply(200, booked));
    fireEvent.click(button('Pay $150.00 and change'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your flight is changed' })).toBeTruthy();
    expect(api.callsTo(`POST ${TRIP}/exchange/book`).map((c) => c.body)).toEqual([
      {
        choices: [{ ...outbound, itineraryId: early.itineraryId, fareId: early.fareId }],
        expectedDueMinor: 150_00,
        expectedCreditMinor: 0,
        paymentMethodId: amex.id,
      },
    ]);
  });

  it('a booking without a card and no saved card: a link to add one, and the change waits for it', async () => {
    await confirmAt(quote({}, null), []);
    expect(api.callsTo('PUT /paymentMethods/list')).toHaveLength(1);
    expect(text(screen.getByText(/Add a card to pay the difference\./))).toBe('Add a card to pay the difference. Payment methods');
    expect(screen.getByRole('link', { name: 'Payment methods' }).getAttribute('href')).toBe('/profile/?section=payment-methods');
    fireEvent.click(button('Pay $150.00 and change'));
    expect(screen.getByRole('alert').textContent).toBe('Choose a card to pay the difference.');
    expect(api.callsTo(`POST ${TRIP}/exchange/book`)).toEqual([]);
  });

  it('a price that moved (409 QuoteChanged) shows the new amounts to confirm again', async () => {
    await confirmAt(quote());
    const moved = quote({ fareDifferenceMinor: 120_00, dueMinor: 170_00 });
    api.on(
      `POST ${TRIP}/exchange/book`,
      apiError(409, 'QuoteChanged', 'The price of this change moved. Check the new amounts and confirm again.', { quote: moved }),
      reply(200, booked),
    );
    fireEvent.click(button('Pay $150.00 and change'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The price of this change moved. Check the new amounts and confirm again.');
    expect(lines()).toEqual([
      ['Fare difference', '$120.00'],
      ['Change fee', '$50.00'],
      ['To pay now', '$170.00'],
    ]);
    expect(heading('Review your change')).toBeTruthy();
    // Confirming again agrees to the new amount.
    fireEvent.click(button('Pay $170.00 and change'));
    await screen.findByRole('heading', { level: 1, name: 'Your flight is changed' });
    expect(api.callsTo(`POST ${TRIP}/exchange/book`).map((c) => (c.body as { expectedDueMinor: number }).expectedDueMinor)).toEqual([
      150_00, 170_00,
    ]);
  });

  it('a change made says so, with the flights now booked', async () => {
    await confirmAt(quote());
    const changed: FlightTrip = { ...booked, slices: [early.slice, booked.slices[1]!] };
    api.on(`POST ${TRIP}/exchange/book`, reply(200, changed));
    fireEvent.click(button('Pay $150.00 and change'));
    const h1 = await screen.findByRole('heading', { level: 1, name: 'Your flight is changed' });
    expect(
      screen.getByText("Confirmation QX7K2P now has these flights. We've emailed the updated itinerary to ada@example.com."),
    ).toBeTruthy();
    expect(text(h1.parentElement!)).toMatch(/JFK →to LAXSat, Dec 12 · 6:00 AM – 9:20 AMAA 10 .*LAX →to JFKThu, Dec 17/);
    expect(screen.getByRole('link', { name: 'My trips' })).toBeTruthy();
    expect(api.callsTo(`POST ${TRIP}/exchange/book`).map((c) => c.body)).toEqual([
      {
        choices: [{ ...outbound, itineraryId: early.itineraryId, fareId: early.fareId }],
        expectedDueMinor: 150_00,
        expectedCreditMinor: 0,
      },
    ]);
  });

  // Quote and ChangeRequested are different trees: the new heading mounts fresh and still takes focus.
  it('a change made moves focus to its heading (the Pay button is gone)', async () => {
    await confirmAt(quote());
    api.on(`POST ${TRIP}/exchange/book`, reply(200, booked));
    const pay = button('Pay $150.00 and change');
    pay.focus();
    fireEvent.click(pay);
    const h1 = await screen.findByRole('heading', { level: 1, name: 'Your flight is changed' });
    expect(document.activeElement).toBe(h1);
  });

  it('a trip the API does not find (404) says so', async () => {
    await open(ExchangeConfirm, `${EXCHANGE_PATHS.confirm}${exchangeQuery(ID_A, [outbound], [pick])}`, () => {
      api.on(`GET ${TRIP}`, apiError(404, 'BookingNotFound', 'No booking of that id.'));
    });
    expect(heading("We can't find this trip")).toBeTruthy();
    await act(settle);
    expect(api.callsTo(`POST ${TRIP}/exchange/quote`)).toEqual([]);
  });
});
