import { beforeEach, describe, expect, it } from 'vitest';
import {
  $availability,
  clearFilters,
  dropPreferenceFilters,
  openAvailability,
  preferenceFilters,
  resetAvailabilityStore,
  searchArea,
  searchHref,
  setFilters,
  setPage,
  setPrices,
  setSort,
  setView,
  setTab,
} from '../../../../src/lib/client/lodging/availability.store';
import {
  $staySearch,
  setChildCount,
  setLocation,
  startStaySearch,
  submitStaySearch,
} from '../../../../src/lib/client/lodging/stay-search.store';
import { apiError, fakeApi, reply, settle } from '../profile/fake-api';

const TODAY = '2026-11-22';
const SEARCH = 'POST /hotels/availability';
const PREFS = 'GET /user/preference/hotel';
const FEED = 'POST /productFeed/recentlySearched';
const PARIS = 'loc=city%3AParis%7CFR&label=Paris%2C+France&checkIn=2026-12-10&checkOut=2026-12-13&adults=2&children=0';
const answer = { lodgings: [], total: 23, offset: 0, limit: 10, nights: 3, bounds: [48.8, 2.2, 48.9, 2.4] };

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi('/stays/availability/');
  api.on(SEARCH, reply(200, answer));
  api.on(FEED, reply(200, { Response: 'Success' }));
  resetAvailabilityStore();
});

async function open(query: string, prefs: unknown = null) {
  api.on(PREFS, reply(200, { value: prefs }));
  window.history.replaceState(null, '', `/stays/availability/?${query}`);
  const result = openAvailability('stays', `?${query}`, TODAY);
  for (let i = 0; i < 4; i++) await settle();
  return result;
}
const lastBody = () => api.callsTo(SEARCH).at(-1)?.body as Record<string, unknown> & { filters: Record<string, unknown>; page: unknown };

describe('openAvailability', () => {
  it('a broken search goes back to the search form with what the URL had', async () => {
    const result = await open('label=Nowhere');
    expect(result).toEqual({ kind: 'Redirect', url: '/stays/search/?label=Nowhere' });
    expect(api.callsTo(SEARCH)).toHaveLength(0);
  });

  it('a first search without saved preferences runs as asked and is remembered once', async () => {
    await open(PARIS);
    expect(api.callsTo(PREFS)).toHaveLength(1);
    expect(lastBody()).toMatchObject({
      location: { kind: 'Market', id: 'city:Paris|FR' },
      kinds: ['hotel', 'vacation_rental'],
      filters: { freeCancellationOnly: false },
      page: { offset: 0, limit: 10 },
    });
    expect($availability.get().results.kind).toBe('Loaded');
    expect($availability.get().search?.prefs).toBe(false);
    expect(window.location.search).toContain('prefs=0');
    expect(api.callsTo(FEED)).toEqual([
      {
        method: 'POST',
        path: '/productFeed/recentlySearched',
        body: {
          product: 'stays',
          label: 'Paris, France, 2026-12-10 – 2026-12-13',
          query: {
            location: { kind: 'Market', id: 'city:Paris|FR' },
            checkIn: '2026-12-10',
            checkOut: '2026-12-13',
            guests: { adults: 2, children: 0, pets: 0 },
          },
        },
      },
    ]);
    setSort('Price');
    await settle();
    await settle();
    expect(api.callsTo(FEED)).toHaveLength(1);
  });

  it('saved hotel preferences fill the filters the first time only, and one control drops them', async () => {
    await open(PARIS, { starRatings: [5, 4], amenities: ['FrontDesk24h', 'Pool'], freeCancellationOnly: true });
    expect(lastBody().filters).toEqual({ freeCancellationOnly: true, starRatings: [4, 5], amenities: ['FrontDesk247', 'Pool'] });
    expect($availability.get().search?.prefs).toBe(true);
    expect(window.location.search).toContain('prefs=1');
    dropPreferenceFilters();
    await settle();
    await settle();
    expect(lastBody().filters).toEqual({ freeCancellationOnly: false });
    expect($availability.get().search?.prefs).toBe(false);

    // The URL says they were looked at: a reload does not ask again.
    resetAvailabilityStore();
    await open(`${PARIS}&prefs=0`, { starRatings: [5], amenities: [], freeCancellationOnly: false });
    expect(api.callsTo(PREFS)).toHaveLength(1);
    expect(lastBody().filters).toEqual({ freeCancellationOnly: false });
  });

  it('filters the URL already has win over the preferences', async () => {
    await open(`${PARIS}&stars=3`, { starRatings: [5], amenities: [], freeCancellationOnly: true });
    expect(lastBody().filters).toEqual({ freeCancellationOnly: true, starRatings: [3] });
  });

  it('the API error texts come by field', async () => {
    api.on(
      SEARCH,
      apiError(422, 'InvalidDates', 'Check-out must be at least one night after check-in.', {
        fields: [{ path: 'checkOut', message: 'Check-out must be at least one night after check-in.' }],
      }),
    );
    await open(`${PARIS}&prefs=0`);
    const r = $availability.get().results;
    expect(r.kind).toBe('Failed');
    expect(r.kind === 'Failed' && r.fields).toEqual({ checkOut: 'Check-out must be at least one night after check-in.' });
  });
});

