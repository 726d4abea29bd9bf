import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FlightTripSchema, type FlightBookRequest } from '../../src/lib/domain/booking/booking.schema';
import { RESEND_INTERVAL_SECONDS, ResendConfirmationAnswerSchema } from '../../src/lib/domain/booking/resend';
import { outbox } from '../../src/server/db/schema';
import { SUPPLIER_LATENCY_MS } from '../../src/server/services/booking/rules';
import { fareWhere, fundBuyer } from './helpers/booking';
import { createTestContext, signedInClient, type Client, type TestContext } from './helpers/context';
import { inDays } from './helpers/dates';
import { expectError, mutableClock } from './helpers/http';
import { person, save } from './helpers/profile';

// Resend confirmation (SPEC §2 Trips modal): the confirmation email once more through the outbox,
// only for a confirmed booking of this user, at most once every 2 minutes however many ask at once.

const clock = mutableClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, clock.now);
});
afterAll(() => ctx.close());
const db = () => ctx.database.db;

let day = 0;
async function confirmedTrip() {
  const { client, userId } = await signedInClient(ctx, { withMilesAccount: true });
  const { cardId } = await fundBuyer(db(), userId, 50_000);
  const travelerId = (await save(client, person({ givenName: 'Ada', surname: 'Lovelace', dateOfBirth: '1985-12-10' }))).id;
  const { selection, expectedTotal } = fareWhere(clock.now(), inDays(40 + (day++ % 100)), () => true);
  const body: FlightBookRequest = {
    selection,
    expectedTotal,
    protections: [],
    travelers: [{ travelerId, passengerType: 'ADT' }],
    contact: { email: 'ada@example.com', phone: '+1 212 555 0100' },
    payment: { paymentMethodId: cardId },
  };
  const res = await client.request('POST', '/api/v0/flights/book', body, { 'Idempotency-Key': randomUUID() });
  expect(res.status, await res.clone().text()).toBe(201);
  const { bookingId } = (await res.json()) as { bookingId: string };
  clock.advance(SUPPLIER_LATENCY_MS + 1);
  const trip = FlightTripSchema.parse(await (await client.request('GET', `/api/v0/trips/${bookingId}`)).json());
  expect(trip.reservation).toBe('Confirmed');
  return { client, trip };
}

const resend = (client: Client, id: string) => client.request('POST', `/api/v0/trips/${id}/resendConfirmation`, {});
const resends = async (id: string) =>
  (
    await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'BookingConfirmed'), sql`${outbox.payload}->>'bookingId' = ${id}`))
  ).filter((r) => r.payload.resend === true).length;

describe('POST /v0/trips/{id}/resendConfirmation', () => {
  it('queues the confirmation email again for the contact address; a second ask waits, then goes', async () => {
    const { client, trip } = await confirmedTrip();
    const first = await resend(client, trip.id);
    expect(first.status).toBe(202);
    expect(ResendConfirmationAnswerSchema.parse(await first.json())).toEqual({ sentTo: 'ada@example.com' });
    expect(await resends(trip.id)).toBe(1);

    clock.advance(30_000);
    const again = await resend(client, trip.id);
    const err = await expectError(again, 429, 'ExcessiveActivity');
    expect(err.details).toEqual({ retryAfterSeconds: RESEND_INTERVAL_SECONDS - 30 });
    expect(again.headers.get('Retry-After')).toBe(String(RESEND_INTERVAL_SECONDS - 30));
    expect(await resends(trip.id)).toBe(1);

    clock.advance((RESEND_INTERVAL_SECONDS - 30) * 1000);
    expect((await resend(client, trip.id)).status).toBe(202);
    expect(await resends(trip.id)).toBe(2);
  });

  it('10 asks at once send one email; the others are told to wait', async () => {
    const { client, trip } = await confirmedTrip();
    const answers = await Promise.all(Array.from({ length: 10 }, () => resend(client, trip.id)));
    expect(answers.map((a) => a.status).sort()).toEqual([202, ...Array<number>(9).fill(429)]);
    expect(await resends(trip.id)).toBe(1);
  });

  it("another user's booking, an unknown one and a malformed id: nothing is sent", async () => {
    const { trip } = await confirmedTrip();
    const { client: other } = await signedInClient(ctx);
    await expectError(await resend(other, trip.id), 404, 'NotFound');
    await expectError(await resend(other, randomUUID()), 404, 'NotFound');
    await expectError(await resend(other, 'not-a-booking'), 400, 'ValidationFailed');
    expect(await resends(trip.id)).toBe(0);
  });

  it('a canceled booking has no confirmation to send (409 AlreadyCanceled)', async () => {
    const { client, trip } = await confirmedTrip();
    const quote = (await (await client.request('POST', `/api/v0/trips/${trip.id}/cancel/quote`, {})).json()) as {
      quote: { kind: string; refund?: { refundMinor: number } };
    };
    expect(quote.quote.kind).toBe('Cancelable');
    const canceled = await client.request(
      'POST',
      `/api/v0/trips/${trip.id}/cancel`,
      { expectedRefundMinor: quote.quote.refund!.refundMinor },
      { 'Idempotency-Key': randomUUID() },
    );
    expect(canceled.status, await canceled.clone().text()).toBe(200);
    await expectError(await resend(client, trip.id), 409, 'AlreadyCanceled');
    expect(await resends(trip.id)).toBe(0);
  });
});
