// SPEC §6 delegated session in the browser: a travel administrator books as a user of their
// company. Their own session waits in storage; "Back to my account" ends the delegated one and
// puts theirs back. Loaded only by the company page and the delegated-session bar.
import type { SessionInfo } from '../../domain/profile/session';
import { api, getToken, setToken } from '../api';
import { localeFromPath, localePath } from '../locale';
import { platform } from '../platform';
import { $session, signOut } from '../session.store';
import { StorageKeys } from '../storage-keys';

/**
 * The next page starts as the other user. Only storage changes here: telling this page's stores
 * would let its islands react to a user who may not see them (the company page would leave for
 * access denied) before the navigation.
 */
function switchTo(token: string, info: SessionInfo, path: string): void {
  setToken(token);
  platform().local.setItem(StorageKeys.sessionInfo, JSON.stringify(info));
  platform().navigate(localePath(localeFromPath(platform().location.pathname), path));
}

interface Saved {
  token: string;
  info: SessionInfo;
}

/** Starts booking as `userId`; lands on the home page as them. */
export async function bookAs(userId: string): Promise<void> {
  const current = $session.get();
  const token = getToken();
  const answer = await api.post<{ token: string; sessionInfo: SessionInfo }>(`/company/users/${encodeURIComponent(userId)}/delegate`, {});
  if (current.kind === 'SignedIn' && token) {
    platform().local.setItem(StorageKeys.delegator, JSON.stringify({ token, info: current.info } satisfies Saved));
  }
  switchTo(answer.token, answer.sessionInfo, '/');
}

function saved(): Saved | null {
  try {
    const raw = platform().local.getItem(StorageKeys.delegator);
    return raw ? (JSON.parse(raw) as Saved) : null;
  } catch {
    return null;
  }
}

/** Ends the delegated session and goes back to the administrator's own, or to sign-in without it. */
export async function backToOwnAccount(): Promise<void> {
  const own = saved();
  platform().local.removeItem(StorageKeys.delegator);
  if (!own) return signOut();
  await api.post('/auth/endSession', {}, { noRedirect: true }).catch(() => undefined);
  switchTo(own.token, own.info, '/company/');
}
