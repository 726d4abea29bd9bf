import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $book,
  $draft,
  $paymentPlan,
  $quote,
  book,
  buildBookRequest,
  chooseTraveler,
  choosePaymentMethod,
  loadQuote,
  maxRewardsMinor,
  nextPollDelay,
  passengerSlots,
  prefillContact,
  recheckPassengers,
  resetBookingStore,
  setContact,
  setRewards,
  toBookSelection,
  toggleProtection,
  totalWithProtections,
} from '../../../../src/lib/client/flights/booking.store';
import { $flightSelection, chooseFare } from '../../../../src/lib/client/flights/selection.store';
import { $travelers } from '../../../../src/lib/client/profile/travelers.store';
import { $rewards } from '../../../../src/lib/client/rewards.store';
import { traveler } from '../profile/traveler-fixtures';
import { CallState } from '../../../../src/lib/domain/shared/call-state';
import { formatRewardsBalance } from '../../../../src/lib/domain/profile/rewards';
import { apiError, fakeApi, held, reply, settle } from '../profile/fake-api';
import { miles, quote, selection } from './booking-fixtures';

const QUOTE = 'POST /flights/book/quote';
const BOOK = 'POST /flights/book';
const POLL = (id: string) => `GET /flights/book/${id}`;
const ID = '5b0c6f5e-7d5e-4c55-9a43-0d5c0a1c9e01';

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi('/flights/book/');
  resetBookingStore();
  $travelers.set({ state: CallState.NotCalled, list: [] });
  $rewards.set({ state: CallState.Success, accounts: [miles] });
});
afterEach(() => {
  vi.useRealTimers();
});

const pay = () => ({ accounts: [miles], wallet: { credits: [], offers: [] }, now: new Date(), locale: 'en' as const });

async function ready(q = quote(), sel = selection()) {
  api.on(QUOTE, reply(200, { quote: q }));
  await loadQuote(sel);
  chooseTraveler(0, 'trav-1');
  setContact({ email: 'cora@example.com', phone: '+1 416 555 0100' });
  choosePaymentMethod('7f1d3c1e-1111-4a4a-8b8b-000000000001');
}

describe('loadQuote', () => {
  it('no selection is its own state and calls nothing', async () => {
    await loadQuote(null);
    expect($quote.get()).toEqual({ kind: 'NoSelection' });
    expect(api.calls).toHaveLength(0);
  });

  it('posts the selection as the contract names it, Loading → Loaded, one empty slot per passenger', async () => {
    const gate = held();
    api.on(QUOTE, gate.answer);
    const loading = loadQuote(selection({ ADT: 2, CNN: 1, INF: 1, INS: 0 }));
    expect($quote.get()).toEqual({ kind: 'Loading' });
    gate.release(reply(200, { quote: quote() }));
    await loading;
    expect(api.callsTo(QUOTE)[0]?.body).toEqual({
      selection: {
        tripType: 'roundTrip',
        slices: selection().search.slices,
        passengers: { ADT: 2, CNN: 1, INF: 1, INS: 0 },
        itineraryId: 'it-1',
        fareId: 'fare-1',
      },
    });
    expect($quote.get()).toMatchObject({ kind: 'Loaded' });
    expect($draft.get().travelerIds).toEqual([null, null, null, null]);
    expect($draft.get().protections).toEqual([]);
  });

  it.each([
    [404, 'NoAvailability', 'SearchAgain'],
    [400, 'ValidationFailed', 'SearchAgain'],
    [500, 'Internal', 'TryAgain'],
  ] as const)('%i %s → next action %s', async (status, code, nextAction) => {
    api.on(QUOTE, apiError(status, code, 'msg'));
    await loadQuote(selection());
    expect($quote.get()).toMatchObject({ kind: 'Failed', code, nextAction });
  });

  it('a network failure offers to try again', async () => {
    await loadQuote(selection());
    expect($quote.get()).toMatchObject({ kind: 'Failed', code: 'NetworkError', nextAction: 'TryAgain' });
  });
});

