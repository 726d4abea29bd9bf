import { describe, expect, it } from 'vitest';
import {
  bookHref,
  fewLeft,
  modePaths,
  nextAllowedDay,
  parseShopQuery,
  suggestFix,
  wallClock,
  writeShopQuery,
  type RentalRules,
  type StayQuery,
} from '../../../../src/lib/domain/lodging/stay-shop';

const TODAY = '2027-02-10'; // a Wednesday
const q = (s: string) => new URLSearchParams(s);

describe('parseShopQuery', () => {
  it('reads a full query', () => {
    const parsed = parseShopQuery(
      q('lodgingId=h-par-1&source=SearchPage&unavailable=true&checkIn=2027-03-01&checkOut=2027-03-04&adults=2&children=1&pets=1'),
      TODAY,
    );
    expect(parsed).toEqual({
      kind: 'Valid',
      query: {
        lodgingId: 'h-par-1',
        source: 'SearchPage',
        unavailable: true,
        stay: { checkIn: '2027-03-01', checkOut: '2027-03-04', guests: { adults: 2, children: 1, pets: 1 } },
      },
    });
  });

  it.each([
    {
      query: 'lodgingId=h1',
      expected: { checkIn: '2027-02-12', checkOut: '2027-02-16', guests: { adults: 2, children: 0, pets: 0 } },
      why: 'no stay: SPEC §9 defaults',
    },
    {
      query: 'lodgingId=h1&checkIn=2027-04-01',
      expected: { checkIn: '2027-04-01', checkOut: '2027-04-05', guests: { adults: 2, children: 0, pets: 0 } },
      why: 'check-in only: four nights',
    },
  ])('$why', ({ query, expected }) => {
    const parsed = parseShopQuery(q(query), TODAY);
    expect(parsed.kind === 'Valid' && parsed.query.stay).toEqual(expected);
  });

  it.each([
    { query: 'source=Email', problem: 'lodgingId' },
    { query: 'lodgingId=<script>', problem: 'lodgingId' },
    { query: 'lodgingId=h1&checkIn=2027-02-09&checkOut=2027-02-12', problem: 'dates' },
    { query: 'lodgingId=h1&checkIn=2027-03-05&checkOut=2027-03-05', problem: 'dates' },
    { query: 'lodgingId=h1&checkIn=2027-03-01&checkOut=2027-04-01', problem: 'dates' },
    { query: 'lodgingId=h1&checkIn=2027-03-01&checkOut=soon', problem: 'dates' },
    { query: 'lodgingId=h1&adults=0', problem: 'guests' },
    { query: 'lodgingId=h1&pets=9', problem: 'guests' },
    { query: 'lodgingId=h1&children=two', problem: 'guests' },
  ])('$query → $problem', ({ query, problem }) => {
    expect(parseShopQuery(q(query), TODAY)).toEqual({ kind: 'Invalid', problem });
  });

  it('takes an unknown source as Unknown, and only "true" as unavailable', () => {
    const parsed = parseShopQuery(q('lodgingId=h1&source=Twitter&unavailable=1'), TODAY);
    expect(parsed.kind === 'Valid' && [parsed.query.source, parsed.query.unavailable]).toEqual(['Unknown', false]);
  });

  it('writes what it reads', () => {
    const query = 'lodgingId=h1&source=MyTrips&unavailable=true&checkIn=2027-03-01&checkOut=2027-03-04&adults=3&children=0&pets=2';
    const parsed = parseShopQuery(q(query), TODAY);
    if (parsed.kind !== 'Valid') throw new Error('valid');
    expect(writeShopQuery(parsed.query).toString()).toBe(query);
  });
});

