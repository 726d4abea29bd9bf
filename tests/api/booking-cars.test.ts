import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BookingPollAnswerSchema,
  CancelQuoteAnswerSchema,
  CarTripSchema,
  FlightBookAnswerSchema,
  TripListAnswerSchema,
} from '../../src/lib/domain/booking/booking.schema';
import { CarQuoteAnswerSchema, type CarBookInput, type CarSelection } from '../../src/lib/domain/booking/car-book.schema';
import {
  CarDetailsResponseSchema,
  CarSearchResponseSchema,
  type CarOffer,
  type CarSearchInput,
} from '../../src/lib/domain/cars/cars.schema';
import { AFTER_BOOKING_FEE_MINOR } from '../../src/lib/domain/cars/car-rules';
import { addDays, homeToday } from '../../src/lib/domain/shared/dates';
import { bookings, ledgerEntries, outbox, rewardsAccounts } from '../../src/server/db/schema';
import { BOOKING_DEADLINE_MS, SUPPLIER_LATENCY_MS } from '../../src/server/services/booking/rules';
import { bookingMailDeps, deliverBookingMail } from '../../src/server/services/mail/outbox';
import type { MailMessage } from '../../src/server/services/mail/render';
import { fundBuyer } from './helpers/booking';
import { createTestContext, signedInClient, type Client, type TestContext } from './helpers/context';
import { expectError, mutableClock } from './helpers/http';
import { outboxPayloads } from './helpers/outbox';
import { person, save } from './helpers/profile';

// Rental cars on the booking engine (SPEC §3 trip kind Car, car cancellation policies and loyalty
// errors; §4 booking outcome; §8 booking failures): availability → quote → book → poll → Trips →
// cancel, the driver a saved traveler of the right age, the brand's loyalty program checked, and
// refunds by the offer's policy, never more than was paid. Every date is from the test clock.

const BOOK = '/api/v0/cars/book';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
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
/** What the test accounts earn on cars (3X, set apart from flights' 2X and hotels' 5X): 3 miles a dollar, rounded up. */
const CARS_MULTIPLIER = 3;
const earnedMiles = (cents: number) => Math.ceil((cents * CARS_MULTIPLIER) / 100);

/** The Luhn check digit of `body`, computed here. */
function checkDigit(body: string): string {
  let sum = 0;
  [...body].reverse().forEach((c, i) => {
    const d = Number(c) * (i % 2 === 0 ? 2 : 1);
    sum += d > 9 ? d - 9 : d;
  });
  return String((10 - (sum % 10)) % 10);
}
const luhn = (body: string) => body + checkDigit(body);
const notLuhn = (body: string) => body + String((Number(checkDigit(body)) + 1) % 10);

/**
 * A signed-in user with a miles account of `miles` (1 cent a mile, 3X on cars), one saved card,
 * and a saved driver, Ada Lovelace (41 or so) unless asked otherwise.
 */
async function renter(miles = 200_000, driver: { givenName?: string; surname?: string; dateOfBirth?: string } = {}) {
  const { client, userId } = await signedInClient(ctx, { withMilesAccount: true });
  const { account, cardId } = await fundBuyer(db(), userId, miles);
  await db()
    .update(rewardsAccounts)
    .set({ earn: { hotelsMultiplier: 5, flightsMultiplier: 2, carsMultiplier: CARS_MULTIPLIER, homesMultiplier: 2 } })
    .where(eq(rewardsAccounts.id, account.id));
  const travelerId = await saveDriver(client, driver);
  return { client, userId, account, cardId, travelerId };
}
type Renter = Awaited<ReturnType<typeof renter>>;

async function saveDriver(client: Client, d: { givenName?: string; surname?: string; dateOfBirth?: string } = {}) {
  const saved = await save(
    client,
    person({ givenName: d.givenName ?? 'Ada', surname: d.surname ?? 'Lovelace', dateOfBirth: d.dateOfBirth ?? '1985-12-10' }),
  );
  return saved.id;
}

/** A birth date making the driver `age` on `date`, their birthday `shift` days after it (0: on that very day). */
function bornFor(date: string, age: number, shift = 0): string {
  const birthday = addDays(date, shift);
  const year = Number(birthday.slice(0, 4)) - age - (shift > 0 ? 1 : 0);
  const md = birthday.slice(5);
  const leap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  // A February 29 the birth year lacks: born the day before when the birthday is the day itself,
  // the day after (still after the pick-up day) when it is to come.
  return `${year}-${md === '02-29' && !leap(year) ? (shift === 0 ? '02-28' : '03-01') : md}`;
}

const rental = (over: Partial<CarSearchInput> & { from?: number; days?: number } = {}): CarSearchInput => {
  const { from = 30, days = 3, ...rest } = over;
  return {
    pickup: { kind: 'airport', code: 'LAX' },
    pickupDateTime: `${day(from)}T10:00`,
    dropoffDateTime: `${day(from + days)}T10:00`,
    page: { offset: 0, limit: 100 },
    ...rest,
  };
};

/** The first offer (in the search's order) that `pick` takes. */
async function findOffer(c: Client, search: CarSearchInput, pick: (o: CarOffer) => boolean = () => true): Promise<CarOffer> {
  const res = await c.request('POST', '/api/v0/cars/availability', search);
  const text = await res.text();
  expect(res.status, text).toBe(200);
  const found = CarSearchResponseSchema.parse(JSON.parse(text)).offers.find(pick);
  if (!found) throw new Error(`no offer matches at ${search.pickup.code}`);
  return found;
}
const policy = (p: CarOffer['cancellation']['policy']) => (o: CarOffer) => o.cancellation.policy === p;

