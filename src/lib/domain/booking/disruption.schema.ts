// GET /v0/trips/{id}/disruption and POST /v0/trips/{id}/disruption/rebook (SPEC §2 routes
// trips/disruption/rebook and trips/disruption/refund; §4 detection IsDisrupted/NotDisrupted).
import { z } from 'zod';
import { FareSchema, SliceSchema } from '../flights/flights.schema';
import { DisruptionSchema } from './disruption';

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
