// The stored and answered shape of an airline's schedule change (rules: schedule-change.ts, which
// islands import, so the zod schema lives here, on the server's side of the contract).
import { z } from 'zod';
import { SliceSchema } from '../flights/flights.schema';

/**
 * Modified: new times, waiting for the traveler. Canceled: the airline cancelled a flight, waiting
 * for the traveler. Ticketed: the traveler accepted the new times (tickets reissued). Rejected: the
 * traveler cancelled the trip over the change, refunded in full.
 */
export const ScheduleChangeStates = ['Modified', 'Canceled', 'Rejected', 'Ticketed'] as const;
export type ScheduleChangeState = (typeof ScheduleChangeStates)[number];

export const ScheduleChangeSchema = z.object({
  state: z.enum(ScheduleChangeStates),
  /** When the airline's change reached us. */
  detectedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Our rule above: a significant change lets the traveler cancel for a full refund. */
  significant: z.boolean(),
  /** The slices as booked, and as the airline flies them now (null: the airline cancelled). */
  before: z.array(SliceSchema),
  after: z.array(SliceSchema).nullable(),
});
export type ScheduleChange = z.infer<typeof ScheduleChangeSchema>;
