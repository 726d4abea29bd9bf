// Corporate travel policy on the car pages (SPEC §5, §8): the marks on the result cards and the
// car's page, "In policy only" with its count and its URL key, the out-of-policy question before
// the checkout, and the reason the checkout asks and sends.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CarBook from '../../../../src/islands/cars/book/CarBook';
import CarShop from '../../../../src/islands/cars/shop/CarShop';
import { $policyReason } from '../../../../src/lib/client/checkout/policy-reason.store';
import { $carDraft, $carPolicy, $carQuote, resetCarBookingStore } from '../../../../src/lib/client/cars/car-booking.store';
import { resetCarShop } from '../../../../src/lib/client/cars/car-shop.store';
import { $paymentMethods, resetPaymentMethodsStore } from '../../../../src/lib/client/profile/payment-methods.store';
import { resetTravelersStore } from '../../../../src/lib/client/profile/travelers.store';
import { $rewards } from '../../../../src/lib/client/rewards.store';
import type { CarOffer, CarSearchResponse } from '../../../../src/lib/domain/cars/cars.schema';
import type { PolicyVerdict } from '../../../../src/lib/domain/corporate/policy.schema';
import { CallState } from '../../../../src/lib/domain/shared/call-state';
import { miles } from '../../client/flights/booking-fixtures';
import { method } from '../../client/payment-fixtures';
import { apiError, fakeApi, reply, sessionInfo, settle, signedIn, corporateInfo as corporateFixture } from '../../client/profile/fake-api';
import { list, traveler } from '../../client/profile/traveler-fixtures';
import { carAnswer, carOffer } from './car-fixtures';
import { bodies, LAX, open, resetBetweenTests, url } from './car-results-page';
import { BOOKING_ID, details, OFFER_ID, quote } from './car-shop-fixtures';

const IN: PolicyVerdict = { kind: 'InPolicy' };
/** A tier capping the day at $60: the results' $81.89 a day is over it. */
const OVER_60: PolicyVerdict = { kind: 'OutOfPolicy', breaches: [{ kind: 'OverPrice', limitMinor: 60_00 }] };
/** A tier capping the day at $40: the car page's $45.00 a day is over it. */
const OVER_40: PolicyVerdict = { kind: 'OutOfPolicy', breaches: [{ kind: 'OverPrice', limitMinor: 40_00 }] };

const corporateInfo = corporateFixture();
const corporate = () => sessionInfo({ tenant: 'corporate', customerType: 'Corporate', corporateInfo });

/** A mark as it reads, without its decorative icon ("✓ ", "! "). */
function markText(mark: Element | null | undefined): string | null {
  if (!mark) return null;
  const copy = mark.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((n) => n.remove());
  return copy.textContent;
}

// ---- results ----------------------------------------------------------------------------------

