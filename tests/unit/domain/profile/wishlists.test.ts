import { describe, expect, it } from 'vitest';
import {
  addItem,
  defaultStayDates,
  defaultWishlistFor,
  favoriteIds,
  isFavorite,
  moveItem,
  removeProductEverywhere,
  removeWishlist,
  renameWishlist,
  restoreProduct,
  restoreWishlist,
  sortWishlists,
  upsertWishlist,
  wishlistOf,
  type Wishlists,
} from '../../../../src/lib/domain/profile/wishlists';
import type { Wishlist } from '../../../../src/lib/domain/profile/wishlists.schema';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const C = '00000000-0000-4000-8000-00000000000c';
const T = (n: number) => `2026-11-0${n}T10:00:00.000Z`;
const AT = '2026-11-22T12:00:00.000Z';

/** A wishlist from a compact description: products newest first. */
function list(wishlistId: string, updated: number, products: string[], name = `List ${wishlistId.slice(-1)}`): Wishlist {
  return {
    wishlistId,
    name,
    createdAt: T(1),
    updatedAt: T(updated),
    wishlistItems: products.map((productId, i) => ({ productId, wishlistId, createdAt: T(updated - i) })),
  };
}
/** The state as "id:product,product" in list order, to compare at a glance. */
const shape = (state: Wishlists) => state.map((w) => `${w.wishlistId.slice(-1)}:${w.wishlistItems.map((i) => i.productId).join(',')}`);

const state: Wishlists = [list(A, 5, ['h1', 'h2']), list(B, 3, ['h3', 'h1']), list(C, 2, [])];

describe('addItem', () => {
  it.each([
    ['adds newest first and moves the list to the top', 'h9', B, ['b:h9,h3,h1', 'a:h1,h2', 'c:']],
    ['adds to an empty list', 'h9', C, ['c:h9', 'a:h1,h2', 'b:h3,h1']],
    ['already there: nothing changes (idempotent)', 'h3', B, ['a:h1,h2', 'b:h3,h1', 'c:']],
    ['the same product may sit in two lists', 'h2', B, ['b:h2,h3,h1', 'a:h1,h2', 'c:']],
    ['an unknown wishlist changes nothing', 'h9', '00000000-0000-4000-8000-0000000000ff', ['a:h1,h2', 'b:h3,h1', 'c:']],
  ])('%s', (_name, productId, wishlistId, expected) => {
    const next = addItem(state, productId, wishlistId, AT);
    expect(shape(next)).toEqual(expected);
    expect(shape(state)).toEqual(['a:h1,h2', 'b:h3,h1', 'c:']);
  });

  it('stamps the item and the list with the time given, never earlier than the list was', () => {
    const next = addItem(state, 'h9', C, AT);
    expect(next[0]).toMatchObject({ updatedAt: AT, wishlistItems: [{ productId: 'h9', wishlistId: C, createdAt: AT }] });
    const early = addItem(state, 'h9', A, T(1));
    expect(early.find((w) => w.wishlistId === A)!.updatedAt).toBe(T(5));
  });
});

describe('removeProductEverywhere', () => {
  it.each([
    ['in two lists: leaves both', 'h1', ['a:h2', 'b:h3', 'c:']],
    ['in one list', 'h3', ['a:h1,h2', 'b:h1', 'c:']],
    ['in none: nothing changes', 'h9', ['a:h1,h2', 'b:h3,h1', 'c:']],
  ])('%s', (_name, productId, expected) => {
    expect(shape(removeProductEverywhere(state, productId))).toEqual(expected);
  });

  it('keeps every list where it was: removing is not an update', () => {
    expect(removeProductEverywhere(state, 'h3').map((w) => [w.wishlistId, w.updatedAt])).toEqual([
      [A, T(5)],
      [B, T(3)],
      [C, T(2)],
    ]);
  });
});

describe('moveItem', () => {
  it.each([
    ['from two lists into a third, which goes on top', 'h1', C, ['c:h1', 'a:h2', 'b:h3']],
    ['already in the target: leaves the others only', 'h1', A, ['a:h1,h2', 'b:h3', 'c:']],
    ['not a favorite yet: adds it', 'h9', C, ['c:h9', 'a:h1,h2', 'b:h3,h1']],
    ['an unknown target changes nothing', 'h1', '00000000-0000-4000-8000-0000000000ff', ['a:h1,h2', 'b:h3,h1', 'c:']],
  ])('%s', (_name, productId, to, expected) => {
    expect(shape(moveItem(state, productId, to, AT))).toEqual(expected);
  });

  it('keeps the date of an item already in the target', () => {
    const next = moveItem(state, 'h1', A, AT);
    expect(next.find((w) => w.wishlistId === A)!.wishlistItems[0]).toEqual({ productId: 'h1', wishlistId: A, createdAt: T(5) });
  });
});

