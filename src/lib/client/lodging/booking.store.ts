// The stay checkout (…/book/ of every lodging family, SPEC §2): quote the room rate the shop chose,
// pick the guest, loyalty program, requests, contact and payment, a corporate traveler's reason for
// an out-of-policy rate, book with an Idempotency-Key, then poll the booking until it succeeds or
// fails, and open the family's confirmation.
import { payContext } from '../checkout/pay-context';
import { atom } from 'nanostores';
import { api } from '../api';
import { bookFailure, bookingSubmitter, failureOf, pollBooking, type CallFailure } from '../checkout/book-call';
import { emptyPayDraft, paymentActions } from '../checkout/payment';
import { policyReasonPart, resetPolicyReason } from '../checkout/policy-reason.store';
import { localeFromPath, localePath } from '../locale';
import { platform } from '../platform';
import { $travelers } from '../profile/travelers.store';
import { loadTravelWallet } from '../travel-wallet.store';
import type { PolicyVerdict } from '../../domain/corporate/policy.schema';
import type { LodgingDetailsResponse } from '../../domain/lodging/lodging.schema';
import type { StayShopMode } from '../../domain/lodging/stay-shop';
import { rememberedRatePolicy } from './rate-policy';
import {
  buildStayBookRequest,
  confirmPath,
  loyaltyFor,
  quoteFailure,
  stayPay,
  type StayBookState,
  type StayBuildResult,
  type StayDraft,
  type StayQuote,
  type StayQuoteState,
  type StaySelection,
} from './booking-request';

export * from './booking-request';

const emptyDraft = (): StayDraft => ({
  guestId: null,
  loyaltyProgram: null,
  specialRequests: '',
  contact: { email: '', phone: '' },
  ...emptyPayDraft(),
});

export const $staySelection = atom<StaySelection | null>(null);
export const $stayQuote = atom<StayQuoteState>({ kind: 'NoSelection' });
export const $stayDraft = atom<StayDraft>(emptyDraft());
export const $stayBook = atom<StayBookState>({ kind: 'Idle' });
/** The chosen rate's travel policy verdict, as the shop page marked it (none for a consumer). */
export const $stayPolicy = atom<PolicyVerdict | undefined>(undefined);

let epoch = 0;
let mode: StayShopMode = 'hotels';

const fetchQuote = async (selection: StaySelection) => (await api.post<{ quote: StayQuote }>('/hotels/book/quote', { selection })).quote;

/** Opens the page on a selection (null: the query lacked one); `family` picks where it confirms. */
export async function loadStayQuote(selection: StaySelection | null, family: StayShopMode = mode): Promise<void> {
  const startedIn = ++epoch;
  mode = family;
  $staySelection.set(selection);
  $stayPolicy.set(selection ? rememberedRatePolicy(selection) : undefined);
  $stayBook.set({ kind: 'Idle' });
  if (!selection) return $stayQuote.set({ kind: 'NoSelection' });
  $stayQuote.set({ kind: 'Loading' });
  try {
    const quote = await fetchQuote(selection);
    if (startedIn === epoch) $stayQuote.set({ kind: 'Loaded', quote });
  } catch (err) {
    if (startedIn !== epoch) return;
    const f = failureOf(err);
    $stayQuote.set(quoteFailure(f.code, f.message, f.status));
  }
}

/** After a price change: the new lines show in place, the outcome stays. */
async function refreshQuote(startedIn: number): Promise<void> {
  const selection = $staySelection.get();
  if (!selection) return;
  try {
    const quote = await fetchQuote(selection);
    if (startedIn === epoch) $stayQuote.set({ kind: 'Loaded', quote });
  } catch {
    // The outcome on screen already says what to do.
  }
}

const setDraft = (patch: Partial<StayDraft>) => $stayDraft.set({ ...$stayDraft.get(), ...patch });

/** The guest checking in; their first hotel program is credited unless the traveler chose another they hold. */
export function chooseGuest(travelerId: string | null): void {
  const guest = $travelers.get().list.find((t) => t.id === travelerId);
  setDraft({ guestId: travelerId, loyaltyProgram: loyaltyFor(guest, $stayDraft.get().loyaltyProgram) });
  // A guest problem shown for the previous guest no longer applies.
  if ($stayBook.get().kind === 'PassengerErrors') $stayBook.set({ kind: 'Idle' });
}
export function chooseLoyalty(code: string | null): void {
  setDraft({ loyaltyProgram: code || null });
}
export function setSpecialRequests(text: string): void {
  setDraft({ specialRequests: text });
}
export function setStayContact(patch: Partial<StayDraft['contact']>): void {
  setDraft({ contact: { ...$stayDraft.get().contact, ...patch } });
}
/** Fills what the traveler has not typed yet (session email, issuer phone). */
export function prefillStayContact(known: { email?: string | null; phone?: string | null }): void {
  const c = $stayDraft.get().contact;
  setStayContact({ email: c.email || known.email || '', phone: c.phone || known.phone || '' });
}

