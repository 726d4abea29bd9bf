// Corporate travel policy on the flight pages (SPEC §5, §8): the marks on the results and fare
// cards, "In policy only", the out-of-policy question before checkout, and the reason asked there.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import FlightBook from '../../../../src/islands/flights/book/FlightBook';
import FlightShop from '../../../../src/islands/flights/shop/FlightShop';
import { $policyReason } from '../../../../src/lib/client/checkout/policy-reason.store';
import { $draft, $quote, resetBookingStore } from '../../../../src/lib/client/flights/booking.store';
import { $flightSelection, chooseFare } from '../../../../src/lib/client/flights/selection.store';
import type { Locale } from '../../../../src/lib/client/i18n';
import { $paymentMethods, resetPaymentMethodsStore } from '../../../../src/lib/client/profile/payment-methods.store';
import { resetTravelersStore } from '../../../../src/lib/client/profile/travelers.store';
import { $rewards } from '../../../../src/lib/client/rewards.store';
import type { PolicyVerdict } from '../../../../src/lib/domain/corporate/policy.schema';
import type { Fare, FlightSearchResponse } from '../../../../src/lib/domain/flights/flights.schema';
import { CallState } from '../../../../src/lib/domain/shared/call-state';
import { fare as bookFare, miles, quote, selection } from '../../client/flights/booking-fixtures';
import { method } from '../../client/payment-fixtures';
import { fakeApi, reply, sessionInfo, signedIn, corporateInfo as corporateFixture } from '../../client/profile/fake-api';
import { ann, list } from '../../client/profile/traveler-fixtures';
import { airlines, airports, fare, out, trip } from '../../domain/flights/flight-fixtures';
import { api, done, ONE_WAY, SEARCH, setUp, shopAnswer, tearDown } from './shop-fixtures';

const IN: PolicyVerdict = { kind: 'InPolicy' };
const OVER_600: PolicyVerdict = { kind: 'OutOfPolicy', breaches: [{ kind: 'OverPrice', limitMinor: 60000 }] };

const corporateInfo = corporateFixture();
const corporate = () => sessionInfo({ tenant: 'corporate', customerType: 'Corporate', corporateInfo });

/**
 * Three one-way flights, as the API marks them for a traveler whose tier caps a one-way at $600:
 * Delta $500 in policy (its $650 fare is not), American $720 out of policy, Spirit $300 in policy.
 */
function corporateAnswer(): FlightSearchResponse {
  return {
    itineraries: [
      trip('w1', [out.dl], 50000, {
        score: 0.9,
        fares: [fare('w1', 0, 50000, { policy: IN }), fare('w1', 1, 65000, { policy: OVER_600 })],
      }),
      trip('w2', [out.aaVia], 72000, {
        score: 0.8,
        fares: [fare('w2', 0, 72000, { policy: OVER_600 }), fare('w2', 1, 93600, { policy: OVER_600 })],
      }),
      trip('w3', [out.nkRedEye], 30000, {
        score: 0.7,
        fares: [fare('w3', 0, 30000, { policy: IN }), fare('w3', 1, 39000, { policy: IN })],
      }),
    ],
    airlines,
    airports,
  };
}
/** The same flights for a consumer: no verdicts anywhere. */
function consumerAnswer(): FlightSearchResponse {
  const a = corporateAnswer();
  return {
    ...a,
    itineraries: a.itineraries.map((it) => ({
      ...it,
      fares: it.fares.map((f) => {
        const plain: Fare = { ...f };
        delete plain.policy;
        return plain;
      }),
    })),
  };
}

/** The result rows only, not the list items inside an open row (its fare shelves); any language. */
const rows = () => [...document.querySelectorAll<HTMLElement>('li.shop-row')];
const url = () => new URLSearchParams(window.location.search);
/** A mark as it reads, without its decorative icon ("✓ ", "! "). */
function markText(mark: Element | null | undefined): string | null {
  if (!mark) return null;
  const copy = mark.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((n) => n.remove());
  return copy.textContent;
}
const rowMark = (row: HTMLElement) => markText(row.querySelector('.shop-tags .policy-mark'));

// ---- shop -------------------------------------------------------------------------------------

