import { describe, expect, it } from 'vitest';
import { packageDiscount } from '../../../../src/lib/domain/packages/packages';

describe('packageDiscount', () => {
  it.each([
    [3, 'NoCollection', 3, 'Consumer', { kind: 'WithDiscount', percent: 5, savings: 50_00 }],
    [4, 'NoCollection', 2, 'Consumer', { kind: 'WithDiscount', percent: 8, savings: 80_00 }],
    [5, 'NoCollection', 4, 'Consumer', { kind: 'WithDiscount', percent: 10, savings: 100_00 }],
    [4, 'Lifestyle', 2, 'Consumer', { kind: 'WithDiscount', percent: 10, savings: 100_00 }],
    [2, 'NoCollection', 5, 'Consumer', { kind: 'NoDiscount' }],
    [5, 'Premier', 1, 'Consumer', { kind: 'NoDiscount' }],
    [5, 'Premier', 4, 'Corporate', { kind: 'NoDiscount' }],
  ] as const)('%s stars, %s, %s nights, %s → %j', (stars, collection, nights, customer, expected) => {
    expect(packageDiscount(1000_00, stars, collection, nights, customer)).toEqual(expected);
  });
});
