// The stay checkout (…/book/ of hotels, stays, premium stays and vacation rentals) as pure
// functions: the page's query, the guest's loyalty programs, the book request and the sums, from
// the contract in lib/domain/booking/stay-book.schema.ts. booking.store.ts holds state and calls.
import type { StayBookRequest, StayQuote, StaySelection } from '../../domain/booking/stay-book.schema';
import type { NextAction } from '../../domain/booking/booking.constants';
import { HotelLoyaltyPrograms } from '../../domain/lodging/hotel-loyalty';
import { parseShopQuery, type StayShopMode } from '../../domain/lodging/stay-shop';
import type { Traveler } from '../../domain/profile/travelers.schema';
import type { BookStateOf, QuoteStateOf } from '../checkout/book-call';
import { checkoutPlan, paymentOfPlan, type CheckoutPlan, type PayDraft, type PaymentContext, type PayQuote } from '../checkout/payment';
import type { Locale } from '../i18n';

export type { StayQuote, StaySelection } from '../../domain/booking/stay-book.schema';
export type StayBookState = BookStateOf<unknown>;

export type StayQuoteState = QuoteStateOf<StayQuote>;

export interface StayDraft extends PayDraft {
  /** The saved traveler the room is booked under. */
  guestId: string | null;
  /** A program code of the guest's `hotelLoyalty` map, or none. */
  loyaltyProgram: string | null;
  specialRequests: string;
  contact: { email: string; phone: string };
}

/** SPEC: special requests up to 500 characters (the contract refuses more). */
export const MAX_SPECIAL_REQUESTS = 500;

const ID = /^[\w:.|-]{1,80}$/;

/** The room rate the shop page chose, from the book page's query; null when something is missing. */
export function selectionFromQuery(q: URLSearchParams, today: string): StaySelection | null {
  const parsed = parseShopQuery(q, today);
  const roomId = q.get('roomId') ?? '';
  const rateId = q.get('rateId') ?? '';
  if (parsed.kind !== 'Valid' || !ID.test(roomId) || !ID.test(rateId)) return null;
  const { lodgingId, stay } = parsed.query;
  return { lodgingId, checkIn: stay.checkIn, checkOut: stay.checkOut, guests: stay.guests, roomId, rateId };
}

/** Where a family's booking is confirmed (stays confirm on the hotels page, SPEC §2). */
export function confirmPath(mode: StayShopMode): string {
  return mode === 'stays' ? '/hotels/book/confirm/' : `/${mode}/book/confirm/`;
}

/** What the payment pieces pay for: the quote's total, a hotel product for wallet offers. */
export const stayPay = (quote: StayQuote): PayQuote => ({
  product: 'Hotel',
  totalMinor: quote.breakdown.totalMinor,
  rewards: quote.rewards,
});

export interface LoyaltyChoice {
  code: string;
  name: string;
  /** The last four characters only: the page never shows a whole membership number. */
  ending: string;
}

/** The guest's hotel programs with a number saved, in the SPEC's program order. */
export function loyaltyChoices(guest: Pick<Traveler, 'hotelLoyalty'> | null | undefined): LoyaltyChoice[] {
  const saved = guest?.hotelLoyalty ?? {};
  return HotelLoyaltyPrograms.flatMap((p) => {
    const number = saved[p.code]?.trim();
    return number ? [{ code: p.code, name: p.name, ending: number.slice(-4) }] : [];
  });
}

/** The loyalty choice after the guest changed: kept when the new guest holds it, else their first program. */
export function loyaltyFor(guest: Pick<Traveler, 'hotelLoyalty'> | null | undefined, current: string | null): string | null {
  const choices = loyaltyChoices(guest);
  if (current && choices.some((c) => c.code === current)) return current;
  return choices[0]?.code ?? null;
}

export type StayBuildResult =
  | { kind: 'Ready'; request: StayBookRequest & { locale: Locale } }
  | { kind: 'MissingGuest' }
  | { kind: 'RequestsTooLong' }
  | { kind: 'Plan'; plan: Exclude<CheckoutPlan, { kind: 'Plan' }> };

export function buildStayBookRequest(
  selection: StaySelection,
  quote: StayQuote,
  draft: StayDraft,
  pay: PaymentContext & { locale: Locale },
): StayBuildResult {
  if (!draft.guestId) return { kind: 'MissingGuest' };
  const requests = draft.specialRequests.trim();
  if (requests.length > MAX_SPECIAL_REQUESTS) return { kind: 'RequestsTooLong' };
  const plan = checkoutPlan(stayPay(quote), draft, pay);
  if (plan.kind !== 'Plan') return { kind: 'Plan', plan };
  return {
    kind: 'Ready',
    request: {
      selection,
      expectedTotal: plan.totalMinor,
      guest: { travelerId: draft.guestId },
      loyaltyProgram: draft.loyaltyProgram,
      specialRequests: requests || null,
      contact: { email: draft.contact.email.trim(), phone: draft.contact.phone.trim() },
      payment: paymentOfPlan(plan, draft),
      locale: pay.locale,
    },
  };
}

/** A quote the server refused: what the page says and offers (a sold-out rate sends back to the rooms). */
export function quoteFailure(code: string, message: string, status: number): Extract<StayQuoteState, { kind: 'Failed' }> {
  const nextAction: NextAction | 'TryAgain' =
    code === 'RateNotAvailable'
      ? 'ChooseAnotherFare'
      : code === 'NoAvailability' || code === 'LackOfInventory' || code === 'ValidationFailed' || status === 404
        ? 'SearchAgain'
        : 'TryAgain';
  return { kind: 'Failed', code, message, nextAction };
}
