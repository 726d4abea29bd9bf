import { describe, expect, it } from 'vitest';
import {
  chooseWalletItems,
  offerEligibility,
  usableCredits,
  walletState,
  type TravelCredit,
  type TravelOffer,
} from '../../../../src/lib/domain/booking/travel-wallet';

const now = new Date('2026-11-23T12:00:00Z');
const credit = (id: string, extra: Partial<TravelCredit> = {}): TravelCredit => ({
  id,
  type: 'Refund',
  state: 'Available',
  amountMinor: 1_000,
  originalMinor: 1_000,
  expiresAt: '2027-01-01T00:00:00Z',
  ...extra,
});
const offer = (extra: Partial<TravelOffer> = {}): TravelOffer => ({
  id: 'o1',
  state: 'Available',
  discountMinor: 2_500,
  minimumSpendMinor: 25_000,
  products: ['Flight'],
  expiresAt: '2027-01-01T00:00:00Z',
  ...extra,
});

describe('walletState', () => {
  it.each([
    ['Available', '2026-11-23T12:00:01Z', 'Available'],
    ['Available', '2026-11-23T12:00:00Z', 'Expired'],
    ['Available', 'not a date', 'Expired'],
    ['Redeemed', '2020-01-01T00:00:00Z', 'Redeemed'],
    ['Expired', '2030-01-01T00:00:00Z', 'Expired'],
  ] as const)('%s until %s reads %s', (state, expiresAt, expected) => {
    expect(walletState({ state, expiresAt }, now)).toBe(expected);
  });
});

describe('usableCredits', () => {
  it('keeps available, unexpired, non-empty credits, the soonest expiry first', () => {
    const credits = [
      credit('late', { expiresAt: '2027-06-01T00:00:00Z' }),
      credit('soon', { expiresAt: '2026-12-01T00:00:00Z' }),
      credit('empty', { amountMinor: 0 }),
      credit('used', { state: 'Redeemed' }),
      credit('past', { expiresAt: '2026-11-01T00:00:00Z' }),
    ];
    expect(usableCredits(credits, now).map((c) => c.id)).toEqual(['soon', 'late']);
  });
});

describe('offerEligibility', () => {
  it.each([
    ['a trip at the minimum', offer(), 25_000, { kind: 'Eligible', discountMinor: 2_500 }],
    ['a trip below the minimum', offer(), 24_999, { kind: 'NotEligible', reason: 'BelowMinimumSpend', minimumSpendMinor: 25_000 }],
    ['a discount above the trip', offer({ discountMinor: 9_000, minimumSpendMinor: 0 }), 5_000, { kind: 'Eligible', discountMinor: 5_000 }],
    ['a hotel-only offer', offer({ products: ['Hotel'] }), 30_000, { kind: 'NotEligible', reason: 'ProductNotCovered' }],
    ['a used offer', offer({ state: 'Redeemed' }), 30_000, { kind: 'NotEligible', reason: 'Redeemed' }],
    ['an expired offer', offer({ expiresAt: '2026-11-22T00:00:00Z' }), 30_000, { kind: 'NotEligible', reason: 'Expired' }],
  ] as const)('%s', (_, o, totalMinor, expected) => {
    expect(offerEligibility(o, { product: 'Flight', totalMinor, now })).toEqual(expected);
  });
});

describe('chooseWalletItems', () => {
  const wallet = {
    credits: [
      credit('c1', { expiresAt: '2027-03-01T00:00:00Z' }),
      credit('c2', { amountMinor: 500 }),
      credit('gone', { state: 'Redeemed' }),
    ],
    offers: [offer()],
  };
  const trip = { product: 'Flight' as const, totalMinor: 30_000, now };
  it.each([
    ['nothing chosen', { creditIds: [] }, { kind: 'Chosen', offers: [], credits: [] }],
    [
      'credits in expiry order whatever the order ticked, and the offer',
      { creditIds: ['c1', 'c2'], offerId: 'o1' },
      {
        kind: 'Chosen',
        offers: [{ id: 'o1', amountMinor: 2_500 }],
        credits: [
          { id: 'c2', amountMinor: 500 },
          { id: 'c1', amountMinor: 1_000 },
        ],
      },
    ],
    ['an unknown credit', { creditIds: ['nope'] }, { kind: 'UnknownItem', id: 'nope' }],
    ['an unknown offer', { creditIds: [], offerId: 'nope' }, { kind: 'UnknownItem', id: 'nope' }],
    ['a redeemed credit', { creditIds: ['gone'] }, { kind: 'CreditNotUsable', id: 'gone' }],
  ] as const)('%s', (_, choice, expected) => {
    expect(chooseWalletItems(wallet, choice, trip)).toEqual(expected);
  });
  it('an offer the trip does not reach answers why', () => {
    expect(chooseWalletItems(wallet, { creditIds: [], offerId: 'o1' }, { ...trip, totalMinor: 10_000 })).toEqual({
      kind: 'OfferNotEligible',
      id: 'o1',
      eligibility: { kind: 'NotEligible', reason: 'BelowMinimumSpend', minimumSpendMinor: 25_000 },
    });
  });
});
