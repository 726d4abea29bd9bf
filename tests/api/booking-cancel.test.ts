import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TripSchema } from '../../src/lib/domain/booking/booking.schema';
import {
  airlineCredits,
  bookings,
  ledgerEntries,
  outbox,
  rewardsAccounts,
  trackingEvents,
  travelWalletItems,
  walletEntries,
} from '../../src/server/db/schema';
import { basic, cancelHelpers, refundable, withFee } from './helpers/cancel';
import { createTestContext, type TestContext } from './helpers/context';
import { exchanged } from './helpers/exchange';
import { expectError, mutableClock } from './helpers/http';

// Cancelling through the engine: the quote before anything happens, then one transaction that
// cancels, gives back rewards and wallet items and takes back the earn; retried or raced, once.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const clock = mutableClock();
let ctx: TestContext;
beforeAll(async () => {
  // Tests move the clock past the 24-hour void window: sessions outlive it.
  ctx = await createTestContext({ sessionTtlMinutes: 60 * 24 * 30 }, clock.now);
});
afterAll(() => ctx.close());
const db = () => ctx.database.db;

const { buyer, booked, quote, cancel } = cancelHelpers(() => ctx, clock);

const balance = async (accountId: string) =>
  (await db().select().from(rewardsAccounts).where(eq(rewardsAccounts.id, accountId)))[0]!.balanceValue;
const ledger = (bookingId: string) =>
  db().select().from(ledgerEntries).where(eq(ledgerEntries.bookingId, bookingId)).orderBy(ledgerEntries.id);
const ledgerSum = async (accountId: string) =>
  (await db().select().from(ledgerEntries).where(eq(ledgerEntries.accountId, accountId))).reduce((n, e) => n + e.amount, 0);

