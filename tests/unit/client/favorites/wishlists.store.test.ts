import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  $favoriteIds,
  $pendingFavorites,
  $wishlists,
  createWishlist,
  deleteWishlist,
  loadWishlists,
  moveFavorite,
  removeFavorite,
  renameWishlist,
  resetWishlistsStore,
  toggleFavorite,
} from '../../../../src/lib/client/favorites/wishlists.store';
import { setToken } from '../../../../src/lib/client/api';
import { $session } from '../../../../src/lib/client/session.store';
import { StorageKeys } from '../../../../src/lib/client/storage-keys';
import { CallState } from '../../../../src/lib/domain/shared/call-state';
import type { Wishlist } from '../../../../src/lib/domain/profile/wishlists.schema';
import { apiError, fakeApi, held, history, reply, sessionInfo, settle } from '../profile/fake-api';

const W = '/travel/wishlists';
const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const NEW = '00000000-0000-4000-8000-0000000000ee';

function wishlist(wishlistId: string, updated: string, products: string[], name = 'Trips'): Wishlist {
  return {
    wishlistId,
    name,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: updated,
    wishlistItems: products.map((productId) => ({ productId, wishlistId, createdAt: updated })),
  };
}
const paris = wishlist(A, '2026-11-10T00:00:00.000Z', ['h1', 'h2'], 'Paris');
const beach = wishlist(B, '2026-11-05T00:00:00.000Z', ['h3'], 'Beach');
const ids = () => [...$favoriteIds.get()].sort();
const shape = () => $wishlists.get().wishlists.map((w) => `${w.name}:${w.wishlistItems.map((i) => i.productId).join(',')}`);
const FAV = { defaultName: 'Favorites' };

let api: ReturnType<typeof fakeApi>;
let stopSession: () => void;
beforeEach(() => {
  api = fakeApi('/hotels/');
  resetWishlistsStore();
  // Session not yet confirmed: actions run, and nothing loads by itself (the `sessions` tests sign in).
  stopSession = $session.listen(() => undefined);
  $session.set({ kind: 'Unknown' });
});
afterEach(() => {
  stopSession();
  // Unmounts at once (not after nanostores' delay), so the next test's session changes reach no old subscription.
  cleanStores($favoriteIds, $wishlists);
});

async function loaded(...lists: Wishlist[]) {
  api.on(`POST ${W}/wishlist/get-all`, reply(200, { value: lists }));
  await loadWishlists();
}

describe('loadWishlists (SPEC §7 wishlist/get-all)', () => {
  it('goes NotCalled → InProcess → Success, most recently updated first', async () => {
    expect($wishlists.get()).toEqual({ load: CallState.NotCalled, wishlists: [], error: null });
    const states = history($wishlists, (s) => s.load);
    await loaded(beach, paris);
    expect(states.values).toEqual([CallState.InProcess, CallState.Success]);
    expect(shape()).toEqual(['Paris:h1,h2', 'Beach:h3']);
    expect(ids()).toEqual(['h1', 'h2', 'h3']);
    expect(api.callsTo(`POST ${W}/wishlist/get-all`)[0]!.body).toEqual({});
    states.stop();
  });

  it('a failure sets Failed with the message; calls made together share one request', async () => {
    api.on(`POST ${W}/wishlist/get-all`, apiError(500, 'Internal', 'Something went wrong on our side.'));
    await Promise.all([loadWishlists(), loadWishlists()]);
    expect(api.callsTo(`POST ${W}/wishlist/get-all`)).toHaveLength(1);
    expect($wishlists.get()).toEqual({ load: CallState.Failed, wishlists: [], error: 'Something went wrong on our side.' });
  });
});

