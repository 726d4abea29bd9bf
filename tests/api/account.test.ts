import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PublicConfigSchema } from '../../src/lib/domain/shared/config';
import { assignVariant, ExperimentsAnswerSchema } from '../../src/lib/domain/shared/experiments';
import { RewardsAccountSchema } from '../../src/lib/domain/profile/rewards.schema';
import { createApp } from '../../src/server/app';
import { engagementEvents, trackingEvents, travelWalletItems } from '../../src/server/db/schema';
import { starterWallet } from '../../src/server/services/travel-wallet';
import { createLogger } from '../../src/server/logger';
import { consumerExperiments, corporateExperiments } from '../../src/server/services/experiments';
import { Client, createTestContext, createUser, DEMO_PASSWORD, testConfig, type TestContext } from './helpers/context';
import { expectError } from './helpers/http';
import { suiteClock } from './helpers/clock';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function signIn(email: string, password: string, app = ctx.app) {
  const c = await new Client(app).init();
  const res = await c.signIn(email, password);
  expect(res.status).toBe(200);
  return c;
}
async function freshUser(opts: Parameters<typeof createUser>[1] = {}) {
  const u = await createUser(ctx, opts);
  return { ...u, c: await signIn(u.email, u.password) };
}

describe('PUT /api/v0/rewards/accounts', () => {
  it("answers ava's Venture X miles and Quicksilver cash accounts", async () => {
    const c = await signIn('ava.consumer@example.com', DEMO_PASSWORD);
    const res = await c.request('PUT', '/api/v0/rewards/accounts');
    expect(res.status).toBe(200);
    const accounts = RewardsAccountSchema.array().parse(await res.json());
    expect(accounts).toHaveLength(2);
    expect(accounts[0]).toMatchObject({
      accountReferenceId: 'acct-ava-venturex',
      productDisplayName: 'Venture X',
      product: 'VentureX',
      lastFour: '4821',
      lastFourVirtualCardNumbers: ['7710'],
      rewardsBalance: { value: 184250, currency: 'Miles', currencyDescription: 'miles' },
      earn: { hotelsMultiplier: 10, flightsMultiplier: 5 },
    });
    expect(accounts[1]).toMatchObject({
      accountReferenceId: 'acct-ava-quicksilver',
      productDisplayName: 'Quicksilver',
      product: 'Quicksilver',
      rewardsBalance: { value: 31248, currency: 'Cash', currencyDescription: 'Rewards Cash' },
      rewardsCashEquivalent: { value: 31248, currencyCode: 'USD' },
    });
  });

  it('answers a fresh user only their own accounts', async () => {
    const { c, user } = await freshUser({ withMilesAccount: true });
    const accounts = RewardsAccountSchema.array().parse(await (await c.request('PUT', '/api/v0/rewards/accounts')).json());
    expect(accounts.map((a) => a.accountReferenceId)).toEqual([`acct-${user.id}`]);

    const bare = await freshUser();
    const none = await bare.c.request('PUT', '/api/v0/rewards/accounts');
    expect(none.status).toBe(200);
    expect(await none.json()).toEqual([]);
  });
});

describe('experiments', () => {
  it('PUT /api/v0/experiments/active is deterministic per user and matches the bucketing rule', async () => {
    const { c, user } = await freshUser();
    const first = ExperimentsAnswerSchema.parse(await (await c.request('PUT', '/api/v0/experiments/active')).json());
    const again = ExperimentsAnswerSchema.parse(await (await c.request('PUT', '/api/v0/experiments/active')).json());
    expect(again).toEqual(first);
    expect(first.experiments.map((e) => e.id)).toEqual(consumerExperiments.map((d) => d.id));
    for (const def of consumerExperiments) {
      const variant = assignVariant(def, user.id);
      expect(first.experiments.find((e) => e.id === def.id)?.variant).toBe(variant);
      expect(first.trackingProperties[`exp_${def.id}`]).toBe(variant);
    }
    expect(Object.keys(first.trackingProperties)).toHaveLength(consumerExperiments.length);
  });

  it('gives ava favorites and marketplace in variant available', async () => {
    const c = await signIn('ava.consumer@example.com', DEMO_PASSWORD);
    const answer = ExperimentsAnswerSchema.parse(await (await c.request('PUT', '/api/v0/experiments/active')).json());
    const variant = (id: string) => answer.experiments.find((e) => e.id === id)?.variant;
    expect(variant('favorites')).toBe('available');
    expect(variant('marketplace')).toBe('available');
    expect(answer.trackingProperties).toMatchObject({ exp_favorites: 'available', exp_marketplace: 'available' });
  });

  it('carries variant data where the experiment has it', async () => {
    const { c } = await freshUser();
    const answer = ExperimentsAnswerSchema.parse(await (await c.request('PUT', '/api/v0/experiments/active')).json());
    for (const e of answer.experiments) {
      if (e.id === 'hotel-cross-sell' && e.variant === 'available')
        expect(e.data).toEqual({ placements: ['cross_sell_hotel_homepage', 'cross_sell_hotel_mytrips'] });
      else expect(e.data).toBeUndefined();
    }
  });

  it('PUT /api/v0/experiments/cotb/active answers the corporate set', async () => {
    const c = await signIn('cora.admin@example.com', DEMO_PASSWORD);
    const res = await c.request('PUT', '/api/v0/experiments/cotb/active');
    expect(res.status).toBe(200);
    const answer = ExperimentsAnswerSchema.parse(await res.json());
    expect(answer.experiments.map((e) => e.id)).toEqual(['cotb-onboarding-modal', 'cotb-policy-banner']);
    expect(Object.keys(answer.trackingProperties).sort()).toEqual(['exp_cotb-onboarding-modal', 'exp_cotb-policy-banner']);
    for (const e of answer.experiments) expect(['control', 'available']).toContain(e.variant);
  });
});

