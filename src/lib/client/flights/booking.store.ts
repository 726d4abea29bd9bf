// The review-and-book page (/flights/book/, SPEC §2), written against the checkout
// contract: quote the chosen fare, collect travelers, contact, protections and payment, book with
// an Idempotency-Key, then poll the booking until it succeeds or fails.
import { payContext } from '../checkout/pay-context';
import { atom, computed } from 'nanostores';
import type { ProtectionProduct } from '../../domain/booking/checkout-protections';
import { api, getToken, serverNow } from '../api';
import { platform } from '../platform';
import { localeFromPath, localePath } from '../locale';
import { $travelers } from '../profile/travelers.store';
import { $rewards } from '../rewards.store';
import { $session } from '../session.store';
import { $travelWallet, loadTravelWallet } from '../travel-wallet.store';
import { trackEvent } from '../tracking';
import { clearFlightSelection } from './selection.store';
import type { FlightSelection } from './selection.store';

import {
  bookFailure,
  buildBookRequest,
  flightPay,
  toBookSelection,
  passengerErrorsBefore,
  passengerSlots,
  paymentPlan,
  usableWalletChoice,
  type BookRequest,
  type BookState,
  type BuildResult,
  type CallFailure,
  type Draft,
  type Quote,
  type QuoteState,
} from './booking-request';
import { bookingSubmitter, failureOf, pollBooking } from '../checkout/book-call';
import { emptyPayDraft, paymentActions } from '../checkout/payment';
import { policyReasonPart, resetPolicyReason } from '../checkout/policy-reason.store';

export * from './booking-request';
export { nextPollDelay } from './booking-poll';
const emptyDraft = (): Draft => ({
  travelerIds: [],
  contact: { email: '', phone: '' },
  protections: [],
  ...emptyPayDraft(),
});

export const $bookSelection = atom<FlightSelection | null>(null);
export const $quote = atom<QuoteState>({ kind: 'NoSelection' });
export const $draft = atom<Draft>(emptyDraft());
export const $book = atom<BookState>({ kind: 'Idle' });

/** SPEC §2 analytics screen label of this page. */
export const CHECKOUT_SCREEN = 'checkout';
export { NETWORK_RETRIES } from '../checkout/book-call';

// ---- actions ----

let epoch = 0;

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
/** What the plan reads besides the draft: rewards.store's accounts convert cents to miles. */

/** The payment pieces' draft and actions (shared with every checkout). */
export const flightPayment = paymentActions(
  $draft,
  () => {
    const q = $quote.get();
    return q.kind === 'Loaded' ? flightPay(q.quote, $draft.get()) : null;
  },
  payContext,
);
export const { choosePaymentMethod, setRewards, toggleWalletCredit, chooseWalletOffer } = flightPayment;
const setWallet = flightPayment.setWallet;

/** The split shown under the payment choices. */
export const $paymentPlan = computed([$quote, $draft, $rewards, $travelWallet, $session], (q, d) =>
  q.kind === 'Loaded' ? paymentPlan(q.quote, d, payContext()) : null,
);

const bookingLocale = () => localeFromPath(platform().location.pathname);

const submitter = bookingSubmitter('/flights/book');

