// The checkout's request, the sums the page shows and how it reads the API's answers, as pure
// functions of the quote, the traveler's choices and their wallet (checkout contract §1–2, wallet
// contract). booking.store.ts holds the state and the calls.
import { bookingPassengerErrors, type PassengerError, type PassengerType } from '../../domain/flights/booking-passengers';
import { splitPayment, type PaymentPlan } from '../../domain/booking/checkout-payment';
import type { ProtectionOffer, ProtectionProduct } from '../../domain/booking/checkout-protections';
import type { RewardsAccount } from '../../domain/profile/rewards.schema';
import type { Traveler } from '../../domain/profile/travelers.schema';
import {
  chooseWalletItems,
  offerEligibility,
  usableCredits,
  type TravelCredit,
  type TravelOffer,
  type WalletChoice,
} from '../../domain/booking/travel-wallet';
import type { Locale } from '../i18n';
import type { BookingPollAnswer, FlightBookRequest, FlightSelection as ContractSelection } from '../../domain/booking/booking.schema';
import type { FlightSelection } from './selection.store';
import type { FlightQuote } from '../../domain/booking/flight-quote.schema';
import type { NextAction } from '../../domain/booking/booking.constants';
// ---- contract shapes: the server's schemas, as types only (zod stays out of the bundle) ----

export type BookSelection = ContractSelection;
/** The schema checks only each protection's product; its coverage is the domain's ProtectionOffer, passed through. */
export type Quote = Omit<FlightQuote, 'protections'> & { protections: ProtectionOffer[] };
/** The page always sends its language: the confirmation email is written in it. */
export type BookRequest = FlightBookRequest & { locale: Locale };
export type { NextAction } from '../../domain/booking/booking.constants';
type WithoutId<T> = T extends unknown ? Omit<T, 'bookingId'> : never;
export type PollAnswer = WithoutId<BookingPollAnswer>;

// ---- state ----

export type QuoteState =
  | { kind: 'NoSelection' }
  | { kind: 'Loading' }
  | { kind: 'Loaded'; quote: Quote }
  | { kind: 'Failed'; code: string; message: string; nextAction: NextAction | 'TryAgain' };

export interface Draft {
  /** One per passenger slot (passengerSlots order); null until chosen. */
  travelerIds: (string | null)[];
  contact: { email: string; phone: string };
  protections: ProtectionProduct[];
  paymentMethodId: string | null;
  rewards: { accountReferenceId: string; amountMinor: number } | null;
  /** Travel wallet credits ticked and at most one offer; nothing until the traveler chooses. */
  wallet: { creditIds: string[]; offerId: string | null };
}

/** The signed-in traveler's credits and offers (GET /v0/user/wallet), states as the server saw them. */
export interface TravelWallet {
  credits: readonly TravelCredit[];
  offers: readonly TravelOffer[];
}

/** What the plan needs besides the quote and the draft: rewards accounts (cents to miles), the wallet, and when. */
export interface PaymentContext {
  accounts: readonly RewardsAccount[];
  wallet: TravelWallet;
  now: Date;
}

/** A chosen credit or offer the wallet cannot apply to this trip (it changed, or the total did). */
export type WalletProblem = Exclude<WalletChoice, { kind: 'Chosen' }>;
export type CheckoutPlan = PaymentPlan | WalletProblem;

export type BookState =
  | { kind: 'Idle' }
  | { kind: 'Submitting' }
  | { kind: 'Polling'; bookingId: string }
  | { kind: 'Succeeded'; bookingId: string; confirmationNumber: string }
  | { kind: 'PriceChanged'; oldTotal: number; newTotal: number }
  | { kind: 'PassengerErrors'; errors: PassengerError[] }
  | { kind: 'Failed'; code: string; message: string; nextAction: NextAction | 'TryAgain' };

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

/**
 * The traveler's wallet choice as it applies now (offers apply to flights): a credit that expired
 * or was used, or an offer whose minimum the total no longer reaches, is left out rather than
 * blocking the booking; the page shows the offer with its reason and the credit is gone from the list.
 */
export function walletChoice(quote: Quote, draft: Draft, wallet: TravelWallet, now: Date): WalletChoice {
  const applies = usableWalletChoice(quote, draft, wallet, now);
  return chooseWalletItems(wallet, applies, { product: 'Flight', totalMinor: totalWithProtections(quote, draft.protections), now });
}

