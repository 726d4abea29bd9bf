// The stay checkout's contract (hotels and vacation rentals), one for the server and the browser:
// the room rate chosen on the shop page, its quote, and the book request the engine takes.
import { z } from 'zod';
import { PolicyReasonSchema } from '../corporate/policy.schema';
import { isStorableText } from '../profile/travelers.schema';
import { LodgingSummarySchema, RoomProductSchema } from '../lodging/lodging.schema';
import { BedTypes } from '../lodging/lodging.constants';
import { BookPaymentSchema, BreakdownSchema } from './booking.schema';
import { BookingContactSchema } from './checkout.schema';
import { QuoteEarnSchema, QuoteRewardsSchema } from './flight-quote.schema';

const LocalDate = z.iso.date({ message: 'Use a date like 2026-12-24.' });
const id = (what: string) =>
  z
    .string()
    .min(1, `Choose the ${what}.`)
    .max(80, `The ${what} id has at most 80 characters.`)
    .refine(isStorableText, 'Use text without NUL characters or unpaired surrogates.');

/** The room rate chosen on the shop page, with the stay it was priced for. */
export const StaySelectionSchema = z.object({
  lodgingId: id('property'),
  checkIn: LocalDate,
  checkOut: LocalDate,
  guests: z.object({
    adults: z.number().int().min(1).max(16),
    children: z.number().int().min(0).max(10).default(0),
    pets: z.number().int().min(0).max(4).default(0),
  }),
  roomId: id('room'),
  rateId: id('rate'),
});
export type StaySelection = z.infer<typeof StaySelectionSchema>;

export const StayQuoteRequestSchema = z.object({ selection: StaySelectionSchema });

export const StayQuoteAnswerSchema = z.object({
  quote: z.object({
    lodging: LodgingSummarySchema,
    timeZone: z.string(),
    checkInTime: z.string(),
    checkOutTime: z.string(),
    nights: z.number().int(),
    room: z.object({
      roomId: z.string(),
      name: z.string(),
      beds: z.array(z.object({ type: z.enum(BedTypes), count: z.number().int() })),
      maxOccupancy: z.number().int(),
    }),
    rate: RoomProductSchema,
    /** The free fourth night (SPEC §5), already off the rate's total; null when the stay does not qualify. */
    complimentaryNightMinor: z.number().int().nullable(),
    /** Rooms of this type still to sell for these dates. */
    roomsLeft: z.number().int(),
    /** Every line the traveler pays and the total the book request must send as expectedTotal. */
    breakdown: BreakdownSchema,
    rewards: QuoteRewardsSchema,
    earn: QuoteEarnSchema,
  }),
});
export type StayQuote = z.infer<typeof StayQuoteAnswerSchema>['quote'];

export const StayBookRequestSchema = z.object({
  selection: StaySelectionSchema,
  /** The quote's breakdown total the traveler agreed to, minor units (USD). */
  expectedTotal: z.number().int().min(0).max(100_000_000),
  /** The guest the room is booked under: a saved profile traveler. */
  guest: z.object({ travelerId: id('guest') }),
  /** A hotel loyalty program the guest's profile holds a number for: the stay is credited to it. */
  loyaltyProgram: z
    .string()
    .regex(/^[A-Z0-9]{1,12}$/, 'Choose one of the guest’s loyalty programs.')
    .nullable()
    .default(null),
  specialRequests: z
    .string()
    .max(500, 'Special requests have at most 500 characters.')
    .refine(isStorableText, 'Use text without NUL characters or unpaired surrogates.')
    .nullable()
    .default(null),
  contact: BookingContactSchema,
  payment: BookPaymentSchema,
  locale: z.enum(['en', 'fr']).optional(),
  /** Required when the choice is out of the traveler's policy (SPEC §5): kept with the booking. */
  policyReason: PolicyReasonSchema.optional(),
});
export type StayBookRequest = z.infer<typeof StayBookRequestSchema>;
export type StayBookInput = z.input<typeof StayBookRequestSchema>;
