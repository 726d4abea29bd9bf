import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { type Database, openDatabase } from '../../src/server/db/client';
import { createLogger } from '../../src/server/logger';
import { createTestContext, createUser, DEMO_PASSWORD, testConfig, type TestContext } from './helpers/context';
import { setCookieValue } from './helpers/http';
import { adminQuery, databaseUrl } from './helpers/postgres';
import { suiteClock } from './helpers/clock';

/**
 * Servers keep no state in memory: a session opened on one server works on
 * another, sign-out and lockout apply everywhere (sign-out within milliseconds: session caches
 * are emptied through the database's change feed). Against PostgreSQL this runs
 * two real Node processes on one database; against PGlite (one process only)
 * it runs two app instances on one database handle.
 */
type Fetcher = (path: string, init?: RequestInit) => Promise<Response>;

/** A browser tab talking to one server. */
class Tab {
  csrf = '';
  token = '';
  constructor(
    readonly name: string,
    private readonly fetcher: Fetcher,
  ) {}

  async init(): Promise<this> {
    const res = await this.fetcher('/api/v0/auth/csrf');
    expect(res.status).toBe(200);
    this.csrf = setCookieValue(res) ?? '';
    expect(this.csrf).not.toBe('');
    return this;
  }

  request(method: string, url: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { cookie: `csrf_token=${this.csrf}`, 'x-csrf-token': this.csrf };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    return this.fetcher(url, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  }

  async signIn(email: string, password: string): Promise<Response> {
    const res = await this.request('POST', '/api/v0/auth/startSession', { email, password });
    if (res.ok) {
      this.token = ((await res.clone().json()) as { token: string }).token;
      this.csrf = setCookieValue(res) ?? this.csrf;
    }
    return res;
  }

  /** A new browser tab on the same server. */
  fresh(): Promise<Tab> {
    return new Tab(this.name, this.fetcher).init();
  }

  /** The same browser state, sent to another server. */
  on(other: Tab): Tab {
    const t = new Tab(other.name, other.fetcher);
    t.csrf = this.csrf;
    t.token = this.token;
    return t;
  }
}

interface Cluster {
  a: Tab;
  b: Tab;
  database: Pick<TestContext, 'database'>;
}

function sharedStateTests(cluster: () => Cluster) {
  it('a session opened on A works on B; signing out on A ends it on B', async () => {
    const { a, b, database } = cluster();
    const { email, password } = await createUser(database);
    const tab = await a.fresh();
    const signIn = await tab.signIn(email, password);
    expect(signIn.status).toBe(200);

    const viaB = tab.on(b);
    const info = await viaB.request('GET', '/api/v0/userInfo');
    expect(info.status).toBe(200);
    expect(((await info.json()) as { email: string }).email).toBe(email);
    expect((await viaB.request('POST', '/api/v0/tracking/event', { eventName: 'seen_on_b' })).status).toBe(200);

    const out = await tab.request('POST', '/api/v0/auth/endSession');
    expect(out.status).toBe(200);
    // B's session cache hears of the sign-out through the database's change feed: milliseconds.
    await expect.poll(async () => (await viaB.request('GET', '/api/v0/userInfo')).status, { timeout: 1_000, interval: 2 }).toBe(401);
    const after = await viaB.request('GET', '/api/v0/userInfo');
    expect(((await after.json()) as { error: { code: string } }).error.code).toBe('Unauthorized');
    expect((await tab.request('GET', '/api/v0/userInfo')).status).toBe(401);
  });

  it('failed sign-ins spread across A and B lock the account on both', async () => {
    const { a, b, database } = cluster();
    const { email, password } = await createUser(database);
    const onA = await a.fresh();
    const onB = onA.on(b);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await (i % 2 === 0 ? onA : onB).signIn(email, `wrong-${i}`);
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    for (const tab of [onA, onB]) {
      const res = await tab.signIn(email, password);
      expect(res.status, tab.name).toBe(429);
      const body = (await res.json()) as { error: { code: string; details: unknown } };
      expect(body.error).toMatchObject({ code: 'ExcessiveActivity', details: { lockoutReason: 'ExcessiveActivity' } });
    }
  });

  it('an extended session is honoured by the other server', async () => {
    const { a, b, database } = cluster();
    const { email, password } = await createUser(database);
    const onA = await a.fresh();
    expect((await onA.signIn(email, password)).status).toBe(200);
    const viaB = onA.on(b);
    const res = await viaB.request('POST', '/api/v0/auth/extendSession');
    expect(res.status).toBe(200);
    onA.token = ((await res.json()) as { token: string }).token;
    expect((await onA.request('GET', '/api/v0/session')).status).toBe(200);
  });
}

if (process.env.TEST_DB_TARGET === 'postgres') {
  describe('PostgreSQL: two Node server processes on one database', () => {
    const base = process.env.TEST_DATABASE_URL!;
    const name = `portal_mp_${process.pid}_${Date.now()}`;
    const url = databaseUrl(base, name);
    const children: ChildProcessWithoutNullStreams[] = [];
    let database: Database | undefined;
    let a: Tab;
    let b: Tab;

    function startServer(label: string): Promise<{ port: number }> {
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        DATABASE_URL: url,
        PORT: '0',
        LOG_LEVEL: 'silent',
        SEED_DEMO: '1',
        NODE_ENV: 'test',
      };
      // The signing secret must come from the database, as in production with several processes.
      for (const k of ['JWT_SECRET', 'TEST_HOOKS', 'MAINTENANCE_MODE', 'DATA_DIR', 'RUNTIME_CONFIG', 'MIGRATIONS_DIR']) delete env[k];
      const child = spawn(process.execPath, ['--import', 'tsx', path.join('tests', 'api', 'helpers', 'serve.ts')], {
        cwd: process.cwd(),
        env,
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      children.push(child);
      let out = '';
      let err = '';
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${label} not ready within 50 s. stderr: ${err}`)), 50_000);
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const m = /serve-ready port=(\d+)/.exec(out);
          if (m) {
            clearTimeout(timer);
            resolve({ port: Number(m[1]) });
          }
        });
        child.stderr.on('data', (chunk: Buffer) => {
          err += chunk.toString();
        });
        child.on('exit', (code) => {
          clearTimeout(timer);
          reject(new Error(`${label} exited with ${code} before it was ready. stderr: ${err}`));
        });
      });
    }

    beforeAll(async () => {
      await adminQuery(base, `create database ${name}`);
      // Both start together on an empty database: migrations, seed and signing secret race on purpose.
      const [pa, pb] = await Promise.all([startServer('server A'), startServer('server B')]);
      expect(pa.port).not.toBe(pb.port);
      const at =
        (port: number): Fetcher =>
        (p, init) =>
          fetch(`http://127.0.0.1:${port}${p}`, init);
      a = new Tab('server A', at(pa.port));
      b = new Tab('server B', at(pb.port));
      // Bounded readiness poll: the ready line is printed on listen, so the first try should answer.
      for (const [label, port] of [
        ['A', pa.port],
        ['B', pb.port],
      ] as const) {
        let ok = false;
        for (let attempt = 0; attempt < 20 && !ok; attempt++) {
          ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
            (r) => r.ok,
            () => false,
          );
        }
        expect(ok, `server ${label} healthy`).toBe(true);
      }
      database = await openDatabase({ databaseUrl: url, migrationsDir: path.resolve('drizzle') });
    }, 90_000);

    afterAll(async () => {
      await Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null || child.signalCode !== null) return resolve();
              const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
              child.once('exit', () => {
                clearTimeout(force);
                resolve();
              });
              child.kill('SIGTERM');
            }),
        ),
      );
      await database?.close();
      await adminQuery(base, `drop database if exists ${name} with (force)`);
    });

    it('both servers seeded the demo data exactly once between them', async () => {
      const onB = await b.fresh();
      expect((await onB.signIn('ava.consumer@example.com', DEMO_PASSWORD)).status).toBe(200);
      const viaA = onB.on(a);
      const res = await viaA.request('PUT', '/api/v0/rewards/accounts');
      expect(res.status).toBe(200);
      const accounts = (await res.json()) as { accountReferenceId: string }[];
      expect(accounts.map((x) => x.accountReferenceId)).toEqual(['acct-ava-venturex', 'acct-ava-quicksilver']);
    });

    sharedStateTests(() => ({ a, b, database: { database: database! } }));
  });
} else {
  describe('PGlite: two app instances in one process over one database handle (no per-app memory state)', () => {
    let ctx: TestContext;
    let a: Tab;
    let b: Tab;
    beforeAll(async () => {
      ctx = await createTestContext();
      const second = await createApp({
        now: suiteClock,
        db: ctx.database.db,
        config: testConfig(),
        logger: createLogger('silent'),
        changes: ctx.database.changes,
        vault: ctx.vault,
      });
      expect(second).not.toBe(ctx.app);
      a = new Tab('app A', (p, init) => Promise.resolve(ctx.app.request(p, init)));
      b = new Tab('app B', (p, init) => Promise.resolve(second.request(p, init)));
    });
    afterAll(() => ctx.close());

    sharedStateTests(() => ({ a, b, database: ctx }));
  });
}
