import { describe, expect, it } from 'vitest';
import { searchOnDay, stripDays, stripFor, stripRange } from '../../../../src/lib/domain/flights/date-strip';
import type { FlightSearchParams } from '../../../../src/lib/domain/flights/flight-search-params';

const passengers = { ADT: 1, CNN: 0, INF: 0, INS: 0 };
const roundTrip = (out: string, back: string): FlightSearchParams => ({
  tripType: 'roundTrip',
  slices: [
    { origin: 'JFK', destination: 'LAX', departureDate: out },
    { origin: 'LAX', destination: 'JFK', departureDate: back },
  ],
  passengers,
});

describe('stripDays: the days around the chosen departure', () => {
  it.each([
    ['centred in the middle of the range', '2026-12-10', '2026-11-22', '2027-10-19', 7, ['2026-12-07', '2026-12-13']],
    ['slid right when the departure is tomorrow', '2026-11-23', '2026-11-22', '2027-10-19', 7, ['2026-11-22', '2026-11-28']],
    ['starting today when the departure is today', '2026-11-22', '2026-11-22', '2027-10-19', 7, ['2026-11-22', '2026-11-28']],
    ['slid left at the last bookable day', '2027-10-18', '2026-11-22', '2027-10-19', 7, ['2027-10-13', '2027-10-19']],
    ['across a month end', '2027-01-01', '2026-11-22', '2027-10-19', 7, ['2026-12-29', '2027-01-04']],
    ['an even span: one more day after', '2026-12-10', '2026-11-22', '2027-10-19', 4, ['2026-12-09', '2026-12-12']],
    ['a chosen day already past: from the first bookable day', '2026-11-01', '2026-11-22', '2027-10-19', 7, ['2026-11-22', '2026-11-28']],
  ] as const)('%s', (_name, chosen, first, last, span, [from, to]) => {
    const days = stripDays(chosen, first, last, span);
    expect(days).toHaveLength(span);
    expect([days[0], days.at(-1)]).toEqual([from, to]);
    // Consecutive days, the chosen one among them whenever it is bookable.
    for (let i = 1; i < days.length; i++) expect(Date.parse(days[i]!) - Date.parse(days[i - 1]!)).toBe(86_400_000);
    if (chosen >= first && chosen <= last) expect(days).toContain(chosen);
  });

  it('gives fewer days when the range is shorter than the span, none when it is empty', () => {
    expect(stripDays('2026-11-23', '2026-11-22', '2026-11-24')).toEqual(['2026-11-22', '2026-11-23', '2026-11-24']);
    expect(stripDays('2026-11-23', '2026-11-25', '2026-11-24')).toEqual([]);
  });
});

describe('stripFor and stripRange: later flights stay bookable', () => {
  it('ends the strip where the return would pass the last bookable day (331 days ahead)', () => {
    expect(stripRange(roundTrip('2026-12-10', '2026-12-17'), '2026-11-22')).toEqual({ first: '2026-11-22', last: '2027-10-12' });
    const days = stripFor(roundTrip('2027-10-10', '2027-10-17'), '2026-11-22');
    expect(days.at(-1)).toBe('2027-10-12');
    expect(days).toContain('2027-10-10');
  });

  it('a one-way trip uses the whole range', () => {
    const oneWay: FlightSearchParams = { tripType: 'oneWay', slices: [roundTrip('2027-10-19', '2027-10-19').slices[0]!], passengers };
    expect(stripFor(oneWay, '2026-11-22').at(-1)).toBe('2027-10-19');
  });

  it('has no days for a search without a first flight', () => {
    expect(stripFor({ tripType: 'oneWay', slices: [], passengers }, '2026-11-22')).toEqual([]);
  });
});

describe('searchOnDay: the same trip on another day', () => {
  it('moves every flight by as many days, so a round trip keeps its length', () => {
    expect(searchOnDay(roundTrip('2026-12-10', '2026-12-17'), '2026-12-08').slices.map((s) => s.departureDate)).toEqual([
      '2026-12-08',
      '2026-12-15',
    ]);
  });

  it('keeps a multi-city trip’s gaps, its airports, travelers and fare class', () => {
    const multi: FlightSearchParams = {
      tripType: 'multiCity',
      slices: [
        { origin: 'JFK', destination: 'LHR', departureDate: '2026-12-30' },
        { origin: 'LHR', destination: 'CDG', departureDate: '2027-01-02' },
        { origin: 'CDG', destination: 'JFK', departureDate: '2027-01-05' },
      ],
      passengers: { ADT: 2, CNN: 1, INF: 0, INS: 0 },
      fareClass: 'standard',
    };
    expect(searchOnDay(multi, '2027-01-01')).toEqual({
      ...multi,
      slices: [
        { origin: 'JFK', destination: 'LHR', departureDate: '2027-01-01' },
        { origin: 'LHR', destination: 'CDG', departureDate: '2027-01-04' },
        { origin: 'CDG', destination: 'JFK', departureDate: '2027-01-07' },
      ],
    });
  });
});
