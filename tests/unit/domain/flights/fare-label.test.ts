import { describe, expect, it } from 'vitest';
import { fareLabelParts } from '../../../../src/lib/domain/flights/fare-label';

describe('fareLabelParts (issue 23: "Fare: Standard · Standard")', () => {
  it.each([
    ['Standard', 'Standard', { shelf: 'Standard' }],
    ['standard ', 'Standard', { shelf: 'Standard' }],
    ['BASIC', 'Basic', { shelf: 'Basic' }],
    ['', 'Premium', { shelf: 'Premium' }],
    ['Main Cabin', 'Standard', { brand: 'Main Cabin', shelf: 'Standard' }],
    ['Comfort+', 'Enhanced', { brand: 'Comfort+', shelf: 'Enhanced' }],
  ])('brand %j, class %j', (brand, shelf, expected) => {
    expect(fareLabelParts(brand, shelf)).toEqual(expected);
  });
});