describe('wishlists themselves', () => {
  it('rename changes the name and, with a time, the order', () => {
    expect(renameWishlist(state, C, 'Paris').find((w) => w.wishlistId === C)!.name).toBe('Paris');
    expect(renameWishlist(state, C, 'Paris', AT)[0]).toMatchObject({ wishlistId: C, name: 'Paris', updatedAt: AT });
  });

  it('remove drops the list and its items', () => {
    const next = removeWishlist(state, A);
    expect(shape(next)).toEqual(['b:h3,h1', 'c:']);
    expect(isFavorite(next, 'h2')).toBe(false);
    expect(isFavorite(next, 'h1')).toBe(true);
  });

  it.each([
    ['replaces a list by the answer', { ...list(B, 9, ['h7']), name: 'New' }, ['b:h7', 'a:h1,h2', 'c:']],
    ['adds a new list in order', list('00000000-0000-4000-8000-00000000000d', 4, []), ['a:h1,h2', 'd:', 'b:h3,h1', 'c:']],
  ])('upsert %s', (_name, answer, expected) => {
    expect(shape(upsertWishlist(state, answer))).toEqual(expected);
  });

  it('sorts by updatedAt, then newest created, then id', () => {
    const same = (id: string, created: string): Wishlist => ({ ...list(id, 4, []), createdAt: created });
    expect(sortWishlists([same(B, T(1)), same(A, T(1)), same(C, T(2))]).map((w) => w.wishlistId)).toEqual([C, A, B]);
  });
});

describe('rollback', () => {
  it.each([
    ['a failed add', (s: Wishlists) => addItem(s, 'h9', C, AT), 'h9'],
    ['a failed remove', (s: Wishlists) => removeProductEverywhere(s, 'h1'), 'h1'],
    ['a failed move', (s: Wishlists) => moveItem(s, 'h1', C, AT), 'h1'],
  ])('restoreProduct undoes %s exactly', (_name, change, productId) => {
    expect(restoreProduct(change(state), state, productId)).toEqual(sortWishlists(state));
  });

  it('restoreProduct keeps what changed for other products meanwhile', () => {
    const mine = removeProductEverywhere(state, 'h1');
    const theirs = addItem(mine, 'h8', C, AT);
    expect(shape(restoreProduct(theirs, state, 'h1'))).toEqual(['c:h8', 'a:h1,h2', 'b:h3,h1']);
  });

  it('restoreProduct keeps a wishlist created since, without the product', () => {
    const created = list('00000000-0000-4000-8000-00000000000d', 6, []);
    const next = addItem(upsertWishlist(state, created), 'h9', created.wishlistId, AT);
    expect(shape(restoreProduct(next, state, 'h9'))).toEqual(['d:', 'a:h1,h2', 'b:h3,h1', 'c:']);
  });

  it.each([
    ['a failed rename gets its name back', (s: Wishlists) => renameWishlist(s, B, 'Oops', AT), B],
    ['a failed delete gets the list back with its items', (s: Wishlists) => removeWishlist(s, A), A],
  ])('restoreWishlist: %s', (_name, change, id) => {
    expect(restoreWishlist(change(state), state, id)).toEqual(sortWishlists(state));
  });

  it('restoreWishlist drops a list the previous state did not have', () => {
    const added = upsertWishlist(state, list('00000000-0000-4000-8000-00000000000d', 9, []));
    expect(restoreWishlist(added, state, '00000000-0000-4000-8000-00000000000d')).toEqual(sortWishlists(state));
  });
});

describe('questions', () => {
  it.each([
    ['h1', true, A],
    ['h3', true, B],
    ['h9', false, null],
  ])('%s: favorite %s, first in list %s', (productId, favorite, first) => {
    expect(isFavorite(state, productId)).toBe(favorite);
    expect(wishlistOf(state, productId)?.wishlistId ?? null).toBe(first);
  });

  it('favoriteIds holds every product once', () => {
    expect([...favoriteIds(state)].sort()).toEqual(['h1', 'h2', 'h3']);
    expect(favoriteIds([]).size).toBe(0);
  });

  it.each([
    ['the most recently updated list', [list(B, 3, []), list(A, 5, [])], A],
    ['none yet: the caller creates one', [], null],
  ])('defaultWishlistFor: %s', (_name, lists, expected) => {
    expect(defaultWishlistFor(lists)?.wishlistId ?? null).toBe(expected);
  });
});

describe('defaultStayDates (SPEC §2, §9)', () => {
  it.each([
    ['2026-11-22', '2026-11-24', '2026-11-28'],
    ['2026-12-28', '2026-12-30', '2027-01-03'],
    ['2028-02-27', '2028-02-29', '2028-03-04'],
    ['2026-03-07', '2026-03-09', '2026-03-13'],
  ])('from %s: %s to %s, 2 adults, no children or pets', (today, checkIn, checkOut) => {
    expect(defaultStayDates(today)).toEqual({ checkIn, checkOut, adults: 2, children: 0, pets: 0 });
  });
});
