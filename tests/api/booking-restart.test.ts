import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { bookings, ledgerEntries, rewardsAccounts, travelers } from '../../src/server/db/schema';
import type { FlightBookRequest } from '../../src/lib/domain/booking/booking.schema';
import { cashAnswer } from '../../src/server/services/flights';
import { createUser, openTestDatabase } from './helpers/context';
import { inDays } from './helpers/dates';
import { setCookieValue } from './helpers/http';
import { firstNonstop, fundBuyer } from './helpers/booking';
import { suiteClock } from './helpers/clock';
import { homeToday } from '../../src/lib/domain/shared/dates';

/**
 * The booking engine's reliability bar: a server process killed (SIGKILL) while bookings are being
 * scheduled and are still Pending, then started again. Every booking must end Confirmed or
 * Declined with its holds released, the ledger must balance, and a retry with the same
 * Idempotency-Key must find the first answer (or book once if the first never committed).
 * It needs real processes sharing a database, so it runs against PostgreSQL only; booking.test.ts
 * covers the restart of an app instance on PGlite.
 */
const onPostgres = process.env.TEST_DB_TARGET === 'postgres';
const START = 10_000_000;

describe.skipIf(!onPostgres)('SIGKILL during bookings, then restart', () => {
  let database: Database;
  let url: string;
  let drop: () => Promise<void>;
  let child: ChildProcessWithoutNullStreams | undefined;

  function startServer(): Promise<string> {
    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: url, PORT: '0', LOG_LEVEL: 'silent', NODE_ENV: 'test' };
    for (const k of ['JWT_SECRET', 'TEST_HOOKS', 'MAINTENANCE_MODE', 'DATA_DIR', 'RUNTIME_CONFIG', 'MIGRATIONS_DIR', 'SEED_DEMO'])
      delete env[k];
    const c = spawn(process.execPath, ['--import', 'tsx', path.join('tests', 'api', 'helpers', 'serve.ts')], { cwd: process.cwd(), env });
    child = c;
    let out = '';
    let err = '';
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server not ready within 50 s: ${err}`)), 50_000);
      c.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const m = /serve-ready port=(\d+)/.exec(out);
        if (m) {
          clearTimeout(timer);
          resolve(`http://127.0.0.1:${m[1]}`);
        }
      });
      c.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
      c.on('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`server exited with ${code} before it was ready: ${err}`));
      });
    });
  }

  const killed = (c: ChildProcessWithoutNullStreams) =>
    new Promise<void>((resolve) => {
      if (c.exitCode !== null || c.signalCode !== null) return resolve();
      c.once('exit', () => resolve());
      c.kill('SIGKILL');
    });

  beforeAll(async () => {
    ({ database, url, drop } = (await openTestDatabase()) as { database: Database; url: string; drop: () => Promise<void> });
  }, 60_000);
  afterAll(async () => {
    if (child) await killed(child);
    await drop?.();
  });

  /** Signs in over HTTP; answers a function that sends authenticated requests to a base URL. */
  async function session(base: string, email: string, password: string) {
    const csrf = setCookieValue(await fetch(`${base}/api/v0/auth/csrf`)) ?? '';
    const headers = { cookie: `csrf_token=${csrf}`, 'x-csrf-token': csrf, 'content-type': 'application/json' };
    const res = await fetch(`${base}/api/v0/auth/startSession`, { method: 'POST', headers, body: JSON.stringify({ email, password }) });
    expect(res.status).toBe(200);
    const token = ((await res.json()) as { token: string }).token;
    const csrf2 = setCookieValue(res) ?? csrf;
    return (to: string, method: string, p: string, body?: unknown, extra: Record<string, string> = {}) =>
      fetch(`${to}${p}`, {
        method,
        headers: { ...headers, cookie: `csrf_token=${csrf2}`, 'x-csrf-token': csrf2, authorization: `Bearer ${token}`, ...extra },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
  }

  it('every booking ends Confirmed or Declined, holds released, ledger balanced, retries answered once', async () => {
    const { user, email, password } = await createUser({ database }, { withMilesAccount: true });
    const { account, cardId } = await fundBuyer(database.db, user.id, START);
    // Saved travelers, as the profile stores them: the booking names them by id.
    const saved = async (surname: string) => {
      const id = randomUUID();
      const document = {
        givenName: 'Ada',
        surname,
        gender: 'F' as const,
        dateOfBirth: '1985-12-10',
        assistance: [],
        frequentFlyer: {},
        hotelLoyalty: {},
      };
      await database.db.insert(travelers).values({ id, ownerUserId: user.id, document });
      return id;
    };
    const ada = await saved('Lovelace');
    const failing = await saved('NoAvailability');

    const attempts = Array.from({ length: 12 }, (_, i): { key: string; body: FlightBookRequest } => {
      const selection = {
        tripType: 'oneWay' as const,
        slices: [{ origin: 'JFK', destination: 'LAX', departureDate: inDays(30 + i) }],
        passengers: { ADT: 1, CNN: 0, INF: 0, INS: 0 },
      };
      const itinerary = firstNonstop(cashAnswer(selection, homeToday(suiteClock().getTime())));
      const fare = itinerary.fares[0]!;
      return {
        key: randomUUID(),
        body: {
          selection: { ...selection, itineraryId: itinerary.id, fareId: fare.fareId },
          expectedTotal: fare.amount.fiat.value,
          travelers: [{ travelerId: i % 3 === 0 ? failing : ada, passengerType: 'ADT' }],
          contact: { email: 'ada@example.com', phone: '+1 212 555 0100' },
          protections: [],
          payment: { paymentMethodId: cardId, rewards: { accountReferenceId: account.accountReferenceId, amount: 1_000 + i } },
        },
      };
    });

    const first = await startServer();
    const call = await session(first, email, password);
    const firstRound = attempts.map(({ key, body }) =>
      call(first, 'POST', '/api/v0/flights/book', body, { 'Idempotency-Key': key }).then(
        (r) => r.status,
        () => 'lost' as const,
      ),
    );
    // Kill as soon as one booking is scheduled: the others are in flight, the scheduled ones Pending.
    await Promise.race(firstRound);
    await killed(child!);
    const statuses = await Promise.all(firstRound);
    expect(statuses.every((s) => s === 201 || s === 'lost')).toBe(true);

    // Whatever committed before the kill is consistent already: holds and balance move together.
    const sumAt = async () =>
      (await database.db.select().from(ledgerEntries).where(eq(ledgerEntries.accountId, account.id))).reduce((s, e) => s + e.amount, 0);
    const balanceAt = async () =>
      (await database.db.select().from(rewardsAccounts).where(eq(rewardsAccounts.id, account.id)))[0]!.balanceValue;
    expect((await balanceAt()) - START).toBe(await sumAt());
    // The kill landed mid-booking: at least the booking that answered is still waiting for the supplier.
    const pendingAtKill = (await database.db.select().from(bookings).where(eq(bookings.userId, user.id))).filter(
      (b) => b.status === 'Pending',
    );
    expect(pendingAtKill.length).toBeGreaterThanOrEqual(1);

    const second = await startServer();
    const again = await session(second, email, password);
    const ids = await Promise.all(
      attempts.map(async ({ key, body }) => {
        const r = await again(second, 'POST', '/api/v0/flights/book', body, { 'Idempotency-Key': key });
        expect(r.status).toBe(201);
        return ((await r.json()) as { bookingId: string }).bookingId;
      }),
    );
    expect(new Set(ids).size).toBe(attempts.length);

    // The simulated airline answers about 1.5 s after each booking: Trips settles them as they come due.
    const list = async () =>
      (await (await again(second, 'GET', '/api/v0/trips')).json()) as { trips: { id: string; reservation: string }[] };
    await expect.poll(async () => (await list()).trips.filter((t) => t.reservation === 'Pending').length, { timeout: 20_000 }).toBe(0);
    const trips = await list();
    expect(trips.trips.map((t) => t.id).sort()).toEqual([...ids].sort());

    const rows = await database.db.select().from(bookings).where(eq(bookings.userId, user.id));
    expect(rows).toHaveLength(attempts.length);
    const declined = rows.filter((r) => r.status === 'Declined');
    expect(rows.every((r) => r.status === 'Confirmed' || r.status === 'Declined')).toBe(true);
    expect(declined).toHaveLength(4);
    const entries = await database.db.select().from(ledgerEntries).where(eq(ledgerEntries.accountId, account.id));
    for (const b of rows) {
      const kinds = entries
        .filter((e) => e.bookingId === b.id)
        .map((e) => e.kind)
        .sort();
      // The card part of a confirmed booking earns once, credited with the confirmation.
      expect(kinds).toEqual(b.status === 'Confirmed' ? ['Debit', 'Earn', 'Hold', 'Release'] : ['Hold', 'Release']);
    }
    const confirmed = rows.filter((r) => r.status === 'Confirmed');
    const spent = confirmed.reduce((s, r) => s + r.rewardsMinor, 0);
    const earned = confirmed.reduce((s, r) => s + r.rewardsEarned!.amount, 0);
    expect(await balanceAt()).toBe(START - spent + earned);
    expect(await sumAt()).toBe(-spent + earned);
  }, 120_000);
});
