import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CompanyTiersAnswerSchema,
  CompanyUsersAnswerSchema,
  CompanyUserTravelersAnswerSchema,
} from '../../src/lib/domain/corporate/company.schema';
import { businesses, policyTiers, trackingEvents, users } from '../../src/server/db/schema';
import { SessionInfoSchema, StartSessionAnswerSchema } from '../../src/lib/domain/profile/session.schema';
import { Client, createTestContext, type TestContext } from './helpers/context';
import { openTier } from './helpers/corporate';
import { expectError } from './helpers/http';
import { person, profileClient, save } from './helpers/profile';

// The travel administrator's pages (SPEC §6): the company's users (all with canViewUsers, else
// only oneself), another user's travelers with the default and private ones marked, and the
// company's tiers. Another company's users answer 404; a user who is not an administrator, 403.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function company() {
  const businessId = `biz-${randomUUID().slice(0, 8)}`;
  await ctx.database.db.insert(businesses).values({ id: businessId, name: 'Admin Co' });
  const tierId = `tier-${randomUUID().slice(0, 8)}`;
  const tier = { ...openTier, id: tierId, name: 'Road warriors', settings: { isApprovalRequired: true }, cars: { maxPricePerDay: 9000 } };
  await ctx.database.db.insert(policyTiers).values({ id: tierId, businessId, policy: tier });
  const openId = `tier-${randomUUID().slice(0, 8)}`;
  await ctx.database.db.insert(policyTiers).values({ id: openId, businessId, policy: { ...openTier, id: openId, name: 'Executives' } });
  return { businessId, tierId };
}

/** A member with these rights, under the company's first tier, signed in once the row is set. */
async function member(
  co: { businessId: string; tierId: string },
  rights: { admin?: boolean; viewUsers?: boolean } = {},
  firstName = 'Test',
) {
  const { userId, email } = await profileClient(ctx, { businessId: co.businessId, firstName });
  await ctx.database.db
    .update(users)
    .set({ policyTierId: co.tierId, canViewAdmin: !!rights.admin, canViewUsers: !!rights.viewUsers })
    .where(eq(users.id, userId));
  const client = await new Client(ctx.app).init();
  expect((await client.signIn(email, 'correct-horse-battery')).status).toBe(200);
  return { client, userId };
}

const get = async (c: Client, path: string) => {
  const res = await c.request('GET', `/api/v0${path}`);
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return JSON.parse(text) as unknown;
};

describe('company users and travelers', () => {
  it('lists every user for an administrator who can view users, with ghost users and traveler counts', async () => {
    const co = await company();
    const cora = await member(co, { admin: true, viewUsers: true }, 'Cora');
    const eli = await member(co, {}, 'Eli');
    // Eli: two travelers, one of them his own profile (default), the other private.
    const me = await save(eli.client, person({ givenName: 'Eli', surname: 'Navarro' }));
    const guest = await save(eli.client, person({ givenName: 'Sam', surname: 'Navarro' }));
    await eli.client.request('PUT', '/api/v0/passengers/assign_default', { travelerId: me.id, userId: eli.userId });
    await eli.client.request('PUT', '/api/v0/passengers/hide', { travelerId: guest.id });

    const list = CompanyUsersAnswerSchema.parse(await get(cora.client, '/company/users'));
    expect(list.allUsers).toBe(true);
    expect(list.value.map((u) => [u.firstName, u.isGhostUser, u.travelers, u.hiddenTravelers, u.policyTierName])).toEqual([
      ['Cora', true, 0, 0, 'Road warriors'],
      ['Eli', false, 2, 1, 'Road warriors'],
    ]);
    const travelers = CompanyUserTravelersAnswerSchema.parse(await get(cora.client, `/company/users/${eli.userId}/travelers`));
    expect(travelers.value.map((t) => [t.givenName, t.isDefaultProfile, t.isPrivateProfile])).toEqual([
      ['Eli', true, false],
      ['Sam', false, true],
    ]);
  });

  it('shows only oneself to an administrator without canViewUsers', async () => {
    const co = await company();
    const admin = await member(co, { admin: true }, 'Ada');
    const other = await member(co, {}, 'Ben');
    const list = CompanyUsersAnswerSchema.parse(await get(admin.client, '/company/users'));
    expect(list).toMatchObject({ allUsers: false, value: [{ id: admin.userId }] });
    await expectError(await admin.client.request('GET', `/api/v0/company/users/${other.userId}/travelers`), 404, 'NotFound');
    expect(CompanyUserTravelersAnswerSchema.parse(await get(admin.client, `/company/users/${admin.userId}/travelers`)).value).toEqual([]);
  });

  it('answers 404 for another company’s user and 403 to a user who is not an administrator', async () => {
    const co = await company();
    const cora = await member(co, { admin: true, viewUsers: true });
    const stranger = await member(await company(), {});
    await expectError(await cora.client.request('GET', `/api/v0/company/users/${stranger.userId}/travelers`), 404, 'NotFound');
    const employee = await member(co, { viewUsers: true });
    for (const path of ['/company/users', `/company/users/${cora.userId}/travelers`, '/company/policyTiers']) {
      await expectError(await employee.client.request('GET', `/api/v0${path}`), 403, 'Forbidden');
    }
    const consumer = await profileClient(ctx);
    await expectError(await consumer.client.request('GET', '/api/v0/company/users'), 403, 'Forbidden');
  });
});

