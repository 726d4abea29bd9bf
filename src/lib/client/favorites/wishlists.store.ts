import { atom, computed, onMount } from 'nanostores';
import { CallState } from '../../domain/shared/call-state';
import {
  addItem,
  defaultWishlistFor,
  favoriteIds,
  isFavorite,
  moveItem,
  removeProductEverywhere,
  removeWishlist,
  renameWishlist as renameIn,
  restoreProduct,
  restoreWishlist,
  sortWishlists,
  upsertWishlist,
} from '../../domain/profile/wishlists';
import type { Wishlist } from '../../domain/profile/wishlists.schema';
import { api, ApiError } from '../api';
import { platform } from '../platform';
import { $session, requireSignIn } from '../session.store';

/** SPEC §7 wishlists service. */
const BASE = '/travel/wishlists';

export interface WishlistsState {
  load: CallState;
  /** Most recently updated first, as the API answers. */
  wishlists: Wishlist[];
  /** Why the last load failed, for the page's Failed state. */
  error: string | null;
}

/** `code` is the API's error code (`TooManyWishlists`, `WishlistFull`, `NotFound`, `NetworkError`…). */
export type WishlistFailure = { kind: 'Failed'; code: string; message: string };
export type FavoriteToggleResult =
  | { kind: 'Added'; wishlistId: string }
  | { kind: 'Removed' }
  /** A change of this product is still in flight; the click is ignored. */
  | { kind: 'Busy' }
  /** Signed out: the browser is on its way to sign-in. */
  | { kind: 'SignInRequired' }
  | WishlistFailure;
export type WishlistResult = { kind: 'Done'; wishlist: Wishlist } | WishlistFailure;
export type FavoriteActionResult = { kind: 'Done' } | { kind: 'Busy' } | WishlistFailure;

const initial = (): WishlistsState => ({ load: CallState.NotCalled, wishlists: [], error: null });

export const $wishlists = atom<WishlistsState>(initial());
/** Products in any wishlist: which hearts show as pressed. */
export const $favoriteIds = computed($wishlists, (s): ReadonlySet<string> => favoriteIds(s.wishlists));
/** Products whose change the API has not answered yet: their heart shows busy. */
export const $pendingFavorites = atom<ReadonlySet<string>>(new Set());

/** Bumped by reset: answers to calls of a signed-out (or other) user must not land in the store. */
let epoch = 0;
let loading: Promise<void> | null = null;
let loadFailure: WishlistFailure | null = null;
/** The user whose wishlists the store holds. */
let owner: string | undefined;
/** Wishlists made up in the browser while the API creates the real one, by their local id. */
const creations = new Map<string, Promise<Wishlist>>();
let localIds = 0;

/**
 * The actions read `.value`: `get()` on an unmounted store mounts it, and mounting starts the
 * session watch below, which would load the list in the middle of an action.
 */
const state = () => $wishlists.value;
const lists = () => state().wishlists;
const setLists = (wishlists: Wishlist[]) => $wishlists.set({ ...state(), wishlists });
const now = () => new Date(platform().now()).toISOString();

function failure(err: unknown): WishlistFailure {
  if (err instanceof ApiError) return { kind: 'Failed', code: err.code, message: err.message };
  return { kind: 'Failed', code: 'NetworkError', message: 'We could not reach the server. Check your connection and try again.' };
}

/** An answer replaces the browser's guess, except for products whose own change is still in flight. */
function settled(next: Wishlist[], except?: string): Wishlist[] {
  const current = lists();
  let merged = next;
  for (const p of $pendingFavorites.value) if (p !== except) merged = restoreProduct(merged, current, p);
  return merged;
}

async function withPending<R>(productId: string, work: () => Promise<R>): Promise<R | { kind: 'Busy' }> {
  if ($pendingFavorites.value.has(productId)) return { kind: 'Busy' };
  $pendingFavorites.set(new Set([...$pendingFavorites.value, productId]));
  const startedIn = epoch;
  try {
    return await work();
  } finally {
    if (startedIn === epoch) $pendingFavorites.set(new Set([...$pendingFavorites.value].filter((p) => p !== productId)));
  }
}

