import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PaymentMethodListSchema,
  PaymentVerifyAnswerSchema,
  type PaymentVerifyResult,
} from '../../src/lib/domain/profile/payment-methods.schema';
import { createApp } from '../../src/server/app';
import { paymentMethods, paymentVerifyAttempts, rewardsAccounts } from '../../src/server/db/schema';
import { createLogger } from '../../src/server/logger';
import { Client, createTestContext, createUser, type TestContext } from './helpers/context';
import { FakeVault } from './helpers/fake-vault';
import { expectError, MINUTE, mutableClock } from './helpers/http';
import { suiteClock } from './helpers/clock';

const vault = new FakeVault();
const clock = mutableClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, clock.now, { vault });
});
afterAll(() => ctx.close());

/** A signed-in cardholder like the demo user: Venture ending 4821 (virtual 7710), then Savor ending 3307. */
async function cardholder(app = ctx.app) {
  const { user, email, password } = await createUser(ctx);
  const venture = `venture-${user.id}`;
  const savor = `savor-${user.id}`;
  const base = {
    userId: user.id,
    product: 'Venture',
    accountType: 'Personal' as const,
    customerAccountRole: 'Primary',
    allowRewardsRedemption: true,
    earn: { hotelsMultiplier: 5, flightsMultiplier: 2, carsMultiplier: 5, homesMultiplier: 2 },
    balanceValue: 1000,
    balanceCurrency: 'Miles' as const,
    balanceDescription: 'miles',
    cashEquivalentMinor: 1000,
  };
  await ctx.database.db.insert(rewardsAccounts).values([
    { ...base, accountReferenceId: venture, productDisplayName: 'Venture', lastFour: '4821', lastFourVirtualCardNumbers: ['7710'] },
    { ...base, accountReferenceId: savor, productDisplayName: 'Savor', lastFour: '3307', sortOrder: 1 },
  ]);
  const client = await new Client(app).init();
  expect((await client.signIn(email, password)).status).toBe(200);
  return { client, userId: user.id, venture, savor };
}

async function list(c: Client) {
  const res = await c.request('PUT', '/api/v0/paymentMethods/list');
  expect(res.status).toBe(200);
  return PaymentMethodListSchema.parse(await res.json()).value;
}

const verifyRaw = (c: Client, token: string, accountReferenceId: string, isVirtualCard = false) =>
  c.request('POST', '/api/v0/paymentMethods/verify', { token, accountReferenceId, isVirtualCard });

async function verify(c: Client, token: string, accountReferenceId: string, isVirtualCard = false): Promise<PaymentVerifyResult> {
  const res = await verifyRaw(c, token, accountReferenceId, isVirtualCard);
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return PaymentVerifyAnswerSchema.parse(JSON.parse(text)).value;
}

const rowsWithToken = (token: string) => ctx.database.db.select().from(paymentMethods).where(eq(paymentMethods.token, token));

