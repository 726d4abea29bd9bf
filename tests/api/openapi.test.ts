import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_ROUTES } from '../../src/server/app';
import { operationIdOf } from '../../src/server/openapi';
import { createTestContext, type TestContext } from './helpers/context';

// The document a client is generated from: an id for every operation, the public ones say they
// need no token, the others name the bearer scheme, and the server is listed.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Op = { operationId?: string; security?: Record<string, string[]>[] };

describe('GET /api/openapi.json', () => {
  it('gives every operation a unique id; public operations declare no security, the rest the bearer token', async () => {
    const doc = (await (await ctx.app.request('/api/openapi.json')).json()) as {
      servers: { url: string }[];
      paths: Record<string, Record<string, Op>>;
    };
    expect(doc.servers).toEqual([{ url: ctx.config.runtime.publicUrl.replace(/\/+$/, ''), description: 'This portal' }]);
    const ops = Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method, op })));
    expect(ops.length).toBeGreaterThan(60);
    const ids = ops.map((o) => o.op.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, method, op } of ops) {
      const isPublic = PUBLIC_ROUTES.has(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
      expect([`${method} ${path}`, op.security]).toEqual([`${method} ${path}`, isPublic ? [] : [{ bearer: [] }]]);
    }
  });
});

describe('operationIdOf', () => {
  it.each([
    ['post', '/api/v0/trips/{id}/cancel/quote', 'postTripsByIdCancelQuote'],
    ['get', '/api/health', 'getHealth'],
    ['put', '/api/v0/user/preference/hotel', 'putUserPreferenceHotel'],
    ['post', '/api/v0/travel/wishlists/wishlist-item/get-all-by-user', 'postTravelWishlistsWishlistItemGetAllByUser'],
  ])('%s %s → %s', (method, path, id) => {
    expect(operationIdOf(method, path)).toBe(id);
  });
});
