import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CorporateUserListSchema } from '../../src/lib/domain/profile/travelers.schema';
import { SessionInfoSchema } from '../../src/lib/domain/profile/session.schema';
import { users } from '../../src/server/db/schema';
import { Client, createTestContext, DEMO_PASSWORD, type TestContext } from './helpers/context';
import { expectError } from './helpers/http';
import { list, newBusiness, person, profileClient, save } from './helpers/profile';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const userRow = async (id: string) => (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0]!;
const usersList = async (c: Client) => {
  const res = await c.request('PUT', '/api/v0/users/list');
  expect(res.status).toBe(200);
  return CorporateUserListSchema.parse(await res.json()).value;
};

describe('corporate travelers: default and private profiles', () => {
  it('flags the default and private traveler, and a user without a default traveler is a ghost user', async () => {
    const { client: c, userId, email } = await profileClient(ctx, { businessId: await newBusiness(ctx) });
    expect(await list(c)).toEqual({ value: [], isGhostUser: true });

    const me = await save(c, person({ givenName: 'Cora', surname: 'Lindqvist' }));
    const guest = await save(c, person({ givenName: 'Jonas', surname: 'Berg' }));
    expect(me).toMatchObject({ isDefaultProfile: false, isPrivateProfile: false });
    expect((await list(c)).isGhostUser).toBe(true);

    const assigned = await c.request('PUT', '/api/v0/passengers/assign_default', { travelerId: me.id, userId });
    expect(await assigned.json()).toEqual({ userId, defaultTravelerId: me.id });
    const hidden = await c.request('PUT', '/api/v0/passengers/hide', { travelerId: guest.id });
    expect(await hidden.json()).toEqual({ hiddenTravelerIds: [guest.id] });
    // Hiding twice keeps one entry.
    expect(await (await c.request('PUT', '/api/v0/passengers/hide', { travelerId: guest.id })).json()).toEqual({
      hiddenTravelerIds: [guest.id],
    });

    const after = await list(c);
    expect(after.isGhostUser).toBe(false);
    expect(after.value.map((t) => [t.givenName, t.isDefaultProfile, t.isPrivateProfile])).toEqual([
      ['Cora', true, false],
      ['Jonas', false, true],
    ]);
    // The session info carries the change at once, in this session (cached a moment ago) and in a new one.
    const sessionInfo = async (client: Client) =>
      SessionInfoSchema.parse(await (await client.request('GET', '/api/v0/session')).json()).corporateInfo;
    expect(await sessionInfo(c)).toMatchObject({ defaultTravelerId: me.id, hiddenTravelerIds: [guest.id] });
    const fresh = await new Client(ctx.app).init();
    const signIn = await fresh.signIn(email, 'correct-horse-battery');
    const info = SessionInfoSchema.parse(((await signIn.json()) as { sessionInfo: unknown }).sessionInfo);
    expect(info.corporateInfo).toMatchObject({ defaultTravelerId: me.id, hiddenTravelerIds: [guest.id] });

    expect(await (await c.request('PUT', '/api/v0/passengers/show', { travelerId: guest.id })).json()).toEqual({ hiddenTravelerIds: [] });
    expect((await list(c)).value.find((t) => t.id === guest.id)?.isPrivateProfile).toBe(false);
    expect(await sessionInfo(c)).toMatchObject({ hiddenTravelerIds: [] });
    await c.request('POST', '/api/v0/passengers/delete', { personId: me.id });
    expect(await sessionInfo(c)).toMatchObject({ defaultTravelerId: null });
  });

  it('deleting the default or a hidden traveler clears it from the user', async () => {
    const { client: c, userId } = await profileClient(ctx, { businessId: await newBusiness(ctx) });
    const me = await save(c, person());
    const other = await save(c, person({ givenName: 'Other' }));
    await c.request('PUT', '/api/v0/passengers/assign_default', { travelerId: me.id, userId });
    await c.request('PUT', '/api/v0/passengers/hide', { travelerId: other.id });
    await c.request('PUT', '/api/v0/passengers/hide', { travelerId: me.id });
    expect((await userRow(userId)).hiddenTravelerIds).toEqual([other.id, me.id]);

    expect((await c.request('POST', '/api/v0/passengers/delete', { personId: me.id })).status).toBe(200);
    const row = await userRow(userId);
    expect(row.defaultTravelerId).toBeNull();
    expect(row.hiddenTravelerIds).toEqual([other.id]);
    expect(await list(c)).toMatchObject({ isGhostUser: true, value: [{ id: other.id, isPrivateProfile: true }] });
  });

  it('a consumer has no default or private travelers', async () => {
    const { client: c, userId } = await profileClient(ctx);
    const t = await save(c, person());
    await expectError(await c.request('PUT', '/api/v0/passengers/hide', { travelerId: t.id }), 403, 'Forbidden');
    await expectError(await c.request('PUT', '/api/v0/passengers/show', { travelerId: t.id }), 403, 'Forbidden');
    await expectError(await c.request('PUT', '/api/v0/passengers/assign_default', { travelerId: t.id, userId }), 403, 'Forbidden');
    expect(await list(c)).toEqual({ value: [t] });
    expect((await userRow(userId)).defaultTravelerId).toBeNull();
  });
});

