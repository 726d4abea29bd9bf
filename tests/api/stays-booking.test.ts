import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BookingPollAnswerSchema,
  CancelQuoteAnswerSchema,
  FlightBookAnswerSchema,
  HomeTripSchema,
  HotelTripSchema,
} from '../../src/lib/domain/booking/booking.schema';
import { StayQuoteAnswerSchema, type StayBookInput, type StaySelection } from '../../src/lib/domain/booking/stay-book.schema';
import { LodgingDetailsResponseSchema } from '../../src/lib/domain/lodging/lodging.schema';
import { bookings, ledgerEntries, rewardsAccounts } from '../../src/server/db/schema';
import { SUPPLIER_LATENCY_MS } from '../../src/server/services/booking/rules';
import { Client, createTestContext, signedInClient, type TestContext } from './helpers/context';
import { fundBuyer } from './helpers/booking';
import { inDays, today } from './helpers/dates';
import { expectError, mutableClock } from './helpers/http';
import { person, save } from './helpers/profile';
import { findStay } from './helpers/stays';

// Stays on the booking engine: quote → book → poll → Trips → cancel, for hotels (Hotel) and
// vacation rentals (Home); the last room taken under a lock; refunds never above what was paid.

const BOOK = '/api/v0/hotels/book';
const clock = mutableClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, clock.now);
});
afterAll(() => ctx.close());
const db = () => ctx.database.db;

async function guestUser(miles = 200_000, guest: { surname?: string; dateOfBirth?: string } = {}) {
  const { client, userId } = await signedInClient(ctx, { withMilesAccount: true });
  const { account, cardId } = await fundBuyer(db(), userId, miles);
  const traveler = await save(
    client,
    person({
      givenName: 'Ada',
      surname: guest.surname ?? 'Lovelace',
      dateOfBirth: guest.dateOfBirth ?? '1985-12-10',
      hotelLoyalty: { MB: 'MB123456789' },
    }),
  );
  return { client, userId, account, cardId, travelerId: traveler.id };
}
type Guest = Awaited<ReturnType<typeof guestUser>>;

const stay = (from: number, nights: number, adults = 2) => ({
  checkIn: inDays(from),
  checkOut: inDays(from + nights),
  guests: { adults, children: 0, pets: 0 },
});

async function quote(c: Client, selection: StaySelection) {
  const res = await c.request('POST', `${BOOK}/quote`, { selection });
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return StayQuoteAnswerSchema.parse(JSON.parse(text)).quote;
}

