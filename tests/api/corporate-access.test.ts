import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, users } from '../../src/server/db/schema';
import { Client, createTestContext, createUser, type TestContext } from './helpers/context';
import { expectError } from './helpers/http';

// The corporate access codes come from the company's and the user's records (SPEC §2, §8): every
// call but the session's own answers the code until the record changes.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type BusinessPatch = Partial<Pick<typeof businesses.$inferInsert, 'inBeta' | 'isLive' | 'termsAcceptedAt'>>;

/** A corporate user of a new company with these records, signed in. */
async function member(biz: BusinessPatch, portalAccess = true) {
  const id = `biz-${randomUUID().slice(0, 8)}`;
  await ctx.database.db.insert(businesses).values({ id, name: 'Access Co', ...biz });
  const { user, email, password } = await createUser(ctx, { customerType: 'Corporate' });
  await ctx.database.db.update(users).set({ businessId: id, portalAccess }).where(eq(users.id, user.id));
  const client = await new Client(ctx.app).init();
  expect((await client.signIn(email, password)).status).toBe(200);
  return { client, businessId: id, userId: user.id, email, password };
}

describe('corporate access codes from the records', () => {
  it.each([
    ['a company not admitted to the portal', { inBeta: false }, true, '40102'],
    ['a user the company keeps out', {}, false, '40103'],
    ['a company whose setup is not finished', { isLive: false }, true, '40105'],
    ['a company that has not accepted the terms', { termsAcceptedAt: null }, true, '40106'],
  ] as const)('%s answers %s on every call but the session', async (_name, biz, access, code) => {
    const { client } = await member(biz, access);
    const error = await expectError(await client.request('GET', '/api/v0/user/wallet'), 403, code);
    expect(error.message.length).toBeGreaterThan(20);
    await expectError(await client.request('PUT', '/api/v0/rewards/accounts'), 403, code);
    // The session itself still answers, so the portal can tell who is signed in and where to send them.
    expect((await client.request('GET', '/api/v0/session')).status).toBe(200);
  });

  it('lets the user in once the record is put right', async () => {
    const { businessId, email, password } = await member({ isLive: false });
    await ctx.database.db.update(businesses).set({ isLive: true }).where(eq(businesses.id, businessId));
    const again = await new Client(ctx.app).init();
    expect((await again.signIn(email, password)).status).toBe(200);
    expect((await again.request('GET', '/api/v0/user/wallet')).status).toBe(200);
  });

  it('never stops a consumer or a member of a live company', async () => {
    const { client } = await member({});
    expect((await client.request('GET', '/api/v0/user/wallet')).status).toBe(200);
    const consumer = await createUser(ctx);
    const c = await new Client(ctx.app).init();
    expect((await c.signIn(consumer.email, consumer.password)).status).toBe(200);
    expect((await c.request('GET', '/api/v0/user/wallet')).status).toBe(200);
  });
});