describe('flight results with a travel policy', () => {
  let stopSession: () => void = () => undefined;
  beforeEach(() => setUp(`/flights/shop/?${ONE_WAY}`));
  afterEach(() => {
    tearDown();
    stopSession();
    vi.restoreAllMocks();
  });

  /** The shop island as the page renders it, the search answered with `answer` and `facets`. */
  async function openShop(
    answer: FlightSearchResponse,
    facets: Record<string, unknown>,
    opts: { locale?: Locale; consumer?: boolean } = {},
  ) {
    api.on(SEARCH, reply(200, { ...shopAnswer(answer), facets }));
    stopSession = signedIn(opts.consumer ? sessionInfo() : corporate());
    render(<FlightShop locale={opts.locale ?? 'en'} bookPath="/flights/book/" />);
    for (let i = 0; i < 4; i++) await done();
  }
  const filters = () => screen.getByRole('complementary', { name: 'Filters' });

  it('a corporate answer marks each row by its shown fare, and offers "In policy only" with its count', async () => {
    await openShop(corporateAnswer(), { inPolicy: 2 });
    const [dl, aa, nk] = rows();
    expect(rowMark(dl!)).toBe('In policy');
    expect(rowMark(aa!)).toBe('Out of policy: over the $600 limit');
    expect(rowMark(nk!)).toBe('In policy');
    expect(dl!.querySelector('.policy-mark-in')).not.toBeNull();
    expect(aa!.querySelector('.policy-mark-out')).not.toBeNull();

    const box = within(filters()).getByRole('group', { name: 'Travel policy' });
    const only = within(box).getByRole('checkbox', { name: /^In policy only/ }) as HTMLInputElement;
    expect(only.checked).toBe(false);
    expect(only.closest('label')!.querySelector('.shop-count')?.textContent).toBe('2');
  });

  it('a consumer answer shows no marks and no "In policy only"', async () => {
    await openShop(consumerAnswer(), {}, { consumer: true });
    expect(rows()).toHaveLength(3);
    expect(document.querySelector('.policy-mark')).toBeNull();
    expect(screen.queryByText(/in policy/i)).toBeNull();
    expect(screen.queryByText(/out of policy/i)).toBeNull();
    expect(within(filters()).queryByRole('checkbox', { name: /In policy only/ })).toBeNull();
    expect(within(filters()).queryByRole('group', { name: 'Travel policy' })).toBeNull();
  });

  it('"In policy only" leaves out the out-of-policy rows and goes into the URL as inpolicy=1', async () => {
    await openShop(corporateAnswer(), { inPolicy: 2 });
    expect(rows()).toHaveLength(3);
    fireEvent.click(within(filters()).getByRole('checkbox', { name: /^In policy only/ }));
    await done();
    expect((within(filters()).getByRole('checkbox', { name: /^In policy only/ }) as HTMLInputElement).checked).toBe(true);
    expect(rows().map(rowMark)).toEqual(['In policy', 'In policy']);
    expect(rows().map((r) => r.textContent?.match(/\$\d+/)?.[0])).toEqual(['$500', '$300']);
    await waitFor(() => expect(url().get('inpolicy')).toBe('1'));
    expect(screen.getByRole('button', { name: 'Clear all' }).hasAttribute('disabled')).toBe(false);

    // The shop filters the one answer of the search in the browser (shop.store.ts): a filter asks
    // the API nothing, and the search always goes out with the default filters.
    expect(api.callsTo(SEARCH)).toHaveLength(1);

    // Unticking brings the list back and takes the key out of the URL.
    fireEvent.click(within(filters()).getByRole('checkbox', { name: /^In policy only/ }));
    await done();
    expect(rows()).toHaveLength(3);
    await waitFor(() => expect(url().has('inpolicy')).toBe(false));
  });

  it('a URL with inpolicy=1 opens with the box ticked and the list filtered', async () => {
    window.history.replaceState(null, '', `/flights/shop/?${ONE_WAY}&inpolicy=1`);
    await openShop(corporateAnswer(), { inPolicy: 2 });
    expect((within(filters()).getByRole('checkbox', { name: /^In policy only/ }) as HTMLInputElement).checked).toBe(true);
    expect(rows()).toHaveLength(2);
    expect(rows().map(rowMark)).toEqual(['In policy', 'In policy']);
  });

  it('an out-of-policy fare asks first: Change selection keeps the list, Continue anyway goes to the book page', async () => {
    const navigate = vi.spyOn(api.platform, 'navigate').mockImplementation(() => undefined);
    await openShop(corporateAnswer(), { inPolicy: 2 });
    fireEvent.click(within(rows()[1]!).getByRole('button', { name: 'Details American Airlines 6:00 AM' }));
    const select = await screen.findByRole('button', { name: 'Select Basic fare, $720' });
    // The fare card carries the same mark.
    expect(markText(select.closest('.fare-card')!.querySelector('.policy-mark'))).toBe('Out of policy: over the $600 limit');
    fireEvent.click(select);
    await done();

    const dialog = screen.getByRole('dialog', { name: 'This rate is out of policy' });
    expect(dialog.textContent).toContain('Over the $600 limit. You can still book it');
    // The safe choice has the focus.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Change selection' }));
    expect(navigate).not.toHaveBeenCalled();
    expect($flightSelection.get()).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Change selection' }));
    await done();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    expect($flightSelection.get()).toBeNull();
    // The list is as it was, the row still open.
    expect(rows()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Select Basic fare, $720' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Select Basic fare, $720' }));
    await done();
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'This rate is out of policy' })).getByRole('button', { name: 'Continue anyway' }),
    );
    await done();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/flights/book/');
    expect($flightSelection.get()).toMatchObject({ itineraryId: 'w2', fareId: 'w2-0', fare: { policy: OVER_600 } });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('an in-policy fare goes to the book page at once, without the question', async () => {
    const navigate = vi.spyOn(api.platform, 'navigate').mockImplementation(() => undefined);
    await openShop(corporateAnswer(), { inPolicy: 2 });
    fireEvent.click(within(rows()[0]!).getByRole('button', { name: 'Details Delta Air Lines 8:00 AM' }));
    const select = await screen.findByRole('button', { name: 'Select Basic fare, $500' });
    expect(markText(select.closest('.fare-card')!.querySelector('.policy-mark'))).toBe('In policy');
    // The dearer fare of the same flight is over the cap: its card says so.
    const standard = screen.getByRole('button', { name: 'Select Standard fare, $650' });
    expect(markText(standard.closest('.fare-card')!.querySelector('.policy-mark'))).toBe('Out of policy: over the $600 limit');
    fireEvent.click(select);
    await done();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/flights/book/');
    expect($flightSelection.get()).toMatchObject({ itineraryId: 'w1', fareId: 'w1-0', fare: { policy: IN } });
  });

  it('reads in French: the marks say Conforme and Hors politique', async () => {
    window.history.replaceState(null, '', `/fr/flights/shop/?${ONE_WAY}`);
    await openShop(corporateAnswer(), { inPolicy: 2 }, { locale: 'fr' });
    const [dl, aa] = rows();
    expect(rowMark(dl!)).toBe('Conforme');
    expect(rowMark(aa!)).toMatch(/^Hors politique\s:\sau-delà de la limite de 600\s\$/);
    expect(screen.getByRole('checkbox', { name: /^Conformes à la politique seulement/ })).toBeTruthy();
  });
});

