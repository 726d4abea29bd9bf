import { isCorporateCode, type CorporateCode } from '../domain/shared/errors';
import { shouldReportFailure } from '../domain/shared/tracking';
import { localeFromPath, localePath, isPublicRoute } from './locale';
import { platform } from './platform';
import { StorageKeys } from './storage-keys';

export const API_BASE = '/api/v0';

/** A failed call, in the API's one error shape (network failures get code NetworkError). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
  /** Field messages of a 400, keyed by field path. */
  fieldErrors(): Record<string, string> {
    const fields = (this.details as { fields?: { path: string; message: string }[] } | undefined)?.fields ?? [];
    // The first message per field is the one to fix first; later ones often follow from it (an empty
    // name is also "not only letters"). fromEntries keeps the last, so later duplicates are dropped first.
    const seen = new Set<string>();
    return Object.fromEntries(fields.filter((f) => !seen.has(f.path) && seen.add(f.path)).map((f) => [f.path, f.message]));
  }
}

function readCookie(name: string): string | undefined {
  for (const part of platform().cookies().split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

export function getToken(): string | null {
  return platform().local.getItem(StorageKeys.jwt);
}
export function setToken(token: string | null): void {
  if (token) platform().local.setItem(StorageKeys.jwt, token);
  else platform().local.removeItem(StorageKeys.jwt);
}

/** SPEC §2: where each corporate code sends the user. */
export function corporateRedirect(code: CorporateCode, adminPortalUrl: string, currentSearch: string): string {
  const locale = localeFromPath(platform().location.pathname);
  switch (code) {
    case '40105': {
      const url = new URL('onboarding', adminPortalUrl.endsWith('/') ? adminPortalUrl : `${adminPortalUrl}/`);
      const utm = new URLSearchParams(currentSearch).get('utm_source');
      if (utm) url.searchParams.set('utm_source', utm);
      url.searchParams.set('referrer_source', 'onboarding');
      return url.toString();
    }
    case '40106':
      return localePath(locale, '/acknowledgement/');
    case '40103':
      return localePath(locale, '/access-denied/');
    case '40102':
      return localePath(locale, '/access-denied-not-beta/');
  }
}

type FailureReporter = (failure: { url: string; endpoint: string; code: string; reason: string; message: string }) => void;
let reportFailure: FailureReporter | undefined;
/** tracking.ts registers itself here, so api.ts does not import it (no cycle). */
export function onCallFailure(reporter: FailureReporter): void {
  reportFailure = reporter;
}
let adminPortalUrl = 'https://admin.travel.example/';
export function setAdminPortalUrl(url: string): void {
  adminPortalUrl = url;
}

/** Saves where the user was, so sign-in can return there (SPEC §2). */
export function saveReturnPath(): void {
  const { pathname, search, hash } = platform().location;
  platform().session.setItem(StorageKeys.authRedirect, `${pathname}${search}${hash}`);
}

export function takeReturnPath(): string | null {
  const p = platform().session.getItem(StorageKeys.authRedirect);
  platform().session.removeItem(StorageKeys.authRedirect);
  // Only same-site paths: never send a user to another origin after sign-in.
  return p && p.startsWith('/') && !p.startsWith('//') ? p : null;
}

let serverClockOffset = 0;
/**
 * Now on the server's clock. Session expiry instants come from the server, and a device
 * clock that is off (wrong zone, drift) would otherwise warn or sign out at the wrong time.
 */
export function serverNow(): number {
  return platform().now() + serverClockOffset;
}
function noteServerClock(res: Response): void {
  const date = Date.parse(res.headers.get('Date') ?? '');
  if (!Number.isNaN(date)) serverClockOffset = date - platform().now();
}

let leaving = false;
/**
 * Sends the browser elsewhere for good (401, corporate code, expired session).
 * Stores react to the same failure (the session turns SignedOut), and their own
 * redirects must not replace this one: `location.assign` called twice keeps the last.
 */
export function leaveTo(url: string): void {
  leaving = true;
  platform().navigate(url);
}
export function isLeaving(): boolean {
  return leaving;
}

/**
 * Keeps where the user is (SPEC §2) and leaves for sign-in, or for the
 * session-ended page when a session existed and is no longer valid.
 */
export function leaveForSignIn(sessionEnded: boolean): void {
  const p = platform();
  saveReturnPath();
  if (sessionEnded) p.session.setItem(StorageKeys.invalidSession, '1');
  leaveTo(localePath(localeFromPath(p.location.pathname), sessionEnded ? '/auth/invalidsession/' : '/auth/startsession/'));
}

function handleUnauthorized(): void {
  const p = platform();
  const hadToken = getToken() !== null;
  setToken(null);
  p.local.removeItem(StorageKeys.sessionInfo);
  if (isPublicRoute(p.location.pathname)) return;
  leaveForSignIn(hadToken);
}

/** The cookie's token; `renew` asks the server again (signed in, it answers the session's). */
async function ensureCsrf(renew = false): Promise<string> {
  const existing = readCookie('csrf_token');
  if (existing && !renew) return existing;
  const token = getToken();
  const res = await platform().fetch(`${API_BASE}/auth/csrf`, {
    credentials: 'same-origin',
    ...(token ? { headers: { Authorization: `Bearer ${token}` } } : {}),
  });
  const body = (await res.json()) as { csrfToken: string };
  return renew ? body.csrfToken : (readCookie('csrf_token') ?? body.csrfToken);
}

export interface RequestOptions {
  /** Skip the 401/corporate redirects (sign-in form, session probe). */
  noRedirect?: boolean;
  signal?: AbortSignal;
  /** Extra request headers (a booking's Idempotency-Key). */
  headers?: Record<string, string>;
  /** Set on the one retry after a refused CSRF token. */
  renewedCsrf?: boolean;
}

/** A new Idempotency-Key for one attempt of a state-changing call; its retries send the same. */
export const newIdempotencyKey = (): string =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/** The only place in the browser that calls fetch. */
export async function request<T>(method: string, path: string, body?: unknown, opts: RequestOptions = {}): Promise<T> {
  const p = platform();
  const headers: Record<string, string> = { ...opts.headers, Accept: 'application/json' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let res: Response;
  try {
    if (method !== 'GET') {
      headers['Content-Type'] = 'application/json';
      // Inside the try: offline, the token's own request fails like any other call would.
      headers['X-CSRF-Token'] = await ensureCsrf(opts.renewedCsrf);
    }
    res = await p.fetch(`${API_BASE}${path}`, {
      method,
      headers,
      credentials: 'same-origin',
      ...(method === 'GET' ? {} : { body: JSON.stringify(body ?? {}) }),
      ...(opts.signal ? { signal: opts.signal } : {}),
    });
  } catch (err) {
    const error = new ApiError(0, 'NetworkError', 'We could not reach the server. Check your connection and try again.');
    report(path, error, (err as Error).message);
    throw error;
  }
  noteServerClock(res);
  if (res.ok) return (res.status === 204 ? undefined : await res.json()) as T;

  let code = String(res.status);
  let message = res.statusText || 'Request failed';
  let details: unknown;
  try {
    const json = (await res.json()) as { error?: { code: string; message: string; details?: unknown } };
    if (json.error) ({ code, message, details } = json.error);
  } catch {
    // not our error shape (a proxy page): keep the status
  }
  // A token from before sign-in (another tab signed in): take the session's and send once more.
  if (code === 'CsrfRejected' && method !== 'GET' && !opts.renewedCsrf)
    return request<T>(method, path, body, { ...opts, renewedCsrf: true });
  const error = new ApiError(res.status, code, message, details);
  if (!opts.noRedirect) {
    if (res.status === 401) {
      handleUnauthorized();
      throw error;
    }
    if (isCorporateCode(code)) {
      const target = corporateRedirect(code, adminPortalUrl, p.location.search);
      // On the destination page its own calls answer the same code: going there again would reload forever.
      if (target !== p.location.pathname) leaveTo(target);
      throw error;
    }
  }
  if (res.status !== 401) report(path, error, res.statusText);
  throw error;
}

function report(path: string, error: ApiError, reason: string): void {
  if (!reportFailure || !getToken() || !shouldReportFailure(path)) return;
  reportFailure({
    url: platform().location.href,
    endpoint: path,
    code: error.code,
    reason: reason || String(error.status),
    message: error.message,
  });
}

export const api = {
  get: <T>(path: string, opts?: RequestOptions) => request<T>('GET', path, undefined, opts),
  put: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PUT', path, body, opts),
  post: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('POST', path, body, opts),
};