async function details(c: Client, offerId: string) {
  const res = await c.request('POST', '/api/v0/cars/details', { offerId });
  expect(res.status).toBe(200);
  return CarDetailsResponseSchema.parse(await res.json());
}

async function quote(c: Client, selection: CarSelection) {
  const res = await c.request('POST', `${BOOK}/quote`, { selection });
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return CarQuoteAnswerSchema.parse(JSON.parse(text)).quote;
}

function request(r: Renter, offerId: string, expectedTotal: number, extra: Partial<CarBookInput> = {}): CarBookInput {
  return {
    selection: { offerId, extras: [] },
    expectedTotal,
    driver: { travelerId: r.travelerId },
    contact: { email: 'ada@example.com', phone: '+1 212 555 0100' },
    payment: { paymentMethodId: r.cardId },
    ...extra,
  };
}
const withRewards = (r: Renter, amount: number) => ({
  payment: { paymentMethodId: r.cardId, rewards: { accountReferenceId: r.account.accountReferenceId, amount } },
});

const book = (c: Client, body: unknown, key = randomUUID()) => c.request('POST', BOOK, body, { 'Idempotency-Key': key });
async function scheduled(res: Response) {
  const text = await res.text();
  expect(res.status, text).toBe(201);
  return FlightBookAnswerSchema.parse(JSON.parse(text)).bookingId;
}
async function poll(c: Client, id: string) {
  const res = await c.request('GET', `${BOOK}/${id}`);
  expect(res.status).toBe(200);
  return BookingPollAnswerSchema.parse(await res.json());
}
async function trip(c: Client, id: string) {
  const res = await c.request('GET', `/api/v0/trips/${id}`);
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return CarTripSchema.parse(JSON.parse(text));
}
/** Books, lets the desk answer and checks it confirmed; answers the trip. */
async function confirmed(r: Renter, body: CarBookInput) {
  const id = await scheduled(await book(r.client, body));
  clock.advance(SUPPLIER_LATENCY_MS + 1);
  expect(await poll(r.client, id)).toMatchObject({ outcome: 'Success' });
  return trip(r.client, id);
}
/** An offer `pick` takes, quoted and booked by card (and the rewards asked), confirmed. */
async function bookedCar(r: Renter, search: CarSearchInput, pick: (o: CarOffer) => boolean, extra: Partial<CarBookInput> = {}) {
  const offer = await findOffer(r.client, search, pick);
  const q = await quote(r.client, { offerId: offer.offerId, extras: [] });
  const t = await confirmed(r, request(r, offer.offerId, q.breakdown.totalMinor, extra));
  return { offer, quote: q, trip: t };
}

const balance = async (accountId: string) =>
  (await db().select().from(rewardsAccounts).where(eq(rewardsAccounts.id, accountId)))[0]!.balanceValue;
const ledgerOf = (bookingId: string) =>
  db().select().from(ledgerEntries).where(eq(ledgerEntries.bookingId, bookingId)).orderBy(asc(ledgerEntries.id));
const ledgerOfAccount = (accountId: string) =>
  db().select().from(ledgerEntries).where(eq(ledgerEntries.accountId, accountId)).orderBy(asc(ledgerEntries.id));
const bookingsOf = (userId: string) => db().select().from(bookings).where(eq(bookings.userId, userId));

async function cancelQuote(c: Client, id: string) {
  const res = await c.request('POST', `/api/v0/trips/${id}/cancel/quote`);
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return CancelQuoteAnswerSchema.parse(JSON.parse(text)).quote;
}
const cancel = (c: Client, id: string, expectedRefundMinor: number, key = randomUUID()) =>
  c.request('POST', `/api/v0/trips/${id}/cancel`, { expectedRefundMinor }, { 'Idempotency-Key': key });