describe('cancel quote and cancel', () => {
  it('a refundable fare paid with rewards, a credit and the card: all back by each route, the earn taken back, emailed', async () => {
    const b = await buyer(50_000);
    const [credit] = await db()
      .insert(travelWalletItems)
      .values({
        userId: b.userId,
        kind: 'Credit',
        creditType: 'Refund',
        state: 'Available',
        amountMinor: 5_000,
        originalMinor: 5_000,
        expiresAt: new Date(clock.now().getTime() + 300 * DAY),
      })
      .returning();
    const trip = await booked(b, refundable, {
      rewards: { accountReferenceId: b.account.accountReferenceId, amount: 10_000 },
      travelWallet: { creditIds: [credit!.id] },
    });
    expect((await db().select().from(travelWalletItems).where(eq(travelWalletItems.id, credit!.id)))[0]!.amountMinor).toBe(0);
    const earned = trip.rewardsEarned!.amount;
    expect(await balance(b.account.id)).toBe(40_000 + earned);

    // Past the void window, so the fare's own rules apply.
    clock.advance(DAY + HOUR);
    const q = await quote(b.client, trip.id);
    expect(q).toEqual({
      kind: 'Cancelable',
      refund: {
        why: 'FareRules',
        refundMinor: trip.payment.totalMinor,
        feeMinor: 0,
        keptMinor: 0,
        routes: [
          { route: 'Card', amountMinor: trip.payment.cardMinor },
          {
            route: 'Rewards',
            amountMinor: 10_000,
            rewards: { accountReferenceId: b.account.accountReferenceId, amount: 10_000, currency: 'Miles' },
          },
          { route: 'TravelWalletCredit', id: credit!.id, amountMinor: 5_000 },
        ],
        rewardsEarnedReversed: { amount: earned, currency: 'Miles', accountReferenceId: b.account.accountReferenceId },
      },
    });
    // A quote changes nothing.
    expect(await balance(b.account.id)).toBe(40_000 + earned);

    const res = await cancel(b.client, trip.id, trip.payment.totalMinor);
    expect(res.status).toBe(200);
    const canceled = TripSchema.parse(await res.json());
    expect(canceled).toMatchObject({
      reservation: 'Canceled',
      ticket: 'Canceled',
      cancellation: { refund: q.kind === 'Cancelable' ? q.refund : null },
    });
    expect(await balance(b.account.id)).toBe(50_000);
    expect(await ledgerSum(b.account.id)).toBe(0);
    expect((await ledger(trip.id)).map((e) => [e.kind, e.amount]).sort()).toEqual([
      ['Debit', -10_000],
      ['Earn', earned],
      ['EarnReversal', -earned],
      ['Hold', -10_000],
      ['Refund', 10_000],
      ['Release', 10_000],
    ]);
    const [after] = await db().select().from(travelWalletItems).where(eq(travelWalletItems.id, credit!.id));
    expect([after!.state, after!.amountMinor]).toEqual(['Available', 5_000]);
    expect((await db().select().from(walletEntries).where(eq(walletEntries.bookingId, trip.id))).map((e) => e.kind)).toContain('Refund');
    expect(
      await db()
        .select()
        .from(outbox)
        .where(and(eq(outbox.kind, 'BookingCanceled'))),
    ).toEqual(expect.arrayContaining([expect.objectContaining({ payload: { bookingId: trip.id, userId: b.userId } })]));
    const events = await db().select().from(trackingEvents).where(eq(trackingEvents.userId, b.userId));
    expect(events.map((e) => e.name)).toContain('booking_canceled');
    // Now it is Canceled: the quote says so, and a second cancel changes nothing.
    expect(await quote(b.client, trip.id)).toMatchObject({ kind: 'NotCancelable', reason: 'AlreadyCanceled' });
    await expectError(await cancel(b.client, trip.id, 0), 409, 'AlreadyCanceled');
    expect(await balance(b.account.id)).toBe(50_000);
  });

  it('a fee per traveler comes off the card; protections come back only within the 24-hour void window', async () => {
    const b = await buyer();
    const trip = await booked(b, withFee, {}, ['Cfar']);
    const cfar = trip.protections.find((p) => p.product === 'Cfar')!.priceMinor;
    expect(cfar).toBeGreaterThan(0);
    const inVoid = await quote(b.client, trip.id);
    expect(inVoid).toMatchObject({
      kind: 'Cancelable',
      refund: { why: 'VoidWindow', refundMinor: trip.payment.totalMinor, feeMinor: 0, keptMinor: 0 },
    });

    clock.advance(DAY);
    const fee =
      trip.fare.penalties.kind === 'Known' && trip.fare.penalties.cancel.kind === 'WithFee' ? trip.fare.penalties.cancel.amount : NaN;
    const after = await quote(b.client, trip.id);
    expect(after).toMatchObject({
      kind: 'Cancelable',
      refund: {
        why: 'FareRules',
        feeMinor: fee,
        keptMinor: fee + cfar,
        refundMinor: trip.payment.totalMinor - fee - cfar,
        routes: [{ route: 'Card', amountMinor: trip.payment.cardMinor - fee - cfar }],
      },
    });
    // The refund the traveler saw in the void window is no longer what a cancel gives: nothing changes.
    const stale = await cancel(b.client, trip.id, trip.payment.totalMinor);
    const body = await expectError(stale, 422, 'CancelQuoteChanged');
    expect(body.details).toMatchObject({ quote: after });
    expect((await db().select().from(bookings).where(eq(bookings.id, trip.id)))[0]!.status).toBe('Confirmed');
    expect((await cancel(b.client, trip.id, trip.payment.totalMinor - fee - cfar)).status).toBe(200);
  });

  it('a basic fare cannot be cancelled after the void window: the quote says why and whom to contact, a cancel changes nothing', async () => {
    const b = await buyer();
    const trip = await booked(b, basic);
    clock.advance(DAY + 1);
    const q = await quote(b.client, trip.id);
    expect(q).toEqual({
      kind: 'NotCancelable',
      reason: 'NonRefundable',
      contact: 'Airline',
      message: expect.stringContaining('contact the airline'),
    });
    const body = await expectError(await cancel(b.client, trip.id, 0), 409, 'NonRefundable');
    expect(body.details).toEqual({ contact: 'Airline' });
    expect((await db().select().from(bookings).where(eq(bookings.id, trip.id)))[0]!.status).toBe('Confirmed');
  });

  it("another user's trip answers 404 on quote and cancel, and nothing changes", async () => {
    const owner = await buyer();
    const trip = await booked(owner, refundable);
    const other = await buyer();
    await expectError(await other.client.request('POST', `/api/v0/trips/${trip.id}/cancel/quote`), 404, 'NotFound');
    await expectError(await cancel(other.client, trip.id, trip.payment.totalMinor), 404, 'NotFound');
    expect((await db().select().from(bookings).where(eq(bookings.id, trip.id)))[0]!.status).toBe('Confirmed');
  });

  it('10 concurrent cancels with their own keys refund once; the same key retried replays the first answer', async () => {
    const b = await buyer();
    const trip = await booked(b, refundable, { rewards: { accountReferenceId: b.account.accountReferenceId, amount: 5_000 } });
    const total = trip.payment.totalMinor;
    const answers = await Promise.all(Array.from({ length: 10 }, () => cancel(b.client, trip.id, total)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    expect((await ledger(trip.id)).filter((e) => e.kind === 'Refund')).toHaveLength(1);
    expect(await balance(b.account.id)).toBe(50_000);

    const key = randomUUID();
    const again = await buyer();
    const second = await booked(again, refundable);
    const first = await cancel(again.client, second.id, second.payment.totalMinor, key);
    const retried = await Promise.all(Array.from({ length: 5 }, () => cancel(again.client, second.id, second.payment.totalMinor, key)));
    expect([first.status, ...retried.map((r) => r.status)]).toEqual([200, 200, 200, 200, 200, 200]);
    expect(retried.every((r) => r.headers.get('Idempotent-Replayed') === 'true')).toBe(true);
    await expectError(await cancel(again.client, second.id, 1, key), 422, 'IdempotencyKeyReused');
  });

  it('over random bookings, changes and cancels (by fare rules, cancel for any reason refund or airline credit): the ledger sums to the balance change, each cancel refunds at most once', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            rewards: fc.integer({ min: 0, max: 8_000 }),
            cfar: fc.boolean(),
            cancel: fc.constantFrom('No', 'Refund', 'AirlineCredit'),
            twice: fc.boolean(),
            exchange: fc.boolean(),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        async (steps) => {
          const b = await buyer(40_000);
          for (const s of steps) {
            const trip = await booked(
              b,
              s.cfar ? basic : (f) => refundable(f) || withFee(f),
              s.rewards ? { rewards: { accountReferenceId: b.account.accountReferenceId, amount: s.rewards } } : {},
              s.cfar ? ['Cfar'] : [],
            );
            // Past the void window, where the cover is what gives anything back on a basic fare.
            clock.advance(DAY + HOUR);
            if (s.exchange && !s.cfar) {
              // A change first: what it costs joins the card part and the lines; a cheaper flight leaves a credit.
              const q = await exchanged(b.client, trip, 1);
              const after = TripSchema.parse(await (await b.client.request('GET', `/api/v0/trips/${trip.id}`)).json());
              expect(after.payment.totalMinor).toBe(trip.payment.totalMinor + q.lines.dueMinor);
              expect(after.breakdown.totalMinor).toBe(after.payment.totalMinor);
              expect(after.payment.cardMinor + after.payment.rewardsMinor + after.payment.walletMinor).toBe(after.payment.totalMinor);
            }
            if (s.cancel === 'No') continue;
            const q = await quote(b.client, trip.id);
            if (q.kind !== 'Cancelable') continue;
            const credit = s.cancel === 'AirlineCredit' ? q.airlineCredit : undefined;
            const expected = credit ? credit.amountMinor : q.refund.refundMinor;
            const tries = await Promise.all(
              Array.from({ length: s.twice ? 2 : 1 }, () =>
                cancel(b.client, trip.id, expected, undefined, credit ? 'AirlineCredit' : 'Refund'),
              ),
            );
            expect(tries.filter((r) => r.status === 200)).toHaveLength(1);
            // The cancel's credit (exchange number 0); a change's residual is its own.
            const issued = await db()
              .select()
              .from(airlineCredits)
              .where(and(eq(airlineCredits.bookingId, trip.id), eq(airlineCredits.exchangeNumber, 0)));
            expect(issued.map((c) => c.amountMinor)).toEqual(credit ? [credit.amountMinor] : []);
            // A credit gives nothing back to the rewards account: no Refund, no EarnReversal.
            if (credit) expect((await ledger(trip.id)).map((e) => e.kind)).not.toContain('Refund');
          }
          expect(await balance(b.account.id)).toBe(40_000 + (await ledgerSum(b.account.id)));
          for (const row of await db().select().from(bookings).where(eq(bookings.userId, b.userId))) {
            const kinds = (await ledger(row.id)).map((e) => e.kind);
            expect(kinds.filter((k) => k === 'Refund').length).toBeLessThanOrEqual(1);
            expect(kinds.filter((k) => k === 'EarnReversal').length).toBeLessThanOrEqual(1);
            if (row.status !== 'Canceled') expect(kinds).not.toContain('Refund');
          }
        },
      ),
      { numRuns: 8 },
    );
  });
});
