// The activity pages' address: what reads as a choice of activity, day, party and time, and how the
// pages write it back (the shop and book pages and the results link).
import { describe, expect, it } from 'vitest';
import {
  activityBookPath,
  activityQuery,
  activityResultsQuery,
  dayProblem,
  parseActivityQuery,
  selectionOf,
} from '../../../../src/lib/client/activities/activity-selection';

const parse = (q: string) => parseActivityQuery(new URLSearchParams(q));
const party = (adults: number, children = 0, infants = 0) => ({ adults, children, infants });

describe('reading the address', () => {
  it.each([
    ['id=e12-3&date=2026-12-12&adults=2&children=1&infants=0', { date: '2026-12-12', party: party(2, 1), slotId: null }],
    ['id=e12-3&date=2026-12-12&slot=e12-3%402026-12-12T09%3A00&adults=1', { party: party(1), slotId: 'e12-3@2026-12-12T09:00' }],
    // The search form's party when the link says none.
    ['id=e12-3&date=2026-12-12', { party: party(2) }],
    ['id=%20e12-3%20&date=2026-12-12&children=', { experienceId: 'e12-3', party: party(2) }],
  ])('%s reads as a choice', (q, expected) => {
    expect(parse(q)).toMatchObject({ experienceId: 'e12-3', ...expected });
  });

  it.each([
    ['no id', 'date=2026-12-12&adults=2'],
    ['no date', 'id=e12-3&adults=2'],
    ['a day that does not exist', 'id=e12-3&date=2026-02-30&adults=2'],
    ['a count that is not one', 'id=e12-3&date=2026-12-12&adults=two'],
    ['a negative count', 'id=e12-3&date=2026-12-12&children=-1'],
    ['a damaged id', 'id=e12%0A3&date=2026-12-12'],
    ['an id longer than the contract takes', `id=${'e'.repeat(41)}&date=2026-12-12`],
  ])('%s reads as none', (_, q) => {
    expect(parse(q)).toBeNull();
  });

  it('a damaged or overlong time is no time, the rest still reads', () => {
    expect(parse('id=e12-3&date=2026-12-12&slot=%00')?.slotId).toBeNull();
    expect(parse(`id=e12-3&date=2026-12-12&slot=${'s'.repeat(81)}`)?.slotId).toBeNull();
  });
});

describe('writing it', () => {
  const choice = { experienceId: 'e12-3', date: '2026-12-12', party: party(2, 1), slotId: 'e12-3@2026-12-12T09:00' };

  it('every parameter in the pages’ order, the time only once chosen; reading it back gives the same choice', () => {
    expect(activityQuery({ ...choice, slotId: null }).toString()).toBe('id=e12-3&date=2026-12-12&adults=2&children=1&infants=0');
    expect(activityBookPath(choice)).toBe(
      '/activities/book/?id=e12-3&date=2026-12-12&slot=e12-3%402026-12-12T09%3A00&adults=2&children=1&infants=0',
    );
    expect(parseActivityQuery(activityQuery(choice))).toEqual(choice);
  });

  it('the book request’s selection counts the party in the API’s bands; none without a time', () => {
    expect(selectionOf(choice)).toEqual({
      experienceId: 'e12-3',
      date: '2026-12-12',
      slotId: 'e12-3@2026-12-12T09:00',
      travelers: { Adult: 2, Senior: 0, Youth: 0, Child: 1, Infant: 0, Traveler: 0 },
    });
    expect(selectionOf({ ...choice, slotId: null })).toBeNull();
  });

  it('the results link is the search’s own address for the city, day and party', () => {
    expect(activityResultsQuery({ id: 'city:Paris|FR', name: 'Paris' }, choice).toString()).toBe(
      'city=city%3AParis%7CFR&cityName=Paris&date=2026-12-12&adults=2&children=1&infants=0',
    );
  });
});

describe('a day and party the server would refuse', () => {
  const today = '2026-11-22';
  it.each([
    ['2026-12-12', party(2, 1), null],
    ['2026-11-22', party(1), null],
    ['2026-11-21', party(1), 'DatePast'],
    ['2027-11-23', party(1), 'DateTooFar'],
    ['', party(1), 'MissingDate'],
    ['2026-12-12', party(0), 'NoTravelers'],
    ['2026-12-12', party(10, 6), 'TooManyTravelers'],
    ['2026-12-12', party(0, 1), 'AdultRequired'],
  ] as const)('%s with %o: %s', (date, p, problem) => {
    expect(dayProblem(date, p, today)).toBe(problem);
  });
});