describe('car results with a travel policy', () => {
  resetBetweenTests();

  /** Two cars under the $60 cap and one over it, as the API marks them, with the "In policy only" count. */
  function corporateAnswer(inPolicy = 2): CarSearchResponse {
    const cheap = { ...carOffer(1).price, perDay: 55_00 };
    const a = carAnswer([
      carOffer(1, { price: cheap, policy: IN }),
      carOffer(2, { policy: OVER_60 }),
      carOffer(3, { price: cheap, policy: IN }),
    ]);
    return { ...a, facets: { ...a.facets, inPolicy } };
  }
  const cards = () => [...document.querySelectorAll<HTMLElement>('article.cr-card')];
  const cardMark = (card: HTMLElement) => markText(card.querySelector('.policy-mark'));
  const policyBox = () => screen.queryByRole('group', { name: 'Travel policy' });
  const onlyBox = () => within(policyBox()!).getByRole('checkbox', { name: /^In policy only/ }) as HTMLInputElement;

  it('a corporate answer marks each card and offers "In policy only" with its count', async () => {
    await open(`/cars/availability/?${LAX}`, reply(200, corporateAnswer()));
    expect(cards().map(cardMark)).toEqual(['In policy', 'Out of policy: over the $60 limit', 'In policy']);
    expect(cards()[1]!.querySelector('.policy-mark-out')).not.toBeNull();
    expect(onlyBox().checked).toBe(false);
    expect(onlyBox().closest('label')?.textContent).toBe('In policy only (2)');
  });

  it('a consumer answer shows no mark and no "In policy only"', async () => {
    await open(`/cars/availability/?${LAX}`, reply(200, carAnswer([carOffer(1), carOffer(2)])));
    expect(cards()).toHaveLength(2);
    expect(document.querySelector('.policy-mark')).toBeNull();
    expect(screen.queryByText(/in policy/i)).toBeNull();
    expect(policyBox()).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /In policy only/ })).toBeNull();
  });

  it('ticking it sends inPolicyOnly: true, keeps inpolicy=1 in the URL and counts as a filter on', async () => {
    await open(`/cars/availability/?${LAX}`, reply(200, corporateAnswer()));
    expect(bodies()[0]!.filters).not.toHaveProperty('inPolicyOnly');
    fireEvent.click(onlyBox());
    await act(settle);
    await act(settle);
    expect(bodies()).toHaveLength(2);
    expect(bodies().at(-1)).toMatchObject({ filters: { inPolicyOnly: true, freeCancellationOnly: false } });
    expect(url().get('inpolicy')).toBe('1');
    expect(onlyBox().checked).toBe(true);
    expect(document.querySelector('details.cr-filter-box summary')?.textContent).toBe('Filters (1 on)');
    expect(screen.getByRole('button', { name: 'Clear 1 filter' })).toBeTruthy();

    fireEvent.click(onlyBox());
    await act(settle);
    expect(bodies().at(-1)!.filters).not.toHaveProperty('inPolicyOnly');
    expect(url().has('inpolicy')).toBe(false);
  });

  it('a shared link with inpolicy=1 asks for it, and the box stays to be unticked even without a count', async () => {
    await open(`/cars/availability/?${LAX}&inpolicy=1`, reply(200, carAnswer([carOffer(1)])));
    expect(bodies()[0]).toMatchObject({ filters: { inPolicyOnly: true } });
    expect(onlyBox().checked).toBe(true);
    expect(onlyBox().closest('label')?.textContent).toBe('In policy only');
    fireEvent.click(screen.getByRole('button', { name: 'Clear 1 filter' }));
    await act(settle);
    expect(bodies().at(-1)!.filters).not.toHaveProperty('inPolicyOnly');
    expect(url().has('inpolicy')).toBe(false);
    // Without a count (a consumer) and with the filter off, the box goes.
    expect(policyBox()).toBeNull();
  });

  it('reads in French', async () => {
    await open(`/fr/cars/availability/?${LAX}`, reply(200, corporateAnswer(1)));
    expect(markText(cards()[0]!.querySelector('.policy-mark'))).toBe('Conforme');
    expect(markText(cards()[1]!.querySelector('.policy-mark'))).toMatch(/^Hors politique\s:\sau-delà de la limite de 60\s\$\sUS$/);
    const box = screen.getByRole('group', { name: 'Politique de voyage' });
    expect(
      within(box)
        .getByRole('checkbox', { name: /^Conformes à la politique seulement/ })
        .closest('label')?.textContent,
    ).toBe('Conformes à la politique seulement (1)');
  });
});

// ---- the car's page ---------------------------------------------------------------------------