describe('payment methods', () => {
  it('list is empty at first, and the credentials name the hosted form', async () => {
    const { client } = await cardholder();
    expect(await list(client)).toEqual([]);
    const res = await client.request('GET', '/api/v0/payments/spreedlyCredentials');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(vault.credentials());
  });

  it('saves a card that matches an account, and a virtual card; the list shows them newest first', async () => {
    const { client, venture } = await cardholder();
    const physical = vault.addCard('4821');
    const first = await verify(client, physical, venture);
    expect(first).toMatchObject({
      PaymentVerifyResult: 'Success',
      paymentMethod: { brand: 'visa', lastFour: '4821', accountReferenceId: venture, isVirtualCard: false, expMonth: 12, expYear: 2031 },
    });
    clock.advance(1000);
    const virtual = await verify(client, vault.addCard('7710', { brand: 'master' }), venture, true);
    expect(virtual).toMatchObject({ PaymentVerifyResult: 'Success', paymentMethod: { lastFour: '7710', isVirtualCard: true } });

    const saved = await list(client);
    expect(saved.map((m) => m.lastFour)).toEqual(['7710', '4821']);
    if (first.PaymentVerifyResult === 'Success') expect(saved[1]).toEqual(first.paymentMethod);
  });

  it('answers the same saved card again when a token is verified twice', async () => {
    const { client, venture } = await cardholder();
    const token = vault.addCard('4821');
    const first = await verify(client, token, venture);
    const verifiesBefore = vault.calls.verify.length;
    const again = await verify(client, token, venture);
    expect(again).toEqual(first);
    expect(vault.calls.verify.length).toBe(verifiesBefore);
    expect(await list(client)).toHaveLength(1);
  });

  it.each([
    ['declined test card (ending 0002)', '0002', undefined, 'CardDeclined'],
    ['processing error test card (ending 0119)', '0119', undefined, 'GenericError'],
    ['the gateway declines an account card', '4821', 'Declined', 'CardDeclined'],
    ['the vault no longer knows the token', '4821', 'UnknownToken', 'GenericError'],
  ] as const)('%s → %s, nothing saved', async (_name, lastFour, outcome, expected) => {
    const { client, venture } = await cardholder();
    const token = vault.addCard(lastFour, outcome ? { outcome } : {});
    expect(await verify(client, token, venture)).toEqual({ PaymentVerifyResult: expected });
    expect(vault.calls.verify).toContain(token);
    expect(await list(client)).toEqual([]);
  });

  it('answers GenericError for a token the vault never issued, without verifying', async () => {
    const { client, venture } = await cardholder();
    expect(await verify(client, 'tok_never_issued', venture)).toEqual({ PaymentVerifyResult: 'GenericError' });
    expect(vault.calls.verify).not.toContain('tok_never_issued');
  });

  it.each([
    ['an ending of no account', '9999', 'venture', false],
    ['another of the user’s accounts', '4821', 'savor', false],
    ['a virtual ending claimed as the physical card', '7710', 'venture', false],
    ['a test ending on the second account', '4242', 'savor', false],
  ] as const)('refuses %s with 422 and saves nothing', async (_name, lastFour, which, isVirtualCard) => {
    const holder = await cardholder();
    const token = vault.addCard(lastFour);
    const error = await expectError(await verifyRaw(holder.client, token, holder[which], isVirtualCard), 422, 'ValidationFailed');
    expect(error.message).toContain(lastFour);
    expect(vault.calls.verify).not.toContain(token);
    expect(await rowsWithToken(token)).toEqual([]);
  });

  it('takes a test card ending on the first account outside production', async () => {
    const { client, venture } = await cardholder();
    expect(await verify(client, vault.addCard('4242'), venture)).toMatchObject({
      PaymentVerifyResult: 'Success',
      paymentMethod: { lastFour: '4242', accountReferenceId: venture, isVirtualCard: false },
    });
  });

  it('does not take test card endings in production', async () => {
    const production = await createApp({
      now: suiteClock,
      db: ctx.database.db,
      config: { ...ctx.config, env: 'production' },
      logger: createLogger('silent'),
      vault,
    });
    const { client, venture } = await cardholder(production);
    const token = vault.addCard('4242');
    await expectError(await verifyRaw(client, token, venture), 422, 'ValidationFailed');
    expect(await rowsWithToken(token)).toEqual([]);
  });

  it('refuses another user’s account reference with 404 and saves nothing', async () => {
    const ava = await cardholder();
    const ben = await cardholder();
    const token = vault.addCard('4821');
    await expectError(await verifyRaw(ben.client, token, ava.venture), 404, 'NotFound');
    expect(vault.calls.verify).not.toContain(token);
    expect(await rowsWithToken(token)).toEqual([]);
    expect(await list(ava.client)).toEqual([]);
  });

  it('refuses another user’s token with 404; the card stays the first user’s', async () => {
    const ava = await cardholder();
    const ben = await cardholder();
    const token = vault.addCard('4821');
    expect((await verify(ava.client, token, ava.venture)).PaymentVerifyResult).toBe('Success');
    await expectError(await verifyRaw(ben.client, token, ben.venture), 404, 'NotFound');
    expect(await list(ben.client)).toEqual([]);
    const rows = await rowsWithToken(token);
    expect(rows.map((r) => r.userId)).toEqual([ava.userId]);
  });

  it('validates the verify body', async () => {
    const { client, venture } = await cardholder();
    const error = await expectError(
      await client.request('POST', '/api/v0/paymentMethods/verify', { token: 'x', accountReferenceId: venture }),
      400,
      'ValidationFailed',
    );
    const paths = (error.details as { fields: { path: string }[] }).fields.map((f) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['token', 'isVirtualCard']));
  });
});

