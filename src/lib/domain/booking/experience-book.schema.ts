// The activity checkout's contract, one for the server and the browser: the slot chosen on the
// experience's page with the party, its quote, and the book request the engine takes.
import { z } from 'zod';
import { isStorableText } from '../profile/travelers.schema';
import { ExperienceDetailsResponseSchema, SlotSchema, TravelersSchema } from '../experiences/experiences.schema';
import { BookPaymentSchema, BreakdownSchema } from './booking.schema';
import { BookingContactSchema } from './checkout.schema';
import { QuoteEarnSchema, QuoteRewardsSchema } from './flight-quote.schema';

const text = (what: string, max: number) =>
  z
    .string()
    .min(1, `Choose the ${what}.`)
    .max(max, `The ${what} id has at most ${max} characters.`)
    .refine(isStorableText, 'Use text without NUL characters or unpaired surrogates.');

/** The slot chosen on the experience's page, with the day and the party it was priced for. */
export const ExperienceSelectionSchema = z.object({
  experienceId: text('experience', 40),
  date: z.iso.date({ message: 'Use a date like 2026-12-24.' }),
  slotId: text('time slot', 80),
  travelers: TravelersSchema,
});
export type ExperienceSelection = z.infer<typeof ExperienceSelectionSchema>;

export const ExperienceQuoteRequestSchema = z.object({ selection: ExperienceSelectionSchema });

export const ExperienceQuoteAnswerSchema = z.object({
  quote: z.object({
    details: ExperienceDetailsResponseSchema,
    slot: SlotSchema,
    /** Every line the traveler pays and the total the book request must send as expectedTotal. */
    breakdown: BreakdownSchema,
    rewards: QuoteRewardsSchema,
    earn: QuoteEarnSchema,
  }),
});
export type ExperienceQuote = z.infer<typeof ExperienceQuoteAnswerSchema>['quote'];

export const ExperienceBookRequestSchema = z.object({
  selection: ExperienceSelectionSchema,
  /** The quote's breakdown total the traveler agreed to, minor units (USD). */
  expectedTotal: z.number().int().min(0).max(100_000_000),
  /** Whom the operator expects: a saved profile traveler, an adult. */
  leadTraveler: z.object({ travelerId: text('lead traveler', 80) }),
  contact: BookingContactSchema,
  payment: BookPaymentSchema,
  locale: z.enum(['en', 'fr']).optional(),
});
export type ExperienceBookRequest = z.infer<typeof ExperienceBookRequestSchema>;
export type ExperienceBookInput = z.input<typeof ExperienceBookRequestSchema>;
