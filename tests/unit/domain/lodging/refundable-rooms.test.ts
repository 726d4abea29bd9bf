import { describe, expect, it } from 'vitest';
import type { RoomProduct } from '../../../../src/lib/domain/lodging/lodging.schema';
import {
  perNightPremium,
  premiumPercentage,
  withRefundableVariants,
  type CfarQuote,
  type RefundableOptions,
} from '../../../../src/lib/domain/lodging/refundable-rooms';

const product = (rateId: string, tripTotal: number, cancellation: RoomProduct['cancellation'] = 'NonRefundable'): RoomProduct => ({
  rateId,
  variant: 'Default',
  cancellation,
  cancelBy: null,
  payment: 'PayNow',
  mealPlan: 'RoomOnly',
  perNightSellRate: Math.round(tripTotal / 3),
  sellRate: tripTotal,
  taxesAndFees: 0,
  tripTotal,
  complimentaryNightMinor: null,
  refundable: null,
});
const quote = (rateId: string, premium: number, extra: Partial<CfarQuote> = {}): CfarQuote => ({
  quoteId: `q-${rateId}`,
  rateId,
  premium,
  coveragePercentage: 80,
  valid: true,
  ...extra,
});
const opts: RefundableOptions = { enabled: true, modelV1: false, nights: 3, matchQuotesByRoomId: false };
const ids = (products: RoomProduct[]) => products.map((p) => p.rateId);

describe('withRefundableVariants (SPEC §5)', () => {
  it.each<[string, RoomProduct[], CfarQuote[], Partial<RefundableOptions>, string[]]>([
    ['adds a variant after a quoted rate', [product('a', 300_00), product('b', 400_00)], [quote('a', 45_00)], {}, ['a', 'a-cfar', 'b']],
    ['not without a quote', [product('a', 300_00)], [], {}, ['a']],
    ['not with an invalid quote', [product('a', 300_00)], [quote('a', 45_00, { valid: false })], {}, ['a']],
    ['not when the feature is off', [product('a', 300_00)], [quote('a', 45_00)], { enabled: false }, ['a']],
    [
      'at most one per room',
      [product('a', 300_00, 'FullyRefundable'), product('b', 400_00)],
      [quote('a', 45_00), quote('b', 50_00)],
      {},
      ['a', 'a-cfar', 'b'],
    ],
    ['skipped after an earlier non-refundable product', [product('a', 300_00), product('b', 400_00)], [quote('b', 50_00)], {}, ['a', 'b']],
    [
      'skipped when the next product is cheaper than the variant',
      [product('a', 300_00), product('b', 320_00)],
      [quote('a', 45_00)],
      {},
      ['a', 'b'],
    ],
    [
      'the model-v1 path offers one for every quoted rate',
      [product('a', 300_00), product('b', 320_00)],
      [quote('a', 45_00), quote('b', 50_00)],
      { modelV1: true },
      ['a', 'a-cfar', 'b', 'b-cfar'],
    ],
    [
      'a quote for another room does not apply when matching by room id',
      [product('a', 300_00)],
      [quote('a', 45_00, { roomId: 'other' })],
      { matchQuotesByRoomId: true },
      ['a'],
    ],
    [
      'a quote for another room applies when not matching by room id',
      [product('a', 300_00)],
      [quote('a', 45_00, { roomId: 'other' })],
      {},
      ['a', 'a-cfar'],
    ],
  ])('%s', (_, products, quotes, over, expected) => {
    expect(ids(withRefundableVariants('room-1', products, quotes, { ...opts, ...over }))).toEqual(expected);
  });

  it('prices the variant as base plus premium, with the premium per night rounded up and its share of the total', () => {
    const [, variant] = withRefundableVariants('room-1', [product('a', 300_00, 'FullyRefundable')], [quote('a', 100_00)], opts);
    expect(variant).toMatchObject({
      variant: 'RefundableRoom',
      cancellation: 'FullyRefundable',
      tripTotal: 400_00,
      sellRate: 400_00,
      refundable: {
        premium: 100_00,
        perNightPremium: 33_34,
        premiumPercentage: 33,
        coveragePercentage: 80,
        coverageAmount: 240_00,
        shouldRefundCfarPremium: true,
      },
    });
  });

  it.each([
    [100_00, 3, 33_34],
    [90_00, 3, 30_00],
    [1, 2, 1],
    [50_00, 0, 50_00],
  ])('per-night premium of %s over %s nights is %s', (premium, nights, expected) => {
    expect(perNightPremium(premium, nights)).toBe(expected);
  });

  it.each([
    [45_00, 300_00, 15],
    [1, 300_00, 0],
    [10_00, 0, 0],
    [10_00, -5, 0],
  ])('premium %s of total %s is %s %%', (premium, total, expected) => {
    expect(premiumPercentage(premium, total)).toBe(expected);
  });
});
