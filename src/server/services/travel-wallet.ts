// The travel wallet (SPEC §3 travel credits and offers; `user/wallet`): reading it, the starter
// items a new cardholder gets, and the holds a booking takes and gives back. Holds move amounts in
// the caller's transaction, each by one conditional statement, so two bookings racing for the same
// credit cannot both spend it.
import { and, desc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { travelWalletItems, walletEntries } from '../db/schema';
import { walletState, type TravelCredit, type TravelOffer } from '../../lib/domain/booking/travel-wallet';
import type { TravelWalletAnswer, WalletPaymentPart } from '../../lib/domain/booking/travel-wallet.schema';
import type { Executor, Tx } from '../db/types';

type Row = typeof travelWalletItems.$inferSelect;

export function toTravelCredit(row: Row, now: Date): TravelCredit {
  const expiresAt = row.expiresAt.toISOString();
  return {
    id: row.id,
    type: row.creditType ?? 'Adjustment',
    state: walletState({ state: row.state, expiresAt }, now),
    amountMinor: row.amountMinor,
    originalMinor: row.originalMinor,
    expiresAt,
  };
}

export function toTravelOffer(row: Row, now: Date): TravelOffer {
  const expiresAt = row.expiresAt.toISOString();
  return {
    id: row.id,
    state: walletState({ state: row.state, expiresAt }, now),
    discountMinor: row.amountMinor,
    minimumSpendMinor: row.minimumSpendMinor,
    products: [...row.products],
    expiresAt,
  };
}

export async function walletRows(db: Executor, userId: string): Promise<Row[]> {
  return db
    .select()
    .from(travelWalletItems)
    .where(eq(travelWalletItems.userId, userId))
    .orderBy(desc(travelWalletItems.createdAt), travelWalletItems.id);
}

export function toWallet(rows: readonly Row[], now: Date): TravelWalletAnswer {
  return {
    credits: rows.filter((r) => r.kind === 'Credit').map((r) => toTravelCredit(r, now)),
    offers: rows.filter((r) => r.kind === 'Offer').map((r) => toTravelOffer(r, now)),
  };
}

export async function getWallet(db: Db, userId: string, now: Date): Promise<TravelWalletAnswer> {
  return toWallet(await walletRows(db, userId), now);
}

/** Whether the user holds a credit that can pay now (SPEC §7 tracking's has_travel_credit). */
export async function hasTravelCredit(db: Db, userId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: travelWalletItems.id })
    .from(travelWalletItems)
    .where(
      and(
        eq(travelWalletItems.userId, userId),
        eq(travelWalletItems.kind, 'Credit'),
        eq(travelWalletItems.state, 'Available'),
        gt(travelWalletItems.amountMinor, 0),
        gt(travelWalletItems.expiresAt, now),
      ),
    )
    .limit(1);
  return Boolean(row);
}

const DAY_MS = 86_400_000;

/**
 * What a new cardholder's wallet holds (demo data and test users): a referral credit and a flight
 * offer, so the checkout's wallet can be tried. Business travelers pay by company rules, not these.
 */
export function starterWallet(userId: string, now: Date): (typeof travelWalletItems.$inferInsert)[] {
  return [
    {
      userId,
      kind: 'Credit',
      creditType: 'ReferralCredit',
      state: 'Available',
      amountMinor: 5_000,
      originalMinor: 5_000,
      expiresAt: new Date(now.getTime() + 365 * DAY_MS),
      createdAt: now,
    },
    {
      userId,
      kind: 'Offer',
      state: 'Available',
      amountMinor: 2_500,
      originalMinor: 2_500,
      minimumSpendMinor: 25_000,
      products: ['Flight'],
      expiresAt: new Date(now.getTime() + 90 * DAY_MS),
      createdAt: now,
    },
  ];
}

/**
 * Takes each part from its item: a credit's amount goes down by what it pays (Redeemed at zero),
 * an offer turns Redeemed. Answers the id of the first item no longer there to take (spent,
 * expired, or held by another booking meanwhile), or null; the caller rolls back what was taken.
 */
