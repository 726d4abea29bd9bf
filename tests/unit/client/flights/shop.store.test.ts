import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $flightSelection,
  chooseFare,
  clearFlightSelection,
  FLIGHT_SELECTION_KEY,
  selectionFor,
  type FlightSelection,
} from '../../../../src/lib/client/flights/selection.store';
import {
  $listMemory,
  $shopParams,
  $shopResults,
  $shopSearch,
  $shopView,
  changeOutbound,
  chooseOutbound,
  clearFilters,
  openShop,
  rememberList,
  resetShopStore,
  retryShop,
  setFilters,
  setSort,
} from '../../../../src/lib/client/flights/shop.store';
import type { FlightSearchParams } from '../../../../src/lib/domain/flights/flight-search-params';
import { roundTripAnswer, roundTrips } from '../../domain/flights/flight-fixtures';
import { apiError, fakeApi, reply, settle } from '../profile/fake-api';

const SEARCH = 'POST /flights/search';
const TODAY = '2026-11-22';
const ROUND_TRIP = 'tripType=roundTrip&slice=JFK,LAX,2026-12-10&slice=LAX,JFK,2026-12-17&adt=1&cnn=0&inf=0&ins=0';
const DL = 'DL401.202612100800';
const shopAnswer = { ...roundTripAnswer, total: 7, found: 7, offset: 0, limit: 500, facets: {} };

let api: ReturnType<typeof fakeApi>;
let stop: () => void;
beforeEach(() => {
  api = fakeApi('/flights/shop/');
  api.on('POST /tracking/event', reply(200, { Response: 'Success' }));
  resetShopStore();
  window.history.replaceState(null, '', `/flights/shop/?${ROUND_TRIP}`);
  // Mounted, as the page has it: the popstate listener is on.
  stop = $shopView.listen(() => undefined);
});
afterEach(() => {
  stop();
  cleanStores($shopParams, $shopView, $flightSelection);
});

async function opened(query = ROUND_TRIP) {
  api.on(SEARCH, reply(200, shopAnswer));
  const result = openShop(query, TODAY);
  await settle();
  await settle();
  return result;
}

describe('openShop', () => {
  it.each([
    ['no search at all', '', ''],
    [
      'a search with a past date (the form says why: issue 23 #7)',
      'tripType=oneWay&slice=JFK,LAX,2026-01-10&adt=1',
      'tripType=oneWay&slice=JFK%2CLAX%2C2026-01-10&adt=1&reason=pastDates',
    ],
    [
      'no adult',
      'tripType=oneWay&slice=JFK,LAX,2026-12-10&adt=0&cnn=1',
      'tripType=oneWay&slice=JFK%2CLAX%2C2026-12-10&adt=0&cnn=1&reason=invalid',
    ],
  ])('%s goes back to the form with the same query', (_, query, back) => {
    expect(openShop(query, TODAY)).toEqual({ kind: 'Redirect', query: back });
    expect(api.calls).toHaveLength(0);
  });

  it('asks once for every result with the default sort and filters, whatever the URL filters', async () => {
    const states: string[] = [];
    const unlisten = $shopResults.listen((r) => void states.push(r.kind));
    const result = await opened(`${ROUND_TRIP}&sort=price&stops=NONE&fareClass=basic`);
    unlisten();
    expect(result.kind).toBe('Ready');
    expect(states).toEqual(['Loading', 'Loaded']);
    expect(api.callsTo(SEARCH)).toHaveLength(1);
    expect(api.callsTo(SEARCH)[0]!.body).toEqual({
      tripType: 'roundTrip',
      slices: [
        { origin: 'JFK', destination: 'LAX', departureDate: '2026-12-10' },
        { origin: 'LAX', destination: 'JFK', departureDate: '2026-12-17' },
      ],
      passengers: { ADT: 1, CNN: 0, INF: 0, INS: 0 },
      fareClass: 'basic',
      sort: 'fareScore',
      filters: { stops: 'DEFAULT', noLowCostCarriers: false },
      page: { offset: 0, limit: 500 },
    });
    // …and applies the URL's in the browser.
    expect($shopParams.get()).toMatchObject({ sort: 'price', filters: { stops: 'NONE' } });
    expect($shopView.get()!.rows.map((r) => r.key)).toEqual([DL]);
  });

  it('a reload brings back the list as the entry left it', async () => {
    window.history.replaceState({ shopList: { expanded: DL, shown: 40, scrollY: 900 } }, '', `/flights/shop/?${ROUND_TRIP}`);
    await opened();
    expect($listMemory.get()).toEqual({ expanded: DL, shown: 40, scrollY: 900 });
  });

  it('a search that answered joins the recent searches the airport autocomplete offers', async () => {
    api.on('POST /productFeed/recentlySearched', reply(200, { Response: 'Success' }));
    await opened();
    const [call] = api.callsTo('POST /productFeed/recentlySearched');
    expect(call?.body).toEqual({
      product: 'flights',
      label: 'JFK → LAX, 2026-12-10, 2026-12-17',
      query: {
        tripType: 'roundTrip',
        slices: [
          { origin: 'JFK', destination: 'LAX', departureDate: '2026-12-10' },
          { origin: 'LAX', destination: 'JFK', departureDate: '2026-12-17' },
        ],
        passengers: { ADT: 1, CNN: 0, INF: 0, INS: 0 },
      },
    });
  });

  it('the same search again makes no second call', async () => {
    await opened();
    openShop(ROUND_TRIP, TODAY);
    await settle();
    expect(api.callsTo(SEARCH)).toHaveLength(1);
  });

  it('a failure keeps the status and code; Search again asks again', async () => {
    api.on(SEARCH, apiError(500, 'Internal', 'Something went wrong on our side.'), reply(200, shopAnswer));
    openShop(ROUND_TRIP, TODAY);
    await settle();
    await settle();
    expect($shopResults.get()).toMatchObject({ kind: 'Failed', status: 500, code: 'Internal' });
    expect($shopView.get()).toBeNull();
    retryShop();
    expect($shopResults.get().kind).toBe('Loading');
    await settle();
    await settle();
    expect($shopResults.get().kind).toBe('Loaded');
    expect(api.callsTo(SEARCH)).toHaveLength(2);
  });

  it('a network failure is Failed with NetworkError', async () => {
    openShop(ROUND_TRIP, TODAY);
    await settle();
    expect($shopResults.get()).toMatchObject({ kind: 'Failed', status: 0, code: 'NetworkError' });
  });
});

