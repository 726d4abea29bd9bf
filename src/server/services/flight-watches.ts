// Watched flight trips (SPEC §3 flight watch, §2 Trips → Watched trips): the signed-in user's watches, their alert budget and the
// alerts written for them. Every query names the user, so another user's watch answers 404 like none.
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { ErrorCode } from '../../lib/domain/shared/errors';
import type { FlightQuery } from '../../lib/domain/flights/flights.schema';
import { tripKey } from '../../lib/domain/flights/watches';
import {
  ALERTS_LISTED,
  DEFAULT_WATCH_ALERT_SETTINGS,
  MAX_WATCHES,
  WatchErrorCode,
  type FlightWatch,
  type WatchAlert,
  type WatchAlertSettings,
  type WatchCreateBody,
  type WatchTrip,
} from '../../lib/domain/flights/watches.schema';
import type { Db } from '../db/client';
import { flightWatches, users, watchAlerts, watchAlertSettings } from '../db/schema';
import { ApiFailure, invalid } from '../http/errors';
import { lowestOneWay } from '../inventory/flights/prices';
import { reference } from '../inventory/reference';
import { checkFlightSearch } from './flights';
import { homeToday } from '../../lib/domain/shared/dates';
import type { Executor } from '../db/types';

export type WatchRow = typeof flightWatches.$inferSelect;

export const watchNotFound = () =>
  new ApiFailure(404, ErrorCode.NotFound, "We couldn't find this trip among your watched trips. Reload Watched trips and try again.");

/**
 * The trip's lowest price for one adult as seen on `searchDay`: each flight's cheapest fare with
 * taxes, added up (for a round trip, what the prediction's lowestTrip answers). Null when a flight
 * has nothing for sale.
 */
export function tripPrice(trip: WatchTrip, searchDay: string): number | null {
  let total = 0;
  for (const s of trip.slices) {
    const price = lowestOneWay(reference(), s.origin, s.destination, s.departureDate, searchDay);
    if (price === null) return null;
    total += price;
  }
  return total;
}

export function toWatch(row: WatchRow): FlightWatch {
  const { tripType, slices, passengers } = row.trip;
  return {
    id: row.id,
    tripKey: row.tripKey,
    tripType,
    slices,
    passengers,
    createdAt: row.createdAt.toISOString(),
    priceAtWatch: row.priceAtWatch,
    currentPrice: row.currentPrice,
    lowestSeen: row.lowestSeen,
    targetPrice: row.targetPrice,
    lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
    lastAlertAt: row.lastAlertAt?.toISOString() ?? null,
  };
}

/** Serialises one user's changes: two concurrent watches cannot both pass the limit, two alert runs cannot both spend the day's alert. */
export async function lockUser(tx: Executor, userId: string): Promise<void> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  if (!row) throw new ApiFailure(401, ErrorCode.Unauthorized, 'Your account no longer exists. Sign in again.');
}

export async function getSettings(db: Executor, userId: string): Promise<WatchAlertSettings> {
  const [row] = await db.select().from(watchAlertSettings).where(eq(watchAlertSettings.userId, userId));
  return row ? { alertsEnabled: row.alertsEnabled, minDrop: row.minDrop } : { ...DEFAULT_WATCH_ALERT_SETTINGS };
}

/** Newest first; the id only breaks ties, so every answer lists the same order. */
export async function listWatches(db: Db, userId: string): Promise<{ watches: FlightWatch[]; settings: WatchAlertSettings }> {
  const rows = await db
    .select()
    .from(flightWatches)
    .where(eq(flightWatches.userId, userId))
    .orderBy(desc(flightWatches.createdAt), asc(flightWatches.id));
  return { watches: rows.map(toWatch), settings: await getSettings(db, userId) };
}

/**
 * Watches a trip, checked as a search is (passengers, airports, dates, slice order) and priced now.
 * Watching a trip already watched answers that watch unchanged (`created: false`), target included:
 * PATCH changes the target.
 */
