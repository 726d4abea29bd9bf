import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TravelWalletAnswerSchema } from '../../src/lib/domain/booking/travel-wallet.schema';
import { bookings, rewardsAccounts, travelWalletItems, walletEntries } from '../../src/server/db/schema';
import {
  FlightBookAnswerSchema,
  SupplierTestSurnames,
  TripSchema,
  type FlightBookRequest,
} from '../../src/lib/domain/booking/booking.schema';
import { resolveDueBookings } from '../../src/server/services/booking/resolve';
import { BOOKING_DEADLINE_MS, SUPPLIER_LATENCY_MS } from '../../src/server/services/booking/rules';
import { createTestUser } from '../../src/server/services/test-users';
import { starterWallet } from '../../src/server/services/travel-wallet';
import { takeFunds } from '../../src/server/services/booking/payment';
import { createTestContext, signedInClient, type Client, type TestContext } from './helpers/context';
import { inDays } from './helpers/dates';
import { expectError, mutableClock } from './helpers/http';
import { person, save } from './helpers/profile';
import { fundBuyer, oneWayFare } from './helpers/booking';

// The travel wallet (SPEC §3): GET /v0/user/wallet, credits and offers paying before rewards
// and the card, their holds written with the booking and given back when it fails.

const BOOK = '/api/v0/flights/book';
const WALLET = '/api/v0/user/wallet';
const DAY = 86_400_000;
const clock = mutableClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, clock.now);
});
afterAll(() => ctx.close());
const db = () => ctx.database.db;

type Item = typeof travelWalletItems.$inferInsert;
async function addItem(userId: string, item: Partial<Item> & Pick<Item, 'kind' | 'amountMinor'>) {
  const [row] = await db()
    .insert(travelWalletItems)
    .values({
      userId,
      state: 'Available',
      originalMinor: item.amountMinor,
      creditType: item.kind === 'Credit' ? 'Refund' : null,
      products: item.kind === 'Offer' ? ['Flight'] : [],
      expiresAt: new Date(clock.now().getTime() + 30 * DAY),
      ...item,
    })
    .returning();
  return row!;
}
const item = async (id: string) => (await db().select().from(travelWalletItems).where(eq(travelWalletItems.id, id)))[0]!;
const entries = (itemId: string) => db().select().from(walletEntries).where(eq(walletEntries.itemId, itemId)).orderBy(walletEntries.id);

async function buyer(miles = 50_000) {
  const { client, userId } = await signedInClient(ctx, { withMilesAccount: true });
  const funded = await fundBuyer(db(), userId, miles);
  const travelerId = (await save(client, person({ givenName: 'Ada', surname: 'Lovelace', dateOfBirth: '1985-12-10' }))).id;
  return { client, userId, travelerId, ...funded };
}
type Buyer = Awaited<ReturnType<typeof buyer>>;

let day = 0;
function request(b: Buyer, payment: FlightBookRequest['payment'], extra: Partial<FlightBookRequest> = {}): FlightBookRequest {
  return {
    ...oneWayFare(clock.now(), inDays(20 + (day++ % 280))),
    travelers: [{ travelerId: b.travelerId, passengerType: 'ADT' }],
    contact: { email: 'ada@example.com', phone: '+1 212 555 0100' },
    payment,
    ...extra,
  };
}
const book = (c: Client, body: unknown) => c.request('POST', BOOK, body, { 'Idempotency-Key': randomUUID() });
async function scheduled(res: Response): Promise<string> {
  const text = await res.text();
  expect(res.status, text).toBe(201);
  return FlightBookAnswerSchema.parse(JSON.parse(text)).bookingId;
}
const trip = async (c: Client, id: string) => TripSchema.parse(await (await c.request('GET', `/api/v0/trips/${id}`)).json());
const wallet = async (c: Client) => TravelWalletAnswerSchema.parse(await (await c.request('GET', WALLET)).json());

