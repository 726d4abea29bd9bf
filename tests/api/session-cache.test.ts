import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { type Database, openDatabase } from '../../src/server/db/client';
import { createLogger } from '../../src/server/logger';
import type { Api } from '../../src/server/deps';
import { Client, createUser, openTestDatabase, testConfig } from './helpers/context';
import { FakeVault } from './helpers/fake-vault';
import { suiteClock } from './helpers/clock';

/**
 * Servers cache sessions for a few seconds, so a sign-out or a user change on
 * one server must reach the others' caches (change feed) within milliseconds,
 * and a server that may have missed a change must stop trusting its cache.
 */
/** How long a change may take to reach another server's cache (it takes milliseconds). */
const SPREAD_MS = 1_000;
let db: Awaited<ReturnType<typeof openTestDatabase>>;
let second: Database;
let a: Api;
let b: Api;

beforeAll(async () => {
  db = await openTestDatabase();
  // PostgreSQL: a second handle, with its own pool and LISTEN connection, as a second server process has.
  second = db.url ? await openDatabase({ databaseUrl: db.url, migrationsDir: 'drizzle' }) : db.database;
  const logger = createLogger('silent');
  a = await createApp({
    now: suiteClock,
    db: db.database.db,
    config: testConfig(),
    logger,
    changes: db.database.changes,
    vault: new FakeVault(),
  });
  b = await createApp({ now: suiteClock, db: second.db, config: testConfig(), logger, changes: second.changes, vault: new FakeVault() });
});
afterAll(async () => {
  if (second !== db.database) await second.close();
  await db.drop();
});

async function signedInOn(app: Api) {
  const { email, password, user } = await createUser(db);
  const client = await new Client(app).init();
  expect((await client.signIn(email, password)).status).toBe(200);
  return { client, user };
}

/** The same browser state, sent to another server. */
function via(client: Client, app: Api): Client {
  const other = new Client(app);
  other.csrf = client.csrf;
  other.token = client.token;
  return other;
}

describe('session cache across servers', () => {
  it('a sign-out on one server is refused at once by another that had the session cached', async () => {
    for (let i = 0; i < 10; i++) {
      const { client } = await signedInOn(a);
      const onB = via(client, b);
      // Twice, so the second answer comes from B's cache.
      expect((await onB.request('GET', '/api/v0/userInfo')).status).toBe(200);
      expect((await onB.request('GET', '/api/v0/userInfo')).status).toBe(200);
      expect((await client.request('POST', '/api/v0/auth/endSession')).status).toBe(200);
      // PGlite: at once. PostgreSQL: as soon as the notification arrives (milliseconds).
      await expect.poll(async () => (await onB.request('GET', '/api/v0/userInfo')).status, { timeout: SPREAD_MS, interval: 1 }).toBe(401);
    }
  });

  it('a user change announced on one server is read afresh by the other', async () => {
    const { client, user } = await signedInOn(a);
    const onB = via(client, b);
    expect(await (await onB.request('GET', '/api/v0/userInfo')).json()).toMatchObject({ firstName: 'Test' });
    const { users } = await import('../../src/server/db/schema');
    const { eq } = await import('drizzle-orm');
    await db.database.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, user.id));
    const { SessionService } = await import('../../src/server/auth/sessions');
    const announcer = new SessionService(db.database.db, 'unused-secret-unused-secret-unused', 60, suiteClock, db.database.changes);
    await announcer.userChanged(user.id);
    await expect
      .poll(async () => ((await (await onB.request('GET', '/api/v0/userInfo')).json()) as { firstName: string }).firstName, {
        timeout: SPREAD_MS,
        interval: 1,
      })
      .toBe('Renamed');
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL) && process.env.TEST_DB_TARGET === 'postgres')('lost change feed', () => {
  it('a server whose LISTEN connection dies stops caching until it listens again', async () => {
    expect(second.changes.isLive()).toBe(true);
    const { client } = await signedInOn(a);
    const onB = via(client, b);
    expect((await onB.request('GET', '/api/v0/userInfo')).status).toBe(200);
    await db.database.db.execute(
      // Kills every LISTEN connection on this test database, B's included.
      (await import('drizzle-orm')).sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query like 'LISTEN %' and pid <> pg_backend_pid()`,
    );
    await expect.poll(() => second.changes.isLive(), { timeout: 5_000 }).toBe(false);
    // Messages published while B is deaf must not matter: B reads the row.
    expect((await client.request('POST', '/api/v0/auth/endSession')).status).toBe(200);
    expect((await onB.request('GET', '/api/v0/userInfo')).status).toBe(401);
    await expect.poll(() => second.changes.isLive(), { timeout: 10_000 }).toBe(true);
  });
});
