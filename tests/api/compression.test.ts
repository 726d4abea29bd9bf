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
