// The travel wallet at checkout and the booking's locale: what the request carries and what the
// rewards field may ask once wallet money applies (the wallet contract).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $book,
  $draft,
  $paymentPlan,
  book,
  buildBookRequest,
  chooseTraveler,
  choosePaymentMethod,
  chooseWalletOffer,
  loadQuote,
  maxRewardsMinor,
  resetBookingStore,
  setContact,
  setRewards,
  toBookSelection,
  toggleWalletCredit,
  type BookRequest,
} from '../../../../src/lib/client/flights/booking.store';
import { $travelers } from '../../../../src/lib/client/profile/travelers.store';
import { $rewards } from '../../../../src/lib/client/rewards.store';
import { $travelWallet, loadTravelWallet, resetTravelWalletStore } from '../../../../src/lib/client/travel-wallet.store';
import { CallState } from '../../../../src/lib/domain/shared/call-state';
import type { RewardsAccount } from '../../../../src/lib/domain/profile/rewards.schema';
import { apiError, fakeApi, reply } from '../profile/fake-api';
import { CREDIT_ID, credit, miles, offer, OFFER_ID, quote, selection } from './booking-fixtures';

const QUOTE = 'POST /flights/book/quote';
const BOOK = 'POST /flights/book';
const WALLET = 'GET /user/wallet';
const CARD = '7f1d3c1e-1111-4a4a-8b8b-000000000001';
const ID = '5b0c6f5e-7d5e-4c55-9a43-0d5c0a1c9e01';
const OTHER_CREDIT = '0c5e1f3a-5a1e-4d7a-9b1c-00000000c002';

/** $900.00 of cash rewards: more than the trip, so only the total and the wallet cap what it pays. */
const cash: RewardsAccount = {
  ...miles,
  rewardsBalance: { value: 900_00, currency: 'Cash', currencyDescription: 'cash' },
  rewardsCashEquivalent: { value: 900_00, currencyCode: 'USD' },
};
const cashQuote = () => {
  const q = quote();
  return quote({
    rewards: { ...q.rewards, accounts: [{ ...q.rewards.accounts[0]!, currency: 'Cash', balance: 900_00, maxRedeemableMinor: 900_00 }] },
  });
};

let api: ReturnType<typeof fakeApi>;
function setUp(path = '/flights/book/') {
  api = fakeApi(path);
  // The store dates the wallet by the platform's clock (the server's time): here, the faked system time.
  api.platform.now = () => Date.now();
  resetBookingStore();
  resetTravelWalletStore();
  $travelers.set({ state: CallState.NotCalled, list: [] });
  $rewards.set({ state: CallState.Success, accounts: [cash] });
  $travelWallet.set({ state: CallState.Success, credits: [credit()], offers: [offer()] });
}
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T17:00:00Z'));
  setUp();
});
afterEach(() => {
  vi.useRealTimers();
});

async function ready(q = cashQuote()) {
  api.on(QUOTE, reply(200, { quote: q }));
  await loadQuote(selection());
  chooseTraveler(0, 'trav-1');
  setContact({ email: 'cora@example.com', phone: '+1 416 555 0100' });
  choosePaymentMethod(CARD);
}

const context = () => ({ accounts: [cash], wallet: $travelWallet.get(), now: new Date(), locale: 'en' as const });
const request = (): BookRequest => {
  const built = buildBookRequest(toBookSelection(selection()), cashQuote(), $draft.get(), context());
  if (built.kind !== 'Ready') throw new Error(`not ready: ${JSON.stringify(built)}`);
  return built.request;
};

