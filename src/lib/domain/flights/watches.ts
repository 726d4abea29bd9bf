// Price watch rules (SPEC §3 flight watch, §4): which trip a watch is, and whether a new price is worth a
// message. Pure and zod-free: the server decides with it, the browser keys its watch states by it.
import {
  MAX_ALERTS_PER_DAY,
  type FlightWatch,
  type WatchAlert,
  type WatchAlertKind,
  type WatchAlertSettings,
  type WatchTrip,
} from './watches.constants';

/**
 * One string per trip: the same search typed twice, or reloaded from the URL, is the same watch.
 * Codes are upper-cased; fare class, sort and filters are not part of it (the watch follows the
 * trip's lowest price).
 */
export function tripKey(search: WatchTrip): string {
  const slices = search.slices.map((s) => `${s.origin.toUpperCase()}-${s.destination.toUpperCase()}-${s.departureDate}`);
  const p = search.passengers;
  return [search.tripType, ...slices, `${p.ADT}.${p.CNN}.${p.INF}.${p.INS}`].join('|');
}

/** What a decision needs of a watch: where it started, the user's target, and the price of its last alert. */
export interface AlertableWatch {
  priceAtWatch: number;
  targetPrice: number | null;
  /** The price the last alert of this watch announced; null before the first. */
  lastAlertPrice: number | null;
}

export type AlertSkipReason = 'AlertsOff' | 'DailyLimit' | 'NotEnoughDrop';
export type AlertDecision = { kind: 'None'; reason: AlertSkipReason } | { kind: WatchAlertKind; price: number; previousPrice: number };

export interface AlertInput {
  watch: AlertableWatch;
  /** The trip's price now, minor units. */
  price: number;
  settings: WatchAlertSettings;
  /** Alerts this user already got during the current day in the home time zone. */
  alertsToday: number;
  /** The daily budget; the product fixes it at one (MAX_ALERTS_PER_DAY). */
  perDay?: number;
}

/**
 * The user's budget comes first: the switch, then one message a day. Then the target: reached when
 * the price is at or below it, unless an alert already announced a price at or below it (reaching
 * the same target twice is not news). Else a drop of at least `minDrop` since the last announced
 * price — or since watching began — is; smaller drops and rises are not. Measuring from the last
 * alert rather than the lowest price seen means a price that bounces back and forth never repeats
 * an alert, while a slow slide still gets one each time it adds up to the threshold.
 */
export function alertDecision({ watch, price, settings, alertsToday, perDay = MAX_ALERTS_PER_DAY }: AlertInput): AlertDecision {
  if (!settings.alertsEnabled) return { kind: 'None', reason: 'AlertsOff' };
  if (alertsToday >= perDay) return { kind: 'None', reason: 'DailyLimit' };
  const previousPrice = watch.lastAlertPrice ?? watch.priceAtWatch;
  const target = watch.targetPrice;
  if (target !== null && price <= target && !(watch.lastAlertPrice !== null && watch.lastAlertPrice <= target)) {
    return { kind: 'TargetReached', price, previousPrice };
  }
  const drop = previousPrice - price;
  if (drop > 0 && drop >= settings.minDrop) return { kind: 'PriceDrop', price, previousPrice };
  return { kind: 'None', reason: 'NotEnoughDrop' };
}

type Sendable<T> = T & { decision: Exclude<AlertDecision, { kind: 'None' }> };

/**
 * With one message a day, the one to send when several watches qualify at once: a reached target
 * first (the user asked for it by name), then the largest drop; ties keep the earlier candidate.
 */
export function pickAlert<T extends { decision: AlertDecision }>(candidates: readonly T[]): Sendable<T> | null {
  let best: Sendable<T> | null = null;
  for (const c of candidates) {
    const d = c.decision;
    if (d.kind === 'None') continue;
    if (!best) {
      best = c as Sendable<T>;
      continue;
    }
    const b = best.decision;
    const rank = (k: WatchAlertKind) => (k === 'TargetReached' ? 1 : 0);
    if (rank(d.kind) > rank(b.kind) || (rank(d.kind) === rank(b.kind) && d.previousPrice - d.price > b.previousPrice - b.price)) {
      best = c as Sendable<T>;
    }
  }
  return best;
}

/**
 * What a watch's card says of its target, from the same facts as the Recent alerts list (issue 23):
 * - `Alerted`: the price is at or below the target and an alert of this watch announced a price at
 *   or below it (the list shows that alert);
 * - `Pending`: the price is at or below the target but no alert said so yet: the alert job sends it
 *   with a later hourly check (within the one-a-day budget);
 * - `AlertsOff`: at or below the target with alerts switched off: no alert will come;
 * - `None`: no target, nothing for sale, or the price is above the target.
 */
export type TargetStatus = { kind: 'None' } | { kind: 'Pending' } | { kind: 'AlertsOff' } | { kind: 'Alerted'; alert: WatchAlert };

export function targetStatus(
  watch: Pick<FlightWatch, 'id' | 'targetPrice' | 'currentPrice'>,
  alerts: readonly WatchAlert[],
  alertsEnabled: boolean,
): TargetStatus {
  const target = watch.targetPrice;
  if (target === null || watch.currentPrice === null || watch.currentPrice > target) return { kind: 'None' };
  // The newest alert of this watch at or below the target (the list is newest first, but do not rely on it).
  let alert: WatchAlert | undefined;
  for (const a of alerts) if (a.watchId === watch.id && a.price <= target && (!alert || a.createdAt > alert.createdAt)) alert = a;
  if (alert) return { kind: 'Alerted', alert };
  return alertsEnabled ? { kind: 'Pending' } : { kind: 'AlertsOff' };
}
