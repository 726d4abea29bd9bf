// Flight price watches (SPEC §3 flight watch): the shop page's "Watch this trip" and the Trips page's
// Watched trips tab share this store, so a trip watched on one shows as watched on the other.
// Changes show at once and go back if the API refuses; the API's answer is what finally stays.
import { atom, onMount } from 'nanostores';
import { CallState } from '../../domain/shared/call-state';
import { tripKey } from '../../domain/flights/watches';
import type { FlightWatch, FlightWatchState, WatchAlert, WatchAlertSettings, WatchTrip } from '../../domain/flights/watches.constants';
import { ApiError, request } from '../api';
import { $session, requireSignIn } from '../session.store';

const BASE = '/flights/watches';

export interface WatchesState {
  /** The list and the alert settings (GET watches). */
  state: CallState;
  /** Newest first, as the API answers; watches made in this page view go first. */
  watches: FlightWatch[];
  /** Null until the first load answered. */
  settings: WatchAlertSettings | null;
  /** The messages the alert job owed the user, newest first. */
  alerts: WatchAlert[];
  alertsState: CallState;
  /** The last save of the settings. */
  settingsState: CallState;
  /** Trip keys whose watch request is in flight (SPEC §4 InProcess). */
  watching: readonly string[];
  /** Trip keys watched during this page view (SPEC §4 JustWatched, against Watching from the load). */
  justWatched: readonly string[];
  /** Watch ids whose stop or target change is in flight. */
  busy: readonly string[];
}

/** `code` is the API's error code (`TooManyWatches`, `NoFlightsFound`, `NotFound`, `NetworkError`…). */
export type WatchFailure = { kind: 'Failed'; code: string; message: string };
export type WatchTripResult =
  | { kind: 'Watched'; watch: FlightWatch }
  /** This trip's watch request is already in flight. */
  | { kind: 'Busy' }
  /** Signed out: the browser is on its way to sign-in. */
  | { kind: 'SignInRequired' }
  | WatchFailure;
export type WatchActionResult = { kind: 'Done' } | { kind: 'Busy' } | WatchFailure;

const initial = (): WatchesState => ({
  state: CallState.NotCalled,
  watches: [],
  settings: null,
  alerts: [],
  alertsState: CallState.NotCalled,
  settingsState: CallState.NotCalled,
  watching: [],
  justWatched: [],
  busy: [],
});

export const $watches = atom<WatchesState>(initial());

/** Bumped by reset: answers to calls of a signed-out (or other) user must not land in the store. */
let epoch = 0;
let loading: Promise<void> | null = null;
/** The user whose watches the store holds. */
let owner: string | undefined;

// Actions read `.value`: `get()` on an unmounted store would mount it and start a load mid-action.
const state = () => $watches.value;
const patch = (change: Partial<WatchesState>) => $watches.set({ ...state(), ...change });
const without = (list: readonly string[], item: string) => list.filter((x) => x !== item);
const withItem = (list: readonly string[], item: string) => (list.includes(item) ? list : [...list, item]);

function failure(err: unknown): WatchFailure {
  if (err instanceof ApiError) return { kind: 'Failed', code: err.code, message: err.message };
  return { kind: 'Failed', code: 'NetworkError', message: 'We could not reach the server. Check your connection and try again.' };
}

/** Puts the API's copy of a watch in place of the browser's, or first when it is new. */
function upsert(watches: readonly FlightWatch[], watch: FlightWatch): FlightWatch[] {
  return watches.some((w) => w.id === watch.id) ? watches.map((w) => (w.id === watch.id ? watch : w)) : [watch, ...watches];
}

/** SPEC §4 Flight watch state of a trip, from a state of the store. */
export function watchStateIn(s: WatchesState, key: string): FlightWatchState {
  if (s.watching.includes(key)) return 'InProcess';
  if (!s.watches.some((w) => w.tripKey === key)) return 'NotWatching';
  return s.justWatched.includes(key) ? 'JustWatched' : 'Watching';
}

