// Recently searched and recently viewed feeds, kept in the database per user.
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import {
  FEED_KEEP,
  type FeedItem,
  type FeedProduct,
  type RecentlyViewed,
  type RecentSearch,
} from '../../lib/domain/shared/product-feed.schema';
import type { Db } from '../db/client';
import { productFeedItems } from '../db/schema';

type Feed = 'recentlySearched' | 'recentlyViewed';

/** Keys ignore property order, so the same search sent twice is one entry. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

async function remember(db: Db, userId: string, feed: Feed, product: FeedProduct, itemKey: string, payload: Record<string, unknown>) {
  await db
    .insert(productFeedItems)
    .values({ userId, feed, product, itemKey, payload })
    .onConflictDoUpdate({
      target: [productFeedItems.userId, productFeedItems.feed, productFeedItems.product, productFeedItems.itemKey],
      set: { payload, updatedAt: sql`now()` },
    });
  // Keep the newest FEED_KEEP of this product.
  const kept = await db
    .select({ updatedAt: productFeedItems.updatedAt })
    .from(productFeedItems)
    .where(and(eq(productFeedItems.userId, userId), eq(productFeedItems.feed, feed), eq(productFeedItems.product, product)))
    .orderBy(desc(productFeedItems.updatedAt))
    .offset(FEED_KEEP - 1)
    .limit(1);
  const oldest = kept[0]?.updatedAt;
  if (oldest) {
    await db
      .delete(productFeedItems)
      .where(
        and(
          eq(productFeedItems.userId, userId),
          eq(productFeedItems.feed, feed),
          eq(productFeedItems.product, product),
          lt(productFeedItems.updatedAt, oldest),
        ),
      );
  }
}

export function rememberSearch(db: Db, userId: string, search: RecentSearch) {
  return remember(db, userId, 'recentlySearched', search.product, canonical(search.query), { label: search.label, query: search.query });
}

export function rememberView(db: Db, userId: string, item: RecentlyViewed) {
  return remember(db, userId, 'recentlyViewed', item.product, item.itemId, { ...item });
}

export async function listFeed(db: Db, userId: string, feed: Feed, product: FeedProduct | undefined, limit: number): Promise<FeedItem[]> {
  const rows = await db
    .select()
    .from(productFeedItems)
    .where(
      and(
        eq(productFeedItems.userId, userId),
        eq(productFeedItems.feed, feed),
        product ? eq(productFeedItems.product, product) : undefined,
      ),
    )
    .orderBy(desc(productFeedItems.updatedAt), productFeedItems.itemKey)
    .limit(limit);
  return rows.map((r) => ({
    product: r.product as FeedProduct,
    label: String(r.payload.label ?? ''),
    payload: r.payload,
    at: r.updatedAt.toISOString(),
  }));
}