describe('assign_default for another user', () => {
  it('needs canViewUsers and a user of the same company', async () => {
    const biz = await newBusiness(ctx);
    const admin = await profileClient(ctx, { businessId: biz, canViewUsers: true });
    const employee = await profileClient(ctx, { businessId: biz });
    const outsider = await profileClient(ctx, { businessId: await newBusiness(ctx), canViewUsers: true });
    const t = await save(admin.client, person());
    const mine = await save(employee.client, person({ givenName: 'Eli' }));

    const res = await admin.client.request('PUT', '/api/v0/passengers/assign_default', { travelerId: t.id, userId: employee.userId });
    expect(res.status).toBe(200);
    expect((await userRow(employee.userId)).defaultTravelerId).toBe(t.id);
    expect((await usersList(admin.client)).find((u) => u.id === employee.userId)?.defaultTravelerId).toBe(t.id);

    // Without canViewUsers: only oneself.
    await expectError(
      await employee.client.request('PUT', '/api/v0/passengers/assign_default', { travelerId: mine.id, userId: admin.userId }),
      403,
      'Forbidden',
    );
    // Another company's user, or no user at all, is not found.
    for (const userId of [outsider.userId, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      await expectError(
        await admin.client.request('PUT', '/api/v0/passengers/assign_default', { travelerId: t.id, userId }),
        404,
        'NotFound',
      );
    }
    expect((await userRow(admin.userId)).defaultTravelerId).toBeNull();
    expect((await userRow(outsider.userId)).defaultTravelerId).toBeNull();
    expect((await userRow(employee.userId)).defaultTravelerId).toBe(t.id);

    // Deleting the admin's traveler clears it as the employee's default too.
    await admin.client.request('POST', '/api/v0/passengers/delete', { personId: t.id });
    expect((await userRow(employee.userId)).defaultTravelerId).toBeNull();
  });

  it.each([
    ['no traveler id', { userId: 'x' }],
    ['an empty traveler id', { travelerId: '', userId: 'x' }],
    ['a number as user id', { travelerId: 't', userId: 5 }],
    ['an overlong id', { travelerId: 'x'.repeat(65), userId: 'x' }],
  ])('refuses %s with field details', async (_name, body) => {
    const { client } = await profileClient(ctx, { businessId: await newBusiness(ctx) });
    const error = await expectError(await client.request('PUT', '/api/v0/passengers/assign_default', body), 400, 'ValidationFailed');
    expect((error.details as { fields: unknown[] }).fields.length).toBeGreaterThan(0);
  });
});

describe('users list', () => {
  it('lists the whole company with canViewUsers, by first then last name; only oneself otherwise', async () => {
    const biz = await newBusiness(ctx);
    const admin = await profileClient(ctx, { businessId: biz, canViewUsers: true, firstName: 'Cora', lastName: 'Lindqvist' });
    const eli = await profileClient(ctx, { businessId: biz, firstName: 'Eli', lastName: 'Navarro' });
    const ann = await profileClient(ctx, { businessId: biz, firstName: 'ann', lastName: 'Zed' });
    await profileClient(ctx, { businessId: await newBusiness(ctx), firstName: 'Aaron', lastName: 'Elsewhere' });

    expect(await usersList(admin.client)).toEqual([
      { id: ann.userId, firstName: 'ann', lastName: 'Zed', defaultTravelerId: null },
      { id: admin.userId, firstName: 'Cora', lastName: 'Lindqvist', defaultTravelerId: null },
      { id: eli.userId, firstName: 'Eli', lastName: 'Navarro', defaultTravelerId: null },
    ]);
    expect(await usersList(eli.client)).toEqual([{ id: eli.userId, firstName: 'Eli', lastName: 'Navarro', defaultTravelerId: null }]);
    const consumer = await profileClient(ctx, { firstName: 'Ava', lastName: 'Martin' });
    expect(await usersList(consumer.client)).toEqual([
      { id: consumer.userId, firstName: 'Ava', lastName: 'Martin', defaultTravelerId: null },
    ]);
  });
});

describe('seeded demo accounts', () => {
  it('Cora has her own default traveler and a colleague; Eli is a ghost user', async () => {
    const cora = await new Client(ctx.app).init();
    expect((await cora.signIn('cora.admin@example.com', DEMO_PASSWORD)).status).toBe(200);
    const travelers = await list(cora);
    expect(travelers.isGhostUser).toBe(false);
    expect(travelers.value.map((t) => [t.givenName, t.isDefaultProfile])).toEqual([
      ['Cora', true],
      ['Jonas', false],
    ]);
    const eli = await new Client(ctx.app).init();
    expect((await eli.signIn('eli.employee@example.com', DEMO_PASSWORD)).status).toBe(200);
    expect(await list(eli)).toEqual({ value: [], isGhostUser: true });
  });
});
