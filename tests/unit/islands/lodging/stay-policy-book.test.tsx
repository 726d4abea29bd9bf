// The stay checkout of a corporate traveler who chose an out-of-policy rate (SPEC §5, §8): the
// reason is asked, Book without it marks and focuses the field and sends nothing, and the book
// request carries it. A consumer's or an in-policy rate asks nothing and sends none.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import StayBook from '../../../../src/islands/lodging/book/StayBook';
import { $policyReason } from '../../../../src/lib/client/checkout/policy-reason.store';
import { $stayDraft, $stayQuote, resetStayBookingStore } from '../../../../src/lib/client/lodging/booking.store';
import { rememberRatePolicy } from '../../../../src/lib/client/lodging/rate-policy';
import { $paymentMethods, resetPaymentMethodsStore } from '../../../../src/lib/client/profile/payment-methods.store';
import { resetTravelersStore } from '../../../../src/lib/client/profile/travelers.store';
import { $rewards } from '../../../../src/lib/client/rewards.store';
import type { StaySelection } from '../../../../src/lib/domain/booking/stay-book.schema';
import type { PolicyVerdict } from '../../../../src/lib/domain/corporate/policy.schema';
import { CallState } from '../../../../src/lib/domain/shared/call-state';
import { miles } from '../../client/flights/booking-fixtures';
import { method } from '../../client/payment-fixtures';
import { apiError, fakeApi, reply, sessionInfo, settle, signedIn } from '../../client/profile/fake-api';
import { list, traveler } from '../../client/profile/traveler-fixtures';
import { CHECK_IN, CHECK_OUT, details, IN_POLICY, OVER_PRICE, quote, STAY } from './stay-policy-fixtures';

const BOOK = 'POST /hotels/book';
const BOOKING_ID = '5b0c6f5e-7d5e-4c55-9a43-0d5c0a1c9e01';
const POLL = `GET /hotels/book/${BOOKING_ID}`;
const card = method({ id: '7f1d3c1e-1111-4a4a-8b8b-000000000001', lastFour: '4821' });
const gabrielle = traveler('t-gab', 'Gabrielle', 'Roy');
const selection: StaySelection = {
  lodgingId: 'h-par-1',
  roomId: 'r1',
  rateId: 'r1-bb',
  checkIn: CHECK_IN,
  checkOut: CHECK_OUT,
  guests: { adults: 2, children: 0, pets: 0 },
};
const done = () => act(settle);

let api: ReturnType<typeof fakeApi>;
let stopSession: () => void = () => undefined;

/** The book page of the breakfast rate, chosen on the shop page with `verdict` (none: opened in another tab). */
async function open(verdict: PolicyVerdict | undefined) {
  const path = `/hotels/book/?lodgingId=h-par-1&roomId=r1&rateId=r1-bb&${STAY}`;
  window.history.replaceState(null, '', path);
  api = fakeApi(path);
  api.platform.navigate = () => undefined;
  if (verdict) rememberRatePolicy(selection, verdict);
  stopSession = signedIn(sessionInfo());
  $rewards.set({ state: CallState.Success, accounts: [miles] });
  api.on('POST /tracking/event', reply(200, {}));
  api.on('PUT /flight/passengers/list', list(gabrielle));
  api.on('PUT /paymentMethods/list', reply(200, { value: [card] }));
  api.on('GET /customer/details', reply(200, { phoneNumber: '+1 416 555 0100', emailAddress: null }));
  api.on('GET /user/wallet', reply(200, { credits: [], offers: [] }));
  api.on('POST /hotels/book/quote', reply(200, { quote: quote() }));
  render(<StayBook locale="en" mode="hotels" />);
  await done();
  await done();
  fireEvent.change(screen.getByRole('combobox', { name: 'Guest checking in' }), { target: { value: 't-gab' } });
}
async function book() {
  fireEvent.click(screen.getAllByRole('button', { name: 'Book' })[0]!);
  await done();
  await done();
  await done();
}
const sent = () => api.callsTo(BOOK).map((c) => c.body as Record<string, unknown>);
const reasonSelect = () => screen.getByRole('combobox', { name: 'Reason' }) as HTMLSelectElement;
const describedBy = (el: Element) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
const booked = () => {
  api.on(BOOK, reply(201, { bookingId: BOOKING_ID }));
  api.on(POLL, reply(200, { bookingId: BOOKING_ID, outcome: 'Success', confirmationNumber: 'HT7Q2X' }));
};

