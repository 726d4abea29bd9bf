import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  defaultStaySearch,
  formatStaySearch,
  nightsOf,
  parseStaySearch,
  shopQuery,
  toAvailabilityRequest,
  validateStaySearch,
  type StayFamily,
  type StaySearch,
} from '../../../../src/lib/domain/lodging/stay-search-url';

const today = '2027-02-10';
const paris = { id: 'city:Paris|FR', label: 'Paris, France' };
const q = (s: string) => new URLSearchParams(s);

describe('parseStaySearch', () => {
  const cases: { name: string; family: StayFamily; url: string; expect: Partial<StaySearch> }[] = [
    {
      name: 'empty URL: SPEC default stay today+2 → today+6, 2 adults',
      family: 'hotels',
      url: '',
      expect: { location: null, checkIn: '2027-02-12', checkOut: '2027-02-16', adults: 2, childAges: [], pets: 0, tab: 'hotel', page: 1 },
    },
    {
      name: 'a full search',
      family: 'stays',
      url: 'loc=city:Paris|FR&label=Paris, France&checkIn=2027-02-12&checkOut=2027-02-15&adults=3&children=2&ages=4,11&pets=1&tab=hotel&view=map&sort=Price&page=3&prefs=1',
      expect: {
        location: paris,
        checkIn: '2027-02-12',
        checkOut: '2027-02-15',
        adults: 3,
        childAges: [4, 11],
        pets: 1,
        tab: 'hotel',
        view: 'map',
        sort: 'Price',
        page: 3,
        prefs: true,
      },
    },
    {
      name: 'label falls back to the id',
      family: 'hotels',
      url: 'loc=city:Lyon|FR',
      expect: { location: { id: 'city:Lyon|FR', label: 'Lyon' } },
    },
    {
      name: 'garbled dates are empty (the form names them)',
      family: 'hotels',
      url: 'checkIn=2027-02-30&checkOut=x',
      expect: { checkIn: '', checkOut: '' },
    },
    { name: 'children without ages: ages to choose', family: 'hotels', url: 'children=2&ages=5', expect: { childAges: [5, null] } },
    { name: 'an age out of range is not an age', family: 'hotels', url: 'children=1&ages=18', expect: { childAges: [null] } },
    {
      name: 'hotels take no pets and have no other tab',
      family: 'hotels',
      url: 'pets=2&tab=vacation_rental',
      expect: { pets: 0, tab: 'hotel' },
    },
    { name: 'rentals default to their tab', family: 'vacationRentals', url: 'pets=2', expect: { pets: 2, tab: 'vacation_rental' } },
    {
      name: 'unknown sort and view fall back',
      family: 'stays',
      url: 'sort=Cheap&view=globe&page=-4',
      expect: { sort: 'MostRecommended', view: 'list', page: 1 },
    },
    { name: 'prefs dropped', family: 'hotels', url: 'prefs=0', expect: { prefs: false } },
    { name: 'prices in cash by default', family: 'hotels', url: '', expect: { prices: 'cash' } },
    { name: 'prices in rewards', family: 'stays', url: 'prices=rewards', expect: { prices: 'rewards' } },
    { name: 'an unknown price unit is cash', family: 'stays', url: 'prices=bitcoin', expect: { prices: 'cash' } },
  ];
  for (const c of cases) {
    it(c.name, () => {
      expect(parseStaySearch(q(c.url), c.family, today)).toMatchObject(c.expect);
    });
  }

  it('reads the filters, dropping what it does not know', () => {
    const s = parseStaySearch(
      q('stars=5,4,9,x&rating=8&price=300-50&amenities=Pool,Sauna,FreeWifi&collections=Lifestyle,Gold&free=1&bounds=48.8,2.2,48.9,2.4'),
      'stays',
      today,
    );
    expect(s.filters).toEqual({
      stars: [4, 5],
      minRating: 8,
      price: [50, 300],
      amenities: ['FreeWifi', 'Pool'],
      collections: ['Lifestyle'],
      freeCancellation: true,
      bounds: [48.8, 2.2, 48.9, 2.4],
    });
    expect(activeFilterCount(s.filters)).toBe(8);
  });

  it('refuses impossible bounds and ratings', () => {
    const s = parseStaySearch(q('bounds=50,2,40,3&rating=6'), 'stays', today);
    expect(s.filters.bounds).toBeNull();
    expect(s.filters.minRating).toBeNull();
  });
});

describe('formatStaySearch', () => {
  it('round-trips every family', () => {
    for (const family of ['hotels', 'stays', 'premiumStays', 'vacationRentals'] as const) {
      const s: StaySearch = {
        ...defaultStaySearch(family, today),
        location: paris,
        childAges: [3],
        pets: family === 'stays' || family === 'vacationRentals' ? 1 : 0,
        sort: 'UserRating',
        view: 'map',
        prices: 'rewards',
        page: 2,
        prefs: false,
        filters: {
          stars: [4, 5],
          minRating: 9,
          price: [100, 250],
          amenities: ['Pool'],
          collections: ['Premier'],
          freeCancellation: true,
          bounds: [48.8, 2.25, 48.9, 2.41],
        },
      };
      expect(parseStaySearch(formatStaySearch(s, family), family, today)).toEqual(s);
    }
  });

  it('leaves the defaults out', () => {
    const s = { ...defaultStaySearch('hotels', today), location: paris };
    expect(formatStaySearch(s, 'hotels').toString()).toBe(
      'loc=city%3AParis%7CFR&label=Paris%2C+France&checkIn=2027-02-12&checkOut=2027-02-16&adults=2&children=0',
    );
  });
});

