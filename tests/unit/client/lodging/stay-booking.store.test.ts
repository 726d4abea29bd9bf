// The stay checkout's store: the query it books, the guest's loyalty programs, the request it
// sends (one Idempotency-Key per attempt, the same on a retry), the poll and each refusal's state.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  $stayBook,
  $stayDraft,
  $stayQuote,
  bookStay,
  buildStayBookRequest,
  chooseGuest,
  chooseLoyalty,
  confirmPath,
  loadStayQuote,
  loyaltyChoices,
  resetStayBookingStore,
  selectionFromQuery,
  setSpecialRequests,
  setStayContact,
  stayPayment,
  type StayQuote,
  type StaySelection,
} from '../../../../src/lib/client/lodging/booking.store';
import { $travelers } from '../../../../src/lib/client/profile/travelers.store';
import { $rewards } from '../../../../src/lib/client/rewards.store';
import { CallState } from '../../../../src/lib/domain/shared/call-state';
import { apiError, fakeApi, reply, settle } from '../profile/fake-api';
import { traveler } from '../profile/traveler-fixtures';
import { miles } from '../flights/booking-fixtures';

const QUOTE = 'POST /hotels/book/quote';
const BOOK = 'POST /hotels/book';
const ID = '5b0c6f5e-7d5e-4c55-9a43-0d5c0a1c9e01';
const CARD = '7f1d3c1e-1111-4a4a-8b8b-000000000001';

const selection = (): StaySelection => ({
  lodgingId: 'htl-paris-1',
  checkIn: '2027-03-12',
  checkOut: '2027-03-15',
  guests: { adults: 2, children: 0, pets: 0 },
  roomId: 'r1',
  rateId: 'r1-flex',
});

const quote = (over: Partial<StayQuote> = {}): StayQuote =>
  ({
    lodging: { id: 'htl-paris-1', kind: 'hotel', name: 'Hôtel Lumière', city: 'Paris' },
    timeZone: 'Europe/Paris',
    checkInTime: '15:00',
    checkOutTime: '12:00',
    nights: 3,
    room: { roomId: 'r1', name: 'Deluxe King', beds: [{ type: 'King', count: 1 }], maxOccupancy: 2 },
    rate: {
      rateId: 'r1-flex',
      variant: 'Default',
      cancellation: 'FullyRefundable',
      cancelBy: '2027-03-10T23:59',
      payment: 'PayNow',
      mealPlan: 'RoomOnly',
      refundable: null,
    },
    complimentaryNightMinor: null,
    roomsLeft: 4,
    breakdown: {
      lines: [
        { kind: 'BaseFare', label: 'Room, 3 nights', amountMinor: 450_00 },
        { kind: 'Taxes', label: 'Taxes and fees', amountMinor: 50_00 },
      ],
      totalMinor: 500_00,
    },
    rewards: {
      accounts: [
        {
          accountReferenceId: 'acc-miles',
          productDisplayName: 'Venture X',
          currency: 'Miles',
          currencyDescription: 'miles',
          balance: 10_000,
          maxRedeemableMinor: 100_00,
        },
      ],
      minimumRedemption: { kind: 'AllMeetMinimum', minimumMinor: 10_00 },
    },
    earn: { accountReferenceId: 'acc-miles', multiplier: 10, currency: 'Miles' },
    ...over,
  }) as StayQuote;

const gabrielle = traveler('t-gab', 'Gabrielle', 'Roy', { hotelLoyalty: { HH: '998877665', ALL: 'A1234321' } });
const zoe = traveler('t-zoe', 'Zoé', 'Martin');

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi('/hotels/book/');
  resetStayBookingStore();
  $travelers.set({ state: CallState.Success, list: [gabrielle, zoe] });
  $rewards.set({ state: CallState.Success, accounts: [miles] });
});

async function ready(q = quote()) {
  api.on(QUOTE, reply(200, { quote: q }));
  await loadStayQuote(selection(), 'premium-stays');
  chooseGuest('t-gab');
  setStayContact({ email: 'gab@example.com', phone: '+1 416 555 0100' });
  stayPayment.choosePaymentMethod(CARD);
}

