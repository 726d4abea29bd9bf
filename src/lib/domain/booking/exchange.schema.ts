// The exchange API's shapes (SPEC §2 exchange, exchange/flight/shop, exchange/flight/confirm):
// GET /v0/trips/{id}/exchange, POST …/exchange/shop, …/exchange/quote and …/exchange/book.
import { z } from 'zod';
import { FareSchema, IataCodeSchema, SliceSchema } from '../flights/flights.schema';
import { ExchangeRefusals, ExchangeScreens, ExchangeTags, VoidStates } from './exchange';

export const ExchangeAnswerSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('Exchangeable'),
    screen: z.enum(['SliceSelection', 'TicketedVoidable']),
    tags: z.array(z.enum(ExchangeTags)),
    voidState: z.enum(VoidStates),
    /** Per slice of the trip: Flown, Keep (too close to change) or Change (may be changed). */
    slices: z.array(z.enum(['Flown', 'Keep', 'Change'])),
    fareChangeFeeMinor: z.number().int(),
    chfarCovers: z.boolean(),
    /** The last day a new flight may leave (1 year from booking). */
    latestDate: z.iso.date(),
  }),
  z.object({
    kind: z.literal('NotExchangeable'),
    screen: z.enum(ExchangeScreens),
    tags: z.array(z.enum(ExchangeTags)),
    reason: z.enum(ExchangeRefusals),
    /** Within the void window: a cancel refunds everything. */
    voidable: z.literal(true).optional(),
  }),
]);
export type ExchangeAnswer = z.infer<typeof ExchangeAnswerSchema>;

const LocalDate = z.iso.date({ message: 'Use a date like 2026-12-24.' });

/** A slice to change: where from and to (the booked airports unless changed) and the new day. */
export const ExchangeSliceSchema = z.object({
  slice: z.number().int().min(0).max(5),
  origin: IataCodeSchema,
  destination: IataCodeSchema,
  departureDate: LocalDate,
});
export const ExchangeShopRequestSchema = z.object({
  slices: z
    .array(ExchangeSliceSchema)
    .min(1, { message: 'Choose at least one flight to change.' })
    .max(6)
    .refine((xs) => new Set(xs.map((x) => x.slice)).size === xs.length, { message: 'Each flight once.' }),
});
export type ExchangeShopRequest = z.infer<typeof ExchangeShopRequestSchema>;

export const ExchangeOptionSchema = z.object({
  itineraryId: z.string(),
  fareId: z.string(),
  departureDate: z.string(),
  slice: SliceSchema,
  fareShelf: FareSchema.shape.fareShelf,
  /** The new flight's fare, all travelers. */
  priceMinor: z.number().int(),
  /** priceMinor minus what the booked slice is worth: negative when it costs less. */
  differenceMinor: z.number().int(),
});
export type ExchangeOption = z.infer<typeof ExchangeOptionSchema>;

export const ExchangeShopAnswerSchema = z.object({
  slices: z.array(
    ExchangeSliceSchema.extend({
      /** What the booked slice is worth now (the fare in equal parts, or its last change's price). */
      valueMinor: z.number().int(),
      options: z.array(ExchangeOptionSchema),
    }),
  ),
  fareChangeFeeMinor: z.number().int(),
  chfarCovers: z.boolean(),
});
export type ExchangeShopAnswer = z.infer<typeof ExchangeShopAnswerSchema>;

export const ExchangeChoiceSchema = ExchangeSliceSchema.extend({
  itineraryId: z.string().min(1).max(400),
  fareId: z.string().min(1).max(400),
});
export type ExchangeChoice = z.infer<typeof ExchangeChoiceSchema>;

export const ExchangeQuoteRequestSchema = z.object({
  choices: z
    .array(ExchangeChoiceSchema)
    .min(1)
    .max(6)
    .refine((xs) => new Set(xs.map((x) => x.slice)).size === xs.length, { message: 'Each flight once.' }),
});
export type ExchangeQuoteRequest = z.infer<typeof ExchangeQuoteRequestSchema>;

const money = z.number().int();
export const ExchangeLinesSchema = z.object({
  fareDifferenceMinor: money,
  changeFeeMinor: money,
  chfarCoveredMinor: money,
  dueMinor: money,
  creditMinor: money,
});

export const ExchangeQuoteSchema = z.object({
  lines: ExchangeLinesSchema,
  /** Each changed slice, booked beside new. */
  changes: z.array(z.object({ slice: z.number().int(), before: SliceSchema, after: SliceSchema, fareShelf: FareSchema.shape.fareShelf })),
  /** The card that pays the difference: the booking's own, or null (choose a saved card). */
  cardId: z.string().nullable(),
  /** A company-billed booking: the company whose invoice the difference goes on (no card asked; null otherwise). */
  billedTo: z.string().nullable(),
  /** The airline a credit is issued with (the booking's ticketing airline). */
  creditAirline: z.object({ code: z.string(), name: z.string() }),
});
export type ExchangeQuote = z.infer<typeof ExchangeQuoteSchema>;

export const ExchangeBookRequestSchema = ExchangeQuoteRequestSchema.extend({
  expectedDueMinor: z.number().int().min(0).max(100_000_000),
  expectedCreditMinor: z.number().int().min(0).max(100_000_000),
  /** A saved card, when the booking has none of its own and something is due. */
  paymentMethodId: z.uuid().optional(),
});
export type ExchangeBookRequest = z.infer<typeof ExchangeBookRequestSchema>;

/** One change made, kept on the booking and shown in Trips. */
export const ExchangeRecordSchema = ExchangeLinesSchema.extend({
  at: z.string(),
  /** The slices changed, with what they were and what they are worth now. */
  values: z.array(z.object({ slice: z.number().int(), valueMinor: money })),
  before: z.array(z.object({ slice: z.number().int(), value: SliceSchema })),
  chfarUsed: z.boolean(),
  creditId: z.string().nullable(),
});
export type ExchangeRecord = z.infer<typeof ExchangeRecordSchema>;
