// Favorites (SPEC §2, §3 wishlists): the browser's copy of the user's wishlists. The store changes
// it before the API answers (a heart must react at once) and puts it back when the API refuses, so
// every change here is a pure function of the list.
import { addDays } from '../shared/dates';
import type { Wishlist, WishlistItem } from './wishlists.schema';

export type Wishlists = readonly Wishlist[];

/** At most this many wishlists per user and items per wishlist (one availability call prices a whole list). */
export const MAX_WISHLISTS = 20;
export const MAX_WISHLIST_ITEMS = 50;

/** Codes of the API's 422 answers when a limit is reached (MAX_WISHLISTS, MAX_WISHLIST_ITEMS). */
export const WishlistErrorCode = {
  TooManyWishlists: 'TooManyWishlists',
  WishlistFull: 'WishlistFull',
} as const;
export type WishlistErrorCode = (typeof WishlistErrorCode)[keyof typeof WishlistErrorCode];

/**
 * The API's order: most recently updated first; ties broken so two browsers show the same order.
 * A list is updated when a stay goes into it or it is renamed. Removing a stay leaves its place
 * alone: the list the user last put something in is where the next heart goes, and a list must not
 * jump to the top while the user is tidying it.
 */
export function sortWishlists(list: Wishlists): Wishlist[] {
  return [...list].sort(
    (a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.createdAt.localeCompare(a.createdAt) || a.wishlistId.localeCompare(b.wishlistId),
  );
}

/** Never moves updatedAt backwards: a browser clock behind the server's must not reorder the list wrongly. */
const later = (a: string, b: string) => (a > b ? a : b);

const has = (w: Wishlist, productId: string) => w.wishlistItems.some((i) => i.productId === productId);

/** Adds the product to one wishlist, newest first; already there (or no such wishlist) changes nothing. */
export function addItem(state: Wishlists, productId: string, wishlistId: string, at: string): Wishlist[] {
  const target = state.find((w) => w.wishlistId === wishlistId);
  if (!target || has(target, productId)) return [...state];
  const item: WishlistItem = { productId, wishlistId, createdAt: at };
  return sortWishlists(
    state.map((w) => (w === target ? { ...w, wishlistItems: [item, ...w.wishlistItems], updatedAt: later(w.updatedAt, at) } : w)),
  );
}

const without = (w: Wishlist, productId: string): Wishlist =>
  has(w, productId) ? { ...w, wishlistItems: w.wishlistItems.filter((i) => i.productId !== productId) } : w;

/** The heart's "unfavorite": the product leaves every wishlist (SPEC §7 wishlist-item/delete-all). */
export function removeProductEverywhere(state: Wishlists, productId: string): Wishlist[] {
  return state.map((w) => without(w, productId));
}

/** The product ends up in `toWishlistId` only; an item already there keeps its date. */
export function moveItem(state: Wishlists, productId: string, toWishlistId: string, at: string): Wishlist[] {
  if (!state.some((w) => w.wishlistId === toWishlistId)) return [...state];
  return addItem(
    state.map((w) => (w.wishlistId === toWishlistId ? w : without(w, productId))),
    productId,
    toWishlistId,
    at,
  );
}

export function renameWishlist(state: Wishlists, wishlistId: string, name: string, at?: string): Wishlist[] {
  return sortWishlists(
    state.map((w) =>
      w.wishlistId === wishlistId ? { ...w, name, updatedAt: at === undefined ? w.updatedAt : later(w.updatedAt, at) } : w,
    ),
  );
}

export function removeWishlist(state: Wishlists, wishlistId: string): Wishlist[] {
  return state.filter((w) => w.wishlistId !== wishlistId);
}

/** The API's answer for one wishlist replaces what the browser guessed. */
export function upsertWishlist(state: Wishlists, wishlist: Wishlist): Wishlist[] {
  return sortWishlists([...state.filter((w) => w.wishlistId !== wishlist.wishlistId), wishlist]);
}

/**
 * Rollback of one product's change: its items go back to what `previous` held, while every other
 * change made since (another product's toggle still in flight, a wishlist the API created) stays.
 */
export function restoreProduct(current: Wishlists, previous: Wishlists, productId: string): Wishlist[] {
  return sortWishlists(
    current.map((w) => {
      const before = previous.find((p) => p.wishlistId === w.wishlistId);
      const item = before?.wishlistItems.find((i) => i.productId === productId);
      const others = w.wishlistItems.filter((i) => i.productId !== productId);
      const items = item ? [item, ...others].sort((a, b) => b.createdAt.localeCompare(a.createdAt)) : others;
      const touched = has(w, productId) !== Boolean(item);
      return touched ? { ...w, wishlistItems: items, updatedAt: before?.updatedAt ?? w.updatedAt } : w;
    }),
  );
}

/** Rollback of a rename or delete: the wishlist as `previous` held it (its name; or all of it, if gone). */
export function restoreWishlist(current: Wishlists, previous: Wishlists, wishlistId: string): Wishlist[] {
  const before = previous.find((w) => w.wishlistId === wishlistId);
  if (!before) return removeWishlist(current, wishlistId);
  const now = current.find((w) => w.wishlistId === wishlistId);
  return upsertWishlist(current, now ? { ...now, name: before.name, updatedAt: before.updatedAt } : before);
}

export function isFavorite(state: Wishlists, productId: string): boolean {
  return state.some((w) => has(w, productId));
}

/** Every product in any wishlist: what the hearts on a results page show as pressed. */
export function favoriteIds(state: Wishlists): Set<string> {
  return new Set(state.flatMap((w) => w.wishlistItems.map((i) => i.productId)));
}

/** The first wishlist (in list order) holding the product, or null. */
export function wishlistOf(state: Wishlists, productId: string): Wishlist | null {
  return sortWishlists(state).find((w) => has(w, productId)) ?? null;
}

/** Where a heart adds: the most recently updated wishlist; null means the caller creates one first. */
export function defaultWishlistFor(state: Wishlists): Wishlist | null {
  return sortWishlists(state)[0] ?? null;
}

export interface StayDates {
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  pets: number;
}

/** SPEC §2/§9: favorites are priced for a stay from today+2 to today+6, 2 adults, no children or pets. */
export function defaultStayDates(today: string): StayDates {
  return { checkIn: addDays(today, 2), checkOut: addDays(today, 6), adults: 2, children: 0, pets: 0 };
}
