import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BookingPollAnswerSchema,
  CancelQuoteAnswerSchema,
  ExperienceTripSchema,
  FlightBookAnswerSchema,
  TripListAnswerSchema,
  TripSchema,
} from '../../src/lib/domain/booking/booking.schema';
import {
  ExperienceBookRequestSchema,
  ExperienceQuoteAnswerSchema,
  type ExperienceBookInput,
  type ExperienceSelection,
} from '../../src/lib/domain/booking/experience-book.schema';
import {
  ExperienceDetailsResponseSchema,
  type AgeBand,
  type Slot,
  type Travelers,
} from '../../src/lib/domain/experiences/experiences.schema';
import { TZDate } from '@date-fns/tz';
import { addDays, HOME_TIME_ZONE, homeToday } from '../../src/lib/domain/shared/dates';
import { bookings, ledgerEntries, outbox, rewardsAccounts } from '../../src/server/db/schema';
import { experienceDetails } from '../../src/server/inventory/experiences/availability';
import { cityExperiences, type Experience } from '../../src/server/inventory/experiences/catalog';
import { cityIndexByKey } from '../../src/server/inventory/lodging/catalog';
import { BOOKING_DEADLINE_MS, SUPPLIER_LATENCY_MS } from '../../src/server/services/booking/rules';
import { experienceAdapter } from '../../src/server/services/booking/experiences/adapter';
import { bookingMailDeps, deliverBookingMail } from '../../src/server/services/mail/outbox';
import type { MailMessage } from '../../src/server/services/mail/render';
import { fundBuyer } from './helpers/booking';
import { createTestContext, signedInClient, type Client, type TestContext } from './helpers/context';
import { expectError, mutableClock } from './helpers/http';
import { outboxPayloads } from './helpers/outbox';
import { person, save } from './helpers/profile';

// Experiences (activities) on the booking engine (SPEC §3 trip kind Experience, experience
// cancellation states; §4 booking outcome; §8 booking failures): details → quote → book → poll →
// Trips → cancel. A slot's places are the simulator's seeded `remaining` less the places bookings
// hold (travelers, or groups for a per-group price), taken under a per-slot lock; the lead traveler
// is a saved adult; refunds follow the operator's policy. Every date is from the test clock, and
// every test books an (experience, day) of its own, found in the catalog.

const BOOK = '/api/v0/experiences/book';
const HOUR = 3_600_000;
const clock = mutableClock();
let ctx: TestContext;
beforeAll(async () => {
  // Sessions outlive the days the cancel tests move the clock by.
  ctx = await createTestContext({ sessionTtlMinutes: 60 * 24 * 60 }, clock.now);
});
afterAll(() => ctx.close());
const db = () => ctx.database.db;

/** A day `n` days after the test clock's today (where the portal sets prices), 'YYYY-MM-DD'. */
const day = (n: number) => addDays(homeToday(clock.now().getTime()), n);
/** Activities earn at the hotels rate (SPEC §3): the test accounts' hotels multiplier is set apart from the others. */
const HOTELS_MULTIPLIER = 5;
const earnedMiles = (cents: number) => Math.ceil((cents * HOTELS_MULTIPLIER) / 100);

const party = (t: Partial<Travelers> = {}): Travelers => ({ Adult: 0, Senior: 0, Youth: 0, Child: 0, Infant: 0, Traveler: 0, ...t });
const bandsOf = (e: Experience) => e.bands.map((b) => b.band);
const has = (e: Experience, ...bands: AgeBand[]) => bands.every((b) => bandsOf(e).includes(b));
const perPerson = (e: Experience) => e.pricing.kind === 'PerPerson';
const family = (e: Experience) => perPerson(e) && !e.flags.includes('AdultsOnly');
const policyIs = (kind: Experience['cancellation']['kind']) => (e: Experience) => e.cancellation.kind === kind;

/**
 * A signed-in user with a miles account of `miles` (1 cent a mile, 5X on hotels and so on
 * activities), one saved card, and a saved lead traveler, Ada Lovelace, unless asked otherwise.
 */
async function user(miles = 200_000, lead: { givenName?: string; surname?: string; dateOfBirth?: string } = {}) {
  const { client, userId } = await signedInClient(ctx, { withMilesAccount: true });
  const { account, cardId } = await fundBuyer(db(), userId, miles);
  await db()
    .update(rewardsAccounts)
    .set({ earn: { hotelsMultiplier: HOTELS_MULTIPLIER, flightsMultiplier: 2, carsMultiplier: 3, homesMultiplier: 4 } })
    .where(eq(rewardsAccounts.id, account.id));
  const travelerId = await saveLead(client, lead);
  return { client, userId, account, cardId, travelerId };
}
type User = Awaited<ReturnType<typeof user>>;

async function saveLead(client: Client, d: { givenName?: string; surname?: string; dateOfBirth?: string } = {}) {
  const saved = await save(
    client,
    person({ givenName: d.givenName ?? 'Ada', surname: d.surname ?? 'Lovelace', dateOfBirth: d.dateOfBirth ?? '1985-12-10' }),
  );
  return saved.id;
}

/** A birth date making the lead `age` on `date`, their birthday `shift` days after it (0: on that very day). */
function bornFor(date: string, age: number, shift = 0): string {
  const birthday = addDays(date, shift);
  const year = Number(birthday.slice(0, 4)) - age - (shift > 0 ? 1 : 0);
  const md = birthday.slice(5);
  const leap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  return `${year}-${md === '02-29' && !leap(year) ? (shift === 0 ? '02-28' : '03-01') : md}`;
}

// ---------------------------------------------------------------------------------------------
// Finding what a test needs in the catalog: Paris first, then the other lodging cities in order.

const PARIS = cityIndexByKey('Paris|FR');
const CITIES = [PARIS, ...Array.from({ length: 80 }, (_, i) => i).filter((i) => i !== PARIS)];
/** `${experienceId}|${date}` a test has booked or will book: no two tests share a slot's places. */
const taken = new Set<string>();

interface Found {
  experience: Experience;
  date: string;
  slot: Slot;
  /** Every slot of the day for the party (the simulator's, before bookings). */
  slots: Slot[];
  travelers: Travelers;
  selection: ExperienceSelection;
}

/**
 * The first experience `experience` takes, on a day `from` to `from + days - 1` days ahead that no
 * other test took, with an Available slot for the party that `slot` takes.
 */
function findSlot(want: {
  experience?: (e: Experience) => boolean;
  travelers?: (e: Experience) => Travelers;
  slot?: (s: Slot, e: Experience, all: Slot[]) => boolean;
  from?: number;
  days?: number;
}): Found {
  const now = clock.now();
  const today = homeToday(now.getTime());
  const from = want.from ?? 20;
  const days = want.days ?? 40;
  for (const city of CITIES) {
    for (const experience of cityExperiences(city)) {
      if (want.experience && !want.experience(experience)) continue;
      const travelers = want.travelers?.(experience) ?? party({ Adult: 2 });
      for (let n = from; n < from + days; n++) {
        const date = day(n);
        const key = `${experience.id}|${date}`;
        if (taken.has(key)) continue;
        const { slots } = experienceDetails(experience, date, travelers, today, now);
        const slot = slots.find((s) => s.status === 'Available' && (want.slot?.(s, experience, slots) ?? true));
        if (!slot) continue;
        taken.add(key);
        return {
          experience,
          date,
          slot,
          slots,
          travelers,
          selection: { experienceId: experience.id, date, slotId: slot.slotId, travelers },
        };
      }
    }
  }
  throw new Error('no experience and slot in the catalog match');
}

// ---------------------------------------------------------------------------------------------
// The API.

