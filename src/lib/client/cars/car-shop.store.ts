// The car details page (/cars/shop/): one details call per offer, and the extras chosen kept in
// the address (replaced, so ticking boxes adds no history entries and Back still leaves the page).
import { atom } from 'nanostores';
import type { CarDetailsResponse } from '../../domain/cars/cars.schema';
import { api } from '../api';
import { failureOf } from '../checkout/book-call';
import { page } from '../platform';
import { carSelectionQuery, parseCarSelection, toggleExtra, type CarSelection } from './car-selection';

export type CarDetailsState =
  | { kind: 'Idle' }
  /** The address names no car. */
  | { kind: 'Invalid' }
  | { kind: 'Loading'; offerId: string }
  | { kind: 'Loaded'; offerId: string; answer: CarDetailsResponse }
  | { kind: 'Failed'; offerId: string; status: number; code: string; message: string };

export const $carShopSelection = atom<CarSelection | null>(null);
export const $carDetails = atom<CarDetailsState>({ kind: 'Idle' });

const currentOffer = () => {
  const s = $carDetails.get();
  return s.kind === 'Idle' || s.kind === 'Invalid' ? null : s.offerId;
};

/** Reads the page's address and starts the details call. */
export function openCarShop(search: string): CarDetailsState {
  const selection = parseCarSelection(new URLSearchParams(search));
  $carShopSelection.set(selection);
  if (!selection) {
    $carDetails.set({ kind: 'Invalid' });
    return $carDetails.get();
  }
  void loadCarDetails(selection.offerId);
  return $carDetails.get();
}

/** One call per offer: the same one again (a re-render) reuses the answer or the call under way. */
export async function loadCarDetails(offerId: string, force = false): Promise<void> {
  const s = $carDetails.get();
  if (!force && (s.kind === 'Loading' || s.kind === 'Loaded') && s.offerId === offerId) return;
  $carDetails.set({ kind: 'Loading', offerId });
  try {
    const answer = await api.post<CarDetailsResponse>('/cars/details', { offerId });
    if (currentOffer() !== offerId) return;
    $carDetails.set({ kind: 'Loaded', offerId, answer });
  } catch (err) {
    if (currentOffer() !== offerId) return;
    const f = failureOf(err);
    $carDetails.set({ kind: 'Failed', offerId, status: f.status, code: f.code, message: f.message });
  }
}

export function retryCarDetails(): void {
  const s = $carShopSelection.get();
  if (s) void loadCarDetails(s.offerId, true);
}

/** Ticks or unticks an extra; the address follows so a reload or Back keeps the choice. */
export function setCarExtra(code: string, on: boolean): void {
  const selection = $carShopSelection.get();
  const details = $carDetails.get();
  if (!selection || details.kind !== 'Loaded') return;
  const next: CarSelection = { ...selection, extras: toggleExtra(details.answer.offer, selection.extras, code, on) };
  $carShopSelection.set(next);
  if (page.exists()) {
    const { pathname, searchParams, hash } = page.url();
    // Other parameters (the driver's age the results passed on) stay as they were.
    const q = new URLSearchParams(searchParams);
    for (const [k, v] of carSelectionQuery(next)) q.set(k, v);
    if (!next.extras.length) q.delete('extras');
    page.replace(`${pathname}?${q.toString()}${hash}`);
  }
}

/** For tests. */
export function resetCarShop(): void {
  $carShopSelection.set(null);
  $carDetails.set({ kind: 'Idle' });
}
