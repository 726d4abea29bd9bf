import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Logger } from 'pino';
import { ErrorCode, isCorporateCode } from '../../lib/domain/shared/errors';
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

export function requestHttps(url: string, forwardedProto: string | undefined): boolean {
  return isHttps(new URL(url).protocol, forwardedProto);
}

export function setCsrfCookie(c: Parameters<MiddlewareHandler<AppEnv>>[0], value: string) {
  setCookie(c, CSRF_COOKIE, value, {
    path: '/',
    sameSite: 'Strict',
    secure: requestHttps(c.req.url, c.req.header('x-forwarded-proto')),
  });
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
    const https = requestHttps(c.req.url, c.req.header('x-forwarded-proto'));
    for (const [k, v] of Object.entries(securityHeaders(https, new URL(c.req.url).pathname))) {
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

/**
 * Bearer authentication for one route. The signed-in user's customer type
 * decides the tenant from here on.
 */
export function requireAuth(sessions: SessionService, opts: { honorForcedCode: boolean }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const session = match?.[1] ? await sessions.authenticate(match[1]) : null;
    if (!session) throw new ApiFailure(401, ErrorCode.Unauthorized, 'Your session has ended. Sign in again to continue.');
    if (opts.honorForcedCode && session.forcedCode && isCorporateCode(session.forcedCode)) {
      throw new ApiFailure(403, session.forcedCode, 'Your company account needs attention before you can continue.');
    }
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