async function details(c: Client, f: Pick<Found, 'experience' | 'date' | 'travelers'>) {
  const res = await c.request('POST', '/api/v0/experiences/details', { id: f.experience.id, date: f.date, travelers: f.travelers });
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return ExperienceDetailsResponseSchema.parse(JSON.parse(text));
}
/** The slot as the details page shows it now, bookings taken off. */
const slotNow = async (c: Client, f: Found) => (await details(c, f)).slots.find((s) => s.slotId === f.slot.slotId)!;

const quoteRes = (c: Client, selection: unknown) => c.request('POST', `${BOOK}/quote`, { selection });
async function quote(c: Client, selection: ExperienceSelection) {
  const res = await quoteRes(c, selection);
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return ExperienceQuoteAnswerSchema.parse(JSON.parse(text)).quote;
}

function request(u: User, f: Found, expectedTotal = f.slot.price!.total, extra: Partial<ExperienceBookInput> = {}): ExperienceBookInput {
  return {
    selection: f.selection,
    expectedTotal,
    leadTraveler: { travelerId: u.travelerId },
    contact: { email: 'ada@example.com', phone: '+1 212 555 0100' },
    payment: { paymentMethodId: u.cardId },
    ...extra,
  };
}
const withRewards = (u: User, amount: number) => ({
  payment: { paymentMethodId: u.cardId, rewards: { accountReferenceId: u.account.accountReferenceId, amount } },
});

const book = (c: Client, body: unknown, key = randomUUID()) => c.request('POST', BOOK, body, { 'Idempotency-Key': key });
async function scheduled(res: Response) {
  const text = await res.text();
  expect(res.status, text).toBe(201);
  return FlightBookAnswerSchema.parse(JSON.parse(text)).bookingId;
}
async function poll(c: Client, id: string) {
  const res = await c.request('GET', `${BOOK}/${id}`);
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return BookingPollAnswerSchema.parse(JSON.parse(text));
}
/** An experience trip as the API answers it. */
const TripShape = ExperienceTripSchema;
async function trip(c: Client, id: string) {
  const res = await c.request('GET', `/api/v0/trips/${id}`);
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return TripShape.parse(JSON.parse(text));
}
const tripList = async (c: Client) => ((await (await c.request('GET', '/api/v0/trips')).json()) as { trips: unknown[] }).trips;
/** Books, lets the operator answer and checks it confirmed; answers the trip. */
async function confirmed(u: User, body: ExperienceBookInput) {
  const id = await scheduled(await book(u.client, body));
  clock.advance(SUPPLIER_LATENCY_MS + 1);
  expect(await poll(u.client, id)).toMatchObject({ outcome: 'Success' });
  return trip(u.client, id);
}
/** The slot found, quoted and booked by card (and the rewards asked), confirmed. */
async function booked(u: User, f: Found, extra: Partial<ExperienceBookInput> = {}) {
  const q = await quote(u.client, f.selection);
  const t = await confirmed(u, request(u, f, q.breakdown.totalMinor, extra));
  return { quote: q, trip: t };
}

const balance = async (accountId: string) =>
  (await db().select().from(rewardsAccounts).where(eq(rewardsAccounts.id, accountId)))[0]!.balanceValue;
const ledgerOf = (bookingId: string) =>
  db().select().from(ledgerEntries).where(eq(ledgerEntries.bookingId, bookingId)).orderBy(asc(ledgerEntries.id));
const ledgerOfAccount = (accountId: string) =>
  db().select().from(ledgerEntries).where(eq(ledgerEntries.accountId, accountId)).orderBy(asc(ledgerEntries.id));
const bookingsOf = (userId: string) => db().select().from(bookings).where(eq(bookings.userId, userId));
/** Places of a slot held by bookings in any state but Declined and Canceled, from the rows themselves. */
async function heldPlaces(slotId: string) {
  const rows = await db()
    .select({ status: bookings.status, snapshot: bookings.snapshot })
    .from(bookings)
    .where(and(eq(bookings.product, 'Experience'), sql`${bookings.snapshot}->'slot'->>'slotId' = ${slotId}`));
  return rows
    .filter((r) => r.status !== 'Declined' && r.status !== 'Canceled')
    .reduce((n, r) => n + (r.snapshot as { places: number }).places, 0);
}

async function cancelQuote(c: Client, id: string) {
  const res = await c.request('POST', `/api/v0/trips/${id}/cancel/quote`);
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return CancelQuoteAnswerSchema.parse(JSON.parse(text)).quote;
}
const cancel = (c: Client, id: string, expectedRefundMinor: number, key = randomUUID()) =>
  c.request('POST', `/api/v0/trips/${id}/cancel`, { expectedRefundMinor }, { 'Idempotency-Key': key });
/** Moves the test clock to `at` (never back). */
function clockTo(at: number) {
  expect(at).toBeGreaterThanOrEqual(clock.now().getTime());
  clock.advance(at - clock.now().getTime());
}

// ---------------------------------------------------------------------------------------------

describe('experience quote', () => {
  it('prices the slot per age band: a line per band of the party adding up to the slot’s price, the day’s details, rewards and the hotels earn', async () => {
    const u = await user();
    const f = findSlot({
      experience: (e) => family(e) && has(e, 'Child', 'Adult', 'Senior'),
      travelers: () => party({ Adult: 2, Senior: 1, Child: 1 }),
      slot: (s) => s.remaining >= 4,
    });
    const shown = await details(u.client, f);
    const q = await quote(u.client, f.selection);
    expect(q.details).toEqual(shown);
    expect(q.slot).toEqual(shown.slots.find((s) => s.slotId === f.slot.slotId));
    expect(q.slot).toEqual(f.slot);
    // The bands in the experience's order (youngest first), each with its count.
    const order = bandsOf(f.experience).filter((b) => ['Child', 'Adult', 'Senior'].includes(b));
    expect(q.slot.price!.lines.map((l) => [l.unit, l.count])).toEqual(order.map((b) => [b, b === 'Adult' ? 2 : 1]));
    expect(q.breakdown.lines).toEqual(
      q.slot.price!.lines.map((l) => ({ kind: 'BaseFare', label: `${l.unit} × ${l.count}`, amountMinor: l.unitPrice * l.count })),
    );
    expect(q.breakdown.lines.reduce((n, l) => n + l.amountMinor, 0)).toBe(q.breakdown.totalMinor);
    expect(q.breakdown.totalMinor).toBe(f.slot.price!.total);
    // A child pays less than an adult; prices are whole dollars.
    const unit = (b: string) => q.slot.price!.lines.find((l) => l.unit === b)!.unitPrice;
    expect(unit('Child')).toBeLessThan(unit('Adult'));
    for (const l of q.slot.price!.lines) expect(l.unitPrice % 100).toBe(0);
    expect(q.earn).toEqual({ accountReferenceId: u.account.accountReferenceId, multiplier: HOTELS_MULTIPLIER, currency: 'Miles' });
    expect(q.rewards.accounts).toEqual([
      expect.objectContaining({ accountReferenceId: u.account.accountReferenceId, maxRedeemableMinor: q.breakdown.totalMinor }),
    ]);
  });

  it('prices a single-price experience as travelers (children too) and infants apart, at no charge', async () => {
    const u = await user();
    const f = findSlot({
      experience: (e) => family(e) && has(e, 'Traveler', 'Infant'),
      travelers: () => party({ Adult: 2, Child: 1, Infant: 1 }),
    });
    const q = await quote(u.client, f.selection);
    expect(q.breakdown.lines.map((l) => l.label)).toEqual(['Infant × 1', 'Traveler × 3']);
    expect(q.breakdown.lines[0]!.amountMinor).toBe(0);
    expect(q.breakdown.totalMinor).toBe(q.breakdown.lines[1]!.amountMinor);
    expect(q.breakdown.totalMinor).toBe(f.slot.price!.total);
  });

  it('prices a per-group experience per group: a party of one more than a group pays two groups', async () => {
    const u = await user();
    const f = findSlot({
      experience: (e) => e.pricing.kind === 'PerGroup' && !e.flags.includes('AdultsOnly') && e.capacity >= 2 && e.pricing.maxGroupSize < 15,
      travelers: (e) => party({ Adult: (e.pricing as { maxGroupSize: number }).maxGroupSize + 1 }),
      slot: (s) => s.remaining >= 2,
    });
    const { groupPrice, maxGroupSize } = f.experience.pricing as { groupPrice: number; maxGroupSize: number };
    const two = await quote(u.client, f.selection);
    const unitPrice = two.slot.price!.lines[0]!.unitPrice;
    // The day's factor on the group price, in whole dollars.
    expect(unitPrice % 100).toBe(0);
    expect(Math.abs(unitPrice - groupPrice)).toBeLessThanOrEqual(groupPrice * 0.4);
    expect(two.breakdown).toEqual({
      lines: [{ kind: 'BaseFare', label: 'Group × 2', amountMinor: 2 * unitPrice }],
      totalMinor: 2 * unitPrice,
    });
    expect(two.slot.price).toEqual({ total: 2 * unitPrice, lines: [{ unit: 'Group', count: 2, unitPrice, subtotal: 2 * unitPrice }] });
    const one = await quote(u.client, { ...f.selection, travelers: party({ Adult: maxGroupSize - 1, Child: 1 }) });
    expect(one.breakdown).toEqual({ lines: [{ kind: 'BaseFare', label: 'Group × 1', amountMinor: unitPrice }], totalMinor: unitPrice });
  });
});

