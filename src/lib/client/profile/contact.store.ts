import { atom, computed } from 'nanostores';
import { CallState } from '../../domain/shared/call-state';
import type { ContactInfo } from '../../domain/profile/travelers.schema';
import { api } from '../api';
import { $session } from '../session.store';

/** SPEC §3 contact info view; read-only, it belongs to the issuer's account (SPEC §1). */
export interface ContactState {
  state: CallState;
  details: ContactInfo | null;
}

const initial = (): ContactState => ({ state: CallState.NotCalled, details: null });
const $contactDetails = atom<ContactState>(initial());

/**
 * What the contact tab shows. The issuer's record may have no email while the session
 * knows the address the user signs in with: that one is shown rather than nothing.
 * Empty values stay null; the view shows "-" for them (SPEC §2).
 */
export const $contactInfo = computed([$contactDetails, $session], (c, session): ContactState & { info: ContactInfo } => {
  const sessionEmail = session.kind === 'SignedIn' ? session.info.userInfo.email : null;
  const phoneNumber = c.details?.phoneNumber?.trim() || null;
  const emailAddress = c.details?.emailAddress?.trim() || sessionEmail?.trim() || null;
  return { ...c, info: { phoneNumber, emailAddress } };
});

let epoch = 0;

export async function loadContactInfo(): Promise<void> {
  const startedIn = epoch;
  $contactDetails.set({ ...$contactDetails.get(), state: CallState.InProcess });
  try {
    const details = await api.get<ContactInfo>('/customer/details');
    if (startedIn === epoch) $contactDetails.set({ state: CallState.Success, details });
  } catch {
    if (startedIn === epoch) $contactDetails.set({ state: CallState.Failed, details: null });
  }
}

export function resetContactStore(): void {
  epoch++;
  $contactDetails.set(initial());
}
