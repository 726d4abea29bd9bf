// The review-and-book page (/flights/book/, issue 8 items 1–3 and 7), written against the checkout
// contract: quote the chosen fare, collect travelers, contact, protections and payment, book with
// an Idempotency-Key, then poll the booking until it succeeds or fails.
import { atom, computed } from 'nanostores';
import { bookingPassengerErrors, type PassengerError } from '../../domain/booking-passengers';
import type { ProtectionProduct } from '../../domain/checkout-protections';
import { api, ApiError, getToken } from '../api';
import { platform } from '../platform';
import { localeFromPath, localePath } from '../locale';
import { $travelers } from '../profile/travelers.store';
import { $rewards } from '../rewards.store';
import { trackEvent } from '../tracking';
import { clearFlightSelection } from './selection.store';
import type { FlightSelection } from './selection.store';

import {
  buildBookRequest,
  toBookSelection,
  passengerSlots,
  paymentPlan,
  type BookRequest,
  type PollAnswer,
  type BookState,
  type BuildResult,
  type Draft,
  type NextAction,
  type Quote,
  type QuoteState,
} from './booking-request';
import { nextPollDelay, POLL } from './booking-poll';

export * from './booking-request';
export { nextPollDelay, POLL } from './booking-poll';
const emptyDraft = (): Draft => ({
  travelerIds: [],
  contact: { email: '', phone: '' },
  protections: [],
  paymentMethodId: null,
  rewards: null,
});

export const $bookSelection = atom<FlightSelection | null>(null);
export const $quote = atom<QuoteState>({ kind: 'NoSelection' });
export const $draft = atom<Draft>(emptyDraft());
export const $book = atom<BookState>({ kind: 'Idle' });

/** SPEC §2 analytics screen label of this page. */
export const CHECKOUT_SCREEN = 'checkout';
/** A POST that never got an answer is retried this many times with the same key. */
export const NETWORK_RETRIES = 2;

// ---- actions ----

let epoch = 0;

const failureOf = (err: unknown): { code: string; message: string; status: number; details: unknown } =>
  err instanceof ApiError
    ? { code: err.code, message: err.message, status: err.status, details: err.details }
    : { code: 'NetworkError', message: (err as Error).message, status: 0, details: undefined };

export async function loadQuote(selection: FlightSelection | null): Promise<void> {
  const startedIn = ++epoch;
  $bookSelection.set(selection);
  $book.set({ kind: 'Idle' });
  if (!selection) return $quote.set({ kind: 'NoSelection' });
  $quote.set({ kind: 'Loading' });
  try {
    const quote = await fetchQuote(selection);
    if (startedIn === epoch) applyQuote(selection, quote);
  } catch (err) {
    if (startedIn !== epoch) return;
    const f = failureOf(err);
    const nextAction = f.code === 'NoAvailability' || f.code === 'ValidationFailed' ? 'SearchAgain' : 'TryAgain';
    $quote.set({ kind: 'Failed', code: f.code, message: f.message, nextAction });
  }
}

const fetchQuote = async (selection: FlightSelection) =>
  (await api.post<{ quote: Quote }>('/flights/book/quote', { selection: toBookSelection(selection) })).quote;

function applyQuote(selection: FlightSelection, quote: Quote): void {
  const slots = passengerSlots(selection.search.passengers);
  const d = $draft.get();
  $draft.set({
    ...d,
    travelerIds: slots.map((_, i) => d.travelerIds[i] ?? null),
    // Protections no longer offered drop out; nothing is ever added for the traveler.
    protections: d.protections.filter((p) => quote.protections.some((o) => o.kind === 'Offered' && o.product === p)),
  });
  $quote.set({ kind: 'Loaded', quote });
}

/**
 * After the server said the price or an offer changed: the page shows the new offers and lines
 * in place (no spinner, the outcome stays). A failure keeps what is shown; Book checks again.
 */
async function refreshQuote(startedIn: number): Promise<void> {
  const selection = $bookSelection.get();
  if (!selection) return;
  try {
    const quote = await fetchQuote(selection);
    if (startedIn === epoch) applyQuote(selection, quote);
  } catch {
    // The outcome on screen already says what to do.
  }
}

const setDraft = (patch: Partial<Draft>) => $draft.set({ ...$draft.get(), ...patch });

