import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TravelerInput } from '../../src/lib/domain/profile/travelers.schema';
import { bookings, rewardsAccounts } from '../../src/server/db/schema';
import { FlightBookAnswerSchema, TripSchema, type FlightBookRequest } from '../../src/lib/domain/booking/booking.schema';
import { FlightQuoteAnswerSchema, type FlightQuote } from '../../src/lib/domain/booking/flight-quote.schema';
import { SUPPLIER_LATENCY_MS } from '../../src/server/services/booking/rules';
import { cashAnswer } from '../../src/server/services/flights';
import { createTestContext, signedInClient, type Client, type TestContext } from './helpers/context';
import { inDays, today } from './helpers/dates';
import { expectError, mutableClock } from './helpers/http';
import { person, save } from './helpers/profile';
import { firstNonstop, fundBuyer } from './helpers/booking';
import { homeToday } from '../../src/lib/domain/shared/dates';

// The checkout side of the booking API (session 6 contract): the quote, saved travelers checked by
// the SPEC §8 passenger rules, protections priced by the server, and the payment rules.

const BOOK = '/api/v0/flights/book';
const clock = mutableClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, clock.now);
});
afterAll(() => ctx.close());
const db = () => ctx.database.db;

async function buyer(miles = 50_000) {
  const { client, userId } = await signedInClient(ctx, { withMilesAccount: true });
  return { client, userId, ...(await fundBuyer(db(), userId, miles)) };
}

const passport = { countryOfIssue: 'CA', number: 'AB123456', expiration: inDays(3 * 365) };
const adult = (extra: Partial<TravelerInput> = {}) =>
  person({ givenName: 'Ada', surname: 'Lovelace', dateOfBirth: '1985-12-10', ...extra });

function selection(origin: string, destination: string, departureDate: string) {
  const search = {
    tripType: 'oneWay' as const,
    slices: [{ origin, destination, departureDate }],
    passengers: { ADT: 1, CNN: 0, INF: 0, INS: 0 },
  };
  const itinerary = firstNonstop(cashAnswer(search, homeToday(clock.now().getTime())));
  return { ...search, itineraryId: itinerary.id, fareId: itinerary.fares[0]!.fareId };
}

async function quote(c: Client, sel: ReturnType<typeof selection>): Promise<FlightQuote> {
  const res = await c.request('POST', `${BOOK}/quote`, { selection: sel });
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return FlightQuoteAnswerSchema.parse(JSON.parse(text)).quote;
}

function bookBody(sel: ReturnType<typeof selection>, travelerId: string, cardId: string, expectedTotal: number): FlightBookRequest {
  return {
    selection: sel,
    expectedTotal,
    travelers: [{ travelerId, passengerType: 'ADT' }],
    contact: { email: 'ada@example.com', phone: '+1 212 555 0100' },
    protections: [],
    payment: { paymentMethodId: cardId },
  };
}
const book = (c: Client, body: unknown) => c.request('POST', BOOK, body, { 'Idempotency-Key': randomUUID() });