describe('toggleFavorite: adding (optimistic)', () => {
  it('goes into the most recently updated wishlist at once, then takes the API answer', async () => {
    await loaded(beach, paris);
    const answer = held();
    api.on(`POST ${W}/wishlist-item/create`, answer.answer);
    const toggling = toggleFavorite('h9', FAV);
    await settle();
    expect(ids()).toContain('h9');
    expect($pendingFavorites.get().has('h9')).toBe(true);
    expect(shape()[0]).toBe('Paris:h9,h1,h2');
    const served = { ...wishlist(A, '2026-11-22T12:00:01.000Z', ['h9', 'h1', 'h2'], 'Paris') };
    answer.release(reply(200, { value: served }));
    expect(await toggling).toEqual({ kind: 'Added', wishlistId: A });
    expect(api.callsTo(`POST ${W}/wishlist-item/create`)[0]!.body).toEqual({ productId: 'h9', wishlistId: A });
    expect($wishlists.get().wishlists[0]).toEqual(served);
    expect($pendingFavorites.get().size).toBe(0);
  });

  it('loads the wishlists first when they never loaded, so a favorite is not added twice', async () => {
    api.on(`POST ${W}/wishlist/get-all`, reply(200, { value: [paris] }));
    api.on(`POST ${W}/wishlist-item/delete-all`, reply(200, {}));
    expect(await toggleFavorite('h1', FAV)).toEqual({ kind: 'Removed' });
    expect(api.callsTo(`POST ${W}/wishlist-item/create`)).toHaveLength(0);
  });

  it('a load that fails fails the toggle and sends nothing else', async () => {
    api.on(`POST ${W}/wishlist/get-all`, apiError(503, 'Maintenance', 'We are down for maintenance.'));
    expect(await toggleFavorite('h1', FAV)).toEqual({ kind: 'Failed', code: 'Maintenance', message: 'We are down for maintenance.' });
    expect(api.calls.map((c) => c.path)).toEqual([`${W}/wishlist/get-all`]);
  });

  it('with no wishlist, creates one named defaultName first; the heart is pressed meanwhile', async () => {
    await loaded();
    const created = held();
    api.on(`POST ${W}/wishlist/create`, created.answer);
    api.on(`POST ${W}/wishlist-item/create`, reply(200, { value: wishlist(NEW, '2026-11-22T12:00:02.000Z', ['h9'], 'Favorites') }));
    const toggling = toggleFavorite('h9', FAV);
    await settle();
    expect(ids()).toEqual(['h9']);
    expect(shape()).toEqual(['Favorites:h9']);
    created.release(reply(200, { value: wishlist(NEW, '2026-11-22T12:00:01.000Z', [], 'Favorites') }));
    expect(await toggling).toEqual({ kind: 'Added', wishlistId: NEW });
    expect(api.callsTo(`POST ${W}/wishlist/create`)[0]!.body).toEqual({ name: 'Favorites' });
    expect(api.callsTo(`POST ${W}/wishlist-item/create`)[0]!.body).toEqual({ productId: 'h9', wishlistId: NEW });
    expect($wishlists.get().wishlists.map((w) => w.wishlistId)).toEqual([NEW]);
  });

  it('two hearts before the first list exists create it once, and both end in it', async () => {
    await loaded();
    const created = held();
    api.on(`POST ${W}/wishlist/create`, created.answer);
    api.on(
      `POST ${W}/wishlist-item/create`,
      reply(200, { value: wishlist(NEW, '2026-11-22T12:00:02.000Z', ['h1'], 'Favorites') }),
      reply(200, { value: wishlist(NEW, '2026-11-22T12:00:03.000Z', ['h2', 'h1'], 'Favorites') }),
    );
    const first = toggleFavorite('h1', FAV);
    await settle();
    const second = toggleFavorite('h2', FAV);
    await settle();
    expect(shape()).toEqual(['Favorites:h2,h1']);
    created.release(reply(200, { value: wishlist(NEW, '2026-11-22T12:00:01.000Z', [], 'Favorites') }));
    expect(await Promise.all([first, second])).toEqual([
      { kind: 'Added', wishlistId: NEW },
      { kind: 'Added', wishlistId: NEW },
    ]);
    expect(api.callsTo(`POST ${W}/wishlist/create`)).toHaveLength(1);
    expect(api.callsTo(`POST ${W}/wishlist-item/create`).map((c) => c.body)).toEqual([
      { productId: 'h1', wishlistId: NEW },
      { productId: 'h2', wishlistId: NEW },
    ]);
    expect(shape()).toEqual(['Favorites:h2,h1']);
  });
});

