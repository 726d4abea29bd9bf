import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vaultCards } from '../../src/server/db/schema';
import type { AppEnv } from '../../src/server/http/env';
import { securityHeaders } from '../../src/server/http/security-headers';
import { createLogger } from '../../src/server/logger';
import { decrypt } from '../../src/server/vault/crypto';
import { createVault, type PaymentVault } from '../../src/server/vault';
import { openTestDatabase, testConfig } from './helpers/context';
import { expectError } from './helpers/http';

const config = testConfig();
const now = new Date('2026-05-15T12:00:00Z');
let db: Awaited<ReturnType<typeof openTestDatabase>>;
let vault: PaymentVault;
let app: Hono<AppEnv>;

beforeAll(async () => {
  db = await openTestDatabase();
  ({ vault, app } = createVault(config, db.database.db, { logger: createLogger('silent'), now: () => now }));
});
afterAll(() => db.drop());

const card = (over: Record<string, unknown> = {}) => ({
  number: '4111 1111 1111 1111',
  expiry: '12/29',
  cvv: '123',
  name: 'Ava Martin',
  postalCode: 'H2X 1Y4',
  environmentKey: config.vault.environmentKey,
  ...over,
});

let callers = 0;
/** Each call from its own address (the tests' TRUST_PROXY believes X-Forwarded-For): the per-client throttle stays out of the way. */
const post = (body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }, on: Hono<AppEnv> = app) =>
  on.request('/vault/v1/cards', {
    method: 'POST',
    headers: { 'x-forwarded-for': `10.9.${(++callers >> 8) & 255}.${callers & 255}`, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

async function tokenize(over: Record<string, unknown> = {}): Promise<string> {
  const res = await post(card(over));
  expect(res.status).toBe(201);
  return ((await res.json()) as { token: string }).token;
}

const rowOf = async (token: string) => (await db.database.db.select().from(vaultCards).where(eq(vaultCards.token, token)))[0]!;

describe('POST /vault/v1/cards', () => {
  it('answers a token and the card description; the number is stored encrypted and the CVV nowhere', async () => {
    // A 4-digit CVV: no 4-digit run of a timestamp but the year could hold it by chance.
    const res = await post(card({ number: '3782 822463 10005', cvv: '7351' }));
    expect(res.status).toBe(201);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toEqual({
      token: expect.stringMatching(/^tok_[\w-]{32}$/),
      brand: 'american_express',
      lastFour: '0005',
      expMonth: 12,
      expYear: 2029,
    });
    const token = body.token as string;

    const row = await rowOf(token);
    expect(row).toMatchObject({
      brand: 'american_express',
      lastFour: '0005',
      expMonth: 12,
      expYear: 2029,
      keyId: 'test',
      redactedAt: null,
    });
    expect(row.holderName).toBe('Ava Martin');
    expect(row.postalCode).toBe('H2X 1Y4');
    expect(row.numberCiphertext).not.toContain('378282246310005');
    expect(decrypt(row.numberCiphertext, row.keyId, { id: 'test', key: config.vault.key }, token)).toBe('378282246310005');
    // The ciphertext is bound to its row: under another token it does not decrypt.
    expect(() => decrypt(row.numberCiphertext, row.keyId, { id: 'test', key: config.vault.key }, 'tok_other')).toThrow();
    expect(JSON.stringify(row)).not.toContain('7351');
    const columns = Object.keys(row);
    expect(columns.some((c) => /cvv|cvc|security/i.test(c))).toBe(false);
  });

  it('answers JSON with the security headers and no caching', async () => {
    const res = await post(card());
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('refuses an invalid card with 422 and one error per field, in form order', async () => {
    const res = await post(card({ number: '4111 1111 1111 1112', expiry: '01/20', cvv: '12', name: '', postalCode: '#' }));
    expect(res.status).toBe(422);
    const body = (await res.json()) as {
      error: { code: string; message: string; details: { fields: { path: string; code: string; message: string }[] } };
    };
    expect(body.error.code).toBe('ValidationFailed');
    expect(body.error.details.fields.map((f) => [f.path, f.code])).toEqual([
      ['number', 'numberInvalid'],
      ['expiry', 'expiryPast'],
      ['cvv', 'cvvInvalid'],
      ['name', 'nameRequired'],
      ['postalCode', 'postalCodeInvalid'],
    ]);
    expect(body.error.message).toBe(body.error.details.fields[0]!.message);
    for (const f of body.error.details.fields) expect(f.message.length).toBeGreaterThan(5);
    expect(JSON.stringify(body)).not.toContain('4111');
  });

  it.each([
    ['a brand the portal does not accept', { number: '6200 0000 0000 0005' }, [['number', 'brandNotAccepted']]],
    ['a 3-digit CVV on American Express', { number: '378282246310005', cvv: '123' }, [['cvv', 'cvvInvalid']]],
    [
      'missing fields',
      { number: undefined, postalCode: undefined },
      [
        ['number', 'numberRequired'],
        ['postalCode', 'postalCodeRequired'],
      ],
    ],
    [
      'fields of the wrong type',
      { number: 4111111111111111, cvv: ['123'] },
      [
        ['number', 'numberInvalid'],
        ['cvv', 'cvvInvalid'],
      ],
    ],
    ['an absurdly long name', { name: 'x'.repeat(400) }, [['name', 'nameRequired']]],
  ])('refuses %s with 422', async (_label, over, expected) => {
    const res = await post(card(over));
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: { details: { fields: { path: string; code: string }[] } } };
    expect(body.error.details.fields.map((f) => [f.path, f.code])).toEqual(expected);
  });

  it('answers 401 to a wrong or missing environment key, before looking at the card', async () => {
    for (const environmentKey of ['env_someone_else', undefined, 42]) {
      const res = await post(card({ environmentKey, number: 'garbage' }));
      expect(res.status).toBe(401);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('Unauthorized');
    }
  });

  it('answers 400 to malformed JSON without echoing it, and 413 past 8 KB', async () => {
    const res = await post('{"number":"4111 1111 1111 1111", "cvv": 123');
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(text).toContain('MalformedJson');
    expect(text).not.toContain('4111');
    expect((await post('[1,2]')).status).toBe(400);
    expect((await post(card({ name: 'x'.repeat(9 * 1024) }))).status).toBe(413);
  });

  it('has no other routes', async () => {
    expect((await app.request('/vault/v1/cards')).status).toBe(404);
    expect((await app.request('/vault/v1/cards/tok_x', { method: 'DELETE' })).status).toBe(404);
  });
});

describe('the PaymentVault over vault_cards', () => {
  it('describes a token as brand, last four and expiry only', async () => {
    const token = await tokenize({ number: '5555 5555 5555 4444', expiry: '07/30' });
    expect(await vault.describe(token)).toEqual({ token, brand: 'master', lastFour: '4444', expMonth: 7, expYear: 2030 });
    expect(await vault.describe('tok_never_issued_by_this_vault')).toBeNull();
  });

  it.each([
    ['4111 1111 1111 1111', '12/29', 'Approved'],
    ['4242 4242 4242 4242', '12/29', 'Approved'],
    ['5019 7170 1010 3742', '12/29', 'Approved'],
    ['4000 0000 0000 0002', '12/29', 'Declined'],
    ['4000 0000 0000 0119', '12/29', 'ProcessingError'],
  ])('verifies %s (expiry %s) as %s', async (number, expiry, kind) => {
    expect(await vault.verify(await tokenize({ number, expiry }))).toEqual({ kind });
  });

  it('declines a card that has expired since it was saved, and knows no unknown token', async () => {
    const token = await tokenize({ expiry: '05/26' });
    expect(await vault.verify(token)).toEqual({ kind: 'Approved' });
    expect(await vault.claim(token)).toBe(true);
    const later = createVault(config, db.database.db, { logger: createLogger('silent'), now: () => new Date('2026-06-01T00:00:00Z') });
    expect(await later.vault.verify(token)).toEqual({ kind: 'Declined' });
    expect(await vault.verify('tok_never_issued_by_this_vault')).toEqual({ kind: 'UnknownToken' });
  });

  it('fails to process a card stored under another key rather than authorising it', async () => {
    const token = await tokenize();
    const other = createVault({ ...config, vault: { ...config.vault, key: Buffer.alloc(32, 9) } }, db.database.db, {
      logger: createLogger('silent'),
      now: () => now,
    });
    expect(await other.vault.verify(token)).toEqual({ kind: 'ProcessingError' });
  });

  it('redact wipes the number: describe answers null and verify UnknownToken', async () => {
    const token = await tokenize();
    await vault.redact(token);
    expect(await vault.describe(token)).toBeNull();
    expect(await vault.verify(token)).toEqual({ kind: 'UnknownToken' });
    const row = await rowOf(token);
    expect(row.numberCiphertext).toBe('');
    expect(row.holderName).toBe('');
    expect(row.redactedAt).toBeInstanceOf(Date);
  });

  it('tells the portal where its form lives and which public key it uses', () => {
    expect(vault.credentials()).toEqual({
      provider: 'builtin',
      environmentKey: config.vault.environmentKey,
      formUrl: '/vault/card-form/',
      formOrigin: '',
    });
  });
});

describe('framing', () => {
  it('only the hosted card form may be framed, and only by the portal itself', () => {
    for (const path of ['/vault/card-form/', '/vault/card-form']) {
      const h = securityHeaders(true, path);
      expect(h['Content-Security-Policy']).toContain("frame-ancestors 'self'");
      expect(h['X-Frame-Options']).toBe('SAMEORIGIN');
    }
    for (const path of ['/', '/profile/', '/vault/v1/cards', '/api/health', undefined]) {
      const h = securityHeaders(true, path);
      expect(h['Content-Security-Policy']).toContain("frame-ancestors 'none'");
      expect(h['X-Frame-Options']).toBe('DENY');
    }
  });
});

describe('unclaimed tokens', () => {
  it('expire an hour after the form stored them unless the portal claimed them; the next card sweeps them away', async () => {
    const kept = await tokenize();
    const dropped = await tokenize();
    expect(await vault.claim(kept)).toBe(true);
    expect(await vault.claim(kept)).toBe(true);

    const hourLater = createVault(config, db.database.db, {
      logger: createLogger('silent'),
      now: () => new Date(now.getTime() + 60 * 60_000),
    });
    expect(await hourLater.vault.describe(dropped)).toBeNull();
    expect(await hourLater.vault.verify(dropped)).toEqual({ kind: 'UnknownToken' });
    expect(await hourLater.vault.claim(dropped)).toBe(false);
    expect(await hourLater.vault.verify(kept)).toEqual({ kind: 'Approved' });

    expect((await post(card(), undefined, hourLater.app)).status).toBe(201);
    expect(await db.database.db.select().from(vaultCards).where(eq(vaultCards.token, dropped))).toEqual([]);
    expect((await rowOf(kept)).claimedAt).toBeInstanceOf(Date);
  });
});

describe('anonymous storage throttle', () => {
  // A day on: a window of its own, apart from the other tests' cards.
  const at = (hours: number) => () => new Date(now.getTime() + (24 + hours) * 60 * 60_000);
  const headersFrom = (address: string) => ({ 'content-type': 'application/json', 'x-forwarded-for': address });

  it('lets one client store 20 cards in 10 minutes; the 21st waits, another client goes on', async () => {
    const { app: later } = createVault(config, db.database.db, { logger: createLogger('silent'), now: at(0) });
    for (let i = 0; i < 20; i++) expect((await post(card(), headersFrom('203.0.113.50'), later)).status).toBe(201);
    const refused = await post(card(), headersFrom('203.0.113.50'), later);
    expect(refused.headers.get('retry-after')).toBe('600');
    await expectError(refused, 429, 'ExcessiveActivity');
    expect((await post(card(), headersFrom('203.0.113.51'), later)).status).toBe(201);
  });

  it('caps one environment key at 600 cards in 10 minutes over every client', async () => {
    const { app: later } = createVault(config, db.database.db, { logger: createLogger('silent'), now: at(1) });
    for (let i = 0; i < 600; i++) {
      const res = await post(card(), headersFrom(`198.51.${i >> 4}.${i & 15}`), later);
      expect(res.status).toBe(201);
    }
    await expectError(await post(card(), headersFrom('192.0.2.200'), later), 429, 'ExcessiveActivity');
  });
});
