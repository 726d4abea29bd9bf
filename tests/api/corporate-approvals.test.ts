import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingPollAnswerSchema, FlightTripSchema } from '../../src/lib/domain/booking/booking.schema';
import { ApprovalListAnswerSchema, ApprovalRequestSchema } from '../../src/lib/domain/corporate/approvals.schema';
import type { PolicyTier } from '../../src/lib/domain/corporate/policy';
import { bookings, businesses, outbox, paymentMethods, policyTiers, rewardsAccounts, users } from '../../src/server/db/schema';
import { expireApprovals } from '../../src/server/services/booking/approvals';
import { resolveDueBookings } from '../../src/server/services/booking/resolve';
import { SUPPLIER_LATENCY_MS } from '../../src/server/services/booking/rules';
import { oneWayFare } from './helpers/booking';
import { Client, createTestContext, createUser, type TestContext } from './helpers/context';
import { inDays } from './helpers/dates';
import { expectError, mutableClock } from './helpers/http';
import { person, save } from './helpers/profile';

// SPEC §4 approvals: under a tier that requires approval, an out-of-policy booking waits with its
// holds for a travel administrator of the company; approving books it, denying or 24 hours without
// a decision gives everything back.

const clock = mutableClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, clock.now);
});
afterAll(() => ctx.close());
const db = () => ctx.database.db;

const allClasses = ['basic', 'standard', 'enhanced', 'premium', 'luxury'] as const;
/** Every flight costs more than $1 a traveler: any fare is out of policy. */
const tight = (isApprovalRequired: boolean): PolicyTier => ({
  id: 'x',
  name: 'Tight',
  settings: { isApprovalRequired },
  flights: {
    enableLongFlights: true,
    minHoursForLongFlight: 6,
    policies: (['Short', 'Long'] as const).map((duration) => ({
      duration,
      maxPriceForOneWay: 100,
      maxPriceForRoundTrip: 200,
      allowedFareClasses: [...allClasses],
    })),
  },
  hotels: { allowedStarRatings: [], maxPricePerNight: null },
  cars: { maxPricePerDay: null },
});

async function company(tier: PolicyTier) {
  const businessId = `biz-${randomUUID().slice(0, 8)}`;
  await db()
    .insert(businesses)
    .values({ id: businessId, name: 'Approvals Co', accountReferenceId: `acct-${businessId}` });
  const tierId = `tier-${randomUUID().slice(0, 8)}`;
  await db()
    .insert(policyTiers)
    .values({ id: tierId, businessId, policy: { ...tier, id: tierId } });
  return { businessId, tierId };
}

/** A member of the company, signed in after the records are set; travelers get miles and a card. */
async function member(co: { businessId: string; tierId: string }, opts: { admin?: boolean } = {}) {
  const { user, email, password } = await createUser(ctx, { customerType: 'Corporate', withMilesAccount: true });
  await db()
    .update(users)
    .set({
      businessId: co.businessId,
      policyTierId: co.tierId,
      canViewAdmin: !!opts.admin,
      roles: opts.admin ? ['TravelAdmin'] : ['Traveler'],
    })
    .where(eq(users.id, user.id));
  const [account] = await db()
    .update(rewardsAccounts)
    .set({ balanceValue: 50_000, cashEquivalentMinor: 50_000 })
    .where(eq(rewardsAccounts.userId, user.id))
    .returning();
  const [card] = await db()
    .insert(paymentMethods)
    .values({
      userId: user.id,
      token: `tok_${randomUUID()}`,
      brand: 'visa',
      lastFour: '1111',
      expMonth: 12,
      expYear: 2040,
      accountReferenceId: account!.accountReferenceId,
    })
    .returning();
  const client = await new Client(ctx.app).init();
  expect((await client.signIn(email, password)).status).toBe(200);
  const signIn = async () => {
    const fresh = await new Client(ctx.app).init();
    expect((await fresh.signIn(email, password)).status).toBe(200);
    return fresh;
  };
  return { client, signIn, userId: user.id, account: account!, cardId: card!.id };
}
type Member = Awaited<ReturnType<typeof member>>;

