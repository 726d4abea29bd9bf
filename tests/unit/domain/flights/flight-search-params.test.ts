import { describe, expect, it } from 'vitest';
import {
  decodeSearchParams,
  isCalendarDate,
  parseSearchParams,
  toSearchParams,
  validateSearch,
  type FlightSearchParams,
  type SearchFieldError,
} from '../../../../src/lib/domain/flights/flight-search-params';

const TODAY = '2026-11-22';
const adult = { ADT: 1, CNN: 0, INF: 0, INS: 0 };
const slice = (origin: string, destination: string, departureDate: string) => ({ origin, destination, departureDate });
const oneWay: FlightSearchParams = { tripType: 'oneWay', slices: [slice('JFK', 'LAX', '2026-12-10')], passengers: adult };
const roundTrip: FlightSearchParams = {
  tripType: 'roundTrip',
  slices: [slice('JFK', 'LAX', '2026-12-10'), slice('LAX', 'JFK', '2026-12-17')],
  passengers: { ADT: 2, CNN: 1, INF: 1, INS: 0 },
  fareClass: 'standard',
};
const multiCity = (n: number): FlightSearchParams => {
  const codes = ['JFK', 'LAX', 'SFO', 'SEA', 'ORD', 'MIA'];
  return {
    tripType: 'multiCity',
    slices: Array.from({ length: n }, (_, i) => slice(codes[i]!, codes[i + 1]!, `2026-12-${String(10 + i).padStart(2, '0')}`)),
    passengers: adult,
  };
};
const q = (s: string) => new URLSearchParams(s);
const codes = (errors: SearchFieldError[]) => errors.map((e) => `${e.field}:${e.code}`);

describe('toSearchParams / parseSearchParams round trip', () => {
  it.each([
    ['one-way', oneWay],
    ['round trip with a fare class and a family', roundTrip],
    ['multi-city, 2 flights', multiCity(2)],
    ['multi-city, 3 flights', multiCity(3)],
    ['multi-city, 5 flights', multiCity(5)],
  ])('%s survives the URL', (_, search) => {
    const parsed = parseSearchParams(q(toSearchParams(search).toString()), TODAY);
    expect(parsed).toEqual({ kind: 'Valid', search });
  });

  it('writes the brief’s format: repeated slice, SPEC passenger codes, optional fare class', () => {
    expect(toSearchParams(roundTrip).toString()).toBe(
      'tripType=roundTrip&slice=JFK%2CLAX%2C2026-12-10&slice=LAX%2CJFK%2C2026-12-17&adt=2&cnn=1&inf=1&ins=0&fareClass=standard',
    );
    expect(toSearchParams(oneWay).has('fareClass')).toBe(false);
  });

  it('a round trip always returns the way it went; the URL’s second places are ignored', () => {
    const search = decodeSearchParams(q('tripType=roundTrip&slice=JFK,LAX,2026-12-10&slice=SFO,SEA,2026-12-17'));
    expect(search?.slices).toEqual([slice('JFK', 'LAX', '2026-12-10'), slice('LAX', 'JFK', '2026-12-17')]);
  });

  it('reads lower-case codes and keeps unfilled form rows as empty strings', () => {
    const search = decodeSearchParams(q('tripType=multiCity&slice=jfk,lax,2026-12-10&slice=,,&adt=1'));
    expect(search?.slices).toEqual([slice('JFK', 'LAX', '2026-12-10'), slice('', '', '')]);
  });
});