describe('the page query', () => {
  const today = '2027-02-10';
  it('reads the lodging, room, rate and stay', () => {
    const q = new URLSearchParams(
      'lodgingId=htl-paris-1&roomId=r1&rateId=r1-flex-cfar&checkIn=2027-03-12&checkOut=2027-03-15&adults=2&children=1&pets=0',
    );
    expect(selectionFromQuery(q, today)).toEqual({
      lodgingId: 'htl-paris-1',
      checkIn: '2027-03-12',
      checkOut: '2027-03-15',
      guests: { adults: 2, children: 1, pets: 0 },
      roomId: 'r1',
      rateId: 'r1-flex-cfar',
    });
  });
  it.each([
    ['no rate', 'lodgingId=htl-paris-1&roomId=r1&checkIn=2027-03-12&checkOut=2027-03-15'],
    ['no room', 'lodgingId=htl-paris-1&rateId=x&checkIn=2027-03-12&checkOut=2027-03-15'],
    ['dates in the past', 'lodgingId=htl-paris-1&roomId=r1&rateId=x&checkIn=2027-01-12&checkOut=2027-01-15'],
    ['no property', 'roomId=r1&rateId=x&checkIn=2027-03-12&checkOut=2027-03-15'],
  ])('%s is no selection', (_, query) => {
    expect(selectionFromQuery(new URLSearchParams(query), today)).toBeNull();
  });
  it('confirms stays on the hotels page and every other family on its own', () => {
    expect(confirmPath('stays')).toBe('/hotels/book/confirm/');
    expect(confirmPath('hotels')).toBe('/hotels/book/confirm/');
    expect(confirmPath('premium-stays/vacation-rentals')).toBe('/premium-stays/vacation-rentals/book/confirm/');
  });
});

describe('the guest and their loyalty program', () => {
  it('lists the guest’s programs in SPEC order by their last four characters', () => {
    expect(loyaltyChoices(gabrielle)).toEqual([
      { code: 'HH', name: 'Hilton Honors', ending: '7665' },
      { code: 'ALL', name: 'ALL – Accor Live Limitless', ending: '4321' },
    ]);
    expect(loyaltyChoices(zoe)).toEqual([]);
  });
  it('credits the guest’s first program, keeps a chosen one they hold, and drops it for a guest without', async () => {
    await ready();
    expect($stayDraft.get().loyaltyProgram).toBe('HH');
    chooseLoyalty('ALL');
    chooseGuest('t-gab');
    expect($stayDraft.get().loyaltyProgram).toBe('ALL');
    chooseGuest('t-zoe');
    expect($stayDraft.get().loyaltyProgram).toBeNull();
  });
});

describe('the book request', () => {
  const pay = () => ({ accounts: [miles], wallet: { credits: [], offers: [] }, now: new Date(), locale: 'fr' as const });
  it('needs a guest, and requests within 500 characters', () => {
    const draft = { ...$stayDraft.get(), paymentMethodId: CARD };
    expect(buildStayBookRequest(selection(), quote(), draft, pay()).kind).toBe('MissingGuest');
    const long = { ...draft, guestId: 't-gab', specialRequests: 'x'.repeat(501) };
    expect(buildStayBookRequest(selection(), quote(), long, pay()).kind).toBe('RequestsTooLong');
  });
  it('sends the quote’s total, the guest, loyalty, trimmed requests, contact and the rewards + card split', async () => {
    await ready();
    setSpecialRequests('  High floor  ');
    stayPayment.setRewards('acc-miles', 100_00);
    const built = buildStayBookRequest(selection(), quote(), $stayDraft.get(), pay());
    expect(built).toEqual({
      kind: 'Ready',
      request: {
        selection: selection(),
        expectedTotal: 500_00,
        guest: { travelerId: 't-gab' },
        loyaltyProgram: 'HH',
        specialRequests: 'High floor',
        contact: { email: 'gab@example.com', phone: '+1 416 555 0100' },
        payment: { paymentMethodId: CARD, rewards: { accountReferenceId: 'acc-miles', amount: 100_00 } },
        locale: 'fr',
      },
    });
  });
  it('a company that pays by invoice is billed the whole total: no card, rewards or credits are sent', async () => {
    await ready();
    stayPayment.setRewards('acc-miles', 100_00);
    const built = buildStayBookRequest(selection(), quote(), $stayDraft.get(), { ...pay(), centralBilling: true });
    expect(built.kind === 'Ready' && built.request.payment).toEqual({ centralBilling: true });
    expect(built.kind === 'Ready' && built.request.expectedTotal).toBe(500_00);
  });
  it('the cost center typed for the invoice goes with it, trimmed; blank sends none', async () => {
    await ready();
    const billed = () => buildStayBookRequest(selection(), quote(), $stayDraft.get(), { ...pay(), centralBilling: true });
    stayPayment.setCostCenter('  Sales EMEA ');
    expect(billed().kind === 'Ready' && (billed() as { request: { payment: unknown } }).request.payment).toEqual({
      centralBilling: true,
      costCenter: 'Sales EMEA',
    });
    stayPayment.setCostCenter('   ');
    expect((billed() as { request: { payment: unknown } }).request.payment).toEqual({ centralBilling: true });
    // A traveler who pays by card sends no cost center, whatever was typed.
    stayPayment.setCostCenter('Sales EMEA');
    const carded = buildStayBookRequest(selection(), quote(), $stayDraft.get(), pay());
    expect(carded.kind === 'Ready' && carded.request.payment).not.toHaveProperty('costCenter');
  });
});

