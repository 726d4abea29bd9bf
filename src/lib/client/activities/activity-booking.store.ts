// The activity checkout (/activities/book/, SPEC §2): quote the time the experience's page chose
// for the party, pick the lead traveler, contact and payment, book with an Idempotency-Key, then
// poll the booking until it succeeds or fails, and open /activities/book/confirm/.
import { payContext } from '../checkout/pay-context';
import { atom } from 'nanostores';
import { api } from '../api';
import { bookingSubmitter, failureOf, pollBooking } from '../checkout/book-call';
import { emptyPayDraft, paymentActions } from '../checkout/payment';
import { localeFromPath, localePath } from '../locale';
import { platform } from '../platform';
import { loadTravelWallet } from '../travel-wallet.store';
import {
  activityBookFailure,
  activityPay,
  activityPollFailure,
  activityQuoteFailure,
  buildActivityBookRequest,
  type ActivityBookState,
  type ActivityBuildResult,
  type ActivityDraft,
  type ActivityField,
  type ActivityQuoteState,
  type ExperienceQuote,
} from './activity-booking-request';
import { ACTIVITY_CONFIRM_PATH, selectionOf, type ActivityQuery } from './activity-selection';

export * from './activity-booking-request';

const emptyDraft = (): ActivityDraft => ({ leadId: null, contact: { email: '', phone: '' }, ...emptyPayDraft() });

/** The address's choice (with its time); null when it names none. */
export const $activityBookQuery = atom<(ActivityQuery & { slotId: string }) | null>(null);
export const $activityQuote = atom<ActivityQuoteState>({ kind: 'NoSelection' });
export const $activityDraft = atom<ActivityDraft>(emptyDraft());
export const $activityBook = atom<ActivityBookState>({ kind: 'Idle' });

let epoch = 0;

const fetchQuote = async (q: ActivityQuery) =>
  (await api.post<{ quote: ExperienceQuote }>('/experiences/book/quote', { selection: selectionOf(q) })).quote;

/** Opens the page on the address's choice (null, or no time: nothing to book). */
export async function loadActivityQuote(query: ActivityQuery | null): Promise<void> {
  const startedIn = ++epoch;
  const chosen = query?.slotId ? { ...query, slotId: query.slotId } : null;
  $activityBookQuery.set(chosen);
  $activityBook.set({ kind: 'Idle' });
  if (!chosen) return $activityQuote.set({ kind: 'NoSelection' });
  $activityQuote.set({ kind: 'Loading' });
  try {
    const quote = await fetchQuote(chosen);
    if (startedIn === epoch) $activityQuote.set({ kind: 'Loaded', quote });
  } catch (err) {
    if (startedIn === epoch) $activityQuote.set(activityQuoteFailure(failureOf(err)));
  }
}

/** After a price change: the new lines show in place, the outcome stays. */
async function refreshQuote(startedIn: number): Promise<void> {
  const q = $activityBookQuery.get();
  if (!q) return;
  try {
    const quote = await fetchQuote(q);
    if (startedIn === epoch) $activityQuote.set({ kind: 'Loaded', quote });
  } catch {
    // The outcome on screen already says what to do.
  }
}

const setDraft = (patch: Partial<ActivityDraft>) => $activityDraft.set({ ...$activityDraft.get(), ...patch });

/** A problem the server named for a field is settled once the traveler changes that field. */
function clearField(...fields: ActivityField[]): void {
  const s = $activityBook.get();
  if (s.kind !== 'PassengerErrors') return;
  const errors = s.errors.filter((e) => !fields.includes(e.field));
  $activityBook.set(errors.length ? { kind: 'PassengerErrors', errors } : { kind: 'Idle' });
}

export function chooseLeadTraveler(travelerId: string | null): void {
  setDraft({ leadId: travelerId });
  clearField('lead');
}
export function setActivityContact(patch: Partial<ActivityDraft['contact']>): void {
  setDraft({ contact: { ...$activityDraft.get().contact, ...patch } });
  clearField(...(Object.keys(patch) as ('email' | 'phone')[]));
}
/** Fills what the traveler has not typed yet (session email, issuer phone). */
export function prefillActivityContact(known: { email?: string | null; phone?: string | null }): void {
  const c = $activityDraft.get().contact;
  setDraft({ contact: { email: c.email || known.email || '', phone: c.phone || known.phone || '' } });
}

/** The shared payment pieces' draft and actions. */
export const activityPayment = paymentActions(
  $activityDraft,
  () => {
    const q = $activityQuote.get();
    return q.kind === 'Loaded' ? activityPay(q.quote) : null;
  },
  payContext,
);

const bookingLocale = () => localeFromPath(platform().location.pathname);
const submitter = bookingSubmitter('/experiences/book');

/** Books what the page shows; `expectedTotal` after the traveler accepted a new price. */
export async function bookActivity(expectedTotal?: number): Promise<ActivityBuildResult | null> {
  const q = $activityQuote.get();
  const query = $activityBookQuery.get();
  const selection = query && selectionOf(query);
  const state = $activityBook.get().kind;
  if (q.kind !== 'Loaded' || !selection || state === 'Submitting' || state === 'Polling' || state === 'Succeeded') return null;
  const built = buildActivityBookRequest(selection, q.quote, $activityDraft.get(), { ...payContext(), locale: bookingLocale() });
  if (built.kind !== 'Ready') return built;
  const request = expectedTotal === undefined ? built.request : { ...built.request, expectedTotal };
  const startedIn = epoch;
  $activityBook.set({ kind: 'Submitting' });
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
  $activityBook.set(activityBookFailure(f));
  if (f.code === 'OfferInvalid') await refreshQuote(startedIn);
  return built;
}

async function poll(bookingId: string, startedIn: number): Promise<void> {
  $activityBook.set({ kind: 'Polling', bookingId });
  const end = await pollBooking(`/experiences/book/${encodeURIComponent(bookingId)}`, () => startedIn === epoch);
  // A request waiting for approval is done here too: the confirmation page says it is requested.
  if (end.kind === 'Success' || end.kind === 'ApprovalRequested')
    return succeeded(bookingId, end.kind === 'Success' ? end.confirmationNumber : '');
  if (end.kind === 'Failed') return $activityBook.set(activityPollFailure(end.failure));
  if (end.kind === 'TimedOut') $activityBook.set({ kind: 'Failed', code: 'PollingTimeout', message: '', nextAction: 'ContactSupport' });
}

function succeeded(bookingId: string, confirmationNumber: string): void {
  $activityBook.set({ kind: 'Succeeded', bookingId, confirmationNumber });
  const { pathname } = platform().location;
  platform().navigate(localePath(localeFromPath(pathname), `${ACTIVITY_CONFIRM_PATH}?bookingId=${encodeURIComponent(bookingId)}`));
}

export function resetActivityBookingStore(): void {
  epoch++;
  submitter.reset();
  $activityBookQuery.set(null);
  $activityQuote.set({ kind: 'NoSelection' });
  $activityDraft.set(emptyDraft());
  $activityBook.set({ kind: 'Idle' });
}