describe('POST /api/v0/tracking/event', () => {
  const latestEvent = async (userId: string) => {
    const [row] = await ctx.database.db
      .select()
      .from(trackingEvents)
      .where(eq(trackingEvents.userId, userId))
      .orderBy(desc(trackingEvents.id))
      .limit(1);
    return row;
  };

  it('stores the event enriched on the server, without secrets', async () => {
    const { c, user } = await freshUser();
    const experiments = ExperimentsAnswerSchema.parse(await (await c.request('PUT', '/api/v0/experiments/active')).json());
    const res = await c.request('POST', '/api/v0/tracking/event', {
      eventName: 'viewed_hotel_list',
      properties: {
        hotel_count: 12,
        passenger_count: 2,
        company: 'Acme',
        tenant: 'corporate', // server facts win over what the browser sent
        password: 'hunter2',
        // Luhn-invalid: a real card number never gets this far (the card-data guard answers 400).
        cardNumber: '4111111111111112',
        cvv: '123',
        authToken: 'abc',
        pan: '4111111111111112',
      },
      context: { isAgent: true, userSource: 'newsletter', userMedium: 'email', url: 'https://travel.example/hotels' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ Response: 'Success' });

    const row = await latestEvent(user.id);
    expect(row).toBeDefined();
    expect(row!.name).toBe('viewed_hotel_list');
    expect(row!.sessionId).toBeTruthy();
    const p = row!.properties;
    expect(p).toMatchObject({
      hotel_count: 12,
      passenger_count: 2,
      company: 'Acme',
      tenant: 'consumer',
      customer_type: 'Consumer',
      business_id: null,
      is_agent: true,
      user_source: 'newsletter',
      user_medium: 'email',
      has_travel_credit: false,
      page_url: 'https://travel.example/hotels',
      ...experiments.trackingProperties,
    });
    const expKeys = Object.keys(p).filter((k) => k.startsWith('exp_'));
    expect(expKeys.sort()).toEqual(consumerExperiments.map((d) => `exp_${d.id}`).sort());
    for (const secret of ['password', 'cardNumber', 'cvv', 'authToken', 'pan']) expect(p).not.toHaveProperty(secret);
    expect(JSON.stringify(p)).not.toContain('4111111111111112');
    expect(JSON.stringify(p)).not.toContain('hunter2');
  });

  it('has_travel_credit is true while the user holds a credit that can pay, false once it is spent', async () => {
    const { c, user } = await freshUser();
    const [credit] = await ctx.database.db
      .insert(travelWalletItems)
      .values({ ...starterWallet(user.id, suiteClock())[0]!, amountMinor: 1_000, originalMinor: 1_000 })
      .returning();
    const track = async () => {
      expect((await c.request('POST', '/api/v0/tracking/event', { eventName: 'opened_wallet' })).status).toBe(200);
      return (await latestEvent(user.id))!.properties.has_travel_credit;
    };
    expect(await track()).toBe(true);
    await ctx.database.db.update(travelWalletItems).set({ amountMinor: 0, state: 'Redeemed' }).where(eq(travelWalletItems.id, credit!.id));
    expect(await track()).toBe(false);
  });

  it('defaults the context and enriches a corporate user with the corporate experiments', async () => {
    const { c, user } = await freshUser({ customerType: 'Corporate' });
    expect((await c.request('POST', '/api/v0/tracking/event', { eventName: 'opened_policy' })).status).toBe(200);
    const p = (await latestEvent(user.id))!.properties;
    expect(p).toMatchObject({
      tenant: 'corporate',
      customer_type: 'Corporate',
      is_agent: false,
      user_source: null,
      user_medium: null,
      has_travel_credit: false,
    });
    expect(
      Object.keys(p)
        .filter((k) => k.startsWith('exp_'))
        .sort(),
    ).toEqual(corporateExperiments.map((d) => `exp_${d.id}`).sort());
    expect(p).not.toHaveProperty('page_url');
  });

  it.each([
    ['no event name', {}, 'eventName'],
    ['empty event name', { eventName: '' }, 'eventName'],
    ['event name with a slash', { eventName: 'a/b' }, 'eventName'],
    ['event name over 100 characters', { eventName: 'e'.repeat(101) }, 'eventName'],
    ['nested property value', { eventName: 'x', properties: { a: { b: 1 } } }, 'properties.a'],
    ['property value over 2000 characters', { eventName: 'x', properties: { a: 'v'.repeat(2001) } }, 'properties.a'],
    ['property value with a NUL character', { eventName: 'x', properties: { a: 'a\u0000b' } }, 'properties.a'],
    ['property value with an unpaired surrogate', { eventName: 'x', properties: { a: 'x\ud800' } }, 'properties.a'],
    ['properties as an array', { eventName: 'x', properties: [1, 2] }, 'properties'],
    [
      '101 properties',
      { eventName: 'x', properties: Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`k${i}`, i])) },
      'properties',
    ],
    ['non-boolean agent flag', { eventName: 'x', context: { isAgent: 'yes' } }, 'context.isAgent'],
    ['user source over 200 characters', { eventName: 'x', context: { userSource: 's'.repeat(201) } }, 'context.userSource'],
  ])('answers 400 ValidationFailed for %s', async (_name, body, path) => {
    const { c, user } = await freshUser();
    const error = await expectError(await c.request('POST', '/api/v0/tracking/event', body), 400, 'ValidationFailed');
    const fields = (error.details as { fields: { path: string }[] }).fields;
    expect(fields.map((f) => f.path)).toContain(path);
    expect(await latestEvent(user.id)).toBeUndefined();
  });
});

