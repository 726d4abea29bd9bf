// The stored and answered shape of an airline's schedule change (rules: schedule-change.ts, which
// islands import, so the zod schema lives here, on the server's side of the contract).
import { z } from 'zod';
import { SliceSchema } from '../flights/flights.schema';
import { RebookOptionSchema, RebookRequestSchema } from './disruption.schema';

/**
 * Modified: new times, waiting for the traveler. Canceled: the airline cancelled a flight, waiting
 * for the traveler. Ticketed: tickets reissued, on the new times the traveler accepted or, after a
 * significant change, on the flights they chose instead (`rebooked`). Rejected: the traveler
 * cancelled the trip over the change, refunded in full.
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
  /** Ticketed on other flights of the traveler's choice (a free change), not on the airline's new times. */
  rebooked: z.boolean().optional(),
});
export type ScheduleChange = z.infer<typeof ScheduleChangeSchema>;

/** One changed slice and the flight chosen for it among GET …/scheduleChange/options. */
export const SliceRebookSchema = RebookRequestSchema.extend({ slice: z.number().int().min(0).max(7) });

/** POST /v0/trips/{id}/scheduleChange/rebook: a flight for every slice the airline changed. */
export const ScheduleRebookRequestSchema = z.object({
  choices: z.array(SliceRebookSchema).min(1).max(8),
});
export type ScheduleRebookRequest = z.infer<typeof ScheduleRebookRequestSchema>;

/** GET /v0/trips/{id}/scheduleChange/options: for each changed slice, the flights it may move to at no charge. */
export const ScheduleChangeOptionsSchema = z.object({
  slices: z.array(z.object({ slice: z.number().int().min(0), options: z.array(RebookOptionSchema) })),
});
export type ScheduleChangeOptions = z.infer<typeof ScheduleChangeOptionsSchema>;
