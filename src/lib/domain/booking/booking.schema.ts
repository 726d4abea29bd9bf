// The booking API's contract, one for the server and the browser: what a book request takes, what a
// poll, the trips list, a cancel quote and a cancel answer. The server validates with these schemas;
// islands take their types with type-only imports, so zod stays out of browser bundles.
import { z } from 'zod';
import { BookingPolicySchema, PolicyReasonSchema } from '../corporate/policy.schema';
import { TripApprovalSchema } from '../corporate/approvals.schema';
import {
  AirlineInfoSchema,
  AirportInfoSchema,
  FareSchema,
  FlightSearchRequestSchema,
  PassengerCountsSchema,
  SliceSchema,
} from '../flights/flights.schema';
import { PassengerTypes } from '../flights/booking-passengers';
import { BookingContactSchema, ProtectionSelectionSchema } from './checkout.schema';
import { ProtectionProducts } from './checkout-protections';
import { ScheduleChangeSchema } from './schedule-change.schema';
import { DisruptionSchema } from './disruption.schema';
import { ExchangeRecordSchema } from './exchange.schema';
import { isStorableText } from '../profile/travelers.schema';
import { NotCancelableReasons, RefundReasons } from './cancellation';
import { NextActions, ReservationStates, TicketStates, type NextAction, type TripKind } from './booking.constants';
import { TravelWalletChoiceSchema, WalletPaymentPartSchema } from './travel-wallet.schema';
import { stayTripFields } from '../lodging/stay-trip.schema';
import { carTripFields } from '../cars/car-trip.schema';
import { experienceTripFields } from '../experiences/experience-trip.schema';

const storable = (max: number, what: string) =>
  z
    .string()
    .min(1, `Enter the ${what}.`)
    .max(max, `The ${what} has at most ${max} characters.`)
    .refine(isStorableText, 'Use text without NUL characters or unpaired surrogates.');

/**
 * The simulated supplier fails on purpose when a traveler's surname is one of these codes (any
 * case): documented test inputs for e2e and API tests. PollingTimeout means the supplier never
 * answers, so the booking stays Pending until BOOKING_DEADLINE_MS has passed.
 */
export const SupplierTestSurnames = ['NoAvailability', 'CardDeclined', 'PollingTimeout', 'TicketingUnconfirmed'] as const;
/**
 * A stay's supplier fails on these guest surnames (SPEC §8 stays and hotel payment failures), and on
 * NoAvailability, CardDeclined and PollingTimeout like every supplier.
 */
export const StaySupplierTestSurnames = [
  'LackOfInventory',
  'RateNotAvailable',
  'CheckInMinimumAgeNotMet',
  'PaymentError',
  'InsufficientFunds',
] as const;
export type SupplierFailureCode = (typeof SupplierTestSurnames)[number] | (typeof StaySupplierTestSurnames)[number];

/** SPEC §8 booking failures this engine answers; the UI maps each to one message and next action. */
export const BookingFailureCodes = [
  ...SupplierTestSurnames,
  ...StaySupplierTestSurnames,
  'OfferInvalid',
  'RedemptionFailure',
  'UserCardNotFound',
  'InvalidPassengers',
  'ProtectionNotOffered',
  // A travel administrator turned the out-of-policy request down, or nobody decided within the day.
  'ApprovalDenied',
  'ApprovalExpired',
] as const;
export type BookingFailureCode = (typeof BookingFailureCodes)[number];
/** Not a SPEC §8 code: a client bug (a key reused for another request), never a traveler's problem. */
export const IdempotencyKeyReused = 'IdempotencyKeyReused';
/** The refund changed between the quote and the cancel (a departure came closer, the void window ended). */
export const CancelQuoteChanged = 'CancelQuoteChanged';