describe('parseSearchParams', () => {
  it('no search parameters is Empty, not an error', () => {
    expect(parseSearchParams(q(''), TODAY)).toEqual({ kind: 'Empty' });
    expect(parseSearchParams(q('utm_source=mail&sort=price'), TODAY)).toEqual({ kind: 'Empty' });
  });

  it.each([
    ['1 slice → one-way', 'slice=JFK,LAX,2026-12-10', 'oneWay', 1],
    ['2 mirrored slices → round trip', 'slice=JFK,LAX,2026-12-10&slice=LAX,JFK,2026-12-17', 'roundTrip', 2],
    ['2 other slices → multi-city', 'slice=JFK,LAX,2026-12-10&slice=SFO,SEA,2026-12-17', 'multiCity', 2],
    ['unknown trip type guesses from the slices', 'tripType=circle&slice=JFK,LAX,2026-12-10', 'oneWay', 1],
    ['one-way drops extra slices', 'tripType=oneWay&slice=JFK,LAX,2026-12-10&slice=LAX,JFK,2026-12-17', 'oneWay', 1],
    ['multi-city keeps at most 5', `tripType=multiCity${'&slice=JFK,LAX,2026-12-10'.repeat(7)}`, 'multiCity', 5],
    ['multi-city with 1 slice gets an empty second', 'tripType=multiCity&slice=JFK,LAX,2026-12-10', 'multiCity', 2],
  ])('%s', (_, query, tripType, slices) => {
    const search = decodeSearchParams(q(query));
    expect(search?.tripType).toBe(tripType);
    expect(search?.slices).toHaveLength(slices);
  });

  it.each([
    ['defaults: 1 adult', '', adult],
    ['given counts', 'adt=2&cnn=3&inf=1&ins=1', { ADT: 2, CNN: 3, INF: 1, INS: 1 }],
    ['garbage counts fall back', 'adt=two&cnn=1.5&inf=&ins=NaN', adult],
    ['negative counts are 0', 'adt=-3&cnn=-1', { ...adult, ADT: 0 }],
    ['huge counts are capped', 'adt=1e21', { ...adult, ADT: 99 }],
  ])('passengers: %s', (_, extra, passengers) => {
    expect(decodeSearchParams(q(`slice=JFK,LAX,2026-12-10&${extra}`))?.passengers).toEqual(passengers);
  });

  it('an unknown fare class is left out', () => {
    expect(decodeSearchParams(q('slice=JFK,LAX,2026-12-10&fareClass=gold'))).not.toHaveProperty('fareClass');
    expect(decodeSearchParams(q('slice=JFK,LAX,2026-12-10&fareClass=luxury'))?.fareClass).toBe('luxury');
  });

  it('an incomplete search is Invalid with the fields to fix', () => {
    expect(parseSearchParams(q('tripType=oneWay&slice=JFK,,'), TODAY)).toEqual({
      kind: 'Invalid',
      errors: [
        { field: 'slices.0.destination', code: 'MissingDestination' },
        { field: 'slices.0.departureDate', code: 'MissingDate' },
      ],
    });
  });

  it.each([
    'slice=',
    'slice=,,,,,,',
    'slice=%00%FF,💥,2026-13-45',
    'tripType=__proto__&slice=constructor',
    'adt=Infinity&cnn=1e400&inf=-0&ins=0x10',
    `slice=${'A'.repeat(10_000)}`,
    'tripType=roundTrip',
    'tripType=multiCity&slice=,,&slice=,,&slice=,,&slice=,,&slice=,,&slice=,,',
    'fareClass=toString',
  ])('garbage never throws: %s', (query) => {
    const parsed = parseSearchParams(q(query), TODAY);
    expect(parsed.kind).toBe('Invalid');
  });
});