/** The shared payment pieces' draft and actions. */
export const stayPayment = paymentActions(
  $stayDraft,
  () => {
    const q = $stayQuote.get();
    return q.kind === 'Loaded' ? stayPay(q.quote) : null;
  },
  payContext,
);

const bookingLocale = () => localeFromPath(platform().location.pathname);
const submitter = bookingSubmitter('/hotels/book');

/** The reason field to fix: the page focuses it. */
export type StayPolicyResult = { kind: 'PolicyReason' };

/** The server's refusal of an out-of-policy stay sent without a reason. */
const reasonRefused = (f: CallFailure) =>
  f.status === 422 &&
  ((f.details as { fields?: { path?: string }[] } | undefined)?.fields ?? []).some((x) => x.path === 'policyReason.code');

/** The rate's verdict read again, when the page was opened without the shop page's (another tab). */
async function readRatePolicy(s: StaySelection): Promise<PolicyVerdict | undefined> {
  try {
    const d = await api.post<LodgingDetailsResponse>('/lodging/details', {
      id: s.lodgingId,
      checkIn: s.checkIn,
      checkOut: s.checkOut,
      guests: s.guests,
    });
    return d.rooms.find((r) => r.roomId === s.roomId)?.products.find((p) => p.rateId === s.rateId)?.policy;
  } catch {
    return undefined;
  }
}

/** Books what the page shows; `expectedTotal` after the traveler accepted a new price. */
export async function bookStay(expectedTotal?: number): Promise<StayBuildResult | StayPolicyResult | null> {
  const q = $stayQuote.get();
  const selection = $staySelection.get();
  const state = $stayBook.get().kind;
  if (q.kind !== 'Loaded' || !selection || state === 'Submitting' || state === 'Polling') return null;
  const built = buildStayBookRequest(selection, q.quote, $stayDraft.get(), { ...payContext(), locale: bookingLocale() });
  if (built.kind !== 'Ready') return built;
  const reason = policyReasonPart($stayPolicy.get());
  if (!reason) return { kind: 'PolicyReason' };
  const request = { ...(expectedTotal === undefined ? built.request : { ...built.request, expectedTotal }), ...reason };
  const startedIn = epoch;
  $stayBook.set({ kind: 'Submitting' });
  const sent = await submitter.submit(request);
  if (startedIn !== epoch) return built;
  if (sent.kind === 'Booked') {
    await poll(sent.bookingId, startedIn);
    return built;
  }
  const f = sent.failure;
  if (reasonRefused(f) && $stayPolicy.get()?.kind !== 'OutOfPolicy') {
    // The server knows the rate is out of policy though this page did not: the reason is asked.
    const policy = await readRatePolicy(selection);
    if (startedIn !== epoch) return built;
    if (policy?.kind === 'OutOfPolicy') {
      $stayPolicy.set(policy);
      $stayBook.set({ kind: 'Idle' });
      policyReasonPart(policy);
      return { kind: 'PolicyReason' };
    }
  }
  // A refused redemption with wallet items: the wallet is read again so what was used or expired drops out.
  if (f.code === 'RedemptionFailure' && request.payment.travelWallet) await loadTravelWallet();
  if (startedIn !== epoch) return built;
  $stayBook.set(bookFailure(f));
  if (f.code === 'OfferInvalid') await refreshQuote(startedIn);
  return built;
}

async function poll(bookingId: string, startedIn: number): Promise<void> {
  $stayBook.set({ kind: 'Polling', bookingId });
  const end = await pollBooking(`/hotels/book/${encodeURIComponent(bookingId)}`, () => startedIn === epoch);
  // A request waiting for approval is done here too: the confirmation page says it is requested.
  if (end.kind === 'Success' || end.kind === 'ApprovalRequested')
    return succeeded(bookingId, end.kind === 'Success' ? end.confirmationNumber : '');
  if (end.kind === 'Failed') return $stayBook.set({ kind: 'Failed', ...end.failure });
  if (end.kind === 'TimedOut') $stayBook.set({ kind: 'Failed', code: 'PollingTimeout', message: '', nextAction: 'ContactSupport' });
}

function succeeded(bookingId: string, confirmationNumber: string): void {
  $stayBook.set({ kind: 'Succeeded', bookingId, confirmationNumber });
  const { pathname } = platform().location;
  platform().navigate(localePath(localeFromPath(pathname), `${confirmPath(mode)}?bookingId=${encodeURIComponent(bookingId)}`));
}

export function resetStayBookingStore(): void {
  epoch++;
  submitter.reset();
  mode = 'hotels';
  $staySelection.set(null);
  $stayQuote.set({ kind: 'NoSelection' });
  $stayDraft.set(emptyDraft());
  $stayBook.set({ kind: 'Idle' });
  $stayPolicy.set(undefined);
  resetPolicyReason();
}
