import { describe, expect, it } from 'vitest';
import {
  baggageDisplay,
  fareRewards,
  faresByShelf,
  formatFareRewards,
  formatWholePrice,
  penaltyDisplay,
  shelfName,
  type PenaltyAction,
  type PenaltyDisplay,
} from '../../../../src/lib/domain/flights/fare-display';
import type { BaggageInfo, Itinerary, PenaltyInfo } from '../../../../src/lib/domain/flights/flights.schema';
import { account, fare } from './fare-fixtures';

describe('shelfName (SPEC §3 ratings 0–4)', () => {
  it.each([
    [0, 'basic'],
    [1, 'standard'],
    [2, 'enhanced'],
    [3, 'premium'],
    [4, 'luxury'],
    [-1, 'basic'],
    [7, 'luxury'],
  ] as const)('rating %i is %s', (rating, name) => {
    expect(shelfName(rating)).toBe(name);
  });
});

describe('faresByShelf', () => {
  it('orders basic to luxury and keeps the API order within a rating', () => {
    const a = fare(2, 30000, { fareId: 'a' });
    const b = fare(0, 10000, { fareId: 'b' });
    const c = fare(2, 32000, { fareId: 'c' });
    const d = fare(4, 90000, { fareId: 'd' });
    expect(faresByShelf([a, b, c, d]).map((f) => f.fareId)).toEqual(['b', 'a', 'c', 'd']);
  });
});

describe('formatWholePrice (SPEC §9 whole number)', () => {
  it.each([
    [12345, 'en-US', '$123'],
    [12350, 'en-US', '$124'],
    [123456789, 'en-US', '$1,234,568'],
    [0, 'en-US', '$0'],
  ])('%i cents in %s is %s', (minor, locale, text) => {
    expect(formatWholePrice(minor, locale)).toBe(text);
  });
  it('formats for French Canada with the amount first', () => {
    expect(formatWholePrice(123400, 'fr-CA')).toMatch(/^1\s234\s\$/);
  });
});

describe('baggageDisplay', () => {
  const allowed = (charges: { firstPiece: number; amount: number }[], pieces = 1): BaggageInfo => ({
    kind: 'Allowed',
    pieces,
    descriptions: ['Up to 23 kg'],
    charges: charges.map((c) => ({ ...c, currency: 'USD' as const })),
  });
  it.each([
    [
      'a first-bag fee',
      allowed([{ firstPiece: 1, amount: 3500 }]),
      { kind: 'Allowed', pieces: 1, firstBag: { kind: 'Fee', amount: 3500 } },
    ],
    ['a free first bag', allowed([{ firstPiece: 1, amount: 0 }], 2), { kind: 'Allowed', pieces: 2, firstBag: { kind: 'Included' } }],
    [
      'the charge that starts at the first piece, not a later one',
      allowed([
        { firstPiece: 2, amount: 4500 },
        { firstPiece: 1, amount: 0 },
      ]),
      { kind: 'Allowed', firstBag: { kind: 'Included' } },
    ],
    ['no charge for the first piece (unknown, not free)', allowed([{ firstPiece: 2, amount: 4500 }]), { firstBag: { kind: 'Unknown' } }],
    ['no charges at all', allowed([]), { firstBag: { kind: 'Unknown' } }],
    ['NotAllowed', { kind: 'NotAllowed' } as BaggageInfo, { kind: 'NotAllowed' }],
    ['Unknown', { kind: 'Unknown' } as BaggageInfo, { kind: 'Unknown' }],
  ])('%s', (_name, info, expected) => {
    expect(baggageDisplay(info)).toMatchObject(expected);
  });
});