/** Books what the page shows; `expectedTotal` overrides it after the traveler accepted a new price. */
export async function book(expectedTotal?: number): Promise<BuildResult | { kind: 'PolicyReason' } | null> {
  const q = $quote.get();
  const selection = $bookSelection.get();
  const state = $book.get().kind;
  if (q.kind !== 'Loaded' || !selection || state === 'Submitting' || state === 'Polling') return null;
  const built = buildBookRequest(toBookSelection(selection), q.quote, $draft.get(), { ...payContext(), locale: bookingLocale() });
  if (built.kind !== 'Ready') return built;
  const reason = policyReasonPart(selection.fare.policy);
  if (!reason) return { kind: 'PolicyReason' };
  const request = { ...(expectedTotal === undefined ? built.request : { ...built.request, expectedTotal }), ...reason };
  const found = passengerErrorsBefore(request, q.quote, $travelers.get().list);
  if (found.length > 0) {
    $book.set({ kind: 'PassengerErrors', errors: found });
    return built;
  }
  const startedIn = epoch;
  $book.set({ kind: 'Submitting' });
  const sent = await submitter.submit(request);
  if (sent.kind === 'Booked') {
    if (startedIn === epoch) await poll(sent.bookingId, startedIn);
    return built;
  }
  const f = sent.failure;
  if (startedIn !== epoch) return built;
  const wallet = f.code === 'RedemptionFailure' && request.payment.travelWallet ? await walletFailure(request, f) : false;
  if (startedIn !== epoch) return built;
  $book.set(wallet ? { kind: 'Failed', code: 'TravelWalletChanged', message: f.message, nextAction: 'EditPayment' } : bookFailure(f));
  if (f.code === 'OfferInvalid' || f.code === 'ProtectionNotOffered') await refreshQuote(startedIn);
  return built;
}

/**
 * A refused redemption with wallet items: one may have been used or expired since the page loaded.
 * The wallet is read again and what no longer applies is unticked; true when the wallet is to blame
 * (the server named the item, or the choice changed, or no rewards were asked).
 */
async function walletFailure(request: BookRequest, f: CallFailure): Promise<boolean> {
  const named = typeof (f.details as { itemId?: unknown } | undefined)?.itemId === 'string';
  await loadTravelWallet();
  const q = $quote.get();
  if (q.kind !== 'Loaded') return named || !request.payment.rewards;
  const d = $draft.get();
  const kept = usableWalletChoice(q.quote, d, $travelWallet.get(), new Date(serverNow()));
  const changed = kept.creditIds.length !== d.wallet.creditIds.length || kept.offerId !== d.wallet.offerId;
  if (changed) setWallet(kept);
  return named || changed || !request.payment.rewards;
}

async function poll(bookingId: string, startedIn: number): Promise<void> {
  $book.set({ kind: 'Polling', bookingId });
  const end = await pollBooking(`/flights/book/${encodeURIComponent(bookingId)}`, () => startedIn === epoch);
  // A request waiting for approval is done here too: the confirmation page says it is requested.
  if (end.kind === 'Success' || end.kind === 'ApprovalRequested')
    return succeeded(bookingId, end.kind === 'Success' ? end.confirmationNumber : '');
  if (end.kind === 'Failed') return $book.set({ kind: 'Failed', ...end.failure });
  if (end.kind === 'TimedOut') $book.set({ kind: 'Failed', code: 'PollingTimeout', message: '', nextAction: 'ContactSupport' });
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
  const built = buildBookRequest(toBookSelection(selection), q.quote, $draft.get(), { ...payContext(), locale: bookingLocale() });
  const errors = built.kind === 'Ready' ? passengerErrorsBefore(built.request, q.quote, $travelers.get().list) : [];
  $book.set(errors.length > 0 ? { kind: 'PassengerErrors', errors } : { kind: 'Idle' });
}

/** SPEC §2 "checkout" screen view, once per quote shown. */
export function trackCheckout(quote: Quote): void {
  if (!getToken()) return;
  trackEvent(`viewed_${CHECKOUT_SCREEN}`, {
    screen: CHECKOUT_SCREEN,
    trip_type: quote.tripType,
    passengers: passengerSlots(quote.passengers).length,
    total_minor: quote.breakdown.totalMinor,
  }).catch(() => undefined);
}

export function resetBookingStore(): void {
  epoch++;
  submitter.reset();
  $bookSelection.set(null);
  $quote.set({ kind: 'NoSelection' });
  $draft.set(emptyDraft());
  $book.set({ kind: 'Idle' });
  resetPolicyReason();
}
