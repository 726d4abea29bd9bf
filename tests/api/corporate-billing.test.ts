import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DisruptionOfferAnswerSchema } from '../../src/lib/domain/booking/addon.schema';
import { CancelQuoteAnswerSchema, FlightTripSchema } from '../../src/lib/domain/booking/booking.schema';
import { SessionInfoSchema } from '../../src/lib/domain/profile/session.schema';
import { bookings, businesses, ledgerEntries, outbox, users } from '../../src/server/db/schema';
import { SUPPLIER_LATENCY_MS } from '../../src/server/services/booking/rules';
import { fundBuyer, oneWayFare } from './helpers/booking';
import { Client, createTestContext, createUser, type TestContext } from './helpers/context';
import { inDays } from './helpers/dates';
import { expectError, mutableClock } from './helpers/http';
import { person, save } from './helpers/profile';

// Central billing (issue 21 item 1): a company that pays by invoice. Its travelers book with no
// card; the booking carries the company's reference, earns nothing, and a cancel credits the invoice.

const clock = mutableClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, clock.now);
});
afterAll(() => ctx.close());
const db = () => ctx.database.db;

/** A corporate user of a new company; `invoiced` gives the company central billing. */
async function traveler(invoiced: boolean, opts: { consumer?: boolean } = {}) {
  const businessId = `biz-${randomUUID().slice(0, 8)}`;
  await db()
    .insert(businesses)
    .values({ id: businessId, name: 'Invoice Co', ...(invoiced && { centralBilling: { referencePrefix: 'INV' } }) });
  const { user, email, password } = await createUser(ctx, {
    customerType: opts.consumer ? 'Consumer' : 'Corporate',
    withMilesAccount: true,
  });
  if (!opts.consumer) await db().update(users).set({ businessId }).where(eq(users.id, user.id));
  const { cardId } = await fundBuyer(db(), user.id, 50_000);
  const client = await new Client(ctx.app).init();
  expect((await client.signIn(email, password)).status).toBe(200);
  const t = await save(client, person({ givenName: 'Ada', surname: 'Lovelace', dateOfBirth: '1985-12-10' }));
  return { client, userId: user.id, cardId, travelerId: t.id };
}
type Traveler = Awaited<ReturnType<typeof traveler>>;

let day = 0;
const book = (t: Traveler, payment: Record<string, unknown>) =>
  t.client.request(
    'POST',
    '/api/v0/flights/book',
    {
      ...oneWayFare(clock.now(), inDays(40 + (day++ % 200))),
      travelers: [{ travelerId: t.travelerId, passengerType: 'ADT' }],
      contact: { email: 'ada@example.com', phone: '+1 212 555 0100' },
      payment,
    },
    { 'Idempotency-Key': randomUUID() },
  );

async function confirmed(t: Traveler, extra: Record<string, unknown> = {}) {
  const res = await book(t, { centralBilling: true, ...extra });
  const text = await res.text();
  expect(res.status, text).toBe(201);
  const { bookingId } = JSON.parse(text) as { bookingId: string };
  clock.advance(SUPPLIER_LATENCY_MS + 1);
  const trip = FlightTripSchema.parse(await (await t.client.request('GET', `/api/v0/trips/${bookingId}`)).json());
  expect(trip.reservation).toBe('Confirmed');
  return trip;
}

