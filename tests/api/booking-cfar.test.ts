import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AirlineCreditsAnswerSchema } from '../../src/lib/domain/booking/airline-credit.schema';
import { TripSchema } from '../../src/lib/domain/booking/booking.schema';
import { airlineCredits, ledgerEntries, rewardsAccounts } from '../../src/server/db/schema';
import { basic, cancelHelpers, refundable } from './helpers/cancel';
import { createTestContext, type Client, type TestContext } from './helpers/context';
import { expectError, mutableClock } from './helpers/http';

// Cancel for any reason on a flight (SPEC §4, §9): past the void window a fare that gives back
// little or nothing is cancelled by the cover, for 80 % of base fare and taxes to the payment or
// 100 % as credit with the airline, until 3 hours before the first departure; once.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const clock = mutableClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ sessionTtlMinutes: 60 * 24 * 400 }, clock.now);
});
afterAll(() => ctx.close());
const db = () => ctx.database.db;
const { buyer, booked, quote, cancel } = cancelHelpers(() => ctx, clock);

const balance = async (accountId: string) =>
  (await db().select().from(rewardsAccounts).where(eq(rewardsAccounts.id, accountId)))[0]!.balanceValue;
const credits = async (c: Client) => {
  const res = await c.request('GET', '/api/v0/user/airlineCredits');
  expect(res.status).toBe(200);
  return AirlineCreditsAnswerSchema.parse(await res.json()).credits;
};