describe('prices in the URL', () => {
  const s = { ...defaultStaySearch('stays', today), location: paris };
  it.each([
    { prices: 'cash' as const, param: null, why: 'cash, the default, is left out' },
    { prices: 'rewards' as const, param: 'rewards', why: 'rewards is written' },
  ])('$why', ({ prices, param }) => {
    const url = formatStaySearch({ ...s, prices }, 'stays');
    expect(url.get('prices')).toBe(param);
    expect(parseStaySearch(url, 'stays', today).prices).toBe(prices);
  });
  it('is no part of the API body or the shop link (only the cards change)', () => {
    expect(toAvailabilityRequest({ ...s, prices: 'rewards' }, 'stays')).toEqual(toAvailabilityRequest(s, 'stays'));
    expect(shopQuery({ ...s, prices: 'rewards' }, 'stays', 'h1').has('prices')).toBe(false);
  });
});

describe('validateStaySearch', () => {
  const base = { ...defaultStaySearch('stays', today), location: paris };
  const cases: { name: string; patch: Partial<StaySearch>; codes: string[] }[] = [
    { name: 'valid', patch: {}, codes: [] },
    { name: 'no place', patch: { location: null }, codes: ['MissingLocation'] },
    { name: 'no dates', patch: { checkIn: '', checkOut: '' }, codes: ['MissingCheckIn', 'MissingCheckOut'] },
    { name: 'check-in yesterday', patch: { checkIn: '2027-02-09' }, codes: ['CheckInPast'] },
    { name: 'check-in too far', patch: { checkIn: '2028-02-11', checkOut: '2028-02-12' }, codes: ['CheckInTooFar'] },
    { name: 'check-out before check-in', patch: { checkIn: '2027-02-15', checkOut: '2027-02-15' }, codes: ['CheckOutBeforeCheckIn'] },
    { name: '31 nights', patch: { checkIn: '2027-03-01', checkOut: '2027-04-01' }, codes: ['TooManyNights'] },
    { name: 'no adult', patch: { adults: 0 }, codes: ['AdultsOutOfRange'] },
    { name: 'a child without age', patch: { childAges: [4, null] }, codes: ['MissingChildAge'] },
    { name: 'too many pets', patch: { pets: 5 }, codes: ['TooManyPets'] },
  ];
  for (const c of cases) {
    it(c.name, () => {
      expect(validateStaySearch({ ...base, ...c.patch }, 'stays', today).map((e) => e.code)).toEqual(c.codes);
    });
  }
  it('counts nights', () => {
    expect(nightsOf({ checkIn: '2027-02-12', checkOut: '2027-02-15' })).toBe(3);
    expect(nightsOf({ checkIn: '', checkOut: '2027-02-15' })).toBe(0);
  });
});

describe('toAvailabilityRequest', () => {
  const s: StaySearch = {
    ...defaultStaySearch('stays', today),
    location: paris,
    childAges: [6],
    pets: 1,
    page: 3,
    filters: { ...defaultStaySearch('stays', today).filters, stars: [4, 5], freeCancellation: true, price: [80, 200] },
  };
  it('stays: both kinds, the filters in minor units, page 3', () => {
    expect(toAvailabilityRequest(s, 'stays')).toEqual({
      location: { kind: 'Market', id: 'city:Paris|FR' },
      checkIn: '2027-02-12',
      checkOut: '2027-02-16',
      guests: { adults: 2, children: 1, pets: 1 },
      kinds: ['hotel', 'vacation_rental'],
      sort: 'MostRecommended',
      filters: { freeCancellationOnly: true, starRatings: [4, 5], priceRange: [8000, 20000] },
      page: { offset: 20, limit: 10 },
    });
  });
  it('premium stays preset their collections; hotels send no pets; airports are places', () => {
    const premium = toAvailabilityRequest({ ...s, location: { id: 'airport:cdg', label: 'CDG' } }, 'premiumStays');
    expect(premium.location).toEqual({ kind: 'Place', code: 'CDG' });
    expect(premium.filters.collections).toEqual(['Premier', 'Lifestyle']);
    expect(premium.guests.pets).toBe(0);
    expect(premium.kinds).toEqual(['hotel']);
    const onlyLifestyle = toAvailabilityRequest({ ...s, filters: { ...s.filters, collections: ['Lifestyle'] } }, 'premiumStays');
    expect(onlyLifestyle.filters.collections).toEqual(['Lifestyle']);
  });
  it('rentals search rentals with their pets', () => {
    const r = toAvailabilityRequest(s, 'vacationRentals');
    expect(r.kinds).toEqual(['vacation_rental']);
    expect(r.guests.pets).toBe(1);
  });
});

describe('shopQuery', () => {
  it('carries the stay to the details page', () => {
    const s = { ...defaultStaySearch('hotels', today), location: paris, childAges: [5] };
    expect(shopQuery(s, 'hotels', 'htl-1').toString()).toBe(
      'lodgingId=htl-1&source=SearchPage&checkIn=2027-02-12&checkOut=2027-02-16&adults=2&children=1&ages=5&pets=0',
    );
  });
});
