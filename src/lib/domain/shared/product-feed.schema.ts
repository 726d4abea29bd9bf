// SPEC §7 productFeed: what a user searched and viewed recently, per product.
import { z } from 'zod';
import { FlightSearchRequestSchema } from '../flights/flights.schema';
import { LodgingSearchRequestSchema } from '../lodging/lodging.schema';
import { FEED_KEEP, FeedProducts, LODGING_PRODUCTS } from './product-feed.constants';

// The browser uses the product lists as values and must not load zod: they live in product-feed.constants.ts.
export { FEED_KEEP } from './product-feed.constants';

export const FeedProductSchema = z.enum(FeedProducts);
export type FeedProduct = z.infer<typeof FeedProductSchema>;

const label = z.string().trim().min(1).max(200).describe('What the feed shows, e.g. "New York (JFK) → Los Angeles (LAX), Jan 20–27"');
const flightQuery = FlightSearchRequestSchema.pick({ tripType: true, slices: true, passengers: true });
const lodgingQuery = LodgingSearchRequestSchema.pick({ location: true, checkIn: true, checkOut: true, guests: true });
const otherQuery = z.record(z.string().max(60), z.union([z.string().max(200), z.number(), z.boolean(), z.null()]));

/** A search to remember: flights and lodging queries are checked against their search schemas. */
export const RecentSearchSchema = z.discriminatedUnion('product', [
  z.object({ product: z.literal('flights'), label, query: flightQuery }),
  z.object({ product: z.enum(LODGING_PRODUCTS), label, query: lodgingQuery }),
  z.object({ product: z.enum(['cars', 'packages', 'activities']), label, query: otherQuery }),
]);
export type RecentSearch = z.infer<typeof RecentSearchSchema>;

export const RecentlyViewedSchema = z.object({
  product: FeedProductSchema,
  itemId: z.string().trim().min(1).max(60),
  label,
  imageUrl: z
    .string()
    .regex(/^\/api\/v0\/[\w/.-]{1,120}$/, 'Use an image of this site.')
    .optional(),
});
export type RecentlyViewed = z.infer<typeof RecentlyViewedSchema>;

export const FeedListRequestSchema = z.object({
  product: FeedProductSchema.optional(),
  limit: z.number().int().min(1).max(FEED_KEEP).default(10),
});
export const FeedItemSchema = z.object({
  product: FeedProductSchema,
  label: z.string(),
  payload: z.record(z.string(), z.unknown()),
  at: z.string(),
});
export const FeedListSchema = z.object({ items: z.array(FeedItemSchema) });
export type FeedItem = z.infer<typeof FeedItemSchema>;
