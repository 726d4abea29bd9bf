// What the favorites screens show about each stay: its details and price for the default stay
// (SPEC §2: today+2 to today+6, 2 adults), and the stays the user looked at recently, so a stay
// seen before can be hearted from the wishlist page.
import { atom } from 'nanostores';
import { CallState } from '../../domain/shared/call-state';
import { daysBetween, homeToday } from '../../domain/shared/dates';
import { ErrorCode } from '../../domain/shared/errors';
import type { LodgingSearchInput, LodgingSearchResponse, LodgingSummary } from '../../domain/lodging/lodging.schema';
import { LODGING_PRODUCTS } from '../../domain/shared/product-feed.constants';
import type { FeedItem } from '../../domain/shared/product-feed.schema';
import { defaultStayDates, type StayDates } from '../../domain/profile/wishlists';
import { api, ApiError, serverNow } from '../api';

export { homeToday } from '../../domain/shared/dates';
/** The availability call takes at most this many ids (LodgingSearchRequestSchema). */
export const IDS_PER_CALL = 50;
/** Recently viewed stays offered on the page: enough to choose from, few enough to scan. */
export const RECENT_SHOWN = 8;

export interface FavoriteStaysState {
  state: CallState;
  /** The dates and guests the prices are for; null before the first call. */
  stay: StayDates | null;
  nights: number;
  /** By product id. A favorite the supplier no longer lists has no entry. */
  lodgings: Readonly<Record<string, LodgingSummary>>;
  /** The ids of the last call, so the same set (or a smaller one) is not asked for again. */
  asked: readonly string[];
}

export interface RecentStay {
  productId: string;
  label: string;
  imageUrl: string | null;
  viewedAt: string;
}
export interface RecentStaysState {
  state: CallState;
  stays: RecentStay[];
}

const initialStays = (): FavoriteStaysState => ({ state: CallState.NotCalled, stay: null, nights: 0, lodgings: {}, asked: [] });
const initialRecent = (): RecentStaysState => ({ state: CallState.NotCalled, stays: [] });

export const $favoriteStays = atom<FavoriteStaysState>(initialStays());
export const $recentStays = atom<RecentStaysState>(initialRecent());

/** Bumped by reset, so answers to calls of an earlier mount write nothing. */
let epoch = 0;
/** Only the newest availability request may write: an older answer would price an old set. */
let staysRequest = 0;
let recentRequest = 0;

function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

async function priceChunk(ids: string[], stay: StayDates): Promise<LodgingSearchResponse['lodgings']> {
  const body: LodgingSearchInput = {
    location: { kind: 'LodgingIds', ids },
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    guests: { adults: stay.adults, children: stay.children, pets: stay.pets },
    kinds: ['hotel', 'vacation_rental'],
    page: { offset: 0, limit: IDS_PER_CALL },
  };
  try {
    return (await api.post<LodgingSearchResponse>('/hotels/availability', body)).lodgings;
  } catch (err) {
    // Every id of this chunk is gone from the supplier: nothing to show for them, not a failure.
    if (err instanceof ApiError && err.code === ErrorCode.UnknownLocation) return [];
    throw err;
  }
}

/** Prices every given stay for the default stay from today (one call per 50 ids, together). */
export async function loadFavoriteStays(productIds: Iterable<string>): Promise<void> {
  const ids = [...new Set(productIds)].sort();
  const startedIn = epoch;
  const mine = ++staysRequest;
  const stay = defaultStayDates(homeToday(serverNow()));
  if (ids.length === 0) {
    $favoriteStays.set({ ...$favoriteStays.get(), state: CallState.Success, stay, asked: ids });
    return;
  }
  // Data already shown stays on screen while the new call runs.
  $favoriteStays.set({ ...$favoriteStays.get(), state: CallState.InProcess, asked: ids });
  try {
    const answers = await Promise.all(chunks(ids, IDS_PER_CALL).map((c) => priceChunk(c, stay)));
    if (startedIn !== epoch || mine !== staysRequest) return;
    const lodgings = Object.fromEntries(answers.flat().map((l) => [l.id, l]));
    $favoriteStays.set({ state: CallState.Success, stay, nights: daysBetween(stay.checkIn, stay.checkOut), lodgings, asked: ids });
  } catch {
    if (startedIn !== epoch || mine !== staysRequest) return;
    $favoriteStays.set({ ...$favoriteStays.get(), state: CallState.Failed });
  }
}

/**
 * Keeps prices in step with the favorites: a stay that was not priced yet (just hearted, or the
 * first load) or a new day asks again; removing favorites does not, the rest stay priced.
 */
export function syncFavoriteStays(productIds: Iterable<string>): Promise<void> {
  const ids = [...new Set(productIds)];
  const s = $favoriteStays.get();
  const asked = new Set(s.asked);
  const sameDay = s.stay !== null && s.stay.checkIn === defaultStayDates(homeToday(serverNow())).checkIn;
  const covered = ids.every((id) => asked.has(id));
  if (s.state === CallState.InProcess && covered) return Promise.resolve();
  if (s.state === CallState.Success && sameDay && covered) return Promise.resolve();
  return loadFavoriteStays(ids);
}

/** The retry of the Failed state: the same ids again. */
export function retryFavoriteStays(): Promise<void> {
  return loadFavoriteStays($favoriteStays.get().asked);
}

function recentStay(item: FeedItem): RecentStay | null {
  const { itemId, imageUrl } = item.payload;
  if (typeof itemId !== 'string' || !itemId) return null;
  return { productId: itemId, label: item.label, imageUrl: typeof imageUrl === 'string' ? imageUrl : null, viewedAt: item.at };
}

/** SPEC §7 productFeed: the lodging products' recently viewed items, newest first, each stay once. */
export async function loadRecentStays(): Promise<void> {
  const startedIn = epoch;
  const mine = ++recentRequest;
  $recentStays.set({ ...$recentStays.get(), state: CallState.InProcess });
  try {
    const answers = await Promise.all(
      LODGING_PRODUCTS.map((product) =>
        api.put<{ items: FeedItem[] }>('/productFeed/recentlyViewed/list', { product, limit: RECENT_SHOWN }),
      ),
    );
    if (startedIn !== epoch || mine !== recentRequest) return;
    const newestFirst = answers
      .flatMap((a) => a.items)
      .map(recentStay)
      .filter((s): s is RecentStay => s !== null)
      .sort((a, b) => b.viewedAt.localeCompare(a.viewedAt) || a.productId.localeCompare(b.productId));
    const seen = new Set<string>();
    const stays = newestFirst.filter((s) => !seen.has(s.productId) && seen.add(s.productId)).slice(0, RECENT_SHOWN);
    $recentStays.set({ state: CallState.Success, stays });
  } catch {
    if (startedIn !== epoch || mine !== recentRequest) return;
    $recentStays.set({ ...$recentStays.get(), state: CallState.Failed });
  }
}

/** The user whose stays the stores hold. */
let owner: string | undefined;

/** A favorites screen opens for this user: another user's stays go, and recent views load once. */
export function startFavoriteStays(userId: string): void {
  if (owner !== userId) resetFavoriteStays();
  owner = userId;
  if ($recentStays.get().state === CallState.NotCalled) void loadRecentStays();
}

/** On sign-out or unmount of the micro-frontend: the next user starts empty. */
export function resetFavoriteStays(): void {
  epoch++;
  owner = undefined;
  $favoriteStays.set(initialStays());
  $recentStays.set(initialRecent());
}