export async function createWatch(
  db: Db,
  userId: string,
  body: WatchCreateBody,
  now: Date,
): Promise<{ watch: FlightWatch; created: boolean }> {
  const today = homeToday(now.getTime());
  const trip: WatchTrip = {
    tripType: body.tripType,
    slices: body.slices.map(({ origin, destination, departureDate }) => ({ origin, destination, departureDate })),
    passengers: { ADT: body.passengers.ADT, CNN: body.passengers.CNN, INF: body.passengers.INF, INS: body.passengers.INS },
  };
  checkFlightSearch(trip satisfies FlightQuery, today);
  const key = tripKey(trip);
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [existing] = await tx
      .select()
      .from(flightWatches)
      .where(and(eq(flightWatches.userId, userId), eq(flightWatches.tripKey, key)));
    if (existing) return { watch: toWatch(existing), created: false };
    const [held] = await tx.select({ n: count() }).from(flightWatches).where(eq(flightWatches.userId, userId));
    if ((held?.n ?? 0) >= MAX_WATCHES) {
      throw invalid(
        WatchErrorCode.TooManyWatches,
        'slices',
        `You can watch up to ${MAX_WATCHES} trips. Stop watching one in Trips > Watched trips, then watch this one.`,
      );
    }
    const price = tripPrice(trip, today);
    if (price === null) {
      throw invalid(
        WatchErrorCode.NoFlightsFound,
        'slices',
        'No flights are sold for this trip on these dates, so there is no price to watch.',
      );
    }
    const [row] = await tx
      .insert(flightWatches)
      .values({
        userId,
        tripKey: key,
        trip,
        priceAtWatch: price,
        currentPrice: price,
        lowestSeen: price,
        targetPrice: body.targetPrice ?? null,
        lastCheckedAt: now,
        createdAt: now,
      })
      .returning();
    return { watch: toWatch(row!), created: true };
  });
}

/** Sets or clears (null) the target price; leaving it out changes nothing. */
export async function updateWatch(
  db: Db,
  userId: string,
  id: string,
  body: { targetPrice?: number | null | undefined },
): Promise<FlightWatch> {
  const mine = and(eq(flightWatches.id, id), eq(flightWatches.userId, userId));
  const [row] =
    body.targetPrice === undefined
      ? await db.select().from(flightWatches).where(mine)
      : await db.update(flightWatches).set({ targetPrice: body.targetPrice }).where(mine).returning();
  if (!row) throw watchNotFound();
  return toWatch(row);
}

/** Stops watching; the watch's alerts go with it. */
export async function deleteWatch(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(flightWatches)
    .where(and(eq(flightWatches.id, id), eq(flightWatches.userId, userId)))
    .returning({ id: flightWatches.id });
  if (deleted.length === 0) throw watchNotFound();
}

export async function saveSettings(db: Db, userId: string, settings: WatchAlertSettings): Promise<WatchAlertSettings> {
  const [row] = await db
    .insert(watchAlertSettings)
    .values({ userId, ...settings })
    .onConflictDoUpdate({ target: watchAlertSettings.userId, set: settings })
    .returning();
  return { alertsEnabled: row!.alertsEnabled, minDrop: row!.minDrop };
}

/** The last ALERTS_LISTED alerts, newest first. */
export async function listAlerts(db: Db, userId: string): Promise<WatchAlert[]> {
  const rows = await db
    .select()
    .from(watchAlerts)
    .where(eq(watchAlerts.userId, userId))
    .orderBy(desc(watchAlerts.createdAt), asc(watchAlerts.id))
    .limit(ALERTS_LISTED);
  return rows.map((r) => ({
    id: r.id,
    watchId: r.watchId,
    createdAt: r.createdAt.toISOString(),
    kind: r.kind,
    price: r.price,
    previousPrice: r.previousPrice,
  }));
}
