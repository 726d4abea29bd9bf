import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** A database handle, PGlite or a PostgreSQL server alike. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction of that handle: what a step that must commit with others is given. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either: a read or write that runs on its own or inside the caller's transaction. */
export type Executor = Db | Tx;
