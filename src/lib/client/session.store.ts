import { atom, onMount } from 'nanostores';
import { SESSION_WARNING_MINUTES, type SessionInfo } from '../domain/profile/session';
import { api, ApiError, getToken, isLeaving, leaveForSignIn, serverNow, setToken, takeReturnPath } from './api';
import { localeFromPath, localePath } from './locale';
import { platform } from './platform';
import { StorageKeys } from './storage-keys';

export type SessionState = { kind: 'Unknown' } | { kind: 'SignedOut' } | { kind: 'SignedIn'; info: SessionInfo };
export type SignInState = { kind: 'Idle' } | { kind: 'Submitting' } | { kind: 'Failed'; error: ApiError } | { kind: 'Done' };
export type ExpiryState =
  { kind: 'None' } | { kind: 'Warning'; expiresAt: string } | { kind: 'Extending'; expiresAt: string } | { kind: 'ExtendFailed' };

/** Where a sign-in with no saved destination lands: the account overview, since home is static. */
export const SIGNED_IN_HOME = '/profile/';

export const $session = atom<SessionState>({ kind: 'Unknown' });
export const $signIn = atom<SignInState>({ kind: 'Idle' });
export const $expiry = atom<ExpiryState>({ kind: 'None' });

function cachedInfo(): SessionInfo | null {
  try {
    const raw = platform().local.getItem(StorageKeys.sessionInfo);
    return raw ? (JSON.parse(raw) as SessionInfo) : null;
  } catch {
    return null;
  }
}

function setSignedIn(info: SessionInfo): void {
  platform().local.setItem(StorageKeys.sessionInfo, JSON.stringify(info));
  $session.set({ kind: 'SignedIn', info });
  scheduleExpiryWarning(info.sessionExpiration);
}

function clearSession(): void {
  setToken(null);
  platform().local.removeItem(StorageKeys.sessionInfo);
  $session.set({ kind: 'SignedOut' });
  $expiry.set({ kind: 'None' });
}

let warningTimer: ReturnType<typeof setTimeout> | undefined;
let expiryTimer: ReturnType<typeof setTimeout> | undefined;
function scheduleExpiryWarning(expiration: string): void {
  clearTimeout(warningTimer);
  clearTimeout(expiryTimer);
  const expiresAt = Date.parse(expiration);
  const now = serverNow();
  const warnIn = expiresAt - SESSION_WARNING_MINUTES * 60_000 - now;
  warningTimer = setTimeout(() => $expiry.set({ kind: 'Warning', expiresAt: expiration }), Math.max(0, warnIn));
  expiryTimer = setTimeout(
    () => {
      // The token is dead now: the next call would 401, so go there directly.
      // Before clearSession: a page guard reacting to SignedOut must not send the user to sign-in instead.
      leaveForSignIn(true);
      clearSession();
    },
    Math.max(0, expiresAt - now),
  );
}

/** Reads the stored session at once, then confirms it with the API. */
export async function loadSession(): Promise<void> {
  if (!getToken()) {
    $session.set({ kind: 'SignedOut' });
    return;
  }
  const cached = cachedInfo();
  if (cached) $session.set({ kind: 'SignedIn', info: cached });
  try {
    setSignedIn(await api.get<SessionInfo>('/session'));
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) $session.set({ kind: 'SignedOut' });
  }
}

onMount($session, () => {
  void loadSession();
});

/** For pages only a signed-in user may see: without a token, go to sign-in and come back. */
export function requireSignIn(): void {
  // Already on the way out (e.g. a revoked token going to "session ended"): keep that destination.
  if (getToken() || isLeaving()) return;
  leaveForSignIn(false);
}

export async function signIn(email: string, password: string): Promise<void> {
  $signIn.set({ kind: 'Submitting' });
  try {
    const { token, sessionInfo } = await api.post<{ token: string; sessionInfo: SessionInfo }>(
      '/auth/startSession',
      { email, password },
      { noRedirect: true },
    );
    setToken(token);
    setSignedIn(sessionInfo);
    $signIn.set({ kind: 'Done' });
    const p = platform();
    p.session.removeItem(StorageKeys.invalidSession);
    const locale = localeFromPath(p.location.pathname);
    // A first session is greeted first; the return path waits in session storage.
    // A corporate traveler who has not finished the onboarding tour ('welcome', onboarding.ts) sees it.
    const tour = sessionInfo.corporateInfo !== null && !sessionInfo.corporateInfo.hasSeenModalMap['welcome'];
    if (sessionInfo.isFirstSession || tour) p.navigate(localePath(locale, '/auth/ftux/'));
    else p.navigate(takeReturnPath() ?? localePath(locale, SIGNED_IN_HOME));
  } catch (err) {
    $signIn.set({
      kind: 'Failed',
      error: err instanceof ApiError ? err : new ApiError(0, 'NetworkError', (err as Error).message),
    });
  }
}

export async function signOut(): Promise<void> {
  try {
    await api.post('/auth/endSession', {}, { noRedirect: true });
  } catch {
    // Signing out locally still protects this browser.
  }
  clearSession();
  platform().navigate(localePath(localeFromPath(platform().location.pathname), '/auth/startsession/'));
}

export async function extendSession(): Promise<void> {
  const current = $expiry.get();
  if (current.kind !== 'Warning') return;
  $expiry.set({ kind: 'Extending', expiresAt: current.expiresAt });
  try {
    const { token, sessionInfo } = await api.post<{ token: string; sessionInfo: SessionInfo }>('/auth/extendSession', {});
    setToken(token);
    setSignedIn(sessionInfo);
    $expiry.set({ kind: 'None' });
  } catch {
    $expiry.set({ kind: 'ExtendFailed' });
  }
}
