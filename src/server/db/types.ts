import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** A database handle, PGlite or a PostgreSQL server alike. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
