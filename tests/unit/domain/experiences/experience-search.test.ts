import { describe, expect, it } from 'vitest';
import {
  activeExperienceFilterCount,
  cityNameOf,
  defaultExperienceSearch,
  defaultExperienceView,
  durationParts,
  travelersOf,
  validateExperienceDay,
  validateExperienceSearch,
  type ExperienceSearch,
} from '../../../../src/lib/domain/experiences/experience-search';
import {
  experienceShopQuery,
  formatExperienceSearch,
  formatExperienceView,
  hasExperienceSearch,
  normalExperienceFilters,
  parseExperienceSearch,
  parseExperienceView,
  toExperienceRequest,
} from '../../../../src/lib/domain/experiences/experience-search-url';
import { ExperienceSearchRequestSchema } from '../../../../src/lib/domain/experiences/experiences.schema';

const TODAY = '2026-11-22';
const paris: ExperienceSearch = {
  city: { id: 'city:Paris|FR', label: 'Paris' },
  date: '2026-12-10',
  party: { adults: 2, children: 1, infants: 0 },
};
const PARIS_QUERY = 'city=city%3AParis%7CFR&cityName=Paris&date=2026-12-10&adults=2&children=1&infants=0';

describe('the activities search in the URL', () => {
  it.each([
    ['a city, a day and a family', paris, PARIS_QUERY],
    [
      'a city with an accent',
      { ...paris, city: { id: 'city:Montréal|CA', label: 'Montréal' }, party: { adults: 1, children: 0, infants: 0 } },
      'city=city%3AMontr%C3%A9al%7CCA&cityName=Montr%C3%A9al&date=2026-12-10&adults=1&children=0&infants=0',
    ],
    ['a form half filled', { ...paris, city: null, date: '' }, 'city=&date=&adults=2&children=1&infants=0'],
  ])('%s: written and read back the same', (_, search, query) => {
    expect(formatExperienceSearch(search).toString()).toBe(query);
    expect(parseExperienceSearch(new URLSearchParams(query), TODAY)).toEqual(search);
  });

  it('a URL without a search gives the defaults: a week ahead, two adults', () => {
    expect(parseExperienceSearch(new URLSearchParams(''), TODAY)).toEqual(defaultExperienceSearch(TODAY));
    expect(defaultExperienceSearch(TODAY)).toEqual({ city: null, date: '2026-11-29', party: { adults: 2, children: 0, infants: 0 } });
    expect(hasExperienceSearch(new URLSearchParams('utm_source=mail'))).toBe(false);
    expect(hasExperienceSearch(new URLSearchParams('date=2026-12-10'))).toBe(true);
  });

  it.each([
    ['a city that is no Market id', 'city=Paris', { city: null }],
    ['a city without its name', 'city=city:Paris|FR', { city: { id: 'city:Paris|FR', label: 'Paris' } }],
    ['a date that does not exist', 'date=2026-02-30', { date: '' }],
    ['counts that are not numbers', 'adults=two&children=-1', { party: { adults: 2, children: 0, infants: 0 } }],
    ['counts beyond what the selects offer', 'adults=40&infants=16', { party: { adults: 15, children: 0, infants: 15 } }],
  ])('%s: read without throwing, left for the form to show', (_, query, expected) => {
    expect(parseExperienceSearch(new URLSearchParams(query), TODAY)).toMatchObject(expected);
  });

  it('a city name comes from its id when the link lost it', () => {
    expect(cityNameOf('city:New York|US')).toBe('New York');
  });

  it('the way to one experience keeps the day and party under the shop page names', () => {
    expect(experienceShopQuery('e12-3', paris).toString()).toBe('id=e12-3&date=2026-12-10&adults=2&children=1&infants=0');
  });
});

describe('the results view in the URL', () => {
  it('the recommended sort and no filters write nothing', () => {
    expect(formatExperienceView(defaultExperienceView()).toString()).toBe('');
    expect(parseExperienceView(new URLSearchParams(''))).toEqual(defaultExperienceView());
  });

  it('filters and sort are written in the enumerations order, and read back', () => {
    const view = {
      sort: 'PriceAscending' as const,
      filters: {
        rating: 'VeryGood' as const,
        duration: ['UpToOneDay' as const, 'LessThanOneHour' as const],
        timeOfDay: ['EveningAndNight' as const, 'Morning' as const],
        flags: ['WheelchairAccess' as const, 'FreeCancellation' as const],
        price: [20, 150] as [number, number],
      },
    };
    const query = formatExperienceView(view).toString();
    expect(query).toBe(
      'sort=PriceAscending&rating=VeryGood&duration=LessThanOneHour%2CUpToOneDay&timeOfDay=Morning%2CEveningAndNight&flags=FreeCancellation%2CWheelchairAccess&price=20-150',
    );
    expect(parseExperienceView(new URLSearchParams(query))).toEqual({
      sort: 'PriceAscending',
      filters: normalExperienceFilters(view.filters),
    });
    expect(activeExperienceFilterCount(view.filters)).toBe(8);
  });

  it('the price is whole dollars, as the car and hotel results write theirs, and reads back', () => {
    const filters = { ...defaultExperienceView().filters, price: [0, 75] as [number, number] };
    const query = formatExperienceView({ sort: 'Recommended', filters }).toString();
    expect(query).toBe('price=0-75');
    expect(parseExperienceView(new URLSearchParams(query)).filters).toEqual(filters);
    expect(activeExperienceFilterCount(filters)).toBe(1);
  });

  it.each([
    ['ends the wrong way round, as a hand-edited link may have them', 'price=150-20', [20, 150]],
    ['one end', 'price=20', null],
    ['cents', 'price=19.50-40', null],
    ['a negative end', 'price=-5-10', null],
    ['words', 'price=cheap', null],
  ])('a price with %s: read without throwing', (_, query, price) => {
    expect(parseExperienceView(new URLSearchParams(query)).filters.price).toEqual(price);
  });

  it('unknown values are dropped', () => {
    expect(parseExperienceView(new URLSearchParams('sort=Cheapest&rating=Superb&flags=Pets,FamilyFriendly,FamilyFriendly'))).toEqual({
      sort: 'Recommended',
      filters: { rating: 'Any', duration: [], timeOfDay: [], flags: ['FamilyFriendly'], price: null },
    });
  });
});

