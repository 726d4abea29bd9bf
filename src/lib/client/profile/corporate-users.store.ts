import { atom } from 'nanostores';
import { CallState } from '../../domain/shared/call-state';
import type { CorporateUser } from '../../domain/profile/travelers.schema';
import { api } from '../api';

/** SPEC §6: the company's users (all of them with canViewUsers, else only oneself), with their own call state. */
export interface CorporateUsersState {
  state: CallState;
  users: CorporateUser[];
}

const initial = (): CorporateUsersState => ({ state: CallState.NotCalled, users: [] });
export const $corporateUsers = atom<CorporateUsersState>(initial());

/** Bumped by reset, so answers to calls of an unmounted micro-frontend are dropped. */
let epoch = 0;
/** Only the newest request may write. */
let request = 0;

export async function loadCorporateUsers(): Promise<void> {
  const startedIn = epoch;
  const mine = ++request;
  $corporateUsers.set({ ...$corporateUsers.get(), state: CallState.InProcess });
  try {
    const { value } = await api.put<{ value: CorporateUser[] }>('/users/list');
    if (startedIn === epoch && mine === request) $corporateUsers.set({ state: CallState.Success, users: value });
  } catch {
    if (startedIn === epoch && mine === request) $corporateUsers.set({ state: CallState.Failed, users: [] });
  }
}

/** After a change that touches users (a new default traveler), only when the list is in use. */
export async function reloadCorporateUsersIfLoaded(): Promise<void> {
  if ($corporateUsers.get().state !== CallState.NotCalled) await loadCorporateUsers();
}

export function resetCorporateUsersStore(): void {
  epoch++;
  $corporateUsers.set(initial());
}