describe('toggleFavorite: removing and rollback', () => {
  it('a favorite leaves every wishlist at once (wishlist-item/delete-all)', async () => {
    await loaded(paris, wishlist(B, '2026-11-05T00:00:00.000Z', ['h1'], 'Beach'));
    const answer = held();
    api.on(`POST ${W}/wishlist-item/delete-all`, answer.answer);
    const toggling = toggleFavorite('h1', FAV);
    await settle();
    expect(ids()).toEqual(['h2']);
    answer.release(reply(200, {}));
    expect(await toggling).toEqual({ kind: 'Removed' });
    expect(api.callsTo(`POST ${W}/wishlist-item/delete-all`)[0]!.body).toEqual({ productId: 'h1' });
    expect(ids()).toEqual(['h2']);
  });

  it.each([
    ['an add the API refuses', 'h9', `POST ${W}/wishlist-item/create`],
    ['a remove the API refuses', 'h1', `POST ${W}/wishlist-item/delete-all`],
  ])('%s goes back to what it was, with the reason', async (_name, productId, route) => {
    await loaded(paris, beach);
    const before = $wishlists.get();
    api.on(route, apiError(500, 'Internal', 'Something went wrong on our side.'));
    expect(await toggleFavorite(productId, FAV)).toEqual({
      kind: 'Failed',
      code: 'Internal',
      message: 'Something went wrong on our side.',
    });
    expect($wishlists.get()).toEqual(before);
    expect($pendingFavorites.get().size).toBe(0);
  });

  it('a full wishlist answers its code, so the heart can say why', async () => {
    await loaded(paris);
    api.on(`POST ${W}/wishlist-item/create`, apiError(422, 'WishlistFull', 'This wishlist holds 50 stays already.'));
    expect(await toggleFavorite('h9', FAV)).toMatchObject({ kind: 'Failed', code: 'WishlistFull' });
    expect(ids()).toEqual(['h1', 'h2']);
  });

  it('a network failure says so', async () => {
    await loaded(paris);
    expect(await toggleFavorite('h9', FAV)).toMatchObject({ kind: 'Failed', code: 'NetworkError' });
    expect(ids()).toEqual(['h1', 'h2']);
  });

  it('a failed first list leaves no list behind; a list made before a failed add stays, empty', async () => {
    await loaded();
    api.on(`POST ${W}/wishlist/create`, apiError(422, 'TooManyWishlists', 'You have 20 wishlists already.'));
    expect(await toggleFavorite('h9', FAV)).toMatchObject({ kind: 'Failed', code: 'TooManyWishlists' });
    expect($wishlists.get().wishlists).toEqual([]);

    api.on(`POST ${W}/wishlist/create`, reply(200, { value: wishlist(NEW, '2026-11-22T12:00:01.000Z', [], 'Favorites') }));
    api.on(`POST ${W}/wishlist-item/create`, apiError(500, 'Internal', 'boom'));
    expect(await toggleFavorite('h9', FAV)).toMatchObject({ kind: 'Failed' });
    expect(shape()).toEqual(['Favorites:']);
  });

  it("rolling back one product keeps another product's change in flight", async () => {
    await loaded(paris, beach);
    const failing = held();
    const other = held();
    api.on(`POST ${W}/wishlist-item/delete-all`, failing.answer);
    api.on(`POST ${W}/wishlist-item/create`, other.answer);
    const removing = toggleFavorite('h1', FAV);
    const adding = toggleFavorite('h9', FAV);
    await settle();
    expect(ids()).toEqual(['h2', 'h3', 'h9']);
    failing.release(apiError(500, 'Internal', 'boom'));
    expect(await removing).toMatchObject({ kind: 'Failed' });
    expect(ids()).toEqual(['h1', 'h2', 'h3', 'h9']);
    other.release(reply(200, { value: wishlist(A, '2026-11-22T12:00:01.000Z', ['h9', 'h1', 'h2'], 'Paris') }));
    expect(await adding).toEqual({ kind: 'Added', wishlistId: A });
    expect(ids()).toEqual(['h1', 'h2', 'h3', 'h9']);
  });

  it('a second click while the first is in flight is ignored', async () => {
    await loaded(paris);
    const answer = held();
    api.on(`POST ${W}/wishlist-item/create`, answer.answer);
    const first = toggleFavorite('h9', FAV);
    await settle();
    expect(await toggleFavorite('h9', FAV)).toEqual({ kind: 'Busy' });
    answer.release(reply(200, { value: wishlist(A, '2026-11-22T12:00:01.000Z', ['h9', 'h1', 'h2']) }));
    await first;
    expect(api.callsTo(`POST ${W}/wishlist-item/create`)).toHaveLength(1);
  });

  it('signed out: goes to sign-in, coming back here, and sends nothing', async () => {
    setToken(null);
    $session.set({ kind: 'SignedOut' });
    expect(await toggleFavorite('h9', FAV)).toEqual({ kind: 'SignInRequired' });
    expect(api.platform.session.getItem(StorageKeys.authRedirect)).toBe('/hotels/');
    expect(api.calls).toHaveLength(0);
  });
});