describe('sort and filters', () => {
  it('apply at once and reach the URL a moment later, replacing the entry', async () => {
    await opened();
    const length = window.history.length;
    setSort('price');
    setFilters({ noLowCostCarriers: true, airlines: ['AA', 'DL'] });
    expect($shopView.get()!.rows.map((r) => r.price)).toEqual([36000, 39000]);
    await vi.waitFor(() =>
      expect(window.location.search).toBe(`?${new URLSearchParams(`${ROUND_TRIP}&sort=price&airlines=AA,DL&nolcc=1`).toString()}`),
    );
    expect(window.history.length).toBe(length);
  });

  it('an undefined filter is removed, and Clear all leaves only the sort', async () => {
    await opened(`${ROUND_TRIP}&sort=duration&maxdur=60`);
    expect($shopView.get()!.rows).toEqual([]);
    setFilters({ maxDurationMinutes: undefined });
    expect($shopParams.get().filters).toEqual({ stops: 'DEFAULT', noLowCostCarriers: false });
    setFilters({ stops: 'NONE', priceRange: [0, 100] });
    clearFilters();
    expect($shopParams.get()).toMatchObject({ sort: 'duration', filters: { stops: 'DEFAULT', noLowCostCarriers: false } });
  });
});

describe('round-trip steps in the history', () => {
  it('choosing an outbound adds an entry without the time windows; Back returns with the list memory', async () => {
    await opened(`${ROUND_TRIP}&dep=300-719&stops=ONE_OR_LESS`);
    rememberList({ expanded: DL, shown: 20, scrollY: 0 });
    chooseOutbound(DL);
    expect(window.location.search).toContain('step=return');
    expect(window.location.search).toContain(`outbound=${DL}`);
    expect(window.location.search).not.toContain('dep=');
    expect($shopView.get()!.step).toBe('return');
    expect($shopView.get()!.rows.map((r) => r.key)).toEqual(['t1', 't2', 't3']);

    window.history.back();
    await vi.waitFor(() =>
      expect($shopParams.get()).toMatchObject({ step: 'outbound', outbound: null, filters: { departureWindow: [300, 719] } }),
    );
    expect($listMemory.get()).toEqual({ expanded: DL, shown: 20, scrollY: 0 });
  });

  it('Change goes Back when the return step was reached here, else to a new outbound entry', async () => {
    await opened(`${ROUND_TRIP}&step=return&outbound=${DL}`);
    expect($shopView.get()!.step).toBe('return');
    const length = window.history.length;
    changeOutbound();
    expect($shopParams.get()).toMatchObject({ step: 'outbound', outbound: null });
    expect(window.history.length).toBe(length + 1);
    expect(window.location.search).not.toContain('step=');
  });
});

describe('selection hand-off', () => {
  const search: FlightSearchParams = {
    tripType: 'roundTrip',
    slices: [
      { origin: 'JFK', destination: 'LAX', departureDate: '2026-12-10' },
      { origin: 'LAX', destination: 'JFK', departureDate: '2026-12-17' },
    ],
    passengers: { ADT: 1, CNN: 0, INF: 0, INS: 0 },
  };
  const it1 = roundTrips[0]!;
  const selection: FlightSelection = {
    search,
    itineraryId: it1.id,
    fareId: it1.fares[1]!.fareId,
    outboundKey: DL,
    returnKey: 'DL402.202612170700',
    fare: it1.fares[1]!,
    slices: it1.slices,
    pricedAt: '2026-11-22T12:00:00.000Z',
  };

  it('is stored for the tab, read back on the next page, and cleared', () => {
    chooseFare(selection);
    expect($flightSelection.get()).toEqual(selection);
    expect(JSON.parse(api.platform.session.getItem(FLIGHT_SELECTION_KEY)!)).toEqual(selection);
    cleanStores($flightSelection);
    $flightSelection.set(null);
    const unlisten = $flightSelection.listen(() => undefined);
    expect($flightSelection.get()).toEqual(selection);
    clearFlightSelection();
    expect(api.platform.session.getItem(FLIGHT_SELECTION_KEY)).toBeNull();
    unlisten();
  });

  it('belongs to its search only', () => {
    expect(selectionFor(selection, search)).toBe(selection);
    expect(selectionFor(selection, { ...search, passengers: { ...search.passengers, ADT: 2 } })).toBeNull();
    expect(selectionFor(null, search)).toBeNull();
    expect(selectionFor(selection, null)).toBeNull();
  });

  it('a broken stored value is ignored', () => {
    api.platform.session.setItem(FLIGHT_SELECTION_KEY, '{"search":1}');
    const unlisten = $flightSelection.listen(() => undefined);
    expect($flightSelection.get()).toBeNull();
    unlisten();
  });

  it('$shopSearch is the parsed search', async () => {
    await opened();
    expect($shopSearch.get()).toEqual(search);
  });
});