/** SPEC §7 wishlist/get-all. Calls made while one is in flight share it. */
export function loadWishlists(): Promise<void> {
  loading ??= (async () => {
    const startedIn = epoch;
    // Only a loaded list can carry changes in flight worth keeping over the answer.
    const wasLoaded = state().load === CallState.Success;
    const session = $session.get();
    if (session.kind === 'SignedIn') owner = session.info.userId;
    $wishlists.set({ ...state(), load: CallState.InProcess, error: null });
    try {
      const { value } = await api.post<{ value: Wishlist[] }>(`${BASE}/wishlist/get-all`, {});
      if (startedIn !== epoch) return;
      const wishlists = sortWishlists(value);
      $wishlists.set({ load: CallState.Success, wishlists: wasLoaded ? settled(wishlists) : wishlists, error: null });
    } catch (err) {
      if (startedIn !== epoch) return;
      loadFailure = failure(err);
      $wishlists.set({ ...state(), load: CallState.Failed, error: loadFailure.message });
    } finally {
      if (startedIn === epoch) loading = null;
    }
  })();
  return loading;
}

/** A heart must not decide "not a favorite, create a list" from a list it never loaded. */
async function ensureLoaded(): Promise<WishlistFailure | null> {
  if (state().load !== CallState.Success) await loadWishlists();
  return state().load === CallState.Success ? null : (loadFailure ?? failure(null));
}

/** The API's id of a wishlist, waiting for its creation when the browser made it up. */
async function realId(wishlistId: string): Promise<string> {
  const creating = creations.get(wishlistId);
  return creating ? (await creating).wishlistId : wishlistId;
}

/** The first heart of a user without wishlists: a list appears at once, and the API makes the real one. */
function createLocally(name: string, productId: string, at: string): string {
  const localId = `local-${++localIds}`;
  const startedIn = epoch;
  const draft: Wishlist = { wishlistId: localId, name, createdAt: at, updatedAt: at, wishlistItems: [] };
  setLists(addItem(upsertWishlist(lists(), draft), productId, localId, at));
  const creating = api.post<{ value: Wishlist }>(`${BASE}/wishlist/create`, { name }).then(({ value }) => {
    if (startedIn !== epoch) return value;
    // Products hearted meanwhile went into the local list: they move over to the real one.
    const local = lists().find((w) => w.wishlistId === localId);
    const items = (local?.wishlistItems ?? []).map((i) => ({ ...i, wishlistId: value.wishlistId }));
    setLists(upsertWishlist(removeWishlist(lists(), localId), { ...value, wishlistItems: items }));
    return value;
  });
  // Kept until reset: a heart that picked the local list just before the answer still finds the real id.
  creations.set(localId, creating);
  creating.catch(() => undefined);
  return localId;
}

/**
 * The heart (SPEC §2 favorites): a favorite leaves every wishlist; anything else goes into the most
 * recently updated wishlist, or into a new one named `defaultName`. The list changes at once and
 * goes back if the API refuses.
 */
export async function toggleFavorite(productId: string, opts: { defaultName: string }): Promise<FavoriteToggleResult> {
  if ($session.get().kind === 'SignedOut') {
    requireSignIn();
    return { kind: 'SignInRequired' };
  }
  return withPending(productId, async (): Promise<FavoriteToggleResult> => {
    const startedIn = epoch;
    const notLoaded = await ensureLoaded();
    if (notLoaded) return notLoaded;
    const before = lists();
    const at = now();
    if (isFavorite(before, productId)) {
      setLists(removeProductEverywhere(before, productId));
      try {
        await api.post(`${BASE}/wishlist-item/delete-all`, { productId });
        return { kind: 'Removed' };
      } catch (err) {
        if (startedIn === epoch) setLists(restoreProduct(lists(), before, productId));
        return failure(err);
      }
    }
    const target = defaultWishlistFor(before);
    let localId: string | undefined;
    if (target) setLists(addItem(before, productId, target.wishlistId, at));
    else localId = createLocally(opts.defaultName, productId, at);
    try {
      const wishlistId = await realId(target?.wishlistId ?? localId!);
      const { value } = await api.post<{ value: Wishlist }>(`${BASE}/wishlist-item/create`, { productId, wishlistId });
      if (startedIn === epoch) setLists(settled(upsertWishlist(lists(), value), productId));
      return { kind: 'Added', wishlistId: value.wishlistId };
    } catch (err) {
      // A local list whose creation failed goes too (after a successful creation it is gone already).
      if (startedIn === epoch) setLists(removeWishlist(restoreProduct(lists(), before, productId), localId ?? ''));
      return failure(err);
    }
  });
}