describe('bookStay', () => {
  it('books with an Idempotency-Key, polls and opens the family’s confirmation', async () => {
    await ready();
    const went: string[] = [];
    api.platform.navigate = (url) => void went.push(url);
    api.on(BOOK, reply(201, { bookingId: ID }));
    api.on(`GET /hotels/book/${ID}`, reply(200, { bookingId: ID, outcome: 'Success', confirmationNumber: 'HT4K9Z' }));
    await bookStay();
    expect($stayBook.get()).toEqual({ kind: 'Succeeded', bookingId: ID, confirmationNumber: 'HT4K9Z' });
    expect(went).toEqual([`/premium-stays/book/confirm/?bookingId=${ID}`]);
    expect(api.callsTo(BOOK)).toHaveLength(1);
  });

  it('sends the same key again when the answer was lost, and a new key for a new attempt', async () => {
    await ready();
    const keys: string[] = [];
    const fetch = api.platform.fetch;
    api.platform.fetch = async (input, init) => {
      if (String(input).endsWith('/hotels/book')) keys.push(new Headers(init?.headers).get('Idempotency-Key') ?? '');
      return fetch(input, init);
    };
    api.on(BOOK, apiError(422, 'PaymentError', 'The property could not take the payment.', { nextAction: 'EditPayment' }));
    await bookStay();
    await bookStay();
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it.each([
    ['LackOfInventory', 'SearchAgain'],
    ['RateNotAvailable', 'ChooseAnotherFare'],
    ['CheckInMinimumAgeNotMet', 'EditTravelers'],
    ['PaymentError', 'EditPayment'],
    ['InsufficientFunds', 'EditPayment'],
    ['RedemptionFailure', 'EditPayment'],
  ])('%s → %s', async (code, nextAction) => {
    await ready();
    api.on(BOOK, apiError(422, code, `${code} message`));
    await bookStay();
    expect($stayBook.get()).toEqual({ kind: 'Failed', code, message: `${code} message`, nextAction });
  });

  it('a price change shows the old and new totals and re-quotes; accepting books at the new total', async () => {
    await ready();
    api.on(BOOK, apiError(422, 'OfferInvalid', 'The price changed.', { oldTotal: 500_00, newTotal: 540_00 }));
    api.on(QUOTE, reply(200, { quote: quote({ breakdown: { lines: [], totalMinor: 540_00 } }) }));
    await bookStay();
    expect($stayBook.get()).toEqual({ kind: 'PriceChanged', oldTotal: 500_00, newTotal: 540_00 });
    expect($stayQuote.get().kind === 'Loaded' && $stayQuote.get()).toMatchObject({ quote: { breakdown: { totalMinor: 540_00 } } });
    api.on(BOOK, reply(201, { bookingId: ID }));
    api.on(`GET /hotels/book/${ID}`, reply(200, { bookingId: ID, outcome: 'Success', confirmationNumber: 'HT4K9Z' }));
    await bookStay(540_00);
    expect((api.callsTo(BOOK).at(-1)!.body as { expectedTotal: number }).expectedTotal).toBe(540_00);
  });

  it('a failed poll shows the supplier’s failure', async () => {
    await ready();
    api.on(BOOK, reply(201, { bookingId: ID }));
    api.on(
      `GET /hotels/book/${ID}`,
      reply(200, {
        bookingId: ID,
        outcome: 'Failed',
        failure: { code: 'LackOfInventory', message: 'No rooms left.', nextAction: 'SearchAgain' },
      }),
    );
    await bookStay();
    await settle();
    expect($stayBook.get()).toEqual({ kind: 'Failed', code: 'LackOfInventory', message: 'No rooms left.', nextAction: 'SearchAgain' });
  });

  it('a sold-out rate at quote time sends back to the rooms', async () => {
    api.on(QUOTE, apiError(422, 'RateNotAvailable', 'Sold out.'));
    await loadStayQuote(selection(), 'hotels');
    expect($stayQuote.get()).toEqual({ kind: 'Failed', code: 'RateNotAvailable', message: 'Sold out.', nextAction: 'ChooseAnotherFare' });
  });
});
