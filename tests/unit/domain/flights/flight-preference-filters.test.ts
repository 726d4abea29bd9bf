// Issue 23 #2: which filters came from the saved flight preferences (URL `pref`), and which of them
// emptied a list.
import { describe, expect, it } from 'vitest';
import {
  defaultShopParams,
  keepPreferenceMarks,
  noFilters,
  parseShopParams,
  withoutPreferenceFilters,
  writeShopParams,
  type PreferenceFilterKey,
  type ShopParams,
} from '../../../../src/lib/domain/flights/flight-shop-params';
import { preferencesThatEmpty } from '../../../../src/lib/domain/flights/flight-shop-steps';
import { roundTripAnswer } from './flight-fixtures';

describe('the `pref` URL key', () => {
  it.each<[string, PreferenceFilterKey[] | undefined]>([
    ['stops=NONE&airlines=AA&nolcc=1&pref=stops,airlines,nolcc', ['stops', 'airlines', 'noLowCostCarriers']],
    // Only filters that are on: the user may have turned one off since.
    ['airlines=AA&pref=stops,airlines,nolcc', ['airlines']],
    ['stops=ANY_NUMBER&pref=stops', undefined],
    // Unknown names and filters no preference sets are ignored.
    ['maxdur=300&pref=maxdur,junk', undefined],
    ['airlines=AA', undefined],
  ])('%s marks %j', (query, marks) => {
    expect(parseShopParams(new URLSearchParams(query)).fromPreferences).toEqual(marks);
  });

  it('round-trips through writeShopParams and is dropped with the marks', () => {
    const p = parseShopParams(new URLSearchParams('stops=NONE&nolcc=1&pref=stops,nolcc'));
    expect(writeShopParams(new URLSearchParams(), p).get('pref')).toBe('stops,nolcc');
    const unmarked = { ...p };
    delete unmarked.fromPreferences;
    expect(writeShopParams(new URLSearchParams('pref=stops'), unmarked).has('pref')).toBe(false);
  });

  it('a filter set by hand loses its mark; the filters drop without touching the others', () => {
    const p: ShopParams = { ...defaultShopParams(), fromPreferences: ['stops', 'airlines'] };
    expect(keepPreferenceMarks(p, ['airlines', 'maxDurationMinutes'])).toEqual(['stops']);
    expect(keepPreferenceMarks(p, ['stops', 'airlines'])).toBeUndefined();
    const f = { ...noFilters(), stops: 'NONE' as const, airlines: ['AA'], maxDurationMinutes: 300 };
    expect(withoutPreferenceFilters(f, ['airlines', 'stops'])).toEqual({ ...noFilters(), maxDurationMinutes: 300 });
  });
});

describe('preferencesThatEmpty', () => {
  const run = (query: string, tripType: 'roundTrip' | 'oneWay' = 'roundTrip') =>
    preferencesThatEmpty(roundTripAnswer, tripType, parseShopParams(new URLSearchParams(query)));

  it.each<[string, string, PreferenceFilterKey[]]>([
    ['a list that is not empty', 'airlines=AA&pref=airlines', []],
    ['the airline preference, with the user’s own nonstop filter', 'airlines=AA&stops=NONE&pref=airlines', ['airlines']],
    ['each preference that alone brings flights back', 'airlines=AA&stops=NONE&pref=airlines,stops', ['stops', 'airlines']],
    ['not a preference: the user’s own filters hide everything', 'airlines=AA&stops=NONE&maxdur=60&pref=airlines', []],
    ['no marks: nothing to blame on the profile', 'airlines=AA&stops=NONE', []],
  ])('%s', (_, query, expected) => {
    expect(run(query)).toEqual(expected);
  });
});
