import { atom, computed } from 'nanostores';
import { CallState } from '../../domain/shared/call-state';
import { selectionAfterDelete, selectionAfterUpdate } from '../../domain/profile/traveler-selection';
import {
  missingTravelerNames,
  placeholderTraveler,
  prepareTravelerForSave,
  sortTravelers,
  travelerChanged,
} from '../../domain/profile/travelers';
import type { Traveler, TravelerInput, TravelerList } from '../../domain/profile/travelers.schema';
import { api, ApiError } from '../api';
import { platform } from '../platform';
import { $session } from '../session.store';
import { reloadCorporateUsersIfLoaded, resetCorporateUsersStore } from './corporate-users.store';

/** SPEC §4: one call state for the passenger fetch, update and delete. */
export interface TravelersState {
  state: CallState;
  list: Traveler[];
}

export type SaveTravelerResult =
  | { kind: 'Saved'; traveler: Traveler }
  /** Nothing differs from the saved traveler, so nothing was sent (SPEC §5). */
  | { kind: 'Unchanged' }
  /** Messages keyed by field path (`passport.number`), from the check of the names or the API's 400/422. */
  | { kind: 'Invalid'; fieldErrors: Record<string, string> }
  | { kind: 'Failed'; message: string };

export type TravelerActionResult = { kind: 'Done' } | { kind: 'Failed'; message: string };

/** Default-traveler and hide/show calls: which traveler, so only its switch shows progress. */
export interface TravelerSettingState {
  state: CallState;
  travelerId: string | null;
}

interface Selection {
  selected: string[];
  /** The selection the current one replaced: where a delete falls back to (SPEC §4). */
  previous: string[];
}

const initialTravelers = (): TravelersState => ({ state: CallState.NotCalled, list: [] });
const initialSelection = (): Selection => ({ selected: [], previous: [] });
const initialSetting = (): TravelerSettingState => ({ state: CallState.NotCalled, travelerId: null });

export const $travelers = atom<TravelersState>(initialTravelers());
const $selection = atom<Selection>(initialSelection());
export const $selectedTravelerIds = computed($selection, (s) => s.selected);
export const $travelerSetting = atom<TravelerSettingState>(initialSetting());

/**
 * SPEC §3/§6: a corporate ghost user (the list answer says so: no traveler profile of their
 * own) gets a placeholder to start their profile from. It exists only in this browser.
 */
export const $travelerPlaceholder = atom<Traveler | null>(null);
/** What the list shows: the placeholder first, as it asks the user to complete their own profile. */
export const $travelersWithPlaceholder = computed([$travelers, $travelerPlaceholder], (t, p) => (p ? [p, ...t.list] : t.list));

/**
 * Bumped by reset: answers to calls made before an unmount of the micro-frontend
 * must not write into the stores of the next mount.
 */
let epoch = 0;
/** Only the newest list request may write: an older, slower answer would show stale data. */
let listRequest = 0;

export function selectTravelers(ids: readonly string[]): void {
  const current = $selection.get();
  $selection.set({ selected: [...ids], previous: current.selected });
}