describe('central billing', () => {
  it('the session says the company pays by invoice, and only for such a company', async () => {
    const info = async (t: Traveler) => SessionInfoSchema.parse(await (await t.client.request('GET', '/api/v0/session')).json());
    expect((await info(await traveler(true))).corporateInfo?.centralBilling).toEqual({ companyName: 'Invoice Co' });
    expect((await info(await traveler(false))).corporateInfo?.centralBilling).toBeNull();
  });

  it('books with no card: the company is billed the whole total under a reference, and nothing is earned', async () => {
    const t = await traveler(true);
    const trip = await confirmed(t);
    expect(trip.payment).toMatchObject({ form: 'fiat', cardMinor: trip.breakdown.totalMinor, rewardsMinor: 0, walletMinor: 0 });
    expect(trip.payment.companyBilling).toEqual({
      companyName: 'Invoice Co',
      reference: expect.stringMatching(/^INV-[0-9A-F]{8}$/),
      costCenter: null,
    });
    expect(trip.payment.companyBilling!.reference).toBe(`INV-${trip.id.replace(/-/g, '').slice(0, 8).toUpperCase()}`);
    expect(trip.rewardsEarned).toBeNull();
    const [row] = await db().select().from(bookings).where(eq(bookings.id, trip.id));
    expect(row).toMatchObject({ paymentMethodId: null, earnAccountId: null, rewardsAccountId: null });
    expect(await db().select().from(ledgerEntries).where(eq(ledgerEntries.bookingId, trip.id))).toEqual([]);
  });

  it('the confirmation email says who is billed, with the reference', async () => {
    const t = await traveler(true);
    const trip = await confirmed(t);
    const rows = (await db().select().from(outbox)).filter((o) => o.payload.bookingId === trip.id);
    expect(rows.map((o) => o.kind)).toContain('BookingConfirmed');
    const { renderBookingConfirmation } = await import('../../src/server/services/mail/render');
    const mail = renderBookingConfirmation(trip, { brand: 'Travel', siteUrl: 'http://localhost' });
    expect(mail.text).toContain(`Billed to Invoice Co (ref. ${trip.payment.companyBilling!.reference})`);
  });

  it('refuses central billing where the company does not bill centrally, and for a consumer', async () => {
    for (const t of [await traveler(false), await traveler(false, { consumer: true })]) {
      const body = await expectError(await book(t, { centralBilling: true }), 422, 'ValidationFailed');
      expect(JSON.stringify(body)).toContain('payment.centralBilling');
    }
  });

  it('refuses the traveler’s own card or rewards beside company billing: the company pays in full', async () => {
    const t = await traveler(true);
    for (const payment of [
      { centralBilling: true, paymentMethodId: t.cardId },
      { centralBilling: true, travelWallet: { creditIds: [randomUUID()] } },
    ]) {
      const body = await expectError(await book(t, payment), 422, 'ValidationFailed');
      expect(JSON.stringify(body)).toContain('pays this trip in full');
    }
  });

  it('keeps the cost center the traveler gives for the invoice line, trimmed, and prints it in the email', async () => {
    const t = await traveler(true);
    const trip = await confirmed(t, { costCenter: '  Sales EMEA / Q3 ' });
    expect(trip.payment.companyBilling?.costCenter).toBe('Sales EMEA / Q3');
    const [row] = await db().select().from(bookings).where(eq(bookings.id, trip.id));
    expect(row!.companyBilling?.costCenter).toBe('Sales EMEA / Q3');
    const { renderBookingConfirmation } = await import('../../src/server/services/mail/render');
    expect(renderBookingConfirmation(trip, { brand: 'Travel', siteUrl: 'http://localhost' }).text).toContain(
      'Cost center or project: Sales EMEA / Q3',
    );
  });

  it('refuses a cost center on a trip the traveler pays, and one too long, by the field', async () => {
    const t = await traveler(true);
    const carded = await expectError(await book(t, { paymentMethodId: t.cardId, costCenter: 'Sales' }), 422, 'ValidationFailed');
    expect(JSON.stringify(carded)).toContain('payment.costCenter');
    const long = await expectError(await book(t, { centralBilling: true, costCenter: 'x'.repeat(41) }), 400, 'ValidationFailed');
    expect(JSON.stringify(long)).toContain('at most 40 characters');
  });

  it('a traveler of an invoiced company may still pay by card', async () => {
    const t = await traveler(true);
    const res = await book(t, { paymentMethodId: t.cardId });
    expect(res.status, await res.clone().text()).toBe(201);
    const { bookingId } = (await res.json()) as { bookingId: string };
    const [row] = await db().select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row!.companyBilling).toBeNull();
    expect(row!.paymentMethodId).toBe(t.cardId);
  });

  it('a cancel credits the company’s invoice, by its own refund route', async () => {
    const t = await traveler(true);
    const trip = await confirmed(t);
    const res = await t.client.request('POST', `/api/v0/trips/${trip.id}/cancel/quote`);
    expect(res.status).toBe(200);
    const quote = CancelQuoteAnswerSchema.parse(await res.json()).quote;
    expect(quote.kind).toBe('Cancelable');
    if (quote.kind !== 'Cancelable') return;
    expect(quote.refund.routes).toEqual([
      {
        route: 'CompanyBilling',
        amountMinor: quote.refund.refundMinor,
        companyName: 'Invoice Co',
        reference: trip.payment.companyBilling!.reference,
      },
    ]);
    const done = await t.client.request(
      'POST',
      `/api/v0/trips/${trip.id}/cancel`,
      { expectedRefundMinor: quote.refund.refundMinor },
      { 'Idempotency-Key': randomUUID() },
    );
    expect(done.status, await done.clone().text()).toBe(200);
    const after = FlightTripSchema.parse(await (await t.client.request('GET', `/api/v0/trips/${trip.id}`)).json());
    expect(after.cancellation?.refund?.routes[0]).toMatchObject({ route: 'CompanyBilling' });
  });

  it('disruption assistance added later goes on the invoice too: no card asked, none charged', async () => {
    const t = await traveler(true);
    const trip = await confirmed(t);
    const offer = DisruptionOfferAnswerSchema.parse(
      await (await t.client.request('GET', `/api/v0/trips/${trip.id}/disruptionOffer`)).json(),
    );
    if (offer.kind !== 'ValidOffer') throw new Error(`offered, not ${offer.reason}`);
    expect(offer).toMatchObject({ cardId: null, billedTo: 'Invoice Co' });
    const price = offer.offer.priceMinor;
    const res = await t.client.request(
      'POST',
      `/api/v0/trips/${trip.id}/disruptionOffer/purchase`,
      { expectedPriceMinor: price },
      { 'Idempotency-Key': randomUUID() },
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const after = FlightTripSchema.parse(await (await t.client.request('GET', `/api/v0/trips/${trip.id}`)).json());
    expect(after.payment).toMatchObject({ cardMinor: trip.payment.cardMinor + price, companyBilling: trip.payment.companyBilling });
    const [row] = await db().select().from(bookings).where(eq(bookings.id, trip.id));
    expect(row).toMatchObject({ paymentMethodId: null, earnAccountId: null });
  });

  it('another user cannot read a company-billed trip', async () => {
    const t = await traveler(true);
    const trip = await confirmed(t);
    const other = await traveler(true);
    await expectError(await other.client.request('GET', `/api/v0/trips/${trip.id}`), 404, 'NotFound');
  });
});
