// The activity checkout (/activities/book/) as pure functions: the request it sends, the lead
// traveler rule as the operator applies it (to word a refusal in the page's language), and each
// refusal read as the field it names or as the next step. Contract:
// lib/domain/booking/experience-book.schema.ts. activity-booking.store.ts holds state.
import { LEAD_TRAVELER_MINIMUM_AGE } from '../../domain/experiences/experiences';
import type { ExperienceBookRequest, ExperienceQuote, ExperienceSelection } from '../../domain/booking/experience-book.schema';
import type { NextAction } from '../../domain/booking/booking.constants';
import { ageOn } from '../../domain/shared/dates';
import type { Traveler } from '../../domain/profile/travelers.schema';
import { bookFailure, type BookStateOf, type CallFailure, type QuoteStateOf } from '../checkout/book-call';
import { checkoutPlan, paymentOfPlan, type CheckoutPlan, type PayDraft, type PaymentContext, type PayQuote } from '../checkout/payment';
import type { Locale } from '../i18n';

export type { ExperienceQuote, ExperienceSelection } from '../../domain/booking/experience-book.schema';

/** Operators expect an adult to lead the party: the server's rule. */
export const LEAD_MINIMUM_AGE = LEAD_TRAVELER_MINIMUM_AGE;

export interface ActivityDraft extends PayDraft {
  /** The saved traveler the operator expects. */
  leadId: string | null;
  contact: { email: string; phone: string };
}

/** A field the server named in a 422: the store keeps the code and the server's words, the page words it. */
export type ActivityField = 'lead' | 'email' | 'phone';
export interface ActivityFieldError {
  field: ActivityField;
  code: string;
  message: string;
}

export type ActivityQuoteState = QuoteStateOf<ExperienceQuote>;
export type ActivityBookState = BookStateOf<ActivityFieldError>;

/** What the payment pieces pay for: the quote's total, an activity for wallet offers. */
export const activityPay = (quote: ExperienceQuote): PayQuote => ({
  product: 'Activity',
  totalMinor: quote.breakdown.totalMinor,
  rewards: quote.rewards,
});

export type ActivityBuildResult =
  | { kind: 'Ready'; request: ExperienceBookRequest & { locale: Locale } }
  | { kind: 'MissingLead' }
  | { kind: 'Plan'; plan: Exclude<CheckoutPlan, { kind: 'Plan' }> };

export function buildActivityBookRequest(
  selection: ExperienceSelection,
  quote: ExperienceQuote,
  draft: ActivityDraft,
  pay: PaymentContext & { locale: Locale },
): ActivityBuildResult {
  if (!draft.leadId) return { kind: 'MissingLead' };
  const plan = checkoutPlan(activityPay(quote), draft, pay);
  if (plan.kind !== 'Plan') return { kind: 'Plan', plan };
  return {
    kind: 'Ready',
    request: {
      // The slot the quote priced, which is the one the traveler saw.
      selection: { ...selection, slotId: quote.slot.slotId },
      expectedTotal: plan.totalMinor,
      leadTraveler: { travelerId: draft.leadId },
      contact: { email: draft.contact.email.trim(), phone: draft.contact.phone.trim() },
      payment: paymentOfPlan(plan, draft),
      locale: pay.locale,
    },
  };
}

/** The traveler's age on the day of the activity, or null without a readable date of birth. */
export const ageOnTheDay = (t: Pick<Traveler, 'dateOfBirth'>, date: string): number | null => ageOn(t.dateOfBirth, date);

/** Who may lead: adults on the day, and travelers without a date of birth (the operator takes them too). */
export const canLead = (t: Pick<Traveler, 'dateOfBirth'>, date: string): boolean => {
  const age = ageOnTheDay(t, date);
  return age === null || age >= LEAD_MINIMUM_AGE;
};

export type LeadProblem = { kind: 'Unknown' } | { kind: 'NoName' } | { kind: 'TooYoung'; age: number };

/** Why the operator would refuse this lead traveler, by the adapter's rules: the server stays the judge. */
export function leadProblem(lead: Traveler | undefined, date: string): LeadProblem | null {
  if (!lead) return { kind: 'Unknown' };
  if (!lead.givenName.trim() || !lead.surname.trim()) return { kind: 'NoName' };
  const age = ageOnTheDay(lead, date);
  if (age !== null && age < LEAD_MINIMUM_AGE) return { kind: 'TooYoung', age };
  return null;
}

interface Details {
  fields?: { path?: unknown; message?: unknown }[];
  errors?: { field?: unknown; code?: unknown }[];
}

const FIELD_OF_PATH: Record<string, ActivityField> = {
  'leadTraveler.travelerId': 'lead',
  'contact.email': 'email',
  'contact.phone': 'phone',
};

/** The fields a 422 names (details.fields of the lead check, details.errors of the contact check). */
export function fieldErrorsOf(f: CallFailure): ActivityFieldError[] {
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

const aboutSelection = (f: CallFailure) => {
  const d = (f.details ?? {}) as Details;
  return Array.isArray(d.fields) && d.fields.some((x) => typeof x.path === 'string' && x.path.startsWith('selection'));
};

/**
 * What the page shows after the API refused a booking: the fields it named, a new price, or a
 * failure with its next action. A time sold out meanwhile, closed, or no longer fitting the party
 * sends the traveler back to the experience's page to choose another time: the day still has others.
 */
export function activityBookFailure(f: CallFailure): ActivityBookState {
  const fields = fieldErrorsOf(f);
  if (fields.length) return { kind: 'PassengerErrors', errors: fields };
  if (f.code === 'NoAvailability' || aboutSelection(f)) {
    return { kind: 'Failed', code: f.code, message: f.message, nextAction: 'ChooseAnotherFare' };
  }
  if (f.status === 404) return { kind: 'Failed', code: 'NotFound', message: f.message, nextAction: 'SearchAgain' };
  return bookFailure<ActivityFieldError>(f);
}

/** The operator's answer after polling: its own sold-out too leads back to the other times of the day. */
export function activityPollFailure(failure: { code: string; message: string; nextAction: NextAction }): ActivityBookState {
  const nextAction = failure.code === 'NoAvailability' ? 'ChooseAnotherFare' : failure.nextAction;
  return { kind: 'Failed', code: failure.code, message: failure.message, nextAction };
}

/**
 * The field tells refusals of one code apart, so the page can word each: a past day (InvalidDates
 * on selection.date) from a closed time (on selection.slotId), a party the experience cannot take
 * (ValidationFailed on selection.travelers) from a time the day does not offer.
 */
function quoteCode(code: string, path: string | undefined): string {
  if (code === 'InvalidDates' && path === 'selection.date') return 'PastDate';
  if (code === 'ValidationFailed' && path === 'selection.travelers') return 'PartyRefused';
  return code;
}

/** The quote's refusal: the experience is gone (404), or the time, day or party needs another choice on its page. */
export function activityQuoteFailure(f: CallFailure): Extract<ActivityQuoteState, { kind: 'Failed' }> {
  if (f.status === 404) return { kind: 'Failed', code: 'NotFound', message: f.message, nextAction: 'SearchAgain' };
  const path = ((f.details ?? {}) as Details).fields?.find((x) => typeof x.path === 'string')?.path as string | undefined;
  if (f.status === 422) {
    return { kind: 'Failed', code: quoteCode(f.code, path), message: f.message, nextAction: 'ChooseAnotherFare' };
  }
  return { kind: 'Failed', code: f.code, message: f.message, nextAction: 'TryAgain' };
}
