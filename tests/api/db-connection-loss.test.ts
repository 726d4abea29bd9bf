import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { openTestDatabase } from './helpers/context';
import { adminQuery } from './helpers/postgres';

// PostgreSQL may close a pooled connection at any time (a restart, a failover, an administrator).
// The server must neither crash on the idle connection's error nor stop answering after it.
const onPostgres = process.env.TEST_DB_TARGET === 'postgres';

describe.skipIf(!onPostgres)('a PostgreSQL connection closed by the server', () => {
  let database: Database;
  let url: string;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, url: url!, drop } = (await openTestDatabase()) as { database: Database; url: string; drop: () => Promise<void> });
  });
  afterAll(() => drop());

  it('is replaced: no uncaught error, and the next query answers', async () => {
    // Open a few pooled connections, then let them go idle.
    await Promise.all([1, 2, 3].map(() => database.db.execute(sql`select pg_sleep(0.05)`)));
    const name = new URL(url).pathname.slice(1);
    await adminQuery(
      process.env.TEST_DATABASE_URL!,
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid() and state = 'idle'`,
    );
    // The pool's idle clients hear of it on their own; the next query gets a working connection.
    await expect
      .poll(async () => ((await database.db.execute(sql`select 1 as one`)) as unknown as { rows: { one: number }[] }).rows[0]!.one)
      .toBe(1);
  });
});