export function chooseTraveler(slot: number, travelerId: string | null): void {
  // One person fills one seat: choosing them here frees any other slot they held.
  const ids = $draft.get().travelerIds.map((id, i) => (i === slot ? travelerId : id === travelerId ? null : id));
  setDraft({ travelerIds: ids });
}
export function setContact(patch: Partial<Draft['contact']>): void {
  setDraft({ contact: { ...$draft.get().contact, ...patch } });
}
/** Fills what the traveler has not typed yet (session email, issuer phone). */
export function prefillContact(known: { email?: string | null; phone?: string | null }): void {
  const c = $draft.get().contact;
  setContact({ email: c.email || known.email || '', phone: c.phone || known.phone || '' });
}
export function toggleProtection(product: ProtectionProduct, on: boolean): void {
  const rest = $draft.get().protections.filter((p) => p !== product);
  setDraft({ protections: on ? [...rest, product] : rest });
}
export function choosePaymentMethod(id: string | null): void {
  setDraft({ paymentMethodId: id });
}
export function setRewards(accountReferenceId: string | null, amountCents = 0): void {
  setDraft({ rewards: accountReferenceId ? { accountReferenceId, amountCents: Math.max(0, Math.round(amountCents)) } : null });
}

/** The split shown under the payment choices; rewards.store's accounts convert cents to miles. */
export const $paymentPlan = computed([$quote, $draft, $rewards], (q, d, r) =>
  q.kind === 'Loaded' ? paymentPlan(q.quote, d, r.accounts) : null,
);

/** The attempt whose answer never came: retried with its key while the body is the same. */
let unanswered: { key: string; body: string } | null = null;
const newKey = () => globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Books what the page shows; `expectedTotal` overrides it after the traveler accepted a new price. */
export async function book(expectedTotal?: number): Promise<BuildResult | null> {
  const q = $quote.get();
  const selection = $bookSelection.get();
  const state = $book.get().kind;
  if (q.kind !== 'Loaded' || !selection || state === 'Submitting' || state === 'Polling') return null;
  const built = buildBookRequest(toBookSelection(selection), q.quote, $draft.get(), $rewards.get().accounts);
  if (built.kind !== 'Ready') return built;
  const request = expectedTotal === undefined ? built.request : { ...built.request, expectedTotal };
  const found = precheck(request, q.quote);
  if (found.length > 0) {
    $book.set({ kind: 'PassengerErrors', errors: found });
    return built;
  }
  const body = JSON.stringify(request);
  const key = unanswered?.body === body ? unanswered.key : newKey();
  unanswered = { key, body };
  const startedIn = epoch;
  $book.set({ kind: 'Submitting' });
  for (let attempt = 0; ; attempt++) {
    try {
      const { bookingId } = await api.post<{ bookingId: string }>('/flights/book', request, { headers: { 'Idempotency-Key': key } });
      unanswered = null;
      if (startedIn === epoch) await poll(bookingId, startedIn);
      return built;
    } catch (err) {
      const f = failureOf(err);
      if (f.code === 'NetworkError' && attempt < NETWORK_RETRIES) {
        await wait(POLL.firstMs * (attempt + 1));
        continue;
      }
      if (f.code !== 'NetworkError') unanswered = null;
      if (startedIn !== epoch) return built;
      $book.set(bookFailure(f));
      if (f.code === 'OfferInvalid' || f.code === 'ProtectionNotOffered') await refreshQuote(startedIn);
      return built;
    }
  }
}

/**
 * The API's own passenger rules, run here first so a field is marked without a round trip. Only
 * when every chosen traveler is in the loaded list: otherwise the server answers for them.
 */
function precheck(request: BookRequest, quote: Quote): PassengerError[] {
  const list = $travelers.get().list;
  const passengers = request.travelers.map((t) => ({ traveler: list.find((x) => x.id === t.travelerId), passengerType: t.passengerType }));
  if (passengers.some((p) => !p.traveler)) return [];
  const r = quote.requirements;
  const check = bookingPassengerErrors({
    passengers: passengers.map((p) => ({ traveler: p.traveler!, passengerType: p.passengerType })),
    contact: request.contact,
    trip: {
      firstFlightDate: r.firstDepartureDate,
      lastFlightDate: r.lastFlightDate,
      international: r.international,
      supportsLapInfants: r.lapInfantsSupported,
      supportsSeatedInfants: r.seatedInfantsSupported,
    },
  });
  return check.kind === 'Checked' ? check.errors : [];
}