describe('draft and request', () => {
  it('slots follow the search: adults, children, lap infants, seated infants', () => {
    expect(passengerSlots({ ADT: 2, CNN: 1, INF: 1, INS: 1 })).toEqual(['ADT', 'ADT', 'CNN', 'INF', 'INS']);
  });

  it('a traveler chosen for a second slot leaves the first', async () => {
    await ready(quote(), selection({ ADT: 2, CNN: 0, INF: 0, INS: 0 }));
    chooseTraveler(1, 'trav-1');
    expect($draft.get().travelerIds).toEqual([null, 'trav-1']);
  });

  it('prefill never overwrites what was typed', () => {
    setContact({ email: 'typed@example.com' });
    prefillContact({ email: 'session@example.com', phone: '555 0100' });
    expect($draft.get().contact).toEqual({ email: 'typed@example.com', phone: '555 0100' });
  });

  it('nothing is pre-selected; the total adds only the protections the traveler ticks', async () => {
    await ready();
    const q = quote();
    expect(totalWithProtections(q, $draft.get().protections)).toBe(460_00);
    toggleProtection('Cfar', true);
    expect(totalWithProtections(q, $draft.get().protections)).toBe(552_00);
    // Not offered: never counted, never sent.
    toggleProtection('Chfar', true);
    expect(totalWithProtections(q, $draft.get().protections)).toBe(552_00);
  });

  it('builds the contract body: saved traveler ids with types, contact, protections, card and rewards', async () => {
    await ready();
    toggleProtection('Cfar', true);
    toggleProtection('Chfar', true);
    setRewards('acc-miles', 50_00);
    const built = buildBookRequest(toBookSelection(selection()), quote(), $draft.get(), pay());
    expect(built).toEqual({
      kind: 'Ready',
      request: {
        selection: toBookSelection(selection()),
        expectedTotal: 552_00,
        travelers: [{ travelerId: 'trav-1', passengerType: 'ADT' }],
        contact: { email: 'cora@example.com', phone: '+1 416 555 0100' },
        protections: ['Cfar'],
        payment: { paymentMethodId: '7f1d3c1e-1111-4a4a-8b8b-000000000001', rewards: { accountReferenceId: 'acc-miles', amount: 50_00 } },
        locale: 'en',
      },
    });
  });

  it('an empty slot or an unpaid rest stops the request before any call', async () => {
    const two = selection({ ADT: 2, CNN: 0, INF: 0, INS: 0 });
    await ready(quote(), two);
    expect(buildBookRequest(toBookSelection(two), quote(), $draft.get(), pay())).toEqual({ kind: 'MissingTravelers', slots: [1] });
    chooseTraveler(1, 'trav-2');
    choosePaymentMethod(null);
    expect(await book()).toMatchObject({ kind: 'Plan', plan: { kind: 'CardRequired', dueMinor: 460_00 } });
    expect(api.callsTo(BOOK)).toHaveLength(0);
  });
});

describe('split (SPEC §3 amount forms, §9 display)', () => {
  it('rewards up to the balance, the card for the rest, miles shown rounded up', async () => {
    await ready();
    setRewards('acc-miles', 123_45);
    const plan = $paymentPlan.get();
    // The account is worth $100: the ask is capped there and the card pays $360.
    expect(plan).toMatchObject({ kind: 'Plan', amountForm: 'split', rewardsMinor: 100_00, cardMinor: 360_00 });
    const part = plan?.kind === 'Plan' ? plan.parts.find((p) => p.kind === 'Rewards') : undefined;
    expect(part?.kind === 'Rewards' && formatRewardsBalance(part.rewards.value, part.rewards.currency)).toBe('10,000');
    expect(maxRewardsMinor(quote(), $draft.get(), 'acc-miles', pay())).toBe(100_00);
  });

  it('a cash account shows dollars to 2 decimals; all rewards is the rewards form with no card', async () => {
    const cash = { ...miles, rewardsBalance: { value: 900_00, currency: 'Cash' as const, currencyDescription: 'cash' } };
    cash.rewardsCashEquivalent = { value: 900_00, currencyCode: 'USD' };
    $rewards.set({ state: CallState.Success, accounts: [cash] });
    await ready();
    choosePaymentMethod(null);
    setRewards('acc-miles', 460_00);
    const plan = $paymentPlan.get();
    expect(plan).toMatchObject({ kind: 'Plan', amountForm: 'rewards', cardMinor: 0 });
    const part = plan?.kind === 'Plan' ? plan.parts[0] : undefined;
    expect(part?.kind === 'Rewards' && formatRewardsBalance(part.rewards.balanceUnits, 'Cash')).toBe('$460.00');
  });

  it('an account below the minimum cannot redeem', async () => {
    const poor = { ...miles, rewardsCashEquivalent: { value: 9_99, currencyCode: 'USD' as const } };
    $rewards.set({ state: CallState.Success, accounts: [poor] });
    await ready();
    setRewards('acc-miles', 5_00);
    expect($paymentPlan.get()).toEqual({ kind: 'BelowMinimumRedemption', minimumMinor: 10_00 });
  });
});

