import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { businesses, users } from '../../../src/server/db/schema';
import { TravelerSchema, type Traveler, type TravelerInput } from '../../../src/lib/domain/profile/travelers.schema';
import { Client, createUser, type TestContext } from './context';

/** A company of this test's own, so its user list holds only the users the test adds. */
export async function newBusiness(ctx: TestContext): Promise<string> {
  const id = `biz-${randomUUID().slice(0, 8)}`;
  await ctx.database.db.insert(businesses).values({ id, name: `Test Co ${id}` });
  return id;
}

/**
 * A signed-in user; corporate ones belong to `businessId`. The row is finished before the first
 * call, so the session cache never holds a half-made user.
 */
export async function profileClient(
  ctx: TestContext,
  opts: { businessId?: string; canViewUsers?: boolean; firstName?: string; lastName?: string; phoneNumber?: string } = {},
) {
  const { user, email, password } = await createUser(ctx, { customerType: opts.businessId ? 'Corporate' : 'Consumer' });
  const set: Partial<typeof users.$inferInsert> = {};
  if (opts.businessId) Object.assign(set, { businessId: opts.businessId, canViewUsers: opts.canViewUsers ?? false, roles: ['Traveler'] });
  if (opts.firstName) set.firstName = opts.firstName;
  if (opts.lastName) set.lastName = opts.lastName;
  if (opts.phoneNumber !== undefined) set.phoneNumber = opts.phoneNumber;
  if (Object.keys(set).length) await ctx.database.db.update(users).set(set).where(eq(users.id, user.id));
  const client = await new Client(ctx.app).init();
  expect((await client.signIn(email, password)).status).toBe(200);
  return { client, userId: user.id, email };
}

export const person = (extra: Partial<TravelerInput> = {}): TravelerInput => ({
  givenName: 'Ava',
  surname: 'Martin',
  gender: 'F',
  dateOfBirth: '1988-04-12',
  ...extra,
});

export async function list(c: Client): Promise<{ value: Traveler[]; isGhostUser?: boolean }> {
  const res = await c.request('PUT', '/api/v0/flight/passengers/list');
  expect(res.status).toBe(200);
  return (await res.json()) as { value: Traveler[]; isGhostUser?: boolean };
}

/** Saves and answers the traveler, checking the answer's shape. */
export async function save(c: Client, body: TravelerInput): Promise<Traveler> {
  const res = await c.request('PUT', '/api/v0/flight/passengers/update', body);
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return TravelerSchema.parse(JSON.parse(text));
}
