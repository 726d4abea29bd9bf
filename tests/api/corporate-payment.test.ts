import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingPollAnswerSchema, FlightBookAnswerSchema } from '../../src/lib/domain/booking/booking.schema';
import { PaymentVerifyAnswerSchema } from '../../src/lib/domain/profile/payment-methods.schema';
import { SessionInfoSchema } from '../../src/lib/domain/profile/session.schema';
import { bookings, businesses, ledgerEntries } from '../../src/server/db/schema';
import { SUPPLIER_LATENCY_MS } from '../../src/server/services/booking/rules';
import { oneWayFare } from './helpers/booking';
import { Client, createTestContext, type TestContext } from './helpers/context';
import { inDays } from './helpers/dates';
import { FakeVault } from './helpers/fake-vault';
import { expectError, mutableClock } from './helpers/http';
import { person, profileClient, save } from './helpers/profile';

// A corporate user pays company travel with the company's card: the card they add must be that
// card (or one of its virtual numbers), it books like any card, and it earns the traveler nothing.

const vault = new FakeVault();
const clock = mutableClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, clock.now, { vault });
});
afterAll(() => ctx.close());

const card = { productDisplayName: 'Test Co corporate card', lastFour: '5154', lastFourVirtualCardNumbers: ['8836'] };

async function company(withCard = true) {
  const id = `biz-${randomUUID().slice(0, 8)}`;
  const ref = `acct-${id}`;
  await ctx.database.db
    .insert(businesses)
    .values({ id, name: `Test Co ${id}`, accountReferenceId: ref, companyCard: withCard ? card : null });
  return { id, ref };
}

const verifyRaw = (c: Client, token: string, accountReferenceId: string, isVirtualCard = false) =>
  c.request('POST', '/api/v0/paymentMethods/verify', { token, accountReferenceId, isVirtualCard });

async function verified(c: Client, token: string, ref: string, isVirtualCard = false) {
  const res = await verifyRaw(c, token, ref, isVirtualCard);
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return PaymentVerifyAnswerSchema.parse(JSON.parse(text)).value;
}

describe('the company card', () => {
  it('is in the session of the company’s users, and not of a consumer', async () => {
    const biz = await company();
    const { client } = await profileClient(ctx, { businessId: biz.id });
    const info = SessionInfoSchema.parse(await (await client.request('GET', '/api/v0/session')).json());
    expect(info.corporateInfo?.companyCard).toEqual({ accountReferenceId: biz.ref, ...card });
    const consumer = await profileClient(ctx);
    expect(SessionInfoSchema.parse(await (await consumer.client.request('GET', '/api/v0/session')).json()).corporateInfo).toBeNull();
  });

  it('is added by a corporate user, as the plastic or a virtual number', async () => {
    const biz = await company();
    const { client } = await profileClient(ctx, { businessId: biz.id });
    const plastic = await verified(client, vault.addCard('5154'), biz.ref);
    expect(plastic).toMatchObject({ PaymentVerifyResult: 'Success', paymentMethod: { lastFour: '5154', accountReferenceId: biz.ref } });
    const virtual = await verified(client, vault.addCard('8836'), biz.ref, true);
    expect(virtual).toMatchObject({ PaymentVerifyResult: 'Success', paymentMethod: { lastFour: '8836', isVirtualCard: true } });
  });

  it('refuses another card, another company’s account, and a company without a card', async () => {
    const biz = await company();
    const other = await company();
    const bare = await company(false);
    const { client } = await profileClient(ctx, { businessId: biz.id });
    await expectError(await verifyRaw(client, vault.addCard('3307'), biz.ref), 422, 'ValidationFailed');
    await expectError(await verifyRaw(client, vault.addCard('5154'), other.ref), 404, 'NotFound');
    const { client: bareUser } = await profileClient(ctx, { businessId: bare.id });
    await expectError(await verifyRaw(bareUser, vault.addCard('5154'), bare.ref), 404, 'NotFound');
    // A consumer cannot claim a company's account either.
    const consumer = await profileClient(ctx);
    await expectError(await verifyRaw(consumer.client, vault.addCard('5154'), biz.ref), 404, 'NotFound');
  });

  it('pays for a flight, which earns the traveler nothing', async () => {
    const biz = await company();
    const { client, userId } = await profileClient(ctx, { businessId: biz.id });
    const added = await verified(client, vault.addCard('5154'), biz.ref);
    if (added.PaymentVerifyResult !== 'Success') throw new Error('card not added');
    const traveler = await save(client, person({ givenName: 'Ada', surname: 'Lovelace', dateOfBirth: '1985-12-10' }));
    const body = {
      ...oneWayFare(clock.now(), inDays(40)),
      travelers: [{ travelerId: traveler.id, passengerType: 'ADT' }],
      contact: { email: 'ada@example.com', phone: '+1 212 555 0100' },
      payment: { paymentMethodId: added.paymentMethod.id },
    };
    const res = await client.request('POST', '/api/v0/flights/book', body, { 'Idempotency-Key': randomUUID() });
    const text = await res.text();
    expect(res.status, text).toBe(201);
    const id = FlightBookAnswerSchema.parse(JSON.parse(text)).bookingId;
    clock.advance(SUPPLIER_LATENCY_MS + 1);
    const done = BookingPollAnswerSchema.parse(await (await client.request('GET', `/api/v0/flights/book/${id}`)).json());
    expect(done.outcome).toBe('Success');
    const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row!.userId).toBe(userId);
    expect(await ctx.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.bookingId, id))).toEqual([]);
  });
});
