// Request shapes of the checkout, for the API to parse at its boundary. They check shape
// only: every business rule (passenger counts, formats, eligibility, amounts) is answered by the
// domain functions with its SPEC §8 code, so a schema message never stands in for one.
import { z } from 'zod';
import { PassengerTypes, type BookingContact } from '../flights/booking-passengers';
import { ProtectionProducts } from './checkout-protections';
import { isStorableText } from '../profile/travelers.schema';

const id = z
  .string()
  .trim()
  .min(1, 'Name the item.')
  .max(64, 'An id has at most 64 characters.')
  .refine(isStorableText, 'Use text without NUL characters or unpaired surrogates.');
const text = (max: number) => z.string().max(max, `At most ${max} characters.`).refine(isStorableText, 'Use text without NUL characters.');

export const PassengerTypeSchema = z.enum(PassengerTypes);

export const BookingContactSchema = z.object({ email: text(200), phone: text(40) }) satisfies z.ZodType<BookingContact>;

/** Who flies: saved travelers by id, each with this booking's passenger type, and the contact. */
export const BookingPassengersRequestSchema = z.object({
  // Generous bound on the payload only: more than 9 is TooManyPassengers, answered by the rule.
  passengers: z.array(z.object({ travelerId: id, passengerType: PassengerTypeSchema })).max(20, 'At most 20 travelers.'),
  contact: BookingContactSchema,
});

/** The protections the traveler added; none is the default (nothing is pre-selected). */
export const ProtectionSelectionSchema = z
  .array(z.enum(ProtectionProducts))
  .max(ProtectionProducts.length)
  .refine((list) => new Set(list).size === list.length, 'Each protection can be added once.')
  .default([]);

/** How the traveler pays: wallet items by id (the server knows their amounts), rewards, a saved card. */
export const PaymentRequestSchema = z.object({
  offerIds: z.array(id).max(20).default([]),
  creditIds: z.array(id).max(20).default([]),
  rewards: z
    .object({ accountReferenceId: id, amountToRedeemMinor: z.number().int('Whole cents.').min(0, 'Not below zero.') })
    .nullable()
    .default(null),
  card: z.object({ paymentId: id }).nullable().default(null),
});