describe("the car's page with a travel policy", () => {
  const ROUTE = 'POST /cars/details';
  let api: ReturnType<typeof fakeApi>;
  let stopSession: () => void = () => undefined;
  let navigations: string[];
  /** Whether the last click on a link was kept from following it (jsdom does not navigate). */
  let prevented: boolean | null;
  const onClick = (e: MouseEvent) => {
    if ((e.target as Element).closest('a')) {
      prevented = e.defaultPrevented;
      e.preventDefault();
    }
  };

  async function openShop(over: Partial<CarOffer>) {
    const path = `/cars/shop/?offerId=${OFFER_ID}&extras=NAV&age=30`;
    window.history.replaceState(null, '', path);
    api = fakeApi(path);
    navigations = [];
    api.platform.navigate = (to) => void navigations.push(to);
    stopSession = signedIn(corporate());
    api.on(ROUTE, reply(200, details(over)));
    render(<CarShop locale="en" />);
    await act(settle);
    await act(settle);
  }
  const reserve = () => screen.getByRole('link', { name: 'Reserve' });

  beforeEach(() => {
    resetCarShop();
    prevented = null;
    document.addEventListener('click', onClick);
  });
  afterEach(() => {
    document.removeEventListener('click', onClick);
    cleanup();
    stopSession();
    resetCarShop();
  });

  it('out of policy: the mark by the car, and Reserve asks first; Change selection stays on the page', async () => {
    await openShop({ policy: OVER_40 });
    expect(markText(document.querySelector('.car-head .policy-mark'))).toBe('Out of policy: over the $40 limit');
    fireEvent.click(reserve());
    expect(prevented).toBe(true);
    const dialog = screen.getByRole('dialog', { name: 'This rate is out of policy' });
    expect(dialog.textContent).toContain('Over the $40 limit. You can still book it');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Change selection' }));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Change selection' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(navigations).toEqual([]);
    // Still the car's page, its extras as chosen.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Toyota Corolla or similar');
    expect((screen.getByRole('checkbox', { name: 'GPS navigation' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(reserve());
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Continue anyway' }));
    expect(navigations).toEqual([`/cars/book/?offerId=${OFFER_ID}&extras=NAV`]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('in policy: the mark, and Reserve goes on without a question', async () => {
    await openShop({ policy: IN });
    expect(markText(document.querySelector('.car-head .policy-mark'))).toBe('In policy');
    fireEvent.click(reserve());
    expect(prevented).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a consumer: no mark, no question', async () => {
    await openShop({});
    expect(document.querySelector('.policy-mark')).toBeNull();
    fireEvent.click(reserve());
    expect(prevented).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

// ---- checkout ---------------------------------------------------------------------------------

describe('the car checkout of a policy choice', () => {
  const QUOTE = 'POST /cars/book/quote';
  const DETAILS = 'POST /cars/details';
  const BOOK = 'POST /cars/book';
  const POLL = `GET /cars/book/${BOOKING_ID}`;
  const card = method({ id: '7f1d3c1e-1111-4a4a-8b8b-000000000001', lastFour: '4821' });
  const gabrielle = traveler('t-gab', 'Gabrielle', 'Roy', { dateOfBirth: '1990-04-12' });
  let api: ReturnType<typeof fakeApi>;
  let stopSession: () => void = () => undefined;

  /** The book page of the car, its details answering `detailed`; Gabrielle drives, so only the reason can stop Book. */
  async function openBook(...detailed: Parameters<typeof api.on>[1][]) {
    const path = `/cars/book/?offerId=${OFFER_ID}&extras=NAV`;
    window.history.replaceState(null, '', path);
    api = fakeApi(path);
    api.platform.navigate = () => undefined;
    stopSession = signedIn(corporate());
    $rewards.set({ state: CallState.Success, accounts: [miles] });
    api.on('POST /tracking/event', reply(200, {}));
    api.on('PUT /flight/passengers/list', list(gabrielle));
    api.on('PUT /paymentMethods/list', reply(200, { value: [card] }));
    api.on('GET /customer/details', reply(200, { phoneNumber: '+1 416 555 0100', emailAddress: null }));
    api.on('GET /user/wallet', reply(200, { credits: [], offers: [] }));
    api.on(QUOTE, reply(200, { quote: quote() }));
    if (detailed.length) api.on(DETAILS, ...detailed);
    api.on(BOOK, reply(201, { bookingId: BOOKING_ID }));
    api.on(POLL, reply(200, { bookingId: BOOKING_ID, outcome: 'Success', confirmationNumber: 'CR7Q2X' }));
    render(<CarBook locale="en" />);
    await act(settle);
    await act(settle);
    fireEvent.change(screen.getByRole('combobox', { name: 'Main driver' }), { target: { value: 't-gab' } });
  }
  const reason = () => screen.getByRole('combobox', { name: 'Reason' }) as HTMLSelectElement;
  async function pressBook() {
    fireEvent.click(screen.getAllByRole('button', { name: 'Book' })[0]!);
    for (let i = 0; i < 3; i++) await act(settle);
  }
  const sent = () => api.callsTo(BOOK).map((c) => c.body as Record<string, unknown>);

  beforeEach(() => {
    resetCarBookingStore();
    resetTravelersStore();
    resetPaymentMethodsStore();
  });
  afterEach(() => {
    cleanup();
    stopSession();
    resetCarBookingStore();
    cleanStores($carQuote, $carDraft, $carPolicy, $paymentMethods, $policyReason);
    vi.restoreAllMocks();
  });

  it('asks the car’s details for its mark, and shows "Why this option?" for a car out of policy', async () => {
    await openBook(reply(200, details({ policy: OVER_40 })));
    expect(api.callsTo(DETAILS).map((c) => c.body)).toEqual([{ offerId: OFFER_ID }]);
    const section = screen.getByRole('region', { name: 'Why this option?' });
    expect(markText(section.querySelector('.policy-mark'))).toBe('Out of policy: over the $40 limit');
    expect(section.textContent).toContain('outside your travel policy');
    expect(reason().value).toBe('');
  });

  it('Book without a reason sends nothing and puts the focus on the reason; with one, it goes with the request', async () => {
    await openBook(reply(200, details({ policy: OVER_40 })));
    await pressBook();
    expect(sent()).toHaveLength(0);
    expect(reason().getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(reason().getAttribute('aria-describedby')!)?.textContent).toBe('Choose why you need this option.');
    expect(document.activeElement).toBe(reason());

    fireEvent.change(reason(), { target: { value: 'ClientRequirement' } });
    expect(reason().hasAttribute('aria-invalid')).toBe(false);
    await pressBook();
    expect(sent()).toHaveLength(1);
    expect(sent()[0]).toMatchObject({ selection: { offerId: OFFER_ID, extras: ['NAV'] }, policyReason: { code: 'ClientRequirement' } });
  });

  it('Other needs words: an empty note is marked and focused; the note goes trimmed', async () => {
    await openBook(reply(200, details({ policy: OVER_40 })));
    fireEvent.change(reason(), { target: { value: 'Other' } });
    await pressBook();
    expect(sent()).toHaveLength(0);
    const note = screen.getByLabelText('Details');
    expect(note.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(note);
    fireEvent.change(note, { target: { value: '  Seven passengers  ' } });
    await pressBook();
    expect(sent()[0]?.policyReason).toEqual({ code: 'Other', note: 'Seven passengers' });
  });

  it.each([
    ['in policy', details({ policy: IN })],
    ['a consumer', details()],
  ])('%s: no section, and Book sends no reason', async (_, answer) => {
    await openBook(reply(200, answer));
    expect(screen.queryByRole('region', { name: 'Why this option?' })).toBeNull();
    await pressBook();
    expect(sent()).toHaveLength(1);
    expect(sent()[0]).not.toHaveProperty('policyReason');
  });

  it('details that did not come: the server’s demand for a reason shows the section and focuses it', async () => {
    await openBook(apiError(503, 'Unavailable', 'down'), reply(200, details({ policy: OVER_40 })));
    expect(screen.queryByRole('region', { name: 'Why this option?' })).toBeNull();
    api.on(
      BOOK,
      apiError(422, 'ValidationFailed', 'This choice is outside your travel policy.', {
        fields: [{ path: 'policyReason.code', message: 'This choice is outside your travel policy.' }],
      }),
      reply(201, { bookingId: BOOKING_ID }),
    );
    await pressBook();
    expect(sent()).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Why this option?' })).toBeTruthy();
    expect(document.activeElement).toBe(reason());
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(reason(), { target: { value: 'NoInPolicyOption' } });
    await pressBook();
    expect(sent()).toHaveLength(2);
    expect(sent()[1]?.policyReason).toEqual({ code: 'NoInPolicyOption' });
  });
});
