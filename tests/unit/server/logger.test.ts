import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../../src/server/logger';

function logged(write: (logger: ReturnType<typeof createLogger>) => void): string {
  const lines: string[] = [];
  write(createLogger('info', { write: (line: string) => void lines.push(line) }));
  return lines.join('');
}

describe('error logs carry no personal data', () => {
  const params = ['Ada', 'Lovelace', 'P1234567', 'ada@example.com'];
  const query = 'insert into "travelers" ("given_name", "surname", "passport_number", "email") values ($1, $2, $3, $4)';
  const cause = Object.assign(new Error('value too long for type character varying(8): "P1234567"'), {
    code: '22001',
    detail: 'Failing row contains (Ada, Lovelace, P1234567).',
    table: 'travelers',
    column: 'passport_number',
  });

  it('a failed query is logged as its SQL with placeholders and a parameter count, never the values', () => {
    const out = logged((log) => log.error({ err: new DrizzleQueryError(query, params, cause) }, 'unhandled error'));
    for (const value of params) expect(out).not.toContain(value);
    const { err } = JSON.parse(out) as { err: Record<string, unknown> };
    expect(err).toMatchObject({
      type: 'Error',
      message: `Failed query: ${query}`,
      paramCount: 4,
      cause: { code: '22001', table: 'travelers', column: 'passport_number' },
    });
    expect(String(err.stack)).toMatch(/^Error: Failed query: insert into/);
  });

  it('other errors keep their message and stack', () => {
    const out = logged((log) => log.error({ err: new TypeError('boom') }, 'unhandled error'));
    expect(JSON.parse(out).err).toMatchObject({ type: 'TypeError', message: 'boom' });
  });

  it('secrets in logged objects are redacted', () => {
    const out = logged((log) => log.info({ req: { headers: { authorization: 'Bearer abc.def' } }, user: { password: 'hunter2' } }, 'x'));
    expect(out).not.toContain('abc.def');
    expect(out).not.toContain('hunter2');
  });
});