describe('GET /v0/user/wallet', () => {
  it('answers the user’s own credits and offers, an Available one past its expiry as Expired', async () => {
    const b = await buyer();
    expect(await wallet(b.client)).toEqual({ credits: [], offers: [] });
    const credit = await addItem(b.userId, { kind: 'Credit', amountMinor: 4_000, creditType: 'PriceDropProtection' });
    const old = await addItem(b.userId, { kind: 'Credit', amountMinor: 1_000, expiresAt: new Date(clock.now().getTime() - DAY) });
    const offer = await addItem(b.userId, { kind: 'Offer', amountMinor: 2_500, minimumSpendMinor: 25_000 });
    const other = await buyer();
    await addItem(other.userId, { kind: 'Credit', amountMinor: 9_999 });

    const w = await wallet(b.client);
    expect(w.credits.map((c) => [c.id, c.type, c.state, c.amountMinor])).toEqual(
      expect.arrayContaining([
        [credit.id, 'PriceDropProtection', 'Available', 4_000],
        [old.id, 'Refund', 'Expired', 1_000],
      ]),
    );
    expect(w.credits).toHaveLength(2);
    expect(w.offers).toEqual([
      {
        id: offer.id,
        state: 'Available',
        discountMinor: 2_500,
        minimumSpendMinor: 25_000,
        products: ['Flight'],
        expiresAt: offer.expiresAt.toISOString(),
      },
    ]);
    expect((await new (await import('./helpers/context')).Client(ctx.app).init().then((c) => c.request('GET', WALLET))).status).toBe(401);
  });

  it('a new consumer test user starts with the referral credit and the flight offer; a business traveler with none', async () => {
    const now = clock.now();
    const consumer = await createTestUser(db(), 'consumer', ctx.config.demoPassword, now);
    const rows = await db().select().from(travelWalletItems).where(eq(travelWalletItems.userId, consumer.userId));
    expect(rows.map((r) => [r.kind, r.creditType, r.amountMinor, r.minimumSpendMinor]).sort()).toEqual(
      starterWallet(consumer.userId, now)
        .map((r) => [r.kind, r.creditType ?? null, r.amountMinor, r.minimumSpendMinor ?? 0])
        .sort(),
    );
    const employee = await createTestUser(db(), 'corporate-employee', ctx.config.demoPassword, now);
    expect(await db().select().from(travelWalletItems).where(eq(travelWalletItems.userId, employee.userId))).toEqual([]);
  });
});

