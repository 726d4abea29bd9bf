// A booking's snapshot is one of these, by product (SPEC §3 trip kind): checked when it is written
// and when it is read, so a row the code cannot show is found at once, not as a blank Trips card.
import { z } from 'zod';
import type { TripKind } from '../../../lib/domain/booking/booking.constants';
import type { bookings } from '../../db/schema';
import { CarDetailsSchema } from './cars/snapshot';
import { ExperienceDetailsSchema } from './experiences/snapshot';
import { FlightDetailsSchema } from './flights/snapshot';
import { HomeDetailsSchema, HotelDetailsSchema } from './stays/snapshot';

/** What the engine writes into every snapshot. */
const engineFields = {
  /** Rewards spent, in the account's units (whole miles, or cents of cash rewards). */
  rewards: z.object({ accountReferenceId: z.string(), amount: z.number().int(), currency: z.enum(['Miles', 'Cash']) }).nullable(),
  pricedAt: z.string(),
};

export const BookingSnapshotSchema = z.discriminatedUnion('product', [
  FlightDetailsSchema.extend(engineFields),
  HotelDetailsSchema.extend(engineFields),
  HomeDetailsSchema.extend(engineFields),
  CarDetailsSchema.extend(engineFields),
  ExperienceDetailsSchema.extend(engineFields),
]);
export type BookingSnapshot = z.infer<typeof BookingSnapshotSchema>;
export type SnapshotOf<P extends TripKind> = Extract<BookingSnapshot, { product: P }>;

/** The row's snapshot, typed; a row that does not match its product is a bug, answered as one. */
export function readSnapshot(row: Pick<typeof bookings.$inferSelect, 'id' | 'product' | 'snapshot'>): BookingSnapshot {
  const parsed = BookingSnapshotSchema.safeParse(row.snapshot);
  if (!parsed.success || parsed.data.product !== row.product) {
    throw new Error(`Booking ${row.id}: its ${row.product} snapshot does not read (${parsed.error?.issues[0]?.message ?? 'product'})`);
  }
  return parsed.data;
}