export const failureAdvice: Record<BookingFailureCode, { message: string; nextAction: NextAction }> = {
  NoAvailability: { message: 'The airline has no seats left at this fare.', nextAction: 'SearchAgain' },
  CardDeclined: { message: 'Your card was declined. Nothing was charged.', nextAction: 'EditPayment' },
  PollingTimeout: {
    message: 'The airline did not confirm in time. Nothing was charged and your rewards are back in your account.',
    nextAction: 'ContactSupport',
  },
  TicketingUnconfirmed: {
    message: 'The airline could not issue the tickets. Nothing was charged and your rewards are back in your account.',
    nextAction: 'ContactSupport',
  },
  OfferInvalid: { message: 'The price of this fare changed.', nextAction: 'ConfirmNewPrice' },
  RedemptionFailure: { message: 'Your rewards balance does not cover this amount.', nextAction: 'EditPayment' },
  UserCardNotFound: { message: 'That card is not one of your payment methods.', nextAction: 'EditPayment' },
  InvalidPassengers: { message: 'Some traveler details need a change before booking.', nextAction: 'EditTravelers' },
  // A fresh quote shows which protections are offered now and at what price.
  ProtectionNotOffered: { message: 'This protection is no longer offered for this trip.', nextAction: 'ConfirmNewPrice' },
  ApprovalDenied: {
    message: 'Your travel administrator did not approve this trip. Nothing was charged and your rewards are back in your account.',
    nextAction: 'SearchAgain',
  },
  ApprovalExpired: {
    message: 'Nobody approved this trip within 24 hours. Nothing was charged and your rewards are back in your account.',
    nextAction: 'SearchAgain',
  },
  LackOfInventory: {
    message: 'The property has no rooms left for these dates. Nothing was charged and your rewards are back in your account.',
    nextAction: 'SearchAgain',
  },
  RateNotAvailable: {
    message: 'This rate has just sold out. Nothing was charged. Choose another room or rate.',
    nextAction: 'ChooseAnotherFare',
  },
  CheckInMinimumAgeNotMet: {
    message: 'The property requires the guest checking in to be at least 21. Book under another guest.',
    nextAction: 'EditTravelers',
  },
  PaymentError: { message: 'The property could not take the payment. Nothing was charged. Try another card.', nextAction: 'EditPayment' },
  InsufficientFunds: { message: 'The card has insufficient funds for this stay. Nothing was charged.', nextAction: 'EditPayment' },
};

/** A key the client makes once per booking attempt (a UUID fits) and sends again on every retry. */
export const IdempotencyHeaderSchema = z.object({
  'idempotency-key': z
    .string({ error: 'Send an Idempotency-Key header: one new random key per booking attempt, the same on every retry.' })
    .regex(/^[A-Za-z0-9_-]{8,128}$/, 'The Idempotency-Key has 8 to 128 letters, digits, hyphens or underscores (a UUID fits).'),
});

/** The fare chosen on the shop page (FlightSelection): the trip as searched plus the itinerary and fare ids. */
export const FlightSelectionSchema = z.object({
  tripType: FlightSearchRequestSchema.shape.tripType,
  slices: FlightSearchRequestSchema.shape.slices,
  passengers: PassengerCountsSchema,
  itineraryId: storable(200, 'itinerary id'),
  fareId: storable(200, 'fare id'),
});
export type FlightSelection = z.infer<typeof FlightSelectionSchema>;

/** How any booking pays (SPEC §3 payment kinds): wallet items first, then rewards, then the card. */
export const BookPaymentSchema = z.object({
  /** A saved card's id (payment methods); card numbers never reach this API. */
  paymentMethodId: z.uuid('Use the id of one of your payment methods.').optional(),
  /** The part paid with rewards, as the cash amount it covers (minor units); the card pays the rest. */
  rewards: z.object({ accountReferenceId: storable(100, 'rewards account'), amount: z.number().int().min(1).max(100_000_000) }).optional(),
  /** Travel wallet credits and an offer: they pay first, then rewards, then the card. */
  travelWallet: TravelWalletChoiceSchema.optional(),
  /**
   * Bill the traveler's company (central billing, where the company has it): the company is invoiced
   * for the whole total, so no card, rewards or travel wallet go with it.
   */
  centralBilling: z.literal(true).optional(),
  /** With central billing: the traveler's cost center or project, printed on the company's invoice line. */
  costCenter: storable(40, 'cost center or project').optional(),
});
export type BookPayment = z.infer<typeof BookPaymentSchema>;