describe('car quote', () => {
  it('prices the offer with the extras chosen: lines that add up to the total, the brand’s program, the desk’s terms and the cars earn', async () => {
    const r = await renter();
    const offer = await findOffer(r.client, rental({ filters: { suppliers: ['ZE'], freeCancellationOnly: false } }));
    const plain = await quote(r.client, { offerId: offer.offerId, extras: [] });
    expect(plain.offer).toEqual({ ...offer, extras: (await details(r.client, offer.offerId)).offer.extras });
    expect(plain.rentalDays).toBe(3);
    expect(plain.breakdown.totalMinor).toBe(offer.price.total);
    expect(plain.breakdown.lines.map((l) => [l.kind, l.label])).toEqual([
      ['BaseFare', 'Car rental, 3 days'],
      ['Taxes', 'Taxes and fees'],
    ]);
    expect(plain.breakdown.lines.reduce((n, l) => n + l.amountMinor, 0)).toBe(plain.breakdown.totalMinor);
    expect(plain.loyaltyProgram).toBe('Hertz Gold Plus Rewards');
    expect(plain.terms).toMatchObject({ minimumAge: 20, youngDriverAgeBelow: 25 });
    expect(plain.earn).toEqual({ accountReferenceId: r.account.accountReferenceId, multiplier: CARS_MULTIPLIER, currency: 'Miles' });
    expect(plain.rewards.accounts).toEqual([
      expect.objectContaining({ accountReferenceId: r.account.accountReferenceId, maxRedeemableMinor: offer.price.total }),
    ]);

    // Extras from the details' full list (a search answer shows the first few only).
    const all = (await details(r.client, offer.offerId)).offer.extras;
    const chosen = [all.at(-1)!, all[0]!];
    const q = await quote(r.client, { offerId: offer.offerId, extras: chosen.map((e) => e.code) });
    expect(q.extras).toEqual(chosen);
    const addOns = q.breakdown.lines.filter((l) => l.kind === 'AddOn');
    expect(addOns).toEqual(chosen.map((e) => ({ kind: 'AddOn', label: e.name, amountMinor: e.rentalTotal })));
    expect(q.breakdown.totalMinor).toBe(offer.price.total + chosen.reduce((n, e) => n + e.rentalTotal, 0));
    expect(q.breakdown.lines.reduce((n, l) => n + l.amountMinor, 0)).toBe(q.breakdown.totalMinor);
  });

  it('has a line for the one-way fee and the young driver fee', async () => {
    const r = await renter();
    const offer = await findOffer(r.client, rental({ dropoff: { mode: 'different_drop_off', code: 'SFO' }, driverAge: 22 }));
    const q = await quote(r.client, { offerId: offer.offerId, extras: [] });
    expect(q.breakdown.lines).toEqual([
      { kind: 'BaseFare', label: 'Car rental, 3 days', amountMinor: offer.price.base },
      { kind: 'Fee', label: 'One-way fee', amountMinor: offer.price.oneWayFee },
      { kind: 'Fee', label: 'Young driver fee', amountMinor: offer.price.youngDriverFee },
      { kind: 'Taxes', label: 'Taxes and fees', amountMinor: offer.price.taxesAndFees },
    ]);
    expect(q.breakdown.totalMinor).toBe(offer.price.total);
  });

  it('answers 404 for an offer id naming nothing, 422 naming the field for dates and extras, and 400 for a malformed selection', async () => {
    const r = await renter();
    const offer = await findOffer(
      r.client,
      rental({ filters: { suppliers: ['ZE'], carClasses: ['Compact'], freeCancellationOnly: false } }),
    );
    await expectError(await r.client.request('POST', `${BOOK}/quote`, { selection: { offerId: 'c1-LAX-LAX-nope' } }), 404, 'NotFound');
    const [, , , pickup] = offer.offerId.split('-');
    const backwards = offer.offerId.replace(/-(\d{12})-(\d{12})-/, `-${pickup}-${day(29).replace(/-/g, '')}1000-`);
    const dates = await expectError(
      await r.client.request('POST', `${BOOK}/quote`, { selection: { offerId: backwards } }),
      422,
      'InvalidDates',
    );
    expect(dates.details).toMatchObject({ fields: [{ path: 'dropoffDateTime' }] });
    const yesterday = offer.offerId.replace(/-(\d{12})-(\d{12})-/, `-${day(-1).replace(/-/g, '')}1000-${day(2).replace(/-/g, '')}1000-`);
    const past = await expectError(
      await r.client.request('POST', `${BOOK}/quote`, { selection: { offerId: yesterday } }),
      422,
      'InvalidDates',
    );
    expect(past.details).toMatchObject({ fields: [{ path: 'pickupDateTime' }] });
    // A ski rack goes on big cars only.
    const ski = await expectError(
      await r.client.request('POST', `${BOOK}/quote`, { selection: { offerId: offer.offerId, extras: ['SKI'] } }),
      422,
      'ValidationFailed',
    );
    expect(ski.details).toMatchObject({ fields: [{ path: 'selection.extras', message: expect.stringContaining('SKI') }] });
    await expectError(
      await r.client.request('POST', `${BOOK}/quote`, { selection: { offerId: offer.offerId, extras: ['ADD', 'ADD'] } }),
      400,
      'ValidationFailed',
    );
  });
});

