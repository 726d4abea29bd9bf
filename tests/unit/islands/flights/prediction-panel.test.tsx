import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PredictionPanelDefault, { PredictionPanel } from '../../../../src/islands/flights/shop/prediction/PredictionPanel';
import { $watches, resetWatchesStore } from '../../../../src/lib/client/flights/watches.store';
import type { FlightSearchParams } from '../../../../src/lib/domain/flights/flight-search-params';
import { apiError, fakeApi, held, reply, sessionInfo, settle, signedIn } from '../../client/profile/fake-api';
import { A, ALERTS, CREATE, JFK_LAX, LIST, one, settings, watch } from '../../client/flights/watch-fixtures';
import { FakeObserver, observers, prediction, scrollIntoView } from './prediction-fixtures';

// uPlot draws on a canvas jsdom-like DOMs lack: record what the panel asks it to draw instead.
const charts = vi.hoisted(
  () => [] as { opts: { series: { label?: string }[]; axes: { label?: string }[] }; data: unknown[][]; destroyed: boolean }[],
);
vi.mock('uplot', () => ({
  default: class FakePlot {
    static pxRatio = 1;
    record: (typeof charts)[number];
    constructor(opts: (typeof charts)[number]['opts'], data: unknown[][]) {
      this.record = { opts, data, destroyed: false };
      charts.push(this.record);
    }
    setSize() {}
    destroy() {
      this.record.destroyed = true;
    }
  },
}));

const PREDICTION = 'POST /flights/prediction';
const TRACK = 'POST /tracking/event';
const roundTrip: FlightSearchParams = { ...JFK_LAX, fareClass: 'basic' };

