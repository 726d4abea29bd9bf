import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unstorableTextPath } from '../../src/server/http/text-guard';
import { createTestContext, signedInClient, type TestContext } from './helpers/context';
import { inDays } from './helpers/dates';

// PostgreSQL refuses NUL characters and lone surrogates in text. They reached the database through
// the product feed's `label` and `itemId` and failed as 500s; every string of every body now
// answers 400 with the field named, before any route stores it.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const search = (label: string) => ({
  product: 'flights',
  label,
  query: { tripType: 'oneWay', slices: [{ origin: 'JFK', destination: 'LAX', departureDate: inDays(30) }], passengers: { ADT: 1 } },
});
const viewed = (itemId: string, label = 'Hôtel Lumière') => ({ product: 'hotels', itemId, label });

describe('strings PostgreSQL cannot store', () => {
  it.each([
    ['a NUL in recentlySearched.label', '/api/v0/productFeed/recentlySearched', search('JFK\u0000LAX'), 'label'],
    ['a lone high surrogate in recentlySearched.label', '/api/v0/productFeed/recentlySearched', search('JFK \ud800'), 'label'],
    ['a lone low surrogate in recentlyViewed.itemId', '/api/v0/productFeed/recentlyViewed', viewed('x\udc00y'), 'itemId'],
    ['a NUL in recentlyViewed.label', '/api/v0/productFeed/recentlyViewed', viewed('hotel-1', 'a\u0000'), 'label'],
    [
      'a NUL deep in the query',
      '/api/v0/productFeed/recentlySearched',
      { ...search('ok'), query: { slices: [{ origin: '\u0000' }] } },
      'query.slices.0.origin',
    ],
  ])('%s: 400 with the field named', async (_what, path, body, field) => {
    const { client } = await signedInClient(ctx);
    const res = await client.request('POST', path, body);
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { code: string; message: string; details: { fields: { path: string }[] } } };
    expect(error.code).toBe('ValidationFailed');
    expect(error.details.fields[0]!.path).toBe(field);
    expect(error.message).toMatch(/cannot be saved/);
  });

  it('a NUL in a query string: 400 naming the parameter', async () => {
    const { client } = await signedInClient(ctx);
    const res = await client.request('GET', '/api/v0/trips?query=Par%00is');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { details: { fields: { path: string }[] } } }).error.details.fields[0]!.path).toBe('query');
  });

  it('the same bodies without the bad character are stored', async () => {
    const { client } = await signedInClient(ctx);
    expect((await client.request('POST', '/api/v0/productFeed/recentlySearched', search('JFK → LAX 𝄞'))).status).toBe(200);
    expect((await client.request('POST', '/api/v0/productFeed/recentlyViewed', viewed('hotel-1'))).status).toBe(200);
  });
});

describe('unstorableTextPath', () => {
  it.each([
    [{ a: 'fine', b: ['ok', { c: 'x\u0000' }] }, 'b.1.c'],
    [{ 'k\u0000': 1 }, 'k\\0'],
    ['\udbff', '(body)'],
    [{ emoji: '😀', combining: 'é', rtl: '\u202e' }, null],
    [[1, true, null, 2.5], null],
  ])('%j → %s', (value, path) => {
    expect(unstorableTextPath(value)).toBe(path);
  });
});