function request(g: Guest, selection: StaySelection, expectedTotal: number, extra: Partial<StayBookInput> = {}): StayBookInput {
  return {
    selection,
    expectedTotal,
    guest: { travelerId: g.travelerId },
    loyaltyProgram: 'MB',
    specialRequests: 'High floor, please.',
    contact: { email: 'ada@example.com', phone: '+1 212 555 0100' },
    payment: { paymentMethodId: g.cardId },
    ...extra,
  };
}

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
async function confirmed(g: Guest, body: StayBookInput) {
  const id = await scheduled(await book(g.client, body));
  clock.advance(SUPPLIER_LATENCY_MS + 1);
  expect(await poll(g.client, id)).toMatchObject({ outcome: 'Success' });
  return id;
}
async function trip(c: Client, id: string) {
  const res = await c.request('GET', `/api/v0/trips/${id}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}
const balance = async (accountId: string) =>
  (await db().select().from(rewardsAccounts).where(eq(rewardsAccounts.id, accountId)))[0]!.balanceValue;
const bookingsOf = async (userId: string) => db().select().from(bookings).where(eq(bookings.userId, userId));

let window = 0;
/** A stay window of its own per test (no two tests share a room's nights). */
const nextFrom = () => 30 + 12 * window++;

describe('stay checkout', () => {
  it('quotes, books with rewards and card, confirms, and shows the stay in Trips with the hotel earn', async () => {
    const g = await guestUser();
    const { selection, rate } = findStay(stay(nextFrom(), 3), today, (l, _r, p) => l.kind === 'hotel' && p.variant === 'Default');
    const q = await quote(g.client, selection);
    expect(q.rate.rateId).toBe(selection.rateId);
    expect(q.breakdown.totalMinor).toBe(rate.tripTotal);
    expect(q.breakdown.lines.reduce((n, l) => n + l.amountMinor, 0)).toBe(q.breakdown.totalMinor);
    expect(q.roomsLeft).toBeGreaterThan(0);

    const id = await scheduled(
      await book(
        g.client,
        request(g, selection, q.breakdown.totalMinor, {
          payment: { paymentMethodId: g.cardId, rewards: { accountReferenceId: g.account.accountReferenceId, amount: 5_000 } },
        }),
      ),
    );
    expect(await poll(g.client, id)).toMatchObject({ outcome: 'Pending' });
    expect(await balance(g.account.id)).toBe(195_000);
    clock.advance(SUPPLIER_LATENCY_MS + 1);
    expect(await poll(g.client, id)).toMatchObject({ outcome: 'Success', confirmationNumber: expect.stringMatching(/^[A-Z2-9]{6}$/) });

    const t = HotelTripSchema.parse(await trip(g.client, id));
    expect(t).toMatchObject({
      kind: 'Hotel',
      reservation: 'Confirmed',
      checkIn: selection.checkIn,
      nights: 3,
      room: { roomId: selection.roomId },
      guest: { givenName: 'Ada', surname: 'Lovelace' },
      loyalty: { programCode: 'MB', numberEnding: '6789' },
      specialRequests: 'High floor, please.',
      payment: { form: 'split', totalMinor: q.breakdown.totalMinor, rewardsMinor: 5_000, cardMinor: q.breakdown.totalMinor - 5_000 },
    });
    // The card part earns at the account's hotel multiplier, as the quote said.
    expect(q.earn).not.toBeNull();
    expect(t.rewardsEarned?.amount).toBe(Math.ceil(((q.breakdown.totalMinor - 5_000) * q.earn!.multiplier) / 100));
  });

  it('books a vacation rental as a Home trip', async () => {
    const g = await guestUser();
    const { selection } = findStay(stay(nextFrom(), 7), today, (l, _r, p) => l.kind === 'vacation_rental' && p.variant === 'Default');
    const q = await quote(g.client, selection);
    const id = await confirmed(g, request(g, selection, q.breakdown.totalMinor, { loyaltyProgram: null }));
    expect(HomeTripSchema.parse(await trip(g.client, id))).toMatchObject({ kind: 'Home', lodging: { kind: 'vacation_rental' } });
  });

  it('prices the complimentary fourth night as its own line at Lifestyle and Premier hotels only (SPEC §5)', async () => {
    const g = await guestUser();
    const premium = findStay(
      stay(nextFrom(), 4),
      today,
      (l, _r, p) => l.kind === 'hotel' && l.collection !== 'NoCollection' && p.variant === 'Default',
    );
    const q = await quote(g.client, premium.selection);
    const free = q.breakdown.lines.find((l) => l.kind === 'Discount');
    expect(free?.amountMinor).toBe(-(premium.rate.complimentaryNightMinor ?? NaN));
    expect(free!.amountMinor).toBeLessThan(0);
    expect(q.breakdown.lines.reduce((n, l) => n + l.amountMinor, 0)).toBe(q.breakdown.totalMinor);

    const plain = findStay(stay(nextFrom(), 4), today, (l) => l.kind === 'hotel' && l.collection === 'NoCollection');
    expect((await quote(g.client, plain.selection)).breakdown.lines.some((l) => l.kind === 'Discount')).toBe(false);
    const short = findStay(stay(nextFrom(), 3), today, (l) => l.kind === 'hotel' && l.collection !== 'NoCollection');
    expect((await quote(g.client, short.selection)).complimentaryNightMinor).toBeNull();
  });

  it('answers OfferInvalid with the old and new totals when the price moved, and nothing is held', async () => {
    const g = await guestUser();
    const { selection, rate } = findStay(stay(nextFrom(), 2), today, (l) => l.kind === 'hotel');
    const res = await book(
      g.client,
      request(g, selection, rate.tripTotal - 100, {
        payment: { paymentMethodId: g.cardId, rewards: { accountReferenceId: g.account.accountReferenceId, amount: 1_000 } },
      }),
    );
    const error = await expectError(res, 422, 'OfferInvalid');
    expect(error.details).toMatchObject({ oldTotal: rate.tripTotal - 100, newTotal: rate.tripTotal, nextAction: 'ConfirmNewPrice' });
    expect(await balance(g.account.id)).toBe(200_000);
    expect(await bookingsOf(g.userId)).toHaveLength(0);
  });

  it('refuses a guest under 18 at check-in, and a guest who is not the user’s traveler', async () => {
    const young = await guestUser(0, { dateOfBirth: inDays(-17 * 365) });
    const { selection, rate } = findStay(stay(nextFrom(), 2), today, (l) => l.kind === 'hotel');
    await expectError(
      await book(young.client, request(young, selection, rate.tripTotal, { loyaltyProgram: null })),
      422,
      'CheckInMinimumAgeNotMet',
    );
    const other = await guestUser();
    const stolen = { ...request(other, selection, rate.tripTotal, { loyaltyProgram: null }), guest: { travelerId: young.travelerId } };
    await expectError(await book(other.client, stolen), 422, 'InvalidPassengers');
    expect(await bookingsOf(other.userId)).toHaveLength(0);
  });

  it('fails the way a documented guest surname asks, releasing the rewards', async () => {
    for (const code of ['LackOfInventory', 'PaymentError'] as const) {
      const g = await guestUser(50_000, { surname: code });
      const { selection, rate } = findStay(stay(nextFrom(), 2), today, (l) => l.kind === 'hotel');
      const body = request(g, selection, rate.tripTotal, {
        loyaltyProgram: null,
        payment: { paymentMethodId: g.cardId, rewards: { accountReferenceId: g.account.accountReferenceId, amount: 2_000 } },
      });
      const id = await scheduled(await book(g.client, body));
      clock.advance(SUPPLIER_LATENCY_MS + 1);
      expect(await poll(g.client, id)).toMatchObject({ outcome: 'Failed', failure: { code } });
      expect(await balance(g.account.id)).toBe(50_000);
    }
  });
});

describe('the last room', () => {
  it('answers RateNotAvailable once every room of the type is sold between quote and book, and charges nothing', async () => {
    const from = nextFrom();
    const found = findStay(stay(from, 2), today, (l, r, p) => l.kind === 'hotel' && p.variant === 'Default' && r.roomsLeft <= 3);
    const late = await guestUser();
    const q = await quote(late.client, found.selection);
    expect(q.roomsLeft).toBe(found.inventory);
    // Others book every room of that type for those nights.
    for (let i = 0; i < found.inventory; i++) {
      const g = await guestUser();
      await confirmed(g, request(g, found.selection, q.breakdown.totalMinor, { loyaltyProgram: null }));
    }
    const details = LodgingDetailsResponseSchema.parse(
      await (await late.client.request('POST', '/api/v0/lodging/details', { id: found.selection.lodgingId, ...stay(from, 2) })).json(),
    );
    expect(details.rooms.find((r) => r.roomId === found.selection.roomId)?.roomsLeft).toBe(0);
    const body = request(late, found.selection, q.breakdown.totalMinor, {
      loyaltyProgram: null,
      payment: { paymentMethodId: late.cardId, rewards: { accountReferenceId: late.account.accountReferenceId, amount: 3_000 } },
    });
    const error = await expectError(await book(late.client, body), 422, 'RateNotAvailable');
    expect(error.details).toMatchObject({ nextAction: 'ChooseAnotherFare' });
    expect(await balance(late.account.id)).toBe(200_000);
    expect(await bookingsOf(late.userId)).toHaveLength(0);
    await expectError(await late.client.request('POST', `${BOOK}/quote`, { selection: found.selection }), 422, 'RateNotAvailable');
  });

  it('sells the last room once when two guests race for it', async () => {
    const found = findStay(stay(nextFrom(), 2), today, (l, r, p) => l.kind === 'hotel' && p.variant === 'Default' && r.roomsLeft === 1);
    const [a, b] = [await guestUser(), await guestUser()];
    const answers = await Promise.all(
      [a, b].map((g) => book(g.client, request(g, found.selection, found.rate.tripTotal, { loyaltyProgram: null }))),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 422]);
    const [lost] = answers.filter((r) => r.status === 422);
    expect(((await lost!.json()) as { error: { code: string } }).error.code).toBe('RateNotAvailable');
  });

  it('makes one booking of 20 concurrent requests under one Idempotency-Key', async () => {
    const g = await guestUser();
    const { selection, rate } = findStay(stay(nextFrom(), 2), today, (l, r) => l.kind === 'hotel' && r.roomsLeft >= 2);
    const key = randomUUID();
    const body = request(g, selection, rate.tripTotal, {
      payment: { paymentMethodId: g.cardId, rewards: { accountReferenceId: g.account.accountReferenceId, amount: 1_000 } },
    });
    const answers = await Promise.all(Array.from({ length: 20 }, () => book(g.client, body, key)));
    const ids = await Promise.all(answers.map(scheduled));
    expect(new Set(ids).size).toBe(1);
    expect(await bookingsOf(g.userId)).toHaveLength(1);
    expect(await balance(g.account.id)).toBe(199_000);
  });
});

describe('isolation', () => {
  it('answers 404 for another user’s stay: trip, poll, cancel quote and cancel', async () => {
    const owner = await guestUser();
    const { selection, rate } = findStay(stay(nextFrom(), 2), today, (l) => l.kind === 'hotel');
    const id = await confirmed(owner, request(owner, selection, rate.tripTotal));
    const intruder = await guestUser();
    await expectError(await intruder.client.request('GET', `/api/v0/trips/${id}`), 404, 'NotFound');
    await expectError(await intruder.client.request('GET', `${BOOK}/${id}`), 404, 'NotFound');
    await expectError(await intruder.client.request('POST', `/api/v0/trips/${id}/cancel/quote`), 404, 'NotFound');
    await expectError(
      await intruder.client.request('POST', `/api/v0/trips/${id}/cancel`, { expectedRefundMinor: 0 }, { 'Idempotency-Key': randomUUID() }),
      404,
      'NotFound',
    );
    const list = (await (await intruder.client.request('GET', '/api/v0/trips')).json()) as { trips: unknown[] };
    expect(list.trips).toEqual([]);
  });
});

describe('cancelling a stay', () => {
  const cancelQuote = async (c: Client, id: string) =>
    CancelQuoteAnswerSchema.parse(await (await c.request('POST', `/api/v0/trips/${id}/cancel/quote`)).json()).quote;
  const cancel = (c: Client, id: string, expectedRefundMinor: number) =>
    c.request('POST', `/api/v0/trips/${id}/cancel`, { expectedRefundMinor }, { 'Idempotency-Key': randomUUID() });

  it('cancel for any reason until check-in: the coverage back by each route, the option fee kept, never more than was paid', async () => {
    const g = await guestUser();
    const { selection, rate } = findStay(stay(nextFrom(), 3), today, (l, _r, p) => l.kind === 'hotel' && p.variant === 'RefundableRoom');
    const q = await quote(g.client, selection);
    expect(q.breakdown.lines.find((l) => l.kind === 'AddOn')).toMatchObject({
      label: 'Cancel for any reason',
      amountMinor: rate.refundable!.premium,
    });
    const rewards = { accountReferenceId: g.account.accountReferenceId, amount: 10_000 };
    const id = await confirmed(g, request(g, selection, q.breakdown.totalMinor, { payment: { paymentMethodId: g.cardId, rewards } }));
    const earned = HotelTripSchema.parse(await trip(g.client, id)).rewardsEarned!.amount;
    const paid = q.breakdown.totalMinor;

    const cq = await cancelQuote(g.client, id);
    const expected = Math.min(
      paid,
      rate.refundable!.coverageAmount + (rate.refundable!.shouldRefundCfarPremium ? rate.refundable!.premium : 0),
    );
    expect(cq).toMatchObject({
      kind: 'Cancelable',
      refund: { why: 'CancelForAnyReason', refundMinor: expected, keptMinor: paid - expected },
    });
    const refund = cq.kind === 'Cancelable' ? cq.refund : null;
    expect(refund!.routes.reduce((n, r) => n + r.amountMinor, 0)).toBe(expected);
    expect(refund!.refundMinor).toBeLessThanOrEqual(paid);

    const res = await cancel(g.client, id, expected);
    expect(res.status, await res.clone().text()).toBe(200);
    const canceled = HotelTripSchema.parse(await res.json());
    expect(canceled.reservation).toBe('Canceled');
    expect(canceled.cancellation?.refund.refundMinor).toBe(expected);
    // What the rewards paid came back first in full (the fee came off the card), and the card part's earn was taken back in proportion.
    const rewardsBack = refund!.routes.find((r) => r.route === 'Rewards');
    expect(rewardsBack?.amountMinor).toBe(10_000);
    const ledger = await db().select().from(ledgerEntries).where(eq(ledgerEntries.bookingId, id));
    expect(ledger.reduce((n, e) => n + e.amount, 0)).toBe(earned - (refund!.rewardsEarnedReversed?.amount ?? 0));
    // Cancelling again refunds nothing more.
    await expectError(await cancel(g.client, id, 0), 409, 'AlreadyCanceled');
  });

  it('free cancellation refunds everything before the deadline; a non-refundable rate goes to support', async () => {
    const g = await guestUser();
    const from = nextFrom();
    const { selection, rate } = findStay(
      stay(from, 2),
      today,
      (l, _r, p) => l.kind === 'hotel' && p.variant === 'Default' && p.cancellation === 'FullyRefundable',
    );
    const id = await confirmed(g, request(g, selection, rate.tripTotal));
    expect(await cancelQuote(g.client, id)).toMatchObject({
      kind: 'Cancelable',
      refund: { why: 'FreeCancellation', refundMinor: rate.tripTotal, keptMinor: 0 },
    });

    const nonref = findStay(
      stay(from, 2),
      today,
      (l, _r, p) => l.kind === 'hotel' && p.cancellation === 'NonRefundable' && p.variant === 'Default',
    );
    const id2 = await confirmed(g, request(g, nonref.selection, nonref.rate.tripTotal));
    expect(await cancelQuote(g.client, id2)).toMatchObject({ kind: 'NotCancelable', reason: 'NonRefundable', contact: 'Support' });
  });
});

describe('vacation rental rules', () => {
  it('answers NoAvailability for a stay shorter than the rental’s minimum', async () => {
    const g = await guestUser();
    const from = nextFrom();
    const rental = findStay(stay(from, 7), today, (l) => l.kind === 'vacation_rental' && (l.rental?.minStay ?? 0) >= 2);
    // One night, below the rental's minimum stay (MinStay).
    const selection = { ...rental.selection, checkOut: inDays(from + 1) };
    await expectError(await g.client.request('POST', `${BOOK}/quote`, { selection }), 422, 'NoAvailability');
  });
});
