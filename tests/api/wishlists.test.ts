import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  WishlistAnswerSchema,
  WishlistItemListAnswerSchema,
  WishlistListAnswerSchema,
  type Wishlist,
} from '../../src/lib/domain/profile/wishlists.schema';
import { MAX_WISHLIST_ITEMS, MAX_WISHLISTS } from '../../src/lib/domain/profile/wishlists';
import { wishlistItems } from '../../src/server/db/schema';
import { Client, createTestContext, signedInClient, type TestContext } from './helpers/context';
import { expectError } from './helpers/http';
import { suiteClock } from './helpers/clock';

// A clock one second further on every reading, so "most recently updated" and "newest first" are never ties.
let t = suiteClock().getTime();
const now = () => new Date((t += 1000));

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, now);
});
afterAll(() => ctx.close());

const W = '/api/v0/travel/wishlists';
/** Stays of the catalog: a hotel of each lodging city, and a rental. */
const stay = (n: number) => `h${n}-0`;
const RENTAL = 'v0-0';

const user = async () => (await signedInClient(ctx)).client;

async function ok(res: Response): Promise<unknown> {
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return JSON.parse(text);
}
const create = async (c: Client, name: string): Promise<Wishlist> =>
  WishlistAnswerSchema.parse(await ok(await c.request('POST', `${W}/wishlist/create`, { name }))).value;
const add = async (c: Client, productId: string, wishlistId: string, move?: boolean): Promise<Wishlist> =>
  WishlistAnswerSchema.parse(
    await ok(await c.request('POST', `${W}/wishlist-item/create`, { productId, wishlistId, ...(move === undefined ? {} : { move }) })),
  ).value;
const getAll = async (c: Client): Promise<Wishlist[]> =>
  WishlistListAnswerSchema.parse(await ok(await c.request('POST', `${W}/wishlist/get-all`, {}))).value;
const get = async (c: Client, wishlistId: string): Promise<Wishlist> =>
  WishlistAnswerSchema.parse(await ok(await c.request('POST', `${W}/wishlist/get`, { wishlistId }))).value;
const itemsByUser = async (c: Client) =>
  WishlistItemListAnswerSchema.parse(await ok(await c.request('POST', `${W}/wishlist-item/get-all-by-user`, {}))).value;
const products = (w: Wishlist) => w.wishlistItems.map((i) => i.productId);
const fields = (error: { details?: unknown }) => (error.details as { fields: { path: string }[] }).fields.map((f) => f.path);

