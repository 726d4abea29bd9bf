import { describe, expect, it } from 'vitest';
import {
  alertDecision,
  pickAlert,
  targetStatus,
  tripKey,
  type AlertDecision,
  type AlertInput,
} from '../../../../src/lib/domain/flights/watches';
import { DEFAULT_WATCH_ALERT_SETTINGS, type WatchAlert, type WatchTrip } from '../../../../src/lib/domain/flights/watches.constants';

const roundTrip: WatchTrip = {
  tripType: 'roundTrip',
  slices: [
    { origin: 'JFK', destination: 'LAX', departureDate: '2027-03-10' },
    { origin: 'LAX', destination: 'JFK', departureDate: '2027-03-17' },
  ],
  passengers: { ADT: 1, CNN: 0, INF: 0, INS: 0 },
};

describe('tripKey', () => {
  it('is one readable string per trip', () => {
    expect(tripKey(roundTrip)).toBe('roundTrip|JFK-LAX-2027-03-10|LAX-JFK-2027-03-17|1.0.0.0');
  });

  it('ignores letter case and anything beyond the trip (fare class, sort, filters)', () => {
    const lower = { ...roundTrip, slices: roundTrip.slices.map((s) => ({ ...s, origin: s.origin.toLowerCase() })) };
    const extra = { ...roundTrip, fareClass: 'premium', sort: 'price' } as WatchTrip;
    expect(tripKey(lower)).toBe(tripKey(roundTrip));
    expect(tripKey(extra)).toBe(tripKey(roundTrip));
  });

  it.each([
    ['trip type', { ...roundTrip, tripType: 'multiCity' as const }],
    ['a date', { ...roundTrip, slices: [roundTrip.slices[0]!, { ...roundTrip.slices[1]!, departureDate: '2027-03-18' }] }],
    ['the order of flights', { ...roundTrip, slices: [...roundTrip.slices].reverse() }],
    ['passengers', { ...roundTrip, passengers: { ADT: 2, CNN: 0, INF: 0, INS: 0 } }],
    ['a child instead of an infant', { ...roundTrip, passengers: { ADT: 1, CNN: 1, INF: 0, INS: 0 } }],
  ])('changes with %s', (_, other) => {
    expect(tripKey(other)).not.toBe(tripKey(roundTrip));
  });
});

const base: AlertInput = {
  watch: { priceAtWatch: 500_00, targetPrice: null, lastAlertPrice: null },
  price: 500_00,
  settings: { ...DEFAULT_WATCH_ALERT_SETTINGS },
  alertsToday: 0,
};
const input = (
  o: { watch?: Partial<AlertInput['watch']>; settings?: Partial<AlertInput['settings']> } & Partial<Omit<AlertInput, 'watch' | 'settings'>>,
) => ({
  ...base,
  ...o,
  watch: { ...base.watch, ...o.watch },
  settings: { ...base.settings, ...o.settings },
});

describe('alertDecision', () => {
  it.each<[string, Parameters<typeof input>[0], AlertDecision]>([
    ['no change', {}, { kind: 'None', reason: 'NotEnoughDrop' }],
    ['a rise', { price: 550_00 }, { kind: 'None', reason: 'NotEnoughDrop' }],
    ['a drop below the threshold ($19.99 of $20)', { price: 480_01 }, { kind: 'None', reason: 'NotEnoughDrop' }],
    ['a drop of exactly the threshold', { price: 480_00 }, { kind: 'PriceDrop', price: 480_00, previousPrice: 500_00 }],
    ['a large drop', { price: 400_00 }, { kind: 'PriceDrop', price: 400_00, previousPrice: 500_00 }],
    [
      'a drop with a custom threshold',
      { price: 490_00, settings: { minDrop: 10_00 } },
      { kind: 'PriceDrop', price: 490_00, previousPrice: 500_00 },
    ],
    ['a zero threshold still needs a drop', { settings: { minDrop: 0 } }, { kind: 'None', reason: 'NotEnoughDrop' }],
    [
      'a zero threshold and a one-cent drop',
      { price: 499_99, settings: { minDrop: 0 } },
      { kind: 'PriceDrop', price: 499_99, previousPrice: 500_00 },
    ],
    ['the switch off', { price: 400_00, settings: { alertsEnabled: false } }, { kind: 'None', reason: 'AlertsOff' }],
    [
      'the switch off, target reached',
      { price: 400_00, watch: { targetPrice: 450_00 }, settings: { alertsEnabled: false } },
      { kind: 'None', reason: 'AlertsOff' },
    ],
    ["the day's alert already sent", { price: 400_00, alertsToday: 1 }, { kind: 'None', reason: 'DailyLimit' }],
    [
      "the day's alert already sent, target reached",
      { price: 400_00, watch: { targetPrice: 450_00 }, alertsToday: 1 },
      { kind: 'None', reason: 'DailyLimit' },
    ],
    ['a larger daily budget', { price: 400_00, alertsToday: 1, perDay: 2 }, { kind: 'PriceDrop', price: 400_00, previousPrice: 500_00 }],
    [
      'target reached by a small drop',
      { price: 495_00, watch: { targetPrice: 495_00 } },
      { kind: 'TargetReached', price: 495_00, previousPrice: 500_00 },
    ],
    [
      'target already met when watching began',
      { watch: { targetPrice: 600_00 } },
      { kind: 'TargetReached', price: 500_00, previousPrice: 500_00 },
    ],
    ['target not reached, small drop', { price: 495_00, watch: { targetPrice: 490_00 } }, { kind: 'None', reason: 'NotEnoughDrop' }],
    [
      'target not reached, drop past the threshold',
      { price: 470_00, watch: { targetPrice: 450_00 } },
      { kind: 'PriceDrop', price: 470_00, previousPrice: 500_00 },
    ],
    [
      'target already announced, price still under it',
      { price: 440_00, watch: { targetPrice: 450_00, lastAlertPrice: 445_00 } },
      { kind: 'None', reason: 'NotEnoughDrop' },
    ],
    [
      'target already announced, a further drop past the threshold',
      { price: 420_00, watch: { targetPrice: 450_00, lastAlertPrice: 445_00 } },
      { kind: 'PriceDrop', price: 420_00, previousPrice: 445_00 },
    ],
    [
      'a lower target set after an alert, then reached',
      { price: 400_00, watch: { targetPrice: 410_00, lastAlertPrice: 445_00 } },
      { kind: 'TargetReached', price: 400_00, previousPrice: 445_00 },
    ],
    [
      'drops measured from the last alert, not from the start',
      { price: 470_00, watch: { lastAlertPrice: 480_00 } },
      { kind: 'None', reason: 'NotEnoughDrop' },
    ],
    ['a rebound then the same low again', { price: 480_00, watch: { lastAlertPrice: 480_00 } }, { kind: 'None', reason: 'NotEnoughDrop' }],
    [
      'a slow slide adding up past the threshold',
      { price: 460_00, watch: { lastAlertPrice: 480_00 } },
      { kind: 'PriceDrop', price: 460_00, previousPrice: 480_00 },
    ],
  ])('%s', (_, o, expected) => {
    expect(alertDecision(input(o))).toEqual(expected);
  });
});

