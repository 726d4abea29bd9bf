import { describe, expect, it } from 'vitest';
import { passengerCountErrors, tagOptions, type ScoredOption } from '../../../../src/lib/domain/flights/flights';
import { rewardsPrice } from '../../../../src/lib/domain/profile/rewards';
import type { RewardsAccount } from '../../../../src/lib/domain/profile/rewards';

describe('passengerCountErrors', () => {
  it.each([
    [{ ADT: 1, CNN: 0, INF: 0, INS: 0 }, []],
    [{ ADT: 0, CNN: 1, INF: 0, INS: 0 }, ['NoAdultPassenger']],
    [{ ADT: 9, CNN: 0, INF: 0, INS: 0 }, []],
    [{ ADT: 8, CNN: 1, INF: 1, INS: 0 }, ['TooManyPassengers']],
    [{ ADT: 2, CNN: 0, INF: 2, INS: 1 }, []],
    [{ ADT: 1, CNN: 0, INF: 2, INS: 0 }, ['TooManyLapInfants']],
    [{ ADT: 0, CNN: 0, INF: 10, INS: 0 }, ['NoAdultPassenger', 'TooManyPassengers', 'TooManyLapInfants']],
  ])('%j → %j', (counts, errors) => {
    expect(passengerCountErrors(counts)).toEqual(errors);
  });
});

describe('tagOptions', () => {
  const o = (id: string, price: number, durationMinutes: number, quality: number): ScoredOption => ({
    id,
    price,
    durationMinutes,
    stops: 0,
    quality,
  });

  it('names one option per tag: cheapest, fastest, best quality and the best weighted score', () => {
    const tags = tagOptions([
      o('cheap-slow', 200_00, 600, 0.3),
      o('fast', 450_00, 300, 0.7),
      o('balanced', 260_00, 330, 0.6),
      o('luxury', 900_00, 320, 0.95),
    ]);
    expect(tags.get('cheap-slow')).toEqual(['Best Price']);
    expect(tags.get('fast')).toEqual(['Fastest']);
    expect(tags.get('luxury')).toEqual(['Best Quality']);
    expect(tags.get('balanced')).toEqual(['Best Overall']);
  });

  it('gives ties to the earlier option and tags nothing in an empty list', () => {
    const tags = tagOptions([o('a', 100, 100, 0.5), o('b', 100, 100, 0.5)]);
    expect(tags.get('a')).toEqual(['Best Overall', 'Best Price', 'Best Quality', 'Fastest']);
    expect(tags.get('b')).toEqual([]);
    expect(tagOptions([]).size).toBe(0);
  });
});

describe('rewardsPrice (SPEC §9 rounding)', () => {
  const account = (currency: 'Miles' | 'Cash', balance: number, cents: number) =>
    ({
      rewardsBalance: { value: balance, currency, currencyDescription: currency.toLowerCase() },
      rewardsCashEquivalent: { value: cents, currencyCode: 'USD' },
    }) as RewardsAccount;
  it.each([
    ['miles at 1 cent', account('Miles', 100_000, 100_000), 123_45, 12_345],
    ['miles at 0.85 cent, rounded up', account('Miles', 100_000, 85_000), 100_00, 11_765],
    ['miles with no cash equivalent count 1 cent', account('Miles', 0, 0), 50_01, 5_001],
    ['cash in dollars to 2 decimals', account('Cash', 31_248, 31_248), 123_45, 123.45],
  ])('%s', (_, a, fiat, expected) => {
    expect(rewardsPrice(fiat, a)).toBe(expected);
  });
});
