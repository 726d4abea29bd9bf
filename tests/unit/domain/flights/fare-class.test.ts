import { describe, expect, it } from 'vitest';
import { faresForClass, fareClassRating, shownFare } from '../../../../src/lib/domain/flights/fare-class';
import type { FareRatingName } from '../../../../src/lib/domain/flights/flights.constants';
import { fare } from './fare-fixtures';

// Fares as "rating:total" (dollars): a mainline trip sells basic to premium; a low-cost one basic to
// enhanced and a luxury seat; a premium-only trip sells premium and luxury.
const fares = (spec: string) =>
  spec.split(' ').map((s, i) => {
    const [rating, dollars] = s.split(':').map(Number) as [number, number];
    return fare(rating, dollars * 100, { fareId: `f${i}-${rating}` });
  });
const mainline = '0:738 1:892 2:1100 3:1770';
const lowCost = '0:310 1:360 2:420 4:1900';
const premiumOnly = '3:2400 4:4100';

describe('shownFare: the fare a result shows for the chosen class', () => {
  it.each<[string, FareRatingName | null, string | null]>([
    // No class: the cheapest fare, whatever its shelf.
    [mainline, null, '0:738'],
    [premiumOnly, null, '3:2400'],
    // A class the trip sells: that class's fare, not the cheapest.
    [mainline, 'basic', '0:738'],
    [mainline, 'standard', '1:892'],
    [mainline, 'enhanced', '2:1100'],
    [mainline, 'premium', '3:1770'],
    // A class it does not sell: the nearest class above, never one below.
    [lowCost, 'premium', '4:1900'],
    [premiumOnly, 'basic', '3:2400'],
    [premiumOnly, 'standard', '3:2400'],
    // Nothing at or above the class: the trip is left out.
    [mainline, 'luxury', null],
    // Two fares of the class: the cheaper.
    ['1:950 1:892 2:1000', 'standard', '1:892'],
  ])('%s for %s shows %s', (spec, fareClass, expected) => {
    const shown = shownFare(fares(spec), fareClass);
    expect(shown ? `${shown.fareShelf.rating}:${shown.amount.fiat.value / 100}` : null).toBe(expected);
  });
});

describe('faresForClass', () => {
  it('puts the shown fare first and keeps the others in order', () => {
    const list = fares(mainline);
    expect(faresForClass(list, 'enhanced')?.map((f) => f.fareShelf.rating)).toEqual([2, 0, 1, 3]);
    expect(faresForClass(list, undefined)).toEqual(list);
  });

  it('leaves out a trip with no fare at or above the class', () => {
    expect(faresForClass(fares(mainline), 'luxury')).toBeNull();
  });

  it('rates the classes basic 0 to luxury 4', () => {
    expect((['basic', 'standard', 'enhanced', 'premium', 'luxury'] as const).map(fareClassRating)).toEqual([0, 1, 2, 3, 4]);
  });
});
