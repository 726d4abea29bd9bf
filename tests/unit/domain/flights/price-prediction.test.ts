import { describe, expect, it } from 'vitest';
import { calendarLevels } from '../../../../src/lib/domain/flights/flight-shop';
import {
  bookingCurve,
  expectedMove,
  MOVE_NOISE_WIDTH,
  predictPrice,
  type PricePoint,
} from '../../../../src/lib/domain/flights/price-prediction';

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

describe('expectedMove', () => {
  // History whose day-to-day changes are all $10 (median absolute change 1000 minor units).
  const zigzag = days('2027-01-01', [100_00, 110_00, 100_00, 110_00, 100_00]);
  const flatHistory = days('2027-01-01', [100_00, 100_00, 100_00]);
  const noise = MOVE_NOISE_WIDTH * 10_00;
  const forecast = (prices: number[]) => days('2027-01-06', prices);

  it.each<[string, PricePoint[], PricePoint[], number, number | undefined, ReturnType<typeof expectedMove>]>([
    [
      'a rise: the 7th forecast day minus today, ± the noise',
      zigzag,
      forecast([100_00, 100_00, 100_00, 100_00, 100_00, 100_00, 140_00, 200_00]),
      100_00,
      undefined,
      { direction: 'rise', low: 40_00 - noise, high: 40_00 + noise, withinDays: 7 },
    ],
    [
      'a drop',
      zigzag,
      forecast(Array(10).fill(60_00)),
      100_00,
      undefined,
      { direction: 'drop', low: -40_00 - noise, high: -40_00 + noise, withinDays: 7 },
    ],
    [
      'flat when the range spans zero',
      zigzag,
      forecast(Array(10).fill(105_00)),
      100_00,
      undefined,
      { direction: 'flat', low: 5_00 - noise, high: 5_00 + noise, withinDays: 7 },
    ],
    [
      'a quiet history gives a point range',
      flatHistory,
      forecast(Array(7).fill(125_00)),
      100_00,
      undefined,
      { direction: 'rise', low: 25_00, high: 25_00, withinDays: 7 },
    ],
    [
      'no change at all is flat zero',
      flatHistory,
      forecast(Array(7).fill(100_00)),
      100_00,
      undefined,
      { direction: 'flat', low: 0, high: 0, withinDays: 7 },
    ],
    [
      'a shorter window',
      flatHistory,
      forecast([130_00, 160_00, 190_00]),
      100_00,
      2,
      { direction: 'rise', low: 60_00, high: 60_00, withinDays: 2 },
    ],
    [
      'departure before the window ends',
      flatHistory,
      forecast([90_00, 80_00]),
      100_00,
      7,
      { direction: 'drop', low: -20_00, high: -20_00, withinDays: 2 },
    ],
    ['no forecast day left', zigzag, [], 100_00, 7, { direction: 'flat', low: 0, high: 0, withinDays: 0 }],
    [
      'rounds each end to whole dollars',
      flatHistory,
      forecast([123_49]),
      100_00,
      1,
      { direction: 'rise', low: 23_00, high: 23_00, withinDays: 1 },
    ],
    [
      'one-day history has no noise',
      days('2027-01-01', [100_00]),
      forecast([150_00]),
      100_00,
      1,
      { direction: 'rise', low: 50_00, high: 50_00, withinDays: 1 },
    ],
  ])('%s', (_, history, fc, current, within, expected) => {
    expect(expectedMove(history, fc, current, within)).toEqual(expected);
  });

  it('uses the median daily change, so one fare sale does not widen the range', () => {
    const spiky = days('2027-01-01', [100_00, 101_00, 102_00, 40_00, 103_00, 104_00]);
    const move = expectedMove(spiky, forecast(Array(7).fill(150_00)), 104_00);
    expect(move.high - move.low).toBeLessThanOrEqual(2 * MOVE_NOISE_WIDTH * 1_00 + 1_00);
  });

  it('rounds to whole dollars and never answers -0', () => {
    const move = expectedMove(flatHistory, forecast([100_20]), 100_00, 1);
    expect(Object.is(move.low, -0)).toBe(false);
    expect(move.low % 100).toBe(0);
  });
});
