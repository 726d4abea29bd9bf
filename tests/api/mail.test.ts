import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, travelWalletItems } from '../../src/server/db/schema';
import { BookingPollAnswerSchema, FlightBookAnswerSchema } from '../../src/lib/domain/booking/booking.schema';
import { SUPPLIER_LATENCY_MS } from '../../src/server/services/booking/rules';
import { cashAnswer } from '../../src/server/services/flights';
import { starterWallet } from '../../src/server/services/travel-wallet';
import { bookingMailDeps, deliverBookingMail, retryDelayMs } from '../../src/server/services/mail/outbox';
import type { MailMessage } from '../../src/server/services/mail/render';
import { createTestContext, signedInClient, type TestContext } from './helpers/context';
import { inDays } from './helpers/dates';
import { expectError, mutableClock } from './helpers/http';
import { person, save } from './helpers/profile';
import { fundBuyer } from './helpers/booking';
import { homeToday } from '../../src/lib/domain/shared/dates';

// The confirmation email (session 6 contract item 5): the outbox row of a confirmed booking becomes
// an email, written as .eml under DATA_DIR/mail/ without SMTP, retried when sending fails.

const clock = mutableClock();
let ctx: TestContext;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'portal-mail-test-'));
  ctx = await createTestContext({ dataDir }, clock.now);
});
afterAll(async () => {
  await ctx.close();
  await rm(dataDir, { recursive: true, force: true });
});
const db = () => ctx.database.db;

/**
 * A confirmed booking paid by card (and some miles), its contact address of its own. In French, it
 * also spends a $25 flight offer and a $50 referral credit of the traveler's wallet.
 */
async function confirmedBooking(locale?: 'en' | 'fr') {
  const { client, userId } = await signedInClient(ctx, { withMilesAccount: true });
  const { account, card } = await fundBuyer(db(), userId, 20_000, '1111');
  const traveler = await save(client, person({ givenName: 'Grace', surname: 'Hopper', dateOfBirth: '1980-12-09' }));
  const search = {
    tripType: 'oneWay' as const,
    slices: [{ origin: 'JFK', destination: 'LAX', departureDate: inDays(50) }],
    passengers: { ADT: 1, CNN: 0, INF: 0, INS: 0 },
  };
  // Dear enough for the $25 offer's $250 minimum, with a card part left after wallet and miles.
  const [itinerary, fare] = cashAnswer(search, homeToday(clock.now().getTime()))
    .itineraries.flatMap((i) => i.fares.map((f) => [i, f] as const))
    .find(([, f]) => f.amount.fiat.value >= 30_000)!;
  const email = `grace-${randomUUID()}@example.com`;
  let travelWallet: { creditIds: string[]; offerId: string } | undefined;
  if (locale === 'fr') {
    const items = await db().insert(travelWalletItems).values(starterWallet(userId, clock.now())).returning();
    travelWallet = { creditIds: [items.find((i) => i.kind === 'Credit')!.id], offerId: items.find((i) => i.kind === 'Offer')!.id };
  }
  const res = await client.request(
    'POST',
    '/api/v0/flights/book',
    {
      selection: { ...search, itineraryId: itinerary.id, fareId: fare.fareId },
      expectedTotal: fare.amount.fiat.value,
      travelers: [{ travelerId: traveler.id, passengerType: 'ADT' }],
      contact: { email, phone: '+1 212 555 0100' },
      protections: [],
      payment: {
        paymentMethodId: card.id,
        rewards: { accountReferenceId: account.accountReferenceId, amount: 2_000 },
        ...(travelWallet ? { travelWallet } : {}),
      },
      ...(locale ? { locale } : {}),
    },
    { 'Idempotency-Key': randomUUID() },
  );
  expect(res.status).toBe(201);
  const { bookingId } = FlightBookAnswerSchema.parse(await res.json());
  clock.advance(SUPPLIER_LATENCY_MS + 1);
  const poll = BookingPollAnswerSchema.parse(await (await client.request('GET', `/api/v0/flights/book/${bookingId}`)).json());
  if (poll.outcome !== 'Success') throw new Error(`booking ${poll.outcome}`);
  return { client, bookingId, email, token: card.token, confirmationNumber: poll.confirmationNumber, total: fare.amount.fiat.value };
}

const mailRow = async (bookingId: string) =>
  (
    await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'BookingConfirmed'), sql`${outbox.payload}->>'bookingId' = ${bookingId}`))
  )[0]!;

/** The message without its MIME part boundaries: random digit runs that can look like a card number. */
function withoutBoundaries(eml: string): string {
  const boundaries = [...eml.matchAll(/boundary="([^"]+)"/g)].map((m) => m[1]!);
  return boundaries.reduce((text, boundary) => text.split(boundary).join(''), eml);
}