/** SPEC §4 Flight watch state of a trip (its `tripKey`); islands re-render with `useStore($watches)`. */
export const watchState = (key: string): FlightWatchState => watchStateIn(state(), key);

async function loadAlerts(startedIn: number): Promise<void> {
  patch({ alertsState: CallState.InProcess });
  try {
    const { alerts } = await request<{ alerts: WatchAlert[] }>('GET', `${BASE}/alerts`);
    if (startedIn === epoch) patch({ alerts, alertsState: CallState.Success });
  } catch {
    // The alerts shown stay: a failed refresh must not look like "no alerts".
    if (startedIn === epoch) patch({ alertsState: CallState.Failed });
  }
}

/** The watches, the settings and the recent alerts. Calls made while one is in flight share it. */
export function loadWatches(): Promise<void> {
  loading ??= (async () => {
    const startedIn = epoch;
    const session = $session.value;
    if (session.kind === 'SignedIn') owner = session.info.userId;
    patch({ state: CallState.InProcess });
    const alerts = loadAlerts(startedIn);
    try {
      const { watches, settings } = await request<{ watches: FlightWatch[]; settings: WatchAlertSettings }>('GET', BASE);
      if (startedIn !== epoch) return;
      // The answer may predate a change still in flight: that watch stays as the browser shows it
      // (a stopped one stays hidden) until the change's own answer.
      const s = state();
      const shown = new Map(s.watches.map((w) => [w.id, w]));
      const inFlight = new Set(s.busy);
      const merged = watches.flatMap((w) => (inFlight.has(w.id) ? (shown.has(w.id) ? [shown.get(w.id)!] : []) : [w]));
      // Settings being saved likewise stay as the user set them.
      const keepSettings = s.settingsState === CallState.InProcess;
      patch({ state: CallState.Success, watches: merged, settings: keepSettings ? s.settings : settings });
    } catch {
      if (startedIn === epoch) patch({ state: CallState.Failed });
    } finally {
      await alerts;
      if (startedIn === epoch) loading = null;
    }
  })();
  return loading;
}

/**
 * Starts watching a trip (a FlightSearchParams fits: fare class and filters are not part of a
 * watch). The trip reads InProcess at once, then JustWatched; a refusal puts it back to NotWatching.
 */
export async function watchTrip(search: WatchTrip, targetPrice?: number | null): Promise<WatchTripResult> {
  if ($session.value.kind === 'SignedOut') {
    requireSignIn();
    return { kind: 'SignInRequired' };
  }
  const key = tripKey(search);
  if (state().watching.includes(key)) return { kind: 'Busy' };
  const existing = state().watches.find((w) => w.tripKey === key);
  if (existing) return { kind: 'Watched', watch: existing };

  const startedIn = epoch;
  patch({ watching: withItem(state().watching, key) });
  const body = {
    tripType: search.tripType,
    slices: search.slices.map(({ origin, destination, departureDate }) => ({ origin, destination, departureDate })),
    passengers: search.passengers,
    ...(targetPrice === undefined ? {} : { targetPrice }),
  };
  try {
    const watch = await request<FlightWatch>('POST', BASE, body);
    if (startedIn !== epoch) return { kind: 'Watched', watch };
    const s = state();
    patch({
      watches: upsert(s.watches, watch),
      watching: without(s.watching, key),
      justWatched: withItem(withItem(s.justWatched, key), watch.tripKey),
    });
    return { kind: 'Watched', watch };
  } catch (err) {
    if (startedIn === epoch) patch({ watching: without(state().watching, key) });
    return failure(err);
  }
}