describe('paying with the wallet', () => {
  it('the offer, then the credit, then rewards, then the card; confirmation turns the holds into debits', async () => {
    const b = await buyer();
    const credit = await addItem(b.userId, { kind: 'Credit', amountMinor: 3_000 });
    const offer = await addItem(b.userId, { kind: 'Offer', amountMinor: 2_500 });
    const body = request(b, {
      paymentMethodId: b.cardId,
      rewards: { accountReferenceId: b.account.accountReferenceId, amount: 1_000 },
      travelWallet: { creditIds: [credit.id], offerId: offer.id },
    });
    const id = await scheduled(await book(b.client, body));
    // Held at once: the credit spent, the offer used; nobody else can take them now.
    expect(await item(credit.id)).toMatchObject({ amountMinor: 0, state: 'Redeemed' });
    expect(await item(offer.id)).toMatchObject({ state: 'Redeemed' });

    clock.advance(SUPPLIER_LATENCY_MS + 1);
    const t = await trip(b.client, id);
    expect(t.reservation).toBe('Confirmed');
    expect(t.payment).toMatchObject({
      form: 'split',
      totalMinor: body.expectedTotal,
      walletMinor: 5_500,
      rewardsMinor: 1_000,
      cardMinor: body.expectedTotal - 6_500,
      wallet: [
        { kind: 'TravelWalletOffer', id: offer.id, amountMinor: 2_500 },
        { kind: 'TravelWalletCredit', id: credit.id, amountMinor: 3_000, creditType: 'Refund' },
      ],
    });
    // The card part alone earns.
    expect(t.rewardsEarned?.amount).toBe(Math.ceil(((body.expectedTotal - 6_500) * 2) / 100));
    expect((await entries(credit.id)).map((e) => [e.kind, e.amountMinor])).toEqual([
      ['Hold', -3_000],
      ['Release', 3_000],
      ['Debit', -3_000],
    ]);
    expect(await item(credit.id)).toMatchObject({ amountMinor: 0, state: 'Redeemed' });
  });

  it('a failed booking gives every credit and offer back', async () => {
    const b = await buyer();
    const credit = await addItem(b.userId, { kind: 'Credit', amountMinor: 100_000_00 });
    const offer = await addItem(b.userId, { kind: 'Offer', amountMinor: 2_500 });
    const travelerId = (await save(b.client, person({ givenName: 'Ada', surname: 'NoAvailability', dateOfBirth: '1985-12-10' }))).id;
    const body = request(b, { travelWallet: { creditIds: [credit.id], offerId: offer.id } }, {});
    body.travelers = [{ travelerId, passengerType: 'ADT' }];
    // The wallet covers it all: no card is needed.
    const id = await scheduled(await book(b.client, body));
    expect((await item(credit.id)).amountMinor).toBe(100_000_00 - (body.expectedTotal - 2_500));
    clock.advance(SUPPLIER_LATENCY_MS + 1);
    expect((await trip(b.client, id)).reservation).toBe('Declined');
    expect(await item(credit.id)).toMatchObject({ amountMinor: 100_000_00, state: 'Available' });
    expect(await item(offer.id)).toMatchObject({ state: 'Available' });
    expect((await entries(credit.id)).reduce((s, e) => s + e.amountMinor, 0)).toBe(0);
    expect((await entries(offer.id)).map((e) => e.kind)).toEqual(['Hold', 'Release']);
  });

  it('two bookings racing for one credit: one pays with it, the other answers RedemptionFailure', async () => {
    const b = await buyer();
    const credit = await addItem(b.userId, { kind: 'Credit', amountMinor: 2_000 });
    // Each also pays rewards, taken before the credit: the refused one's must come back with it.
    const rewards = { accountReferenceId: b.account.accountReferenceId, amount: 1_000 };
    const bodies = [0, 1].map(() => request(b, { paymentMethodId: b.cardId, rewards, travelWallet: { creditIds: [credit.id] } }));
    const answers = await Promise.all(bodies.map((body) => book(b.client, body)));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 422]);
    const refused = answers.find((r) => r.status === 422)!;
    const error = await expectError(refused, 422, 'RedemptionFailure');
    expect(error.message).toMatch(/travel credit or offer/);
    expect(error.details).toMatchObject({ nextAction: 'EditPayment', itemId: credit.id });
    expect(await item(credit.id)).toMatchObject({ amountMinor: 0, state: 'Redeemed' });
    expect(await db().select().from(bookings).where(eq(bookings.userId, b.userId))).toHaveLength(1);
    const [account] = await db().select().from(rewardsAccounts).where(eq(rewardsAccounts.id, b.account.id));
    expect(account!.balanceValue).toBe(50_000 - 1_000);
  });

  it('a wallet item gone between planning and taking leaves the rewards untaken too', async () => {
    const b = await buyer();
    const spent = await addItem(b.userId, { kind: 'Credit', amountMinor: 0, state: 'Redeemed' });
    const taken = await db().transaction((tx) =>
      takeFunds(
        tx,
        b.userId,
        {
          kind: 'Paid',
          plan: {
            kind: 'Plan',
            amountForm: 'split',
            totalMinor: 3_000,
            parts: [],
            walletMinor: 500,
            rewardsMinor: 1_000,
            cardMinor: 1_500,
          },
          account: b.account,
          units: 1_000,
          earnAccountId: null,
          wallet: [{ kind: 'TravelWalletCredit', id: spent.id, amountMinor: 500, creditType: 'Refund' }],
          company: null,
        },
        clock.now(),
      ),
    );
    expect(taken).toEqual({ kind: 'Short', what: 'Wallet', itemId: spent.id });
    const [account] = await db().select().from(rewardsAccounts).where(eq(rewardsAccounts.id, b.account.id));
    expect(account!.balanceValue).toBe(50_000);
  });

  it('refuses what the wallet cannot pay: rewards over what is left, an ineligible offer, an item not the user’s', async () => {
    const b = await buyer();
    const credit = await addItem(b.userId, { kind: 'Credit', amountMinor: 5_000 });
    const big = request(b, {
      paymentMethodId: b.cardId,
      travelWallet: { creditIds: [credit.id] },
      rewards: { accountReferenceId: b.account.accountReferenceId, amount: 0 },
    });
    big.payment.rewards!.amount = big.expectedTotal - 5_000 + 1;
    const tooMuch = await expectError(await book(b.client, big), 422, 'ValidationFailed');
    expect(tooMuch.details).toMatchObject({
      fields: [{ path: 'payment.rewards.amount', message: expect.stringMatching(/after your travel credits/) }],
    });

    const pricey = await addItem(b.userId, { kind: 'Offer', amountMinor: 2_500, minimumSpendMinor: 100_000_00 });
    const below = await expectError(
      await book(b.client, request(b, { paymentMethodId: b.cardId, travelWallet: { creditIds: [], offerId: pricey.id } })),
      422,
      'RedemptionFailure',
    );
    expect(below).toMatchObject({
      message: expect.stringMatching(/trips of \$100,000\.00 or more/),
      details: { reason: 'BelowMinimumSpend' },
    });
    const hotels = await addItem(b.userId, { kind: 'Offer', amountMinor: 2_500, products: ['Hotel'] });
    await expectError(
      await book(b.client, request(b, { paymentMethodId: b.cardId, travelWallet: { creditIds: [], offerId: hotels.id } })),
      422,
      'RedemptionFailure',
    );
    const expired = await addItem(b.userId, { kind: 'Credit', amountMinor: 1_000, expiresAt: new Date(clock.now().getTime() - 1) });
    await expectError(
      await book(b.client, request(b, { paymentMethodId: b.cardId, travelWallet: { creditIds: [expired.id] } })),
      422,
      'RedemptionFailure',
    );

    const other = await buyer();
    const theirs = await addItem(other.userId, { kind: 'Credit', amountMinor: 5_000 });
    const notMine = await expectError(
      await book(b.client, request(b, { paymentMethodId: b.cardId, travelWallet: { creditIds: [theirs.id] } })),
      422,
      'ValidationFailed',
    );
    expect(notMine.details).toMatchObject({ fields: [{ path: 'payment.travelWallet' }] });
    expect(await item(theirs.id)).toMatchObject({ amountMinor: 5_000, state: 'Available' });
    // Nothing was taken by the refusals.
    expect(await item(credit.id)).toMatchObject({ amountMinor: 5_000, state: 'Available' });
    expect(
      await db()
        .select()
        .from(walletEntries)
        .where(and(eq(walletEntries.itemId, credit.id))),
    ).toEqual([]);
  });

  it('keeps the language booked in for the confirmation email', async () => {
    const b = await buyer();
    const id = await scheduled(await book(b.client, request(b, { paymentMethodId: b.cardId }, { locale: 'fr' })));
    expect((await trip(b.client, id)).locale).toBe('fr');
    const en = await scheduled(await book(b.client, request(b, { paymentMethodId: b.cardId })));
    expect((await trip(b.client, en)).locale).toBe('en');
  });
});