describe('paths', () => {
  const stay: StayQuery = { checkIn: '2027-03-01', checkOut: '2027-03-04', guests: { adults: 2, children: 0, pets: 0 } };
  it.each([
    { mode: 'hotels', book: '/hotels/book/', search: '/hotels/search/', product: 'hotels' },
    { mode: 'stays', book: '/stays/book/', search: '/stays/search/', product: 'stays' },
    { mode: 'vacation-rentals', book: '/vacation-rentals/book/', search: '/stays/search/', product: 'vacationRentals' },
    { mode: 'premium-stays', book: '/premium-stays/book/', search: '/premium-stays/search/', product: 'premiumStays' },
    {
      mode: 'premium-stays/vacation-rentals',
      book: '/premium-stays/vacation-rentals/book/',
      search: '/premium-stays/vacation-rentals/search/',
      product: 'premiumStays',
    },
  ] as const)('$mode', ({ mode, book, search, product }) => {
    expect(modePaths(mode)).toMatchObject({ book, search, product });
  });

  it('sends a rate choice to the family’s book page with the stay', () => {
    expect(bookHref('premium-stays', { lodgingId: 'h1', roomId: 'r2', rateId: 'r2-flex-cfar' }, stay)).toBe(
      '/premium-stays/book/?lodgingId=h1&roomId=r2&rateId=r2-flex-cfar&checkIn=2027-03-01&checkOut=2027-03-04&adults=2&children=0&pets=0',
    );
  });
});

describe('fewLeft', () => {
  it.each([
    [0, false],
    [1, true],
    [3, true],
    [4, false],
  ])('%i rooms → %s', (n, expected) => expect(fewLeft(n)).toBe(expected));
});

describe('wallClock', () => {
  it('keeps the property’s wall-clock time in the UTC fields', () => {
    expect(wallClock('2027-03-01T23:59')?.toISOString()).toBe('2027-03-01T23:59:00.000Z');
    expect(wallClock('2027-03-01')).toBeNull();
  });
});

describe('suggestFix', () => {
  const rules: RentalRules = {
    minStay: 3,
    maxStay: 7,
    petsAllowed: false,
    checkInDays: [6],
    checkOutDays: [6],
    minBookingWindowDays: 5,
    maxOccupancy: 4,
  };
  // 2027-02-12 is a Friday.
  const stay: StayQuery = { checkIn: '2027-02-12', checkOut: '2027-02-14', guests: { adults: 2, children: 0, pets: 1 } };
  it.each([
    { reason: 'MinStay', expected: { checkIn: '2027-02-12', checkOut: '2027-02-15' } },
    { reason: 'MaxStay', expected: null },
    { reason: 'MinBookingWindow', expected: { checkIn: '2027-02-15', checkOut: '2027-02-17' } },
    { reason: 'CheckInNotAllowed', expected: { checkIn: '2027-02-13', checkOut: '2027-02-15' } },
    { reason: 'CheckOutNotAllowed', expected: { checkIn: '2027-02-12', checkOut: '2027-02-20' } },
    { reason: 'BlockedDates', expected: null },
    { reason: 'Occupancy', expected: null },
  ] as const)('$reason', ({ reason, expected }) => {
    const fix = suggestFix(reason, stay, rules, TODAY);
    expect(fix && { checkIn: fix.checkIn, checkOut: fix.checkOut }).toEqual(expected);
  });

  it('PetPolicy: the same dates without pets', () => {
    expect(suggestFix('PetPolicy', stay, rules, TODAY)?.guests).toEqual({ adults: 2, children: 0, pets: 0 });
  });

  it('MaxStay: the longest stay allowed', () => {
    const long = { ...stay, checkOut: '2027-02-22' };
    expect(suggestFix('MaxStay', long, rules, TODAY)?.checkOut).toBe('2027-02-19');
  });
});

describe('nextAllowedDay', () => {
  it('any day when none is listed; else the next allowed weekday', () => {
    expect(nextAllowedDay('2027-02-12', [])).toBe('2027-02-12');
    expect(nextAllowedDay('2027-02-12', [0])).toBe('2027-02-14');
    expect(nextAllowedDay('2027-02-12', [5])).toBe('2027-02-12');
  });
});
