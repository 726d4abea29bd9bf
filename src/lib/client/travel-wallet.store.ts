// The signed-in traveler's travel wallet (SPEC §3 travel credits and offers), as checkout shows it:
// loaded once per user, read again after a booking refused an item that was used or expired meanwhile.
import { atom, onMount } from 'nanostores';
import { CallState } from '../domain/shared/call-state';
import type { TravelCredit, TravelOffer } from '../domain/booking/travel-wallet';
import type { TravelWalletAnswer } from '../domain/booking/travel-wallet.schema';
import { api } from './api';
import { $session } from './session.store';

export interface TravelWalletState {
  state: CallState;
  credits: TravelCredit[];
  offers: TravelOffer[];
}

const initial = (): TravelWalletState => ({ state: CallState.NotCalled, credits: [], offers: [] });
export const $travelWallet = atom<TravelWalletState>(initial());

let epoch = 0;

/** GET /v0/user/wallet. A failure empties the wallet: checkout goes on with rewards and the card. */
export async function loadTravelWallet(): Promise<void> {
  const startedIn = ++epoch;
  $travelWallet.set({ ...$travelWallet.get(), state: CallState.InProcess });
  try {
    const { credits, offers } = await api.get<TravelWalletAnswer>('/user/wallet');
    if (startedIn === epoch) $travelWallet.set({ state: CallState.Success, credits, offers });
  } catch {
    if (startedIn === epoch) $travelWallet.set({ state: CallState.Failed, credits: [], offers: [] });
  }
}

export function resetTravelWalletStore(): void {
  epoch++;
  $travelWallet.set(initial());
}

// Loads for the signed-in user once a page shows it; another user or signing out forgets it.
onMount($travelWallet, () => {
  let loadedFor: string | undefined;
  return $session.subscribe((s) => {
    if (s.kind === 'SignedIn' && loadedFor !== s.info.userId) {
      if (loadedFor !== undefined) resetTravelWalletStore();
      loadedFor = s.info.userId;
      void loadTravelWallet();
    }
    if (s.kind === 'SignedOut') {
      loadedFor = undefined;
      resetTravelWalletStore();
    }
  });
});