describe('book and poll', () => {
  const success = reply(200, { bookingId: ID, outcome: 'Success', confirmationNumber: 'ABC123' });
  const pending = reply(200, { bookingId: ID, outcome: 'Pending', pollAfterMs: 0 });

  it('sends an Idempotency-Key, polls until Success and goes to the locale-aware confirmation page', async () => {
    await ready();
    chooseFare(selection());
    api.on(BOOK, reply(201, { bookingId: ID }));
    api.on(POLL(ID), success);
    const headers: Record<string, string>[] = [];
    const fetch = api.platform.fetch;
    api.platform.fetch = (input, init) => {
      headers.push(init?.headers as Record<string, string>);
      return fetch(input, init);
    };
    await book();
    expect(headers[0]?.['Idempotency-Key']).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(headers[0]?.['X-CSRF-Token']).toBe('tok123');
    expect($book.get()).toEqual({ kind: 'Succeeded', bookingId: ID, confirmationNumber: 'ABC123' });
    expect($flightSelection.get()).toBeNull();
  });

  it('backs off 500 ms ×1.5 up to 5 s, and gives up after 90 s with PollingTimeout', async () => {
    expect([null, 500, 750, 1125, 4000, 5000].map((p) => nextPollDelay(p))).toEqual([500, 750, 1125, 1688, 5000, 5000]);
    expect(nextPollDelay(500, 2000)).toBe(2000);
    vi.useFakeTimers();
    await ready();
    api.on(BOOK, reply(201, { bookingId: ID }));
    api.on(POLL(ID), pending);
    const done = book();
    await vi.advanceTimersByTimeAsync(10_000);
    // 0, 0.5, 1.25, 2.375, 4.06, 6.6 s, then every 5 s: 6 polls by 10 s.
    expect(api.callsTo(POLL(ID)).length).toBe(6);
    await vi.advanceTimersByTimeAsync(90_000);
    await done;
    expect($book.get()).toMatchObject({ kind: 'Failed', code: 'PollingTimeout', nextAction: 'ContactSupport' });
    const polls = api.callsTo(POLL(ID)).length;
    await vi.advanceTimersByTimeAsync(20_000);
    expect(api.callsTo(POLL(ID)).length).toBe(polls);
  });

  it('a poll Failed shows the failure with its next action', async () => {
    await ready();
    api.on(BOOK, reply(201, { bookingId: ID }));
    api.on(
      POLL(ID),
      pending,
      reply(200, { bookingId: ID, outcome: 'Failed', failure: { code: 'CardDeclined', message: 'Declined.', nextAction: 'EditPayment' } }),
    );
    vi.useFakeTimers();
    const done = book();
    await vi.advanceTimersByTimeAsync(1_000);
    await done;
    expect($book.get()).toEqual({ kind: 'Failed', code: 'CardDeclined', message: 'Declined.', nextAction: 'EditPayment' });
  });

  it('a network failure is retried with the same key; a new attempt gets a new key', async () => {
    vi.useFakeTimers();
    await ready();
    const keys: string[] = [];
    let n = 0;
    const fetch = api.platform.fetch;
    api.platform.fetch = (input, init) => {
      if (String(input).endsWith('/flights/book') && init?.method === 'POST') {
        keys.push((init.headers as Record<string, string>)['Idempotency-Key']!);
        if (n++ === 0) return Promise.reject(new TypeError('offline'));
      }
      return fetch(input, init);
    };
    api.on(BOOK, apiError(422, 'UserCardNotFound', 'That card is not one of your payment methods.', { nextAction: 'EditPayment' }));
    const done = book();
    await vi.advanceTimersByTimeAsync(2_000);
    await done;
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect($book.get()).toMatchObject({ kind: 'Failed', code: 'UserCardNotFound', nextAction: 'EditPayment' });
    await book();
    expect(keys).toHaveLength(3);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('an attempt that never got an answer keeps its key when booked again unchanged', async () => {
    vi.useFakeTimers();
    await ready();
    const keys: string[] = [];
    api.platform.fetch = (input, init) => {
      if (String(input).endsWith('/flights/book')) keys.push((init?.headers as Record<string, string>)['Idempotency-Key']!);
      return Promise.reject(new TypeError('offline'));
    };
    const first = book();
    await vi.advanceTimersByTimeAsync(5_000);
    await first;
    expect($book.get()).toMatchObject({ kind: 'Failed', code: 'NetworkError', nextAction: 'TryAgain' });
    const again = book();
    await vi.advanceTimersByTimeAsync(5_000);
    await again;
    expect(new Set(keys).size).toBe(1);
    toggleProtection('Cfar', true);
    const changed = book();
    await vi.advanceTimersByTimeAsync(5_000);
    await changed;
    expect(new Set(keys).size).toBe(2);
  });

  it('OfferInvalid shows old and new price; booking at the new price sends it with a new key', async () => {
    await ready();
    const bodies: { expectedTotal: number }[] = [];
    const keys: string[] = [];
    const fetch = api.platform.fetch;
    api.platform.fetch = (input, init) => {
      if (String(input).endsWith('/flights/book') && init?.method === 'POST') {
        bodies.push(JSON.parse(String(init.body)) as { expectedTotal: number });
        keys.push((init.headers as Record<string, string>)['Idempotency-Key']!);
      }
      return fetch(input, init);
    };
    api.on(
      BOOK,
      apiError(422, 'OfferInvalid', 'The price changed.', { oldTotal: 460_00, newTotal: 480_00 }),
      reply(201, { bookingId: ID }),
    );
    api.on(POLL(ID), success);
    await book();
    expect($book.get()).toEqual({ kind: 'PriceChanged', oldTotal: 460_00, newTotal: 480_00 });
    expect(api.callsTo(POLL(ID))).toHaveLength(0);
    await book(480_00);
    expect(bodies.map((b) => b.expectedTotal)).toEqual([460_00, 480_00]);
    expect(keys[1]).not.toBe(keys[0]);
    expect($book.get()).toMatchObject({ kind: 'Succeeded' });
  });

  it('422 InvalidPassengers keeps each error by traveler and field', async () => {
    await ready();
    const errors = [{ code: 'MissingPassport', travelerId: 'trav-1', field: 'passport' }];
    api.on(BOOK, apiError(422, 'InvalidPassengers', 'Check the travelers.', { errors }));
    await book();
    expect($book.get()).toEqual({ kind: 'PassengerErrors', errors });
  });

  it('a second Book while one is under way does nothing', async () => {
    await ready();
    const gate = held();
    api.on(BOOK, gate.answer);
    const first = book();
    await settle();
    expect(await book()).toBeNull();
    gate.release(apiError(422, 'RedemptionFailure', 'Not enough.'));
    await first;
    expect(api.callsTo(BOOK)).toHaveLength(1);
    expect($book.get()).toMatchObject({ kind: 'Failed', nextAction: 'EditPayment' });
  });

  it('OfferInvalid and ProtectionNotOffered read the quote again, in place', async () => {
    await ready();
    api.on(BOOK, apiError(422, 'ProtectionNotOffered', 'Gone.', { product: 'Cfar', reason: 'TooCloseToDeparture' }));
    toggleProtection('Cfar', true);
    api.on(QUOTE, reply(200, { quote: quote({ protections: [{ kind: 'NotOffered', product: 'Cfar', reason: 'TooCloseToDeparture' }] }) }));
    await book();
    expect(api.callsTo(QUOTE)).toHaveLength(2);
    expect($book.get()).toMatchObject({ kind: 'Failed', code: 'ProtectionNotOffered', nextAction: 'TryAgain' });
    expect($draft.get().protections).toEqual([]);
    expect($quote.get()).toMatchObject({ kind: 'Loaded' });
  });
});

describe("passenger rules before the call (the API's own check)", () => {
  it('a malformed KTN is marked without a request; fixing it clears the message at once', async () => {
    await ready();
    $travelers.set({ state: CallState.Success, list: [traveler('trav-1', 'Ann', 'Young', { knownTravelerNumber: '12' })] });
    await book();
    expect(api.callsTo(BOOK)).toHaveLength(0);
    expect($book.get()).toEqual({
      kind: 'PassengerErrors',
      errors: [{ code: 'MalformedKnownTravelerNumber', travelerId: 'trav-1', field: 'knownTravelerNumber' }],
    });
    $travelers.set({ state: CallState.Success, list: [traveler('trav-1', 'Ann', 'Young', { knownTravelerNumber: 'AB123456' })] });
    recheckPassengers();
    expect($book.get()).toEqual({ kind: 'Idle' });
  });

  it('an unusable phone is NoContactInformation on the phone field', async () => {
    await ready();
    $travelers.set({ state: CallState.Success, list: [traveler('trav-1', 'Ann', 'Young')] });
    setContact({ phone: '12' });
    await book();
    expect($book.get()).toEqual({ kind: 'PassengerErrors', errors: [{ code: 'NoContactInformation', field: 'contact.phone' }] });
  });
});
