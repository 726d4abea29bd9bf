import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { rewardsAccounts } from '../../src/server/db/schema';
import type { Api } from '../../src/server/deps';
import type { AppEnv } from '../../src/server/http/env';
import { decrypt } from '../../src/server/vault/crypto';
import { createVault } from '../../src/server/vault';
import { Client, createUser, openTestDatabase, testConfig } from './helpers/context';
import { suiteClock } from './helpers/clock';

/**
 * The PCI bar: after cards go through the vault and the add-payment flow, no table and no
 * log line holds a full card number or a CVV. The loggers are plain pino at trace level, without
 * the portal's redaction, so the test sees everything any code hands to a logger.
 */

const cards = [
  // Test ending 1111: outside production it belongs to the first account (SPEC §4).
  { number: '4111111111111111', cvv: '318', expect: 'Success', account: 'first' },
  // Matches the second account's own last four.
  { number: '4111111111164821', cvv: '642', expect: 'Success', account: 'second' },
  { number: '4000000000000002', cvv: '975', expect: 'CardDeclined', account: 'first' },
  { number: '4000000000000119', cvv: '864', expect: 'GenericError', account: 'first' },
] as const;
const spaced = (n: string) => n.replace(/(\d{4})(?=\d)/g, '$1 ');
const dashed = (n: string) => n.replace(/(\d{4})(?=\d)/g, '$1-');

const config = testConfig({ logLevel: 'trace' });
const logLines: string[] = [];
let db: Awaited<ReturnType<typeof openTestDatabase>>;
let app: Api;
let vaultApp: Hono<AppEnv>;

beforeAll(async () => {
  db = await openTestDatabase();
  const logger = pino(
    { level: 'trace' },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString('utf8'));
        done();
      },
    }),
  );
  const vault = createVault(config, db.database.db, { logger, now: suiteClock });
  vaultApp = vault.app;
  app = await createApp({ now: suiteClock, db: db.database.db, config, logger, changes: db.database.changes, vault: vault.vault });
});
afterAll(() => db.drop());

async function tokenize(number: string, cvv: string): Promise<string> {
  const res = await vaultApp.request('/vault/v1/cards', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      number: spaced(number),
      expiry: '11/31',
      cvv,
      name: 'Scan Tester',
      postalCode: '10001',
      environmentKey: config.vault.environmentKey,
    }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { token: string }).token;
}

/** Every row of every table of the public schema, as JSON. */
async function dumpTables(): Promise<Record<string, Record<string, unknown>[]>> {
  const rowsOf = async (query: ReturnType<typeof sql.raw>) =>
    ((await db.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const tables = await rowsOf(
    sql.raw(`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`),
  );
  const dump: Record<string, Record<string, unknown>[]> = {};
  for (const { table_name } of tables) {
    dump[String(table_name)] = await rowsOf(sql.raw(`select * from "${String(table_name).replace(/"/g, '""')}"`));
  }
  return dump;
}

const toJson = (value: unknown) => JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));