export const FlightBookRequestSchema = z.object({
  selection: FlightSelectionSchema,
  /** What the traveler saw and agreed to: fare total plus the chosen protections, minor units (USD). */
  expectedTotal: z.number().int().min(0).max(100_000_000),
  /** Saved profile travelers, each with this booking's passenger type; their count is checked by the rules. */
  travelers: z
    .array(z.object({ travelerId: storable(64, 'traveler id'), passengerType: z.enum(PassengerTypes) }))
    .min(1, 'Add the travelers.')
    .max(20, 'At most 20 travelers.'),
  /** Shape only: the booking rules answer NoContactInformation for an unusable email or phone. */
  contact: BookingContactSchema,
  protections: ProtectionSelectionSchema,
  payment: BookPaymentSchema,
  /** The language the traveler booked in: the confirmation email is written in it. */
  locale: z.enum(['en', 'fr']).optional(),
  /** Required when the fare is out of the traveler's policy (SPEC §5): kept with the booking. */
  policyReason: PolicyReasonSchema.optional(),
});
export type FlightBookRequest = z.infer<typeof FlightBookRequestSchema>;

export const FlightBookAnswerSchema = z.object({ bookingId: z.uuid() });
export const BookingIdParamSchema = z.object({ id: z.uuid('Use the id of one of your bookings.') });

const FailureSchema = z.object({ code: z.enum(BookingFailureCodes), message: z.string(), nextAction: z.enum(NextActions) });
export type BookingFailure = z.infer<typeof FailureSchema>;

/** SPEC §4 booking outcome: the client polls with backoff while Pending. */
export const BookingPollAnswerSchema = z.discriminatedUnion('outcome', [
  z.object({ bookingId: z.uuid(), outcome: z.literal('Success'), confirmationNumber: z.string() }),
  z.object({ bookingId: z.uuid(), outcome: z.literal('Pending'), pollAfterMs: z.number().int() }),
  z.object({ bookingId: z.uuid(), outcome: z.literal('Failed'), failure: FailureSchema }),
  /** Out of policy under a tier that requires approval: held until a travel administrator decides, by `expiresAt`. */
  z.object({ bookingId: z.uuid(), outcome: z.literal('ApprovalRequested'), expiresAt: z.string() }),
]);
export type BookingPollAnswer = z.infer<typeof BookingPollAnswerSchema>;

export const PaymentAmountForms = ['fiat', 'rewards', 'split'] as const;

/** Discount: a line taken off the total (a stay's complimentary night), its amount below zero. */
export const BreakdownLineKinds = ['BaseFare', 'Taxes', 'Fee', 'AddOn', 'Discount'] as const;
/** Every line the traveler pays and their sum (priceBreakdown of checkout-payment.ts), labels in English. */
export const BreakdownSchema = z.object({
  lines: z.array(z.object({ kind: z.enum(BreakdownLineKinds), label: z.string(), amountMinor: z.number().int() })),
  totalMinor: z.number().int(),
});
export type Breakdown = z.infer<typeof BreakdownSchema>;

const rewardsAmount = z.object({ accountReferenceId: z.string(), amount: z.number().int(), currency: z.enum(['Miles', 'Cash']) });

const AirlineNameSchema = z.object({ code: z.string(), name: z.string() });

/** What cancel for any reason offers instead of its refund: the whole fare as credit with the ticketing airline. */
export const AirlineCreditOptionSchema = z.object({
  amountMinor: z.number().int(),
  airline: AirlineNameSchema,
  expiresAt: z.string(),
  /** What the booking keeps when the credit is taken: the protections bought. */
  keptMinor: z.number().int(),
});
export type AirlineCreditOption = z.infer<typeof AirlineCreditOptionSchema>;