describe('the wishlist page actions', () => {
  it('moveFavorite sends move:true and takes the product out of the other lists at once', async () => {
    await loaded(paris, beach);
    const answer = held();
    api.on(`POST ${W}/wishlist-item/create`, answer.answer);
    const moving = moveFavorite('h1', B);
    await settle();
    expect(shape()).toEqual(['Beach:h1,h3', 'Paris:h2']);
    answer.release(reply(200, { value: wishlist(B, '2026-11-22T12:00:01.000Z', ['h1', 'h3'], 'Beach') }));
    expect(await moving).toEqual({ kind: 'Done' });
    expect(api.callsTo(`POST ${W}/wishlist-item/create`)[0]!.body).toEqual({ productId: 'h1', wishlistId: B, move: true });
    expect(shape()).toEqual(['Beach:h1,h3', 'Paris:h2']);
  });

  it('a refused move (another user removed the list: 404) goes back', async () => {
    await loaded(paris, beach);
    const before = $wishlists.get().wishlists;
    api.on(`POST ${W}/wishlist-item/create`, apiError(404, 'NotFound', 'We could not find this wishlist.'));
    expect(await moveFavorite('h1', B)).toEqual({ kind: 'Failed', code: 'NotFound', message: 'We could not find this wishlist.' });
    expect($wishlists.get().wishlists).toEqual(before);
  });

  it('removeFavorite removes everywhere, and comes back on failure', async () => {
    await loaded(paris, beach);
    api.on(`POST ${W}/wishlist-item/delete-all`, reply(200, {}), apiError(500, 'Internal', 'boom'));
    expect(await removeFavorite('h1')).toEqual({ kind: 'Done' });
    expect(ids()).toEqual(['h2', 'h3']);
    expect(await removeFavorite('h2')).toMatchObject({ kind: 'Failed' });
    expect(ids()).toEqual(['h2', 'h3']);
  });

  it('createWishlist adds the answer on top; a refusal changes nothing', async () => {
    await loaded(paris);
    const made = wishlist(NEW, '2026-11-22T12:00:00.000Z', [], 'Rome');
    api.on(`POST ${W}/wishlist/create`, reply(200, { value: made }), apiError(422, 'TooManyWishlists', 'You have 20 wishlists already.'));
    expect(await createWishlist('Rome')).toEqual({ kind: 'Done', wishlist: made });
    expect(shape()).toEqual(['Rome:', 'Paris:h1,h2']);
    expect(await createWishlist('Oslo')).toMatchObject({ kind: 'Failed', code: 'TooManyWishlists' });
    expect(shape()).toEqual(['Rome:', 'Paris:h1,h2']);
  });

  it('renameWishlist shows the new name at once (PUT wishlist/update) and the old one if refused', async () => {
    await loaded(paris, beach);
    const answer = held();
    api.on(`PUT ${W}/wishlist/update`, answer.answer, apiError(400, 'ValidationFailed', 'Give the wishlist a name.'));
    const renaming = renameWishlist(B, 'Sea');
    expect(shape()[0]).toBe('Sea:h3');
    const served = { ...beach, name: 'Sea', updatedAt: '2026-11-22T12:00:01.000Z' };
    answer.release(reply(200, { value: served }));
    expect(await renaming).toEqual({ kind: 'Done', wishlist: served });
    expect(api.callsTo(`PUT ${W}/wishlist/update`)[0]!.body).toEqual({ wishlistId: B, name: 'Sea' });
    expect(await renameWishlist(B, ' ')).toMatchObject({ kind: 'Failed', code: 'ValidationFailed' });
    expect(shape()).toEqual(['Sea:h3', 'Paris:h1,h2']);
  });

  it('deleteWishlist removes it with its items at once, and brings it back if refused', async () => {
    await loaded(paris, beach);
    api.on(`POST ${W}/wishlist/delete`, apiError(500, 'Internal', 'boom'), reply(200, {}));
    expect(await deleteWishlist(A)).toMatchObject({ kind: 'Failed' });
    expect(shape()).toEqual(['Paris:h1,h2', 'Beach:h3']);
    expect(await deleteWishlist(A)).toEqual({ kind: 'Done' });
    expect(api.callsTo(`POST ${W}/wishlist/delete`).map((c) => c.body)).toEqual([{ wishlistId: A }, { wishlistId: A }]);
    expect(ids()).toEqual(['h3']);
  });
});

