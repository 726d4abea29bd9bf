// The car checkout (/cars/book/, SPEC §2): quote the offer and extras the car's page chose, pick the
// driver, a loyalty number, contact and payment, book with an Idempotency-Key, then poll the
// booking until it succeeds or fails, and open /cars/book/confirm/. A corporate traveler's car out
// of policy needs a reason (SPEC §5, §8): the verdict comes with the car's details, as on its page.
import { payContext } from '../checkout/pay-context';
import { atom } from 'nanostores';
import type { CarDetailsResponse } from '../../domain/cars/cars.schema';
import type { PolicyVerdict } from '../../domain/corporate/policy.schema';
import { api } from '../api';
import { bookingSubmitter, failureOf, pollBooking } from '../checkout/book-call';
import { emptyPayDraft, paymentActions } from '../checkout/payment';
import { $policyReason, policyReasonPart, resetPolicyReason } from '../checkout/policy-reason.store';
import { localeFromPath, localePath } from '../locale';
import { platform } from '../platform';
import { loadTravelWallet } from '../travel-wallet.store';
import {
  buildCarBookRequest,
  CAR_CONFIRM_PATH,
  carBookFailure,
  carPay,
  carQuoteFailure,
  type CarBookState,
  type CarBuildResult,
  type CarDraft,
  type CarField,
  type CarQuote,
  type CarQuoteState,
  type CarSelection,
} from './car-booking-request';

export * from './car-booking-request';

const emptyDraft = (): CarDraft => ({ driverId: null, loyaltyNumber: '', contact: { email: '', phone: '' }, ...emptyPayDraft() });

export const $carBookSelection = atom<CarSelection | null>(null);
export const $carQuote = atom<CarQuoteState>({ kind: 'NoSelection' });
export const $carDraft = atom<CarDraft>(emptyDraft());
export const $carBook = atom<CarBookState>({ kind: 'Idle' });
/**
 * The car against the traveler's policy, from its details (the quote does not mark it); undefined
 * for a consumer, an inactive policy, or details that did not come (the server still asks then).
 */
export const $carPolicy = atom<PolicyVerdict | undefined>(undefined);

let epoch = 0;

const fetchQuote = async (selection: CarSelection) => (await api.post<{ quote: CarQuote }>('/cars/book/quote', { selection })).quote;

/** The offer's mark, as its details answer it; the extras do not change it (a tier caps the day). */
async function fetchVerdict(offerId: string): Promise<PolicyVerdict | undefined> {
  try {
    return (await api.post<CarDetailsResponse>('/cars/details', { offerId })).offer.policy;
  } catch {
    return undefined;
  }
}

/** The quote and the car's verdict together, so Book never goes out before the page knows to ask a reason. */
async function fetchPriced(selection: CarSelection): Promise<{ quote: CarQuote; verdict: PolicyVerdict | undefined }> {
  const [quote, verdict] = await Promise.all([fetchQuote(selection), fetchVerdict(selection.offerId)]);
  // Should the quote ever mark the car itself, its mark is the newer one.
  return { quote, verdict: quote.offer.policy ?? verdict };
}

/** Opens the page on a selection (null: the address named no car). */
export async function loadCarQuote(selection: CarSelection | null): Promise<void> {
  const startedIn = ++epoch;
  $carBookSelection.set(selection);
  $carBook.set({ kind: 'Idle' });
  $carPolicy.set(undefined);
  if (!selection) return $carQuote.set({ kind: 'NoSelection' });
  $carQuote.set({ kind: 'Loading' });
  try {
    const { quote, verdict } = await fetchPriced(selection);
    if (startedIn !== epoch) return;
    $carPolicy.set(verdict);
    $carQuote.set({ kind: 'Loaded', quote });
  } catch (err) {
    if (startedIn === epoch) $carQuote.set(carQuoteFailure(failureOf(err)));
  }
}

/** After a price change: the new lines show in place (and the new price's mark), the outcome stays. */
async function refreshQuote(startedIn: number): Promise<void> {
  const selection = $carBookSelection.get();
  if (!selection) return;
  try {
    const { quote, verdict } = await fetchPriced(selection);
    if (startedIn !== epoch) return;
    $carPolicy.set(verdict);
    $carQuote.set({ kind: 'Loaded', quote });
  } catch {
    // The outcome on screen already says what to do.
  }
}

/** The server asked a reason the page did not know to ask (its details had not come): ask it now. */
const asksPolicyReason = (details: unknown): boolean => {
  const fields = (details as { fields?: { path?: unknown }[] } | undefined)?.fields;
  return Array.isArray(fields) && fields.some((f) => typeof f.path === 'string' && f.path.startsWith('policyReason'));
};

const setDraft = (patch: Partial<CarDraft>) => $carDraft.set({ ...$carDraft.get(), ...patch });

/** A problem the server named for a field is settled once the traveler changes that field. */
function clearField(...fields: CarField[]): void {
  const s = $carBook.get();
  if (s.kind !== 'PassengerErrors') return;
  const errors = s.errors.filter((e) => !fields.includes(e.field));
  $carBook.set(errors.length ? { kind: 'PassengerErrors', errors } : { kind: 'Idle' });
}

