import { z } from 'zod';

/** A lodging id (the supplier's property id). */
export const ProductIdSchema = z.string().trim().min(1, 'Use the id of a stay.').max(40, 'Use the id of a stay.');
export const WishlistIdSchema = z.uuid('Use the id of one of your wishlists.');
export const WishlistNameSchema = z.string().trim().min(1, 'Give the wishlist a name.').max(50, 'Use at most 50 characters for the name.');

/** SPEC §3: wishlistId, wishlistItems (product id, wishlistId). */
export const WishlistItemSchema = z.object({ productId: z.string(), wishlistId: z.uuid(), createdAt: z.string() });
export type WishlistItem = z.infer<typeof WishlistItemSchema>;
export const WishlistSchema = z.object({
  wishlistId: z.uuid(),
  name: z.string(),
  /** Newest first. */
  wishlistItems: z.array(WishlistItemSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Wishlist = z.infer<typeof WishlistSchema>;

// The browser shows the limit; it lives with the zod-free rules in wishlists.ts.

// Bodies of the wishlists service (SPEC §7, under /api/v0/travel/wishlists/).
export const WishlistGetBodySchema = z.object({ wishlistId: WishlistIdSchema });
export const WishlistCreateBodySchema = z.object({ name: WishlistNameSchema });
export const WishlistDeleteBodySchema = z.object({ wishlistId: WishlistIdSchema });
export const WishlistUpdateBodySchema = z.object({ wishlistId: WishlistIdSchema, name: WishlistNameSchema });
/** Adding twice is idempotent; `move` takes the product out of the user's other wishlists in the same step. */
export const WishlistItemCreateBodySchema = z.object({
  productId: ProductIdSchema,
  wishlistId: WishlistIdSchema,
  move: z.boolean().default(false),
});
export const WishlistItemDeleteAllBodySchema = z.object({ productId: ProductIdSchema });

// Answers.
export const WishlistAnswerSchema = z.object({ value: WishlistSchema });
export const WishlistListAnswerSchema = z.object({ value: z.array(WishlistSchema) });
export const WishlistItemListAnswerSchema = z.object({ value: z.array(WishlistItemSchema) });
