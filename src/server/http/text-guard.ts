// PostgreSQL stores neither NUL characters nor lone UTF-16 surrogates in text: a body carrying one
// would fail deep in a query as a 500. One check for every string of every JSON body and query,
// before any route reads them, answers 400 naming the field instead.
import type { MiddlewareHandler } from 'hono';
import { ErrorCode } from '../../lib/domain/shared/errors';
import { ApiFailure } from './errors';
import type { AppEnv } from './env';

const unstorable = (s: string) => s.includes('\u0000') || !s.isWellFormed();

const MESSAGE = 'This text contains a character that cannot be saved (a NUL or a broken character). Remove it and try again.';

/** The path of the first string (value or key) that cannot be stored, or null. */
export function unstorableTextPath(value: unknown, path: (string | number)[] = []): string | null {
  if (typeof value === 'string') return unstorable(value) ? path.join('.') || '(body)' : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = unstorableTextPath(value[i], [...path, i]);
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (unstorable(key)) return [...path, key.replaceAll('\u0000', '\\0')].join('.');
      const found = unstorableTextPath(inner, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

export function textGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let path: string | null = null;
    const query = new URL(c.req.url).searchParams;
    for (const [key, value] of query) {
      if (unstorable(key) || unstorable(value)) {
        path = key;
        break;
      }
    }
    if (path === null && c.req.raw.body !== null && /application\/json/i.test(c.req.header('content-type') ?? '')) {
      let body: unknown;
      try {
        // Hono caches the parsed body: the route's validator reads it again for free.
        body = await c.req.json();
      } catch {
        // Not JSON: the route's own validation answers that.
      }
      path = unstorableTextPath(body);
    }
    if (path !== null)
      throw new ApiFailure(400, ErrorCode.ValidationFailed, `${path}: ${MESSAGE}`, { fields: [{ path, message: MESSAGE }] });
    return next();
  };
}
