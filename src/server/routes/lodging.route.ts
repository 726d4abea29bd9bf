import { createRoute, z } from '@hono/zod-openapi';
import {
  LodgingDetailsRequestSchema,
  LodgingDetailsResponseSchema,
  LodgingSearchRequestSchema,
  LodgingSearchResponseSchema,
} from '../../lib/domain/lodging/lodging.schema';
import type { Api, Deps } from '../deps';
import { policyTierOf } from '../services/corporate';
import { autocompleteLodging, lodgingDetails, lodgingImageSvg, searchLodging } from '../services/lodging';
import { LocationAnswerSchema, LocationQuerySchema } from '../../lib/domain/shared/autocomplete.schema';
import { LODGING_PRODUCTS } from '../../lib/domain/shared/product-feed.constants';
import { FEED_KEEP } from '../../lib/domain/shared/product-feed.schema';
import { normalize, recentLocationOptions } from '../inventory/locations';
import { listFeed } from '../services/product-feed';
import { authed, errors, json, jsonBody } from './define';

const unprocessable = { description: 'UnknownLocation or InvalidDates, with `details.fields`', content: errors[400].content };

export function registerLodging(app: Api, d: Deps) {
  app.openapi(
    authed(d.auth, {
      method: 'post',
      path: '/v0/hotels/availability',
      summary:
        'Hotels, stays, premium stays and vacation rentals by Location, LodgingIds, Market or Place; dates, guests and pets; sorts, filters (stars, amenities, free cancellation, guest rating, collections, nightly price, in policy only), map bounds and pages (default 10)',
      description:
        "For a corporate traveler whose policy tier restricts something, each available property carries its policy verdict on the shown nightly price and its stars (SPEC §5), the facets count what 'In policy only' would keep, and policyCompliance tells whether none, some or all of the list is in policy (SPEC §4); consumers get no marks and 'none'.",
      request: jsonBody(LodgingSearchRequestSchema),
      responses: { 200: json(LodgingSearchResponseSchema, 'One page of properties'), 400: errors[400], 422: unprocessable },
    }),
    async (c) => {
      const tier = await policyTierOf(d.db, c.get('session').user);
      return c.json(searchLodging(c.req.valid('json'), d.now(), tier), 200);
    },
  );

  app.openapi(
    authed(d.auth, {
      method: 'post',
      path: '/v0/lodging/details',
      summary: 'One property with its rooms and rate products, refundable variants included (SPEC §5)',
      description:
        "For a corporate traveler whose policy tier restricts something, each rate product carries its policy verdict on its nightly price and the property's stars (SPEC §5).",
      request: jsonBody(LodgingDetailsRequestSchema),
      responses: {
        200: json(LodgingDetailsResponseSchema, 'Property and rooms'),
        400: errors[400],
        404: { description: 'No such property', content: errors[400].content },
        422: unprocessable,
      },
    }),
    async (c) => {
      const tier = await policyTierOf(d.db, c.get('session').user);
      return c.json(await lodgingDetails(d.db, c.req.valid('json'), d.now(), tier), 200);
    },
  );

  app.openapi(
    authed(d.auth, {
      method: 'post',
      path: '/v0/autocomplete/lodging',
      summary:
        'Cities with stays (HotelMarkets) and airports to stay near (Places) matching the typed text; before anything is typed, the places of recent stay searches (RecentSearches)',
      request: jsonBody(LocationQuerySchema),
      responses: { 200: json(LocationAnswerSchema, 'Categories of matches'), 400: errors[400] },
    }),
    async (c) => {
      const l = c.req.valid('json').l;
      // As the flights' autocomplete: before anything is typed, the places of the user's recent stay searches.
      if (normalize(l).length < 2) {
        const feed = await listFeed(d.db, c.get('session').user.id, 'recentlySearched', undefined, FEED_KEEP);
        const recent = recentLocationOptions(feed.filter((i) => (LODGING_PRODUCTS as readonly string[]).includes(i.product)));
        if (recent.length > 0) return c.json({ categories: [{ label: 'RecentSearches' as const, results: recent }] }, 200);
      }
      return c.json(autocompleteLodging(l), 200);
    },
  );

  // Public: <img> requests carry no bearer token. Pictures are drawn here, never fetched from elsewhere.
  app.openapi(
    createRoute({
      method: 'get',
      path: '/v0/lodging/images/{file}',
      summary: 'A generated picture of a property',
      request: { params: z.object({ file: z.string().regex(/^[\w:.-]{1,80}$/) }) },
      responses: { 200: { description: 'SVG picture', content: { 'image/svg+xml': { schema: z.string() } } }, 400: errors[400] },
    }),
    (c) =>
      c.body(lodgingImageSvg(c.req.valid('param').file), 200, {
        'Content-Type': 'image/svg+xml; charset=utf-8',
        'Cache-Control': 'public, max-age=86400, immutable',
      }),
  );
}
