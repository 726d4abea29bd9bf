// SPEC §7 productFeed products, without zod: the browser imports them as values.
import { productNavigation } from './navigation';

export const FeedProducts = productNavigation.map((p) => p.key) as [
  (typeof productNavigation)[number]['key'],
  ...(typeof productNavigation)[number]['key'][],
];
export const LODGING_PRODUCTS = ['hotels', 'stays', 'premiumStays', 'vacationRentals'] as const;
/** How many items a feed keeps per product; older ones are dropped. */
export const FEED_KEEP = 20;