describe('booking an experience', () => {
  it('books by card: Pending, then Success; the experience in GET /trips with its fields; the card earns at the hotels multiplier', async () => {
    const u = await user();
    const f = findSlot({ experience: (e) => family(e) && has(e, 'Adult', 'Child'), travelers: () => party({ Adult: 2, Child: 1 }) });
    const e = f.experience;
    const before = await slotNow(u.client, f);
    const q = await quote(u.client, f.selection);
    const id = await scheduled(await book(u.client, request(u, f, q.breakdown.totalMinor)));
    expect(await poll(u.client, id)).toEqual({ bookingId: id, outcome: 'Pending', pollAfterMs: expect.any(Number) });
    // Pending, the places are held already.
    expect((await slotNow(u.client, f)).remaining).toBe(before.remaining - 3);
    clock.advance(SUPPLIER_LATENCY_MS + 1);
    const done = await poll(u.client, id);
    expect(done).toMatchObject({ bookingId: id, outcome: 'Success', confirmationNumber: expect.stringMatching(/^[A-Z2-9]{6}$/) });

    const trips = await tripList(u.client);
    expect(trips).toHaveLength(1);
    const t = TripShape.parse(trips[0]);
    expect(t).toEqual(await trip(u.client, id));
    const earned = earnedMiles(q.breakdown.totalMinor);
    expect(t).toEqual({
      id,
      kind: 'Experience',
      reservation: 'Confirmed',
      ticket: 'Ticketed',
      confirmationNumber: done.outcome === 'Success' ? done.confirmationNumber : '',
      failure: null,
      createdAt: expect.any(String),
      experience: {
        id: e.id,
        title: e.title,
        city: e.city.name,
        country: e.city.country,
        timeZone: e.city.timeZone,
        itineraryType: e.itineraryType,
        durationMinutes: e.durationMinutes,
        description: e.description,
        image: e.images[0]!.url,
      },
      date: f.date,
      slot: { slotId: f.slot.slotId, startTime: f.slot.startTime, startsAt: f.slot.startsAt },
      travelers: f.travelers,
      price: f.slot.price,
      ticketFormat: e.ticket,
      guides: e.guides,
      pickup: e.pickup,
      cancellationPolicy: e.cancellation,
      leadTraveler: { givenName: 'Ada', surname: 'Lovelace' },
      breakdown: q.breakdown,
      protections: [],
      contact: { email: 'ada@example.com' },
      locale: 'en',
      cancellation: null,
      policy: null,
      approval: null,
      rewardsEarned: { amount: earned, currency: 'Miles', accountReferenceId: u.account.accountReferenceId },
      payment: {
        form: 'fiat',
        totalMinor: q.breakdown.totalMinor,
        cardMinor: q.breakdown.totalMinor,
        rewardsMinor: 0,
        walletMinor: 0,
        wallet: [],
        rewards: null,
        companyBilling: null,
      },
    });
    // The start is the slot's local time on the city's clock.
    expect(
      new Intl.DateTimeFormat('en-GB', { timeZone: e.city.timeZone, hour: '2-digit', minute: '2-digit' }).format(new Date(t.slot.startsAt)),
    ).toBe(f.slot.startTime);
    // Nothing of the traveler's document or contact phone in the trip.
    expect(JSON.stringify(t)).not.toMatch(/1985-12-10|555 0100/);
    expect((await ledgerOf(id)).map((l) => [l.kind, l.amount])).toEqual([['Earn', earned]]);
    expect(await balance(u.account.id)).toBe(200_000 + earned);
    const [row] = await bookingsOf(u.userId);
    expect(row).toMatchObject({ product: 'Experience', status: 'Confirmed', cardMinor: q.breakdown.totalMinor, rewardsMinor: 0 });
    expect(row!.snapshot).toMatchObject({ places: 3, paidMinor: q.breakdown.totalMinor, leadTraveler: { travelerId: u.travelerId } });
    expect((await slotNow(u.client, f)).remaining).toBe(before.remaining - 3);
  });

  it('splits rewards and card: the rewards held at once, debited on confirmation; the card part earns', async () => {
    const u = await user(200_000);
    const f = findSlot({ experience: family });
    const q = await quote(u.client, f.selection);
    const rewards = Math.min(5_000, q.breakdown.totalMinor - 1);
    const id = await scheduled(await book(u.client, request(u, f, q.breakdown.totalMinor, withRewards(u, rewards))));
    expect(await balance(u.account.id)).toBe(200_000 - rewards);
    expect((await poll(u.client, id)).outcome).toBe('Pending');
    clock.advance(SUPPLIER_LATENCY_MS + 1);
    expect((await poll(u.client, id)).outcome).toBe('Success');
    const t = await trip(u.client, id);
    const earned = earnedMiles(q.breakdown.totalMinor - rewards);
    expect(t.payment).toMatchObject({
      form: 'split',
      totalMinor: q.breakdown.totalMinor,
      rewardsMinor: rewards,
      cardMinor: q.breakdown.totalMinor - rewards,
      rewards: { accountReferenceId: u.account.accountReferenceId, amount: rewards, currency: 'Miles' },
    });
    expect(t.rewardsEarned).toEqual({ amount: earned, currency: 'Miles', accountReferenceId: u.account.accountReferenceId });
    expect((await ledgerOf(id)).map((l) => [l.kind, l.amount])).toEqual([
      ['Hold', -rewards],
      ['Earn', earned],
      ['Release', rewards],
      ['Debit', -rewards],
    ]);
    expect(await balance(u.account.id)).toBe(200_000 - rewards + earned);
  });

  it('a per-group booking takes one place per group: a party of one more than a group takes two', async () => {
    const u = await user();
    const f = findSlot({
      experience: (e) => e.pricing.kind === 'PerGroup' && e.capacity >= 2 && e.pricing.maxGroupSize < 15,
      travelers: (e) => party({ Adult: (e.pricing as { maxGroupSize: number }).maxGroupSize + 1 }),
      slot: (s) => s.remaining >= 2,
    });
    const before = await slotNow(u.client, f);
    const { trip: t } = await booked(u, f);
    expect(t.price.lines).toEqual([expect.objectContaining({ unit: 'Group', count: 2 })]);
    const [row] = await bookingsOf(u.userId);
    expect((row!.snapshot as { places: number }).places).toBe(2);
    const after = await slotNow(u.client, f);
    expect(after.remaining).toBe(before.remaining - 2);
    // The same party needs two places again.
    expect(after.status).toBe(after.remaining === 0 ? 'SoldOut' : after.remaining < 2 ? 'TooFewPlaces' : 'Available');
  });

  it('answers OfferInvalid with the old and new totals when the total differs, and holds nothing', async () => {
    const u = await user();
    const f = findSlot({ experience: family });
    const seen = f.slot.price!.total - 1_00;
    const error = await expectError(await book(u.client, request(u, f, seen, withRewards(u, 1_000))), 422, 'OfferInvalid');
    expect(error.details).toMatchObject({ oldTotal: seen, newTotal: f.slot.price!.total, nextAction: 'ConfirmNewPrice' });
    // Another party is another total too.
    const more = { ...request(u, f), selection: { ...f.selection, travelers: party({ Adult: 3 }) } };
    const bigger = await expectError(await book(u.client, more), 422, 'OfferInvalid');
    expect(bigger.details).toMatchObject({ oldTotal: f.slot.price!.total, newTotal: expect.any(Number) });
    expect((bigger.details as { newTotal: number }).newTotal).toBeGreaterThan(f.slot.price!.total);
    expect(await bookingsOf(u.userId)).toEqual([]);
    expect(await ledgerOfAccount(u.account.id)).toEqual([]);
    expect(await balance(u.account.id)).toBe(200_000);
  });
});