describe('booking a car', () => {
  it('books by card: Pending, then Success; the car in GET /trips with its fields; the card earns at the account’s cars multiplier', async () => {
    const r = await renter();
    const search = rental({ filters: { suppliers: ['ZE'], freeCancellationOnly: true } });
    const offer = await findOffer(r.client, search);
    const extras = (await details(r.client, offer.offerId)).offer.extras.slice(1, 3);
    const q = await quote(r.client, { offerId: offer.offerId, extras: extras.map((e) => e.code) });
    const number = luhn('8675309');
    const body = request(r, offer.offerId, q.breakdown.totalMinor, {
      selection: { offerId: offer.offerId, extras: extras.map((e) => e.code) },
      loyaltyNumber: ` al ${number.slice(0, 4)}-${number.slice(4)} `,
    });
    const id = await scheduled(await book(r.client, body));
    expect(await poll(r.client, id)).toEqual({ bookingId: id, outcome: 'Pending', pollAfterMs: expect.any(Number) });
    clock.advance(SUPPLIER_LATENCY_MS + 1);
    const done = await poll(r.client, id);
    expect(done).toMatchObject({ bookingId: id, outcome: 'Success', confirmationNumber: expect.stringMatching(/^[A-Z2-9]{6}$/) });

    const trips = TripListAnswerSchema.parse(await (await r.client.request('GET', '/api/v0/trips')).json()).trips;
    expect(trips).toHaveLength(1);
    const t = CarTripSchema.parse(trips[0]);
    expect(t).toEqual(await trip(r.client, id));
    const earned = earnedMiles(q.breakdown.totalMinor);
    expect(t).toMatchObject({
      id,
      kind: 'Car',
      reservation: 'Confirmed',
      confirmationNumber: done.outcome === 'Success' ? done.confirmationNumber : '',
      failure: null,
      supplier: { code: 'ZE', name: 'Hertz' },
      vehicle: offer.vehicle,
      pickup: offer.pickup,
      dropoff: offer.dropoff,
      rentalDays: 3,
      mileage: offer.mileage,
      cancellationPolicy: offer.cancellation,
      extras,
      price: offer.price,
      driver: { givenName: 'Ada', surname: 'Lovelace', age: expect.any(Number) },
      loyalty: { programName: 'Hertz Gold Plus Rewards', numberEnding: number.slice(-4) },
      terms: q.terms,
      breakdown: q.breakdown,
      protections: [],
      contact: { email: 'ada@example.com' },
      locale: 'en',
      cancellation: null,
      payment: { form: 'fiat', totalMinor: q.breakdown.totalMinor, cardMinor: q.breakdown.totalMinor, rewardsMinor: 0, rewards: null },
      rewardsEarned: { amount: earned, currency: 'Miles', accountReferenceId: r.account.accountReferenceId },
    });
    expect(t.pickup.localDateTime).toMatch(new RegExp(`^${search.pickupDateTime}:00-0[78]:00$`));
    // The driver's age on the pick-up day: 1985-12-10 born.
    const pickupDay = t.pickup.localDateTime.slice(0, 10);
    expect(t.driver.age).toBe(Number(pickupDay.slice(0, 4)) - 1985 - (pickupDay.slice(5) < '12-10' ? 1 : 0));
    // Nothing of the number but its last four anywhere in the trip.
    expect(JSON.stringify(t)).not.toContain(number);
    expect((await ledgerOf(id)).map((e) => [e.kind, e.amount])).toEqual([['Earn', earned]]);
    expect(await balance(r.account.id)).toBe(200_000 + earned);
  });

  it('splits rewards and card: the rewards held at once, debited on confirmation; the card part earns at the cars multiplier', async () => {
    const r = await renter(200_000);
    const offer = await findOffer(r.client, rental({ from: 31 }));
    const q = await quote(r.client, { offerId: offer.offerId, extras: [] });
    const id = await scheduled(await book(r.client, request(r, offer.offerId, q.breakdown.totalMinor, withRewards(r, 5_000))));
    expect(await balance(r.account.id)).toBe(195_000);
    expect((await poll(r.client, id)).outcome).toBe('Pending');
    clock.advance(SUPPLIER_LATENCY_MS + 1);
    expect((await poll(r.client, id)).outcome).toBe('Success');
    const t = await trip(r.client, id);
    const earned = earnedMiles(q.breakdown.totalMinor - 5_000);
    expect(t.payment).toMatchObject({
      form: 'split',
      totalMinor: q.breakdown.totalMinor,
      rewardsMinor: 5_000,
      cardMinor: q.breakdown.totalMinor - 5_000,
      rewards: { accountReferenceId: r.account.accountReferenceId, amount: 5_000, currency: 'Miles' },
    });
    expect(t.rewardsEarned).toEqual({ amount: earned, currency: 'Miles', accountReferenceId: r.account.accountReferenceId });
    expect((await ledgerOf(id)).map((e) => [e.kind, e.amount])).toEqual([
      ['Hold', -5_000],
      ['Earn', earned],
      ['Release', 5_000],
      ['Debit', -5_000],
    ]);
    expect(await balance(r.account.id)).toBe(195_000 + earned);
    const [row] = await bookingsOf(r.userId);
    expect(row).toMatchObject({
      product: 'Car',
      cardMinor: q.breakdown.totalMinor - 5_000,
      rewardsMinor: 5_000,
      paymentMethodId: r.cardId,
    });
  });

  it('answers OfferInvalid with the old and new totals when the total differs, and holds nothing', async () => {
    const r = await renter();
    const offer = await findOffer(r.client, rental({ from: 32 }));
    const seen = offer.price.total - 1_00;
    const error = await expectError(await book(r.client, request(r, offer.offerId, seen, withRewards(r, 1_000))), 422, 'OfferInvalid');
    expect(error.details).toMatchObject({ oldTotal: seen, newTotal: offer.price.total, nextAction: 'ConfirmNewPrice' });
    // Extras chosen and not paid for are a different total too.
    const extra = offer.extras[0]!;
    const withExtra = { ...request(r, offer.offerId, offer.price.total), selection: { offerId: offer.offerId, extras: [extra.code] } };
    expect((await expectError(await book(r.client, withExtra), 422, 'OfferInvalid')).details).toMatchObject({
      newTotal: offer.price.total + extra.rentalTotal,
    });
    expect(await bookingsOf(r.userId)).toEqual([]);
    expect(await balance(r.account.id)).toBe(200_000);
  });

  it('refuses an extra the car is not offered with (422 naming selection.extras), an unknown offer (404) and an offer id whose drop-off comes first (422 naming dropoffDateTime)', async () => {
    const r = await renter();
    const offer = await findOffer(
      r.client,
      rental({ filters: { suppliers: ['ZE'], carClasses: ['Compact'], freeCancellationOnly: false } }),
    );
    const ski = { ...request(r, offer.offerId, offer.price.total), selection: { offerId: offer.offerId, extras: ['SKI'] } };
    expect((await expectError(await book(r.client, ski), 422, 'ValidationFailed')).details).toMatchObject({
      fields: [{ path: 'selection.extras' }],
    });
    const unknown = { ...request(r, offer.offerId, offer.price.total), selection: { offerId: offer.offerId, extras: ['HOVER'] } };
    expect((await expectError(await book(r.client, unknown), 422, 'ValidationFailed')).details).toMatchObject({
      fields: [{ path: 'selection.extras', message: expect.stringContaining('HOVER') }],
    });
    await expectError(await book(r.client, request(r, offer.offerId.replace(/-ZE-/, '-QQ-'), offer.price.total)), 404, 'NotFound');
    const pickup = offer.offerId.split('-')[3]!;
    const backwards = offer.offerId.replace(/-(\d{12})-(\d{12})-/, `-${pickup}-${day(28).replace(/-/g, '')}1000-`);
    const dates = await expectError(await book(r.client, request(r, backwards, offer.price.total)), 422, 'InvalidDates');
    expect(dates.details).toMatchObject({ fields: [{ path: 'dropoffDateTime' }] });
    expect(await bookingsOf(r.userId)).toEqual([]);
  });
});