describe('the request for POST /experiences/availability', () => {
  it('maps the party to Adult, Child and Infant and sends only the filters set, as the API schema takes it', () => {
    const view = { ...defaultExperienceView(), filters: { ...defaultExperienceView().filters, timeOfDay: ['Morning' as const] } };
    const body = toExperienceRequest(paris, view, { offset: 10, limit: 10 });
    expect(body).toEqual({
      location: { kind: 'Market', id: 'city:Paris|FR' },
      date: '2026-12-10',
      travelers: { Adult: 2, Senior: 0, Youth: 0, Child: 1, Infant: 0, Traveler: 0 },
      sort: 'Recommended',
      filters: { rating: 'Any', timeOfDay: ['Morning'] },
      page: { offset: 10, limit: 10 },
    });
    expect(ExperienceSearchRequestSchema.safeParse(body).success).toBe(true);
  });

  it('a price in whole dollars goes as the API priceRange in cents, and back to the same URL', () => {
    const view = parseExperienceView(new URLSearchParams('price=250-19&flags=FreeCancellation'));
    const body = toExperienceRequest(paris, view, { offset: 0, limit: 10 });
    expect(body.filters).toEqual({ rating: 'Any', flags: ['FreeCancellation'], priceRange: [19_00, 250_00] });
    const parsed = ExperienceSearchRequestSchema.parse(body);
    expect(parsed.filters.priceRange).toEqual([19_00, 250_00]);
    // Low before high: the API refuses the other way round (422 on filters.priceRange).
    expect(parsed.filters.priceRange![0]).toBeLessThanOrEqual(parsed.filters.priceRange![1]);
    expect(formatExperienceView(view).toString()).toBe('flags=FreeCancellation&price=19-250');
  });
});

describe('the checks before searching, as the API makes them', () => {
  const party = (adults: number, children: number, infants: number) => ({ ...paris, party: { adults, children, infants } });
  it.each([
    ['a valid search', paris, []],
    ['no city', { ...paris, city: null }, ['city:MissingCity']],
    ['no date', { ...paris, date: '' }, ['date:MissingDate']],
    ['yesterday', { ...paris, date: '2026-11-21' }, ['date:DatePast']],
    ['today', { ...paris, date: TODAY }, []],
    ['a year ahead', { ...paris, date: '2027-11-22' }, []],
    ['a year and a day ahead', { ...paris, date: '2027-11-23' }, ['date:DateTooFar']],
    ['nobody', party(0, 0, 0), ['travelers:NoTravelers']],
    ['children alone', party(0, 2, 1), ['travelers:AdultRequired']],
    ['fifteen', party(10, 4, 1), []],
    ['sixteen', party(10, 5, 1), ['travelers:TooManyTravelers']],
  ])('%s', (_, search, expected) => {
    expect(validateExperienceSearch(search, TODAY).map((e) => `${e.field}:${e.code}`)).toEqual(expected);
  });

  it('an experience chosen directly needs only the day and the party', () => {
    expect(validateExperienceDay({ ...paris, date: '2026-11-01' }, TODAY)).toEqual([{ field: 'date', code: 'DatePast' }]);
    expect(validateExperienceDay({ date: paris.date, party: paris.party }, TODAY)).toEqual([]);
  });

  it('the party is the API travelers', () => {
    expect(travelersOf({ adults: 1, children: 2, infants: 3 })).toEqual({
      Adult: 1,
      Senior: 0,
      Youth: 0,
      Child: 2,
      Infant: 3,
      Traveler: 0,
    });
  });
});

describe('durations in parts', () => {
  it.each([
    [45, { days: 0, hours: 0, minutes: 45 }],
    [150, { days: 0, hours: 2, minutes: 30 }],
    [1440, { days: 1, hours: 0, minutes: 0 }],
    [4320 + 90, { days: 3, hours: 1, minutes: 30 }],
  ])('%i minutes', (minutes, parts) => {
    expect(durationParts(minutes)).toEqual(parts);
  });
});