describe('deleting a payment method', () => {
  it('deletes your own card and has the vault forget it', async () => {
    const { client, venture } = await cardholder();
    const token = vault.addCard('4821');
    const saved = await verify(client, token, venture);
    if (saved.PaymentVerifyResult !== 'Success') throw new Error('expected Success');
    const res = await client.request('POST', '/api/v0/paymentMethods/delete', { paymentId: saved.paymentMethod.id });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    expect(await list(client)).toEqual([]);
    expect(vault.isRedacted(token)).toBe(true);
  });

  it('answers 404 for another user’s card; the card and its vault token survive', async () => {
    const ava = await cardholder();
    const ben = await cardholder();
    const token = vault.addCard('4821');
    const saved = await verify(ava.client, token, ava.venture);
    if (saved.PaymentVerifyResult !== 'Success') throw new Error('expected Success');
    await expectError(
      await ben.client.request('POST', '/api/v0/paymentMethods/delete', { paymentId: saved.paymentMethod.id }),
      404,
      'NotFound',
    );
    expect(await list(ava.client)).toHaveLength(1);
    expect(vault.calls.redact).not.toContain(token);
  });

  it.each([
    ['an unknown id', { paymentId: '00000000-0000-4000-8000-000000000000' }, 404, 'NotFound'],
    ['a malformed id', { paymentId: 'abc' }, 400, 'ValidationFailed'],
    ['no id', {}, 400, 'ValidationFailed'],
  ])('answers %s', async (_name, body, status, code) => {
    const { client } = await cardholder();
    await expectError(await client.request('POST', '/api/v0/paymentMethods/delete', body), status, code);
  });
});

describe('ExcessiveUserActivity', () => {
  it('refuses the sixth attempt within ten minutes without calling the vault, and allows again later', async () => {
    const { client, userId, venture } = await cardholder();
    for (let i = 0; i < 5; i++) {
      expect(await verify(client, vault.addCard('0002'), venture)).toEqual({ PaymentVerifyResult: 'CardDeclined' });
      clock.advance(MINUTE);
    }
    const describes = vault.calls.describe.length;
    const res = await verifyRaw(client, vault.addCard('4821'), venture);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ value: { PaymentVerifyResult: 'ExcessiveUserActivity' } });
    // The first attempt leaves the window five minutes from now.
    expect(res.headers.get('retry-after')).toBe(String(5 * 60));
    expect(vault.calls.describe.length).toBe(describes);

    const attempts = await ctx.database.db.select().from(paymentVerifyAttempts).where(eq(paymentVerifyAttempts.userId, userId));
    expect(attempts.map((a) => a.result)).toEqual([...Array(5).fill('CardDeclined'), 'ExcessiveUserActivity']);

    // Retrying while refused does not push the time back.
    clock.advance(MINUTE);
    expect(await verify(client, vault.addCard('4821'), venture)).toEqual({ PaymentVerifyResult: 'ExcessiveUserActivity' });
    clock.advance(4 * MINUTE - 1);
    expect(await verify(client, vault.addCard('4821'), venture)).toEqual({ PaymentVerifyResult: 'ExcessiveUserActivity' });
    clock.advance(1);
    expect((await verify(client, vault.addCard('4821'), venture)).PaymentVerifyResult).toBe('Success');
  });

  it('counts attempts answered 404 too', async () => {
    const ava = await cardholder();
    const ben = await cardholder();
    for (let i = 0; i < 5; i++) await expectError(await verifyRaw(ben.client, vault.addCard('4821'), ava.venture), 404, 'NotFound');
    expect(await verify(ben.client, vault.addCard('4821'), ben.venture)).toEqual({ PaymentVerifyResult: 'ExcessiveUserActivity' });
    const results = await ctx.database.db
      .select({ result: paymentVerifyAttempts.result })
      .from(paymentVerifyAttempts)
      .where(and(eq(paymentVerifyAttempts.userId, ben.userId), eq(paymentVerifyAttempts.result, 'NotFound')));
    expect(results).toHaveLength(5);
  });
});
