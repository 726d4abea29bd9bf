// The prediction answer and a hand-driven IntersectionObserver for the prediction panel tests.
import { act } from '@testing-library/react';
import type { PricePredictionResponse } from '../../../../src/lib/domain/flights/flights.schema';
import { settle } from '../../client/profile/fake-api';

/** An IntersectionObserver the test scrolls by hand. */
export const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
export class FakeObserver {
  targets: Element[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {
    observers.push(this);
  }
  observe(el: Element) {
    this.targets.push(el);
  }
  disconnect() {
    this.targets = [];
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
}
export const scrollIntoView = () =>
  act(async () => {
    for (const o of observers)
      if (o.targets.length)
        o.callback(
          o.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
          o as never,
        );
    await settle();
  });

/** 30 days of history (low $310 on Nov 5, high $420 on Nov 15, today $345), 3 forecast days. */
export function prediction(over: Partial<PricePredictionResponse> = {}): PricePredictionResponse {
  const days = Array.from({ length: 30 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`);
  return {
    rating: 'great',
    recommendation: 'buy',
    current: 34500,
    expectedLowest: 34500,
    history: days
      .map((day, i) => ({ day, price: i === 4 ? 31000 : i === 14 ? 42000 : 36000 + (i % 3) * 100 }))
      .map((p, i, all) => (i === all.length - 1 ? { ...p, price: 34500 } : p)),
    forecast: [
      { day: '2026-12-01', price: 36000 },
      { day: '2026-12-02', price: 33000 },
      { day: '2026-12-03', price: 37000 },
    ],
    move: { direction: 'rise', low: 2000, high: 4500, withinDays: 7 },
    accuracy: {
      hitRate: 0.78,
      samples: 300,
      alwaysBuyHitRate: 0.5,
      measuredOn: '2026-11-22',
      path: '/terms/price-prediction-price-watch/#accuracy',
    },
    ...over,
  };
}
