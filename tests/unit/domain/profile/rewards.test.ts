import { describe, expect, it } from 'vitest';
import {
  earnBanner,
  formatEarn,
  formatRewardsBalance,
  isEligibleBusinessAccount,
  largestValueAccount,
  selectRewardsAccount,
  type RewardsAccount,
} from '../../../../src/lib/domain/profile/rewards';

function account(
  id: string,
  opts: Partial<{ hotels: number; flights: number; value: number; currency: 'Miles' | 'Cash'; name: string }> = {},
): RewardsAccount {
  return {
    accountReferenceId: id,
    productDisplayName: opts.name ?? id,
    product: 'Venture',
    accountType: 'Personal',
    customerAccountRole: 'Primary',
    lastFour: '1234',
    lastFourVirtualCardNumbers: [],
    allowRewardsRedemption: true,
    earn: { hotelsMultiplier: opts.hotels ?? 0, flightsMultiplier: opts.flights ?? 0, carsMultiplier: 0, homesMultiplier: 0 },
    rewardsBalance: { value: opts.value ?? 0, currency: opts.currency ?? 'Miles', currencyDescription: 'miles' },
    rewardsCashEquivalent: { value: opts.value ?? 0, currencyCode: 'USD' },
  };
}

describe('selectRewardsAccount (SPEC §4)', () => {
  const a = account('a', { hotels: 2 });
  const b = account('b', { hotels: 10 });
  const c = account('c', { hotels: 5 });
  it.each([
    ['explicit choice wins', [a, b, c], 'c', 'c'],
    ['else highest hotel multiplier', [a, b, c], null, 'b'],
    ['unknown explicit id falls back', [a, b, c], 'zzz', 'b'],
    ['ties keep list order', [account('x', { hotels: 3 }), account('y', { hotels: 3 })], undefined, 'x'],
  ] as const)('%s', (_name, accounts, selected, expected) => {
    expect(selectRewardsAccount(accounts, selected)?.accountReferenceId).toBe(expected);
  });
  it('answers undefined without accounts', () => expect(selectRewardsAccount([], null)).toBeUndefined());
});

describe('earnBanner (SPEC §5: largest-value account, hotels multiplier > 0)', () => {
  it.each([
    ['no accounts', [], 'Hidden'],
    [
      'largest account earns nothing on hotels',
      [account('rich', { value: 900, hotels: 0 }), account('poor', { value: 10, hotels: 5 })],
      'Hidden',
    ],
    ['largest account earns on hotels', [account('rich', { value: 900, hotels: 10 }), account('poor', { value: 10, hotels: 0 })], 'Shown'],
  ] as const)('%s → %s', (_n, accounts, kind) => {
    expect(earnBanner(accounts).kind).toBe(kind);
  });
  it('formats miles as X and cash as %', () => {
    const miles = earnBanner([account('m', { value: 5, hotels: 10, flights: 5 })]);
    expect(miles).toMatchObject({ kind: 'Shown', hotels: '10X', flights: '5X', unit: 'miles' });
    const cash = earnBanner([account('c', { value: 5, hotels: 5, currency: 'Cash' })]);
    expect(cash).toMatchObject({ kind: 'Shown', hotels: '5%', flights: null, unit: 'cash' });
  });
  it('largestValueAccount keeps the first on ties', () => {
    expect(largestValueAccount([account('1', { value: 5 }), account('2', { value: 5 })])?.accountReferenceId).toBe('1');
  });
});

describe('formatting (SPEC §9)', () => {
  it.each([
    [10, 'Miles', '10X'],
    [1.5, 'Miles', '1.5X'],
    [5, 'Cash', '5%'],
  ] as const)('formatEarn(%s, %s) = %s', (m, c, out) => expect(formatEarn(m, c)).toBe(out));
  it.each([
    [31248, 'Cash', '$312.48'],
    [5, 'Cash', '$0.05'],
    [184250, 'Miles', '184,250'],
    [10.2, 'Miles', '11'],
  ] as const)('formatRewardsBalance(%s, %s) = %s', (v, c, out) => expect(formatRewardsBalance(v, c)).toBe(out));
});

describe('isEligibleBusinessAccount (SPEC §3)', () => {
  it.each([
    ['Spark Cash Plus', null, true],
    ['Venture X Business', null, true],
    ['Venture X', null, false],
    ['Venture X', 'acct', true],
  ] as const)('%s (session account %s) → %s', (name, session, expected) => {
    expect(isEligibleBusinessAccount(account('acct', { name }), session)).toBe(expected);
  });
});
