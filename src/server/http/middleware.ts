import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Logger } from 'pino';
import { ErrorCode, isCorporateCode, type CorporateCode } from '../../lib/domain/shared/errors';
import { resolveTenant, type Tenant } from '../../lib/domain/shared/tenant';
import { randomToken } from '../auth/tokens';
import type { SessionService } from '../auth/sessions';
import type { AppEnv } from './env';
import { ApiFailure } from './errors';
import { isHttps, securityHeaders } from './security-headers';
import type { Clock } from '../clock';

export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'X-CSRF-Token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Who is calling and over what: the socket's address (the Astro route passes it in) unless a
 * trusted proxy says otherwise. Behind a proxy, the last X-Forwarded-For entry is the one that
 * proxy appended (earlier entries are whatever the client sent), and X-Forwarded-Proto says
 * whether the client used TLS. Without TRUST_PROXY both headers are ignored: anyone can send them.
 */
export function clientInfo(trustProxy: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const forwarded = trustProxy ? c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim() : undefined;
    // In-process calls (tests' app.request) pass no bindings at all.
    const socket = (c.env as AppEnv['Bindings'] | undefined)?.clientAddress;
    c.set('clientAddress', forwarded || socket || 'unknown');
    c.set('https', isHttps(new URL(c.req.url).protocol, trustProxy ? c.req.header('x-forwarded-proto') : undefined));
    return next();
  };
}

export function setCsrfCookie(c: Parameters<MiddlewareHandler<AppEnv>>[0], value: string) {
  setCookie(c, CSRF_COOKIE, value, { path: '/', sameSite: 'Strict', secure: c.get('https') ?? false });
  c.set('csrfCookie', value);
}

/** Request log line without query strings, headers or bodies (they may carry secrets). */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    c.set('logger', logger);
    await next();
    logger.info(
      { method: c.req.method, path: new URL(c.req.url).pathname, status: c.res.status, ms: Math.round(performance.now() - started) },
      'request',
    );
  };
}

export function security(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    for (const [k, v] of Object.entries(securityHeaders(c.get('https') ?? false, new URL(c.req.url).pathname))) {
      // A route that set its own policy (the API reference page) keeps it.
      if (k === 'Content-Security-Policy' && c.res.headers.has(k)) continue;
      c.res.headers.set(k, v);
    }
    c.res.headers.set('Cache-Control', 'no-store');
  };
}

/**
 * The Date header from the server's clock, not the machine's: the browser dates searches from it
 * (SPEC §9 "today" is the server's), so a server run on another day (CLOCK_AT) is believed.
 */
export function dateHeader(now: Clock): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    c.res.headers.set('Date', now().toUTCString());
  };
}

export function tenantFromHost(hostMap: Record<string, Tenant>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('tenant', resolveTenant(c.req.header('host'), hostMap));
    await next();
  };
}

/**
 * Double-submit CSRF: unsafe methods must echo the cookie's value in a header.
 * Safe requests without the cookie get one, so the sign-in form has a token.
 */
export function csrf(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const cookie = getCookie(c, CSRF_COOKIE);
    c.set('csrfCookie', cookie);
    if (SAFE_METHODS.has(c.req.method)) {
      if (!cookie) setCsrfCookie(c, randomToken());
      return next();
    }
    const header = c.req.header(CSRF_HEADER);
    if (!cookie || !header || cookie !== header) {
      throw new ApiFailure(403, ErrorCode.CsrfRejected, 'This request is missing its security token. Reload the page and try again.');
    }
    return next();
  };
}

export function maintenance(enabled: boolean, open: ReadonlySet<string>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (enabled && !open.has(new URL(c.req.url).pathname)) {
      throw new ApiFailure(503, ErrorCode.Maintenance, 'The portal is down for maintenance. Please try again later.', undefined, {
        'Retry-After': '600',
      });
    }
    return next();
  };
}

export const bearerToken = (header: string | undefined): string | undefined => /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];

const sameToken = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * A signed-in call's CSRF token must be its session's (given at sign-in), not just any pair of
 * matching cookie and header: another visitor's pair, or one minted before sign-in, fails. Safe
 * calls put the session's token back in the cookie when it differs (a browser that lost its
 * cookies keeps its bearer token), so the page's next change succeeds.
 */
function bindCsrfToSession(c: Parameters<MiddlewareHandler<AppEnv>>[0], sessionToken: string) {
  if (SAFE_METHODS.has(c.req.method)) {
    if (c.get('csrfCookie') !== sessionToken) setCsrfCookie(c, sessionToken);
    return;
  }
  if (!sameToken(c.req.header(CSRF_HEADER) ?? '', sessionToken)) {
    throw new ApiFailure(403, ErrorCode.CsrfRejected, 'This request is missing its security token. Reload the page and try again.');
  }
}

/** What each corporate code tells the person (the portal also redirects: SPEC §2). */
const accessMessages: Record<CorporateCode, string> = {
  '40102': 'Your company is not part of this travel portal yet. Your travel administrator will be told when it can join.',
  '40103': 'Your company account does not give you access to the travel portal. Ask your travel administrator.',
  '40105': "Your company's setup is not finished. A travel administrator needs to complete it in the admin portal.",
  '40106': 'A travel administrator at your company must accept the corporate travel terms before anyone can book.',
};

/**
 * Bearer authentication for one route. The signed-in user's customer type
 * decides the tenant from here on.
 */
export function requireAuth(sessions: SessionService, opts: { honorForcedCode: boolean }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    const session = token ? await sessions.authenticate(token) : null;
    if (!session) throw new ApiFailure(401, ErrorCode.Unauthorized, 'Your session has ended. Sign in again to continue.');
    const code = session.forcedCode && isCorporateCode(session.forcedCode) ? session.forcedCode : session.accessCode;
    if (opts.honorForcedCode && code) throw new ApiFailure(403, code, accessMessages[code]);
    bindCsrfToSession(c, session.csrfToken);
    c.set('session', session);
    c.set('tenant', session.user.customerType === 'Corporate' ? 'corporate' : 'consumer');
    return next();
  };
}

/**
 * Gives JSON answers their Content-Length. Hono's c.json sends none, and compress() skips only
 * bodies whose length it knows to be under its threshold, so without this every answer was
 * gzipped: a 100-byte poll came back larger and cost a compression stream each time. Bodies are
 * strings already in memory, so measuring them costs one copy.
 */
export function measureJson(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (!res.body || res.headers.has('Content-Length') || !res.headers.get('Content-Type')?.startsWith('application/json')) return;
    const body = await res.arrayBuffer();
    const headers = new Headers(res.headers);
    headers.set('Content-Length', String(body.byteLength));
    c.res = undefined;
    c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
  };
}