describe('validateSearch: every error code', () => {
  const withSlices = (tripType: FlightSearchParams['tripType'], ...slices: ReturnType<typeof slice>[]): FlightSearchParams => ({
    tripType,
    slices,
    passengers: adult,
  });
  it.each<[string, FlightSearchParams, string[]]>([
    ['a valid one-way', oneWay, []],
    ['MissingOrigin', withSlices('oneWay', slice('', 'LAX', '2026-12-10')), ['slices.0.origin:MissingOrigin']],
    ['MissingDestination', withSlices('oneWay', slice('JFK', '', '2026-12-10')), ['slices.0.destination:MissingDestination']],
    [
      'malformed codes count as missing',
      withSlices('oneWay', slice('J1K', 'LAXX', '2026-12-10')),
      ['slices.0.origin:MissingOrigin', 'slices.0.destination:MissingDestination'],
    ],
    ['SameOriginDestination', withSlices('oneWay', slice('JFK', 'JFK', '2026-12-10')), ['slices.0.destination:SameOriginDestination']],
    ['MissingDate', withSlices('oneWay', slice('JFK', 'LAX', '')), ['slices.0.departureDate:MissingDate']],
    ['an impossible date is missing', withSlices('oneWay', slice('JFK', 'LAX', '2027-02-30')), ['slices.0.departureDate:MissingDate']],
    ['DateInPast (yesterday)', withSlices('oneWay', slice('JFK', 'LAX', '2026-11-21')), ['slices.0.departureDate:DateInPast']],
    ['today is fine', withSlices('oneWay', slice('JFK', 'LAX', TODAY)), []],
    ['the last day of the 331-day horizon is fine', withSlices('oneWay', slice('JFK', 'LAX', '2027-10-19')), []],
    ['DateTooFar (day 332)', withSlices('oneWay', slice('JFK', 'LAX', '2027-10-20')), ['slices.0.departureDate:DateTooFar']],
    [
      'ReturnBeforeDeparture',
      withSlices('roundTrip', slice('JFK', 'LAX', '2026-12-10'), slice('LAX', 'JFK', '2026-12-09')),
      ['slices.1.departureDate:ReturnBeforeDeparture'],
    ],
    ['same-day return is fine', withSlices('roundTrip', slice('JFK', 'LAX', '2026-12-10'), slice('LAX', 'JFK', '2026-12-10')), []],
    [
      'a round trip without its return date',
      withSlices('roundTrip', slice('JFK', 'LAX', '2026-12-10')),
      ['slices.1.departureDate:MissingDate'],
    ],
    [
      'a round trip reports its places once, on the outbound',
      withSlices('roundTrip', slice('', '', '2026-12-10'), slice('', '', '2026-12-11')),
      ['slices.0.origin:MissingOrigin', 'slices.0.destination:MissingDestination'],
    ],
    [
      'DatesOutOfOrder',
      withSlices('multiCity', slice('JFK', 'LAX', '2026-12-10'), slice('LAX', 'SFO', '2026-12-12'), slice('SFO', 'SEA', '2026-12-11')),
      ['slices.2.departureDate:DatesOutOfOrder'],
    ],
    [
      'multi-city: an empty flight in the middle, reported in form order',
      withSlices('multiCity', slice('JFK', 'LAX', '2026-12-10'), slice('', '', ''), slice('SFO', 'SEA', '2026-12-11')),
      ['slices.1.origin:MissingOrigin', 'slices.1.destination:MissingDestination', 'slices.1.departureDate:MissingDate'],
    ],
    [
      'multi-city with one flight gets a second to fill',
      withSlices('multiCity', slice('JFK', 'LAX', '2026-12-10')),
      ['slices.1.origin:MissingOrigin', 'slices.1.destination:MissingDestination', 'slices.1.departureDate:MissingDate'],
    ],
  ])('%s', (_, search, expected) => {
    expect(codes(validateSearch(search, TODAY))).toEqual(expected);
  });

  it.each([
    [{ ADT: 1, CNN: 0, INF: 0, INS: 0 }, []],
    [{ ADT: 0, CNN: 2, INF: 0, INS: 0 }, ['passengers:NoAdultPassenger']],
    [{ ADT: 9, CNN: 0, INF: 0, INS: 0 }, []],
    [{ ADT: 5, CNN: 3, INF: 1, INS: 1 }, ['passengers:TooManyPassengers']],
    [{ ADT: 1, CNN: 0, INF: 2, INS: 0 }, ['passengers:TooManyLapInfants']],
    [{ ADT: 2, CNN: 0, INF: 2, INS: 2 }, []],
    [{ ADT: 0, CNN: 0, INF: 10, INS: 0 }, ['passengers:NoAdultPassenger', 'passengers:TooManyPassengers', 'passengers:TooManyLapInfants']],
  ])('passengers %j → %j (SPEC §8 names)', (passengers, expected) => {
    expect(codes(validateSearch({ ...oneWay, passengers }, TODAY))).toEqual(expected);
  });

  it('travelers come after the flights, so the first error is the first field of the form', () => {
    const errors = validateSearch(
      { tripType: 'oneWay', slices: [slice('', 'LAX', '2026-12-10')], passengers: { ...adult, ADT: 0 } },
      TODAY,
    );
    expect(codes(errors)).toEqual(['slices.0.origin:MissingOrigin', 'passengers:NoAdultPassenger']);
  });
});

describe('isCalendarDate', () => {
  it.each([
    ['2026-12-10', true],
    ['2028-02-29', true],
    ['2027-02-29', false],
    ['2026-13-01', false],
    ['2026-1-1', false],
    ['', false],
  ])('%s → %s', (value, ok) => expect(isCalendarDate(value)).toBe(ok));
});
