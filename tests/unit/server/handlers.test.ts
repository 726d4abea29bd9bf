import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../../src/server/http/env';
import { databaseUnavailable } from '../../../src/server/db/errors';
import { onError } from '../../../src/server/http/handlers';

const failedQuery = (cause: unknown) => Object.assign(new Error('Failed query: update "bookings" set …'), { cause });

describe('databaseUnavailable', () => {
  it.each([
    ['disk full (53100)', failedQuery({ code: '53100' }), true],
    ['out of memory (53200)', failedQuery({ code: '53200' }), true],
    ['connection failure (08006)', failedQuery({ code: '08006' }), true],
    ['admin shutdown (57P01)', failedQuery({ code: '57P01' }), true],
    ['cannot connect now (57P03)', failedQuery({ code: '57P03' }), true],
    ['connection refused', failedQuery(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' })), true],
    ['unique violation (23505)', failedQuery({ code: '23505' }), false],
    ['query canceled (57014)', failedQuery({ code: '57014' }), false],
    ['a plain error', new Error('boom'), false],
    ['no error at all', undefined, false],
  ])('%s → %s', (_name, err, expected) => {
    expect(databaseUnavailable(err)).toBe(expected);
  });
});

describe('onError', () => {
  const app = new Hono<AppEnv>();
  app.get('/full', () => {
    throw failedQuery({ code: '53100' });
  });
  app.get('/bug', () => {
    throw new Error('a bug');
  });
  app.onError(onError);

  it('answers 503 Unavailable with Retry-After when the database cannot write (disk full)', async () => {
    const res = await app.request('/full');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('30');
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('Unavailable');
    expect(body.error.message).toMatch(/Nothing was changed/);
  });

  it('keeps 500 Internal for anything else', async () => {
    const res = await app.request('/bug');
    expect(res.status).toBe(500);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('Internal');
  });
});