describe('POST /v0/flights/book/quote', () => {
  it('re-prices the fare and answers its breakdown, protections, requirements, rewards and earn', async () => {
    const b = await buyer();
    const sel = selection('JFK', 'LHR', inDays(40));
    const q = await quote(b.client, sel);
    expect(q.fare.fareId).toBe(sel.fareId);
    expect(q.breakdown.lines.map((l) => [l.kind, l.amountMinor])).toEqual([
      ['BaseFare', q.fare.baseFare],
      ['Taxes', q.fare.taxes],
    ]);
    expect(q.breakdown.totalMinor).toBe(q.fare.amount.fiat.value);
    expect(q.protections.map((p) => [p.kind, p.product])).toEqual([
      ['Offered', 'Cfar'],
      ['Offered', 'Chfar'],
      ['Offered', 'DisruptionAssistance'],
      ['Offered', 'PriceDropProtection'],
    ]);
    expect(q.requirements).toEqual({
      international: true,
      lapInfantsSupported: true,
      seatedInfantsSupported: true,
      firstDepartureDate: inDays(40),
      lastFlightDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(q.rewards.accounts).toEqual([
      expect.objectContaining({
        accountReferenceId: b.account.accountReferenceId,
        currency: 'Miles',
        balance: 50_000,
        maxRedeemableMinor: Math.min(50_000, q.breakdown.totalMinor),
      }),
    ]);
    expect(q.rewards.minimumRedemption).toEqual({ kind: 'AllMeetMinimum', minimumMinor: 1_000 });
    expect(q.earn).toEqual({ accountReferenceId: b.account.accountReferenceId, multiplier: 2, currency: 'Miles' });

    expect((await quote(b.client, selection('JFK', 'LAX', inDays(40)))).requirements.international).toBe(false);
    // Within hours of departure the protections that could no longer be used are not offered.
    const soon = await quote(b.client, selection('JFK', 'LAX', today));
    expect(soon.protections.find((p) => p.product === 'Chfar')).toEqual({
      kind: 'NotOffered',
      product: 'Chfar',
      reason: 'TooCloseToDeparture',
    });
  });

  it('answers 404 NoAvailability for a fare that is gone and 400 for a malformed selection', async () => {
    const b = await buyer();
    const gone = { ...selection('JFK', 'LAX', inDays(41)), fareId: 'no-such-fare' };
    await expectError(await b.client.request('POST', `${BOOK}/quote`, { selection: gone }), 404, 'NoAvailability');
    await expectError(await b.client.request('POST', `${BOOK}/quote`, { selection: { tripType: 'oneWay' } }), 400, 'ValidationFailed');
  });
});

describe('travelers', () => {
  it('an international trip without a passport answers InvalidPassengers with each field error', async () => {
    const b = await buyer();
    const sel = selection('JFK', 'LHR', inDays(42));
    const q = await quote(b.client, sel);
    const noPassport = (await save(b.client, adult())).id;
    const body = bookBody(sel, noPassport, b.cardId, q.breakdown.totalMinor);
    body.contact.phone = '12';
    const error = await expectError(await book(b.client, body), 422, 'InvalidPassengers');
    expect(error.details).toMatchObject({
      nextAction: 'EditTravelers',
      errors: [
        { code: 'MissingNationality', travelerId: noPassport, field: 'nationality' },
        { code: 'MissingPassport', travelerId: noPassport, field: 'passport' },
        { code: 'NoContactInformation', field: 'contact.phone' },
      ],
    });

    const withPassport = (await save(b.client, adult({ surname: 'Byron', nationality: 'CA', passport }))).id;
    const res = await book(b.client, bookBody(sel, withPassport, b.cardId, q.breakdown.totalMinor));
    expect(res.status, await res.clone().text()).toBe(201);
    expect(await db().select().from(bookings).where(eq(bookings.userId, b.userId))).toHaveLength(1);
  });

  it('another user’s traveler, or types that differ from the search, answer InvalidPassengers without their data', async () => {
    const b = await buyer();
    const other = await buyer();
    const theirs = (await save(other.client, adult({ givenName: 'Secret', surname: 'Person' }))).id;
    const sel = selection('JFK', 'LAX', inDays(43));
    const total = (await quote(b.client, sel)).breakdown.totalMinor;
    const error = await expectError(await book(b.client, bookBody(sel, theirs, b.cardId, total)), 422, 'InvalidPassengers');
    expect(JSON.stringify(error)).not.toMatch(/Secret|Person/);
    const mine = (await save(b.client, adult())).id;
    const asChild = bookBody(sel, mine, b.cardId, total);
    asChild.travelers[0]!.passengerType = 'CNN';
    await expectError(await book(b.client, asChild), 422, 'InvalidPassengers');
    expect(await db().select().from(bookings).where(eq(bookings.userId, b.userId))).toEqual([]);
  });
});

describe('protections', () => {
  it('are priced by the server, added to the total, kept on the booking and shown as AddOn lines', async () => {
    const b = await buyer();
    const sel = selection('YYZ', 'JFK', inDays(44));
    const q = await quote(b.client, sel);
    const cfar = q.protections.find((p) => p.product === 'Cfar');
    const drop = q.protections.find((p) => p.product === 'PriceDropProtection');
    if (cfar?.kind !== 'Offered' || drop?.kind !== 'Offered') throw new Error('CFAR and price drop protection are offered 44 days out');
    const travelerId = (await save(b.client, adult({ nationality: 'CA', passport }))).id;
    const fareOnly = { ...bookBody(sel, travelerId, b.cardId, q.breakdown.totalMinor), protections: ['PriceDropProtection', 'Cfar'] };
    const total = q.breakdown.totalMinor + cfar.priceMinor + drop.priceMinor;
    // The fare's total alone is not the price with protections: the new total comes back.
    const changed = await expectError(await book(b.client, fareOnly), 422, 'OfferInvalid');
    expect(changed.details).toMatchObject({ oldTotal: q.breakdown.totalMinor, newTotal: total });

    const res = await book(b.client, { ...fareOnly, expectedTotal: total });
    expect(res.status).toBe(201);
    const { bookingId } = FlightBookAnswerSchema.parse(await res.json());
    clock.advance(SUPPLIER_LATENCY_MS + 1);
    const trip = TripSchema.parse(await (await b.client.request('GET', `/api/v0/trips/${bookingId}`)).json());
    expect(trip.reservation).toBe('Confirmed');
    expect(trip.protections).toEqual([
      { product: 'Cfar', priceMinor: cfar.priceMinor },
      { product: 'PriceDropProtection', priceMinor: drop.priceMinor },
    ]);
    expect(trip.breakdown.lines.map((l) => [l.kind, l.amountMinor])).toEqual([
      ['BaseFare', q.fare.baseFare],
      ['Taxes', q.fare.taxes],
      ['AddOn', cfar.priceMinor],
      ['AddOn', drop.priceMinor],
    ]);
    expect(trip.breakdown.totalMinor).toBe(total);
    expect(trip.payment).toMatchObject({ form: 'fiat', totalMinor: total, cardMinor: total });
    expect(trip.rewardsEarned).toEqual({
      amount: Math.ceil((total * 2) / 100),
      currency: 'Miles',
      accountReferenceId: b.account.accountReferenceId,
    });
  });

  it('a protection not offered for this trip answers ProtectionNotOffered with the product and reason', async () => {
    const b = await buyer();
    const sel = selection('JFK', 'LAX', today);
    const q = await quote(b.client, sel);
    const travelerId = (await save(b.client, adult())).id;
    const body = { ...bookBody(sel, travelerId, b.cardId, q.breakdown.totalMinor), protections: ['Chfar'] };
    const error = await expectError(await book(b.client, body), 422, 'ProtectionNotOffered');
    expect(error.details).toMatchObject({ product: 'Chfar', reason: 'TooCloseToDeparture' });
    await expectError(await book(b.client, { ...body, protections: ['Cfar', 'Cfar'] }), 400, 'ValidationFailed');
  });
});

describe('rewards payment', () => {
  it('rewards above the balance or a balance below the minimum answer RedemptionFailure, never a larger card charge', async () => {
    const b = await buyer(900);
    const sel = selection('JFK', 'LAX', inDays(45));
    const total = (await quote(b.client, sel)).breakdown.totalMinor;
    const travelerId = (await save(b.client, adult())).id;
    const body = bookBody(sel, travelerId, b.cardId, total);
    const belowMinimum = {
      ...body,
      payment: { ...body.payment, rewards: { accountReferenceId: b.account.accountReferenceId, amount: 500 } },
    };
    await expectError(await book(b.client, belowMinimum), 422, 'RedemptionFailure');
    await db().update(rewardsAccounts).set({ balanceValue: 5_000, cashEquivalentMinor: 5_000 }).where(eq(rewardsAccounts.id, b.account.id));
    const aboveBalance = {
      ...body,
      payment: { ...body.payment, rewards: { accountReferenceId: b.account.accountReferenceId, amount: 6_000 } },
    };
    await expectError(await book(b.client, aboveBalance), 422, 'RedemptionFailure');
    expect(await db().select().from(bookings).where(eq(bookings.userId, b.userId))).toEqual([]);
  });
});
