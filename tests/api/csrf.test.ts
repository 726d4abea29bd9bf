import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestContext, createUser, type TestContext } from './helpers/context';
import { expectError, setCookieValue } from './helpers/http';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function signedInClient() {
  const { email, password } = await createUser(ctx, { withMilesAccount: true });
  const c = await new Client(ctx.app).init();
  expect((await c.signIn(email, password)).status).toBe(200);
  return c;
}

type Csrf = { cookie?: string; header?: string };
const variants: [string, (good: string) => Csrf][] = [
  ['no header (cookie present)', (good) => ({ cookie: good })],
  ['a header that differs from the cookie', (good) => ({ cookie: good, header: `${good}x` })],
  ['a header but no cookie', (good) => ({ header: good })],
  ['neither header nor cookie', () => ({})],
  ['an empty header and an empty cookie', () => ({ cookie: '', header: '' })],
];

const unsafeCalls: { method: string; path: string; body?: unknown; authed: boolean }[] = [
  { method: 'POST', path: '/api/v0/auth/startSession', body: { email: 'a@test.example', password: 'whatever' }, authed: false },
  { method: 'POST', path: '/api/v0/tracking/event', body: { eventName: 'csrf_probe' }, authed: true },
  { method: 'PUT', path: '/api/v0/rewards/accounts', authed: true },
  { method: 'PUT', path: '/api/v0/experiments/active', authed: true },
  { method: 'POST', path: '/api/v0/auth/endSession', authed: true },
];

function send(c: Client, call: (typeof unsafeCalls)[number], csrf: Csrf) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (csrf.cookie !== undefined) headers.cookie = `csrf_token=${csrf.cookie}`;
  if (csrf.header !== undefined) headers['x-csrf-token'] = csrf.header;
  if (call.authed) headers.authorization = `Bearer ${c.token}`;
  return ctx.app.request(call.path, {
    method: call.method,
    headers,
    ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
  });
}

describe('double-submit CSRF on unsafe methods', () => {
  for (const call of unsafeCalls) {
    it.each(variants)(`${call.method} ${call.path} with %s answers 403 CsrfRejected`, async (_name, make) => {
      const c = call.authed ? await signedInClient() : await new Client(ctx.app).init();
      await expectError(await send(c, call, make(c.csrf)), 403, 'CsrfRejected');
      if (call.authed) {
        // Rejected before the handler ran: the session is still alive.
        expect((await c.request('GET', '/api/v0/userInfo')).status).toBe(200);
      }
    });

    it(`${call.method} ${call.path} with a matching header and cookie gets past CSRF`, async () => {
      const c = call.authed ? await signedInClient() : await new Client(ctx.app).init();
      const res = await send(c, call, { cookie: c.csrf, header: c.csrf });
      expect(res.status).toBe(call.authed ? 200 : 401);
    });
  }

  it('rejects a valid bearer token whose CSRF header is another session’s token', async () => {
    const a = await signedInClient();
    const b = await signedInClient();
    expect(a.csrf).not.toBe(b.csrf);
    const res = await send(a, unsafeCalls[1]!, { cookie: a.csrf, header: b.csrf });
    await expectError(res, 403, 'CsrfRejected');
  });

  it('binds the token to the session: another user’s matching pair, or a fresh pair, does not pass with this bearer', async () => {
    const a = await signedInClient();
    const b = await signedInClient();
    await expectError(await send(a, unsafeCalls[1]!, { cookie: b.csrf, header: b.csrf }), 403, 'CsrfRejected');
    const fresh = setCookieValue(await ctx.app.request('/api/v0/auth/csrf'))!;
    await expectError(await send(a, unsafeCalls[1]!, { cookie: fresh, header: fresh }), 403, 'CsrfRejected');
    expect((await send(a, unsafeCalls[1]!, { cookie: a.csrf, header: a.csrf })).status).toBe(200);
  });

  it('gives a signed-in browser that lost its cookie the session’s token back on its next GET', async () => {
    const a = await signedInClient();
    const session = a.csrf;
    const res = await ctx.app.request('/api/v0/auth/csrf', {
      headers: { cookie: 'csrf_token=minted-before-sign-in-0123456', authorization: `Bearer ${a.token}` },
    });
    expect(setCookieValue(res)).toBe(session);
    expect(await res.json()).toEqual({ csrfToken: session });
    const other = await ctx.app.request('/api/v0/userInfo', {
      headers: { cookie: 'csrf_token=minted-before-sign-in-0123456', authorization: `Bearer ${a.token}` },
    });
    expect(setCookieValue(other)).toBe(session);
  });
});

describe('CSRF cookie', () => {
  it.each(['/api/health', '/api/v0/config', '/api/v0/auth/csrf'])('GET %s without a cookie sets csrf_token', async (path) => {
    const res = await ctx.app.request(path);
    expect(res.status).toBe(200);
    const line = res.headers.get('set-cookie') ?? '';
    const value = setCookieValue(res);
    expect(value).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(line).toMatch(/Path=\//);
    expect(line).toMatch(/SameSite=Strict/i);
    expect(line).not.toMatch(/;\s*HttpOnly/i); // the page script must read it to echo it
    expect(line).not.toMatch(/;\s*Secure/i);
  });

  it('marks the cookie Secure behind TLS', async () => {
    const res = await ctx.app.request('/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers.get('set-cookie') ?? '').toMatch(/;\s*Secure/i);
  });

  it('gives every new visitor a different token', async () => {
    const a = setCookieValue(await ctx.app.request('/api/v0/auth/csrf'));
    const b = setCookieValue(await ctx.app.request('/api/v0/auth/csrf'));
    expect(a).toBeTruthy();
    expect(a).not.toBe(b);
  });

  it('does not rotate the cookie on GET when one is present', async () => {
    const res = await ctx.app.request('/api/v0/auth/csrf', { headers: { cookie: 'csrf_token=abcdefghijklmnopqrstuvwx' } });
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await res.json()).toEqual({ csrfToken: 'abcdefghijklmnopqrstuvwx' });
  });

  it('rotates the cookie at sign-in, and sessionInfo.csrfToken equals the new cookie', async () => {
    const { email, password } = await createUser(ctx);
    const c = await new Client(ctx.app).init();
    const before = c.csrf;
    expect(before).toBeTruthy();
    const res = await c.request('POST', '/api/v0/auth/startSession', { email, password });
    expect(res.status).toBe(200);
    const after = setCookieValue(res);
    const body = (await res.json()) as { token: string; sessionInfo: { csrfToken: string } };
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    expect(body.sessionInfo.csrfToken).toBe(after);

    // The new cookie works for unsafe calls; GET /session restores it for a browser holding a stale one.
    c.token = body.token;
    c.csrf = after!;
    expect((await c.request('POST', '/api/v0/tracking/event', { eventName: 'after_rotation' })).status).toBe(200);
    const stale = await ctx.app.request('/api/v0/session', {
      headers: { authorization: `Bearer ${body.token}`, cookie: `csrf_token=${before}` },
    });
    expect(stale.status).toBe(200);
    expect(setCookieValue(stale)).toBe(after);
  });
});
