// The hourly price check of every watched trip: re-price it, remember the lowest price seen, and
// write the alerts the user's budget allows into watch_alerts, the outbox a mailer delivers from.
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Logger } from 'pino';
import { alertDecision, pickAlert, tripKey, type AlertDecision } from '../../lib/domain/flights/watches';
import type { WatchAlertRunResult, WatchTrip } from '../../lib/domain/flights/watches.schema';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { flightWatches, users, watchAlerts } from '../db/schema';
import type { Executor } from '../db/types';
import { getSettings, tripPrice, type WatchRow } from './flight-watches';
import { homeToday } from '../../lib/domain/shared/dates';

export interface WatchAlertDeps {
  db: Db;
  logger?: Logger;
  /** The trip's price as seen on a search day; tests pass their own to script price moves. */
  priceOf?: (trip: WatchTrip, searchDay: string) => number | null;
}

const HOUR = 3_600_000;
const USERS_PER_PAGE = 100;

/**
 * Alerts this user got during `today` in the home time zone. Only the last 26 hours can hold them
 * (a day is at most 25 hours long across a daylight-saving change).
 */
async function alertsToday(tx: Executor, userId: string, today: string, now: Date): Promise<number> {
  const recent = await tx
    .select({ createdAt: watchAlerts.createdAt })
    .from(watchAlerts)
    .where(and(eq(watchAlerts.userId, userId), gt(watchAlerts.createdAt, new Date(now.getTime() - 26 * HOUR))));
  return recent.filter((r) => homeToday(r.createdAt.getTime()) === today).length;
}

type Checked = { row: WatchRow; price: number | null; decision: AlertDecision };
type PriceOf = NonNullable<WatchAlertDeps['priceOf']>;

// The simulator prices a trip once per search day, so one computation a day per trip serves every
// hourly run (a cold price costs tens of milliseconds per flight); a new day starts afresh.
let memoDay = '';
const dayPrices = new Map<string, number | null>();
function pricedToday(trip: WatchTrip, day: string): number | null {
  if (day !== memoDay) {
    dayPrices.clear();
    memoDay = day;
  }
  const key = tripKey(trip);
  if (!dayPrices.has(key)) dayPrices.set(key, tripPrice(trip, day));
  return dayPrices.get(key)!;
}

/** Lets requests in between two prices: a run must not stall the server it shares. */
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

const departed = (row: Pick<WatchRow, 'trip'>, today: string) => {
  const departure = row.trip.slices[0]?.departureDate;
  return !departure || departure < today;
};

/**
 * One user's watches. Priced first, outside any lock; then decided and written in one transaction
 * under the user's row lock, so two servers running at once cannot both spend the day's alert.
 * Departed trips are left alone.
 */
async function runForUser(db: Db, userId: string, now: Date, priceOf: PriceOf): Promise<WatchAlertRunResult> {
  const today = homeToday(now.getTime());
  const prices = new Map<string, number | null>();
  for (const row of await db
    .select({ id: flightWatches.id, trip: flightWatches.trip })
    .from(flightWatches)
    .where(eq(flightWatches.userId, userId))) {
    if (departed(row, today)) continue;
    prices.set(row.id, priceOf(row.trip, today));
    await yieldToRequests();
  }
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (!user) return { checked: 0, skipped: 0, alerts: 0 };
    const settings = await getSettings(tx, userId);
    const rows = await tx
      .select()
      .from(flightWatches)
      .where(eq(flightWatches.userId, userId))
      .orderBy(asc(flightWatches.createdAt), asc(flightWatches.id));
    const spent = await alertsToday(tx, userId, today, now);
    const checked: Checked[] = [];
    let skipped = 0;
    for (const row of rows) {
      if (departed(row, today)) {
        skipped++;
        continue;
      }
      // A watch added since the prices were taken is priced here.
      const price = prices.has(row.id) ? prices.get(row.id)! : priceOf(row.trip, today);
      const decision: AlertDecision =
        price === null ? { kind: 'None', reason: 'NotEnoughDrop' } : alertDecision({ watch: row, price, settings, alertsToday: spent });
      checked.push({ row, price, decision });
    }
    const chosen = pickAlert(checked);
    for (const { row, price } of checked) {
      const alerted = chosen?.row.id === row.id;
      await tx
        .update(flightWatches)
        .set({
          currentPrice: price,
          lowestSeen: price === null ? row.lowestSeen : Math.min(row.lowestSeen, price),
          lastCheckedAt: now,
          ...(alerted ? { lastAlertAt: now, lastAlertPrice: price } : {}),
        })
        .where(eq(flightWatches.id, row.id));
    }
    if (chosen) {
      const { kind, price, previousPrice } = chosen.decision;
      await tx.insert(watchAlerts).values({ userId, watchId: chosen.row.id, kind, price, previousPrice, createdAt: now });
    }
    return { checked: checked.length, skipped, alerts: chosen ? 1 : 0 };
  });
}

/** Re-prices every watch as seen on `now`'s day; one user's failure is logged and does not stop the others. */
export async function runWatchAlerts(deps: WatchAlertDeps, now: Date): Promise<WatchAlertRunResult> {
  const priceOf = deps.priceOf ?? pricedToday;
  const total: WatchAlertRunResult = { checked: 0, skipped: 0, alerts: 0 };
  let after: string | undefined;
  for (;;) {
    const page = await deps.db
      .selectDistinct({ userId: flightWatches.userId })
      .from(flightWatches)
      .where(after === undefined ? undefined : gt(flightWatches.userId, after))
      .orderBy(asc(flightWatches.userId))
      .limit(USERS_PER_PAGE);
    for (const { userId } of page) {
      try {
        const r = await runForUser(deps.db, userId, now, priceOf);
        total.checked += r.checked;
        total.skipped += r.skipped;
        total.alerts += r.alerts;
      } catch (err) {
        deps.logger?.error({ err, userId }, 'watch alerts failed for a user');
      }
    }
    if (page.length < USERS_PER_PAGE) return total;
    after = page[page.length - 1]!.userId;
  }
}

/**
 * Runs the check every hour from a server process. The timer is unref'd (it never keeps a process
 * alive) and a run still going skips the next tick. Answers a function that stops it.
 */
export function scheduleWatchAlerts(deps: WatchAlertDeps, clock: Clock, everyMs = HOUR): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runWatchAlerts(deps, clock())
      .then((result) => deps.logger?.info(result, 'watch alerts checked'))
      .catch((err: unknown) => deps.logger?.error({ err }, 'watch alerts run failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