function newId(): string {
  // randomUUID is missing outside secure contexts (a plain-http intranet host); the id never leaves the browser.
  return globalThis.crypto?.randomUUID?.() ?? `placeholder-${platform().now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** The placeholder stands for the signed-in user, so it starts with their name. */
function newPlaceholder(): Traveler {
  const base = placeholderTraveler(newId(), new Date(platform().now()).toISOString());
  const session = $session.get();
  if (session.kind !== 'SignedIn') return base;
  const { firstName, lastName } = session.info.userInfo;
  return { ...base, givenName: firstName, surname: lastName, linkedDEUserId: session.info.userId };
}

const messageOf = (err: unknown): string =>
  err instanceof ApiError ? err.message : 'We could not reach the server. Check your connection and try again.';

/** Fetches the list; a failed load empties it (SPEC §4). */
async function fetchList(startedIn: number): Promise<void> {
  const request = ++listRequest;
  $travelers.set({ ...$travelers.get(), state: CallState.InProcess });
  try {
    const { value, isGhostUser } = await api.put<TravelerList>('/flight/passengers/list');
    if (startedIn !== epoch || request !== listRequest) return;
    $travelers.set({ state: CallState.Success, list: sortTravelers(value) });
    // The same placeholder across reloads: its id may be selected or open in the editor.
    $travelerPlaceholder.set(isGhostUser ? ($travelerPlaceholder.get() ?? newPlaceholder()) : null);
  } catch {
    if (startedIn !== epoch || request !== listRequest) return;
    $travelers.set({ state: CallState.Failed, list: [] });
    $travelerPlaceholder.set(null);
  }
}

function withoutId(input: TravelerInput): TravelerInput {
  const rest = { ...input };
  delete rest.id;
  return rest;
}

export function loadTravelers(): Promise<void> {
  return fetchList(epoch);
}

/**
 * Saves a new or edited traveler. The list is then reloaded (SPEC §7: each change
 * reloads the relevant list) and the saved traveler becomes the only selected one.
 * Saving the placeholder creates the user's own profile, so it also becomes their
 * default traveler: that is what stops them being a ghost user.
 */
export async function saveTraveler(input: TravelerInput): Promise<SaveTravelerResult> {
  const startedIn = epoch;
  const placeholder = $travelerPlaceholder.get();
  const fromPlaceholder = placeholder !== null && input.id === placeholder.id;
  // A placeholder's id exists only in this browser: without it the API creates the traveler.
  const prepared = prepareTravelerForSave(fromPlaceholder ? withoutId(input) : input);
  const existing = prepared.id ? $travelers.get().list.find((t) => t.id === prepared.id) : undefined;
  if (existing && !travelerChanged(existing, prepared)) return { kind: 'Unchanged' };

  // Everything else is checked by the API, whose 400 names each field (the schema stays on the server).
  const missing = missingTravelerNames(prepared);
  if (Object.keys(missing).length > 0) return { kind: 'Invalid', fieldErrors: missing };

  $travelers.set({ ...$travelers.get(), state: CallState.InProcess });
  let saved: Traveler;
  try {
    saved = await api.put<Traveler>('/flight/passengers/update', prepared);
  } catch (err) {
    if (startedIn === epoch) $travelers.set({ ...$travelers.get(), state: CallState.Failed });
    if (err instanceof ApiError && (err.status === 400 || err.status === 422)) {
      const fieldErrors = err.fieldErrors();
      if (Object.keys(fieldErrors).length > 0) return { kind: 'Invalid', fieldErrors };
    }
    return { kind: 'Failed', message: messageOf(err) };
  }
  if (startedIn !== epoch) return { kind: 'Saved', traveler: saved };
  const current = $selection.get().selected;
  $selection.set({ selected: selectionAfterUpdate(saved.id), previous: current });
  const userId = fromPlaceholder ? placeholder?.linkedDEUserId : undefined;
  if (userId) {
    try {
      await api.put('/passengers/assign_default', { travelerId: saved.id, userId });
    } catch {
      // The traveler is saved; the reloaded list still says ghost and keeps offering the placeholder.
    }
  }
  if (startedIn !== epoch) return { kind: 'Saved', traveler: saved };
  await Promise.all([fetchList(startedIn), userId ? reloadCorporateUsersIfLoaded() : undefined]);
  return { kind: 'Saved', traveler: saved };
}

export async function deleteTraveler(id: string): Promise<TravelerActionResult> {
  const startedIn = epoch;
  $travelers.set({ ...$travelers.get(), state: CallState.InProcess });
  try {
    await api.post('/passengers/delete', { personId: id });
  } catch (err) {
    if (startedIn === epoch) $travelers.set({ ...$travelers.get(), state: CallState.Failed });
    return { kind: 'Failed', message: messageOf(err) };
  }
  if (startedIn !== epoch) return { kind: 'Done' };
  const { selected, previous } = $selection.get();
  // The fallback is used up; keeping it would let a second delete jump back to it again.
  $selection.set({ selected: selectionAfterDelete(selected, id, previous), previous: [] });
  await fetchList(startedIn);
  return { kind: 'Done' };
}

async function travelerSetting(travelerId: string, call: () => Promise<unknown>, reloadUsers: boolean): Promise<TravelerActionResult> {
  const startedIn = epoch;
  $travelerSetting.set({ state: CallState.InProcess, travelerId });
  try {
    await call();
  } catch (err) {
    if (startedIn === epoch) $travelerSetting.set({ state: CallState.Failed, travelerId });
    return { kind: 'Failed', message: messageOf(err) };
  }
  if (startedIn !== epoch) return { kind: 'Done' };
  $travelerSetting.set({ state: CallState.Success, travelerId });
  await Promise.all([fetchList(startedIn), reloadUsers ? reloadCorporateUsersIfLoaded() : undefined]);
  return { kind: 'Done' };
}

/** Corporate: makes `travelerId` the default traveler of `userId` (SPEC §6). */
export function setDefaultTraveler(travelerId: string, userId: string): Promise<TravelerActionResult> {
  // Corporate users carry their defaultTravelerId, so their list is stale too.
  return travelerSetting(travelerId, () => api.put('/passengers/assign_default', { travelerId, userId }), true);
}

/** SPEC §4 profile visibility toggle: ON hides the traveler, OFF shows it. */
export function setTravelerHidden(travelerId: string, hidden: boolean): Promise<TravelerActionResult> {
  return travelerSetting(travelerId, () => api.put(hidden ? '/passengers/hide' : '/passengers/show', { travelerId }), false);
}

export function resetTravelersStore(): void {
  epoch++;
  $travelers.set(initialTravelers());
  $selection.set(initialSelection());
  $travelerSetting.set(initialSetting());
  $travelerPlaceholder.set(null);
  resetCorporateUsersStore();
}
