import pino, { type DestinationStream, type Logger } from 'pino';

/** Paths that may hold secrets; pino replaces them wherever a caller logs them. */
const REDACT = [
  'password',
  'token',
  'csrfToken',
  'authorization',
  'cookie',
  '*.password',
  '*.token',
  '*.csrfToken',
  '*.authorization',
  '*.cookie',
  '*.cardNumber',
  '*.cvv',
  'req.headers.authorization',
  'req.headers.cookie',
];

type QueryFailure = Error & { query: string; params: unknown[]; cause?: unknown };
const isQueryFailure = (err: Error): err is QueryFailure =>
  typeof (err as Partial<QueryFailure>).query === 'string' && Array.isArray((err as Partial<QueryFailure>).params);

/** What the database said, by its names only: its messages and details can quote the values. */
function databaseCause(cause: unknown) {
  if (!cause || typeof cause !== 'object') return undefined;
  const { name, code, constraint, table, column } = cause as Record<string, unknown>;
  return { type: name, code, constraint, table, column };
}

/**
 * Errors as they are logged. A failed query carries its parameters (names, passport numbers,
 * emails) in its message and stack: it is logged as its SQL with placeholders and a parameter
 * count, never the values.
 */
export function errorForLog(err: unknown): unknown {
  if (!(err instanceof Error)) return err;
  if (!isQueryFailure(err)) return pino.stdSerializers.err(err);
  const message = `Failed query: ${err.query}`;
  const frames = (err.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return {
    type: err.name,
    message,
    paramCount: err.params.length,
    stack: [`${err.name}: ${message}`, ...frames].join('\n'),
    cause: databaseCause(err.cause),
  };
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    redact: { paths: REDACT, censor: '[redacted]' },
    base: { service: 'travel-portal' },
    serializers: { err: errorForLog },
  };
  return destination ? pino(options, destination) : pino(options);
}
