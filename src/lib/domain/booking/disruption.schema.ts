// GET /v0/trips/{id}/disruption and POST /v0/trips/{id}/disruption/rebook (SPEC §2 routes
// trips/disruption/rebook and trips/disruption/refund; §4 detection IsDisrupted/NotDisrupted).
import { z } from 'zod';
import { FareSchema, SliceSchema } from '../flights/flights.schema';

export const DisruptionKinds = ['Delay', 'Cancellation', 'MissedConnection'] as const;
/** Open: waiting for the traveler; Rebooked and Refunded: decided; the assistance is used once. */
export const DisruptionStates = ['Open', 'Rebooked', 'Refunded'] as const;

export const DisruptionSchema = z.object({
  kind: z.enum(DisruptionKinds),
  /** Which slice the airline disrupted (0 first). */
  slice: z.number().int().min(0),
  /** How late the flight now leaves; null when it was cancelled. */
  delayMinutes: z.number().int().nullable(),
  detectedAt: z.string(),
  state: z.enum(DisruptionStates),
  decidedAt: z.string().nullable(),
});
export type Disruption = z.infer<typeof DisruptionSchema>;

/** A qualifying flight for the disrupted slice: its own id and fare, to send back as chosen. */
export const RebookOptionSchema = z.object({
  itineraryId: z.string(),
  fareId: z.string(),
  /** The local day searched (the disrupted flight's day or the next). */
  departureDate: z.string(),
  slice: SliceSchema,
  fareShelf: FareSchema.shape.fareShelf,
});
export type RebookOption = z.infer<typeof RebookOptionSchema>;

export const DisruptionAnswerSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('IsDisrupted'),
    disruption: DisruptionSchema,
    /** The choice closes 24 hours after the trip's last flight. */
    expiresAt: z.string(),
    /** The base fare back, minor units, if the traveler takes the refund (through the cancel). */
    refundMinor: z.number().int(),
    /** Free rebookings (SPEC §5 qualifying flights), soonest first; may be empty. */
    options: z.array(RebookOptionSchema),
  }),
  z.object({
    kind: z.literal('NotDisrupted'),
    reason: z.enum(['NotCovered', 'NoDisruption', 'BelowThreshold', 'CancelledTooEarly', 'Decided', 'Expired', 'NotBooked']),
  }),
]);
export type DisruptionAnswer = z.infer<typeof DisruptionAnswerSchema>;

export const RebookRequestSchema = z.object({
  itineraryId: z.string().min(1).max(400),
  fareId: z.string().min(1).max(400),
  departureDate: z.iso.date(),
});
export type RebookRequest = z.infer<typeof RebookRequestSchema>;
