import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { openDatabase } from '../../src/server/db/client';
import { createLogger } from '../../src/server/logger';
import { FlightTripSchema, TripListAnswerSchema } from '../../src/lib/domain/booking/booking.schema';
import { cashAnswer } from '../../src/server/services/flights';
import { firstNonstop } from './helpers/booking';
import { suiteClock } from './helpers/clock';
import { Client, testConfig } from './helpers/context';
import { hashPassword } from '../../src/server/auth/password';
import { FakeVault } from './helpers/fake-vault';
import { inDays } from './helpers/dates';
import { homeToday } from '../../src/lib/domain/shared/dates';

/**
 * A flight booked before bookings named their product (migrations up to 0007_wallet: a snapshot
 * without `product`, travelers without a passenger type, no breakdown) still reads in Trips once
 * the later migrations ran (0008 builds its breakdown with the …Cents keys of the time, 0010 renames
 * them and the columns to …Minor). PGlite on disk, so one database lives through both starts.
 */
const LAST_OLD = '0007_wallet';
const dir = mkdtempSync(path.join(os.tmpdir(), 'booking-migration-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The migrations folder as it stood at `tag`: its SQL files and a journal that ends there. */
function migrationsUpTo(tag: string): string {
  const out = path.join(dir, 'migrations');
  cpSync('drizzle', out, { recursive: true });
  const journalPath = path.join(out, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === tag);
  expect(last).toBeGreaterThan(-1);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return out;
}

describe.skipIf(process.env.TEST_DB_TARGET === 'postgres')('a booking written by the previous schema', () => {
  it('reads in Trips after the migrations: product named, adults by default, the fare as its breakdown', async () => {
    const dataDir = path.join(dir, 'data');
    const old = await openDatabase({ dataDir, migrationsDir: migrationsUpTo(LAST_OLD) });
    // Raw SQL: the users table of that time lacks columns added since (the schema's insert names them all).
    const email = `older${Date.now()}@test.example`;
    const password = 'correct-horse-battery';
    const inserted = (await old.db.execute(sql`
      insert into users (email, password_hash, first_name, last_name, customer_type)
      values (${email}, ${await hashPassword(password)}, 'Olga', 'Older', 'Consumer') returning id`)) as unknown as {
      rows: { id: string }[];
    };
    const user = { id: inserted.rows[0]!.id };
    const search = {
      tripType: 'oneWay' as const,
      slices: [{ origin: 'JFK', destination: 'LAX', departureDate: inDays(30) }],
      passengers: { ADT: 1, CNN: 0, INF: 0, INS: 0 },
    };
    const itinerary = firstNonstop(cashAnswer(search, homeToday(suiteClock().getTime())));
    const fare = itinerary.fares[0]!;
    const snapshot = {
      tripType: 'oneWay',
      passengers: search.passengers,
      itineraryId: itinerary.id,
      slices: itinerary.slices,
      fare,
      travelers: [{ givenName: 'Olga', surname: 'Older' }],
      contact: { email: 'olga@example.com', phone: '+1 416 555 0100' },
      rewards: null,
      pricedAt: suiteClock().toISOString(),
    };
    const total = fare.baseFare + fare.taxes;
    await old.db.execute(sql`
      insert into bookings (user_id, product, status, ticket_state, confirmation_number, snapshot, total_cents, card_cents, rewards_cents)
      values (${user.id}, 'Flight', 'Confirmed', 'Ticketed', 'OLD234', ${JSON.stringify(snapshot)}::jsonb, ${total}, ${total}, 0)`);
    await old.close();

    const database = await openDatabase({ dataDir, migrationsDir: path.resolve('drizzle') });
    try {
      const app = await createApp({
        db: database.db,
        config: testConfig(),
        logger: createLogger('silent'),
        changes: database.changes,
        vault: new FakeVault(),
        now: suiteClock,
      });
      const client = await new Client(app).init();
      expect((await client.signIn(email, password)).status).toBe(200);
      const res = await client.request('GET', '/api/v0/trips');
      expect(res.status).toBe(200);
      const [trip] = TripListAnswerSchema.parse(await res.json()).trips.map((t) => FlightTripSchema.parse(t));
      expect(trip).toMatchObject({
        kind: 'Flight',
        confirmationNumber: 'OLD234',
        reservation: 'Confirmed',
        travelers: [{ givenName: 'Olga', surname: 'Older', passengerType: 'ADT' }],
        breakdown: {
          lines: [
            { kind: 'BaseFare', label: 'Base fare', amountMinor: fare.baseFare },
            { kind: 'Taxes', label: 'Taxes', amountMinor: fare.taxes },
          ],
          totalMinor: total,
        },
        payment: { form: 'fiat', totalMinor: total, cardMinor: total, rewards: null },
      });
      expect(trip!.slices).toEqual(itinerary.slices);
    } finally {
      await database.close();
    }
  });
});