describe('cancel for any reason on a flight', () => {
  it('a basic fare with the cover: 80 % back to the card, the rest and the cover kept; the airline credit offered instead', async () => {
    const b = await buyer();
    const trip = await booked(b, basic, {}, ['Cfar']);
    const cfarPrice = trip.protections.find((p) => p.product === 'Cfar')!.priceMinor;
    const covered = trip.payment.totalMinor - cfarPrice;
    clock.advance(DAY + HOUR);

    const q = await quote(b.client, trip.id);
    const refundMinor = Math.floor((covered * 80) / 100);
    expect(q).toEqual({
      kind: 'Cancelable',
      refund: {
        why: 'CancelForAnyReason',
        refundMinor,
        feeMinor: covered - refundMinor,
        keptMinor: covered - refundMinor + cfarPrice,
        routes: [{ route: 'Card', amountMinor: refundMinor }],
        rewardsEarnedReversed: expect.objectContaining({ currency: 'Miles' }),
      },
      airlineCredit: {
        amountMinor: covered,
        airline: { code: trip.slices[0]!.segments[0]!.marketingAirline.code, name: expect.any(String) },
        expiresAt: expect.any(String),
        keptMinor: cfarPrice,
      },
    });
    if (q.kind !== 'Cancelable') throw new Error('cancelable');
    // A year from the booking.
    const booked_ = Date.parse(trip.createdAt);
    expect(Date.parse(q.airlineCredit!.expiresAt) - booked_).toBeGreaterThanOrEqual(365 * DAY);
    expect(Date.parse(q.airlineCredit!.expiresAt) - booked_).toBeLessThanOrEqual(366 * DAY);

    const res = await cancel(b.client, trip.id, refundMinor);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(TripSchema.parse(await res.json())).toMatchObject({ reservation: 'Canceled', cancellation: { refund: q.refund } });
    expect(await credits(b.client)).toEqual([]);
    // Irreversible: once used, the cover says so and nothing more comes back.
    await expectError(await cancel(b.client, trip.id, covered, undefined, 'AirlineCredit'), 409, 'AlreadyCanceled');
  });

  it('the airline credit instead: 10 concurrent cancels issue one credit; rewards stay spent; only its owner sees it; it expires', async () => {
    const b = await buyer(50_000);
    const trip = await booked(b, basic, { rewards: { accountReferenceId: b.account.accountReferenceId, amount: 8_000 } }, ['Cfar']);
    const before = await balance(b.account.id);
    clock.advance(2 * DAY);
    const q = await quote(b.client, trip.id);
    if (q.kind !== 'Cancelable' || !q.airlineCredit) throw new Error('an airline credit is offered');
    const { amountMinor } = q.airlineCredit;

    const answers = await Promise.all(Array.from({ length: 10 }, () => cancel(b.client, trip.id, amountMinor, undefined, 'AirlineCredit')));
    expect(answers.map((r) => r.status).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    const rows = await db().select().from(airlineCredits).where(eq(airlineCredits.bookingId, trip.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: b.userId, amountMinor, airlineCode: q.airlineCredit.airline.code, state: 'Available' });
    // Nothing went back to the rewards account, and nothing of the earn was taken back.
    expect(await balance(b.account.id)).toBe(before);
    expect((await db().select().from(ledgerEntries).where(eq(ledgerEntries.bookingId, trip.id))).map((e) => e.kind).sort()).toEqual([
      'Debit',
      'Earn',
      'Hold',
      'Release',
    ]);

    const trip2 = TripSchema.parse(await (await b.client.request('GET', `/api/v0/trips/${trip.id}`)).json());
    expect(trip2.cancellation?.refund).toEqual({
      why: 'CancelForAnyReason',
      refundMinor: amountMinor,
      feeMinor: 0,
      keptMinor: q.airlineCredit.keptMinor,
      routes: [
        { route: 'AirlineCredit', id: rows[0]!.id, amountMinor, airline: q.airlineCredit.airline, expiresAt: q.airlineCredit.expiresAt },
      ],
      rewardsEarnedReversed: null,
    });
    const first = trip.slices[0]!.segments;
    expect(await credits(b.client)).toEqual([
      {
        id: rows[0]!.id,
        airline: q.airlineCredit.airline,
        amountMinor,
        currency: 'USD',
        state: 'Available',
        expiresAt: q.airlineCredit.expiresAt,
        issuedAt: expect.any(String),
        trip: {
          id: trip.id,
          confirmationNumber: trip.confirmationNumber,
          origin: first[0]!.origin.locationCode,
          destination: first.at(-1)!.destination.locationCode,
        },
      },
    ]);
    const other = await buyer();
    expect(await credits(other.client)).toEqual([]);

    clock.advance(366 * DAY);
    expect((await credits(b.client))[0]!.state).toBe('Expired');
  });

  it('until 3 hours before the first departure; after, the fare rules answer and the cover is not used', async () => {
    const b = await buyer();
    const trip = await booked(b, basic, {}, ['Cfar'], 5);
    const departure = Date.parse(trip.slices[0]!.segments[0]!.scheduledDeparture);
    clock.advance(departure - clock.now().getTime() - 3 * HOUR - 60_000);
    const last = await quote(b.client, trip.id);
    expect(last).toMatchObject({ kind: 'Cancelable', refund: { why: 'CancelForAnyReason' } });

    clock.advance(2 * 60_000);
    expect(await quote(b.client, trip.id)).toMatchObject({ kind: 'NotCancelable', reason: 'TooCloseToDeparture', contact: 'Airline' });
    if (last.kind !== 'Cancelable') throw new Error('cancelable');
    await expectError(await cancel(b.client, trip.id, last.refund.refundMinor), 409, 'TooCloseToDeparture');
    await expectError(
      await cancel(b.client, trip.id, last.airlineCredit!.amountMinor, undefined, 'AirlineCredit'),
      409,
      'TooCloseToDeparture',
    );
    expect(await credits(b.client)).toEqual([]);
  });

  it('a fare that gives back more cancels by its own rules, with no credit offered; no cover, no credit', async () => {
    const b = await buyer();
    const covered = await booked(b, refundable, {}, ['Cfar']);
    clock.advance(2 * DAY);
    const q = await quote(b.client, covered.id);
    expect(q).toMatchObject({ kind: 'Cancelable', refund: { why: 'FareRules' } });
    expect(q).not.toHaveProperty('airlineCredit');
    await expectError(await cancel(b.client, covered.id, 1, undefined, 'AirlineCredit'), 422, 'CancelQuoteChanged');

    const bare = await booked(b, basic);
    clock.advance(2 * DAY);
    expect(await quote(b.client, bare.id)).toMatchObject({ kind: 'NotCancelable', reason: 'NonRefundable' });
    await expectError(await cancel(b.client, bare.id, 0, undefined, 'AirlineCredit'), 409, 'NonRefundable');
  });

  it("another user's trip answers 404 to the credit choice, and no credit is issued", async () => {
    const owner = await buyer();
    const trip = await booked(owner, basic, {}, ['Cfar']);
    clock.advance(2 * DAY);
    const q = await quote(owner.client, trip.id);
    if (q.kind !== 'Cancelable' || !q.airlineCredit) throw new Error('an airline credit is offered');
    const other = await buyer();
    await expectError(await cancel(other.client, trip.id, q.airlineCredit.amountMinor, undefined, 'AirlineCredit'), 404, 'NotFound');
    expect(await db().select().from(airlineCredits).where(eq(airlineCredits.bookingId, trip.id))).toEqual([]);
  });
});
