import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { createApp } from '../../../src/server/app';
import { hashPassword } from '../../../src/server/auth/password';
import { type AppConfig, parseRuntimeConfig } from '../../../src/server/config';
import { type Database, openDatabase } from '../../../src/server/db/client';
import { businesses, rewardsAccounts, users } from '../../../src/server/db/schema';
import { createLogger } from '../../../src/server/logger';
import type { Api } from '../../../src/server/deps';
import type { PaymentVault } from '../../../src/server/vault/provider';
import { FakeVault } from './fake-vault';
import { adminQuery, databaseUrl } from './postgres';
import type { Clock } from '../../../src/server/clock';
import { suiteClock } from './clock';

export { DEMO_PASSWORD } from './global-setup';
const migrationsDir = path.resolve('drizzle');

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const runtime = parseRuntimeConfig(JSON.parse(readFileSync('config/runtime.json', 'utf8')));
  return {
    env: 'test',
    databaseUrl: undefined,
    dataDir: 'memory://',
    migrationsDir,
    demoPassword: 'travel-demo',
    seedDemo: false,
    jwtSecret: undefined,
    sessionTtlMinutes: 60,
    logLevel: 'silent',
    testHooks: true,
    // As behind a proxy: a test names its client with X-Forwarded-For (the throttles count per client).
    trustProxy: true,
    // A fixed key in memory: tests never read or write a key file.
    vault: { provider: 'builtin', key: Buffer.alloc(32, 7), keyId: 'test', environmentKey: 'env_test_vault' },
    runtime,
    ...overrides,
  };
}

export interface TestContext {
  app: Api;
  database: Database;
  config: AppConfig;
  /** An in-memory FakeVault unless the test passed its own. */
  vault: PaymentVault;
  close(): Promise<void>;
}

/** A private copy of the migrated, seeded template database for one test file. */
export async function openTestDatabase(): Promise<{ database: Database; url?: string; drop(): Promise<void> }> {
  const template = inject('template');
  if (template.kind === 'postgres') {
    const base = process.env.TEST_DATABASE_URL!;
    const name = `portal_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    await adminQuery(base, `create database ${name} template ${template.name}`);
    const url = databaseUrl(base, name);
    const database = await openDatabase({ databaseUrl: url, migrationsDir });
    return {
      database,
      url,
      drop: async () => {
        await database.close();
        await adminQuery(base, `drop database if exists ${name} with (force)`);
      },
    };
  }
  const blob = new Blob([readFileSync(template.name)]);
  const database = await openDatabase({ dataDir: 'memory://', loadDataDir: blob, migrationsDir });
  return { database, drop: () => database.close() };
}

export async function createTestContext(
  overrides: Partial<AppConfig> = {},
  now: Clock = suiteClock,
  opts: { vault?: PaymentVault } = {},
): Promise<TestContext> {
  const { database, drop } = await openTestDatabase();
  const config = testConfig(overrides);
  const vault = opts.vault ?? new FakeVault();
  const app = await createApp({
    db: database.db,
    config,
    logger: createLogger('silent'),
    changes: database.changes,
    vault,
    now,
  });
  return { app, database, config, vault, close: drop };
}

let counter = 0;

async function newCompany(ctx: Pick<TestContext, 'database'>): Promise<string> {
  const id = `biz-${Date.now().toString(36)}${counter++}${Math.random().toString(36).slice(2, 6)}`;
  await ctx.database.db.insert(businesses).values({ id, name: `Company ${id}` });
  return id;
}
/** A fresh user of this test's own, so no test depends on another's rows. */
export async function createUser(
  ctx: Pick<TestContext, 'database'>,
  opts: { customerType?: 'Consumer' | 'Corporate'; password?: string; withMilesAccount?: boolean } = {},
) {
  const email = `user${Date.now()}${counter++}${Math.random().toString(36).slice(2, 6)}@test.example`;
  const password = opts.password ?? 'correct-horse-battery';
  const [user] = await ctx.database.db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(password),
      firstName: 'Test',
      lastName: `User${counter}`,
      customerType: opts.customerType ?? 'Consumer',
      // A corporate user belongs to a company (one without answers 40103): each gets one of their own.
      businessId: opts.customerType === 'Corporate' ? await newCompany(ctx) : null,
    })
    .returning();
  if (opts.withMilesAccount) {
    await ctx.database.db.insert(rewardsAccounts).values({
      userId: user!.id,
      accountReferenceId: `acct-${user!.id}`,
      productDisplayName: 'Venture',
      product: 'Venture',
      accountType: 'Personal',
      customerAccountRole: 'Primary',
      lastFour: '1111',
      allowRewardsRedemption: true,
      earn: { hotelsMultiplier: 5, flightsMultiplier: 2, carsMultiplier: 5, homesMultiplier: 2 },
      balanceValue: 1000,
      balanceCurrency: 'Miles',
      balanceDescription: 'miles',
      cashEquivalentMinor: 1000,
    });
  }
  return { user: user!, email, password };
}

/** A browser-like client: keeps the CSRF cookie and sends it back in the header. */
let clients = 0;
export class Client {
  csrf = '';
  token = '';
  /**
   * Each client calls from its own address (X-Forwarded-For, believed under the tests' TRUST_PROXY),
   * so one test's failed sign-ins never throttle another's.
   */
  address: string;
  constructor(private readonly app: Api) {
    const n = ++clients;
    this.address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  }

  async init(): Promise<this> {
    const res = await this.app.request('/api/v0/auth/csrf', { headers: { 'x-forwarded-for': this.address } });
    this.csrf = /csrf_token=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1] ?? '';
    return this;
  }

  async request(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const h: Record<string, string> = {
      cookie: `csrf_token=${this.csrf}`,
      'x-csrf-token': this.csrf,
      'x-forwarded-for': this.address,
      ...headers,
    };
    if (this.token) h.authorization = `Bearer ${this.token}`;
    if (body !== undefined) h['content-type'] = 'application/json';
    return this.app.request(url, {
      method,
      headers: h,
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
  }

  async signIn(email: string, password: string): Promise<Response> {
    const res = await this.request('POST', '/api/v0/auth/startSession', { email, password });
    if (res.ok) {
      const json = (await res.clone().json()) as { token: string };
      this.token = json.token;
      this.csrf = /csrf_token=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1] ?? this.csrf;
    }
    return res;
  }
}

/** A signed-in API client for a fresh user. */
export async function signedInClient(ctx: TestContext, opts: Parameters<typeof createUser>[1] = {}) {
  const { user, email, password } = await createUser(ctx, opts);
  const client = await new Client(ctx.app).init();
  const res = await client.signIn(email, password);
  if (res.status !== 200) throw new Error(`sign-in of a fresh user answered ${res.status}`);
  return { client, userId: user.id };
}