describe('wishlists (SPEC §7 travel/wishlists)', () => {
  it('a new user has none; create, get, get-all and get-all-by-user agree', async () => {
    const c = await user();
    expect(await getAll(c)).toEqual([]);
    expect(await itemsByUser(c)).toEqual([]);

    const paris = await create(c, '  Paris  ');
    expect(paris).toMatchObject({ name: 'Paris', wishlistItems: [] });
    expect(paris.updatedAt).toBe(paris.createdAt);
    expect(await get(c, paris.wishlistId)).toEqual(paris);
    expect(await getAll(c)).toEqual([paris]);

    const withStay = await add(c, stay(1), paris.wishlistId);
    expect(withStay.wishlistItems).toEqual([{ productId: stay(1), wishlistId: paris.wishlistId, createdAt: withStay.updatedAt }]);
    expect(await get(c, paris.wishlistId)).toEqual(withStay);
    expect(await itemsByUser(c)).toEqual(withStay.wishlistItems);
  });

  it('items come newest first; wishlists most recently updated first (an add or a rename, not a removal)', async () => {
    const c = await user();
    const a = await create(c, 'A');
    const b = await create(c, 'B');
    expect((await getAll(c)).map((w) => w.name)).toEqual(['B', 'A']);

    await add(c, stay(1), a.wishlistId);
    const a2 = await add(c, stay(2), a.wishlistId);
    expect(products(a2)).toEqual([stay(2), stay(1)]);
    expect((await getAll(c)).map((w) => w.name)).toEqual(['A', 'B']);

    const renamed = WishlistAnswerSchema.parse(
      await ok(await c.request('PUT', `${W}/wishlist/update`, { wishlistId: b.wishlistId, name: 'Beach' })),
    ).value;
    expect(renamed).toMatchObject({ name: 'Beach', wishlistItems: [] });
    expect(renamed.updatedAt > a2.updatedAt).toBe(true);
    expect((await getAll(c)).map((w) => w.name)).toEqual(['Beach', 'A']);

    await add(c, stay(3), b.wishlistId);
    expect((await itemsByUser(c)).map((i) => i.productId)).toEqual([stay(3), stay(2), stay(1)]);

    // Removing leaves the order alone.
    await ok(await c.request('POST', `${W}/wishlist-item/delete-all`, { productId: stay(2) }));
    const all = await getAll(c);
    expect(all.map((w) => [w.name, products(w)])).toEqual([
      ['Beach', [stay(3)]],
      ['A', [stay(1)]],
    ]);
    expect(all[1]!.updatedAt).toBe(a2.updatedAt);
  });

  it('adding a stay twice changes nothing; the same stay may sit in two wishlists', async () => {
    const c = await user();
    const a = await create(c, 'A');
    const b = await create(c, 'B');
    const once = await add(c, RENTAL, a.wishlistId);
    const twice = await add(c, RENTAL, a.wishlistId);
    expect(twice).toEqual(once);
    await add(c, RENTAL, b.wishlistId, false);
    expect((await getAll(c)).map(products)).toEqual([[RENTAL], [RENTAL]]);
    expect(await itemsByUser(c)).toHaveLength(2);
  });

  it('move:true takes the stay out of the other wishlists in the same step', async () => {
    const c = await user();
    const a = await create(c, 'A');
    const b = await create(c, 'B');
    const target = await create(c, 'Target');
    await add(c, stay(1), a.wishlistId);
    await add(c, stay(2), a.wishlistId);
    await add(c, stay(1), b.wishlistId);

    const moved = await add(c, stay(1), target.wishlistId, true);
    expect(products(moved)).toEqual([stay(1)]);
    expect((await getAll(c)).map((w) => [w.name, products(w)])).toEqual([
      ['Target', [stay(1)]],
      ['B', []],
      ['A', [stay(2)]],
    ]);

    // Moving into the wishlist that holds it already only empties the others.
    await add(c, stay(2), b.wishlistId);
    const stayed = await add(c, stay(2), b.wishlistId, true);
    expect(products(stayed)).toEqual([stay(2)]);
    expect(products(await get(c, a.wishlistId))).toEqual([]);
  });

  it('delete-all takes the stay out of every wishlist; a stay in none answers {} too', async () => {
    const c = await user();
    const a = await create(c, 'A');
    const b = await create(c, 'B');
    await add(c, stay(1), a.wishlistId);
    await add(c, stay(1), b.wishlistId);
    await add(c, stay(2), b.wishlistId);
    expect(await ok(await c.request('POST', `${W}/wishlist-item/delete-all`, { productId: stay(1) }))).toEqual({});
    expect((await getAll(c)).map(products)).toEqual([[stay(2)], []]);
    expect(await ok(await c.request('POST', `${W}/wishlist-item/delete-all`, { productId: stay(9) }))).toEqual({});
  });

  it('delete removes the wishlist and its items; deleting again is 404', async () => {
    const c = await user();
    const a = await create(c, 'A');
    await add(c, stay(1), a.wishlistId);
    expect(await ok(await c.request('POST', `${W}/wishlist/delete`, { wishlistId: a.wishlistId }))).toEqual({});
    expect(await getAll(c)).toEqual([]);
    expect(await itemsByUser(c)).toEqual([]);
    const rows = await ctx.database.db.select().from(wishlistItems).where(eq(wishlistItems.wishlistId, a.wishlistId));
    expect(rows).toEqual([]);
    await expectError(await c.request('POST', `${W}/wishlist/delete`, { wishlistId: a.wishlistId }), 404, 'NotFound');
    await expectError(await c.request('POST', `${W}/wishlist/get`, { wishlistId: a.wishlistId }), 404, 'NotFound');
  });
});

