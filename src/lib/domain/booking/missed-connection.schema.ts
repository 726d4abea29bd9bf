// GET /v0/trips/{id}/missedConnection, POST …/missedConnection/rebook and …/missedConnection/acceptAirline
// (SPEC §2 routes trips/rebook/connection and trips/disruption/rebook-connecting-flight; the Trips
// modal "virtual interline missed connection").
import { z } from 'zod';
import { SliceSchema } from '../flights/flights.schema';
import { RebookOptionSchema } from './disruption.schema';

const common = {
  /** The slice disrupted, and the index of its flight missed. */
  slice: z.number().int(),
  missed: z.number().int(),
  /** The connection missed was a self-transfer: two tickets, no airline rebooks it. */
  selfTransfer: z.boolean(),
  /** The service ends then (24 hours after the disruption). */
  expiresAt: z.string(),
};

export const MissedConnectionAnswerSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('Rebookable'),
    ...common,
    /** The earliest a new flight may leave: the delayed arrival plus the shortest connection. */
    readyAt: z.string(),
    /** What the new flights may cost, all travelers. */
    capMinor: z.number().int(),
    /** From the missed flight's airport to the slice's destination, nearest the missed departure, in time order; may be empty. */
    options: z.array(RebookOptionSchema),
  }),
  z.object({
    kind: z.literal('AirlineRebooked'),
    ...common,
    /** The airline's own new flight from the connection: reasonable (SPEC §5), so the service is not available. */
    rebooking: SliceSchema,
  }),
  z.object({ kind: z.literal('Unavailable'), reason: z.enum(['NoMissedConnection', 'NotBooked', 'Decided', 'Expired']) }),
]);
export type MissedConnectionAnswer = z.infer<typeof MissedConnectionAnswerSchema>;