/** One way money comes back on a cancel, in the order the refund lists them. */
export const RefundRouteSchema = z.discriminatedUnion('route', [
  z.object({ route: z.literal('Card'), amountMinor: z.number().int() }),
  /** Central billing: taken off the company's invoice, under the booking's reference. */
  z.object({ route: z.literal('CompanyBilling'), amountMinor: z.number().int(), companyName: z.string(), reference: z.string() }),
  /** Rewards returned to the account they were spent from, in its units. */
  z.object({ route: z.literal('Rewards'), amountMinor: z.number().int(), rewards: rewardsAmount }),
  /** A travel credit's amount given back to it (it keeps its expiry). */
  z.object({ route: z.literal('TravelWalletCredit'), id: z.uuid(), amountMinor: z.number().int() }),
  /** An offer made usable again. */
  z.object({ route: z.literal('TravelWalletOffer'), id: z.uuid(), amountMinor: z.number().int() }),
  /** Cancel for any reason taken as credit with the airline instead of the refund (Trips → Airline travel credits). */
  z.object({
    route: z.literal('AirlineCredit'),
    id: z.uuid(),
    amountMinor: z.number().int(),
    airline: AirlineNameSchema,
    expiresAt: z.string(),
  }),
]);
export type RefundRoute = z.infer<typeof RefundRouteSchema>;

/** What a cancel gives back and keeps, minor units (refund + kept = what was paid, but an offer cut short). */
export const RefundSchema = z.object({
  /** VoidWindow: within 24 hours of booking, everything back; FareRules: the fare's cancel penalty. */
  why: z.enum(RefundReasons),
  refundMinor: z.number().int(),
  feeMinor: z.number().int(),
  /** The fee and, after the void window, the protections (their cover was given). */
  keptMinor: z.number().int(),
  routes: z.array(RefundRouteSchema),
  /** What the refunded card part had earned, taken back from the account it was credited to. */
  rewardsEarnedReversed: rewardsAmount.nullable(),
});
export type Refund = z.infer<typeof RefundSchema>;

/** POST /v0/trips/{id}/cancel/quote: what cancelling now would do, before anything happens. */
export const CancelQuoteSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('Cancelable'),
    refund: RefundSchema,
    /** Cancel for any reason on a flight: 100 % as airline credit, the other choice beside the refund. */
    airlineCredit: AirlineCreditOptionSchema.optional(),
  }),
  z.object({
    kind: z.literal('NotCancelable'),
    reason: z.enum(NotCancelableReasons),
    /** Whom to contact instead (SPEC §8: "Contact airline" or "Contact support"), or nobody. */
    contact: z.enum(['Airline', 'Support']).nullable(),
    message: z.string(),
  }),
]);
export type CancelQuote = z.infer<typeof CancelQuoteSchema>;
export const CancelQuoteAnswerSchema = z.object({ quote: CancelQuoteSchema });

/** The refund the traveler saw in the quote: a different one now answers 422 CancelQuoteChanged. */
export const CancelChoices = ['Refund', 'AirlineCredit'] as const;
export const CancelRequestSchema = z.object({
  /** The refund's `refundMinor`, or with AirlineCredit the credit's `amountMinor`. */
  expectedRefundMinor: z.number().int().min(0).max(100_000_000),
  /** AirlineCredit takes the quote's `airlineCredit` instead of the refund (cancel for any reason on a flight). */
  choice: z.enum(CancelChoices).default('Refund'),
});
export type CancelRequest = z.infer<typeof CancelRequestSchema>;

/** A canceled booking keeps when and what came back. */
export const CancellationSchema = z.object({ canceledAt: z.string(), refund: RefundSchema });
export type Cancellation = z.infer<typeof CancellationSchema>;