describe('Idempotency-Key', () => {
  it('makes one booking and one charge of 20 concurrent identical requests; the same key with another body answers IdempotencyKeyReused', async () => {
    const u = await user(200_000);
    const f = findSlot({ experience: family, slot: (s) => s.remaining >= 2 });
    const before = await slotNow(u.client, f);
    const body = request(u, f, f.slot.price!.total, withRewards(u, 1_000));
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => book(u.client, body, key)));
    const ids = await Promise.all(answers.map(scheduled));
    expect(new Set(ids).size).toBe(1);
    expect(answers.filter((a) => a.headers.get('Idempotent-Replayed') === 'true')).toHaveLength(19);
    const rows = await bookingsOf(u.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ cardMinor: f.slot.price!.total - 1_000, rewardsMinor: 1_000 });
    expect((await ledgerOfAccount(u.account.id)).map((l) => [l.kind, l.amount])).toEqual([['Hold', -1_000]]);
    expect(await balance(u.account.id)).toBe(199_000);
    // One booking's places, not twenty.
    expect((await slotNow(u.client, f)).remaining).toBe(before.remaining - 2);

    await expectError(
      await book(u.client, { ...body, contact: { ...body.contact, email: 'other@example.com' } }, key),
      422,
      'IdempotencyKeyReused',
    );
    await expectError(await book(u.client, { ...body, locale: 'fr' }, key), 422, 'IdempotencyKeyReused');
    // Settled, the first answer is still replayed.
    clock.advance(SUPPLIER_LATENCY_MS + 1);
    expect((await poll(u.client, ids[0]!)).outcome).toBe('Success');
    const again = await book(u.client, body, key);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await scheduled(again)).toBe(ids[0]);
    expect(await bookingsOf(u.userId)).toHaveLength(1);
    expect((await ledgerOfAccount(u.account.id)).filter((l) => l.kind === 'Hold')).toHaveLength(1);
  });
});

describe('the last places', () => {
  it('a slot sold out between quote and book answers NoAvailability: nothing charged, nothing held, the quote says so too', async () => {
    const late = await user();
    const f = findSlot({ experience: family, travelers: () => party({ Adult: 1 }), slot: (s) => s.remaining <= 3 });
    const left = f.slot.remaining;
    const q = await quote(late.client, f.selection);
    expect(q.slot).toMatchObject({ remaining: left, status: 'Available' });
    // Other users take every place left, one each.
    for (let i = 0; i < left; i++) {
      const other = await user();
      await confirmed(other, request(other, f, q.breakdown.totalMinor));
    }
    expect(await heldPlaces(f.slot.slotId)).toBe(left);
    expect(await slotNow(late.client, f)).toMatchObject({ remaining: 0, status: 'SoldOut' });

    const error = await expectError(
      await book(late.client, request(late, f, q.breakdown.totalMinor, withRewards(late, 2_000))),
      422,
      'NoAvailability',
    );
    expect(error.details).toMatchObject({ nextAction: 'SearchAgain' });
    expect(await bookingsOf(late.userId)).toEqual([]);
    expect(await ledgerOfAccount(late.account.id)).toEqual([]);
    expect(await balance(late.account.id)).toBe(200_000);
    expect(await heldPlaces(f.slot.slotId)).toBe(left);
    const again = await expectError(await quoteRes(late.client, f.selection), 422, 'NoAvailability');
    expect(again.details).toMatchObject({ nextAction: 'SearchAgain', fields: [{ path: 'selection.slotId' }] });
  });

  it('a party larger than the places left answers NoAvailability while a smaller one still books', async () => {
    const f = findSlot({ experience: family, travelers: () => party({ Adult: 1 }), slot: (s) => s.remaining >= 2 && s.remaining <= 3 });
    const first = await user();
    // Leaves exactly one place.
    const firstParty = party({ Adult: f.slot.remaining - 1 });
    const q1 = await quote(first.client, { ...f.selection, travelers: firstParty });
    await confirmed(first, { ...request(first, f, q1.breakdown.totalMinor), selection: { ...f.selection, travelers: firstParty } });
    const pair = await user();
    const two = { ...f.selection, travelers: party({ Adult: 2 }) };
    expect((await details(pair.client, { ...f, travelers: two.travelers })).slots.find((s) => s.slotId === f.slot.slotId)).toMatchObject({
      remaining: 1,
      status: 'TooFewPlaces',
    });
    await expectError(await quoteRes(pair.client, two), 422, 'NoAvailability');
    const price2 = experienceDetails(f.experience, f.date, two.travelers, homeToday(clock.now().getTime()), clock.now()).slots.find(
      (s) => s.slotId === f.slot.slotId,
    )!.price!.total;
    await expectError(await book(pair.client, { ...request(pair, f, price2), selection: two }), 422, 'NoAvailability');
    expect(await bookingsOf(pair.userId)).toEqual([]);
    const single = await user();
    await confirmed(single, request(single, f));
    expect(await slotNow(single.client, f)).toMatchObject({ remaining: 0, status: 'SoldOut' });
  });

  it('sells exactly the last places when more users race for them than there are places; the others answer NoAvailability, charged nothing', async () => {
    const f = findSlot({ experience: family, travelers: () => party({ Adult: 1 }), slot: (s) => s.remaining >= 2 && s.remaining <= 3 });
    const places = f.slot.remaining;
    const racers = await Promise.all(Array.from({ length: places + 4 }, () => user(50_000)));
    const answers = await Promise.all(racers.map((r) => book(r.client, request(r, f, f.slot.price!.total, withRewards(r, 1_000)))));
    const statuses = answers.map((a) => a.status);
    expect(
      statuses.filter((s) => s === 201),
      JSON.stringify(statuses),
    ).toHaveLength(places);
    expect(statuses.filter((s) => s === 422)).toHaveLength(4);
    const winners: { racer: User; id: string }[] = [];
    for (const [i, a] of answers.entries()) {
      const racer = racers[i]!;
      if (a.status === 201) {
        winners.push({ racer, id: await scheduled(a) });
        expect(await balance(racer.account.id)).toBe(49_000);
      } else {
        await expectError(a, 422, 'NoAvailability');
        expect(await bookingsOf(racer.userId)).toEqual([]);
        expect(await ledgerOfAccount(racer.account.id)).toEqual([]);
        expect(await balance(racer.account.id)).toBe(50_000);
      }
    }
    expect(await heldPlaces(f.slot.slotId)).toBe(places);
    expect(await slotNow(racers[0]!.client, f)).toMatchObject({ remaining: 0, status: 'SoldOut' });
    clock.advance(SUPPLIER_LATENCY_MS + 1);
    for (const w of winners) {
      expect((await poll(w.racer.client, w.id)).outcome).toBe('Success');
      const paidByCard = f.slot.price!.total - 1_000;
      expect(await balance(w.racer.account.id)).toBe(49_000 + earnedMiles(paidByCard));
    }
  });

  it('claim, in the booking’s transaction, counts the places held since the request was priced', async () => {
    // What a booking priced before the others committed meets: price() saw the places, claim() must not.
    const late = await user();
    const f = findSlot({ experience: family, travelers: () => party({ Adult: 1 }), slot: (s) => s.remaining <= 3 });
    const priced = await experienceAdapter.price(db(), late.userId, ExperienceBookRequestSchema.parse(request(late, f)), clock.now());
    if (priced.kind !== 'Priced') throw new Error(`not priced: ${priced.kind}`);
    expect(priced.details.places).toBe(1);
    const claim = () => db().transaction((tx) => experienceAdapter.claim!(tx, priced.details));
    expect(await claim()).toBeNull();
    for (let i = 0; i < f.slot.remaining - 1; i++) {
      const other = await user();
      await scheduled(await book(other.client, request(other, f)));
    }
    // One place left: this booking's to take, not a two-place party's.
    expect(await claim()).toBeNull();
    expect(await db().transaction((tx) => experienceAdapter.claim!(tx, { ...priced.details, places: 2 }))).toBe('NoAvailability');
    const last = await user();
    await scheduled(await book(last.client, request(last, f)));
    expect(await claim()).toBe('NoAvailability');
  });

  it('parties of two racing for three places: one books, the other answers NoAvailability', async () => {
    const f = findSlot({ experience: family, travelers: () => party({ Adult: 2 }), slot: (s) => s.remaining === 3 });
    const [a, b] = [await user(), await user()];
    const answers = await Promise.all([a, b].map((r) => book(r.client, request(r, f))));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 422]);
    await expectError(
      answers.find((r) => r.status === 422)!,
      422,
      'NoAvailability',
    );
    expect(await heldPlaces(f.slot.slotId)).toBe(2);
    expect(await slotNow(a.client, { ...f, travelers: party({ Adult: 1 }) })).toMatchObject({ remaining: 1, status: 'Available' });
  });
});