describe('company policy tiers', () => {
  it('lists the company’s tiers read-only, with inactive ones, approval process and users', async () => {
    const co = await company();
    const cora = await member(co, { admin: true });
    await member(co);
    const tiers = CompanyTiersAnswerSchema.parse(await get(cora.client, '/company/policyTiers'));
    const byName = Object.fromEntries(tiers.value.map((t) => [t.tier.name, t]));
    expect(byName['Road warriors']).toMatchObject({ isInactive: false, approvalProcess: '24hr_review', users: 2 });
    expect(byName['Executives']).toMatchObject({ isInactive: true, approvalProcess: 'auto', users: 0 });
  });
});

describe('delegated sessions', () => {
  it('lets an administrator book as a user of the company, marked in the session and in tracking', async () => {
    const co = await company();
    const cora = await member(co, { admin: true, viewUsers: true }, 'Cora');
    const eli = await member(co, {}, 'Eli');
    const res = await cora.client.request('POST', `/api/v0/company/users/${eli.userId}/delegate`);
    const text = await res.text();
    expect(res.status, text).toBe(200);
    const { token, sessionInfo } = StartSessionAnswerSchema.parse(JSON.parse(text));
    expect(sessionInfo).toMatchObject({ userId: eli.userId, isDelegatedSession: true, userInfo: { firstName: 'Eli' } });

    const asEli = await new Client(ctx.app).init();
    asEli.token = token;
    asEli.csrf = sessionInfo.csrfToken;
    const session = SessionInfoSchema.parse(await get(asEli, '/session'));
    expect(session.isDelegatedSession).toBe(true);
    const tracked = await asEli.request('POST', '/api/v0/tracking/event', {
      eventName: 'viewed_home',
      properties: { is_delegated_session: false },
      context: { url: '/', isAgent: false, userSource: null, userMedium: null },
    });
    expect(tracked.status).toBeLessThan(300);
    const [event] = await ctx.database.db
      .select()
      .from(trackingEvents)
      .where(and(eq(trackingEvents.userId, eli.userId), eq(trackingEvents.name, 'viewed_home')));
    expect(event?.properties).toMatchObject({ is_delegated_session: true });
    // A delegated session cannot delegate again, even were the user an administrator.
    await expectError(await asEli.request('POST', `/api/v0/company/users/${cora.userId}/delegate`), 403, 'Forbidden');
  });

  it('refuses oneself, another company, a user kept out, and anyone who cannot view users', async () => {
    const co = await company();
    const cora = await member(co, { admin: true, viewUsers: true });
    const stranger = await member(await company(), {});
    await expectError(await cora.client.request('POST', `/api/v0/company/users/${cora.userId}/delegate`), 403, 'Forbidden');
    await expectError(await cora.client.request('POST', `/api/v0/company/users/${stranger.userId}/delegate`), 404, 'NotFound');
    const kept = await member(co, {});
    await ctx.database.db.update(users).set({ portalAccess: false }).where(eq(users.id, kept.userId));
    await expectError(await cora.client.request('POST', `/api/v0/company/users/${kept.userId}/delegate`), 422, 'ValidationFailed');
    const admin = await member(co, { admin: true });
    const eli = await member(co, {});
    await expectError(await admin.client.request('POST', `/api/v0/company/users/${eli.userId}/delegate`), 403, 'Forbidden');
  });
});
