// The stay details page (`…/shop/` of every lodging family): one details call per stay, a new
// stay (dates, guests) replaces the address and asks again, and the view is remembered in the
// user's recently viewed feed.
import { atom } from 'nanostores';
import type { LodgingDetailsResponse } from '../../domain/lodging/lodging.schema';
import {
  modePaths,
  parseShopQuery,
  writeShopQuery,
  type ShopQuery,
  type ShopQueryProblem,
  type StayQuery,
  type StayShopMode,
} from '../../domain/lodging/stay-shop';
import { homeToday } from '../../domain/shared/dates';
import { api, ApiError, serverNow } from '../api';
import { page } from '../platform';

export type StayDetailsState =
  | { kind: 'Idle' }
  | { kind: 'Invalid'; problem: ShopQueryProblem }
  | { kind: 'Loading'; key: string }
  | { kind: 'Loaded'; key: string; answer: LodgingDetailsResponse }
  | { kind: 'Failed'; key: string; status: number; code: string; message: string };

export const $stayShopQuery = atom<ShopQuery | null>(null);
export const $stayDetails = atom<StayDetailsState>({ kind: 'Idle' });

export const stayShopToday = (): string => homeToday(serverNow());

const keyOf = (q: ShopQuery) => writeShopQuery(q).toString();
const currentKey = () => {
  const s = $stayDetails.get();
  return s.kind === 'Loading' || s.kind === 'Loaded' || s.kind === 'Failed' ? s.key : null;
};

/** Reads the page's query and starts the details call; a broken query is the page's Invalid state. */
export function openStayShop(query: string, today = stayShopToday()): StayDetailsState {
  const parsed = parseShopQuery(new URLSearchParams(query), today);
  if (parsed.kind === 'Invalid') {
    $stayShopQuery.set(null);
    $stayDetails.set({ kind: 'Invalid', problem: parsed.problem });
    return $stayDetails.get();
  }
  $stayShopQuery.set(parsed.query);
  void loadStayDetails(parsed.query);
  return $stayDetails.get();
}

/** One call per stay: the same one again (a re-render) reuses the answer or the call under way. */
export async function loadStayDetails(query: ShopQuery, force = false): Promise<void> {
  const key = keyOf(query);
  const s = $stayDetails.get();
  if (!force && (s.kind === 'Loading' || s.kind === 'Loaded') && s.key === key) return;
  $stayDetails.set({ kind: 'Loading', key });
  try {
    const answer = await api.post<LodgingDetailsResponse>('/lodging/details', {
      id: query.lodgingId,
      checkIn: query.stay.checkIn,
      checkOut: query.stay.checkOut,
      guests: query.stay.guests,
    });
    if (currentKey() !== key) return;
    $stayDetails.set({ kind: 'Loaded', key, answer });
  } catch (err) {
    if (currentKey() !== key) return;
    const e = err instanceof ApiError ? err : new ApiError(0, 'NetworkError', (err as Error).message);
    $stayDetails.set({ kind: 'Failed', key, status: e.status, code: e.code, message: e.message });
  }
}

export function retryStayDetails(): void {
  const q = $stayShopQuery.get();
  if (q) void loadStayDetails(q, true);
}

/**
 * Another stay for the same property: the address follows (replaced, so Back still leaves the page)
 * and the rooms are asked again. The "unavailable" mark of the link was about the old stay.
 */
export function changeStay(stay: StayQuery): void {
  const q = $stayShopQuery.get();
  if (!q) return;
  const next: ShopQuery = { ...q, unavailable: false, stay };
  $stayShopQuery.set(next);
  if (page.exists()) {
    const { pathname, hash } = page.url();
    page.replace(`${pathname}?${writeShopQuery(next).toString()}${hash}`);
  }
  void loadStayDetails(next);
}

/** SPEC §7 productFeed: the property joins the user's recently viewed; a lost write costs only that. */
export function recordStayView(mode: StayShopMode, answer: LodgingDetailsResponse): void {
  const { lodging } = answer;
  const image = lodging.images[0]?.url;
  api
    .post('/productFeed/recentlyViewed', {
      product: modePaths(mode).product,
      itemId: lodging.id,
      label: `${lodging.name}, ${lodging.city}`,
      ...(image && /^\/api\/v0\/[\w/.-]{1,120}$/.test(image) ? { imageUrl: image } : {}),
    })
    .catch(() => undefined);
}

/** For tests. */
export function resetStayShop(): void {
  $stayShopQuery.set(null);
  $stayDetails.set({ kind: 'Idle' });
}