describe('bad input names the field', () => {
  /** The error of a quote and of a book of the same selection: the same code and field, and nothing booked. */
  async function refused(u: User, selection: unknown, status: number, code: string, path?: string) {
    const q = await expectError(await quoteRes(u.client, selection), status, code);
    const body = {
      selection,
      expectedTotal: 10_000,
      leadTraveler: { travelerId: u.travelerId },
      contact: { email: 'ada@example.com', phone: '+1 212 555 0100' },
      payment: { paymentMethodId: u.cardId },
    };
    const b = await expectError(await book(u.client, body), status, code);
    if (path) {
      expect(q.details).toMatchObject({ fields: [{ path, message: q.message }] });
      expect(b.details).toMatchObject({ fields: [{ path, message: b.message }] });
    }
    expect(await bookingsOf(u.userId)).toEqual([]);
    return q;
  }

  it('a past date and one beyond a year (InvalidDates selection.date)', async () => {
    const u = await user();
    const f = findSlot({ experience: family });
    await refused(u, { ...f.selection, date: day(-1) }, 422, 'InvalidDates', 'selection.date');
    await refused(u, { ...f.selection, date: day(366) }, 422, 'InvalidDates', 'selection.date');
    // Not a date at all: the schema's 400.
    await refused(u, { ...f.selection, date: '2027-02-30' }, 400, 'ValidationFailed');
  });

  it('an unknown slot, a slot of another day or of another experience (ValidationFailed selection.slotId)', async () => {
    const u = await user();
    const f = findSlot({ experience: family });
    const other = findSlot({ experience: (e) => family(e) && e.id !== f.experience.id });
    await refused(u, { ...f.selection, slotId: `${f.experience.id}@${f.date}T25:00` }, 422, 'ValidationFailed', 'selection.slotId');
    await refused(
      u,
      { ...f.selection, slotId: f.slot.slotId.replace(f.date, addDays(f.date, 1)) },
      422,
      'ValidationFailed',
      'selection.slotId',
    );
    await refused(u, { ...f.selection, slotId: other.slot.slotId }, 422, 'ValidationFailed', 'selection.slotId');
  });

  it('an unknown experience answers 404', async () => {
    const u = await user();
    const f = findSlot({ experience: family });
    const count = cityExperiences(PARIS).length;
    for (const experienceId of [`e${PARIS}-${count}`, 'e99999-0', 'x1-1', `e0${PARIS}-0`]) {
      await refused(u, { ...f.selection, experienceId }, 404, 'NotFound');
    }
  });

  it.each([
    ['no traveler', {}, /at least one traveler/],
    ['children without an adult', { Child: 2 }, /at least one adult/],
    ['an infant and a youth without an adult', { Infant: 1, Youth: 1 }, /at least one adult/],
    ['more than 15 travelers', { Adult: 10, Child: 6 }, /at most 15/],
  ] as const)('%s (ValidationFailed selection.travelers)', async (_name, travelers, message) => {
    const u = await user();
    const f = findSlot({ experience: family });
    const error = await refused(u, { ...f.selection, travelers: party(travelers) }, 422, 'ValidationFailed', 'selection.travelers');
    expect(error.message).toMatch(message);
  });

  it.each([
    [
      'a per-group experience',
      (e: Experience) => e.pricing.kind === 'PerGroup' && e.capacity * e.pricing.maxGroupSize < 15,
      (e: Experience) => e.capacity * (e.pricing as { maxGroupSize: number }).maxGroupSize,
    ],
    ['a per-person experience', (e: Experience) => family(e) && e.capacity < 15, (e: Experience) => e.capacity],
  ] as const)('a party larger than a slot of %s can take (ValidationFailed selection.travelers)', async (_name, pick, most) => {
    const u = await user();
    const f = findSlot({ experience: pick });
    const n = most(f.experience);
    const error = await refused(u, { ...f.selection, travelers: party({ Adult: n + 1 }) }, 422, 'ValidationFailed', 'selection.travelers');
    expect(error.message).toContain(`at most ${n} travelers`);
    // As many as it takes is no such error.
    const res = await quoteRes(u.client, { ...f.selection, travelers: party({ Adult: n }) });
    if (res.status !== 200) expect((await expectError(res, 422)).code).toBe('NoAvailability');
  });

  it('an adults-only experience with a child (ValidationFailed selection.travelers)', async () => {
    const u = await user();
    const f = findSlot({ experience: (e) => e.flags.includes('AdultsOnly') });
    const error = await refused(
      u,
      { ...f.selection, travelers: party({ Adult: 2, Child: 1 }) },
      422,
      'ValidationFailed',
      'selection.travelers',
    );
    expect(error.message).toMatch(/adults only/);
    await refused(u, { ...f.selection, travelers: party({ Adult: 1, Youth: 1 }) }, 422, 'ValidationFailed', 'selection.travelers');
    // The adults alone book.
    await booked(u, f);
  });

  it('a slot closing within the hour, then started (InvalidDates selection.slotId); a later slot of the day still books', async () => {
    const u = await user();
    const f = findSlot({
      experience: (e) => family(e) && e.flags.includes('AvailableToday') && e.startTimes.length >= 2,
      // The day's first slot, with a later one open too that still sells once the first has started.
      slot: (s, _e, all) =>
        s.slotId === all[0]!.slotId &&
        all.some((o) => o.status === 'Available' && Date.parse(o.startsAt) - Date.parse(s.startsAt) >= 2 * HOUR),
      from: 2,
      days: 20,
    });
    const later = f.slots.find((o) => o.status === 'Available' && Date.parse(o.startsAt) - Date.parse(f.slot.startsAt) >= 2 * HOUR)!;
    const start = Date.parse(f.slot.startsAt);
    clockTo(start - HOUR - 1);
    expect((await quote(u.client, f.selection)).slot.status).toBe('Available');
    clock.advance(1);
    const closed = await refused(u, f.selection, 422, 'InvalidDates', 'selection.slotId');
    expect(closed.message).toMatch(/an hour before it starts/);
    expect((await slotNow(u.client, f)).status).toBe('NotBookable');
    const q = await quote(u.client, { ...f.selection, slotId: later.slotId });
    expect(q.breakdown.totalMinor).toBe(later.price!.total);
    clockTo(start + 1);
    await refused(u, f.selection, 422, 'InvalidDates', 'selection.slotId');
    // The later slot books.
    await confirmed(u, { ...request(u, f, q.breakdown.totalMinor), selection: { ...f.selection, slotId: later.slotId } });
  });

  it('on its own day an experience without same-day booking does not sell (InvalidDates selection.slotId); one with it does', async () => {
    const u = await user();
    const paris = (sameDay: boolean) => (e: Experience) =>
      e.city.name === 'Paris' && family(e) && e.flags.includes('AvailableToday') === sameDay;
    const morning = (s: Slot) => s.startTime >= '09:00';
    let pair: [Found, Found] | undefined;
    for (let n = 3; n < 40 && !pair; n++) {
      try {
        pair = [
          findSlot({ experience: paris(false), slot: morning, from: n, days: 1 }),
          findSlot({ experience: paris(true), slot: morning, from: n, days: 1 }),
        ];
      } catch {
        continue;
      }
    }
    const [closed, open] = pair!;
    expect(open.date).toBe(closed.date);
    // 01:00 at home on that day: 06:00 or 07:00 in Paris, two hours or more before a 09:00 start.
    const [y, m, d] = closed.date.split('-').map(Number) as [number, number, number];
    clockTo(new TZDate(y, m - 1, d, 1, 0, HOME_TIME_ZONE).getTime());
    expect(homeToday(clock.now().getTime())).toBe(closed.date);
    expect(Date.parse(closed.slot.startsAt) - clock.now().getTime()).toBeGreaterThan(HOUR);
    await refused(u, closed.selection, 422, 'InvalidDates', 'selection.slotId');
    expect((await details(u.client, closed)).experience.availability).toEqual({ kind: 'Unavailable', reason: 'NotBookableToday' });
    await confirmed(u, request(u, open, (await quote(u.client, open.selection)).breakdown.totalMinor));
  });

  it('malformed selections answer 400', async () => {
    const u = await user();
    const f = findSlot({ experience: family });
    for (const selection of [
      { ...f.selection, travelers: { Adult: -1 } },
      { ...f.selection, travelers: { Adult: 16 } },
      { ...f.selection, slotId: '' },
      { ...f.selection, experienceId: 'e'.repeat(41) },
      { ...f.selection, slotId: 'x\u0000y' },
    ]) {
      await expectError(await quoteRes(u.client, selection), 400, 'ValidationFailed');
    }
    await expectError(await book(u.client, { ...request(u, f), expectedTotal: -1 }), 400, 'ValidationFailed');
    await expectError(await u.client.request('POST', BOOK, request(u, f)), 400);
    expect(await bookingsOf(u.userId)).toEqual([]);
  });
});

