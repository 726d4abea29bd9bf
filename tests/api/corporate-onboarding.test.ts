import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ModalEligibilityAnswerSchema, SeenModalAnswerSchema } from '../../src/lib/domain/corporate/policy.schema';
import { SessionInfoSchema } from '../../src/lib/domain/profile/session.schema';
import { businesses } from '../../src/server/db/schema';
import { Client, createTestContext, type TestContext } from './helpers/context';
import { expectError } from './helpers/http';
import { profileClient } from './helpers/profile';

// The corporate onboarding shows until the user finishes or skips it (SPEC §2, §7 users/seenModal
// and users/modalEligibility), in every session.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const eligibility = async (c: Client) =>
  ModalEligibilityAnswerSchema.parse(await (await c.request('GET', '/api/v0/users/modalEligibility')).json()).value.modals;

describe('onboarding modal', () => {
  it('is offered to a corporate user until seen, then never again, in this session and the next', async () => {
    const businessId = `biz-${randomUUID().slice(0, 8)}`;
    await ctx.database.db.insert(businesses).values({ id: businessId, name: 'Tour Co' });
    const { client, email } = await profileClient(ctx, { businessId });
    expect(await eligibility(client)).toEqual(['welcome']);

    const seen = await client.request('POST', '/api/v0/users/seenModal', { modal: 'welcome' });
    expect(SeenModalAnswerSchema.parse(await seen.json()).value.hasSeenModalMap).toEqual({ welcome: true });
    expect(await eligibility(client)).toEqual([]);
    // The session info says so at once, and in a new session.
    const info = SessionInfoSchema.parse(await (await client.request('GET', '/api/v0/session')).json());
    expect(info.corporateInfo?.hasSeenModalMap).toEqual({ welcome: true });
    const again = await new Client(ctx.app).init();
    expect((await again.signIn(email, 'correct-horse-battery')).status).toBe(200);
    expect(await eligibility(again)).toEqual([]);
    // Seen twice keeps one key.
    const twice = await client.request('POST', '/api/v0/users/seenModal', { modal: 'welcome' });
    expect(SeenModalAnswerSchema.parse(await twice.json()).value.hasSeenModalMap).toEqual({ welcome: true });
  });

  it('is never offered to a consumer, and refuses a modal it does not know', async () => {
    const { client } = await profileClient(ctx);
    expect(await eligibility(client)).toEqual([]);
    await expectError(await client.request('POST', '/api/v0/users/seenModal', { modal: 'nope' }), 400);
  });
});