function bookFailure(f: ReturnType<typeof failureOf>): BookState {
  const d = (f.details ?? {}) as { errors?: PassengerError[]; oldTotal?: number; newTotal?: number; nextAction?: NextAction };
  if (f.code === 'InvalidPassengers' && Array.isArray(d.errors)) return { kind: 'PassengerErrors', errors: d.errors };
  if (f.code === 'OfferInvalid' && typeof d.oldTotal === 'number' && typeof d.newTotal === 'number') {
    return { kind: 'PriceChanged', oldTotal: d.oldTotal, newTotal: d.newTotal };
  }
  const byCode: Record<string, NextAction | 'TryAgain'> = {
    NoAvailability: 'SearchAgain',
    RedemptionFailure: 'EditPayment',
    UserCardNotFound: 'EditPayment',
    CardDeclined: 'EditPayment',
    InvalidPassengers: 'EditTravelers',
    // The offers were read again (refreshQuote): the traveler looks at them and books again.
    ProtectionNotOffered: 'TryAgain',
    // Our own key was refused: a new attempt gets a new one.
    IdempotencyKeyReused: 'TryAgain',
  };
  const nextAction = byCode[f.code] ?? d.nextAction ?? (f.code === 'NetworkError' || f.status >= 500 ? 'TryAgain' : 'ContactSupport');
  return { kind: 'Failed', code: f.code, message: f.message, nextAction };
}

async function poll(bookingId: string, startedIn: number): Promise<void> {
  $book.set({ kind: 'Polling', bookingId });
  let waited = 0;
  let delay: number | null = null;
  let answer: PollAnswer = { outcome: 'Pending', pollAfterMs: 0 };
  for (;;) {
    try {
      answer = await api.get<PollAnswer>(`/flights/book/${encodeURIComponent(bookingId)}`);
    } catch (err) {
      // A lost poll is asked again; the booking goes on on the server either way.
      if (failureOf(err).code !== 'NetworkError') answer = { outcome: 'Pending', pollAfterMs: 0 };
    }
    if (startedIn !== epoch) return;
    if (answer.outcome === 'Success') return succeeded(bookingId, answer.confirmationNumber);
    if (answer.outcome === 'Failed') return $book.set({ kind: 'Failed', ...answer.failure });
    delay = nextPollDelay(delay, answer.pollAfterMs);
    if (waited + delay > POLL.giveUpMs) {
      return $book.set({ kind: 'Failed', code: 'PollingTimeout', message: '', nextAction: 'ContactSupport' });
    }
    waited += delay;
    await wait(delay);
    if (startedIn !== epoch) return;
  }
}

/** The choice is used up (Back must not book it twice); the confirmation page shows the trip. */
function succeeded(bookingId: string, confirmationNumber: string): void {
  $book.set({ kind: 'Succeeded', bookingId, confirmationNumber });
  clearFlightSelection();
  const { pathname, search } = platform().location;
  // The travel app's webview mode lasts the visit (SPEC §2): the confirmation tells the app.
  const travelApp = new URLSearchParams(search).get('isTravelApp') === 'true' ? '&isTravelApp=true' : '';
  platform().navigate(localePath(localeFromPath(pathname), `/flights/book/confirm/?id=${encodeURIComponent(bookingId)}${travelApp}`));
}

/** While passenger errors show, each change checks again, so a fixed field loses its message at once. */
export function recheckPassengers(): void {
  const q = $quote.get();
  const selection = $bookSelection.get();
  if ($book.get().kind !== 'PassengerErrors' || q.kind !== 'Loaded' || !selection) return;
  const built = buildBookRequest(toBookSelection(selection), q.quote, $draft.get(), $rewards.get().accounts);
  const errors = built.kind === 'Ready' ? precheck(built.request, q.quote) : [];
  $book.set(errors.length > 0 ? { kind: 'PassengerErrors', errors } : { kind: 'Idle' });
}

/** SPEC §2 "checkout" screen view, once per quote shown. */
export function trackCheckout(quote: Quote): void {
  if (!getToken()) return;
  trackEvent(`viewed_${CHECKOUT_SCREEN}`, {
    screen: CHECKOUT_SCREEN,
    trip_type: quote.tripType,
    passengers: passengerSlots(quote.passengers).length,
    total_cents: quote.breakdown.totalCents,
  }).catch(() => undefined);
}

export function resetBookingStore(): void {
  epoch++;
  unanswered = null;
  $bookSelection.set(null);
  $quote.set({ kind: 'NoSelection' });
  $draft.set(emptyDraft());
  $book.set({ kind: 'Idle' });
}