export async function takeWalletItems(tx: Tx, userId: string, parts: readonly WalletPaymentPart[], now: Date): Promise<string | null> {
  for (const part of parts) {
    const mine = and(
      eq(travelWalletItems.id, part.id),
      eq(travelWalletItems.userId, userId),
      eq(travelWalletItems.state, 'Available'),
      gt(travelWalletItems.expiresAt, now),
    );
    const taken =
      part.kind === 'TravelWalletCredit'
        ? await tx
            .update(travelWalletItems)
            .set({
              amountMinor: sql`${travelWalletItems.amountMinor} - ${part.amountMinor}`,
              state: sql`case when ${travelWalletItems.amountMinor} = ${part.amountMinor} then 'Redeemed' else 'Available' end`,
            })
            .where(and(mine, eq(travelWalletItems.kind, 'Credit'), gte(travelWalletItems.amountMinor, part.amountMinor)))
            .returning({ id: travelWalletItems.id })
        : await tx
            .update(travelWalletItems)
            .set({ state: 'Redeemed' })
            .where(and(mine, eq(travelWalletItems.kind, 'Offer')))
            .returning({ id: travelWalletItems.id });
    if (!taken.length) return part.id;
  }
  return null;
}

/** The Hold rows of what takeWalletItems took, once the booking they belong to is written. */
export async function recordWalletHolds(tx: Tx, bookingId: string, parts: readonly WalletPaymentPart[], now: Date): Promise<void> {
  if (!parts.length) return;
  await tx
    .insert(walletEntries)
    .values(parts.map((p) => ({ itemId: p.id, bookingId, kind: 'Hold' as const, amountMinor: -p.amountMinor, createdAt: now })));
}

/** Settles a booking's wallet holds: Debit on confirmation (already taken), else Release and give back. */
export async function settleWallet(tx: Tx, bookingId: string, outcome: 'Confirmed' | 'Declined', now: Date): Promise<void> {
  const holds = await tx
    .select()
    .from(walletEntries)
    .where(and(eq(walletEntries.bookingId, bookingId), eq(walletEntries.kind, 'Hold')));
  if (!holds.length) return;
  const releases = holds.map((h) => ({
    itemId: h.itemId,
    bookingId,
    kind: 'Release' as const,
    amountMinor: -h.amountMinor,
    createdAt: now,
  }));
  if (outcome === 'Confirmed') {
    const debits = holds.map((h) => ({ itemId: h.itemId, bookingId, kind: 'Debit' as const, amountMinor: h.amountMinor, createdAt: now }));
    await tx.insert(walletEntries).values([...releases, ...debits]);
    return;
  }
  await tx.insert(walletEntries).values(releases);
  const items = await tx
    .select({ id: travelWalletItems.id, kind: travelWalletItems.kind })
    .from(travelWalletItems)
    .where(
      inArray(
        travelWalletItems.id,
        holds.map((h) => h.itemId),
      ),
    );
  for (const hold of holds) {
    const kind = items.find((i) => i.id === hold.itemId)?.kind;
    await tx
      .update(travelWalletItems)
      .set(
        kind === 'Credit'
          ? { amountMinor: sql`${travelWalletItems.amountMinor} + ${-hold.amountMinor}`, state: 'Available' }
          : { state: 'Available' },
      )
      .where(eq(travelWalletItems.id, hold.itemId));
  }
}

/** Gives back what a cancel returns to each item: a credit's amount (Available again), an offer made usable again. */
export async function refundWallet(
  tx: Tx,
  bookingId: string,
  parts: readonly { kind: 'TravelWalletOffer' | 'TravelWalletCredit'; id: string; amountMinor: number }[],
  now: Date,
): Promise<void> {
  if (!parts.length) return;
  await tx
    .insert(walletEntries)
    .values(parts.map((p) => ({ itemId: p.id, bookingId, kind: 'Refund' as const, amountMinor: p.amountMinor, createdAt: now })));
  for (const part of parts) {
    await tx
      .update(travelWalletItems)
      .set(
        part.kind === 'TravelWalletCredit'
          ? { amountMinor: sql`${travelWalletItems.amountMinor} + ${part.amountMinor}`, state: 'Available' }
          : { state: 'Available' },
      )
      .where(eq(travelWalletItems.id, part.id));
  }
}