/** What every trip shows, whatever its product: state, payment, protections, the price lines. */
const tripCommon = {
  id: z.uuid(),
  reservation: z.enum(ReservationStates),
  ticket: z.enum(TicketStates).nullable(),
  confirmationNumber: z.string().nullable(),
  failure: FailureSchema.nullable(),
  createdAt: z.string(),
  protections: z.array(z.object({ product: z.enum(ProtectionProducts), priceMinor: z.number().int() })),
  breakdown: BreakdownSchema,
  /** Credited on confirmation: what the card part earned, in the account's units. */
  rewardsEarned: z.object({ amount: z.number().int(), currency: z.enum(['Miles', 'Cash']), accountReferenceId: z.string() }).nullable(),
  contact: z.object({ email: z.string() }),
  /** The language the traveler booked in (the confirmation email's). */
  locale: z.enum(['en', 'fr']),
  /** Set once the booking is canceled. */
  cancellation: CancellationSchema.nullable(),
  /** A corporate traveler's policy verdict and reason (null: no policy applied). */
  policy: BookingPolicySchema.nullable(),
  /** The approval an out-of-policy booking waited for (null: none needed). */
  approval: TripApprovalSchema.nullable(),
  payment: z.object({
    form: z.enum(PaymentAmountForms),
    totalMinor: z.number().int(),
    cardMinor: z.number().int(),
    rewardsMinor: z.number().int(),
    /** What travel wallet offers and credits paid, and each of them (card + rewards + wallet = total). */
    walletMinor: z.number().int(),
    wallet: z.array(WalletPaymentPartSchema),
    /** Rewards spent, in the account's units (whole miles, or cents of cash rewards). */
    rewards: rewardsAmount.nullable(),
    /** Central billing: the company invoiced for `cardMinor`, and the reference its invoice shows (null: the traveler paid). */
    companyBilling: z.object({ companyName: z.string(), reference: z.string(), costCenter: z.string().nullable() }).nullable(),
  }),
};
export type TripCommon = z.infer<z.ZodObject<typeof tripCommon>>;

export const FlightTripSchema = z.object({
  /** SPEC §3 trip kind. */
  kind: z.literal('Flight'),
  ...tripCommon,
  tripType: FlightSearchRequestSchema.shape.tripType,
  passengers: PassengerCountsSchema,
  slices: z.array(SliceSchema),
  fare: FareSchema,
  travelers: z.array(z.object({ givenName: z.string(), surname: z.string(), passengerType: z.enum(PassengerTypes) })),
  /** The names of the airlines and airports the slices give as codes (the snapshot keeps codes); each airline's site, where its travelers check in. */
  airlines: z.array(AirlineInfoSchema.extend({ website: z.string().nullable().optional() })),
  airports: z.array(AirportInfoSchema),
  /** The airline's change of these flights and the traveler's answer (SPEC §4 schedule changes), or null. */
  scheduleChange: ScheduleChangeSchema.nullable(),
  /** The airline's delay or cancellation and the traveler's choice (disruption assistance), or null. */
  disruption: DisruptionSchema.nullable(),
  /** The traveler's changes of these flights, oldest first (exchange). */
  exchanges: z.array(ExchangeRecordSchema),
});

/** A booking in Trips: one shape per SPEC §3 trip kind, each with the common part. */
/** A hotel room (Hotel) or a vacation rental (Home). */
export const HotelTripSchema = z.object({ kind: z.literal('Hotel'), ...tripCommon, ...stayTripFields });
export const HomeTripSchema = z.object({ kind: z.literal('Home'), ...tripCommon, ...stayTripFields });

/** A rental car. */
export const CarTripSchema = z.object({ kind: z.literal('Car'), ...tripCommon, ...carTripFields });

/** An activity (experience). */
export const ExperienceTripSchema = z.object({ kind: z.literal('Experience'), ...tripCommon, ...experienceTripFields });

export const TripSchema = z.discriminatedUnion('kind', [
  FlightTripSchema,
  HotelTripSchema,
  HomeTripSchema,
  CarTripSchema,
  ExperienceTripSchema,
]);
export type Trip = z.infer<typeof TripSchema>;
/** What a product adds to the common part of its trip (the engine adds a flight's schedule change from the row). */
export type TripDetailsOf<K extends TripKind> = Omit<
  Extract<Trip, { kind: K }>,
  keyof TripCommon | 'kind' | 'scheduleChange' | 'disruption' | 'exchanges'
>;
export const TripListAnswerSchema = z.object({ trips: z.array(TripSchema) });
