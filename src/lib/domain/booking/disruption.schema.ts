// GET /v0/trips/{id}/disruption and POST /v0/trips/{id}/disruption/rebook (SPEC §2 routes
// trips/disruption/rebook and trips/disruption/refund; §4 detection IsDisrupted/NotDisrupted).
import { z } from 'zod';
import { FareSchema, SliceSchema } from '../flights/flights.schema';
import {
  RebookingDecisions,
  RebookingDenyReasons,
  RebookingRequestStates,
  RebookingRoutes,
  TimesOfDay,
} from './rebooking-request.constants';

export const DisruptionKinds = ['Delay', 'Cancellation', 'MissedConnection'] as const;
/** Open: waiting for the traveler; Rebooked and Refunded: decided; the assistance is used once. */
export const DisruptionStates = ['Open', 'Rebooked', 'Refunded'] as const;

export const RebookingRequestSchema = z.object({
  route: z.enum(RebookingRoutes),
  state: z.enum(RebookingRequestStates),
  /** The local day asked for: the disrupted flight's day or the next. */
  preferredDate: z.string(),
  timeOfDay: z.enum(TimesOfDay),
  note: z.string(),
  requestedAt: z.string(),
  /** When the desk answers at the latest (30 minutes for our agents, 2 hours for the airline). */
  answerBy: z.string(),
  decidedAt: z.string().nullable(),
  reason: z.enum(RebookingDenyReasons).nullable(),
});
export type RebookingRequest = z.infer<typeof RebookingRequestSchema>;

export const DisruptionSchema = z.object({
  kind: z.enum(DisruptionKinds),
  /** Which slice the airline disrupted (0 first). */
  slice: z.number().int().min(0),
  /** How late the flight now leaves; null when it was cancelled. */
  delayMinutes: z.number().int().nullable(),
  detectedAt: z.string(),
  state: z.enum(DisruptionStates),
  decidedAt: z.string().nullable(),
  /** The traveler's request for a rebooking our agents or the airline make; absent on older rows. */
  request: RebookingRequestSchema.nullable().optional(),
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
    /** Where a request for another flight would go (our agents or the airline), and the local days it may ask for. */
    route: z.enum(RebookingRoutes),
    requestDays: z.tuple([z.iso.date(), z.iso.date()]),
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

export const RebookingRequestBodySchema = z.object({
  preferredDate: z.iso.date(),
  timeOfDay: z.enum(TimesOfDay).default('Any'),
  note: z.string().trim().max(500).default(''),
});
export type RebookingRequestBody = z.infer<typeof RebookingRequestBodySchema>;

export const RebookingDecisionBodySchema = z.object({
  bookingId: z.uuid(),
  /** Without a decision the desk decides as it would: Accept when a flight fits, else Deny. */
  decision: z.enum(RebookingDecisions).optional(),
});