describe('Idempotency-Key', () => {
  it('makes one booking and one charge of 20 concurrent identical requests; the same key with another body answers IdempotencyKeyReused', async () => {
    const r = await renter(200_000);
    const offer = await findOffer(r.client, rental({ from: 33 }));
    const body = request(r, offer.offerId, offer.price.total, withRewards(r, 7_000));
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => book(r.client, body, key)));
    const ids = await Promise.all(answers.map(scheduled));
    expect(new Set(ids).size).toBe(1);
    expect(answers.filter((a) => a.headers.get('Idempotent-Replayed') === 'true')).toHaveLength(19);
    const rows = await bookingsOf(r.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ cardMinor: offer.price.total - 7_000, rewardsMinor: 7_000 });
    expect((await ledgerOfAccount(r.account.id)).map((e) => [e.kind, e.amount])).toEqual([['Hold', -7_000]]);
    expect(await balance(r.account.id)).toBe(193_000);

    await expectError(
      await book(r.client, { ...body, contact: { ...body.contact, email: 'other@example.com' } }, key),
      422,
      'IdempotencyKeyReused',
    );
    await expectError(await book(r.client, { ...body, loyaltyNumber: luhn('1234567') }, key), 422, 'IdempotencyKeyReused');
    // Settled, the first answer is still replayed.
    clock.advance(SUPPLIER_LATENCY_MS + 1);
    expect((await poll(r.client, ids[0]!)).outcome).toBe('Success');
    expect(await scheduled(await book(r.client, body, key))).toBe(ids[0]);
    expect(await bookingsOf(r.userId)).toHaveLength(1);
    expect((await ledgerOfAccount(r.account.id)).filter((e) => e.kind === 'Hold')).toHaveLength(1);
  });
});

describe('the driver', () => {
  it('is a saved traveler of the user: another user’s or an unknown one answers 422 InvalidPassengers naming driver.travelerId', async () => {
    const owner = await renter();
    const r = await renter();
    const offer = await findOffer(r.client, rental({ from: 34 }));
    for (const travelerId of [owner.travelerId, randomUUID()]) {
      const body = { ...request(r, offer.offerId, offer.price.total, withRewards(r, 1_000)), driver: { travelerId } };
      const error = await expectError(await book(r.client, body), 422, 'InvalidPassengers');
      expect(error.details).toMatchObject({ fields: [{ path: 'driver.travelerId' }] });
    }
    expect(await bookingsOf(r.userId)).toEqual([]);
    expect(await balance(r.account.id)).toBe(200_000);
  });

  // [case, search, driver's age on the pick-up day, days to their next birthday (0: on it), expected answer]
  it.each([
    ['younger than Avis’s minimum (21)', { driverAge: 22, suppliers: ['ZI'] }, 20, 1, 'minimum'],
    ['21 on the pick-up day at Avis', { driverAge: 22, suppliers: ['ZI'] }, 21, 0, 'booked'],
    ['younger than the 25 a luxury car needs', { driverAge: 30, suppliers: ['ZE'], carClasses: ['Luxury'] }, 24, 1, 'minimum'],
    ['under 25 on an offer searched at 30', { driverAge: 30, suppliers: ['ZE'] }, 24, 1, 'young'],
    ['25 on the pick-up day, on an offer searched at 30', { driverAge: 30, suppliers: ['ZE'] }, 25, 0, 'booked'],
    ['25 on an offer searched at 24 (priced with a young driver fee)', { driverAge: 24, suppliers: ['ZE'] }, 25, 0, 'older'],
    ['24 on an offer searched at 22', { driverAge: 22, suppliers: ['ZE'] }, 24, 1, 'booked'],
    ['20 on an offer searched at 22 (the fee under 21 is half as much again)', { driverAge: 22, suppliers: ['ZE'] }, 20, 1, 'under21'],
  ] as const)('%s', async (_name, s, age, shift, expected) => {
    const r = await renter();
    const search = rental({
      from: 35,
      driverAge: s.driverAge,
      filters: {
        suppliers: [...s.suppliers],
        freeCancellationOnly: false,
        ...('carClasses' in s ? { carClasses: [...s.carClasses] } : {}),
      },
    });
    const offer = await findOffer(r.client, search);
    const pickupDay = offer.pickup.localDateTime.slice(0, 10);
    const travelerId = await saveDriver(r.client, { givenName: 'Grace', surname: 'Hopper', dateOfBirth: bornFor(pickupDay, age, shift) });
    const body = { ...request(r, offer.offerId, offer.price.total), driver: { travelerId } };
    const res = await book(r.client, body);
    if (expected === 'booked') {
      const id = await scheduled(res);
      clock.advance(SUPPLIER_LATENCY_MS + 1);
      expect((await trip(r.client, id)).driver).toEqual({ givenName: 'Grace', surname: 'Hopper', age });
      return;
    }
    const error = await expectError(res, 422, 'InvalidPassengers');
    expect(error.details).toMatchObject({ fields: [{ path: 'driver.travelerId', message: error.message }] });
    expect(error.message).toContain(`Grace will be ${age} at pick-up`);
    if (expected === 'minimum') expect(error.message).toMatch(/to drivers 2[15] and over/);
    if (expected === 'young')
      expect(error.message).toContain('this price has no young driver fee, and they pay the fee for drivers under 25');
    if (expected === 'older')
      expect(error.message).toContain('this price has the fee for drivers under 25, and they pay no young driver fee');
    if (expected === 'under21')
      expect(error.message).toContain('this price has the fee for drivers under 25, and they pay the fee for drivers under 21');
    expect(await bookingsOf(r.userId)).toEqual([]);
  });
});