describe('the lead traveler', () => {
  it('is a saved traveler of the user: another user’s or an unknown one answers 422 InvalidPassengers naming leadTraveler.travelerId', async () => {
    const owner = await user();
    const u = await user();
    const f = findSlot({ experience: family });
    for (const travelerId of [owner.travelerId, randomUUID()]) {
      const body = { ...request(u, f, f.slot.price!.total, withRewards(u, 1_000)), leadTraveler: { travelerId } };
      const error = await expectError(await book(u.client, body), 422, 'InvalidPassengers');
      expect(error.details).toMatchObject({
        nextAction: 'EditTravelers',
        fields: [{ path: 'leadTraveler.travelerId', message: error.message }],
      });
    }
    expect(await bookingsOf(u.userId)).toEqual([]);
    expect(await balance(u.account.id)).toBe(200_000);
  });

  it.each([
    ['17, turning 18 the next day', 17, 1, false],
    ['18 on the day itself', 18, 0, true],
    ['12', 12, 30, false],
  ] as const)('a lead who is %s on the day of the activity', async (_name, age, shift, ok) => {
    const u = await user();
    const f = findSlot({ experience: family, travelers: () => party({ Adult: 1, Child: 1 }) });
    const travelerId = await saveLead(u.client, { givenName: 'Grace', surname: 'Hopper', dateOfBirth: bornFor(f.date, age, shift) });
    const body = { ...request(u, f), leadTraveler: { travelerId } };
    if (ok) {
      const t = await confirmed(u, body);
      expect(t.leadTraveler).toEqual({ givenName: 'Grace', surname: 'Hopper' });
      return;
    }
    const error = await expectError(await book(u.client, body), 422, 'InvalidPassengers');
    expect(error.details).toMatchObject({ fields: [{ path: 'leadTraveler.travelerId', message: error.message }] });
    expect(error.message).toMatch(/18 or older/);
    expect(await bookingsOf(u.userId)).toEqual([]);
  });

  it('a contact without a usable email or phone answers 422 InvalidPassengers', async () => {
    const u = await user();
    const f = findSlot({ experience: family });
    const error = await expectError(
      await book(u.client, { ...request(u, f), contact: { email: 'not-an-email', phone: '12' } }),
      422,
      'InvalidPassengers',
    );
    expect(JSON.stringify(error.details)).toContain('contact.email');
    expect(JSON.stringify(error.details)).toContain('contact.phone');
    expect(await bookingsOf(u.userId)).toEqual([]);
  });
});

describe('the operator’s failures', () => {
  it.each(['NoAvailability', 'CardDeclined', 'PollingTimeout'] as const)(
    'a lead surnamed %s fails the booking: Failed, nothing charged, the rewards back, the places free again',
    async (code) => {
      const u = await user(50_000, { surname: code });
      const f = findSlot({ experience: family });
      const before = await slotNow(u.client, f);
      const id = await scheduled(await book(u.client, request(u, f, f.slot.price!.total, withRewards(u, 3_000))));
      expect(await balance(u.account.id)).toBe(47_000);
      expect((await slotNow(u.client, f)).remaining).toBe(before.remaining - 2);
      clock.advance(SUPPLIER_LATENCY_MS + 1);
      if (code === 'PollingTimeout') {
        expect((await poll(u.client, id)).outcome).toBe('Pending');
        clock.advance(BOOKING_DEADLINE_MS);
      }
      expect(await poll(u.client, id)).toMatchObject({ bookingId: id, outcome: 'Failed', failure: { code } });
      expect(await trip(u.client, id)).toMatchObject({
        kind: 'Experience',
        reservation: 'Declined',
        confirmationNumber: null,
        rewardsEarned: null,
        failure: { code },
      });
      expect((await ledgerOf(id)).map((l) => [l.kind, l.amount])).toEqual([
        ['Hold', -3_000],
        ['Release', 3_000],
      ]);
      expect(await balance(u.account.id)).toBe(50_000);
      expect(await outboxPayloads(db(), 'BookingConfirmed', id)).toEqual([]);
      expect(await cancelQuote(u.client, id)).toMatchObject({ kind: 'NotCancelable', reason: 'NotBooked' });
      expect((await slotNow(u.client, f)).remaining).toBe(before.remaining);
    },
  );

  it('has no tickets to issue: a lead surnamed TicketingUnconfirmed books', async () => {
    const u = await user(50_000, { surname: 'TicketingUnconfirmed' });
    const { trip: t } = await booked(u, findSlot({ experience: family }));
    expect(t).toMatchObject({ reservation: 'Confirmed', failure: null });
  });
});

