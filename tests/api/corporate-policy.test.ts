import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PolicyTier } from '../../src/lib/domain/corporate/policy';
import { PolicyDetailsAnswerSchema } from '../../src/lib/domain/corporate/policy.schema';
import { fareVerdict } from '../../src/lib/domain/corporate/policy-rules';
import { FlightShopResponseSchema, type FlightSearchInput } from '../../src/lib/domain/flights/flights.schema';
import { bookings, paymentMethods } from '../../src/server/db/schema';
import { oneWayFare } from './helpers/booking';
import { expectError } from './helpers/http';
import { Client, createTestContext, type TestContext } from './helpers/context';
import { openTier, policyEmployee } from './helpers/corporate';
import { inDays } from './helpers/dates';
import { person, profileClient, save } from './helpers/profile';

// A corporate traveler's policy tier marks every fare of a flight search (SPEC §5), and "In policy
// only" keeps the itineraries whose shown fare is within it. Consumers see no marks.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const employee = (tier: PolicyTier) => policyEmployee(ctx, tier);

const oneWay: FlightSearchInput = {
  tripType: 'oneWay',
  slices: [{ origin: 'JFK', destination: 'LAX', departureDate: inDays(45) }],
  passengers: { ADT: 2, CNN: 0, INF: 1, INS: 0 },
  page: { offset: 0, limit: 500 },
};

async function search(c: Client, body: FlightSearchInput) {
  const res = await c.request('POST', '/api/v0/flights/search', body);
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return FlightShopResponseSchema.parse(JSON.parse(text));
}

describe('GET /v0/policies/details', () => {
  it('answers null for a consumer, and the tier with its process for a corporate user', async () => {
    const consumer = await profileClient(ctx);
    const none = PolicyDetailsAnswerSchema.parse(await (await consumer.client.request('GET', '/api/v0/policies/details')).json());
    expect(none.value).toBeNull();

    const capped: PolicyTier = { ...openTier, settings: { isApprovalRequired: true }, cars: { maxPricePerDay: 9000 } };
    const { client, tierId } = await employee(capped);
    const answer = PolicyDetailsAnswerSchema.parse(await (await client.request('GET', '/api/v0/policies/details')).json());
    expect(answer.value).toEqual({
      businessName: 'Policy Co',
      tier: { ...capped, id: tierId },
      isInactive: false,
      approvalProcess: '24hr_review',
    });
    const { client: openUser } = await employee(openTier);
    const openAnswer = PolicyDetailsAnswerSchema.parse(await (await openUser.request('GET', '/api/v0/policies/details')).json());
    expect(openAnswer.value).toMatchObject({ isInactive: true, approvalProcess: 'auto' });
  });
});

describe('policy marks on flight results', () => {
  it('marks every fare as the domain rule does, and "In policy only" keeps exactly the in-policy itineraries', async () => {
    const consumer = await profileClient(ctx);
    const plain = await search(consumer.client, oneWay);
    expect(plain.itineraries.every((it) => it.fares.every((f) => f.policy === undefined))).toBe(true);
    expect(plain.facets.inPolicy).toBeUndefined();

    // A per-traveler cap at the median shown price splits the results; premium and luxury are not allowed.
    const perTraveler = plain.itineraries.map((it) => Math.ceil(it.fares[0]!.amount.fiat.value / 2)).sort((a, b) => a - b);
    const cap = perTraveler[Math.floor(perTraveler.length / 2)]!;
    const tier: PolicyTier = {
      ...openTier,
      flights: {
        ...openTier.flights,
        policies: openTier.flights.policies.map((p) => ({
          ...p,
          maxPriceForOneWay: cap,
          allowedFareClasses: ['basic', 'standard', 'enhanced'],
        })),
      },
    };
    const { client } = await employee(tier);
    const marked = await search(client, oneWay);
    expect(marked.total).toBe(plain.total);
    let outCount = 0;
    for (const it of marked.itineraries) {
      for (const fare of it.fares) {
        const expected = fareVerdict(tier, { tripType: 'oneWay', slices: it.slices, seated: 2 }, fare);
        expect(fare.policy).toEqual(expected);
      }
      if (it.fares[0]!.policy?.kind === 'OutOfPolicy') outCount++;
    }
    expect(outCount).toBeGreaterThan(0);
    expect(outCount).toBeLessThan(marked.total);
    expect(marked.facets.inPolicy).toBe(marked.total - outCount);

    const only = await search(client, { ...oneWay, filters: { stops: 'DEFAULT', noLowCostCarriers: false, inPolicyOnly: true } });
    expect(only.total).toBe(marked.total - outCount);
    expect(only.itineraries.every((it) => it.fares[0]!.policy?.kind === 'InPolicy')).toBe(true);
    // The facet counts what the filter would show, whether or not it is on.
    expect(only.facets.inPolicy).toBe(only.total);
  });

  it('marks nothing under an inactive tier', async () => {
    const { client } = await employee(openTier);
    const answer = await search(client, oneWay);
    expect(answer.itineraries.every((it) => it.fares.every((f) => f.policy === undefined))).toBe(true);
    expect(answer.facets.inPolicy).toBeUndefined();
  });
});