describe('POST /api/v0/engagement/event', () => {
  it('stores the event', async () => {
    const { c, user } = await freshUser();
    const body = { event: 'scrolled_offers', url: 'https://travel.example/offers', browserSessionId: 'bs-123' };
    const res = await c.request('POST', '/api/v0/engagement/event', body);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ Response: 'Success' });
    const rows = await ctx.database.db.select().from(engagementEvents).where(eq(engagementEvents.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject(body);
  });

  it.each([
    ['missing browser session', { event: 'e', url: 'u' }, 'browserSessionId'],
    ['empty event', { event: '', url: 'u', browserSessionId: 'b' }, 'event'],
    ['NUL in the url', { event: 'e', url: 'a\u0000', browserSessionId: 'b' }, 'url'],
  ])('answers 400 ValidationFailed for %s', async (_name, body, path) => {
    const { c, user } = await freshUser();
    const error = await expectError(await c.request('POST', '/api/v0/engagement/event', body), 400, 'ValidationFailed');
    expect((error.details as { fields: { path: string }[] }).fields.map((f) => f.path)).toContain(path);
    expect(await ctx.database.db.select().from(engagementEvents).where(eq(engagementEvents.userId, user.id))).toEqual([]);
  });
});

describe('corporate test hook: POST /api/v0/testing/forceCode', () => {
  it('makes this session answer the forced code on product calls, keeps /session open, and clears', async () => {
    const { c, email, password } = await freshUser({ customerType: 'Corporate' });
    const set = await c.request('POST', '/api/v0/testing/forceCode', { code: '40105' });
    expect(set.status).toBe(200);
    expect(await set.json()).toEqual({ code: '40105' });

    await expectError(await c.request('GET', '/api/v0/userInfo'), 403, '40105');
    await expectError(await c.request('PUT', '/api/v0/rewards/accounts'), 403, '40105');
    expect((await c.request('GET', '/api/v0/session')).status).toBe(200);

    // Another session of the same user is not affected.
    const other = await signIn(email, password);
    expect((await other.request('GET', '/api/v0/userInfo')).status).toBe(200);

    const clear = await c.request('POST', '/api/v0/testing/forceCode', { code: null });
    expect(clear.status).toBe(200);
    expect((await c.request('GET', '/api/v0/userInfo')).status).toBe(200);
  });

  it.each(['40102', '40103', '40106'])('forces code %s too', async (code) => {
    const { c } = await freshUser({ customerType: 'Corporate' });
    expect((await c.request('POST', '/api/v0/testing/forceCode', { code })).status).toBe(200);
    await expectError(await c.request('GET', '/api/v0/userInfo'), 403, code);
  });

  it('refuses a code outside the corporate catalogue', async () => {
    const { c } = await freshUser({ customerType: 'Corporate' });
    await expectError(await c.request('POST', '/api/v0/testing/forceCode', { code: '50000' }), 400, 'ValidationFailed');
    expect((await c.request('GET', '/api/v0/userInfo')).status).toBe(200);
  });

  it('does not exist when test hooks are off', async () => {
    const off = await createTestContext({ testHooks: false });
    try {
      const u = await createUser(off);
      const c = await signIn(u.email, u.password, off.app);
      await expectError(await c.request('POST', '/api/v0/testing/forceCode', { code: '40105' }), 404, 'NotFound');
      expect((await c.request('GET', '/api/v0/userInfo')).status).toBe(200);
    } finally {
      await off.close();
    }
  });
});

