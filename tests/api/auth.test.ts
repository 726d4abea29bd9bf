import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionInfoSchema, StartSessionAnswerSchema, UserInfoSchema } from '../../src/lib/domain/profile/session.schema';
import { TokenSigner } from '../../src/server/auth/tokens';
import { sessions } from '../../src/server/db/schema';
import { Client, createTestContext, createUser, DEMO_PASSWORD, type TestContext } from './helpers/context';
import { expectError, MINUTE, mutableClock } from './helpers/http';

const clock = mutableClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, clock.now);
});
afterAll(() => ctx.close());

const client = () => new Client(ctx.app).init();

async function signedIn(email: string, password: string) {
  const c = await client();
  const res = await c.signIn(email, password);
  expect(res.status).toBe(200);
  return { c, answer: StartSessionAnswerSchema.parse(await res.json()) };
}

describe('POST /api/v0/auth/startSession', () => {
  it('answers a token and the full session info; isFirstSession only the first time', async () => {
    const { email, password, user } = await createUser(ctx);
    const first = await signedIn(email, password);
    expect(first.answer.token.split('.')).toHaveLength(3);
    const info = SessionInfoSchema.parse(first.answer.sessionInfo);
    expect(info).toMatchObject({
      userInfo: { firstName: 'Test', lastName: user.lastName, email },
      isFirstSession: true,
      isDelegatedSession: false,
      userId: user.id,
      customerType: 'Consumer',
      tenant: 'consumer',
      corporateInfo: null,
    });
    expect(info.csrfToken.length).toBeGreaterThanOrEqual(20);
    const expiresIn = Date.parse(info.sessionExpiration) - clock.now().getTime();
    expect(expiresIn).toBe(ctx.config.sessionTtlMinutes * MINUTE);

    const second = await signedIn(email, password);
    expect(second.answer.sessionInfo.isFirstSession).toBe(false);
    expect(second.answer.token).not.toBe(first.answer.token);
    expect(second.answer.sessionInfo.csrfToken).not.toBe(info.csrfToken);
  });

  it('gives the corporate admin demo user her corporate info and policy tier', async () => {
    const { answer } = await signedIn('cora.admin@example.com', DEMO_PASSWORD);
    const info = SessionInfoSchema.parse(answer.sessionInfo);
    expect(info.customerType).toBe('Corporate');
    expect(info.tenant).toBe('corporate');
    expect(info.corporateInfo).not.toBeNull();
    expect(info.corporateInfo).toMatchObject({
      permissions: { canViewUsers: true, canViewAdmin: true },
      businessId: 'biz-northwind',
      businessName: 'Northwind Traders',
      businessIsLive: true,
      roles: ['TravelAdmin', 'Traveler'],
      cap1Role: 'Admin',
      hasSeenModalMap: { welcome: true },
    });
    expect(info.corporateInfo!.policyTier?.settings.isApprovalRequired).toBe(true);
  });

  it('gives the corporate employee demo user no default traveler and no admin permissions', async () => {
    const { answer } = await signedIn('eli.employee@example.com', DEMO_PASSWORD);
    const corp = SessionInfoSchema.parse(answer.sessionInfo).corporateInfo;
    expect(corp).not.toBeNull();
    expect(corp!.defaultTravelerId).toBeNull();
    expect(corp!.permissions).toEqual({ canViewUsers: false, canViewAdmin: false });
    expect(corp!.cap1Role).toBe('Employee');
  });

  it('gives the consumer demo user no corporate info', async () => {
    const { answer } = await signedIn('ava.consumer@example.com', DEMO_PASSWORD);
    expect(answer.sessionInfo.corporateInfo).toBeNull();
    expect(answer.sessionInfo.userInfo).toEqual({ firstName: 'Ava', lastName: 'Martin', email: 'ava.consumer@example.com' });
  });

  it('answers the same generic 401 for a wrong password and an unknown email', async () => {
    const { email } = await createUser(ctx);
    const c = await client();
    const wrong = await expectError(await c.signIn(email, 'not-the-password'), 401, 'InvalidCredentials');
    const unknown = await expectError(await c.signIn(`nobody-${Date.now()}@test.example`, 'whatever-pass'), 401, 'InvalidCredentials');
    expect(unknown.message).toBe(wrong.message);
    expect(wrong.message).not.toMatch(/password is wrong|no such|not found|unknown/i);
    expect(c.token).toBe('');
  });

  it.each([
    ['upper case', (e: string) => e.toUpperCase()],
    ['mixed case', (e: string) => e[0]!.toUpperCase() + e.slice(1)],
    ['surrounding spaces', (e: string) => `  ${e} `],
  ])('matches the email case-insensitively (%s)', async (_name, variant) => {
    const { email, password } = await createUser(ctx);
    const { answer } = await signedIn(variant(email), password);
    expect(answer.sessionInfo.userInfo.email).toBe(email);
  });
});

