import { expect } from 'vitest';
import { ApiErrorSchema, type ApiError } from '../../../src/lib/domain/shared/errors.schema';
import { suiteClock } from './clock';

export const MINUTE = 60_000;

/** The value a response sets for a cookie, if it sets one. */
export function setCookieValue(res: Response, name = 'csrf_token'): string | undefined {
  const all = res.headers.getSetCookie?.() ?? [res.headers.get('set-cookie') ?? ''];
  for (const line of all) {
    const m = new RegExp(`(?:^|,\\s*)${name}=([^;]*)`).exec(line);
    if (m) return m[1];
  }
  return undefined;
}

/** Asserts the one error shape of DESIGN.md, the status and the code; answers the parsed body. */
export async function expectError(res: Response, status: number, code?: string): Promise<ApiError['error']> {
  const text = await res.text();
  expect(res.status, `status of ${text}`).toBe(status);
  expect(res.headers.get('content-type') ?? '').toMatch(/^application\/json/);
  const parsed = ApiErrorSchema.safeParse(JSON.parse(text));
  expect(parsed.success, `error shape of ${text}`).toBe(true);
  const error = parsed.data!.error;
  expect(error.message.length).toBeGreaterThan(0);
  if (code !== undefined) expect(error.code).toBe(code);
  return error;
}

/** A clock tests move forward by hand (sessions, lockouts), from the suite's time. */
export function mutableClock(start = suiteClock().getTime()) {
  let t = start;
  return {
    now: () => new Date(t),
    advance(ms: number) {
      t += ms;
    },
  };
}
