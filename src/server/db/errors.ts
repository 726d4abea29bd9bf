// What a failed query says about the database itself, apart from the request that ran it.

/**
 * SQLSTATE classes that say the database, not the request, is the problem: 53 insufficient
 * resources (53100 disk full), 08 connection exceptions, 57P01–57P03 shutting down or starting,
 * and a server that refuses the connection.
 */
const UNAVAILABLE = /^(53|08|57P0[123]|ECONNREFUSED$)/;

/** A failed query whose database error (drizzle wraps it as the cause) says the database is out of service. */
export function databaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE.test(code)) return true;
  }
  return false;
}