describe('sign-in throttling (SPEC §3 ExcessiveActivity)', () => {
  async function fail(c: Client, email: string, times: number) {
    for (let i = 0; i < times; i++) await expectError(await c.signIn(email, `wrong-${i}`), 401, 'InvalidCredentials');
  }
  async function throttled(res: Response, seconds: number) {
    expect(res.headers.get('retry-after')).toBe(String(seconds));
    const error = await expectError(res, 429, 'ExcessiveActivity');
    expect(error.details).toEqual({ lockoutReason: 'ExcessiveActivity', retryAfterSeconds: seconds });
  }

  it('makes a client wait after 5 failures on one account, longer after each further failure', async () => {
    const { email, password } = await createUser(ctx);
    const c = await client();
    await fail(c, email, 5);
    await throttled(await c.signIn(email, password), 30);
    expect(c.token).toBe('');

    clock.advance(30_000);
    await fail(c, email, 1);
    await throttled(await c.signIn(email, password), 60);
    clock.advance(60_000);
    await fail(c, email, 1);
    await throttled(await c.signIn(email, password), 120);
    clock.advance(120_000);
    expect((await c.signIn(email, password)).status).toBe(200);
  });

  it('does not stop the owner signing in from another client (no lockout by email alone)', async () => {
    const { email, password } = await createUser(ctx);
    const attacker = await client();
    await fail(attacker, email, 5);
    await throttled(await attacker.signIn(email, 'guess'), 30);
    const owner = await client();
    expect((await owner.signIn(email, password)).status).toBe(200);
  });

  it('counts parallel guesses one after another: of 20 at once, 5 are checked and 15 wait', async () => {
    const { email } = await createUser(ctx);
    const c = await client();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => c.signIn(email, `parallel-${i}`)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });

  it('throttles password spraying: one client, one wrong password on each of 30 accounts', async () => {
    const c = await client();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await c.signIn((await createUser(ctx)).email, 'Spring2026!')).status);
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
    // Another client signs in to the same accounts as before.
    const { email, password } = await createUser(ctx);
    expect((await (await client()).signIn(email, password)).status).toBe(200);
  });

  it('slows an account attacked from many addresses: 20 failures across 10 clients, then every client waits', async () => {
    const { email, password } = await createUser(ctx);
    for (let i = 0; i < 10; i++) await fail(await client(), email, 2);
    await throttled(await (await client()).signIn(email, password), 30);
    clock.advance(30_000);
    expect((await (await client()).signIn(email, password)).status).toBe(200);
  });

  it('throttles an unknown email as well (no hint that it does not exist)', async () => {
    const c = await client();
    const email = `ghost-${Date.now()}@test.example`;
    await fail(c, email, 5);
    await throttled(await c.signIn(email, 'anything-at-all'), 30);
  });

  it('forgets failures after 15 minutes without one', async () => {
    const { email, password } = await createUser(ctx);
    const c = await client();
    await fail(c, email, 5);
    clock.advance(16 * MINUTE);
    await fail(c, email, 4);
    expect((await c.signIn(email, password)).status).toBe(200);
  });

  it('counts only failures since the last success', async () => {
    const { email, password } = await createUser(ctx);
    const c = await client();
    await fail(c, email, 4);
    expect((await c.signIn(email, password)).status).toBe(200);
    await fail(c, email, 4);
    expect((await c.signIn(email, password)).status).toBe(200);
  });

  it('shares the count across email spellings', async () => {
    const { email, password } = await createUser(ctx);
    const c = await client();
    await fail(c, email.toUpperCase(), 5);
    await throttled(await c.signIn(email, password), 30);
  });

  it('believes X-Forwarded-For only with TRUST_PROXY: without it, every forged address is one client', async () => {
    const direct = await createTestContext({ trustProxy: false }, clock.now);
    try {
      const { email, password } = await createUser(direct);
      const c = await new Client(direct.app).init();
      for (let i = 0; i < 5; i++) {
        const res = await c.request(
          'POST',
          '/api/v0/auth/startSession',
          { email, password: 'wrong' },
          { 'x-forwarded-for': `203.0.113.${i}` },
        );
        await expectError(res, 401, 'InvalidCredentials');
      }
      const res = await c.request('POST', '/api/v0/auth/startSession', { email, password }, { 'x-forwarded-for': '198.51.100.77' });
      await expectError(res, 429, 'ExcessiveActivity');
      const proto = await direct.app.request('/api/health', { headers: { 'x-forwarded-proto': 'https' } });
      expect(proto.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await direct.close();
    }
  });
});