/** Keys named like a security code, at any depth, with the value they hold. */
function securityCodeValues(value: unknown, found: unknown[] = []): unknown[] {
  if (Array.isArray(value)) for (const v of value) securityCodeValues(v, found);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (/cvv|cvc|cvn|cid|security_?code/i.test(k)) found.push(v);
      securityCodeValues(v, found);
    }
  } else if (typeof value === 'string' && /^[[{]/.test(value)) {
    // JSON kept as text (a jsonb column read raw, a log message).
    try {
      securityCodeValues(JSON.parse(value), found);
    } catch {
      // not JSON
    }
  }
  return found;
}

describe('card data scan', () => {
  it('finds no card number or CVV in any table or log line after cards are added', async () => {
    const { user, email, password } = await createUser({ database: db.database }, { withMilesAccount: true });
    const first = `acct-${user.id}`;
    const second = `acct2-${user.id}`;
    await db.database.db.insert(rewardsAccounts).values({
      userId: user.id,
      accountReferenceId: second,
      productDisplayName: 'Venture X',
      product: 'VentureX',
      accountType: 'Personal',
      customerAccountRole: 'Primary',
      lastFour: '4821',
      allowRewardsRedemption: true,
      earn: { hotelsMultiplier: 10, flightsMultiplier: 5, carsMultiplier: 10, homesMultiplier: 5 },
      balanceValue: 5000,
      balanceCurrency: 'Miles',
      balanceDescription: 'miles',
      cashEquivalentMinor: 5000,
      sortOrder: 1,
    });
    const client = await new Client(app).init();
    expect((await client.signIn(email, password)).status).toBe(200);

    for (const card of cards) {
      const token = await tokenize(card.number, card.cvv);
      const res = await client.request('POST', '/api/v0/paymentMethods/verify', {
        token,
        accountReferenceId: card.account === 'first' ? first : second,
        isVirtualCard: false,
      });
      expect(res.status, card.number).toBe(200);
      expect(((await res.json()) as { value: { PaymentVerifyResult: string } }).value.PaymentVerifyResult, card.number).toBe(card.expect);
    }
    // Card data sent to the portal API by mistake (or malice) is refused there, not stored or logged.
    const misplaced = await client.request('POST', '/api/v0/paymentMethods/verify', {
      token: spaced(cards[1].number),
      accountReferenceId: second,
      isVirtualCard: false,
      cvv: cards[1].cvv,
    });
    expect(misplaced.status).toBe(400);
    expect(((await misplaced.json()) as { error: { code: string } }).error.code).toBe('CardDataNotAccepted');
    const list = await client.request('PUT', '/api/v0/paymentMethods/list');
    expect(((await list.json()) as { value: { lastFour: string }[] }).value.map((m) => m.lastFour).sort()).toEqual(['1111', '4821']);

    const dump = await dumpTables();
    expect(Object.keys(dump)).toEqual(expect.arrayContaining(['vault_cards', 'payment_methods', 'users', 'sessions']));
    expect(dump.vault_cards!.length).toBeGreaterThanOrEqual(cards.length);
    const tablesJson = toJson(dump);
    // The capture works: both apps' request lines are there.
    const logs = logLines.join('');
    expect(logs).toContain('/vault/v1/cards');
    expect(logs).toContain('/api/v0/paymentMethods/verify');

    for (const { number } of cards) {
      for (const form of [number, spaced(number), dashed(number)]) {
        expect(tablesJson.includes(form), `${form} in a table`).toBe(false);
        expect(logs.includes(form), `${form} in the log`).toBe(false);
      }
    }
    const cvvs = new Set<string>(cards.map((c) => c.cvv));
    const codeValues = [...securityCodeValues(dump), ...logLines.flatMap((l) => securityCodeValues(l))];
    expect(codeValues.filter((v) => cvvs.has(String(v)))).toEqual([]);

    // In the vault's own rows the CVV appears in no column. The token and ciphertext are random
    // bytes and created_at and claimed_at timestamps (their milliseconds once read 642, a CVV here),
    // so a 3-digit run there can be chance: they are checked by their shape instead (the ciphertext
    // decrypts to the number alone).
    const key = { id: config.vault.keyId, key: config.vault.key };
    for (const row of dump.vault_cards!) {
      const { token, number_ciphertext, key_id, created_at, claimed_at, redacted_at, ...rest } = row;
      expect(claimed_at === null || !Number.isNaN(Date.parse(String(claimed_at)))).toBe(true);
      expect(String(token)).toMatch(/^tok_[\w-]{32}$/);
      expect(cards.map((c) => c.number)).toContain(decrypt(String(number_ciphertext), String(key_id), key, String(token)));
      expect(created_at).toBeTruthy();
      expect(redacted_at).toBeNull();
      const restJson = toJson(rest);
      for (const cvv of cvvs) expect(restJson.includes(cvv), `CVV ${cvv} in vault_cards`).toBe(false);
    }
  });
});
