import { describe, expect, it } from 'vitest';
import { dollarsText, hasDeparted, homeToday, parseDollars, routeStops } from '../../../../src/islands/trips/format';
import { chooseTab } from '../../../../src/islands/trips/tabs';
import { tabKeyTarget } from '../../../../src/islands/ui/tab-keys';
import type { WatchTrip } from '../../../../src/lib/domain/flights/watches.constants';

const adult = { ADT: 1, CNN: 0, INF: 0, INS: 0 };
const trip = (tripType: WatchTrip['tripType'], ...legs: [string, string, string][]): WatchTrip => ({
  tripType,
  slices: legs.map(([origin, destination, departureDate]) => ({ origin, destination, departureDate })),
  passengers: adult,
});

describe('routeStops (SPEC §9: up to 3 cities, then an ellipsis)', () => {
  it.each([
    ['one way', trip('oneWay', ['JFK', 'LAX', '2026-12-10']), ['JFK', 'LAX'], false],
    [
      'round trip: the way back repeats nothing',
      trip('roundTrip', ['JFK', 'LAX', '2026-12-10'], ['LAX', 'JFK', '2026-12-17']),
      ['JFK', 'LAX'],
      false,
    ],
    ['multi-city chain', trip('multiCity', ['JFK', 'LAX', '2026-12-10'], ['LAX', 'SFO', '2026-12-12']), ['JFK', 'LAX', 'SFO'], false],
    [
      'multi-city past 3 cities',
      trip('multiCity', ['JFK', 'LAX', '2026-12-10'], ['LAX', 'SFO', '2026-12-12'], ['SFO', 'SEA', '2026-12-14']),
      ['JFK', 'LAX', 'SFO'],
      true,
    ],
    [
      'open jaw keeps the second origin',
      trip('multiCity', ['JFK', 'LAX', '2026-12-10'], ['SFO', 'JFK', '2026-12-12']),
      ['JFK', 'LAX', 'SFO'],
      true,
    ],
  ])('%s', (_, t, codes, more) => {
    expect(routeStops(t)).toEqual({ codes, more });
  });
});

describe('parseDollars', () => {
  it.each([
    ['275', 1_00, 27_500],
    [' $1,200 ', 1_00, 120_000],
    ['0', 0, 0],
    ['0', 1_00, null],
    ['12.50', 1_00, null],
    ['-5', 0, null],
    ['', 0, null],
    ['100001', 0, null],
  ])('%j (min %i) → %j', (text, min, expected) => {
    expect(parseDollars(text, min, 100_000_00)).toBe(expected);
  });
  it('shows minor units as whole dollars, empty for none', () => {
    expect(dollarsText(27_500)).toBe('275');
    expect(dollarsText(null)).toBe('');
  });
});

describe('dates in the home zone (America/Toronto)', () => {
  it('today turns at midnight Toronto time, not UTC', () => {
    expect(homeToday(Date.parse('2026-12-10T04:30:00Z'))).toBe('2026-12-09');
    expect(homeToday(Date.parse('2026-12-10T05:30:00Z'))).toBe('2026-12-10');
  });
  it('a trip has departed once its first flight’s day is past', () => {
    const t = trip('roundTrip', ['JFK', 'LAX', '2026-12-10'], ['LAX', 'JFK', '2026-12-17']);
    expect(hasDeparted(t, '2026-12-10')).toBe(false);
    expect(hasDeparted(t, '2026-12-11')).toBe(true);
  });
});

describe('tabs', () => {
  const tabs = [{ id: 'upcoming' }, { id: 'watched' }, { id: 'past' }];
  it.each([
    ['?tab=watched', 'watched'],
    ['?tab=past&x=1', 'past'],
    ['?tab=nope', 'upcoming'],
    ['', 'upcoming'],
  ])('%s opens %s', (search, id) => {
    expect(chooseTab(tabs, search).id).toBe(id);
  });
  it.each([
    ['ArrowRight', 2, 0],
    ['ArrowDown', 0, 1],
    ['ArrowLeft', 0, 2],
    ['ArrowUp', 1, 0],
    ['Home', 2, 0],
    ['End', 0, 2],
    ['Enter', 0, null],
  ])('%s from %i → %j', (key, from, to) => {
    expect(tabKeyTarget(key, from, 3)).toBe(to);
  });
});
