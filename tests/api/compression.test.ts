import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signedInClient, type TestContext } from './helpers/context';
import { inDays } from './helpers/dates';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const search = () => ({
  tripType: 'roundTrip',
  slices: [
    { origin: 'JFK', destination: 'LAX', departureDate: inDays(30) },
    { origin: 'LAX', destination: 'JFK', departureDate: inDays(37) },
  ],
  passengers: { ADT: 1 },
  page: { limit: 500 },
});

describe('API answers are compressed for clients that accept it', () => {
  it('gzips a large flight search and the body decodes to the same JSON', async () => {
    const { client } = await signedInClient(ctx);
    const plain = await client.request('POST', '/api/v0/flights/search', search());
    const zipped = await client.request('POST', '/api/v0/flights/search', search(), { 'accept-encoding': 'gzip' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    const text = await plain.text();
    const body = Buffer.from(await zipped.arrayBuffer());
    expect(body.length).toBeLessThan(text.length / 5);
    expect(gunzipSync(body).toString('utf8')).toBe(text);
    expect((JSON.parse(text) as { found: number }).found).toBeGreaterThanOrEqual(300);
  });
});

describe('small answers are sent as they are', () => {
  it('a short JSON answer carries its length and is not gzipped, even for a client that accepts gzip', async () => {
    const { client } = await signedInClient(ctx);
    const res = await client.request('PUT', '/api/v0/rewards/accounts', {}, { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
    const text = await res.text();
    expect(Number(res.headers.get('content-length'))).toBe(Buffer.byteLength(text));
    expect(JSON.parse(text)).toEqual(expect.any(Array));
  });

  it('keeps the cookie an answer sets, once', async () => {
    const res = await ctx.app.request('/api/v0/auth/csrf', { headers: { 'accept-encoding': 'gzip' } });
    const cookies = res.headers.getSetCookie();
    expect(cookies).toEqual([expect.stringMatching(/^csrf_token=/)]);
    expect(((await res.json()) as { csrfToken: string }).csrfToken).toBe(/^csrf_token=([^;]+)/.exec(cookies[0]!)![1]);
  });
});