export function chooseDriver(travelerId: string | null): void {
  setDraft({ driverId: travelerId });
  // The loyalty check compares the number with the driver's initials: it may hold for the new driver.
  clearField('driver', 'loyaltyNumber');
}
export function setLoyaltyNumber(text: string): void {
  setDraft({ loyaltyNumber: text });
  clearField('loyaltyNumber');
}
export function setCarContact(patch: Partial<CarDraft['contact']>): void {
  setDraft({ contact: { ...$carDraft.get().contact, ...patch } });
  clearField(...(Object.keys(patch) as ('email' | 'phone')[]));
}
/** Fills what the traveler has not typed yet (session email, issuer phone). */
export function prefillCarContact(known: { email?: string | null; phone?: string | null }): void {
  const c = $carDraft.get().contact;
  setDraft({ contact: { email: c.email || known.email || '', phone: c.phone || known.phone || '' } });
}

/** The shared payment pieces' draft and actions. */
export const carPayment = paymentActions(
  $carDraft,
  () => {
    const q = $carQuote.get();
    return q.kind === 'Loaded' ? carPay(q.quote) : null;
  },
  payContext,
);

const bookingLocale = () => localeFromPath(platform().location.pathname);
const submitter = bookingSubmitter('/cars/book');

export type CarBookResult = CarBuildResult | { kind: 'PolicyReason' };

/**
 * Books what the page shows; `expectedTotal` after the traveler accepted a new price. PolicyReason:
 * the car is out of policy and the reason is missing; `$policyReason.error` names the field.
 */
export async function bookCar(expectedTotal?: number): Promise<CarBookResult | null> {
  const q = $carQuote.get();
  const selection = $carBookSelection.get();
  const state = $carBook.get().kind;
  if (q.kind !== 'Loaded' || !selection || state === 'Submitting' || state === 'Polling' || state === 'Succeeded') return null;
  const built = buildCarBookRequest(selection, q.quote, $carDraft.get(), { ...payContext(), locale: bookingLocale() });
  if (built.kind !== 'Ready') return built;
  const reason = policyReasonPart($carPolicy.get());
  if (!reason) return { kind: 'PolicyReason' };
  const request = { ...(expectedTotal === undefined ? built.request : { ...built.request, expectedTotal }), ...reason };
  const startedIn = epoch;
  $carBook.set({ kind: 'Submitting' });
  const sent = await submitter.submit(request);
  if (startedIn !== epoch) return built;
  if (sent.kind === 'Booked') {
    await poll(sent.bookingId, startedIn);
    return built;
  }
  const f = sent.failure;
  // A refused redemption with wallet items: the wallet is read again so what was used or expired drops out.
  if (f.code === 'RedemptionFailure' && request.payment.travelWallet) await loadTravelWallet();
  if (startedIn !== epoch) return built;
  if (f.status === 422 && asksPolicyReason(f.details) && !request.policyReason) {
    const verdict = await fetchVerdict(selection.offerId);
    if (startedIn !== epoch) return built;
    if (verdict?.kind === 'OutOfPolicy') {
      $carPolicy.set(verdict);
      $carBook.set({ kind: 'Idle' });
      $policyReason.set({ ...$policyReason.get(), error: 'code' });
      return { kind: 'PolicyReason' };
    }
  }
  $carBook.set(carBookFailure(f));
  if (f.code === 'OfferInvalid') await refreshQuote(startedIn);
  return built;
}

async function poll(bookingId: string, startedIn: number): Promise<void> {
  $carBook.set({ kind: 'Polling', bookingId });
  const end = await pollBooking(`/cars/book/${encodeURIComponent(bookingId)}`, () => startedIn === epoch);
  // A request waiting for approval is done here too: the confirmation page says it is requested.
  if (end.kind === 'Success' || end.kind === 'ApprovalRequested')
    return succeeded(bookingId, end.kind === 'Success' ? end.confirmationNumber : '');
  if (end.kind === 'Failed') return $carBook.set({ kind: 'Failed', ...end.failure });
  if (end.kind === 'TimedOut') $carBook.set({ kind: 'Failed', code: 'PollingTimeout', message: '', nextAction: 'ContactSupport' });
}

function succeeded(bookingId: string, confirmationNumber: string): void {
  $carBook.set({ kind: 'Succeeded', bookingId, confirmationNumber });
  const { pathname } = platform().location;
  platform().navigate(localePath(localeFromPath(pathname), `${CAR_CONFIRM_PATH}?bookingId=${encodeURIComponent(bookingId)}`));
}

export function resetCarBookingStore(): void {
  epoch++;
  submitter.reset();
  $carBookSelection.set(null);
  $carQuote.set({ kind: 'NoSelection' });
  $carDraft.set(emptyDraft());
  $carBook.set({ kind: 'Idle' });
  $carPolicy.set(undefined);
  resetPolicyReason();
}