describe('GET /api/v0/config', () => {
  it.each([
    ['no Host', undefined, 'consumer', '1-800-555-0142'],
    ['localhost', 'localhost:4321', 'consumer', '1-800-555-0142'],
    ['business.localhost', 'business.localhost', 'corporate', '1-800-555-0177'],
    ['business.localhost with a port, upper case', 'BUSINESS.localhost:4321', 'corporate', '1-800-555-0177'],
    ['corporate.localhost', 'corporate.localhost', 'corporate', '1-800-555-0177'],
  ])('answers the tenant of the host (%s)', async (_name, host, tenant, phone) => {
    const res = await ctx.app.request('/api/v0/config', host ? { headers: { host } } : {});
    expect(res.status).toBe(200);
    const config = PublicConfigSchema.parse(await res.json());
    expect(config.tenant).toBe(tenant);
    expect(config.supportPhone).toBe(phone);
    expect(config.brand.name).toBe('Voyage Rewards Travel');
    expect(config.maintenance.enabled).toBe(false);
  });

  it('says whether the demo accounts were seeded (the sign-in page mentions them only then)', async () => {
    const ask = async (seedDemo: boolean) => {
      const app = await createApp({
        now: suiteClock,
        db: ctx.database.db,
        config: testConfig({ seedDemo }),
        logger: createLogger('silent'),
        vault: ctx.vault,
      });
      return PublicConfigSchema.parse(await (await app.request('/api/v0/config')).json()).demoAccounts;
    };
    expect([await ask(true), await ask(false)]).toEqual([true, false]);
  });
});

describe('maintenance mode', () => {
  it('answers 503 Maintenance except for health and config', async () => {
    const base = testConfig();
    const window = { title: 'Back soon', subtitle: 'We are upgrading the portal.' };
    const config = testConfig({ runtime: { ...base.runtime, maintenance: { enabled: true, window } } });
    // Same database, so a token from the normal app is valid here: the 503 is not a 401 in disguise.
    const down = await createApp({ now: suiteClock, db: ctx.database.db, config, logger: createLogger('silent'), vault: ctx.vault });
    const { c: up } = await freshUser();
    const c = new Client(down);
    c.csrf = up.csrf;
    c.token = up.token;

    const res = await c.request('GET', '/api/v0/userInfo');
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    await expectError(res, 503, 'Maintenance');
    await expectError(await c.request('POST', '/api/v0/auth/startSession', { email: 'a@test.example', password: 'x' }), 503, 'Maintenance');
    await expectError(await c.request('PUT', '/api/v0/rewards/accounts'), 503, 'Maintenance');

    const health = await c.request('GET', '/api/health');
    expect(health.status).toBe(200);
    const cfg = await c.request('GET', '/api/v0/config');
    expect(cfg.status).toBe(200);
    expect(PublicConfigSchema.parse(await cfg.json()).maintenance).toEqual({ enabled: true, window });

    // The same token on the normal app still works.
    expect((await up.request('GET', '/api/v0/userInfo')).status).toBe(200);
  });
});
