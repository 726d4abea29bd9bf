// The checkout's request, the sums the page shows and how it reads the API's answers, as pure
// functions of the quote, the traveler's choices and their wallet (checkout contract §1–2, wallet
// contract). booking.store.ts holds the state and the calls.
import { bookingPassengerErrors, type PassengerError, type PassengerType } from '../../domain/flights/booking-passengers';
import type { ProtectionOffer, ProtectionProduct } from '../../domain/booking/checkout-protections';
import type { Traveler } from '../../domain/profile/travelers.schema';
import type { WalletChoice } from '../../domain/booking/travel-wallet';
import {
  checkoutPlan,
  maxRewardsFor,
  paymentOfPlan,
  usableWallet,
  walletChoiceFor,
  walletPays,
  type CheckoutPlan,
  type PayDraft,
  type PaymentContext,
  type PayQuote,
  type TravelWallet,
} from '../checkout/payment';
import type { BookStateOf, QuoteStateOf } from '../checkout/book-call';
import type { Locale } from '../i18n';
import type { FlightBookRequest, FlightSelection as ContractSelection } from '../../domain/booking/booking.schema';
import type { FlightSelection } from './selection.store';
import type { FlightQuote } from '../../domain/booking/flight-quote.schema';
// ---- contract shapes: the server's schemas, as types only (zod stays out of the bundle) ----

export type BookSelection = ContractSelection;
/** The schema checks only each protection's product; its coverage is the domain's ProtectionOffer, passed through. */
export type Quote = Omit<FlightQuote, 'protections'> & { protections: ProtectionOffer[] };
/** The page always sends its language: the confirmation email is written in it. */
export type BookRequest = FlightBookRequest & { locale: Locale };
export type { NextAction } from '../../domain/booking/booking.constants';
export type { PollAnswer } from '../checkout/book-call';

// ---- state ----

export type QuoteState = QuoteStateOf<Quote>;

export interface Draft extends PayDraft {
  /** One per passenger slot (passengerSlots order); null until chosen. */
  travelerIds: (string | null)[];
  contact: { email: string; phone: string };
  protections: ProtectionProduct[];
}

export type { TravelWallet, PaymentContext, WalletProblem, CheckoutPlan } from '../checkout/payment';

export type BookState = BookStateOf<PassengerError>;

export function toBookSelection(s: FlightSelection): BookSelection {
  const { tripType, slices, passengers } = s.search;
  return { tripType, slices, passengers, itineraryId: s.itineraryId, fareId: s.fareId };
}

/** One slot per passenger of the search, adults first (the order the API wants). */
export function passengerSlots(p: BookSelection['passengers']): PassengerType[] {
  return (['ADT', 'CNN', 'INF', 'INS'] as const).flatMap((type) => Array<PassengerType>(p[type]).fill(type));
}

/** Fare total plus the protections the traveler added: what the Book button says and expectedTotal. */
export function totalWithProtections(quote: Quote, chosen: readonly ProtectionProduct[]): number {
  return quote.protections.reduce(
    (sum, o) => (o.kind === 'Offered' && chosen.includes(o.product) ? sum + o.priceMinor : sum),
    quote.breakdown.totalMinor,
  );
}

/** What the payment pieces pay for: the fare with the protections chosen. */
export const flightPay = (quote: Quote, draft: Pick<Draft, 'protections'>): PayQuote => ({
  product: 'Flight',
  totalMinor: totalWithProtections(quote, draft.protections),
  rewards: quote.rewards,
});

/** The traveler's wallet choice as it applies now (offers apply to flights): see walletChoiceFor. */
export const walletChoice = (quote: Quote, draft: Draft, wallet: TravelWallet, now: Date): WalletChoice =>
  walletChoiceFor(flightPay(quote, draft), draft, wallet, now);

/** What the chosen offer and credits pay (never more than the total): rewards and the card share the rest. */
export const walletPaysMinor = (quote: Quote, draft: Draft, wallet: TravelWallet, now: Date): number =>
  walletPays(flightPay(quote, draft), draft, wallet, now);

/** The choice without what the wallet can no longer apply to this trip. */
export const usableWalletChoice = (quote: Quote, draft: Draft, wallet: TravelWallet, now: Date): Draft['wallet'] =>
  usableWallet(flightPay(quote, draft), draft, wallet, now);

/** The split as the page shows it (SPEC §3 amount forms, §5 minimum, §9 display). */
export const paymentPlan = (quote: Quote, draft: Draft, pay: PaymentContext): CheckoutPlan =>
  checkoutPlan(flightPay(quote, draft), draft, pay);

/** The most the traveler can apply from an account: its redeemable value, capped at what the wallet leaves. */
export const maxRewardsMinor = (
  quote: Quote,
  draft: Draft,
  accountReferenceId: string,
  pay: Pick<PaymentContext, 'wallet' | 'now'>,
): number => maxRewardsFor(flightPay(quote, draft), draft, accountReferenceId, pay);

export type BuildResult =
  | { kind: 'Ready'; request: BookRequest }
  | { kind: 'MissingTravelers'; slots: number[] }
  | { kind: 'Plan'; plan: Exclude<CheckoutPlan, { kind: 'Plan' }> };

export function buildBookRequest(
  selection: BookSelection,
  quote: Quote,
  draft: Draft,
  pay: PaymentContext & { locale: Locale },
): BuildResult {
  const slots = passengerSlots(selection.passengers);
  const missing = slots.map((_, i) => i).filter((i) => !draft.travelerIds[i]);
  if (missing.length > 0) return { kind: 'MissingTravelers', slots: missing };
  const plan = paymentPlan(quote, draft, pay);
  if (plan.kind !== 'Plan') return { kind: 'Plan', plan };
  return {
    kind: 'Ready',
    request: {
      selection,
      expectedTotal: plan.totalMinor,
      travelers: slots.map((passengerType, i) => ({ travelerId: draft.travelerIds[i]!, passengerType })),
      contact: { email: draft.contact.email.trim(), phone: draft.contact.phone.trim() },
      protections: quote.protections.filter((o) => o.kind === 'Offered' && draft.protections.includes(o.product)).map((o) => o.product),
      payment: paymentOfPlan(plan, draft),
      locale: pay.locale,
    },
  };
}

/**
 * The API's own passenger rules, run before the call so a field is marked without a round trip.
 * Only when every chosen traveler is in the loaded list: otherwise the server answers for them.
 */
export function passengerErrorsBefore(request: BookRequest, quote: Quote, list: readonly Traveler[]): PassengerError[] {
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

export { bookFailure, type CallFailure } from '../checkout/book-call';
