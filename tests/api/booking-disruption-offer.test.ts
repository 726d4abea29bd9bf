import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '../../src/server/db/schema';
import { DisruptionOfferAnswerSchema } from '../../src/lib/domain/booking/addon.schema';
import { FlightTripSchema } from '../../src/lib/domain/booking/booking.schema';
import { DisruptionAnswerSchema } from '../../src/lib/domain/booking/disruption.schema';
import { basic, cancelHelpers, refundable } from './helpers/cancel';
import { createTestContext, type Client, type TestContext } from './helpers/context';
import { expectError, mutableClock } from './helpers/http';
import { outboxPayloads, trackedCount } from './helpers/outbox';

// Disruption assistance added after booking (SPEC §2 flights/disruption-offer, §4 add-on flow):
// checkout's offer for the booked fare, bought once by card, part of the booking from then on.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const clock = mutableClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ sessionTtlMinutes: 60 * 24 * 90 }, clock.now);
});
afterAll(() => ctx.close());
const db = () => ctx.database.db;
const { buyer, booked, quote } = cancelHelpers(() => ctx, clock);

const offerOf = async (c: Client, id: string) => {
  const res = await c.request('GET', `/api/v0/trips/${id}/disruptionOffer`);
  expect(res.status).toBe(200);
  return DisruptionOfferAnswerSchema.parse(await res.json());
};
const buy = (c: Client, id: string, body: Record<string, unknown>, key: string = randomUUID()) =>
  c.request('POST', `/api/v0/trips/${id}/disruptionOffer/purchase`, body, { 'Idempotency-Key': key });
const tripOf = async (c: Client, id: string) => FlightTripSchema.parse(await (await c.request('GET', `/api/v0/trips/${id}`)).json());

describe('disruption assistance added to a booked flight', () => {
  it("checkout's offer, bought once by the booking's card under concurrent retries; the trip is then covered", async () => {
    const b = await buyer();
    const trip = await booked(b, basic);
    const offer = await offerOf(b.client, trip.id);
    if (offer.kind !== 'ValidOffer') throw new Error(`offered, not ${offer.reason}`);
    expect(offer.cardId).toBe(b.cardId);
    expect(offer.offer.coverage).toMatchObject({ product: 'DisruptionAssistance', passengers: 1, baseFareRefundMinor: trip.fare.baseFare });
    const price = offer.offer.priceMinor;
    expect(price).toBeGreaterThan(0);

    const key = randomUUID();
    const tries = await Promise.all(Array.from({ length: 8 }, () => buy(b.client, trip.id, { expectedPriceMinor: price }, key)));
    expect(tries.map((r) => r.status)).toEqual(Array<number>(8).fill(200));
    const after = await tripOf(b.client, trip.id);
    expect(after.protections).toEqual([{ product: 'DisruptionAssistance', priceMinor: price }]);
    expect(after.payment).toMatchObject({ totalMinor: trip.payment.totalMinor + price, cardMinor: trip.payment.cardMinor + price });
    expect(after.breakdown?.lines.at(-1)).toMatchObject({ kind: 'AddOn', amountMinor: price });
    expect(after.breakdown?.totalMinor).toBe(after.payment.totalMinor);
    // Another key finds it bought.
    await expectError(await buy(b.client, trip.id, { expectedPriceMinor: price }), 409, 'NoOffer');
    expect(await offerOf(b.client, trip.id)).toEqual({ kind: 'NoOffer', reason: 'AlreadyBought' });
    const mails = (await outboxPayloads(db(), 'BookingConfirmed', trip.id)).filter((p) => p.addOn === 'DisruptionAssistance');
    expect(mails).toHaveLength(1);
    expect(await trackedCount(db(), b.userId, 'addon_purchased')).toBe(1);
    // Paid by card after booking: it earns, once, on the booking's earning account.
    const later = await db()
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.bookingId, trip.id), eq(ledgerEntries.kind, 'EarnLater')));
    expect(later.map((e) => e.accountId)).toEqual([b.account.id]);
    expect(after.rewardsEarned?.amount).toBe((trip.rewardsEarned?.amount ?? 0) + later[0]!.amount);

    // Covered: a 2 h 30 delay is a disruption the traveler can act on.
    clock.advance(DAY + HOUR);
    expect((await b.client.request('POST', '/api/v0/testing/disruption', { bookingId: trip.id, delayMinutes: 150 })).status).toBe(200);
    const d = DisruptionAnswerSchema.parse(await (await b.client.request('GET', `/api/v0/trips/${trip.id}/disruption`)).json());
    expect(d.kind).toBe('IsDisrupted');
  });

  it('a price that moved answers 409 OfferChanged with the new offer; nothing is charged', async () => {
    const b = await buyer();
    const trip = await booked(b, basic);
    const offer = await offerOf(b.client, trip.id);
    if (offer.kind !== 'ValidOffer') throw new Error('offered');
    const err = await expectError(await buy(b.client, trip.id, { expectedPriceMinor: offer.offer.priceMinor - 1 }), 409, 'OfferChanged');
    expect(err.details).toMatchObject({ offer: { kind: 'ValidOffer', offer: { priceMinor: offer.offer.priceMinor } } });
    expect((await tripOf(b.client, trip.id)).payment).toEqual(trip.payment);
  });

  it('inside 24 hours of departure there is no offer, and buying answers 409 NoOffer with the reason', async () => {
    const b = await buyer();
    const trip = await booked(b, basic, {}, [], 3);
    const leaves = Date.parse(trip.slices[0]!.segments[0]!.scheduledDeparture);
    clock.advance(leaves - clock.now().getTime() - 23 * HOUR);
    expect(await offerOf(b.client, trip.id)).toEqual({ kind: 'NoOffer', reason: 'TooCloseToDeparture' });
    const err = await expectError(await buy(b.client, trip.id, { expectedPriceMinor: 900 }), 409, 'NoOffer');
    expect(err.details).toMatchObject({ reason: 'TooCloseToDeparture' });
  });

  it('a cancel in the void window gives the add-on back with the fare, to the card', async () => {
    const b = await buyer();
    const trip = await booked(b, refundable);
    const offer = await offerOf(b.client, trip.id);
    if (offer.kind !== 'ValidOffer') throw new Error('offered');
    expect((await buy(b.client, trip.id, { expectedPriceMinor: offer.offer.priceMinor })).status).toBe(200);
    const q = await quote(b.client, trip.id);
    if (q.kind !== 'Cancelable') throw new Error('cancelable');
    expect(q.refund.refundMinor).toBe(trip.payment.totalMinor + offer.offer.priceMinor);
  });

  it("another user's booking answers 404; bad input 400; nothing changes", async () => {
    const owner = await buyer();
    const trip = await booked(owner, basic);
    const other = await buyer();
    await expectError(await other.client.request('GET', `/api/v0/trips/${trip.id}/disruptionOffer`), 404, 'NotFound');
    await expectError(await buy(other.client, trip.id, { expectedPriceMinor: 900 }), 404, 'NotFound');
    expect((await buy(owner.client, trip.id, { expectedPriceMinor: -5 })).status).toBe(400);
    expect((await buy(owner.client, trip.id, { expectedPriceMinor: 900, paymentMethodId: 'card' })).status).toBe(400);
    expect(
      (await owner.client.request('POST', `/api/v0/trips/${trip.id}/disruptionOffer/purchase`, { expectedPriceMinor: 900 })).status,
    ).toBe(400);
    expect((await tripOf(owner.client, trip.id)).protections).toEqual([]);
  });
});