describe('wallet ledger property', () => {
  it('over random credits, wallet choices and failures: entries = amount change, every booking paid in full', async () => {
    const outcomes = [...SupplierTestSurnames, 'Lovelace'] as const;
    const step = fc.record({ credit: fc.boolean(), offer: fc.boolean(), surname: fc.constantFrom(...outcomes) });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 4 }), fc.integer({ min: 1, max: 60_000 }), async (steps, start) => {
        const b = await buyer();
        const credit = await addItem(b.userId, { kind: 'Credit', amountMinor: start });
        const offer = await addItem(b.userId, { kind: 'Offer', amountMinor: 1_500 });
        const travelers = new Map<string, string>();
        for (const s of new Set(steps.map((x) => x.surname))) {
          travelers.set(s, (await save(b.client, person({ givenName: 'Ada', surname: s, dateOfBirth: '1985-12-10' }))).id);
        }
        await Promise.all(
          steps.map(async (s) => {
            const body = request(b, {
              paymentMethodId: b.cardId,
              travelWallet: { creditIds: s.credit ? [credit.id] : [], ...(s.offer ? { offerId: offer.id } : {}) },
            });
            body.travelers = [{ travelerId: travelers.get(s.surname)!, passengerType: 'ADT' }];
            expect([201, 422]).toContain((await book(b.client, body)).status);
          }),
        );
        clock.advance(BOOKING_DEADLINE_MS + 1);
        await resolveDueBookings(db(), clock.now(), { userId: b.userId });
        const rows = await db().select().from(bookings).where(eq(bookings.userId, b.userId));
        const creditNow = await item(credit.id);
        const creditEntries = await entries(credit.id);
        expect(creditNow.amountMinor).toBeGreaterThanOrEqual(0);
        expect(creditNow.amountMinor - start).toBe(creditEntries.reduce((s, e) => s + e.amountMinor, 0));
        expect(creditNow.state).toBe(creditNow.amountMinor === 0 ? 'Redeemed' : 'Available');
        const offerNet = (await entries(offer.id)).reduce((s, e) => s + e.amountMinor, 0);
        expect((await item(offer.id)).state).toBe(offerNet < 0 ? 'Redeemed' : 'Available');
        for (const row of rows) {
          expect(row.status === 'Confirmed' || row.status === 'Declined').toBe(true);
          expect(row.cardMinor + row.rewardsMinor + row.walletMinor).toBe(row.totalMinor);
          expect(row.walletParts.reduce((s, p) => s + p.amountMinor, 0)).toBe(row.walletMinor);
          const spent = creditEntries.filter((e) => e.bookingId === row.id).reduce((s, e) => s + e.amountMinor, 0);
          const paidByCredit = row.walletParts.find((p) => p.id === credit.id)?.amountMinor ?? 0;
          expect(spent).toBe(row.status === 'Confirmed' ? 0 - paidByCredit : 0);
        }
        // No wallet row without a booking of this user.
        expect(creditEntries.every((e) => rows.some((r) => r.id === e.bookingId))).toBe(true);
      }),
      { numRuns: 12 },
    );
  });
});