/** Takes the product out of every wishlist (the page's Remove). */
export function removeFavorite(productId: string): Promise<FavoriteActionResult> {
  return withPending(productId, async (): Promise<FavoriteActionResult> => {
    const startedIn = epoch;
    const before = lists();
    setLists(removeProductEverywhere(before, productId));
    try {
      await api.post(`${BASE}/wishlist-item/delete-all`, { productId });
      return { kind: 'Done' };
    } catch (err) {
      if (startedIn === epoch) setLists(restoreProduct(lists(), before, productId));
      return failure(err);
    }
  });
}

/** Moves the product into one wishlist and out of the others, in one API call (`move: true`). */
export function moveFavorite(productId: string, toWishlistId: string): Promise<FavoriteActionResult> {
  return withPending(productId, async (): Promise<FavoriteActionResult> => {
    const startedIn = epoch;
    const before = lists();
    setLists(moveItem(before, productId, toWishlistId, now()));
    try {
      const wishlistId = await realId(toWishlistId);
      const { value } = await api.post<{ value: Wishlist }>(`${BASE}/wishlist-item/create`, { productId, wishlistId, move: true });
      if (startedIn === epoch) setLists(settled(upsertWishlist(lists(), value), productId));
      return { kind: 'Done' };
    } catch (err) {
      if (startedIn === epoch) setLists(restoreProduct(lists(), before, productId));
      return failure(err);
    }
  });
}

export async function createWishlist(name: string): Promise<WishlistResult> {
  const startedIn = epoch;
  try {
    const { value } = await api.post<{ value: Wishlist }>(`${BASE}/wishlist/create`, { name });
    if (startedIn === epoch) setLists(upsertWishlist(lists(), value));
    return { kind: 'Done', wishlist: value };
  } catch (err) {
    return failure(err);
  }
}

export async function renameWishlist(wishlistId: string, name: string): Promise<WishlistResult> {
  const startedIn = epoch;
  const before = lists();
  setLists(renameIn(before, wishlistId, name, now()));
  try {
    const { value } = await api.put<{ value: Wishlist }>(`${BASE}/wishlist/update`, { wishlistId: await realId(wishlistId), name });
    if (startedIn === epoch) setLists(settled(upsertWishlist(lists(), value)));
    return { kind: 'Done', wishlist: value };
  } catch (err) {
    if (startedIn === epoch) setLists(restoreWishlist(lists(), before, wishlistId));
    return failure(err);
  }
}

/** Deletes the wishlist and its items; it comes back if the API refuses. */
export async function deleteWishlist(wishlistId: string): Promise<{ kind: 'Done' } | WishlistFailure> {
  const startedIn = epoch;
  const before = lists();
  setLists(removeWishlist(before, wishlistId));
  try {
    await api.post(`${BASE}/wishlist/delete`, { wishlistId: await realId(wishlistId) });
    return { kind: 'Done' };
  } catch (err) {
    if (startedIn === epoch) setLists(restoreWishlist(lists(), before, wishlistId));
    return failure(err);
  }
}

/** Back to nothing loaded (sign-out, another user): later answers of earlier calls are dropped. */
export function resetWishlistsStore(): void {
  epoch++;
  loading = null;
  loadFailure = null;
  owner = undefined;
  creations.clear();
  $wishlists.set(initial());
  $pendingFavorites.set(new Set());
}

// Any island showing a heart loads the signed-in user's favorites once, and forgets them on sign-out
// or when another user signs in.
onMount($wishlists, () =>
  $session.subscribe((s) => {
    if (s.kind === 'SignedIn') {
      if (owner !== undefined && owner !== s.info.userId) resetWishlistsStore();
      owner = s.info.userId;
      if ($wishlists.get().load === CallState.NotCalled) void loadWishlists();
    }
    if (s.kind === 'SignedOut' && ($wishlists.get().load !== CallState.NotCalled || owner !== undefined)) resetWishlistsStore();
  }),
);