describe('isolation', () => {
  it('answers 404 for another user’s experience: poll, trip, cancel quote and cancel; their Trips list is empty', async () => {
    const owner = await user();
    const { trip: t } = await booked(owner, findSlot({ experience: (e) => family(e) && policyIs('FullyRefundable')(e) }));
    const intruder = await user();
    await expectError(await intruder.client.request('GET', `${BOOK}/${t.id}`), 404, 'NotFound');
    await expectError(await intruder.client.request('GET', `/api/v0/trips/${t.id}`), 404, 'NotFound');
    await expectError(await intruder.client.request('POST', `/api/v0/trips/${t.id}/cancel/quote`), 404, 'NotFound');
    await expectError(await cancel(intruder.client, t.id, t.payment.totalMinor), 404, 'NotFound');
    expect(TripListAnswerSchema.parse(await (await intruder.client.request('GET', '/api/v0/trips')).json()).trips).toEqual([]);
    expect(await tripList(owner.client)).toHaveLength(1);
    expect(await trip(owner.client, t.id)).toMatchObject({ reservation: 'Confirmed', cancellation: null });
  });
});

describe('cancelling an experience', () => {
  it('a fully refundable one before its deadline: everything back exactly, balances as before, the places free again', async () => {
    const u = await user(100_000);
    const f = findSlot({ experience: (e) => family(e) && policyIs('FullyRefundable')(e) });
    const before = await slotNow(u.client, f);
    const { trip: t, quote: q } = await booked(u, f, withRewards(u, 4_000));
    const paid = q.breakdown.totalMinor;
    const earned = earnedMiles(paid - 4_000);
    expect(t.rewardsEarned?.amount).toBe(earned);
    expect(await balance(u.account.id)).toBe(96_000 + earned);
    expect((await slotNow(u.client, f)).remaining).toBe(before.remaining - 2);

    expect(await cancelQuote(u.client, t.id)).toEqual({
      kind: 'Cancelable',
      refund: {
        why: 'FreeCancellation',
        refundMinor: paid,
        feeMinor: 0,
        keptMinor: 0,
        routes: [
          { route: 'Card', amountMinor: paid - 4_000 },
          {
            route: 'Rewards',
            amountMinor: 4_000,
            rewards: { accountReferenceId: u.account.accountReferenceId, amount: 4_000, currency: 'Miles' },
          },
        ],
        rewardsEarnedReversed: { amount: earned, currency: 'Miles', accountReferenceId: u.account.accountReferenceId },
      },
    });
    const res = await cancel(u.client, t.id, paid);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(TripShape.parse(await res.json())).toMatchObject({
      reservation: 'Canceled',
      cancellation: { refund: { refundMinor: paid, keptMinor: 0 } },
    });
    expect(await balance(u.account.id)).toBe(100_000);
    const ledger = await ledgerOf(t.id);
    expect(ledger.map((l) => [l.kind, l.amount])).toEqual([
      ['Hold', -4_000],
      ['Earn', earned],
      ['Release', 4_000],
      ['Debit', -4_000],
      ['Refund', 4_000],
      ['EarnReversal', -earned],
    ]);
    expect(ledger.reduce((n, l) => n + l.amount, 0)).toBe(0);
    expect(await outboxPayloads(db(), 'BookingCanceled', t.id)).toHaveLength(1);
    // The places are the slot's again: details and quote show them.
    expect(await slotNow(u.client, f)).toEqual(before);
    expect((await quote(u.client, f.selection)).slot.remaining).toBe(before.remaining);
    // Once: a second cancel refunds nothing more.
    await expectError(await cancel(u.client, t.id, 0), 409, 'AlreadyCanceled');
    expect(await balance(u.account.id)).toBe(100_000);
  });

  it('a fully refundable one cancels free until its deadline (excluded), then not at all: NotCancelable NonRefundable', async () => {
    const u = await user();
    const f = findSlot({ experience: (e) => family(e) && policyIs('FullyRefundable')(e), from: 3, days: 20 });
    const { trip: t, quote: q } = await booked(u, f);
    const hours = (f.experience.cancellation as { hoursBefore: number }).hoursBefore;
    const deadline = Date.parse(t.slot.startsAt) - hours * HOUR;
    clockTo(deadline - 1);
    expect(await cancelQuote(u.client, t.id)).toMatchObject({
      kind: 'Cancelable',
      refund: { why: 'FreeCancellation', refundMinor: q.breakdown.totalMinor, keptMinor: 0 },
    });
    clock.advance(1);
    const late = await cancelQuote(u.client, t.id);
    expect(late).toEqual({
      kind: 'NotCancelable',
      reason: 'NonRefundable',
      contact: 'Support',
      message: expect.stringContaining('free cancellation period has ended'),
    });
    const error = await expectError(await cancel(u.client, t.id, q.breakdown.totalMinor), 409, 'NonRefundable');
    expect(error.details).toMatchObject({ contact: 'Support' });
    expect((await trip(u.client, t.id)).reservation).toBe('Confirmed');
  });

  it('a partially refundable one gives its percentage back until its deadline and keeps the rest; after it nothing', async () => {
    const u = await user(100_000);
    const f = findSlot({
      experience: (e) => family(e) && policyIs('PartiallyRefundable')(e),
      // Three travelers: an odd number of dollars is likely, so the percentage rounds.
      travelers: () => party({ Adult: 3 }),
      from: 5,
      days: 30,
    });
    const policy = f.experience.cancellation as { hoursBefore: number; refundPercentage: number };
    const { trip: t, quote: q } = await booked(u, f, withRewards(u, 2_000));
    const paid = q.breakdown.totalMinor;
    const refund = Math.floor((paid * policy.refundPercentage) / 100);
    const kept = paid - refund;
    const card = paid - 2_000;
    expect(card).toBeGreaterThan(kept);
    const earned = t.rewardsEarned!.amount;
    const cq = await cancelQuote(u.client, t.id);
    expect(cq).toMatchObject({
      kind: 'Cancelable',
      refund: {
        why: 'PartialRefund',
        refundMinor: refund,
        feeMinor: kept,
        keptMinor: kept,
        // The fee comes off the card first; the rewards come back whole.
        routes: [
          { route: 'Card', amountMinor: card - kept },
          { route: 'Rewards', amountMinor: 2_000, rewards: { amount: 2_000 } },
        ],
      },
    });
    const reversed = cq.kind === 'Cancelable' ? (cq.refund.rewardsEarnedReversed?.amount ?? 0) : 0;
    expect(reversed).toBe(Math.round((earned * (card - kept)) / card));

    // Another booking of the same policy, past its deadline: nothing back.
    const other = await user();
    const g = findSlot({
      experience: (e) => e.id === f.experience.id,
      travelers: () => party({ Adult: 1 }),
      from: 5,
      days: 30,
    });
    const { trip: late } = await booked(other, g);

    const res = await cancel(u.client, t.id, refund);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(TripShape.parse(await res.json()).cancellation?.refund).toMatchObject({ refundMinor: refund, keptMinor: kept });
    expect(await balance(u.account.id)).toBe(100_000 + earned - reversed);
    expect((await ledgerOf(t.id)).reduce((n, l) => n + l.amount, 0)).toBe(earned - reversed);

    clockTo(Date.parse(late.slot.startsAt) - policy.hoursBefore * HOUR - 1);
    expect(await cancelQuote(other.client, late.id)).toMatchObject({ kind: 'Cancelable', refund: { why: 'PartialRefund' } });
    clock.advance(1);
    expect(await cancelQuote(other.client, late.id)).toMatchObject({ kind: 'NotCancelable', reason: 'NonRefundable', contact: 'Support' });
    await expectError(await cancel(other.client, late.id, 0), 409, 'NonRefundable');
  });

  it('a non-refundable ticket does not cancel: NotCancelable NonCancellable, contact support; the places stay taken', async () => {
    const u = await user();
    const f = findSlot({ experience: (e) => family(e) && policyIs('NonRefundable')(e) });
    const before = await slotNow(u.client, f);
    const { trip: t } = await booked(u, f, withRewards(u, 2_000));
    const balanceBefore = await balance(u.account.id);
    expect(await cancelQuote(u.client, t.id)).toEqual({
      kind: 'NotCancelable',
      reason: 'NonCancellable',
      contact: 'Support',
      message: expect.stringContaining('operator keeps the places'),
    });
    const error = await expectError(await cancel(u.client, t.id, 0), 409, 'NonCancellable');
    expect(error.details).toMatchObject({ contact: 'Support' });
    expect((await trip(u.client, t.id)).reservation).toBe('Confirmed');
    expect(await balance(u.account.id)).toBe(balanceBefore);
    expect((await slotNow(u.client, f)).remaining).toBe(before.remaining - 2);
  });

  it('once the activity has started: NotCancelable PastActivityStart, whatever the policy', async () => {
    const u = await user();
    const f = findSlot({ experience: (e) => family(e) && policyIs('FullyRefundable')(e), from: 2, days: 20 });
    const { trip: t } = await booked(u, f);
    clockTo(Date.parse(t.slot.startsAt) - 1);
    expect(await cancelQuote(u.client, t.id)).toMatchObject({ kind: 'NotCancelable', reason: 'NonRefundable' });
    clock.advance(1);
    expect(await cancelQuote(u.client, t.id)).toEqual({
      kind: 'NotCancelable',
      reason: 'PastActivityStart',
      contact: 'Support',
      message: expect.stringContaining('has started'),
    });
    await expectError(await cancel(u.client, t.id, 0), 409, 'PastActivityStart');
    expect((await trip(u.client, t.id)).reservation).toBe('Confirmed');
  });
});