describe('session endpoints', () => {
  it('GET /api/v0/session answers the session info of the token', async () => {
    const { email, password, user } = await createUser(ctx);
    const { c, answer } = await signedIn(email, password);
    const res = await c.request('GET', '/api/v0/session');
    expect(res.status).toBe(200);
    const info = SessionInfoSchema.parse(await res.json());
    expect(info.userId).toBe(user.id);
    expect(info.csrfToken).toBe(answer.sessionInfo.csrfToken);
    expect(info.sessionExpiration).toBe(answer.sessionInfo.sessionExpiration);
    expect(info.userInfo.email).toBe(email);
  });

  it('GET /api/v0/userInfo answers exactly firstName, lastName and email', async () => {
    const { email, password, user } = await createUser(ctx);
    const { c } = await signedIn(email, password);
    const res = await c.request('GET', '/api/v0/userInfo');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(UserInfoSchema.strict().parse(body)).toEqual({ firstName: 'Test', lastName: user.lastName, email });
  });

  it('endSession makes the token answer 401 afterwards', async () => {
    const { email, password } = await createUser(ctx);
    const { c } = await signedIn(email, password);
    const out = await c.request('POST', '/api/v0/auth/endSession');
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ Response: 'Success' });
    await expectError(await c.request('GET', '/api/v0/session'), 401, 'Unauthorized');
    await expectError(await c.request('GET', '/api/v0/userInfo'), 401, 'Unauthorized');
    await expectError(await c.request('POST', '/api/v0/auth/extendSession'), 401, 'Unauthorized');
  });

  it('endSession ends only that session, not the user’s other sessions', async () => {
    const { email, password } = await createUser(ctx);
    const a = await signedIn(email, password);
    const b = await signedIn(email, password);
    expect((await a.c.request('POST', '/api/v0/auth/endSession')).status).toBe(200);
    expect((await b.c.request('GET', '/api/v0/userInfo')).status).toBe(200);
  });

  it('extendSession answers a new token with a later expiration that outlives the first', async () => {
    const { email, password } = await createUser(ctx);
    const { c, answer } = await signedIn(email, password);
    const firstExpiry = Date.parse(answer.sessionInfo.sessionExpiration);

    clock.advance(10 * MINUTE);
    const res = await c.request('POST', '/api/v0/auth/extendSession');
    expect(res.status).toBe(200);
    const extended = StartSessionAnswerSchema.parse(await res.json());
    expect(extended.token).not.toBe(answer.token);
    expect(Date.parse(extended.sessionInfo.sessionExpiration) - firstExpiry).toBe(10 * MINUTE);
    expect(extended.sessionInfo.userInfo.email).toBe(email);

    // Past the first expiry but before the new one: the new token still works.
    clock.advance(ctx.config.sessionTtlMinutes * MINUTE - 5 * MINUTE);
    c.token = extended.token;
    const now = await c.request('GET', '/api/v0/session');
    expect(now.status).toBe(200);
    expect(((await now.json()) as { sessionExpiration: string }).sessionExpiration).toBe(extended.sessionInfo.sessionExpiration);
  });

  it('extendSession revokes the token it replaces, and a second extend with that token fails', async () => {
    const { email, password } = await createUser(ctx);
    const { c, answer } = await signedIn(email, password);
    const res = await c.request('POST', '/api/v0/auth/extendSession');
    expect(res.status).toBe(200);
    const extended = StartSessionAnswerSchema.parse(await res.json());

    await expectError(await c.request('GET', '/api/v0/userInfo'), 401, 'Unauthorized');
    await expectError(await c.request('POST', '/api/v0/auth/extendSession'), 401, 'Unauthorized');
    c.token = extended.token;
    expect((await c.request('GET', '/api/v0/userInfo')).status).toBe(200);
    expect(extended.sessionInfo.csrfToken).toBe(answer.sessionInfo.csrfToken);
  });

  it('answers 401 once the session has expired', async () => {
    const { email, password } = await createUser(ctx);
    const { c } = await signedIn(email, password);
    clock.advance(ctx.config.sessionTtlMinutes * MINUTE - MINUTE);
    expect((await c.request('GET', '/api/v0/userInfo')).status).toBe(200);
    clock.advance(2 * MINUTE);
    await expectError(await c.request('GET', '/api/v0/userInfo'), 401, 'Unauthorized');
    await expectError(await c.request('GET', '/api/v0/session'), 401, 'Unauthorized');
  });

  it('answers 401 for a token with the right claims signed with another secret', async () => {
    const { email, password, user } = await createUser(ctx);
    const { c } = await signedIn(email, password);
    const [row] = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row).toBeDefined();
    const forged = await new TokenSigner('another-secret-that-is-long-enough-0123456789', clock.now).sign({
      userId: user.id,
      sessionId: row!.id,
      expiresAt: row!.expiresAt,
      generation: row!.tokenGeneration,
    });
    expect((await c.request('GET', '/api/v0/userInfo')).status).toBe(200);
    c.token = forged;
    await expectError(await c.request('GET', '/api/v0/userInfo'), 401, 'Unauthorized');
  });

  it.each([
    ['garbage bearer', 'Bearer not-a-token'],
    ['a JWT-looking garbage bearer', 'Bearer aaaa.bbbb.cccc'],
    ['empty bearer', 'Bearer '],
    ['basic auth', 'Basic dXNlcjpwYXNz'],
  ])('answers 401 for %s', async (_name, authorization) => {
    const c = await client();
    await expectError(await c.request('GET', '/api/v0/userInfo', undefined, { authorization }), 401, 'Unauthorized');
  });

  it('answers 401 for a valid token with one character changed', async () => {
    const { email, password } = await createUser(ctx);
    const { c, answer } = await signedIn(email, password);
    const sig = answer.token.split('.')[2]!;
    const flipped = sig[5] === 'A' ? 'B' : 'A';
    c.token = answer.token.slice(0, answer.token.length - sig.length + 5) + flipped + sig.slice(6);
    await expectError(await c.request('GET', '/api/v0/session'), 401, 'Unauthorized');
  });
});
