import { z } from '@hono/zod-openapi';
import {
  FeedListRequestSchema,
  FeedListSchema,
  RecentlyViewedSchema,
  RecentSearchSchema,
} from '../../lib/domain/shared/product-feed.schema';
import type { Api, Deps } from '../deps';
import { listFeed, rememberSearch, rememberView } from '../services/product-feed';
import { authed, errors, json, jsonBody } from './define';

const Success = z.object({ Response: z.literal('Success') });

export function registerFeed(app: Api, d: Deps) {
  app.openapi(
    authed(d.auth, {
      method: 'post',
      path: '/v0/productFeed/recentlySearched',
      summary: 'Remember a search the user ran (once per distinct query; the newest 20 per product are kept)',
      request: jsonBody(RecentSearchSchema),
      responses: { 200: json(Success, 'Remembered'), 400: errors[400] },
    }),
    async (c) => {
      await rememberSearch(d.db, c.get('session').user.id, c.req.valid('json'));
      return c.json({ Response: 'Success' as const }, 200);
    },
  );
  app.openapi(
    authed(d.auth, {
      method: 'post',
      path: '/v0/productFeed/recentlyViewed',
      summary: 'Remember a property, car or experience the user opened',
      request: jsonBody(RecentlyViewedSchema),
      responses: { 200: json(Success, 'Remembered'), 400: errors[400] },
    }),
    async (c) => {
      await rememberView(d.db, c.get('session').user.id, c.req.valid('json'));
      return c.json({ Response: 'Success' as const }, 200);
    },
  );
  for (const feed of ['recentlySearched', 'recentlyViewed'] as const) {
    app.openapi(
      authed(d.auth, {
        method: 'put',
        path: `/v0/productFeed/${feed}/list`,
        summary: `The user's ${feed === 'recentlySearched' ? 'recent searches' : 'recently viewed items'}, newest first, for one product or all`,
        request: jsonBody(FeedListRequestSchema),
        responses: { 200: json(FeedListSchema, 'Items'), 400: errors[400] },
      }),
      async (c) => {
        const { product, limit } = c.req.valid('json');
        return c.json({ items: await listFeed(d.db, c.get('session').user.id, feed, product, limit) }, 200);
      },
    );
  }
}