describe('penaltyDisplay (SPEC §8 Contact support / Contact airline)', () => {
  type Penalty = Extract<PenaltyInfo, { kind: 'Known' }>['change'];
  const known = (change: Penalty, cancel: Penalty = change): PenaltyInfo => ({ kind: 'Known', change, cancel });
  type Row = [string, PenaltyInfo, PenaltyAction, Itinerary['multiTicketType'], PenaltyDisplay];
  const rows: Row[] = [
    ['a fee', known({ kind: 'WithFee', amount: 7500, currency: 'USD' }), 'change', 'single', { kind: 'WithFee', amount: 7500 }],
    ['no penalty', known({ kind: 'NoPenalty' }), 'change', 'single', { kind: 'NoPenalty' }],
    ['not possible', known({ kind: 'NotPossible' }), 'cancel', 'single', { kind: 'NotPossible' }],
    [
      'each action reads its own penalty',
      known({ kind: 'NoPenalty' }, { kind: 'NotPossible' }),
      'cancel',
      'single',
      { kind: 'NotPossible' },
    ],
    [
      'Known with this action Unknown: the airline has the rules',
      known({ kind: 'Unknown' }),
      'change',
      'single',
      { kind: 'ContactAirline' },
    ],
    [
      'Known + Unknown on a multi-ticket trip: no one airline answers',
      known({ kind: 'Unknown' }),
      'cancel',
      'hackerFare',
      { kind: 'ContactSupport' },
    ],
    ['Unknown info on an airline-managed ticket', { kind: 'Unknown' }, 'change', 'single', { kind: 'ContactAirline' }],
    ['Unknown info on a virtual interline trip', { kind: 'Unknown' }, 'cancel', 'virtualInterline', { kind: 'ContactSupport' }],
    ['ExternallyManaged: our support services it', { kind: 'ExternallyManaged' }, 'change', 'single', { kind: 'ContactSupport' }],
    ['ExternallyManaged on a multi-ticket trip', { kind: 'ExternallyManaged' }, 'cancel', 'hackerFare', { kind: 'ContactSupport' }],
    [
      'a known fee on a multi-ticket trip is still the fee',
      known({ kind: 'WithFee', amount: 9900, currency: 'USD' }),
      'cancel',
      'hackerFare',
      { kind: 'WithFee', amount: 9900 },
    ],
  ];
  it.each(rows)('%s', (_name, info, action, multiTicketType, expected) => {
    expect(penaltyDisplay(info, action, multiTicketType)).toEqual(expected);
  });
  it('treats an itinerary without a multi-ticket type as a single ticket', () => {
    expect(penaltyDisplay({ kind: 'Unknown' }, 'change')).toEqual({ kind: 'ContactAirline' });
  });
});

describe('fare rewards (SPEC §9)', () => {
  it('uses the figure the API sent for the account', () => {
    const f = fare(1, 25000, {
      amount: {
        fiat: { value: 25000, currencyCode: 'USD', currencySymbol: '$' },
        rewards: [
          { accountReferenceId: 'other', value: 1, currency: 'Miles', currencyDescription: 'miles' },
          { accountReferenceId: 'acct-1', value: 24000, currency: 'Miles', currencyDescription: 'miles' },
        ],
      },
    });
    expect(fareRewards(f, account())).toEqual({ value: 24000, currency: 'Miles', currencyDescription: 'miles' });
  });
  it('computes miles rounded up when the API sent none', () => {
    // 100,000 miles worth $1,000: 1 cent a mile.
    expect(fareRewards(fare(1, 25001), account())).toEqual({ value: 25001, currency: 'Miles', currencyDescription: 'miles' });
    // Worth 1.5 cents a mile: 25,001 ÷ 1.5 = 16,667.3 → 16,668.
    expect(fareRewards(fare(1, 25001), account({ rewardsCashEquivalent: { value: 150_000, currencyCode: 'USD' } }))?.value).toBe(16668);
  });
  it('gives cash rewards in dollars', () => {
    const cash = account({ rewardsBalance: { value: 5000, currency: 'Cash', currencyDescription: 'cash' } });
    expect(fareRewards(fare(1, 25001), cash)).toEqual({ value: 250.01, currency: 'Cash', currencyDescription: 'cash' });
  });
  it.each([
    ['no account', null],
    ['an account that cannot redeem', account({ allowRewardsRedemption: false })],
  ])('shows none for %s', (_n, acct) => {
    expect(fareRewards(fare(1, 25000), acct)).toBeNull();
  });
  it.each([
    [{ value: 16668, currency: 'Miles' as const, currencyDescription: 'miles' }, '16,668 miles'],
    [{ value: 250.01, currency: 'Cash' as const, currencyDescription: 'cash' }, '$250.01'],
    [{ value: 250, currency: 'Cash' as const, currencyDescription: 'cash' }, '$250.00'],
  ])('formats %o as %s', (r, text) => {
    expect(formatFareRewards(r)).toBe(text);
  });
});
