import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productFeedItems } from '../../src/server/db/schema';
import { FeedListSchema, FEED_KEEP } from '../../src/lib/domain/shared/product-feed.schema';
import { LocationAnswerSchema } from '../../src/lib/domain/shared/autocomplete.schema';
import { createTestContext, signedInClient, type Client, type TestContext } from './helpers/context';
import { inDays } from './helpers/dates';
import { expectError } from './helpers/http';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const signIn = async () => {
  const { client, userId } = await signedInClient(ctx);
  return { c: client, userId };
};
const signedIn = async () => (await signIn()).c;
const flight = (destination: string, days = 30) => ({
  product: 'flights',
  label: `JFK → ${destination}`,
  query: { tripType: 'oneWay', slices: [{ origin: 'JFK', destination, departureDate: inDays(days) }], passengers: { ADT: 1 } },
});
const list = async (c: Client, feed: string, body: object = {}) =>
  FeedListSchema.parse(await (await c.request('PUT', `/api/v0/productFeed/${feed}/list`, body)).json()).items;

describe('productFeed', () => {
  it('remembers searches newest first, once per distinct query, only for their user', async () => {
    const c = await signedIn();
    const other = await signedIn();
    for (const body of [flight('LAX'), flight('CDG'), flight('LAX')]) {
      expect((await c.request('POST', '/api/v0/productFeed/recentlySearched', body)).status).toBe(200);
    }
    const hotels = {
      product: 'hotels',
      label: 'Paris',
      query: { location: { kind: 'Market', id: 'city:Paris|FR' }, checkIn: inDays(10), checkOut: inDays(12), guests: { adults: 2 } },
    };
    expect((await c.request('POST', '/api/v0/productFeed/recentlySearched', hotels)).status).toBe(200);

    const items = await list(c, 'recentlySearched');
    expect(items.map((i) => i.label)).toEqual(['Paris', 'JFK → LAX', 'JFK → CDG']);
    expect((await list(c, 'recentlySearched', { product: 'flights' })).map((i) => i.label)).toEqual(['JFK → LAX', 'JFK → CDG']);
    expect(await list(other, 'recentlySearched')).toEqual([]);

    // Before anything is typed, the location autocomplete offers those places.
    const res = await c.request('POST', '/api/v0/autocomplete/location', { l: '' });
    const { categories } = LocationAnswerSchema.parse(await res.json());
    expect(categories[0]?.label).toBe('RecentSearches');
    expect(categories[0]?.results.map((r) => r.code ?? r.label)).toEqual(['Paris', 'LAX', 'CDG']);

    // The stays' autocomplete offers the places of stay searches only.
    const stays = LocationAnswerSchema.parse(await (await c.request('POST', '/api/v0/autocomplete/lodging', { l: '' })).json());
    expect(stays.categories).toEqual([
      { label: 'RecentSearches', results: [expect.objectContaining({ id: 'city:Paris|FR', label: 'Paris' })] },
    ]);
    const typed = LocationAnswerSchema.parse(await (await c.request('POST', '/api/v0/autocomplete/lodging', { l: 'Lyon' })).json());
    expect(typed.categories[0]?.label).toBe('HotelMarkets');
    const none = LocationAnswerSchema.parse(await (await other.request('POST', '/api/v0/autocomplete/lodging', { l: '' })).json());
    expect(none.categories.map((g) => g.label)).not.toContain('RecentSearches');
  });

  it(`keeps the newest ${FEED_KEEP} searches per product`, async () => {
    const { c, userId } = await signIn();
    for (let i = 0; i < FEED_KEEP + 3; i++) await c.request('POST', '/api/v0/productFeed/recentlySearched', flight('LAX', 10 + i));
    const items = await list(c, 'recentlySearched', { product: 'flights', limit: FEED_KEEP });
    expect(items).toHaveLength(FEED_KEEP);
    // The oldest three are gone from the database, not only hidden from the list.
    expect(await ctx.database.db.$count(productFeedItems, eq(productFeedItems.userId, userId))).toBe(FEED_KEEP);
    expect(items.at(-1)?.payload).toMatchObject({ query: { slices: [{ departureDate: inDays(13) }] } });
  });

  it('remembers viewed items and refuses bad bodies by the field', async () => {
    const c = await signedIn();
    const view = { product: 'hotels', itemId: 'h1-0', label: 'Maple Paris Hotel', imageUrl: '/api/v0/lodging/images/h1-0-0.svg' };
    expect((await c.request('POST', '/api/v0/productFeed/recentlyViewed', view)).status).toBe(200);
    expect((await list(c, 'recentlyViewed'))[0]).toMatchObject({
      product: 'hotels',
      label: 'Maple Paris Hotel',
      payload: { itemId: 'h1-0' },
    });
    await expectError(
      await c.request('POST', '/api/v0/productFeed/recentlyViewed', { ...view, imageUrl: 'https://tracker.example/x.gif' }),
      400,
      'ValidationFailed',
    );
    await expectError(
      await c.request('POST', '/api/v0/productFeed/recentlySearched', { ...flight('LAX'), query: { tripType: 'oneWay' } }),
      400,
      'ValidationFailed',
    );
    await expectError(
      await c.request('POST', '/api/v0/productFeed/recentlySearched', { product: 'boats', label: 'x', query: {} }),
      400,
      'ValidationFailed',
    );
  });
});
