// SPEC §7 wishlists service (favorites): the signed-in user's wishlists and the stays in them.
// Every query names the user, so another user's wishlist is indistinguishable from none (404).
import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import { ErrorCode } from '../../lib/domain/shared/errors';
import { isStorableText } from '../../lib/domain/profile/travelers.schema';
import { WishlistErrorCode } from '../../lib/domain/profile/wishlists';
import { MAX_WISHLIST_ITEMS, MAX_WISHLISTS } from '../../lib/domain/profile/wishlists';
import type { Wishlist, WishlistItem } from '../../lib/domain/profile/wishlists.schema';
import type { Db } from '../db/client';
import { users, wishlistItems, wishlists } from '../db/schema';
import { ApiFailure, invalid } from '../http/errors';
import { lodgingById } from '../inventory/lodging/catalog';
import type { Executor } from '../db/types';

type WishlistRow = typeof wishlists.$inferSelect;
type ItemRow = typeof wishlistItems.$inferSelect;

export const wishlistNotFound = () =>
  new ApiFailure(404, ErrorCode.NotFound, "We couldn't find this wishlist among yours. Reload your favorites and try again.");

const toItem = (r: ItemRow): WishlistItem => ({ productId: r.productId, wishlistId: r.wishlistId, createdAt: r.createdAt.toISOString() });

function toWishlist(row: WishlistRow, items: ItemRow[]): Wishlist {
  return {
    wishlistId: row.id,
    name: row.name,
    wishlistItems: items.filter((i) => i.wishlistId === row.id).map(toItem),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** PostgreSQL text cannot hold NUL; the body schema lets it through, so it is refused here (400 like the schema's). */
function storableName(name: string): void {
  if (isStorableText(name)) return;
  const message = 'Use a name without NUL characters or unpaired surrogates.';
  throw new ApiFailure(400, ErrorCode.ValidationFailed, `name: ${message}`, { fields: [{ path: 'name', message }] });
}

/** Newest first; the product id only breaks ties, so every answer lists the same order. */
const itemOrder = [desc(wishlistItems.createdAt), asc(wishlistItems.productId)];

async function itemsOf(db: Executor, wishlistIds: string[]): Promise<ItemRow[]> {
  if (wishlistIds.length === 0) return [];
  return db
    .select()
    .from(wishlistItems)
    .where(inArray(wishlistItems.wishlistId, wishlistIds))
    .orderBy(...itemOrder);
}

/** The caller's wishlist row, or 404 whether it is someone else's or does not exist. */
async function ownRow(db: Executor, userId: string, wishlistId: string, lock = false): Promise<WishlistRow> {
  const query = db
    .select()
    .from(wishlists)
    .where(and(eq(wishlists.id, wishlistId), eq(wishlists.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw wishlistNotFound();
  return row;
}

async function withItems(db: Executor, row: WishlistRow): Promise<Wishlist> {
  return toWishlist(row, await itemsOf(db, [row.id]));
}

/** Serialises one user's changes, so two concurrent adds cannot both pass a limit. */
async function lockUser(tx: Executor, userId: string): Promise<void> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  if (!row) throw new ApiFailure(401, ErrorCode.Unauthorized, 'Your account no longer exists. Sign in again.');
}

/** wishlist/get-all: most recently updated first (an add or a rename updates a list; a removal does not). */
export async function listWishlists(db: Db, userId: string): Promise<Wishlist[]> {
  const rows = await db
    .select()
    .from(wishlists)
    .where(eq(wishlists.userId, userId))
    .orderBy(desc(wishlists.updatedAt), desc(wishlists.createdAt), asc(wishlists.id));
  const items = await itemsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toWishlist(r, items));
}

export async function getWishlist(db: Db, userId: string, wishlistId: string): Promise<Wishlist> {
  return withItems(db, await ownRow(db, userId, wishlistId));
}

/** wishlist-item/get-all-by-user: every stay in any of the user's wishlists, newest first. */
export async function listItems(db: Db, userId: string): Promise<WishlistItem[]> {
  const rows = await db
    .select()
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(...itemOrder);
  return rows.map(toItem);
}

export async function createWishlist(db: Db, userId: string, name: string, now: Date): Promise<Wishlist> {
  storableName(name);
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [held] = await tx.select({ n: count() }).from(wishlists).where(eq(wishlists.userId, userId));
    if ((held?.n ?? 0) >= MAX_WISHLISTS) {
      throw invalid(
        WishlistErrorCode.TooManyWishlists,
        'name',
        `You can keep up to ${MAX_WISHLISTS} wishlists. Delete one you no longer use, then create the new one.`,
      );
    }
    const [row] = await tx.insert(wishlists).values({ userId, name, createdAt: now, updatedAt: now }).returning();
    return toWishlist(row!, []);
  });
}

export async function renameWishlist(db: Db, userId: string, wishlistId: string, name: string, now: Date): Promise<Wishlist> {
  storableName(name);
  const [row] = await db
    .update(wishlists)
    .set({ name, updatedAt: now })
    .where(and(eq(wishlists.id, wishlistId), eq(wishlists.userId, userId)))
    .returning();
  if (!row) throw wishlistNotFound();
  return withItems(db, row);
}

/** Deletes the wishlist and, with it, its items. */
export async function deleteWishlist(db: Db, userId: string, wishlistId: string): Promise<void> {
  const deleted = await db
    .delete(wishlists)
    .where(and(eq(wishlists.id, wishlistId), eq(wishlists.userId, userId)))
    .returning({ id: wishlists.id });
  if (deleted.length === 0) throw wishlistNotFound();
}

/**
 * wishlist-item/create: adding a stay already in the wishlist changes nothing; `move` also takes it
 * out of the user's other wishlists, in the same transaction. Answers the wishlist as it now is.
 */
export async function addItem(
  db: Db,
  userId: string,
  input: { productId: string; wishlistId: string; move: boolean },
  now: Date,
): Promise<Wishlist> {
  const { productId, wishlistId, move } = input;
  if (!lodgingById(productId)) {
    throw invalid(ErrorCode.ValidationFailed, 'productId', "We don't know this stay. Add a stay from the search results.");
  }
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const row = await ownRow(tx, userId, wishlistId, true);
    if (move) {
      await tx
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId), ne(wishlistItems.wishlistId, wishlistId)));
    }
    const items = await itemsOf(tx, [wishlistId]);
    if (items.some((i) => i.productId === productId)) return toWishlist(row, items);
    if (items.length >= MAX_WISHLIST_ITEMS) {
      throw invalid(
        WishlistErrorCode.WishlistFull,
        'wishlistId',
        `A wishlist holds up to ${MAX_WISHLIST_ITEMS} stays. Remove one from this wishlist, or save the stay in another one.`,
      );
    }
    await tx.insert(wishlistItems).values({ wishlistId, userId, productId, createdAt: now });
    const [updated] = await tx.update(wishlists).set({ updatedAt: now }).where(eq(wishlists.id, wishlistId)).returning();
    return withItems(tx, updated!);
  });
}

/** wishlist-item/delete-all: the stay leaves every wishlist of the user; none held it is fine too. */
export async function removeProduct(db: Db, userId: string, productId: string): Promise<void> {
  // Text the database cannot hold was never stored, so there is nothing to remove.
  if (!isStorableText(productId)) return;
  await db.delete(wishlistItems).where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
}
