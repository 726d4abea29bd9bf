// Price prediction (SPEC §3: fair, good, great, wait; buy or wait). Pure: it sees only the prices
// a traveler could have seen (one per past search day) and the market's booking curve, never
// the simulator's day-to-day drift.
import { addDays, daysBetween } from '../shared/dates';

export type PredictionRating = 'fair' | 'good' | 'great' | 'wait';
export type Recommendation = 'buy' | 'wait';

export interface PricePoint {
  /** The search day, YYYY-MM-DD. */
  day: string;
  /** Lowest price that day, minor units. */
  price: number;
}

export interface Prediction {
  rating: PredictionRating;
  recommendation: Recommendation;
  current: number;
  /** Expected lowest price on each coming search day until the day before departure. */
  forecast: PricePoint[];
  expectedLowest: number;
}

/** Waiting pays only when the forecast is this much below today's price. */
export const WAIT_THRESHOLD = 0.05;

/**
 * How prices move with days to departure, the shape every airline market shares (dearer in the
 * last three weeks, a little dearer far out). The simulator prices with the same curve.
 */
export function bookingCurve(daysOut: number): number {
  if (daysOut < 3) return 1.9;
  if (daysOut < 7) return 1.55;
  if (daysOut < 14) return 1.3;
  if (daysOut < 21) return 1.12;
  if (daysOut <= 60) return 1;
  if (daysOut <= 120) return 0.97;
  return 1.05;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * The rule: estimate the route's price level as the median of past prices divided by the
 * booking curve on their day; forecast each coming day as level × curve. Recommend waiting when
 * some coming day is expected 5 % or more below today's price (rating `wait`); otherwise buy, rated
 * `great` when today is in the cheapest fifth of the history, `good` up to its median, else `fair`.
 */
export function predictPrice(history: readonly PricePoint[], departureDate: string): Prediction | null {
  const today = history[history.length - 1];
  if (!today || history.length < 3) return null;
  const level = median(history.map((p) => p.price / bookingCurve(daysBetween(p.day, departureDate))));
  const forecast: PricePoint[] = [];
  for (let day = addDays(today.day, 1); daysBetween(day, departureDate) >= 1; day = addDays(day, 1)) {
    forecast.push({ day, price: Math.round(level * bookingCurve(daysBetween(day, departureDate))) });
    if (forecast.length >= 60) break;
  }
  const expectedLowest = Math.min(today.price, ...forecast.map((p) => p.price));
  if (expectedLowest <= today.price * (1 - WAIT_THRESHOLD)) {
    return { rating: 'wait', recommendation: 'wait', current: today.price, forecast, expectedLowest };
  }
  const sorted = history.map((p) => p.price).sort((a, b) => a - b);
  const rank = sorted.filter((p) => p < today.price).length / sorted.length;
  const rating: PredictionRating = rank <= 0.2 ? 'great' : rank <= 0.5 ? 'good' : 'fair';
  return { rating, recommendation: 'buy', current: today.price, forecast, expectedLowest };
}

/**
 * Half-width of the expected move's range, in median daily changes. Measured by the backtest: ±1
 * held the 7-day price in range 57 % of the time, ±1.5 74 %, ±2 82 %. "Likely" should mean about
 * three times in four, so 1.5.
 */
export const MOVE_NOISE_WIDTH = 1.5;

export type MoveDirection = 'rise' | 'drop' | 'flat';
export interface ExpectedMove {
  direction: MoveDirection;
  /** Signed change from today's price, minor units, whole dollars; low ≤ high (both negative for a drop). */
  low: number;
  high: number;
  /** Days the range covers: the asked window, or fewer when departure comes sooner. */
  withinDays: number;
}

/**
 * The dollar move the forecast expects within `withinDays` days, as a range. Centre: the forecast
 * price on the last day of the window (or the day before departure, if sooner) minus today's price.
 * Width: ± MOVE_NOISE_WIDTH × the median absolute day-to-day change of the history, the noise a
 * single day's price carries that the booking curve does not explain; the median keeps one fare
 * sale from widening every range. Ends are rounded to whole dollars; the direction is `rise` or `drop` only when the
 * whole range is on that side of zero, `flat` otherwise. The answer's `withinDays` is the window
 * actually used: shorter than asked when departure comes first; 0 (flat, zero) with no forecast day.
 * `npm run backtest` measures how often the price actually ends inside the range.
 */
export function expectedMove(
  history: readonly PricePoint[],
  forecast: readonly PricePoint[],
  current: number,
  withinDays = 7,
): ExpectedMove {
  const horizon = forecast.slice(0, Math.max(0, withinDays));
  const end = horizon[horizon.length - 1];
  if (!end) return { direction: 'flat', low: 0, high: 0, withinDays: 0 };
  const steps = history.slice(1).map((p, i) => Math.abs(p.price - history[i]!.price));
  const noise = steps.length ? MOVE_NOISE_WIDTH * median(steps) : 0;
  const change = end.price - current;
  const dollars = (minor: number) => Math.round(minor / 100) * 100 || 0;
  const low = dollars(change - noise);
  const high = dollars(change + noise);
  const direction: MoveDirection = low > 0 ? 'rise' : high < 0 ? 'drop' : 'flat';
  return { direction, low, high, withinDays: horizon.length };
}