describe('pickAlert', () => {
  const drop = (price: number, previousPrice = 500_00): AlertDecision => ({ kind: 'PriceDrop', price, previousPrice });
  const none: AlertDecision = { kind: 'None', reason: 'NotEnoughDrop' };

  it.each<[string, AlertDecision[], string | null]>([
    ['nothing to send', [none, none], null],
    ['the only candidate', [none, drop(450_00)], 'b'],
    ['the largest drop', [drop(470_00), drop(400_00), drop(450_00)], 'b'],
    ['a reached target over a larger drop', [drop(300_00), { kind: 'TargetReached', price: 480_00, previousPrice: 500_00 }], 'b'],
    ['the earlier one on a tie', [drop(450_00), drop(450_00)], 'a'],
  ])('%s', (_, decisions, expected) => {
    const candidates = decisions.map((decision, i) => ({ id: 'abc'[i]!, decision }));
    expect(pickAlert(candidates)?.id ?? null).toBe(expected);
  });
});

describe('targetStatus: the card and Recent alerts read the same alerts (issue 23 #7)', () => {
  const at = (price: number, over: Partial<WatchAlert> = {}): WatchAlert => ({
    id: `al-${price}`,
    watchId: 'w1',
    createdAt: '2027-02-10T15:00:00.000Z',
    kind: 'TargetReached',
    price,
    previousPrice: 400_00,
    ...over,
  });
  const w = (targetPrice: number | null, currentPrice: number | null) => ({ id: 'w1', targetPrice, currentPrice });
  it.each<[string, ReturnType<typeof w>, WatchAlert[], boolean, string]>([
    ['no target', w(null, 300_00), [at(300_00)], true, 'None'],
    ['nothing for sale', w(350_00, null), [], true, 'None'],
    ['above the target', w(250_00, 300_00), [at(240_00)], true, 'None'],
    ['reached, an alert said so: the list shows it', w(350_00, 300_00), [at(300_00)], true, 'Alerted'],
    ['reached, a price drop alert at or below the target said so', w(350_00, 300_00), [at(320_00, { kind: 'PriceDrop' })], true, 'Alerted'],
    ['reached, no alert yet ("No alerts yet"): pending', w(350_00, 300_00), [], true, 'Pending'],
    ['reached, only an alert above the target', w(350_00, 300_00), [at(380_00, { kind: 'PriceDrop' })], true, 'Pending'],
    ['reached, the alert is another watch’s', w(350_00, 300_00), [at(300_00, { watchId: 'w2' })], true, 'Pending'],
    ['reached with alerts off: none will come', w(350_00, 300_00), [], false, 'AlertsOff'],
    ['exactly the target', w(300_00, 300_00), [], true, 'Pending'],
  ])('%s', (_, watch, alerts, enabled, kind) => {
    expect(targetStatus(watch, alerts, enabled).kind).toBe(kind);
  });

  it('Alerted carries the newest alert at or below the target', () => {
    const older = at(320_00, { id: 'old', createdAt: '2027-02-08T15:00:00.000Z' });
    const newer = at(300_00, { id: 'new', createdAt: '2027-02-09T15:00:00.000Z' });
    expect(targetStatus(w(350_00, 300_00), [older, newer], true)).toEqual({ kind: 'Alerted', alert: newer });
  });
});