describe('one user cannot see or change another user’s wishlists', () => {
  it('list, get, update, delete, add into and move into answer as if the wishlist did not exist, and change nothing', async () => {
    const owner = await user();
    const other = await user();
    const mine = await create(owner, 'Mine');
    const before = await add(owner, stay(1), mine.wishlistId);
    const theirs = await create(other, 'Theirs');
    await add(other, stay(1), theirs.wishlistId);

    expect((await getAll(other)).map((w) => w.name)).toEqual(['Theirs']);
    expect((await itemsByUser(other)).map((i) => i.wishlistId)).toEqual([theirs.wishlistId]);

    const id = mine.wishlistId;
    for (const [method, path, body] of [
      ['POST', 'wishlist/get', { wishlistId: id }],
      ['PUT', 'wishlist/update', { wishlistId: id, name: 'Stolen' }],
      ['POST', 'wishlist/delete', { wishlistId: id }],
      ['POST', 'wishlist-item/create', { wishlistId: id, productId: stay(2) }],
      ['POST', 'wishlist-item/create', { wishlistId: id, productId: stay(1), move: true }],
    ] as const) {
      const error = await expectError(await other.request(method, `${W}/${path}`, body), 404, 'NotFound');
      expect(error.message).toMatch(/couldn't find this wishlist/);
    }
    // A failed move must not have taken the stay out of the other user's own list either.
    expect(products(await get(other, theirs.wishlistId))).toEqual([stay(1)]);

    // Unfavoriting a stay touches only the caller's wishlists.
    await ok(await other.request('POST', `${W}/wishlist-item/delete-all`, { productId: stay(1) }));
    expect(await getAll(owner)).toEqual([before]);
    expect(products(await get(other, theirs.wishlistId))).toEqual([]);

    // An id no one has answers the same as another user's.
    await expectError(await other.request('POST', `${W}/wishlist/get`, { wishlistId: randomUUID() }), 404, 'NotFound');
  });
});

describe('limits (422 with a message a person can act on)', () => {
  it(`at most ${MAX_WISHLISTS} wishlists`, async () => {
    const c = await user();
    for (let i = 0; i < MAX_WISHLISTS; i++) await create(c, `List ${i}`);
    const error = await expectError(await c.request('POST', `${W}/wishlist/create`, { name: 'One more' }), 422, 'TooManyWishlists');
    expect(error.message).toContain(`up to ${MAX_WISHLISTS} wishlists`);
    expect(await getAll(c)).toHaveLength(MAX_WISHLISTS);
  });

  it(`at most ${MAX_WISHLIST_ITEMS} stays in a wishlist; re-adding one it holds still answers 200`, async () => {
    const c = await user();
    const full = await create(c, 'Full');
    const other = await create(c, 'Other');
    for (let i = 0; i < MAX_WISHLIST_ITEMS; i++) await add(c, stay(i), full.wishlistId);
    await add(c, stay(MAX_WISHLIST_ITEMS), other.wishlistId);

    const error = await expectError(
      await c.request('POST', `${W}/wishlist-item/create`, { productId: RENTAL, wishlistId: full.wishlistId }),
      422,
      'WishlistFull',
    );
    expect(error.message).toContain(`up to ${MAX_WISHLIST_ITEMS} stays`);
    expect(fields(error)).toEqual(['wishlistId']);
    expect(products(await add(c, stay(0), full.wishlistId))).toHaveLength(MAX_WISHLIST_ITEMS);

    // A refused move leaves the stay where it was.
    await expectError(
      await c.request('POST', `${W}/wishlist-item/create`, {
        productId: stay(MAX_WISHLIST_ITEMS),
        wishlistId: full.wishlistId,
        move: true,
      }),
      422,
      'WishlistFull',
    );
    expect(products(await get(c, other.wishlistId))).toEqual([stay(MAX_WISHLIST_ITEMS)]);
  });

  it('a product id that is no stay of the catalog is refused and not stored', async () => {
    const c = await user();
    const a = await create(c, 'A');
    const error = await expectError(
      await c.request('POST', `${W}/wishlist-item/create`, { productId: 'h99999-0', wishlistId: a.wishlistId }),
      422,
      'ValidationFailed',
    );
    expect(fields(error)).toEqual(['productId']);
    expect(await itemsByUser(c)).toEqual([]);
  });
});

describe('bad bodies: 400 naming each field, nothing stored', () => {
  const id = randomUUID();
  it.each([
    ['wishlist/create', 'POST', {}, ['name']],
    ['wishlist/create', 'POST', { name: '   ' }, ['name']],
    ['wishlist/create', 'POST', { name: 'x'.repeat(51) }, ['name']],
    ['wishlist/create', 'POST', { name: 7 }, ['name']],
    ['wishlist/create', 'POST', { name: 'a\u0000b' }, ['name']],
    ['wishlist/update', 'PUT', { wishlistId: id, name: 'a\u0000b' }, ['name']],
    ['wishlist/get', 'POST', { wishlistId: 'not-a-uuid' }, ['wishlistId']],
    ['wishlist/get', 'POST', {}, ['wishlistId']],
    ['wishlist/delete', 'POST', { wishlistId: 12 }, ['wishlistId']],
    ['wishlist/update', 'PUT', { wishlistId: id }, ['name']],
    ['wishlist/update', 'PUT', { name: 'x' }, ['wishlistId']],
    ['wishlist-item/create', 'POST', { productId: '', wishlistId: id }, ['productId']],
    ['wishlist-item/create', 'POST', { productId: 'x'.repeat(41), wishlistId: id }, ['productId']],
    ['wishlist-item/create', 'POST', { productId: stay(1), wishlistId: id, move: 'yes' }, ['move']],
    ['wishlist-item/create', 'POST', { productId: stay(1) }, ['wishlistId']],
    ['wishlist-item/delete-all', 'POST', {}, ['productId']],
    ['wishlist-item/delete-all', 'POST', { productId: ['h1-0'] }, ['productId']],
  ])('%s %j', async (path, method, body, expected) => {
    const c = await user();
    const error = await expectError(await c.request(method, `${W}/${path}`, body), 400, 'ValidationFailed');
    expect(fields(error)).toEqual(expected);
    expect(await getAll(c)).toEqual([]);
  });

  it('a product id with a NUL (no stay has one, and PostgreSQL cannot store it) answers 400 naming it', async () => {
    const c = await user();
    const res = await c.request('POST', `${W}/wishlist-item/delete-all`, { productId: 'a\u0000b' });
    await expectError(res, 400, 'ValidationFailed');
  });

  it('malformed JSON answers 400 MalformedJson', async () => {
    const c = await user();
    await expectError(await c.request('POST', `${W}/wishlist/create`, '{"name":'), 400, 'MalformedJson');
  });

  it('every route needs a session', async () => {
    const anonymous = await new Client(ctx.app).init();
    for (const [method, path] of [
      ['POST', 'wishlist/get'],
      ['POST', 'wishlist/get-all'],
      ['POST', 'wishlist-item/get-all-by-user'],
      ['POST', 'wishlist/create'],
      ['POST', 'wishlist/delete'],
      ['PUT', 'wishlist/update'],
      ['POST', 'wishlist-item/create'],
      ['POST', 'wishlist-item/delete-all'],
    ]) {
      await expectError(await anonymous.request(method!, `${W}/${path}`, {}), 401, 'Unauthorized');
    }
  });
});

describe('API documentation', () => {
  it('documents the eight routes with a summary, bearer security and their error answers', async () => {
    const doc = (await (await ctx.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { summary?: string; security?: unknown[]; responses: Record<string, unknown> }>>;
    };
    const routes = [
      ['post', 'wishlist/get', ['200', '400', '401', '404']],
      ['post', 'wishlist/get-all', ['200', '401']],
      ['post', 'wishlist-item/get-all-by-user', ['200', '401']],
      ['post', 'wishlist/create', ['200', '400', '401', '422']],
      ['post', 'wishlist/delete', ['200', '400', '401', '404']],
      ['put', 'wishlist/update', ['200', '400', '401', '404']],
      ['post', 'wishlist-item/create', ['200', '400', '401', '404', '422']],
      ['post', 'wishlist-item/delete-all', ['200', '400', '401']],
    ] as const;
    for (const [method, path, statuses] of routes) {
      const op = doc.paths[`${W}/${path}`]?.[method];
      expect(op?.summary, path).toBeTruthy();
      expect(op?.security).toEqual([{ bearer: [] }]);
      for (const status of statuses) expect(op?.responses[status], `${path} ${status}`).toBeDefined();
    }
    expect(Object.keys(doc.paths).filter((p) => p.startsWith(W))).toHaveLength(routes.length);
  });
});
