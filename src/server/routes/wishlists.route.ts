import { z } from '@hono/zod-openapi';
import { MAX_WISHLIST_ITEMS, MAX_WISHLISTS } from '../../lib/domain/profile/wishlists';
import {
  WishlistAnswerSchema,
  WishlistCreateBodySchema,
  WishlistDeleteBodySchema,
  WishlistGetBodySchema,
  WishlistItemCreateBodySchema,
  WishlistItemDeleteAllBodySchema,
  WishlistItemListAnswerSchema,
  WishlistListAnswerSchema,
  WishlistUpdateBodySchema,
} from '../../lib/domain/profile/wishlists.schema';
import type { Api, Deps } from '../deps';
import {
  addItem,
  createWishlist,
  deleteWishlist,
  getWishlist,
  listItems,
  listWishlists,
  removeProduct,
  renameWishlist,
} from '../services/wishlists';
import { authed, errors, json, jsonBody } from './define';

/** SPEC §7 wishlists service. */
const BASE = '/v0/travel/wishlists';
const notFound = {
  description: "NotFound: no wishlist of that id is the caller's (another user's answers the same)",
  content: errors[400].content,
};
const Empty = z.object({});
const ordering =
  'Wishlists come most recently updated first (adding a stay or renaming updates a wishlist; removing one does not); items newest first.';

export function registerWishlists(app: Api, d: Deps) {
  app.openapi(
    authed(d.auth, {
      method: 'post',
      path: `${BASE}/wishlist/get`,
      summary: 'One of your wishlists with its items',
      description: ordering,
      request: jsonBody(WishlistGetBodySchema),
      responses: { 200: json(WishlistAnswerSchema, 'The wishlist'), 400: errors[400], 404: notFound },
    }),
    async (c) => c.json({ value: await getWishlist(d.db, c.get('session').user.id, c.req.valid('json').wishlistId) }, 200),
  );

  app.openapi(
    authed(d.auth, {
      method: 'post',
      path: `${BASE}/wishlist/get-all`,
      summary: 'All your wishlists with their items (empty body)',
      description: ordering,
      responses: { 200: json(WishlistListAnswerSchema, 'Your wishlists') },
    }),
    async (c) => c.json({ value: await listWishlists(d.db, c.get('session').user.id) }, 200),
  );

  app.openapi(
    authed(d.auth, {
      method: 'post',
      path: `${BASE}/wishlist-item/get-all-by-user`,
      summary: 'Every stay in any of your wishlists, newest first (empty body)',
      description: 'A stay in two wishlists appears once per wishlist.',
      responses: { 200: json(WishlistItemListAnswerSchema, 'Your wishlist items') },
    }),
    async (c) => c.json({ value: await listItems(d.db, c.get('session').user.id) }, 200),
  );

  app.openapi(
    authed(d.auth, {
      method: 'post',
      path: `${BASE}/wishlist/create`,
      summary: 'Create an empty wishlist',
      description: `At most ${MAX_WISHLISTS} wishlists per user (422 TooManyWishlists). Names are 1 to 50 characters, trimmed; two wishlists may share a name.`,
      request: jsonBody(WishlistCreateBodySchema),
      responses: {
        200: json(WishlistAnswerSchema, 'The new wishlist'),
        400: errors[400],
        422: { description: `TooManyWishlists: you have ${MAX_WISHLISTS} already`, content: errors[400].content },
      },
    }),
    async (c) => c.json({ value: await createWishlist(d.db, c.get('session').user.id, c.req.valid('json').name, d.now()) }, 200),
  );

  app.openapi(
    authed(d.auth, {
      method: 'put',
      path: `${BASE}/wishlist/update`,
      summary: 'Rename one of your wishlists',
      request: jsonBody(WishlistUpdateBodySchema),
      responses: { 200: json(WishlistAnswerSchema, 'The wishlist as renamed'), 400: errors[400], 404: notFound },
    }),
    async (c) => {
      const { wishlistId, name } = c.req.valid('json');
      return c.json({ value: await renameWishlist(d.db, c.get('session').user.id, wishlistId, name, d.now()) }, 200);
    },
  );

  app.openapi(
    authed(d.auth, {
      method: 'post',
      path: `${BASE}/wishlist/delete`,
      summary: 'Delete one of your wishlists and the stays in it',
      request: jsonBody(WishlistDeleteBodySchema),
      responses: { 200: json(Empty, 'Deleted'), 400: errors[400], 404: notFound },
    }),
    async (c) => {
      await deleteWishlist(d.db, c.get('session').user.id, c.req.valid('json').wishlistId);
      return c.json({}, 200);
    },
  );

  app.openapi(
    authed(d.auth, {
      method: 'post',
      path: `${BASE}/wishlist-item/create`,
      summary: 'Add a stay to one of your wishlists; answers that wishlist',
      description:
        'Adding a stay already in the wishlist changes nothing (idempotent). With `move: true` the stay also leaves your other ' +
        `wishlists, in the same transaction. At most ${MAX_WISHLIST_ITEMS} stays per wishlist (422 WishlistFull); ` +
        'the product id must be a stay of the catalog (422 ValidationFailed on productId).',
      request: jsonBody(WishlistItemCreateBodySchema),
      responses: {
        200: json(WishlistAnswerSchema, 'The wishlist with the stay'),
        400: errors[400],
        404: notFound,
        422: { description: 'WishlistFull, or ValidationFailed: a product id no stay has', content: errors[400].content },
      },
    }),
    async (c) => c.json({ value: await addItem(d.db, c.get('session').user.id, c.req.valid('json'), d.now()) }, 200),
  );

  app.openapi(
    authed(d.auth, {
      method: 'post',
      path: `${BASE}/wishlist-item/delete-all`,
      summary: 'Take a stay out of all your wishlists (the heart’s unfavorite); a stay in none is fine too',
      request: jsonBody(WishlistItemDeleteAllBodySchema),
      responses: { 200: json(Empty, 'Removed'), 400: errors[400] },
    }),
    async (c) => {
      await removeProduct(d.db, c.get('session').user.id, c.req.valid('json').productId);
      return c.json({}, 200);
    },
  );
}