describe('loyalty numbers', () => {
  // The brand's program checks the number: Thrifty (LAX) and Dollar (JFK) say "not found" for a wrong check digit.
  it.each([
    ['ZT', 'LAX', notLuhn('1234567'), 'BlueChipNumberNotFound'],
    ['ZT', 'LAX', `XY${luhn('1234567')}`, 'LoyaltyNameMismatch'],
    ['ZT', 'LAX', '12345', 'InvalidLoyaltyNumber'],
    ['ZR', 'JFK', notLuhn('7654321'), 'DollarExpressNotFound'],
    ['ZR', 'JFK', `AL${notLuhn('7654321')}`, 'DollarExpressNotFound'],
    ['ZR', 'JFK', `GH${luhn('7654321')}`, 'LoyaltyNameMismatch'],
    ['ZE', 'LAX', notLuhn('1234567'), 'InvalidLoyaltyNumber'],
    ['ZE', 'LAX', 'NOT-A-NUMBER', 'InvalidLoyaltyNumber'],
  ] as const)('%s at %s refuses %j: 422 %s naming loyaltyNumber', async (supplier, airport, number, code) => {
    const r = await renter();
    const offer = await findOffer(
      r.client,
      rental({ from: 36, pickup: { kind: 'airport', code: airport }, filters: { suppliers: [supplier], freeCancellationOnly: false } }),
    );
    expect(offer.supplier.code).toBe(supplier);
    const q = await quote(r.client, { offerId: offer.offerId, extras: [] });
    expect(q.loyaltyProgram).toBe(
      { ZT: 'Thrifty Blue Chip Rewards', ZR: 'Dollar Express Rewards', ZE: 'Hertz Gold Plus Rewards' }[supplier],
    );
    const body = request(r, offer.offerId, q.breakdown.totalMinor, { ...withRewards(r, 2_000), loyaltyNumber: number });
    const error = await expectError(await book(r.client, body), 422, code);
    expect(error.details).toEqual({ fields: [{ path: 'loyaltyNumber', message: error.message }] });
    expect(await bookingsOf(r.userId)).toEqual([]);
    expect(await balance(r.account.id)).toBe(200_000);
  });

  it.each([
    ['ZT', 'LAX', 'Thrifty Blue Chip Rewards'],
    ['ZR', 'JFK', 'Dollar Express Rewards'],
  ] as const)('%s at %s takes a valid number with the driver’s initials and keeps its last four', async (supplier, airport, program) => {
    const r = await renter();
    const number = `AL${luhn('24681357')}`;
    const { trip: t } = await bookedCar(
      r,
      rental({ from: 37, pickup: { kind: 'airport', code: airport }, filters: { suppliers: [supplier], freeCancellationOnly: false } }),
      () => true,
      { loyaltyNumber: number.toLowerCase() },
    );
    expect(t.loyalty).toEqual({ programName: program, numberEnding: number.slice(-4) });
  });
});

describe('the rental desk’s failures', () => {
  it.each(['NoAvailability', 'CardDeclined', 'PollingTimeout'] as const)(
    'a driver surnamed %s fails the booking: Failed, nothing charged, the rewards back',
    async (code) => {
      const r = await renter(50_000, { surname: code });
      const offer = await findOffer(r.client, rental({ from: 38 }));
      const id = await scheduled(await book(r.client, request(r, offer.offerId, offer.price.total, withRewards(r, 3_000))));
      expect(await balance(r.account.id)).toBe(47_000);
      clock.advance(SUPPLIER_LATENCY_MS + 1);
      if (code === 'PollingTimeout') {
        expect((await poll(r.client, id)).outcome).toBe('Pending');
        clock.advance(BOOKING_DEADLINE_MS);
      }
      expect(await poll(r.client, id)).toMatchObject({ bookingId: id, outcome: 'Failed', failure: { code } });
      expect(await trip(r.client, id)).toMatchObject({
        reservation: 'Declined',
        confirmationNumber: null,
        rewardsEarned: null,
        failure: { code },
      });
      expect((await ledgerOf(id)).map((e) => [e.kind, e.amount])).toEqual([
        ['Hold', -3_000],
        ['Release', 3_000],
      ]);
      expect(await balance(r.account.id)).toBe(50_000);
      expect(await outboxPayloads(db(), 'BookingConfirmed', id)).toEqual([]);
      expect(await cancelQuote(r.client, id)).toMatchObject({ kind: 'NotCancelable', reason: 'NotBooked' });
    },
  );

  it('has no tickets to issue: a driver surnamed TicketingUnconfirmed rents the car', async () => {
    const r = await renter(50_000, { surname: 'TicketingUnconfirmed' });
    const { trip: t } = await bookedCar(r, rental({ from: 38 }), () => true);
    expect(t).toMatchObject({ reservation: 'Confirmed', failure: null });
  });
});

describe('isolation', () => {
  it('answers 404 for another user’s car: poll, trip, cancel quote and cancel; their Trips list is empty', async () => {
    const owner = await renter();
    const { trip: t } = await bookedCar(owner, rental({ from: 39 }), policy('FreeCancellation'));
    const intruder = await renter();
    await expectError(await intruder.client.request('GET', `${BOOK}/${t.id}`), 404, 'NotFound');
    await expectError(await intruder.client.request('GET', `/api/v0/trips/${t.id}`), 404, 'NotFound');
    await expectError(await intruder.client.request('POST', `/api/v0/trips/${t.id}/cancel/quote`), 404, 'NotFound');
    await expectError(await cancel(intruder.client, t.id, t.payment.totalMinor), 404, 'NotFound');
    expect(TripListAnswerSchema.parse(await (await intruder.client.request('GET', '/api/v0/trips')).json()).trips).toEqual([]);
    // Still the owner's, untouched.
    expect((await trip(owner.client, t.id)).reservation).toBe('Confirmed');
  });
});