/** Runs a change of one watch, one at a time per watch; `undo` runs when the API refuses. */
async function change(id: string, work: () => Promise<void>, undo: () => void): Promise<WatchActionResult> {
  if (state().busy.includes(id)) return { kind: 'Busy' };
  const startedIn = epoch;
  patch({ busy: withItem(state().busy, id) });
  try {
    await work();
    return { kind: 'Done' };
  } catch (err) {
    if (startedIn === epoch) undo();
    return failure(err);
  } finally {
    if (startedIn === epoch) patch({ busy: without(state().busy, id) });
  }
}

/** Stops watching: the row goes at once and comes back, in its place, if the API refuses. */
export function unwatch(id: string): Promise<WatchActionResult> {
  const before = state().watches;
  const index = before.findIndex((w) => w.id === id);
  const watch = before[index];
  if (!watch) return Promise.resolve({ kind: 'Done' });
  const wasJustWatched = state().justWatched.includes(watch.tripKey);
  return change(
    id,
    async () => {
      patch({ watches: state().watches.filter((w) => w.id !== id), justWatched: without(state().justWatched, watch.tripKey) });
      try {
        await request('DELETE', `${BASE}/${encodeURIComponent(id)}`);
      } catch (err) {
        // Already gone (another tab stopped it): what the user wanted.
        if (err instanceof ApiError && err.status === 404) return;
        throw err;
      }
    },
    () => {
      const now = state().watches;
      if (now.some((w) => w.id === id)) return;
      patch({
        watches: [...now.slice(0, index), watch, ...now.slice(index)],
        justWatched: wasJustWatched ? withItem(state().justWatched, watch.tripKey) : state().justWatched,
      });
    },
  );
}

/** Sets (minor units) or clears (null) the price the user waits for. */
export function setTargetPrice(id: string, price: number | null): Promise<WatchActionResult> {
  const previous = state().watches.find((w) => w.id === id);
  if (!previous) return Promise.resolve({ kind: 'Failed', code: 'NotFound', message: 'This trip is no longer watched.' });
  const setTarget = (targetPrice: number | null) =>
    patch({ watches: state().watches.map((w) => (w.id === id ? { ...w, targetPrice } : w)) });
  return change(
    id,
    async () => {
      setTarget(price);
      const startedIn = epoch;
      const watch = await request<FlightWatch>('PATCH', `${BASE}/${encodeURIComponent(id)}`, { targetPrice: price });
      if (startedIn === epoch) patch({ watches: upsert(state().watches, watch) });
    },
    () => setTarget(previous.targetPrice),
  );
}

/** The user's alert budget: the one switch and the threshold. Shown at once, put back on refusal. */
export async function saveAlertSettings(settings: WatchAlertSettings): Promise<WatchActionResult> {
  if (state().settingsState === CallState.InProcess) return { kind: 'Busy' };
  const startedIn = epoch;
  const previous = state().settings;
  patch({ settings, settingsState: CallState.InProcess });
  try {
    const saved = await request<WatchAlertSettings>('PUT', `${BASE}/settings`, settings);
    if (startedIn === epoch) patch({ settings: saved, settingsState: CallState.Success });
    return { kind: 'Done' };
  } catch (err) {
    if (startedIn === epoch) patch({ settings: previous, settingsState: CallState.Failed });
    return failure(err);
  }
}

/** Back to nothing loaded (sign-out, another user): later answers of earlier calls are dropped. */
export function resetWatchesStore(): void {
  epoch++;
  loading = null;
  owner = undefined;
  $watches.set(initial());
}

// Any island showing watch states loads the signed-in user's watches once, and forgets them on
// sign-out or when another user signs in.
onMount($watches, () =>
  $session.subscribe((s) => {
    if (s.kind === 'SignedIn') {
      if (owner !== undefined && owner !== s.info.userId) resetWatchesStore();
      owner = s.info.userId;
      if (state().state === CallState.NotCalled) void loadWatches();
    }
    if (s.kind === 'SignedOut' && (state().state !== CallState.NotCalled || owner !== undefined)) resetWatchesStore();
  }),
);