let api: ReturnType<typeof fakeApi>;
let stopSession: () => void;
beforeEach(() => {
  charts.length = 0;
  observers.length = 0;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  api = fakeApi('/flights/shop/');
  resetWatchesStore();
  api.on(TRACK, reply(200, { Response: 'Success' }));
  api.on(LIST, reply(200, { watches: [], settings }));
  api.on(ALERTS, reply(200, { alerts: [] }));
  stopSession = signedIn(sessionInfo());
});
afterEach(() => {
  cleanup();
  stopSession();
  cleanStores($watches);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const TOGGLE = { en: 'Price history and watch', fr: 'Historique des prix et suivi' };
/** The panel, opened (its advice, chart and watch show on demand) unless asked not to. */
async function panel(search: FlightSearchParams = roundTrip, locale: 'en' | 'fr' = 'en', open = true) {
  const view = render(<PredictionPanel search={search} locale={locale} />);
  await act(settle);
  await act(settle);
  const toggle = screen.queryByRole('button', { name: TOGGLE[locale] });
  if (open && toggle) {
    fireEvent.click(toggle);
    // The watch form mounts with the details, and asks for the watched trips then.
    await act(settle);
    await act(settle);
  }
  return view;
}
const banner = () => document.querySelector('.prediction') as HTMLElement;
const tracked = (name: string) => api.callsTo(TRACK).filter((c) => (c.body as { eventName: string }).eventName === name);

describe('PredictionPanel: the prediction', () => {
  it('is the default export too (the shop page lazy-loads it)', () => {
    expect(PredictionPanelDefault).toBe(PredictionPanel);
  });

  it('shows progress, then the rating, the advice, the expected move and the measured accuracy', async () => {
    const call = held();
    api.on(PREDICTION, call.answer);
    render(<PredictionPanel search={roundTrip} locale="en" />);
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('Loading the price forecast…');
    call.release(reply(200, prediction()));
    await act(settle);
    await act(settle);
    expect(screen.getByRole('heading', { name: 'Price forecast' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: TOGGLE.en }));
    const b = within(banner());
    expect(b.getByText('Great price')).toBeTruthy();
    expect(b.getByText('Our advice: book now. Prices are unlikely to get lower.')).toBeTruthy();
    expect(b.getByText("Today's lowest price: $345")).toBeTruthy();
    expect(b.getByText(/^Likely to rise \$20\s?–\s?\$45 within 3 days$/)).toBeTruthy();
    const link = b.getByRole('link', { name: 'How accurate is this?' });
    expect(link.getAttribute('href')).toBe('/terms/price-prediction-price-watch/#accuracy');
    expect(b.getByText('Right 78% of the time in our backtest of 300 trips (buying at once every time: 50%)')).toBeTruthy();
  });

  it("is one line until opened: the rating and today's lowest, and a button for the rest", async () => {
    api.on(PREDICTION, reply(200, prediction()));
    await panel(roundTrip, 'en', false);
    const toggle = screen.getByRole('button', { name: TOGGLE.en });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(banner()).getByText('Great price')).toBeTruthy();
    expect(within(banner()).getByText("Today's lowest price: $345")).toBeTruthy();
    expect(screen.queryByText(/^Our advice/)).toBeNull();
    expect(screen.queryByRole('figure')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Watch this trip' })).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)?.textContent).toContain('Our advice: book now.');
    expect(screen.getByRole('button', { name: 'Watch this trip' })).toBeTruthy();
  });

  it.each<[string, number | null, string | null]>([
    ['no filters', null, null],
    ['filters that keep the cheapest trip', 34_500, null],
    ['filters that hide it', 41_200, 'With your filters: from $412'],
  ])("with %s, says the filtered list's lowest beside today's only when it differs", async (_, filteredFrom, note) => {
    api.on(PREDICTION, reply(200, prediction()));
    render(<PredictionPanel search={roundTrip} filteredFrom={filteredFrom} locale="en" />);
    await act(settle);
    await act(settle);
    expect(within(banner()).getByText("Today's lowest price: $345")).toBeTruthy();
    expect(within(banner()).queryByText(/^With your filters/)?.textContent ?? null).toBe(note);
  });

  it("asks for the whole search, fare class included, so today's lowest is the list's cheapest", async () => {
    api.on(PREDICTION, reply(200, prediction()));
    await panel();
    expect(api.callsTo(PREDICTION).map((c) => c.body)).toEqual([
      { tripType: 'roundTrip', slices: roundTrip.slices, passengers: roundTrip.passengers, fareClass: 'basic' },
    ]);
  });

  it.each([
    ['oneWay', [{ origin: 'BOS', destination: 'SFO', departureDate: '2027-01-05' }]],
    [
      'multiCity',
      [
        { origin: 'BOS', destination: 'SFO', departureDate: '2027-01-05' },
        { origin: 'SFO', destination: 'SEA', departureDate: '2027-01-09' },
      ],
    ],
  ] as const)('asks for every flight and traveler of a %s trip, not the first flight alone', async (tripType, slices) => {
    api.on(PREDICTION, reply(200, prediction()));
    const passengers = { ADT: 2, CNN: 1, INF: 0, INS: 0 };
    await panel({ tripType, slices: [...slices], passengers });
    expect(api.callsTo(PREDICTION)[0]!.body).toEqual({ tripType, slices, passengers });
  });

  it.each([
    [
      'a drop, smaller end first',
      { direction: 'drop', low: -4500, high: -2000, withinDays: 7 },
      /^Likely to drop \$20\s?–\s?\$45 within 3 days$/,
    ],
    ['a flat move', { direction: 'flat', low: -1500, high: 2500, withinDays: 7 }, /^Likely to stay within \$25 over the next 3 days$/],
    ['no move at all', { direction: 'flat', low: 0, high: 0, withinDays: 7 }, /^Likely to stay about the same over the next 3 days$/],
    ['one exact amount', { direction: 'rise', low: 3000, high: 3000, withinDays: 2 }, /^Likely to rise \$30 within 2 days$/],
  ] as const)('words %s', async (_name, move, text) => {
    api.on(PREDICTION, reply(200, prediction({ move: { ...move } })));
    await panel();
    expect(within(banner()).getByText(text)).toBeTruthy();
  });

  it('says wait, and leaves out the move when departure is next (no forecast day)', async () => {
    api.on(PREDICTION, reply(200, prediction({ rating: 'wait', recommendation: 'wait', forecast: [] })));
    await panel();
    expect(within(banner()).getByText('Prices may drop')).toBeTruthy();
    expect(within(banner()).getByText('Our advice: wait. Prices are likely to drop.')).toBeTruthy();
    expect(banner().querySelector('.prediction-move')).toBeNull();
  });

  it('hides quietly when nothing flies (404), but keeps nothing on screen', async () => {
    api.on(PREDICTION, apiError(404, 'NotFound', 'No flights are sold on this route for these dates.'));
    const { container } = await panel();
    expect(container.innerHTML).toBe('');
  });

  it('offers a retry after another failure, and shows the prediction once it answers', async () => {
    api.on(PREDICTION, apiError(500, 'Internal', 'Something went wrong on our side.'), reply(200, prediction()));
    await panel();
    expect(screen.getByRole('alert').textContent).toContain("We couldn't load the price forecast.");
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await act(settle);
    await act(settle);
    expect(within(banner()).getByText('Great price')).toBeTruthy();
    expect(api.callsTo(PREDICTION)).toHaveLength(2);
  });

  it('tracks the "forecast" screen once per prediction shown', async () => {
    api.on(PREDICTION, reply(200, prediction()));
    const view = await panel();
    view.rerender(<PredictionPanel search={{ ...roundTrip }} locale="en" />);
    await act(settle);
    expect(tracked('viewed_forecast').map((c) => c.body)).toEqual([
      expect.objectContaining({ properties: { screen: 'forecast', rating: 'great', recommendation: 'buy' } }),
    ]);
  });

  it('reads in French, with the accuracy page in French', async () => {
    api.on(PREDICTION, reply(200, prediction()));
    await panel(roundTrip, 'fr');
    expect(within(banner()).getByText('Excellent prix')).toBeTruthy();
    expect(within(banner()).getByRole('link', { name: 'Quelle est la fiabilité de cette prévision?' }).getAttribute('href')).toBe(
      '/fr/terms/price-prediction-price-watch/#accuracy',
    );
  });
});

describe('PredictionPanel: the chart', () => {
  it('loads uPlot only once the panel is on screen, with labelled axes, both series and today', async () => {
    api.on(PREDICTION, reply(200, prediction()));
    await panel();
    expect(charts).toHaveLength(0);
    await scrollIntoView();
    await waitFor(() => expect(charts).toHaveLength(1));
    const { opts, data } = charts[0]!;
    expect(opts.axes.map((a) => a.label)).toEqual(['Booking date', 'Lowest price']);
    expect(opts.series.slice(1).map((s) => s.label)).toEqual(['Price history', 'Forecast']);
    // 30 days of history then 3 forecast days; the forecast line starts at today's price.
    expect(data[0]).toHaveLength(33);
    expect(data[1]!.slice(28, 31)).toEqual([361, 345, null]);
    expect(data[2]!.slice(28, 31)).toEqual([null, 345, 360]);
    expect(screen.getByTestId('price-chart').getAttribute('aria-hidden')).toBe('true');
  });

  it('says the same in words and as a table, whether or not the chart loaded', async () => {
    api.on(PREDICTION, reply(200, prediction()));
    await panel();
    const figure = screen.getByRole('figure');
    expect(figure.textContent).toContain(
      'Over the last 30 days, the lowest price ranged from $310 (Nov 5) to $420 (Nov 15). Today: $345. Forecast low: $330 on Dec 2.',
    );
    const table = within(figure).getByRole('table', { hidden: true });
    const rows = within(table).getAllByRole('row', { hidden: true });
    expect(rows).toHaveLength(34);
    expect(rows[30]!.textContent).toBe('Nov 30$345Today');
    expect(rows[33]!.textContent).toBe('Dec 3$370Forecast');
  });
});

describe('PredictionPanel: Watch this trip (SPEC §4 Flight watch states)', () => {
  const created = watch(A, JFK_LAX, { priceAtWatch: 34500 });

  it('goes NotWatching → InProcess → JustWatched with the way to Watched trips', async () => {
    api.on(PREDICTION, reply(200, prediction()));
    const call = held();
    api.on(CREATE, call.answer);
    await panel();
    fireEvent.click(screen.getByRole('button', { name: 'Watch this trip' }));
    await act(settle);
    expect(screen.getByRole('button', { name: 'Starting to watch…' }).getAttribute('aria-disabled')).toBe('true');
    call.release(reply(201, created));
    await act(settle);
    await act(settle);
    const status = screen.getByText("Watching — we'll alert you in My trips when the price drops");
    expect(document.activeElement).toBe(status);
    expect(screen.getByRole('link', { name: 'See your watched trips' }).getAttribute('href')).toBe('/trips/?tab=watched');
    expect(api.callsTo(CREATE)[0]!.body).toEqual({
      tripType: 'roundTrip',
      slices: JFK_LAX.slices,
      passengers: JFK_LAX.passengers,
    });
    expect(tracked('viewed_watch').map((c) => c.body)).toEqual([
      expect.objectContaining({ properties: { screen: 'watch', has_target_price: false } }),
    ]);
  });

  it('sends a target price in cents, and refuses one that is not whole dollars', async () => {
    api.on(PREDICTION, reply(200, prediction()));
    api.on(CREATE, reply(201, { ...created, targetPrice: 30000 }));
    await panel();
    const input = screen.getByRole('textbox', { name: 'Target price in dollars (optional)' });
    fireEvent.change(input, { target: { value: '12.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Watch this trip' }));
    await act(settle);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a whole dollar amount, like 300.')).toBeTruthy();
    expect(api.callsTo(CREATE)).toHaveLength(0);
    fireEvent.change(input, { target: { value: '$300' } });
    fireEvent.click(screen.getByRole('button', { name: 'Watch this trip' }));
    await act(settle);
    await act(settle);
    expect(api.callsTo(CREATE)[0]!.body).toMatchObject({ targetPrice: 30000 });
  });

  it('shows Watching on a later visit, and Stop watching brings back the Watch button with focus', async () => {
    api.on(LIST, reply(200, { watches: [{ ...created, targetPrice: 30000 }], settings }));
    api.on(PREDICTION, reply(200, prediction()));
    api.on(one('DELETE', A), reply(200, { Response: 'Success' }));
    await panel();
    expect(screen.getByText('Watching')).toBeTruthy();
    expect(screen.getByText("We'll also alert you at $300 or less.")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stop watching' }));
    await act(settle);
    await act(settle);
    expect(api.callsTo(one('DELETE', A))).toHaveLength(1);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Watch this trip' }));
  });

  it('says why a watch failed and stays on Watch this trip', async () => {
    api.on(PREDICTION, reply(200, prediction()));
    api.on(CREATE, apiError(422, 'TooManyWatches', 'You watch 50 trips already.'), apiError(500, 'Internal', 'Oops'));
    await panel();
    fireEvent.click(screen.getByRole('button', { name: 'Watch this trip' }));
    await act(settle);
    await act(settle);
    expect(screen.getByRole('alert').textContent).toContain("You're watching as many trips as you can.");
    fireEvent.click(screen.getByRole('button', { name: 'Watch this trip' }));
    await act(settle);
    await act(settle);
    expect(screen.getByRole('alert').textContent).toBe("We couldn't watch this trip. Please try again.");
  });

  it('says so when stopping fails, and the trip stays watched', async () => {
    api.on(LIST, reply(200, { watches: [created], settings }));
    api.on(PREDICTION, reply(200, prediction()));
    api.on(one('DELETE', A), apiError(500, 'Internal', 'Oops'));
    await panel();
    fireEvent.click(screen.getByRole('button', { name: 'Stop watching' }));
    await act(settle);
    await act(settle);
    expect(screen.getByText('Watching')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe("We couldn't stop watching this trip. Please try again.");
  });

  it('still offers Watch this trip when the prediction fails', async () => {
    api.on(PREDICTION, apiError(500, 'Internal', 'Oops'));
    await panel();
    expect(screen.getByRole('button', { name: 'Watch this trip' })).toBeTruthy();
  });
});
