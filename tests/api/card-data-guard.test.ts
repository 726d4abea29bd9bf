import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { Client, createTestContext, createUser, signedInClient, type TestContext } from './helpers/context';
import { expectError } from './helpers/http';
import { suiteClock } from './helpers/clock';

/** PCI DSS: a card number typed anywhere but the vault's card form is refused, and stored and logged nowhere. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('card numbers sent to the portal API', () => {
  const CARD = '4111 1111 1111 1111';
  const DIGITS = '4111111111111111';

  /** Every row of every table, as text: the card number must be nowhere. */
  async function databaseText(): Promise<string> {
    const tables = (await ctx.database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )) as unknown as { rows: { table_name: string }[] };
    let all = '';
    for (const { table_name } of tables.rows) {
      const rows = (await ctx.database.db.execute(sql.raw(`select * from "${table_name}"`))) as unknown as { rows: unknown[] };
      all += JSON.stringify(rows.rows);
    }
    return all;
  }

  it.each([
    [
      'a traveler’s name',
      'PUT',
      '/api/v0/flight/passengers/update',
      { givenName: CARD, surname: 'Martin', gender: 'F', dateOfBirth: '1988-04-12' },
    ],
    ['preference metadata', 'PUT', '/api/v0/user/preference/metadata', { note: DIGITS }],
    ['the verify token field', 'POST', '/api/v0/paymentMethods/verify', { token: DIGITS, accountReferenceId: 'x', isVirtualCard: false }],
    ['a wishlist name', 'POST', '/api/v0/travel/wishlists/wishlist/create', { name: `Trip ${CARD}` }],
    ['a tracking event', 'POST', '/api/v0/tracking/event', { eventName: 'viewed', properties: { card: CARD } }],
  ])('refuses %s with 400 CardDataNotAccepted and stores nothing', async (_name, method, url, body) => {
    const { client } = await signedInClient(ctx);
    const error = await expectError(await client.request(method, url, body), 400, 'CardDataNotAccepted');
    expect(error.message).toBe('Card numbers are not accepted here. Add cards through the secure card form.');
    const stored = await databaseText();
    expect(stored).not.toContain(DIGITS);
    expect(stored).not.toContain(CARD);
  });

  it('refuses a form-encoded card number too, even before sign-in', async () => {
    const c = await new Client(ctx.app).init();
    const res = await ctx.app.request('/api/v0/auth/startSession', {
      method: 'POST',
      headers: { cookie: `csrf_token=${c.csrf}`, 'x-csrf-token': c.csrf, 'content-type': 'application/x-www-form-urlencoded' },
      body: `email=a%40b.co&password=${CARD.replaceAll(' ', '+')}`,
    });
    await expectError(res, 400, 'CardDataNotAccepted');
  });

  it('takes the same requests without the card number', async () => {
    const { client } = await signedInClient(ctx);
    const traveler = { givenName: 'Ava', surname: 'Martin', gender: 'F', dateOfBirth: '1988-04-12' };
    expect((await client.request('PUT', '/api/v0/flight/passengers/update', traveler)).status).toBe(200);
    const metadata = { phone: '+1 416 555 0123', at: '2026-03-01T12:00:00Z', ref: '7f3c2a10-9b4e-4d21-8c6f-2e5a1b0c9d8e' };
    expect((await client.request('PUT', '/api/v0/user/preference/metadata', metadata)).status).toBe(200);
  });

  it('writes no card number to the server log', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'trace' }, { write: (line: string) => void lines.push(line) });
    const app = await createApp({ now: suiteClock, db: ctx.database.db, config: ctx.config, logger, vault: ctx.vault });
    const { email, password } = await createUser(ctx);
    const c = await new Client(app).init();
    expect((await c.signIn(email, password)).status).toBe(200);
    await expectError(await c.request('PUT', '/api/v0/user/preference/metadata', { note: CARD }), 400, 'CardDataNotAccepted');
    await expectError(await c.request('POST', `/api/v0/tracking/event?card=${DIGITS}`, { eventName: 'x' }), 400, 'CardDataNotAccepted');
    expect(lines.length).toBeGreaterThan(0);
    const log = lines.join('\n');
    expect(log).not.toContain(DIGITS);
    expect(log).not.toContain(CARD);
  });
});
