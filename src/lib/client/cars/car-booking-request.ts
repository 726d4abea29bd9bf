// The car checkout (/cars/book/) as pure functions: the request it sends, the driver's age rules as
// the desk applies them (to word a refusal in the page's language), and each refusal read as the
// field it names. Contract: lib/domain/booking/car-book.schema.ts. car-booking.store.ts holds state.
import type { CarBookRequest, CarQuote, CarSelection } from '../../domain/booking/car-book.schema';
import type { NextAction } from '../../domain/booking/booking.constants';
import { CarLoyaltyErrors } from '../../domain/cars/car-loyalty';
import { ageOn } from '../../domain/shared/dates';
import { youngDriverBand } from '../../domain/cars/cars';
import type { Traveler } from '../../domain/profile/travelers.schema';
import { bookFailure, type BookStateOf, type CallFailure, type QuoteStateOf } from '../checkout/book-call';
import { checkoutPlan, paymentOfPlan, type CheckoutPlan, type PayDraft, type PaymentContext, type PayQuote } from '../checkout/payment';
import type { Locale } from '../i18n';

export type { CarQuote, CarSelection } from '../../domain/booking/car-book.schema';

export interface CarDraft extends PayDraft {
  /** The saved traveler who drives. */
  driverId: string | null;
  /** As typed; sent trimmed, or null when empty. */
  loyaltyNumber: string;
  contact: { email: string; phone: string };
}

/** The contract's limit on a loyalty number (CarBookRequestSchema). */
export const MAX_LOYALTY_NUMBER = 20;

/** A field the server named in a 422: the store keeps the code and the server's words, the page words it. */
export type CarField = 'driver' | 'loyaltyNumber' | 'email' | 'phone';
export interface CarFieldError {
  field: CarField;
  code: string;
  message: string;
}

export type CarQuoteState = QuoteStateOf<CarQuote>;
export type CarBookState = BookStateOf<CarFieldError>;

export const CAR_CONFIRM_PATH = '/cars/book/confirm/';

/** What the payment pieces pay for: the quote's total, a car for wallet offers. */
export const carPay = (quote: CarQuote): PayQuote => ({ product: 'Car', totalMinor: quote.breakdown.totalMinor, rewards: quote.rewards });

export type CarBuildResult =
  | { kind: 'Ready'; request: CarBookRequest & { locale: Locale } }
  | { kind: 'MissingDriver' }
  | { kind: 'Plan'; plan: Exclude<CheckoutPlan, { kind: 'Plan' }> };

export function buildCarBookRequest(
  selection: CarSelection,
  quote: CarQuote,
  draft: CarDraft,
  pay: PaymentContext & { locale: Locale },
): CarBuildResult {
  if (!draft.driverId) return { kind: 'MissingDriver' };
  const plan = checkoutPlan(carPay(quote), draft, pay);
  if (plan.kind !== 'Plan') return { kind: 'Plan', plan };
  return {
    kind: 'Ready',
    request: {
      // The extras the quote priced, which are the ones the traveler saw in the lines.
      selection: { offerId: selection.offerId, extras: quote.extras.map((e) => e.code) },
      expectedTotal: plan.totalMinor,
      driver: { travelerId: draft.driverId },
      loyaltyNumber: draft.loyaltyNumber.trim() || null,
      contact: { email: draft.contact.email.trim(), phone: draft.contact.phone.trim() },
      payment: paymentOfPlan(plan, draft),
      locale: pay.locale,
    },
  };
}

/** The pick-up day at the airport ('YYYY-MM-DD'), the day the desk checks the driver's age on. */
export const pickupDay = (quote: Pick<CarQuote, 'offer'>): string => quote.offer.pickup.localDateTime.slice(0, 10);

/** The driver's age at pick-up, or null without a readable date of birth. */
export const ageAtPickup = (driver: Pick<Traveler, 'dateOfBirth'>, quote: Pick<CarQuote, 'offer'>): number | null =>
  ageOn(driver.dateOfBirth, pickupDay(quote));

