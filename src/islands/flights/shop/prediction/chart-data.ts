// What the price chart draws and what its text alternative says, from the prediction's price points.
import type { PricePredictionResponse } from '../../../../lib/domain/flights/flights.schema';

type PricePoint = PricePredictionResponse['history'][number];

export interface ChartData {
  /** Seconds since the epoch at 00:00 UTC of each day (uPlot's time scale), history then forecast. */
  xs: number[];
  /** Dollars; null on forecast days. */
  history: (number | null)[];
  /** Dollars; null on past days, except today, so the dashed forecast line starts where history ends. */
  forecast: (number | null)[];
  /** x of today (the last history day), or null without history. */
  today: number | null;
}

export const daySeconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

export function chartData(history: readonly PricePoint[], forecast: readonly PricePoint[]): ChartData {
  const today = history[history.length - 1] ?? null;
  const dollars = (minor: number) => minor / 100;
  return {
    xs: [...history, ...forecast].map((p) => daySeconds(p.day)),
    history: [...history.map((p) => dollars(p.price)), ...forecast.map(() => null)],
    forecast: [...history.map((p) => (p === today ? dollars(p.price) : null)), ...forecast.map((p) => dollars(p.price))],
    today: today ? daySeconds(today.day) : null,
  };
}

export interface PriceSummary {
  low: PricePoint;
  high: PricePoint;
  today: PricePoint;
  /** The cheapest forecast day, when there is a forecast. */
  forecastLow: PricePoint | null;
}

/** Cheapest and dearest day of the history (the earliest on ties), today, and the forecast's low. */
export function priceSummary(history: readonly PricePoint[], forecast: readonly PricePoint[]): PriceSummary | null {
  const today = history[history.length - 1];
  if (!today) return null;
  const pick = (points: readonly PricePoint[], better: (a: number, b: number) => boolean) =>
    points.reduce((best, p) => (better(p.price, best.price) ? p : best));
  return {
    low: pick(history, (a, b) => a < b),
    high: pick(history, (a, b) => a > b),
    today,
    forecastLow: forecast.length ? pick(forecast, (a, b) => a < b) : null,
  };
}

export type MoveView =
  { kind: 'Hidden' } | { kind: 'Rise' | 'Drop'; low: number; high: number; days: number } | { kind: 'Flat'; within: number; days: number };

/**
 * The expected move as the banner words it, in positive minor units: a rise or drop "of $low–high",
 * or "within $x" either way. Hidden when there is no forecast day to speak of (departure is next).
 */
export function moveView(move: PricePredictionResponse['move'], forecastDays: number): MoveView {
  if (forecastDays === 0 || move.withinDays <= 0) return { kind: 'Hidden' };
  const days = Math.min(move.withinDays, forecastDays);
  if (move.direction === 'rise') return { kind: 'Rise', low: move.low, high: move.high, days };
  if (move.direction === 'drop') return { kind: 'Drop', low: -move.high, high: -move.low, days };
  return { kind: 'Flat', within: Math.max(Math.abs(move.low), Math.abs(move.high)), days };
}