describe('the confirmation email', () => {
  /** Sends what the outbox has due through a recording sender; answers the messages to `to`. */
  async function mailTo(to: string): Promise<MailMessage[]> {
    const sent: MailMessage[] = [];
    const deps = { ...bookingMailDeps(ctx.config, db()), sender: { send: async (m: MailMessage) => void sent.push(m) } };
    for (let run = 0; run < 20; run++) if ((await deliverBookingMail(deps, clock.now(), 100)).sent === 0) break;
    return sent.filter((m) => m.to === to);
  }
  const spaces = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

  it.each([
    [
      'en',
      'Booking confirmed',
      ':',
      [
        'Your activity is booked',
        'Your activity',
        'When: ',
        '(local time in Paris)',
        'Travelers: 2 adults',
        'Lead traveler: Ada Lovelace',
        '2 adults: $',
        'Free cancellation until ',
      ],
    ],
    [
      'fr',
      'Réservation confirmée',
      ' :',
      [
        'Votre activité est réservée',
        'Votre activité',
        'Quand : ',
        '(heure locale à Paris)',
        'Voyageurs : 2 adultes',
        'Voyageur principal : Ada Lovelace',
        '2 adultes : ',
        'Annulation gratuite jusqu’au ',
      ],
    ],
  ] as const)(
    'is queued once in the outbox on confirmation and reads as an activity in %s',
    async (locale, confirmedWord, colon, phrases) => {
      const u = await user();
      const email = `ada-${randomUUID()}@example.com`;
      const f = findSlot({
        experience: (e) => e.city.name === 'Paris' && family(e) && has(e, 'Adult') && policyIs('FullyRefundable')(e),
      });
      const t = await confirmed(u, { ...request(u, f), contact: { email, phone: '+1 212 555 0100' }, locale });
      expect(t.locale).toBe(locale);
      expect(await outboxPayloads(db(), 'BookingConfirmed', t.id)).toEqual([{ bookingId: t.id, userId: u.userId }]);
      const messages = await mailTo(email);
      expect(messages).toHaveLength(1);
      const m = messages[0]!;
      const text = spaces(m.text);
      expect(spaces(m.subject)).toBe(`${confirmedWord} ${t.confirmationNumber}${colon} ${f.experience.title}, Paris`);
      for (const phrase of phrases) expect(text).toContain(phrase);
      expect(text).toContain(`  ${f.experience.title}, Paris`);
      // The start as the city's clock reads it: the slot's own start time.
      const [h, min] = f.slot.startTime.split(':').map(Number) as [number, number];
      expect(text).toContain(
        locale === 'en'
          ? `${h % 12 || 12}:${String(min).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'} (local time in Paris)`
          : `${h} h ${String(min).padStart(2, '0')} (heure locale à Paris)`,
      );
      // Nothing of a flight, a stay or a car.
      expect(text).not.toMatch(/Itinerary|Flights|Check-in|Room|Driver|Pick-up|Base fare|Tarif de base|Conducteur/);
      expect(m.html).toContain(`<html lang="${locale}">`);
      expect(await mailTo(email)).toEqual([]);
      const [row] = await db()
        .select()
        .from(outbox)
        .where(and(eq(outbox.kind, 'BookingConfirmed'), sql`${outbox.payload}->>'bookingId' = ${t.id}`));
      expect(row!.sentAt).not.toBeNull();
    },
  );

  it('the cancellation email names the activity and its city', async () => {
    const u = await user();
    const email = `ada-${randomUUID()}@example.com`;
    const f = findSlot({ experience: (e) => e.city.name === 'Paris' && family(e) && policyIs('FullyRefundable')(e) });
    const t = await confirmed(u, { ...request(u, f), contact: { email, phone: '+1 212 555 0100' } });
    await mailTo(email);
    expect((await cancel(u.client, t.id, t.payment.totalMinor)).status).toBe(200);
    const [m] = await mailTo(email);
    expect(m?.subject).toBe(`Booking canceled ${t.confirmationNumber}: ${f.experience.title}, Paris`);
    expect(spaces(m!.text)).toContain('Total refund: $');
  });
});

describe('the ticket', () => {
  // The experience's ticket format ({ type, scope }: mobile or paper, one per booking or per
  // traveler) is apart from the engine's ticket state (SPEC §4: Ticketed…), the trip's `ticket`.
  const ticketLine = {
    en: { MobileOnly: 'Show the ticket on your phone.', Paper: 'Print the ticket and bring it.' },
    fr: { MobileOnly: 'Présentez le billet sur votre téléphone.', Paper: 'Imprimez le billet et apportez-le.' },
  };

  it('Trips shows the experience’s ticket, and the trip reads as the API’s TripSchema says', async () => {
    const u = await user();
    const f = findSlot({ experience: family });
    const { trip: t } = await booked(u, f);
    const [listed] = await tripList(u.client);
    expect(TripSchema.safeParse(listed).error?.issues ?? []).toEqual([]);
    expect(t.ticketFormat).toEqual(f.experience.ticket);
  });

  it.each(['en', 'fr'] as const)('the confirmation email in %s says how to show the ticket', async (locale) => {
    const u = await user();
    const email = `ada-${randomUUID()}@example.com`;
    const f = findSlot({ experience: (e) => family(e) && e.ticket.type !== 'Unknown' });
    const t = await confirmed(u, { ...request(u, f), contact: { email, phone: '+1 212 555 0100' }, locale });
    const sent: MailMessage[] = [];
    const deps = { ...bookingMailDeps(ctx.config, db()), sender: { send: async (m: MailMessage) => void sent.push(m) } };
    while ((await deliverBookingMail(deps, clock.now(), 100)).sent > 0);
    const [m] = sent.filter((x) => x.to === email);
    expect(m, `the email of ${t.id}`).toBeDefined();
    expect(m!.text).toContain(ticketLine[locale][f.experience.ticket.type as 'MobileOnly' | 'Paper']);
  });
});
