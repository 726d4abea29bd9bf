// The experience details page (/activities/shop/): one details call per day and party, the time
// chosen and a new day or party kept in the address (replaced, so choosing adds no history entries
// and Back still leaves the page).
import { atom } from 'nanostores';
import type { ExperienceDetailsResponse, Slot } from '../../domain/experiences/experiences.schema';
import { homeToday } from '../../domain/shared/dates';
import { api, serverNow } from '../api';
import { failureOf } from '../checkout/book-call';
import { page } from '../platform';
import {
  activityQuery,
  dayProblem,
  parseActivityQuery,
  travelersOf,
  type ActivityQuery,
  type DayProblem,
  type Party,
} from './activity-selection';

export type ActivityDetailsState =
  | { kind: 'Idle' }
  /** The address names no experience or day. */
  | { kind: 'Invalid' }
  /** `previous`: the answer for the day and party before a change, shown (marked busy) meanwhile. */
  | { kind: 'Loading'; key: string; previous: ExperienceDetailsResponse | null }
  | { kind: 'Loaded'; key: string; answer: ExperienceDetailsResponse }
  /** The day or party cannot be asked (a past day, minors alone…): the page says why and offers to change it. */
  | { kind: 'NeedsChange'; key: string; problem: DayProblem | null; message: string }
  | { kind: 'Failed'; key: string; status: number; code: string; message: string };

export const $activityShopQuery = atom<ActivityQuery | null>(null);
export const $activityDetails = atom<ActivityDetailsState>({ kind: 'Idle' });

export const activityToday = (): string => homeToday(serverNow());

/** The slot does not take part in the key: choosing a time asks nothing again. */
const keyOf = (q: ActivityQuery) => activityQuery({ ...q, slotId: null }).toString();
const currentKey = () => {
  const s = $activityDetails.get();
  return s.kind === 'Idle' || s.kind === 'Invalid' ? null : s.key;
};
const answerOf = (s: ActivityDetailsState) => (s.kind === 'Loaded' ? s.answer : s.kind === 'Loading' ? s.previous : null);

/** Reads the page's address and starts the details call. */
export function openActivityShop(search: string): ActivityDetailsState {
  const query = parseActivityQuery(new URLSearchParams(search));
  $activityShopQuery.set(query);
  if (!query) {
    $activityDetails.set({ kind: 'Invalid' });
    return $activityDetails.get();
  }
  void loadActivityDetails(query);
  return $activityDetails.get();
}

/** One call per day and party: the same one again (a re-render) reuses the answer or the call under way. */
export async function loadActivityDetails(query: ActivityQuery, force = false): Promise<void> {
  const key = keyOf(query);
  const s = $activityDetails.get();
  if (!force && (s.kind === 'Loading' || s.kind === 'Loaded') && s.key === key) return;
  const problem = dayProblem(query.date, query.party, activityToday());
  if (problem) {
    $activityDetails.set({ kind: 'NeedsChange', key, problem, message: '' });
    return;
  }
  $activityDetails.set({ kind: 'Loading', key, previous: answerOf(s) });
  try {
    const answer = await api.post<ExperienceDetailsResponse>('/experiences/details', {
      id: query.experienceId,
      date: query.date,
      travelers: travelersOf(query.party),
    });
    if (currentKey() !== key) return;
    $activityDetails.set({ kind: 'Loaded', key, answer });
  } catch (err) {
    if (currentKey() !== key) return;
    const f = failureOf(err);
    // A day or party the server refuses (InvalidDates, ValidationFailed) is the traveler's to change.
    if (f.status === 422) $activityDetails.set({ kind: 'NeedsChange', key, problem: null, message: f.message });
    else $activityDetails.set({ kind: 'Failed', key, status: f.status, code: f.code, message: f.message });
  }
}

export function retryActivityDetails(): void {
  const q = $activityShopQuery.get();
  if (q) void loadActivityDetails(q, true);
}

function follow(next: ActivityQuery): void {
  $activityShopQuery.set(next);
  if (!page.exists()) return;
  const { pathname, hash } = page.url();
  page.replace(`${pathname}?${activityQuery(next).toString()}${hash}`);
}

/** Picks a time; the address follows so a reload or Back keeps it. */
export function chooseSlot(slotId: string): void {
  const q = $activityShopQuery.get();
  if (q && q.slotId !== slotId) follow({ ...q, slotId });
}

/**
 * Another day or party: the times are asked again. A time belongs to its day, so a new day drops
 * it; a new party keeps it (the page shows whether it still has room for them).
 */
export function changeActivityDay(date: string, party: Party): void {
  const q = $activityShopQuery.get();
  if (!q) return;
  const next: ActivityQuery = { ...q, date, party, slotId: date === q.date ? q.slotId : null };
  follow(next);
  void loadActivityDetails(next);
}

/** The chosen time as the answer has it, and whether the party can still book it. */
export function chosenSlot(answer: ExperienceDetailsResponse, slotId: string | null): { slot: Slot; open: boolean } | null {
  const slot = slotId ? answer.slots.find((s) => s.slotId === slotId) : undefined;
  return slot ? { slot, open: slot.status === 'Available' && slot.price !== null } : null;
}

/** For tests. */
export function resetActivityShop(): void {
  $activityShopQuery.set(null);
  $activityDetails.set({ kind: 'Idle' });
}
