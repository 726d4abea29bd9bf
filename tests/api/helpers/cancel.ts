// Booking a flight and cancelling it, for the cancel and cancel-for-any-reason suites: a buyer with
// a miles account, a card and a saved traveler; a fare booked as asked and confirmed by the supplier.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { CancelQuoteAnswerSchema, FlightTripSchema, type FlightBookRequest } from '../../../src/lib/domain/booking/booking.schema';
import type { Fare } from '../../../src/lib/domain/flights/flights.schema';
import { SUPPLIER_LATENCY_MS } from '../../../src/server/services/booking/rules';
import { fareWhere, fundBuyer } from './booking';
import { signedInClient, type Client, type TestContext } from './context';
import { addDays, homeToday } from '../../../src/lib/domain/shared/dates';
import type { mutableClock } from './http';
import { person, save } from './profile';

const cancelRule = (f: Fare) => (f.penalties.kind === 'Known' ? f.penalties.cancel.kind : f.penalties.kind);
export const refundable = (f: Fare) => cancelRule(f) === 'NoPenalty';
export const withFee = (f: Fare) => cancelRule(f) === 'WithFee';
export const basic = (f: Fare) => cancelRule(f) === 'NotPossible';

export function cancelHelpers(ctx: () => TestContext, clock: ReturnType<typeof mutableClock>) {
  const db = () => ctx().database.db;
  let day = 0;

  async function buyer(miles = 50_000) {
    const { client, userId } = await signedInClient(ctx(), { withMilesAccount: true });
    const { account, cardId } = await fundBuyer(db(), userId, miles);
    const travelerId = (await save(client, person({ givenName: 'Ada', surname: 'Lovelace', dateOfBirth: '1985-12-10' }))).id;
    return { client, userId, account, cardId, travelerId };
  }
  type Buyer = Awaited<ReturnType<typeof buyer>>;

  /** Books a fare that `pick` takes, `daysOut` days out (30+ by default), paid as asked, and lets the supplier confirm it. */
  async function booked(
    b: Buyer,
    pick: (f: Fare) => boolean,
    pay: Partial<FlightBookRequest['payment']> = {},
    protections: FlightBookRequest['protections'] = [],
    daysOut = 30 + (day++ % 200),
    where?: Parameters<typeof fareWhere>[3],
  ) {
    // Days from the clock's today: a suite that moved its clock still books ahead of it.
    const { selection, expectedTotal } = fareWhere(clock.now(), addDays(homeToday(clock.now().getTime()), daysOut), pick, where);
    const quote = await b.client.request('POST', '/api/v0/flights/book/quote', { selection });
    const offered = ((await quote.json()) as { quote: { protections: { kind: string; product: string; priceMinor?: number }[] } }).quote
      .protections;
    const extra = protections.reduce((n, p) => n + (offered.find((o) => o.product === p)?.priceMinor ?? 0), 0);
    const body: FlightBookRequest = {
      selection,
      expectedTotal: expectedTotal + extra,
      protections,
      travelers: [{ travelerId: b.travelerId, passengerType: 'ADT' }],
      contact: { email: 'ada@example.com', phone: '+1 212 555 0100' },
      payment: { paymentMethodId: b.cardId, ...pay },
    };
    const res = await b.client.request('POST', '/api/v0/flights/book', body, { 'Idempotency-Key': randomUUID() });
    expect(res.status, await res.clone().text()).toBe(201);
    const { bookingId } = (await res.json()) as { bookingId: string };
    clock.advance(SUPPLIER_LATENCY_MS + 1);
    const trip = FlightTripSchema.parse(await (await b.client.request('GET', `/api/v0/trips/${bookingId}`)).json());
    expect(trip.reservation).toBe('Confirmed');
    return trip;
  }

  async function quote(c: Client, id: string) {
    const res = await c.request('POST', `/api/v0/trips/${id}/cancel/quote`);
    expect(res.status).toBe(200);
    return CancelQuoteAnswerSchema.parse(await res.json()).quote;
  }
  const cancel = (c: Client, id: string, expectedRefundMinor: number, key = randomUUID(), choice?: 'Refund' | 'AirlineCredit') =>
    c.request('POST', `/api/v0/trips/${id}/cancel`, { expectedRefundMinor, ...(choice && { choice }) }, { 'Idempotency-Key': key });

  return { buyer, booked, quote, cancel };
}