describe('the wallet choice in the request', () => {
  it('nothing is chosen for the traveler, and nothing of the wallet is sent until they choose', async () => {
    await ready();
    expect($draft.get().wallet).toEqual({ creditIds: [], offerId: null });
    expect(request().payment).toEqual({ paymentMethodId: CARD });
    expect($paymentPlan.get()).toMatchObject({ kind: 'Plan', walletMinor: 0, cardMinor: 460_00 });
  });

  it('a ticked credit and the chosen offer pay first; the card pays the rest', async () => {
    await ready();
    toggleWalletCredit(CREDIT_ID, true);
    chooseWalletOffer(OFFER_ID);
    expect(request().payment).toEqual({ paymentMethodId: CARD, travelWallet: { creditIds: [CREDIT_ID], offerId: OFFER_ID } });
    expect(request().expectedTotal).toBe(460_00);
    const plan = $paymentPlan.get();
    expect(plan).toMatchObject({ kind: 'Plan', walletMinor: 75_00, cardMinor: 385_00 });
    expect(plan?.kind === 'Plan' && plan.parts.map((p) => [p.kind, p.amountMinor])).toEqual([
      ['TravelWalletOffer', 25_00],
      ['TravelWalletCredit', 50_00],
      ['UserCard', 385_00],
    ]);
    toggleWalletCredit(CREDIT_ID, false);
    chooseWalletOffer(null);
    expect(request().payment).toEqual({ paymentMethodId: CARD });
  });

  it('a ticked credit the others already cover pays nothing and is not sent', async () => {
    $travelWallet.set({
      state: CallState.Success,
      credits: [credit({ amountMinor: 500_00, expiresAt: '2027-01-01T00:00:00Z' }), credit({ id: OTHER_CREDIT })],
      offers: [],
    });
    await ready();
    toggleWalletCredit(OTHER_CREDIT, true);
    toggleWalletCredit(CREDIT_ID, true);
    // The credit expiring first pays first and covers the trip.
    expect(request().payment).toEqual({ travelWallet: { creditIds: [CREDIT_ID] } });
  });

  it('rewards can ask at most what the wallet leaves, and a larger ask shrinks to it', async () => {
    await ready();
    expect(maxRewardsMinor(cashQuote(), $draft.get(), 'acc-miles', context())).toBe(460_00);
    setRewards('acc-miles', 460_00);
    toggleWalletCredit(CREDIT_ID, true);
    chooseWalletOffer(OFFER_ID);
    expect(maxRewardsMinor(cashQuote(), $draft.get(), 'acc-miles', context())).toBe(385_00);
    expect($draft.get().rewards).toEqual({ accountReferenceId: 'acc-miles', amountMinor: 385_00 });
    expect(request().payment).toEqual({
      rewards: { accountReferenceId: 'acc-miles', amount: 385_00 },
      travelWallet: { creditIds: [CREDIT_ID], offerId: OFFER_ID },
    });
  });

  it('a wallet that covers the whole total needs no card', async () => {
    $travelWallet.set({ state: CallState.Success, credits: [credit({ amountMinor: 600_00 })], offers: [] });
    await ready();
    choosePaymentMethod(null);
    toggleWalletCredit(CREDIT_ID, true);
    expect($paymentPlan.get()).toMatchObject({ kind: 'Plan', walletMinor: 460_00, cardMinor: 0 });
    expect(request().payment).toEqual({ travelWallet: { creditIds: [CREDIT_ID] } });
    expect(maxRewardsMinor(cashQuote(), $draft.get(), 'acc-miles', context())).toBe(0);
  });

  it('a chosen offer the total falls under, or a ticked credit that expired, is not applied nor sent', async () => {
    $travelWallet.set({
      state: CallState.Success,
      // Ticked while the page was open; it expired an hour ago.
      credits: [credit({ expiresAt: '2026-11-22T16:00:00Z' })],
      offers: [offer({ minimumSpendMinor: 500_00 })],
    });
    await ready();
    chooseWalletOffer(OFFER_ID);
    toggleWalletCredit(CREDIT_ID, true);
    // The page shows what applies: nothing off the total, the card pays it all; nothing blocks Book.
    expect($paymentPlan.get()).toMatchObject({ kind: 'Plan', walletMinor: 0, parts: [{ kind: 'UserCard' }] });
    api.on(BOOK, reply(201, { bookingId: ID }));
    api.on(`GET /flights/book/${ID}`, reply(200, { bookingId: ID, outcome: 'Success', confirmationNumber: 'ABC123' }));
    await book();
    expect((api.callsTo(BOOK)[0]?.body as BookRequest).payment).toEqual({ paymentMethodId: CARD });
  });
});

describe('booking with the wallet and the locale', () => {
  it.each([
    ['/flights/book/', 'en'],
    ['/fr/flights/book/', 'fr'],
  ] as const)('on %s the booking is sent in %s', async (path, locale) => {
    setUp(path);
    await ready();
    api.on(BOOK, reply(201, { bookingId: ID }));
    api.on(`GET /flights/book/${ID}`, reply(200, { bookingId: ID, outcome: 'Success', confirmationNumber: 'ABC123' }));
    await book();
    expect((api.callsTo(BOOK)[0]?.body as BookRequest).locale).toBe(locale);
  });

  it('a credit used elsewhere meanwhile: the wallet is read again, the credit unticked, and the payment is to edit', async () => {
    await ready();
    toggleWalletCredit(CREDIT_ID, true);
    api.on(BOOK, apiError(422, 'RedemptionFailure', 'That travel credit was already used.', { nextAction: 'EditPayment' }));
    api.on(WALLET, reply(200, { credits: [credit({ state: 'Redeemed', amountMinor: 0 })], offers: [offer()] }));
    await book();
    expect(api.callsTo(WALLET)).toHaveLength(1);
    expect($draft.get().wallet).toEqual({ creditIds: [], offerId: null });
    expect($book.get()).toEqual({
      kind: 'Failed',
      code: 'TravelWalletChanged',
      message: 'That travel credit was already used.',
      nextAction: 'EditPayment',
    });
  });

  it('a refused rewards redemption without wallet items stays a rewards failure', async () => {
    await ready();
    setRewards('acc-miles', 100_00);
    api.on(BOOK, apiError(422, 'RedemptionFailure', 'Not enough.'));
    await book();
    expect(api.callsTo(WALLET)).toHaveLength(0);
    expect($book.get()).toMatchObject({ kind: 'Failed', code: 'RedemptionFailure', nextAction: 'EditPayment' });
  });
});

describe('travel wallet store', () => {
  it('loads the wallet; a failure leaves it empty so checkout goes on', async () => {
    resetTravelWalletStore();
    api.on(WALLET, reply(200, { credits: [credit()], offers: [] }));
    await loadTravelWallet();
    expect($travelWallet.get()).toEqual({ state: CallState.Success, credits: [credit()], offers: [] });
    api.on(WALLET, apiError(500, 'Internal', 'Down.'));
    await loadTravelWallet();
    expect($travelWallet.get()).toEqual({ state: CallState.Failed, credits: [], offers: [] });
  });
});