describe('confirmation email', () => {
  it('is written as .eml with the confirmation number, itinerary, travelers and price, and no card number', async () => {
    const b = await confirmedBooking();
    const deps = bookingMailDeps(ctx.config, db());
    expect((await deliverBookingMail(deps, clock.now())).sent).toBeGreaterThanOrEqual(1);
    expect((await mailRow(b.bookingId)).sentAt).not.toBeNull();

    const dir = path.join(dataDir, 'mail');
    const files = await readdir(dir);
    const emls = await Promise.all(files.filter((f) => f.endsWith('.eml')).map((f) => readFile(path.join(dir, f), 'utf8')));
    const eml = emls.find((e) => e.includes(b.email));
    expect(eml).toBeDefined();
    expect(eml).toContain(`Subject: Booking confirmed ${b.confirmationNumber}`);
    for (const e of emls) {
      expect(e).not.toContain(b.token);
      expect(withoutBoundaries(e)).not.toMatch(/\b\d{13,19}\b/);
    }

    // The test hook answers the same message, newest first, for the address asked only.
    const res = await b.client.request('GET', `/api/v0/testing/mail?to=${encodeURIComponent(b.email.toUpperCase())}`);
    expect(res.status).toBe(200);
    const { messages } = (await res.json()) as { messages: MailMessage[] };
    expect(messages).toHaveLength(1);
    const [m] = messages;
    expect(m!.to).toBe(b.email);
    expect(m!.subject).toContain(b.confirmationNumber);
    expect(m!.text).toContain('JFK → LAX');
    expect(m!.text).toContain('Grace Hopper (Adult)');
    expect(m!.text).toContain(`Total: $${(b.total / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    expect(m!.text).toMatch(/You earned [\d,]+ miles/);
    expect(m!.html).toContain(b.confirmationNumber);
    expect(JSON.stringify(messages)).not.toMatch(/\d{13,19}/);
    // Delivered once: a second run finds nothing of this booking to send.
    await b.client.request('GET', `/api/v0/testing/mail?to=${encodeURIComponent(b.email)}`);
    expect(
      ((await (await b.client.request('GET', `/api/v0/testing/mail?to=${encodeURIComponent(b.email)}`)).json()) as { messages: unknown[] })
        .messages,
    ).toHaveLength(1);
  });

  it('is written in French for a booking made in French, with its wallet lines and the French Trips link', async () => {
    const b = await confirmedBooking('fr');
    await deliverBookingMail(bookingMailDeps(ctx.config, db()), clock.now());
    const res = await b.client.request('GET', `/api/v0/testing/mail?to=${encodeURIComponent(b.email)}`);
    const [m] = ((await res.json()) as { messages: MailMessage[] }).messages;
    expect(m).toBeDefined();
    // French puts a no-break space before the colon and groups thousands with a narrow one.
    const spaces = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
    const dollars = (cents: number) =>
      `${String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, ' ')},${String(cents % 100).padStart(2, '0')} $ US`;
    expect(m!.subject).toBe(`Réservation confirmée ${b.confirmationNumber}\u00a0: JFK à LAX`);
    const text = spaces(m!.text);
    expect(text).toContain(`Total : ${dollars(b.total)}`);
    expect(text).toContain('Grace Hopper (Adulte)');
    expect(text).toContain('Offre voyage : 25,00 $ US');
    expect(text).toContain('Crédit voyage (crédit de parrainage) : 50,00 $ US');
    expect(text).toContain(`Carte : ${dollars(b.total - 2_500 - 5_000 - 2_000)}`);
    expect(text).toMatch(/Vous avez obtenu [\d ]+ milles/);
    const trips = `${ctx.config.runtime.publicUrl.replace(/\/+$/, '')}/fr/trips/`;
    expect(m!.text).toContain(trips);
    expect(m!.html).toContain(`<a href="${trips}">`);
    expect(m!.html).toContain('<html lang="fr">');
  });

  it('a failed send is retried later, then sent once', async () => {
    const b = await confirmedBooking();
    const real = bookingMailDeps(ctx.config, db());
    const sent: MailMessage[] = [];
    const failing = { ...real, sender: { send: () => Promise.reject(new Error('SMTP down')) } };
    await deliverBookingMail(failing, clock.now());
    const row = await mailRow(b.bookingId);
    expect(row).toMatchObject({ sentAt: null, attempts: 1, lastError: 'SMTP down' });
    expect(row.nextAttemptAt!.getTime()).toBe(clock.now().getTime() + retryDelayMs(1));

    const recording = { ...real, sender: { send: async (m: MailMessage) => void sent.push(m) } };
    // Not due yet: nothing is sent before the retry time.
    await deliverBookingMail(recording, clock.now());
    expect(sent.filter((m) => m.to === b.email)).toEqual([]);
    clock.advance(retryDelayMs(1));
    await deliverBookingMail(recording, clock.now());
    await deliverBookingMail(recording, clock.now());
    expect(sent.filter((m) => m.to === b.email)).toHaveLength(1);
    expect((await mailRow(b.bookingId)).sentAt).not.toBeNull();
  });

  it('a traveler correction request is acknowledged to the booking contact, once', async () => {
    const b = await confirmedBooking();
    const deps = bookingMailDeps(ctx.config, db());
    const sent: MailMessage[] = [];
    const recording = { ...deps, sender: { send: async (m: MailMessage) => void sent.push(m) } };
    await deliverBookingMail(recording, clock.now());
    const asked = await b.client.request('POST', `/api/v0/trips/${b.bookingId}/travelerEditRequests`, {
      traveler: 0,
      field: 'Name',
      correction: 'Grace Brewster Hopper',
    });
    expect(asked.status).toBe(201);
    await deliverBookingMail(recording, clock.now());
    await deliverBookingMail(recording, clock.now());
    const acks = sent.filter((m) => m.to === b.email && m.subject.startsWith('We received your correction request'));
    expect(acks).toHaveLength(1);
    expect(acks[0]!.text).toContain('Traveler: Grace Hopper');
    expect(acks[0]!.text).toContain('Name — Should read: Grace Brewster Hopper');
    expect(acks[0]!.text).toContain('most fares need a new ticket');
  });

  it('the test hook needs an address', async () => {
    const { client } = await signedInClient(ctx);
    await expectError(await client.request('GET', '/api/v0/testing/mail'), 400, 'ValidationFailed');
  });
});