describe('changes', () => {
  beforeEach(async () => {
    await open(`${PARIS}&prefs=0&page=3`);
  });
  const settled = async () => {
    await settle();
    await settle();
  };

  it('tab, sort and filters ask again from page 1; the URL follows', async () => {
    setTab('vacation_rental');
    await settled();
    expect(lastBody()).toMatchObject({ kinds: ['vacation_rental'], page: { offset: 0, limit: 10 } });
    setSort('UserRating');
    setFilters({ stars: [4, 5], freeCancellation: true });
    await settled();
    expect(lastBody()).toMatchObject({ sort: 'UserRating', filters: { starRatings: [4, 5], freeCancellationOnly: true } });
    expect(window.location.search).toContain('stars=4%2C5');
    expect(window.location.search).toContain('free=1');
    clearFilters();
    await settled();
    expect(lastBody().filters).toEqual({ freeCancellationOnly: false });
  });

  it('the guest rating filter is the server’s: it is asked, and the page and total are the answer as sent', async () => {
    const rated = { ...answer, total: 4, lodgings: [{ id: 'h1', userRating: 8.6 }] };
    api.on(SEARCH, reply(200, rated));
    setFilters({ minRating: 8 });
    await settled();
    expect(lastBody()).toMatchObject({ filters: { minUserRating: 8, freeCancellationOnly: false }, page: { offset: 0 } });
    expect(window.location.search).toContain('rating=8');
    const r = $availability.get().results;
    expect(r.kind === 'Loaded' && r.answer).toEqual(rated);
    setFilters({ minRating: null });
    await settled();
    expect(lastBody().filters).toEqual({ freeCancellationOnly: false });
  });

  it('pages and map areas', async () => {
    expect(lastBody().page).toEqual({ offset: 20, limit: 10 });
    setPage(2);
    await settled();
    expect(lastBody().page).toEqual({ offset: 10, limit: 10 });
    searchArea([48.85, 2.3, 48.87, 2.35]);
    await settled();
    expect(lastBody()).toMatchObject({ filters: { bounds: [48.85, 2.3, 48.87, 2.35] }, page: { offset: 0 } });
  });

  it('the view and the price unit only change the URL: the server is not asked again', async () => {
    const calls = api.callsTo(SEARCH).length;
    setPrices('rewards');
    setView('map');
    await settled();
    expect(api.callsTo(SEARCH)).toHaveLength(calls);
    expect($availability.get().search).toMatchObject({ prices: 'rewards', view: 'map', page: 3 });
    expect(window.location.search).toContain('prices=rewards');
    expect(window.location.search).toContain('view=map');
    setPrices('cash');
    expect(window.location.search).not.toContain('prices=');
    expect(api.callsTo(SEARCH)).toHaveLength(calls);
  });

  it('a fix link keeps the search and changes only what it says', () => {
    const href = new URLSearchParams(searchHref({ pets: 0, checkOut: '2026-12-15' }));
    expect(href.get('checkOut')).toBe('2026-12-15');
    expect(href.get('loc')).toBe('city:Paris|FR');
    expect(href.get('page')).toBeNull();
  });
});

describe('preferenceFilters', () => {
  it('only stars, amenities and free cancellation; nothing saved is nothing', () => {
    expect(preferenceFilters(null)).toBeNull();
    expect(preferenceFilters({ starRatings: [], amenities: [], freeCancellationOnly: false })).toBeNull();
    expect(preferenceFilters({ starRatings: [4], amenities: ['Gym'], freeCancellationOnly: false })).toEqual({
      stars: [4],
      amenities: ['Gym'],
    });
  });
});

describe('search form', () => {
  it('submits to the family availability page; children need ages', () => {
    window.history.replaceState(null, '', '/fr/premium-stays/vacation-rentals/search/');
    api.platform.location.pathname = '/fr/premium-stays/vacation-rentals/search/';
    startStaySearch('vacationRentals', '');
    expect($staySearch.get().search.checkIn).toBeTruthy();
    expect(submitStaySearch()).toMatchObject({ kind: 'Invalid', errors: [{ field: 'location', code: 'MissingLocation' }] });
    setLocation({ id: 'city:Paris|FR', kind: 'city', code: 'CDG', label: 'Paris, France', sublabel: '' });
    setChildCount(1);
    expect(submitStaySearch()).toMatchObject({ kind: 'Invalid', errors: [{ field: 'children', code: 'MissingChildAge' }] });
    setChildCount(0);
    const result = submitStaySearch();
    expect(result.kind).toBe('Navigating');
    expect(result.kind === 'Navigating' && result.url).toMatch(
      /^\/fr\/premium-stays\/vacation-rentals\/availability\/\?loc=city%3AParis%7CFR&label=Paris%2C\+France&checkIn=\d{4}-\d\d-\d\d&checkOut=\d{4}-\d\d-\d\d&adults=2&children=0&pets=0$/,
    );
  });
});

describe('search form from a landing page link', () => {
  it('a city name (travel sale) is found in the lodging autocomplete', async () => {
    api.on(
      'POST /autocomplete/lodging',
      reply(200, {
        categories: [
          {
            label: 'HotelMarkets',
            results: [{ id: 'city:Lisbon|PT', kind: 'city', code: 'LIS', label: 'Lisbon, Portugal', sublabel: '' }],
          },
        ],
      }),
    );
    window.history.replaceState(null, '', '/hotels/search/?location=Lisbon&placement=travel_sale_landing');
    startStaySearch('hotels', '?location=Lisbon&placement=travel_sale_landing');
    await settle();
    await settle();
    expect($staySearch.get().search.location).toEqual({ id: 'city:Lisbon|PT', label: 'Lisbon, Portugal' });
    expect(window.location.search).toContain('placement=travel_sale_landing');
    expect(window.location.search).not.toContain('location=');
    expect(window.location.search).toContain('loc=city%3ALisbon%7CPT');
  });
});
