import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_ROUTES } from '../../src/server/app';
import { createApp } from '../../src/server/app';
import { createLogger } from '../../src/server/logger';
import { Client, createTestContext, createUser, testConfig, type TestContext } from './helpers/context';
import { expectError } from './helpers/http';
import { suiteClock } from './helpers/clock';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** Every endpoint of the app as "METHOD /path", without middleware entries, deduplicated. */
function endpoints(app: TestContext['app']): { key: string; method: string; path: string }[] {
  const seen = new Map<string, { key: string; method: string; path: string }>();
  for (const r of app.routes) {
    if (r.method === 'ALL' && r.path === '/api/*') continue;
    const key = `${r.method} ${r.path}`;
    if (!seen.has(key)) seen.set(key, { key, method: r.method, path: r.path });
  }
  return [...seen.values()];
}

const samplePath = (path: string) => path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, 'sample-$1');
const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, '{$1}');

async function anonymous() {
  return new Client(ctx.app).init();
}

describe('route table', () => {
  it('has the endpoints the portal needs, and every public route exists', () => {
    const keys = endpoints(ctx.app).map((e) => e.key);
    expect(keys.length).toBeGreaterThanOrEqual(PUBLIC_ROUTES.size + 10);
    for (const route of PUBLIC_ROUTES) expect(keys).toContain(route);
    for (const needed of ['GET /api/v0/userInfo', 'PUT /api/v0/rewards/accounts', 'POST /api/v0/tracking/event']) {
      expect(keys).toContain(needed);
    }
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('answers 401 with the error shape on every non-public route called without a bearer token', async () => {
    const c = await anonymous();
    const protectedRoutes = endpoints(ctx.app).filter((e) => !PUBLIC_ROUTES.has(e.key));
    expect(protectedRoutes.length).toBeGreaterThanOrEqual(10);
    const failures: string[] = [];
    for (const route of protectedRoutes) {
      const body = route.method === 'GET' || route.method === 'HEAD' ? undefined : {};
      const res = await c.request(route.method, samplePath(route.path), body);
      const text = await res.text();
      let code: unknown;
      try {
        const json = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
        code = json.error?.code;
        if (typeof json.error?.message !== 'string' || json.error.message === '') code = `bad shape ${text}`;
      } catch {
        code = `not JSON: ${text.slice(0, 80)}`;
      }
      if (res.status !== 401 || code !== 'Unauthorized') failures.push(`${route.key} → ${res.status} ${String(code)}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers public GET routes without a bearer token', async () => {
    const c = await anonymous();
    for (const key of PUBLIC_ROUTES) {
      const [method, path] = key.split(' ') as [string, string];
      if (method !== 'GET') continue;
      const res = await c.request(method, path);
      expect(res.status, key).toBe(200);
    }
  });
});

describe('error answers', () => {
  it.each([
    ['GET', '/api/v0/does-not-exist'],
    ['GET', '/api/nothing/here'],
    ['DELETE', '/api/v0/userInfo'],
    ['POST', '/api/v9/auth/startSession'],
  ])('%s %s answers JSON 404 NotFound', async (method, path) => {
    const c = await anonymous();
    const error = await expectError(await c.request(method, path), 404, 'NotFound');
    expect(error.message).toContain(path);
  });

  it.each([
    ['truncated object', '{"email": "a@b.co", "password": '],
    ['single quotes', "{'email': 'a@b.co'}"],
    ['bare word', 'hello'],
    ['trailing comma', '{"email":"a@b.co",}'],
  ])('answers 400 MalformedJson for a malformed JSON body (%s)', async (_name, raw) => {
    const c = await anonymous();
    await expectError(await c.request('POST', '/api/v0/auth/startSession', raw), 400, 'MalformedJson');
  });

  it('answers 400 MalformedJson for a malformed body on a signed-in route too', async () => {
    const { email, password } = await createUser(ctx);
    const c = await anonymous();
    expect((await c.signIn(email, password)).status).toBe(200);
    await expectError(await c.request('POST', '/api/v0/tracking/event', '{"eventName":'), 400, 'MalformedJson');
  });

  it.each([
    ['with a content-length header', true],
    ['streamed without a content-length', false],
  ])('answers 413 PayloadTooLarge for a body over 64 KB (%s)', async (_name, withLength) => {
    const c = await anonymous();
    const body = JSON.stringify({ email: 'big@test.example', password: 'x'.repeat(65 * 1024) });
    const headers = { cookie: `csrf_token=${c.csrf}`, 'x-csrf-token': c.csrf, 'content-type': 'application/json' };
    const res = withLength
      ? await ctx.app.request('/api/v0/auth/startSession', {
          method: 'POST',
          headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
          body,
        })
      : await ctx.app.request('/api/v0/auth/startSession', {
          method: 'POST',
          headers,
          body: new Blob([body]).stream(),
          duplex: 'half',
        } as RequestInit);
    await expectError(res, 413, 'PayloadTooLarge');
  });

  it('accepts a body just under 64 KB (the limit is not lower than documented)', async () => {
    const c = await anonymous();
    const body = JSON.stringify({ email: 'big@test.example', password: 'x' });
    const padded = body.slice(0, -1) + ' '.repeat(60 * 1024) + '}';
    // Not 413: the password check itself answers.
    await expectError(await c.request('POST', '/api/v0/auth/startSession', padded), 401, 'InvalidCredentials');
  });

  it.each([
    ['missing password', { email: 'a@test.example' }, ['password']],
    ['bad email', { email: 'not-an-email', password: 'pw' }, ['email']],
    ['empty password and numeric email', { email: 42, password: '' }, ['email', 'password']],
    ['not an object', [1, 2, 3], ['']],
  ])('answers 400 ValidationFailed with details.fields[].path (%s)', async (_name, body, paths) => {
    const c = await anonymous();
    const error = await expectError(await c.request('POST', '/api/v0/auth/startSession', body), 400, 'ValidationFailed');
    const fields = (error.details as { fields: { path: string; message: string }[] }).fields;
    expect(Array.isArray(fields)).toBe(true);
    expect(fields.map((f) => f.path).sort()).toEqual([...paths].sort());
    for (const f of fields) expect(f.message.length).toBeGreaterThan(0);
  });

  it('answers a validation message a person can act on', async () => {
    const c = await anonymous();
    const error = await expectError(
      await c.request('POST', '/api/v0/auth/startSession', { email: 'nope', password: 'x' }),
      400,
      'ValidationFailed',
    );
    expect(error.message).toMatch(/^email: Enter a valid email address\.$/);
  });
});

describe('API documentation', () => {
  it('GET /api/openapi.json lists every non-public route with a bearer security requirement', async () => {
    const res = await ctx.app.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { security?: unknown[]; responses?: Record<string, unknown> }>>;
      components?: { securitySchemes?: Record<string, { type: string; scheme: string }> };
    };
    expect(doc.openapi).toMatch(/^3\.1/);
    expect(doc.components?.securitySchemes?.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    const missing: string[] = [];
    for (const e of endpoints(ctx.app)) {
      if (PUBLIC_ROUTES.has(e.key)) continue;
      const op = doc.paths[openApiPath(e.path)]?.[e.method.toLowerCase()];
      if (!op) missing.push(`${e.key}: not documented`);
      else if (JSON.stringify(op.security) !== JSON.stringify([{ bearer: [] }]))
        missing.push(`${e.key}: security ${JSON.stringify(op.security)}`);
      else if (!op.responses?.['401']) missing.push(`${e.key}: no 401 answer documented`);
    }
    expect(missing).toEqual([]);
    // Public endpoints are documented without a bearer requirement.
    expect(doc.paths['/api/v0/auth/startSession']?.post?.security ?? []).toEqual([]);
    expect(doc.paths['/api/health']?.get).toBeDefined();
  });

  it('GET /api/reference answers HTML naming the endpoints', async () => {
    const res = await ctx.app.request('/api/reference');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).not.toMatch(/<script/i);
    for (const e of endpoints(ctx.app)) {
      if (e.path === '/api/openapi.json' || e.path === '/api/reference') continue;
      expect(html, e.key).toContain(`<code>${e.method} ${openApiPath(e.path)}</code>`);
    }
  });

  it('does not document the test hooks when they are off', async () => {
    const app = await createApp({
      now: suiteClock,
      db: ctx.database.db,
      config: testConfig({ testHooks: false }),
      logger: createLogger('silent'),
      vault: ctx.vault,
    });
    const doc = (await (await app.request('/api/openapi.json')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).not.toContain('/api/v0/testing/forceCode');
    expect(Object.keys(doc.paths)).toContain('/api/v0/userInfo');
  });
});
