import { atom, computed } from 'nanostores';
import { CallState } from '../../domain/shared/call-state';
import { AVAILABLE, Experiments, isVariant } from '../../domain/shared/experiment-variants';
import type { Experiment, ExperimentsAnswer } from '../../domain/shared/experiments';
import type { UserInfo } from '../../domain/profile/session';
import { api } from '../api';
import { loadRewardsAccounts } from '../rewards.store';
import { $session } from '../session.store';
import { resetContactStore, loadContactInfo } from './contact.store';
import { loadCorporateUsers } from './corporate-users.store';
import { resetPaymentMethodsStore } from './payment-methods.store';
import { loadFlightPreferences, loadHotelPreferences, resetPreferencesStores } from './preferences.store';
import { loadTravelers, resetTravelersStore } from './travelers.store';

/** SPEC §4: experiments are loading, then resolved. A failed call resolves to none (every control variant). */
export type ExperimentsState =
  { kind: 'Loading' } | { kind: 'Resolved'; experiments: Experiment[]; trackingProperties: Record<string, string> };

export interface ProfileUserState {
  state: CallState;
  user: UserInfo | null;
}

const initialExperiments = (): ExperimentsState => ({ kind: 'Loading' });
const initialUser = (): ProfileUserState => ({ state: CallState.NotCalled, user: null });

export const $profileExperiments = atom<ExperimentsState>(initialExperiments());
export const $profileUser = atom<ProfileUserState>(initialUser());

const variantAvailable = (s: ExperimentsState, id: string) => s.kind === 'Resolved' && isVariant(s.experiments, id, AVAILABLE);
/** SPEC §2: the favorites tab exists only in the favorites experiment's `available` variant. */
export const $favoritesAvailable = computed($profileExperiments, (s) => variantAvailable(s, Experiments.favorites));
/** SPEC §2: the alternate visual mode of the marketplace experiment. */
export const $marketplaceAvailable = computed($profileExperiments, (s) => variantAvailable(s, Experiments.marketplace));

/** Name for the welcome header and the agent landing: /userInfo, else what the session knows. */
export const $profileName = computed([$profileUser, $session], (u, s) => {
  const info = u.user ?? (s.kind === 'SignedIn' ? s.info.userInfo : null);
  return info ? { firstName: info.firstName, lastName: info.lastName } : null;
});

let epoch = 0;

/** The corporate portal has its own experiments (SPEC §7 /experiments/cotb/active). */
export async function loadExperiments(corporate: boolean): Promise<void> {
  const startedIn = epoch;
  try {
    const answer = await api.put<ExperimentsAnswer>(corporate ? '/experiments/cotb/active' : '/experiments/active');
    if (startedIn === epoch) $profileExperiments.set({ kind: 'Resolved', ...answer });
  } catch {
    if (startedIn === epoch) $profileExperiments.set({ kind: 'Resolved', experiments: [], trackingProperties: {} });
  }
}

export async function loadUserInfo(): Promise<void> {
  const startedIn = epoch;
  $profileUser.set({ ...$profileUser.get(), state: CallState.InProcess });
  try {
    const user = await api.get<UserInfo>('/userInfo');
    if (startedIn === epoch) $profileUser.set({ state: CallState.Success, user });
  } catch {
    if (startedIn === epoch) $profileUser.set({ state: CallState.Failed, user: null });
  }
}

/**
 * SPEC §7: on load the profile makes its first five calls together — experiments,
 * user info, rewards accounts, the tracking-independent loads (hotel and flight
 * preferences, contact info) and passengers. Corporate sessions also load the
 * company's users. Later changes reload only their own list (see the stores' actions).
 */
export async function loadProfile(): Promise<void> {
  const session = $session.get();
  const corporate = session.kind === 'SignedIn' && session.info.tenant === 'corporate';
  await Promise.all([
    loadExperiments(corporate),
    loadUserInfo(),
    loadRewardsAccounts(),
    loadHotelPreferences(),
    loadFlightPreferences(),
    loadContactInfo(),
    loadTravelers(),
    corporate ? loadCorporateUsers() : undefined,
  ]);
}

/**
 * Returns every profile store to its initial state, for the micro-frontend's unmount
 * (SPEC §1): the next mount starts clean and late answers of the old one are dropped.
 * Session and rewards accounts belong to the host page and are left alone.
 */
export function resetProfileStores(): void {
  epoch++;
  $profileExperiments.set(initialExperiments());
  $profileUser.set(initialUser());
  resetTravelersStore();
  resetPreferencesStores();
  resetContactStore();
  resetPaymentMethodsStore();
}