export type DriverProblem =
  | { kind: 'Unknown' }
  | { kind: 'NoName' }
  | { kind: 'NoBirthDate' }
  | { kind: 'TooYoung'; age: number; minimumAge: number }
  /** In another young driver fee band than the price: `young` when the driver pays a higher fee than it has. */
  | { kind: 'YoungFee'; age: number; young: boolean };

const feeRank = { None: 0, Under25: 1, Under21: 2 } as const;

/**
 * Why the desk would refuse this driver, by the rules the adapter applies (services/booking/cars):
 * the server stays the judge; this only lets the page say it in its own language.
 */
export function driverProblem(driver: Traveler | undefined, quote: Pick<CarQuote, 'offer' | 'terms' | 'driverAge'>): DriverProblem | null {
  if (!driver) return { kind: 'Unknown' };
  if (!driver.givenName.trim() || !driver.surname.trim()) return { kind: 'NoName' };
  const age = ageAtPickup(driver, quote);
  if (age === null) return { kind: 'NoBirthDate' };
  if (age < quote.terms.minimumAge) return { kind: 'TooYoung', age, minimumAge: quote.terms.minimumAge };
  const [band, priced] = [youngDriverBand(age), youngDriverBand(quote.driverAge)];
  if (band !== priced) return { kind: 'YoungFee', age, young: feeRank[band] > feeRank[priced] };
  return null;
}

interface Details {
  fields?: { path?: unknown; message?: unknown }[];
  errors?: { field?: unknown; code?: unknown }[];
}

const FIELD_OF_PATH: Record<string, CarField> = {
  'driver.travelerId': 'driver',
  loyaltyNumber: 'loyaltyNumber',
  'contact.email': 'email',
  'contact.phone': 'phone',
};

/** The fields a 422 names (details.fields of the driver and loyalty checks, details.errors of the contact check). */
export function fieldErrorsOf(f: CallFailure): CarFieldError[] {
  const d = (f.details ?? {}) as Details;
  const named = [
    ...(Array.isArray(d.fields) ? d.fields.map((x) => ({ path: x.path, message: x.message })) : []),
    ...(Array.isArray(d.errors) ? d.errors.map((x) => ({ path: x.field, message: x.code })) : []),
  ];
  return named.flatMap(({ path, message }) => {
    const field = typeof path === 'string' ? FIELD_OF_PATH[path] : undefined;
    return field ? [{ field, code: f.code, message: typeof message === 'string' ? message : f.message }] : [];
  });
}

/** The loyalty codes the page words itself; another code naming the field shows the server's message. */
export const isLoyaltyCode = (code: string): boolean => (CarLoyaltyErrors as readonly string[]).includes(code);

/** What the page shows after the API refused a booking: the fields it named, a new price, or a failure with its next action. */
export function carBookFailure(f: CallFailure): CarBookState {
  const fields = fieldErrorsOf(f);
  if (fields.length) return { kind: 'PassengerErrors', errors: fields };
  const d = (f.details ?? {}) as Details;
  // The car or an extra is gone, or the pick-up passed: the car's page or the search is where to go.
  const aboutSelection = Array.isArray(d.fields) && d.fields.some((x) => typeof x.path === 'string' && x.path.startsWith('selection'));
  if (aboutSelection) return { kind: 'Failed', code: f.code, message: f.message, nextAction: 'ChooseAnotherFare' };
  if (f.status === 404 || f.code === 'InvalidDates') return { kind: 'Failed', code: f.code, message: f.message, nextAction: 'SearchAgain' };
  return bookFailure<CarFieldError>(f);
}

/** A quote the server refused: the car is gone (404), an extra is not offered, or something to try again. */
export function carQuoteFailure(f: CallFailure): Extract<CarQuoteState, { kind: 'Failed' }> {
  const nextAction: NextAction | 'TryAgain' =
    f.status === 404 || f.code === 'InvalidDates' || f.code === 'NoAvailability'
      ? 'SearchAgain'
      : f.code === 'ValidationFailed'
        ? 'ChooseAnotherFare'
        : 'TryAgain';
  return { kind: 'Failed', code: f.status === 404 ? 'NotFound' : f.code, message: f.message, nextAction };
}