beforeEach(() => {
  resetStayBookingStore();
  resetTravelersStore();
  resetPaymentMethodsStore();
});
afterEach(() => {
  cleanup();
  stopSession();
  resetStayBookingStore();
  cleanStores($stayQuote, $stayDraft, $paymentMethods);
});

describe('an out-of-policy rate at the checkout', () => {
  it('asks why, says what is out of policy, and Book without a reason focuses the field and sends nothing', async () => {
    await open(OVER_PRICE);
    const section = screen.getByRole('region', { name: 'Why this option?' });
    expect(section.textContent).toContain('This choice is outside your travel policy. Say why you need it');
    expect(within(section).getByText('Out of policy')).toBeTruthy();
    await book();
    expect(sent()).toEqual([]);
    expect(document.activeElement).toBe(reasonSelect());
    expect(reasonSelect().getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(reasonSelect())).toBe('Choose why you need this option.');
  });

  it('sends the chosen reason with the booking', async () => {
    await open(OVER_PRICE);
    fireEvent.change(reasonSelect(), { target: { value: 'NearVenue' } });
    expect(reasonSelect().getAttribute('aria-invalid')).toBeNull();
    booked();
    await book();
    expect(sent()).toHaveLength(1);
    expect(sent()[0]).toMatchObject({
      selection,
      guest: { travelerId: 't-gab' },
      payment: { paymentMethodId: card.id },
      policyReason: { code: 'NearVenue' },
    });
  });

  it('Other needs the traveler’s words: Book focuses them, then sends them', async () => {
    await open(OVER_PRICE);
    fireEvent.change(reasonSelect(), { target: { value: 'Other' } });
    await book();
    expect(sent()).toEqual([]);
    const note = screen.getByRole('textbox', { name: 'Details' });
    expect(document.activeElement).toBe(note);
    fireEvent.change(note, { target: { value: '  The client’s office is next door  ' } });
    booked();
    await book();
    expect(sent()[0]?.policyReason).toEqual({ code: 'Other', note: 'The client’s office is next door' });
  });

  it('opened without the shop page’s verdict: the server’s refusal brings the reason field, and the next Book sends it', async () => {
    await open(undefined);
    expect(screen.queryByRole('region', { name: 'Why this option?' })).toBeNull();
    const refusal = 'This choice is outside your travel policy. Choose why you need it, or change your selection.';
    api.on(BOOK, apiError(422, 'ValidationFailed', refusal, { fields: [{ path: 'policyReason.code', message: refusal }] }));
    api.on('POST /lodging/details', reply(200, details({ policy: IN_POLICY }, { policy: OVER_PRICE })));
    await book();
    expect(sent()).toHaveLength(1);
    expect(sent()[0]?.policyReason).toBeUndefined();
    expect(api.callsTo('POST /lodging/details').map((c) => c.body)).toEqual([
      { id: 'h-par-1', checkIn: CHECK_IN, checkOut: CHECK_OUT, guests: { adults: 2, children: 0, pets: 0 } },
    ]);
    expect(screen.getByRole('region', { name: 'Why this option?' }).textContent).toContain('over the $250 limit');
    expect(document.activeElement).toBe(reasonSelect());
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(reasonSelect(), { target: { value: 'ClientRequirement' } });
    booked();
    await book();
    expect(sent()[1]?.policyReason).toEqual({ code: 'ClientRequirement' });
  });
});

describe('a rate that needs no reason', () => {
  it.each([
    ['in policy', IN_POLICY],
    ['a consumer’s', undefined],
  ])('%s: no reason is asked or sent', async (_, verdict) => {
    await open(verdict);
    expect(screen.queryByRole('region', { name: 'Why this option?' })).toBeNull();
    booked();
    await book();
    expect(sent()).toHaveLength(1);
    expect(sent()[0]).not.toHaveProperty('policyReason');
    expect($policyReason.get().error).toBeNull();
  });
});