let day = 0;
async function book(m: Member, rewards = 10_000) {
  const traveler = await save(m.client, person({ givenName: 'Ada', surname: 'Lovelace', dateOfBirth: '1985-12-10' }));
  const body = {
    ...oneWayFare(clock.now(), inDays(30 + (day++ % 200))),
    travelers: [{ travelerId: traveler.id, passengerType: 'ADT' }],
    contact: { email: 'ada@example.com', phone: '+1 212 555 0100' },
    payment: { paymentMethodId: m.cardId, rewards: { accountReferenceId: m.account.accountReferenceId, amount: rewards } },
    policyReason: { code: 'ClientRequirement', note: 'Client workshop' },
  };
  const res = await m.client.request('POST', '/api/v0/flights/book', body, { 'Idempotency-Key': randomUUID() });
  const text = await res.text();
  expect(res.status, text).toBe(201);
  return (JSON.parse(text) as { bookingId: string }).bookingId;
}

const poll = async (m: Member, id: string) =>
  BookingPollAnswerSchema.parse(await (await m.client.request('GET', `/api/v0/flights/book/${id}`)).json());
const balance = async (m: Member) =>
  (await db().select().from(rewardsAccounts).where(eq(rewardsAccounts.id, m.account.id)))[0]!.balanceValue;
const row = async (id: string) => (await db().select().from(bookings).where(eq(bookings.id, id)))[0]!;
const queue = async (c: Client) => {
  const res = await c.request('GET', '/api/v0/approvals');
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return ApprovalListAnswerSchema.parse(JSON.parse(text)).value;
};
const decide = (c: Client, id: string, body: unknown) => c.request('POST', `/api/v0/approvals/${id}/decide`, body);
const mails = async (id: string) => (await db().select().from(outbox)).filter((o) => o.payload.bookingId === id).map((o) => o.kind);