describe('booking under a policy', () => {
  /** A corporate traveler with the company card saved and one saved traveler: what a booking needs. */
  async function buyer(tier: PolicyTier) {
    const e = await employee(tier);
    const [card] = await ctx.database.db
      .insert(paymentMethods)
      .values({
        userId: e.userId,
        token: `tok_${randomUUID()}`,
        brand: 'visa',
        lastFour: '5154',
        expMonth: 12,
        expYear: 2040,
        accountReferenceId: `acct-${e.businessId}`,
      })
      .returning();
    const traveler = await save(e.client, person({ givenName: 'Ada', surname: 'Lovelace', dateOfBirth: '1985-12-10' }));
    return { ...e, cardId: card!.id, travelerId: traveler.id };
  }
  const body = (b: Awaited<ReturnType<typeof buyer>>, extra: Record<string, unknown> = {}) => ({
    ...oneWayFare(new Date(), inDays(50)),
    travelers: [{ travelerId: b.travelerId, passengerType: 'ADT' }],
    contact: { email: 'ada@example.com', phone: '+1 212 555 0100' },
    payment: { paymentMethodId: b.cardId },
    ...extra,
  });
  const book = (c: Client, payload: unknown) => c.request('POST', '/api/v0/flights/book', payload, { 'Idempotency-Key': randomUUID() });
  const stored = async (res: Response) => {
    const text = await res.text();
    expect(res.status, text).toBe(201);
    const { bookingId } = JSON.parse(text) as { bookingId: string };
    return (await ctx.database.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0]!;
  };
  const tight: PolicyTier = {
    ...openTier,
    flights: { ...openTier.flights, policies: openTier.flights.policies.map((p) => ({ ...p, maxPriceForOneWay: 100 })) },
  };

  it('asks why for an out-of-policy fare, and keeps the reason with the booking', async () => {
    const b = await buyer(tight);
    const refused = await book(b.client, body(b));
    const error = await expectError(refused, 422, 'ValidationFailed');
    expect(JSON.stringify(error)).toContain('policyReason.code');
    // Other needs the traveler's words.
    await expectError(await book(b.client, body(b, { policyReason: { code: 'Other', note: '  ' } })), 400);
    const row = await stored(await book(b.client, body(b, { policyReason: { code: 'ClientRequirement', note: 'Client meeting at 9' } })));
    expect(row.policy).toEqual({
      verdict: { kind: 'OutOfPolicy', breaches: [{ kind: 'OverPrice', limitMinor: 100 }] },
      reason: { code: 'ClientRequirement', note: 'Client meeting at 9' },
    });
  });

  it('books an in-policy fare, keeping no reason', async () => {
    const b = await buyer({ ...openTier, cars: { maxPricePerDay: 5000 } });
    const row = await stored(await book(b.client, body(b, { policyReason: { code: 'NearVenue' } })));
    // A reason for an in-policy choice explains nothing: it is not kept.
    expect(row.policy).toEqual({ verdict: { kind: 'InPolicy' }, reason: null });
  });
});