describe('cancelling a car', () => {
  it('within free cancellation: everything back to the card and the rewards, the earn taken back, balances as before', async () => {
    const r = await renter(100_000);
    const { trip: t, quote: q } = await bookedCar(r, rental({ from: 40 }), policy('FreeCancellation'), withRewards(r, 4_000));
    const earned = earnedMiles(q.breakdown.totalMinor - 4_000);
    expect(t.rewardsEarned?.amount).toBe(earned);
    expect(await balance(r.account.id)).toBe(96_000 + earned);

    const cq = await cancelQuote(r.client, t.id);
    expect(cq).toEqual({
      kind: 'Cancelable',
      refund: {
        why: 'FreeCancellation',
        refundMinor: q.breakdown.totalMinor,
        feeMinor: 0,
        keptMinor: 0,
        routes: [
          { route: 'Card', amountMinor: q.breakdown.totalMinor - 4_000 },
          {
            route: 'Rewards',
            amountMinor: 4_000,
            rewards: { accountReferenceId: r.account.accountReferenceId, amount: 4_000, currency: 'Miles' },
          },
        ],
        rewardsEarnedReversed: { amount: earned, currency: 'Miles', accountReferenceId: r.account.accountReferenceId },
      },
    });
    const res = await cancel(r.client, t.id, q.breakdown.totalMinor);
    expect(res.status, await res.clone().text()).toBe(200);
    const canceled = CarTripSchema.parse(await res.json());
    expect(canceled).toMatchObject({
      reservation: 'Canceled',
      cancellation: { refund: { refundMinor: q.breakdown.totalMinor, keptMinor: 0 } },
    });
    expect(await balance(r.account.id)).toBe(100_000);
    const ledger = await ledgerOf(t.id);
    expect(ledger.map((e) => [e.kind, e.amount])).toEqual([
      ['Hold', -4_000],
      ['Earn', earned],
      ['Release', 4_000],
      ['Debit', -4_000],
      ['Refund', 4_000],
      ['EarnReversal', -earned],
    ]);
    expect(ledger.reduce((n, e) => n + e.amount, 0)).toBe(0);
    expect(await outboxPayloads(db(), 'BookingCanceled', t.id)).toHaveLength(1);
    // Once: a second cancel refunds nothing more.
    await expectError(await cancel(r.client, t.id, 0), 409, 'AlreadyCanceled');
    expect(await balance(r.account.id)).toBe(100_000);
  });

  it('a partially refundable car keeps one rental day, taken off the card first; the card’s earn is taken back in proportion', async () => {
    const r = await renter(100_000);
    const { trip: t, quote: q, offer } = await bookedCar(r, rental({ from: 41 }), policy('PartiallyRefundable'), withRewards(r, 4_000));
    const paid = q.breakdown.totalMinor;
    const card = paid - 4_000;
    const fee = offer.price.perDay;
    expect(t.cancellationPolicy).toMatchObject({ policy: 'PartiallyRefundable', freeCancellationUntil: null });
    const cq = await cancelQuote(r.client, t.id);
    const earned = t.rewardsEarned!.amount;
    const reversed = Math.round((earned * (card - fee)) / card);
    expect(cq).toMatchObject({
      kind: 'Cancelable',
      refund: {
        why: 'PartialRefund',
        refundMinor: paid - fee,
        feeMinor: fee,
        keptMinor: fee,
        routes: [
          { route: 'Card', amountMinor: card - fee },
          { route: 'Rewards', amountMinor: 4_000, rewards: { amount: 4_000 } },
        ],
        rewardsEarnedReversed: { amount: reversed },
      },
    });
    expect((await cancel(r.client, t.id, paid - fee)).status).toBe(200);
    expect(await balance(r.account.id)).toBe(100_000 + earned - reversed);
    expect((await ledgerOf(t.id)).reduce((n, e) => n + e.amount, 0)).toBe(earned - reversed);
  });

  it('a conditional car cancels free until 48 hours before pick-up, then keeps one rental day; past the pick-up it does not cancel', async () => {
    const r = await renter();
    // Four days out, so the 48-hour deadline is still ahead (two days out the desk sells it partially refundable).
    const { trip: t, quote: q, offer } = await bookedCar(r, rental({ from: 4 }), policy('Conditional'));
    const deadline = Date.parse(t.cancellationPolicy.freeCancellationUntil!);
    const pickupAt = Date.parse(t.pickup.localDateTime);
    expect(pickupAt - deadline).toBe(48 * HOUR);
    expect(await cancelQuote(r.client, t.id)).toMatchObject({
      kind: 'Cancelable',
      refund: { why: 'FreeCancellation', refundMinor: q.breakdown.totalMinor },
    });
    clock.advance(deadline - 1 - clock.now().getTime());
    expect(await cancelQuote(r.client, t.id)).toMatchObject({ kind: 'Cancelable', refund: { why: 'FreeCancellation', keptMinor: 0 } });
    clock.advance(1);
    const late = await cancelQuote(r.client, t.id);
    expect(late).toMatchObject({
      kind: 'Cancelable',
      refund: {
        why: 'PartialRefund',
        feeMinor: offer.price.perDay,
        keptMinor: offer.price.perDay,
        refundMinor: q.breakdown.totalMinor - offer.price.perDay,
      },
    });
    // The quote seen before the deadline no longer holds.
    const changed = await expectError(await cancel(r.client, t.id, q.breakdown.totalMinor), 422, 'CancelQuoteChanged');
    expect(changed.details).toMatchObject({ quote: { refund: { refundMinor: q.breakdown.totalMinor - offer.price.perDay } } });

    // Another conditional car of the same user, taken past its pick-up: support, not a refund.
    const other = await bookedCar(r, rental({ from: 5 }), policy('Conditional'));
    clock.advance(Date.parse(other.trip.pickup.localDateTime) - clock.now().getTime());
    expect(await cancelQuote(r.client, other.trip.id)).toMatchObject({ kind: 'NotCancelable', reason: 'PastPickUp', contact: 'Support' });
    await expectError(await cancel(r.client, other.trip.id, 0), 409, 'PastPickUp');
  });

  it('a car with free cancellation within 24 hours of booking keeps $50.00 from the 24th hour on', async () => {
    const r = await renter();
    const { trip: t, quote: q } = await bookedCar(r, rental({ from: 30 }), policy('ConditionalAfterBooking'));
    const bookedAt = Date.parse(t.createdAt);
    expect(await cancelQuote(r.client, t.id)).toMatchObject({ kind: 'Cancelable', refund: { why: 'FreeCancellation', keptMinor: 0 } });
    clock.advance(bookedAt + DAY - 1 - clock.now().getTime());
    expect(await cancelQuote(r.client, t.id)).toMatchObject({ kind: 'Cancelable', refund: { why: 'FreeCancellation', keptMinor: 0 } });
    clock.advance(1);
    expect(await cancelQuote(r.client, t.id)).toMatchObject({
      kind: 'Cancelable',
      refund: { why: 'PartialRefund', feeMinor: AFTER_BOOKING_FEE_MINOR, refundMinor: q.breakdown.totalMinor - AFTER_BOOKING_FEE_MINOR },
    });
    const res = await cancel(r.client, t.id, q.breakdown.totalMinor - AFTER_BOOKING_FEE_MINOR);
    expect(res.status).toBe(200);
    expect(CarTripSchema.parse(await res.json()).cancellation?.refund.keptMinor).toBe(AFTER_BOOKING_FEE_MINOR);
  });

  it('a non-refundable car does not cancel online: NotCancelable NonRefundable, contact support, and cancel answers 409', async () => {
    const r = await renter();
    const { trip: t } = await bookedCar(r, rental({ from: 42 }), policy('NonRefundable'), withRewards(r, 2_000));
    const before = await balance(r.account.id);
    const cq = await cancelQuote(r.client, t.id);
    expect(cq).toMatchObject({
      kind: 'NotCancelable',
      reason: 'NonRefundable',
      contact: 'Support',
      message: expect.stringContaining('rental company'),
    });
    const error = await expectError(await cancel(r.client, t.id, 0), 409, 'NonRefundable');
    expect(error.details).toMatchObject({ contact: 'Support' });
    expect((await trip(r.client, t.id)).reservation).toBe('Confirmed');
    expect(await balance(r.account.id)).toBe(before);
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

  it.each([
    [
      'en',
      ['Your car is booked', 'Rental company: Hertz', 'Driver: Ada Lovelace', 'Car rental, 3 days: $', 'Taxes and fees: $', 'Pick-up: '],
    ],
    [
      'fr',
      [
        'Votre voiture est réservée',
        'Agence de location : Hertz',
        'Conducteur : Ada Lovelace',
        'Location de voiture, 3 jours : ',
        'Taxes et frais : ',
        'Prise en charge : ',
      ],
    ],
  ] as const)('is queued once in the outbox on confirmation and reads as a car in %s', async (locale, phrases) => {
    const r = await renter();
    const email = `ada-${randomUUID()}@example.com`;
    const offer = await findOffer(r.client, rental({ from: 43, filters: { suppliers: ['ZE'], freeCancellationOnly: false } }));
    const extra = (await details(r.client, offer.offerId)).offer.extras[0]!;
    const q = await quote(r.client, { offerId: offer.offerId, extras: [extra.code] });
    const t = await confirmed(r, {
      ...request(r, offer.offerId, q.breakdown.totalMinor),
      selection: { offerId: offer.offerId, extras: [extra.code] },
      contact: { email, phone: '+1 212 555 0100' },
      locale,
    });
    expect(await outboxPayloads(db(), 'BookingConfirmed', t.id)).toEqual([{ bookingId: t.id, userId: r.userId }]);
    const messages = await mailTo(email);
    expect(messages).toHaveLength(1);
    const m = messages[0]!;
    const text = m.text.replace(/[\u00a0\u202f]/g, ' ');
    expect(m.subject.replace(/[\u00a0\u202f]/g, ' ')).toBe(
      `${locale === 'en' ? 'Booking confirmed' : 'Réservation confirmée'} ${t.confirmationNumber}${locale === 'en' ? ':' : ' :'} Hertz, LAX`,
    );
    for (const phrase of phrases) expect(text).toContain(phrase);
    expect(text).toContain(extra.name);
    expect(text).toContain(`(${offer.pickup.airportCode})`);
    expect(m.html).toContain(`<html lang="${locale}">`);
    // Sent once: the row is done.
    expect(await mailTo(email)).toEqual([]);
    const [row] = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'BookingConfirmed'), sql`${outbox.payload}->>'bookingId' = ${t.id}`));
    expect(row!.sentAt).not.toBeNull();
  });
});
