import { atom, computed, onMount } from 'nanostores';
import { CallState } from '../domain/shared/call-state';
import { earnBanner, selectRewardsAccount, type RewardsAccount } from '../domain/profile/rewards';
import { api } from './api';
import { platform } from './platform';
import { $session } from './session.store';
import { StorageKeys } from './storage-keys';

export const $rewards = atom<{ state: CallState; accounts: RewardsAccount[] }>({ state: CallState.NotCalled, accounts: [] });
export const $selectedAccountId = atom<string | null>(null);

export const $selectedAccount = computed([$rewards, $selectedAccountId], (r, id) => selectRewardsAccount(r.accounts, id));
export const $earnBanner = computed($rewards, (r) => earnBanner(r.accounts));

export async function loadRewardsAccounts(): Promise<void> {
  $rewards.set({ ...$rewards.get(), state: CallState.InProcess });
  try {
    $rewards.set({ state: CallState.Success, accounts: await api.put<RewardsAccount[]>('/rewards/accounts') });
  } catch {
    $rewards.set({ state: CallState.Failed, accounts: [] });
  }
}

export function selectAccount(accountReferenceId: string): void {
  platform().local.setItem(StorageKeys.selectedRewardsAccount, accountReferenceId);
  $selectedAccountId.set(accountReferenceId);
}

onMount($rewards, () => {
  $selectedAccountId.set(platform().local.getItem(StorageKeys.selectedRewardsAccount));
  let loadedFor: string | undefined;
  return $session.subscribe((s) => {
    if (s.kind === 'SignedIn' && loadedFor !== s.info.userId) {
      loadedFor = s.info.userId;
      void loadRewardsAccounts();
    }
    if (s.kind === 'SignedOut') $rewards.set({ state: CallState.NotCalled, accounts: [] });
  });
});
