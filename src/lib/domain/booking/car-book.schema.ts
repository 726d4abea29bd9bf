// The car checkout's contract, one for the server and the browser: the offer and extras chosen on
// the car's page, its quote, and the book request the engine takes.
import { z } from 'zod';
import { PolicyReasonSchema } from '../corporate/policy.schema';
import { isStorableText } from '../profile/travelers.schema';
import { CarExtraSchema, CarOfferSchema, RentalTermsSchema } from '../cars/cars.schema';
import { BookPaymentSchema, BreakdownSchema } from './booking.schema';
import { BookingContactSchema } from './checkout.schema';
import { QuoteEarnSchema, QuoteRewardsSchema } from './flight-quote.schema';

/** The offer chosen on the car's page and the extras added to it. */
export const CarSelectionSchema = z.object({
  offerId: z
    .string()
    .min(1, 'Choose a car.')
    .max(120, 'The car offer id has at most 120 characters.')
    .refine(isStorableText, 'Use text without NUL characters or unpaired surrogates.'),
  /** Extra codes, as the offer's details name them; each at most once. */
  extras: z
    .array(z.string().regex(/^[A-Z0-9_]{1,16}$/, 'Choose extras from the list.'))
    .max(12, 'Choose at most 12 extras.')
    .refine((codes) => new Set(codes).size === codes.length, 'Choose each extra once.')
    .default([]),
});
export type CarSelection = z.infer<typeof CarSelectionSchema>;

export const CarQuoteRequestSchema = z.object({ selection: CarSelectionSchema });

export const CarQuoteAnswerSchema = z.object({
  quote: z.object({
    offer: CarOfferSchema,
    rentalDays: z.number().int(),
    /** The driver's age this price is for (the young driver fee's band): the driver booked must be in the same band. */
    driverAge: z.number().int(),
    terms: RentalTermsSchema,
    /** The extras chosen, each with what it adds to this rental. */
    extras: z.array(CarExtraSchema),
    /** The supplier's loyalty program, which the driver's number is checked against. */
    loyaltyProgram: z.string().nullable(),
    /** Every line the traveler pays and the total the book request must send as expectedTotal. */
    breakdown: BreakdownSchema,
    rewards: QuoteRewardsSchema,
    earn: QuoteEarnSchema,
  }),
});
export type CarQuote = z.infer<typeof CarQuoteAnswerSchema>['quote'];

export const CarBookRequestSchema = z.object({
  selection: CarSelectionSchema,
  /** The quote's breakdown total the traveler agreed to, minor units (USD). */
  expectedTotal: z.number().int().min(0).max(100_000_000),
  /** The main driver: a saved profile traveler, old enough on the pick-up day. */
  driver: z.object({
    travelerId: z
      .string()
      .min(1, 'Choose the driver.')
      .max(80, 'The driver id has at most 80 characters.')
      .refine(isStorableText, 'Use text without NUL characters or unpaired surrogates.'),
  }),
  /** The driver's number with the rental brand's loyalty program, or null. */
  loyaltyNumber: z
    .string()
    .trim()
    .max(20, 'A loyalty number has at most 20 characters.')
    .refine(isStorableText, 'Use text without NUL characters or unpaired surrogates.')
    .nullable()
    .default(null)
    .transform((n) => n || null),
  contact: BookingContactSchema,
  payment: BookPaymentSchema,
  locale: z.enum(['en', 'fr']).optional(),
  /** Required when the choice is out of the traveler's policy (SPEC §5): kept with the booking. */
  policyReason: PolicyReasonSchema.optional(),
});
export type CarBookRequest = z.infer<typeof CarBookRequestSchema>;
export type CarBookInput = z.input<typeof CarBookRequestSchema>;
