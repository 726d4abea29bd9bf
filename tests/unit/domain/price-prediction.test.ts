import { describe, expect, it } from 'vitest';
import { calendarLevels } from '../../../src/lib/domain/flight-shop';
import { bookingCurve, predictPrice, type PricePoint } from '../../../src/lib/domain/price-prediction';

const days = (start: string, prices: number[]): PricePoint[] =>
  prices.map((price, i) => ({ day: new Date(Date.parse(`${start}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10), price }));

describe('predictPrice', () => {
  it('says wait far from departure, when the cheaper booking window is still ahead', () => {
    // 150 days out the curve is 1.05; 60–120 days out it is 0.97: about 7.6 % lower.
    const history = days('2027-01-01', Array(30).fill(105_00));
    const p = predictPrice(history, '2027-06-30')!;
    expect(p.recommendation).toBe('wait');
    expect(p.rating).toBe('wait');
    expect(p.expectedLowest).toBeLessThan(p.current * 0.95);
  });

  it('says buy close to departure, when prices only go up', () => {
    const history = days('2027-01-01', Array(30).fill(100_00));
    const p = predictPrice(history, '2027-02-10')!;
    expect(p.recommendation).toBe('buy');
    expect(p.forecast.at(-1)!.day).toBe('2027-02-09');
    expect(p.forecast.every((f) => f.price >= 100_00)).toBe(true);
  });

  it.each([
    ['great in the cheapest fifth', [...Array(29).fill(120_00), 100_00], 'great'],
    ['good up to the median', [...Array(15).fill(100_00), ...Array(14).fill(120_00), 105_00], 'good'],
    ['fair above the median', [...Array(29).fill(100_00), 112_00], 'fair'],
  ])('rates today %s', (_, prices, rating) => {
    expect(predictPrice(days('2027-01-01', prices), '2027-02-15')!.rating).toBe(rating);
  });

  it('needs at least three days of history', () => {
    expect(predictPrice(days('2027-01-01', [100, 100]), '2027-02-15')).toBeNull();
  });

  it('uses a curve that rises in the last three weeks', () => {
    expect([bookingCurve(2), bookingCurve(10), bookingCurve(30), bookingCurve(90), bookingCurve(200)]).toEqual([1.9, 1.3, 1, 0.97, 1.05]);
  });
});

describe('calendarLevels', () => {
  it.each([
    [
      [100, 200, 300],
      ['low', 'medium', 'high'],
    ],
    [
      [300, null, 100, 200, 250, 150],
      ['high', null, 'low', 'medium', 'high', 'low'],
    ],
    [
      [100, 100, 100],
      ['low', 'low', 'low'],
    ],
    [
      [null, null],
      [null, null],
    ],
  ])('%j → %j', (prices, levels) => {
    expect(calendarLevels(prices)).toEqual(levels);
  });
});