describe('sessions', () => {
  it('an island mounting the store loads the signed-in user’s favorites, and sign-out forgets them', async () => {
    api.on(`POST ${W}/wishlist/get-all`, reply(200, { value: [paris] }), reply(200, { value: [beach] }));
    const stop = $favoriteIds.listen(() => undefined);
    await settle();
    expect(ids()).toEqual([]);
    $session.set({ kind: 'SignedIn', info: sessionInfo() });
    await settle();
    await settle();
    expect(ids()).toEqual(['h1', 'h2']);
    expect(api.callsTo(`POST ${W}/wishlist/get-all`)).toHaveLength(1);

    $session.set({ kind: 'SignedOut' });
    expect($wishlists.get()).toEqual({ load: CallState.NotCalled, wishlists: [], error: null });

    $session.set({ kind: 'SignedIn', info: sessionInfo({ userId: 'user-2' }) });
    await settle();
    await settle();
    expect(ids()).toEqual(['h3']);
    stop();
  });

  it('another user signing in drops the first user’s list, and a late answer of theirs', async () => {
    $session.set({ kind: 'SignedIn', info: sessionInfo() });
    await loaded(paris);
    const stop = $favoriteIds.listen(() => undefined);
    const late = held();
    api.on(`POST ${W}/wishlist-item/create`, late.answer);
    const toggling = toggleFavorite('h9', FAV);
    await settle();
    api.on(`POST ${W}/wishlist/get-all`, reply(200, { value: [beach] }));
    $session.set({ kind: 'SignedIn', info: sessionInfo({ userId: 'user-2' }) });
    await settle();
    await settle();
    expect(ids()).toEqual(['h3']);
    late.release(reply(200, { value: wishlist(A, '2026-11-22T12:00:01.000Z', ['h9', 'h1', 'h2']) }));
    await toggling;
    expect(ids()).toEqual(['h3']);
    expect($pendingFavorites.get().size).toBe(0);
    stop();
  });
});