/** What the chosen offer and credits pay (never more than the total): rewards and the card share the rest. */
export function walletPaysMinor(quote: Quote, draft: Draft, wallet: TravelWallet, now: Date): number {
  const choice = walletChoice(quote, draft, wallet, now);
  if (choice.kind !== 'Chosen') return 0;
  const held = [...choice.offers, ...choice.credits].reduce((sum, w) => sum + w.amountMinor, 0);
  return Math.min(held, totalWithProtections(quote, draft.protections));
}

/** The choice without what the wallet can no longer apply to this trip (used, expired, or the total fell under a minimum). */
export function usableWalletChoice(quote: Quote, draft: Draft, wallet: TravelWallet, now: Date): Draft['wallet'] {
  const usable = new Set(usableCredits(wallet.credits, now).map((c) => c.id));
  const offer = wallet.offers.find((o) => o.id === draft.wallet.offerId);
  const trip = { product: 'Flight' as const, totalMinor: totalWithProtections(quote, draft.protections), now };
  return {
    creditIds: draft.wallet.creditIds.filter((id) => usable.has(id)),
    offerId: offer && offerEligibility(offer, trip).kind === 'Eligible' ? offer.id : null,
  };
}

/**
 * The split as the page shows it (SPEC §3 amount forms, §5 minimum, §9 display), from the domain
 * rules: the wallet first, then rewards, then the card.
 */
export function paymentPlan(quote: Quote, draft: Draft, pay: PaymentContext): CheckoutPlan {
  const choice = walletChoice(quote, draft, pay.wallet, pay.now);
  if (choice.kind !== 'Chosen') return choice;
  const account = draft.rewards ? pay.accounts.find((a) => a.accountReferenceId === draft.rewards!.accountReferenceId) : undefined;
  return splitPayment({
    totalMinor: totalWithProtections(quote, draft.protections),
    offers: choice.offers,
    credits: choice.credits,
    rewards: account && draft.rewards ? { account, amountToRedeemMinor: draft.rewards.amountMinor } : null,
    card: draft.paymentMethodId ? { paymentId: draft.paymentMethodId } : null,
    minimumRedemptionMinor:
      quote.rewards.minimumRedemption.kind === 'NoRedeemableAccount' ? undefined : quote.rewards.minimumRedemption.minimumMinor,
  });
}

/** The most the traveler can apply from an account: its redeemable value, capped at what the wallet leaves. */
export function maxRewardsMinor(
  quote: Quote,
  draft: Draft,
  accountReferenceId: string,
  pay: Pick<PaymentContext, 'wallet' | 'now'>,
): number {
  const a = quote.rewards.accounts.find((x) => x.accountReferenceId === accountReferenceId);
  const left = totalWithProtections(quote, draft.protections) - walletPaysMinor(quote, draft, pay.wallet, pay.now);
  return a ? Math.max(0, Math.min(a.maxRedeemableMinor, left)) : 0;
}

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
  const rewards = plan.parts.find((p) => p.kind === 'Rewards');
  // Only what pays something is sent: a credit ticked after the offer already covered the trip stays unspent.
  const creditIds = plan.parts.flatMap((p) => (p.kind === 'TravelWalletCredit' ? [p.id] : []));
  const offerId = plan.parts.find((p) => p.kind === 'TravelWalletOffer')?.id;
  return {
    kind: 'Ready',
    request: {
      selection,
      expectedTotal: plan.totalMinor,
      travelers: slots.map((passengerType, i) => ({ travelerId: draft.travelerIds[i]!, passengerType })),
      contact: { email: draft.contact.email.trim(), phone: draft.contact.phone.trim() },
      protections: quote.protections.filter((o) => o.kind === 'Offered' && draft.protections.includes(o.product)).map((o) => o.product),
      payment: {
        ...(plan.cardMinor > 0 && draft.paymentMethodId ? { paymentMethodId: draft.paymentMethodId } : {}),
        ...(rewards ? { rewards: { accountReferenceId: rewards.accountReferenceId, amount: rewards.amountMinor } } : {}),
        ...(creditIds.length > 0 || offerId ? { travelWallet: { creditIds, ...(offerId ? { offerId } : {}) } } : {}),
      },
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

/** A failed call as the store reads it: the API's error, or NetworkError (status 0) when none came. */
export interface CallFailure {
  code: string;
  message: string;
  status: number;
  details: unknown;
}

/** What the page shows after the API refused a booking: the failure's text and its next action (SPEC §8). */
export function bookFailure(f: CallFailure): BookState {
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