// ---- book -------------------------------------------------------------------------------------

describe('the book page of a policy choice', () => {
  const ID = '5b0c6f5e-7d5e-4c55-9a43-0d5c0a1c9e01';
  const BOOK = 'POST /flights/book';
  const card = method({ id: '7f1d3c1e-1111-4a4a-8b8b-000000000001', lastFour: '4821' });
  let book: ReturnType<typeof fakeApi>;
  let stopSession: () => void;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T17:00:00Z'));
    book = fakeApi('/flights/book/');
    resetBookingStore();
    resetTravelersStore();
    resetPaymentMethodsStore();
    stopSession = signedIn(corporate());
    $rewards.set({ state: CallState.Success, accounts: [miles] });
    book.on('POST /tracking/event', reply(200, {}));
    book.on('PUT /flight/passengers/list', list(ann));
    book.on('PUT /paymentMethods/list', reply(200, { value: [card] }));
    book.on('GET /customer/details', reply(200, { phoneNumber: '+1 416 555 0100', emailAddress: null }));
    book.on('POST /flights/book/quote', reply(200, { quote: quote() }));
    book.on(BOOK, reply(201, { bookingId: ID }));
    book.on(`GET /flights/book/${ID}`, reply(200, { bookingId: ID, outcome: 'Success', confirmationNumber: 'ABC123' }));
  });
  afterEach(() => {
    cleanup();
    stopSession();
    cleanStores($flightSelection, $quote, $draft, $paymentMethods, $policyReason);
    book.platform.session.removeItem('portal.flightSelection');
    vi.useRealTimers();
  });

  async function show(policy: PolicyVerdict | undefined) {
    chooseFare({ ...selection(), fare: policy ? { ...bookFare, policy } : bookFare });
    render(<FlightBook locale="en" />);
    await done();
    await done();
    // Someone in the seat, so the only thing Book can stop on is the reason.
    fireEvent.change(screen.getByLabelText('Traveler 1 (adult)'), { target: { value: ann.id } });
  }
  const reason = () => screen.getByRole('combobox', { name: 'Reason' }) as HTMLSelectElement;
  const pressBook = async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    await done();
    await done();
  };
  const sent = () => book.callsTo(BOOK)[0]?.body as Record<string, unknown> | undefined;

  it('out of policy: the "Why this option?" section with the mark', async () => {
    await show(OVER_600);
    const section = screen.getByRole('region', { name: 'Why this option?' });
    expect(markText(section.querySelector('.policy-mark'))).toBe('Out of policy: over the $600 limit');
    expect(section.textContent).toContain('This choice is outside your travel policy. Say why you need it');
    expect(
      within(reason())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Choose a reason',
      'No in-policy option was available',
      "In-policy options don't fit my schedule",
      'Required by the client or the event',
      'Closer to where I need to be',
      'Other',
    ]);
    expect(reason().value).toBe('');
    expect(screen.getByLabelText('Details (optional)')).toBeTruthy();
  });

  it('Book without a reason sends nothing, marks the reason and puts the focus on it', async () => {
    await show(OVER_600);
    await pressBook();
    expect(book.callsTo(BOOK)).toHaveLength(0);
    expect(reason().getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(reason().getAttribute('aria-describedby')!);
    expect(message?.textContent).toBe('Choose why you need this option.');
    expect(document.activeElement).toBe(reason());
    // Choosing one clears the mark.
    fireEvent.change(reason(), { target: { value: 'NearVenue' } });
    expect(reason().hasAttribute('aria-invalid')).toBe(false);
    expect(screen.queryByText('Choose why you need this option.')).toBeNull();
  });

  it('Other with an empty note marks the note and sends nothing', async () => {
    await show(OVER_600);
    fireEvent.change(reason(), { target: { value: 'Other' } });
    const note = screen.getByLabelText('Details') as HTMLInputElement;
    fireEvent.change(note, { target: { value: '   ' } });
    await pressBook();
    expect(book.callsTo(BOOK)).toHaveLength(0);
    const marked = screen.getByLabelText('Details');
    expect(marked.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(marked.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Say in a few words why you need this option.',
    );
    expect(document.activeElement).toBe(marked);
    expect(reason().hasAttribute('aria-invalid')).toBe(false);
  });

  it('a chosen reason goes with the book request', async () => {
    await show(OVER_600);
    fireEvent.change(reason(), { target: { value: 'BetterSchedule' } });
    await pressBook();
    expect(book.callsTo(BOOK)).toHaveLength(1);
    expect(sent()?.policyReason).toEqual({ code: 'BetterSchedule' });
  });

  it('Other with words sends the code and the note, trimmed', async () => {
    await show(OVER_600);
    fireEvent.change(reason(), { target: { value: 'Other' } });
    fireEvent.change(screen.getByLabelText('Details'), { target: { value: '  Client dinner downtown  ' } });
    await pressBook();
    expect(sent()?.policyReason).toEqual({ code: 'Other', note: 'Client dinner downtown' });
  });

  it('in policy: no section, and Book sends no reason', async () => {
    await show(IN);
    expect(screen.queryByRole('region', { name: 'Why this option?' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Reason' })).toBeNull();
    await pressBook();
    expect(book.callsTo(BOOK)).toHaveLength(1);
    expect(sent()).not.toHaveProperty('policyReason');
  });

  it('a consumer choice (no verdict): no section either', async () => {
    await show(undefined);
    expect(screen.queryByText('Why this option?')).toBeNull();
    await pressBook();
    expect(sent()).not.toHaveProperty('policyReason');
  });
});
