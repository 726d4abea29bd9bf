import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { type Database, openDatabase, type OpenOptions } from '../../src/server/db/client';
import { appSecrets, trackingEvents } from '../../src/server/db/schema';
import { createLogger } from '../../src/server/logger';
import { Client, createUser, testConfig } from './helpers/context';
import { FakeVault } from './helpers/fake-vault';
import { adminQuery, databaseUrl } from './helpers/postgres';
import { suiteClock } from './helpers/clock';

/**
 * Data survives a restart: sign in and record an event, close the database,
 * open it again from scratch (new app, new signing-secret lookup), and the
 * token and the event are still there. PGlite runs in the PGlite project,
 * PostgreSQL in the PostgreSQL project, so each check runs once per suite run.
 */
const migrationsDir = path.resolve('drizzle');
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function restartCheck(open: () => Promise<Database>) {
  const first = await open();
  let token: string;
  let userId: string;
  try {
    const app = await createApp({
      now: suiteClock,
      db: first.db,
      config: testConfig(),
      logger: createLogger('silent'),
      vault: new FakeVault(),
    });
    const { email, password, user } = await createUser({ database: first });
    userId = user.id;
    const c = await new Client(app).init();
    expect((await c.signIn(email, password)).status).toBe(200);
    token = c.token;
    expect((await c.request('POST', '/api/v0/tracking/event', { eventName: 'before_restart', properties: { n: 7 } })).status).toBe(200);
  } finally {
    await first.close();
  }
  // Closed means closed: the old handle no longer answers.
  await expect(first.db.select().from(appSecrets)).rejects.toThrow();

  const second = await open();
  try {
    const app = await createApp({
      now: suiteClock,
      db: second.db,
      config: testConfig(),
      logger: createLogger('silent'),
      vault: new FakeVault(),
    });
    const c = await new Client(app).init();
    c.token = token;
    const res = await c.request('GET', '/api/v0/session');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { userId: string }).userId).toBe(userId);
    const rows = await second.db.select().from(trackingEvents).where(eq(trackingEvents.userId, userId));
    expect(rows.map((r) => [r.name, r.properties.n])).toEqual([['before_restart', 7]]);
    expect(await second.db.select().from(appSecrets)).toHaveLength(1);
    // A token this app did not sign still fails after the restart.
    c.token = `${token.slice(0, -4)}AAAA`;
    expect((await c.request('GET', '/api/v0/session')).status).toBe(401);
  } finally {
    await second.close();
  }
}

if (process.env.TEST_DB_TARGET === 'postgres') {
  describe('persistence on PostgreSQL', () => {
    it('keeps sessions and events across closing and reopening the pool', async () => {
      const base = process.env.TEST_DATABASE_URL!;
      const name = `portal_persist_${process.pid}_${Date.now()}`;
      await adminQuery(base, `create database ${name}`);
      cleanups.push(() => adminQuery(base, `drop database if exists ${name} with (force)`));
      const opts: OpenOptions = { databaseUrl: databaseUrl(base, name), migrationsDir };
      await restartCheck(() => openDatabase(opts));
    });
  });
} else {
  describe('persistence on PGlite', () => {
    it('keeps sessions and events in the data folder across a restart', async () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-persist-'));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      // A nested folder that does not exist yet: opening must create it.
      const opts: OpenOptions = { dataDir: path.join(dir, 'data', 'pg'), migrationsDir };
      await restartCheck(() => openDatabase(opts));
    });
  });
}
