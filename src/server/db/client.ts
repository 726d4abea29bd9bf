import { mkdirSync } from 'node:fs';
import { type ChangeFeed, inProcessFeed, postgresFeed } from './change-feed';
import * as schema from './schema';
import type { Db } from './types';

export type { Db } from './types';

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Row changes every server process must hear of (cache invalidation). */
  changes: ChangeFeed;
  close(): Promise<void>;
  /** PGlite only: the data folder as a tar, for test templates. */
  dumpDataDir?: () => Promise<Blob>;
}

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** PGlite data folder; `memory://` keeps it in memory. */
  dataDir?: string;
  /** A PGlite data dir dumped by `dumpDataDir` (tests load a migrated template). */
  loadDataDir?: Blob;
  migrationsDir: string;
}

/** Serialises migrations across server processes sharing one PostgreSQL. */
const MIGRATION_LOCK = 742_001;

async function openPostgres(url: string, migrationsDir: string): Promise<Database> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({ connectionString: url, max: 10 });
  // An idle pooled connection the server closes (a restart, a failover, an administrator) is
  // reported here; unhandled it would crash the process. The pool drops that client and the next
  // query opens a new one, and a query in flight gets its own error.
  pool.on('error', () => undefined);
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle({ client, schema }), { migrationsFolder: migrationsDir });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  const changes = await postgresFeed(url, db);
  return {
    db,
    kind: 'postgres',
    changes,
    close: async () => {
      await changes.close();
      await pool.end();
    },
  };
}

async function openPglite(opts: OpenOptions): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dataDir = opts.dataDir ?? 'memory://';
  // PGlite does not create parent folders itself.
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const pg = opts.loadDataDir ? await PGlite.create({ dataDir, loadDataDir: opts.loadDataDir }) : await PGlite.create({ dataDir });
  const db = drizzle({ client: pg, schema });
  await migrate(db, { migrationsFolder: opts.migrationsDir });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    changes: inProcessFeed(),
    close: () => pg.close(),
    dumpDataDir: () => pg.dumpDataDir('none'),
  };
}

/** Opens the database and brings its schema up to date (migrations run at start-up). */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts.migrationsDir) : openPglite(opts);
}
