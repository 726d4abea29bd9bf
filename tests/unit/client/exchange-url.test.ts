// The exchange pages' address: what the traveler chose survives a reload, Back or a shared link,
// and a part that does not read as a slice change or a pick is dropped rather than guessed at.
import { describe, expect, it } from 'vitest';
import { EXCHANGE_PATHS, exchangeQuery, readExchangeQuery, type SliceChange, type SlicePick } from '../../../src/lib/client/exchange-url';

const ID = '11111111-1111-4111-8111-111111111111';
const out: SliceChange = { slice: 0, origin: 'JFK', destination: 'LAX', departureDate: '2026-12-12' };
const back: SliceChange = { slice: 1, origin: 'LAX', destination: 'EWR', departureDate: '2026-12-19' };
const pickOut: SlicePick = { slice: 0, itineraryId: 'k3x9q1', fareId: 'k3x9q1-1' };
const pickBack: SlicePick = { slice: 1, itineraryId: 'z8m2aa', fareId: 'z8m2aa-3' };

/** A query built by hand, the way a pasted or edited address would arrive. */
const raw = (...parts: [string, string][]) => `?${new URLSearchParams([['id', ID], ...parts]).toString()}`;

describe('exchangeQuery and readExchangeQuery', () => {
  it('read back the id, every slice change and every pick, in order', () => {
    const q = exchangeQuery(ID, [out, back], [pickOut, pickBack]);
    expect(q.startsWith('?')).toBe(true);
    expect(readExchangeQuery(q)).toEqual({ id: ID, changes: [out, back], picks: [pickOut, pickBack] });
  });

  it('without picks the address has none (the start and shop pages)', () => {
    const q = exchangeQuery(ID, [back]);
    expect(new URLSearchParams(q).getAll('pick')).toEqual([]);
    expect(readExchangeQuery(q)).toEqual({ id: ID, changes: [back], picks: [] });
  });

  it('puts one `change` per slice and one `pick` per flight, as slice~from~to~day and slice~itinerary~fare', () => {
    const q = new URLSearchParams(exchangeQuery(ID, [out, back], [pickOut]));
    expect(q.get('id')).toBe(ID);
    expect(q.getAll('change')).toEqual(['0~JFK~LAX~2026-12-12', '1~LAX~EWR~2026-12-19']);
    expect(q.getAll('pick')).toEqual(['0~k3x9q1~k3x9q1-1']);
  });

  it('reads the same with or without the leading ?, and an empty address as nothing chosen', () => {
    expect(readExchangeQuery(exchangeQuery(ID, [out]).slice(1))).toEqual({ id: ID, changes: [out], picks: [] });
    expect(readExchangeQuery('')).toEqual({ id: '', changes: [], picks: [] });
  });

  it('keeps ids whose characters must be encoded in an address', () => {
    const id = 'trip 1/2&x=y?#%+é';
    const pick: SlicePick = { slice: 0, itineraryId: 'it/1+2&a=b #c', fareId: 'fare%20?é=1' };
    const q = exchangeQuery(id, [out], [pick]);
    // Nothing of the ids leaks into the address as a separator of its own.
    expect([...new URLSearchParams(q).keys()]).toEqual(['id', 'change', 'pick']);
    expect(q).not.toMatch(/[ #é]/);
    expect(readExchangeQuery(q)).toEqual({ id, changes: [out], picks: [pick] });
  });

  it('the paths of the three pages', () => {
    expect(EXCHANGE_PATHS).toEqual({ start: '/exchange/', shop: '/exchange/flight/shop/', confirm: '/exchange/flight/confirm/' });
  });
});

describe('a malformed part is dropped, the rest kept', () => {
  it.each([
    ['a slice that is not a digit', 'x~JFK~LAX~2026-12-12'],
    ['a negative slice', '-1~JFK~LAX~2026-12-12'],
    ['a slice of two digits', '10~JFK~LAX~2026-12-12'],
    ['an empty slice', '~JFK~LAX~2026-12-12'],
    ['a lower-case origin', '0~jfk~LAX~2026-12-12'],
    ['a lower-case destination', '0~JFK~lax~2026-12-12'],
    ['a 4-letter code', '0~KJFK~LAX~2026-12-12'],
    ['a 2-letter code', '0~JF~LAX~2026-12-12'],
    ['a code with a digit', '0~JF1~LAX~2026-12-12'],
    ['a day without its year', '0~JFK~LAX~12-12'],
    ['a day in another format', '0~JFK~LAX~12/12/2026'],
    ['a day with a time', '0~JFK~LAX~2026-12-12T08:00'],
    ['a missing day', '0~JFK~LAX'],
    ['only a slice', '0'],
    ['an empty change', ''],
  ])('a change with %s', (_, bad) => {
    const q = raw(['change', bad], ['change', '1~LAX~EWR~2026-12-19']);
    expect(readExchangeQuery(q).changes).toEqual([back]);
  });

  it.each([
    ['a slice that is not a digit', 'a~k3x9q1~k3x9q1-1'],
    ['a slice of two digits', '12~k3x9q1~k3x9q1-1'],
    ['no fare', '0~k3x9q1'],
    ['an empty fare', '0~k3x9q1~'],
    ['an empty itinerary', '0~~k3x9q1-1'],
    ['only a slice', '0'],
    ['an empty pick', ''],
  ])('a pick with %s', (_, bad) => {
    const q = raw(['change', '0~JFK~LAX~2026-12-12'], ['pick', bad], ['pick', '1~z8m2aa~z8m2aa-3']);
    expect(readExchangeQuery(q)).toEqual({ id: ID, changes: [out], picks: [pickBack] });
  });

  it('an address without an id reads as the empty id (the page then finds no trip)', () => {
    expect(readExchangeQuery('?change=0~JFK~LAX~2026-12-12')).toEqual({ id: '', changes: [out], picks: [] });
  });
});

describe('one change per slice', () => {
  it('a second change for the same slice is dropped, as a malformed one is', () => {
    const q = '?id=b1&change=0~JFK~LAX~2026-12-12&change=0~EWR~LAX~2026-12-13&change=1~LAX~JFK~2026-12-20';
    expect(readExchangeQuery(q).changes.map((c) => [c.slice, c.origin])).toEqual([
      [0, 'JFK'],
      [1, 'LAX'],
    ]);
  });
});
