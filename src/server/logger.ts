import pino, { type Logger } from 'pino';

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

export function createLogger(level: string): Logger {
  return pino({ level, redact: { paths: REDACT, censor: '[redacted]' }, base: { service: 'travel-portal' } });
}