describe('approvals', () => {
  it('holds an out-of-policy booking for approval; the administrator approves and it books', async () => {
    const co = await company(tight(true));
    const eli = await member(co);
    const cora = await member(co, { admin: true });
    const id = await book(eli);
    expect(await poll(eli, id)).toMatchObject({ outcome: 'ApprovalRequested' });
    expect(await balance(eli)).toBe(40_000);
    expect(await mails(id)).toEqual(['ApprovalRequested']);
    // Not the supplier's while it waits, however long the worker runs.
    clock.advance(SUPPLIER_LATENCY_MS * 3);
    await resolveDueBookings(db(), clock.now());
    expect((await row(id)).status).toBe('Pending');

    const trips = await (await eli.client.request('GET', '/api/v0/trips')).json();
    const trip = FlightTripSchema.parse((trips as { trips: unknown[] }).trips.find((t) => (t as { id: string }).id === id));
    expect(trip.approval).toMatchObject({ state: 'Requested', decidedAt: null });
    expect(trip.policy?.reason).toEqual({ code: 'ClientRequirement', note: 'Client workshop' });

    const [request] = await queue(cora.client);
    expect(request).toMatchObject({
      id,
      state: 'Requested',
      booking: { product: 'Flight', title: expect.stringContaining('JFK → LAX'), verdict: { kind: 'OutOfPolicy' } },
    });
    const approved = await decide(cora.client, id, { decision: 'Approve' });
    expect(approved.status).toBe(200);
    expect(ApprovalRequestSchema.parse(((await approved.json()) as { value: unknown }).value)).toMatchObject({ state: 'Approved' });
    // The supplier answers from the approval on: the usual latency, then confirmed.
    expect(await poll(eli, id)).toMatchObject({ outcome: 'Pending' });
    clock.advance(SUPPLIER_LATENCY_MS + 1);
    expect(await poll(eli, id)).toMatchObject({ outcome: 'Success' });
    // The held miles are spent; the card part earned as any booking's does.
    expect(await balance(eli)).toBe(40_000 + ((await row(id)).rewardsEarned?.amount ?? 0));
    await expectError(await decide(cora.client, id, { decision: 'Deny', comment: 'Too late' }), 409, 'ApprovalDecided');
  });

  it('a denial needs a comment, then declines the booking and gives every hold back', async () => {
    const co = await company(tight(true));
    const eli = await member(co);
    const cora = await member(co, { admin: true });
    const before = await balance(eli);
    const id = await book(eli);
    expect(await balance(eli)).toBe(before - 10_000);
    await expectError(await decide(cora.client, id, { decision: 'Deny' }), 400);
    const denied = await decide(cora.client, id, { decision: 'Deny', comment: 'Take the 8 AM flight instead' });
    expect(denied.status).toBe(200);
    expect(await balance(eli)).toBe(before);
    const r = await row(id);
    expect(r.status).toBe('Declined');
    expect(r.failureCode).toBe('ApprovalDenied');
    expect(r.approval).toMatchObject({ state: 'Denied', comment: 'Take the 8 AM flight instead', decidedBy: cora.userId });
    expect(await poll(eli, id)).toMatchObject({ outcome: 'Failed', failure: { code: 'ApprovalDenied' } });
    expect(await mails(id)).toEqual(['ApprovalRequested', 'ApprovalDenied']);
  });

  it('lapses after 24 hours without a decision, giving everything back', async () => {
    const co = await company(tight(true));
    const eli = await member(co);
    const cora = await member(co, { admin: true });
    const before = await balance(eli);
    const id = await book(eli);
    const second = await book(eli, 5_000);
    clock.advance(24 * 60 * 60 * 1000 - 1000);
    expect(await expireApprovals(db(), clock.now())).toBe(0);
    clock.advance(2000);
    // A decision that comes too late finds the request lapsed, and releases it there and then.
    await expectError(await decide(await cora.signIn(), second, { decision: 'Approve' }), 409, 'ApprovalExpired');
    expect((await row(second)).failureCode).toBe('ApprovalExpired');
    expect(await expireApprovals(db(), clock.now())).toBeGreaterThanOrEqual(1);
    expect(await balance(eli)).toBe(before);
    expect((await row(id)).failureCode).toBe('ApprovalExpired');
    // A day on, the administrator signs in again: the request is no longer hers to decide.
    const later = await cora.signIn();
    await expectError(await decide(later, id, { decision: 'Approve' }), 409, 'ApprovalDecided');
    expect((await queue(later)).find((q) => q.id === id)?.state).toBe('Expired');
  });

  it('only a travel administrator of the same company decides, and never their own trip', async () => {
    const co = await company(tight(true));
    const eli = await member(co);
    const other = await member(co);
    const cora = await member(co, { admin: true });
    const id = await book(eli);
    await expectError(await other.client.request('GET', '/api/v0/approvals'), 403, 'Forbidden');
    await expectError(await decide(other.client, id, { decision: 'Approve' }), 403, 'Forbidden');
    await expectError(await decide(eli.client, id, { decision: 'Approve' }), 403, 'Forbidden');

    const elsewhere = await member(await company(tight(true)), { admin: true });
    expect((await queue(elsewhere.client)).map((q) => q.id)).not.toContain(id);
    await expectError(await decide(elsewhere.client, id, { decision: 'Approve' }), 404, 'NotFound');

    const own = await book(cora);
    await expectError(await decide(cora.client, own, { decision: 'Approve' }), 403, 'Forbidden');
    expect((await row(id)).approval?.state).toBe('Requested');
  });

  it('books at once when the tier needs no approval, or the choice is in policy', async () => {
    const noApproval = await member(await company(tight(false)));
    const id = await book(noApproval);
    expect(await poll(noApproval, id)).toMatchObject({ outcome: 'Pending' });
    expect((await row(id)).approval).toBeNull();

    const openTier = tight(true);
    openTier.flights.policies = openTier.flights.policies.map((p) => ({ ...p, maxPriceForOneWay: null, maxPriceForRoundTrip: null }));
    openTier.cars.maxPricePerDay = 5000;
    const inPolicy = await member(await company(openTier));
    const id2 = await book(inPolicy);
    expect((await row(id2)).approval).toBeNull();
    clock.advance(SUPPLIER_LATENCY_MS + 1);
    expect(await poll(inPolicy, id2)).toMatchObject({ outcome: 'Success' });
  });
});
