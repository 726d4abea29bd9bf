// A stay priced for booking: the chosen room rate found again in today's rates (less the rooms
// already sold for those nights), its price lines, and its deadlines as instants in the
// property's zone.
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Breakdown } from '../../../../lib/domain/booking/booking.schema';
import type { Room, RoomProduct } from '../../../../lib/domain/lodging/lodging.schema';
import type { StaySelection } from '../../../../lib/domain/booking/stay-book.schema';
import type { Executor } from '../../../db/types';
import { bookings } from '../../../db/schema';
import type { Lodging } from '../../../inventory/lodging/catalog';
import { rentalUnavailability, roomsFor, type Stay } from '../../../inventory/lodging/rates';
import { localInstant } from '../../../inventory/flights/slices';

/** Bookings that hold a room: every state but a declined or canceled one. */
const HOLDING = ['Pending', 'Confirmed', 'ConfirmedPendingNewChange', 'UnMapped', 'UnMappedPersisted'] as const;

/** Rooms of each type of the property held by bookings that share a night with the stay. */
export async function bookedRooms(db: Executor, lodgingId: string, stay: Pick<Stay, 'checkIn' | 'checkOut'>): Promise<Map<string, number>> {
  const roomId = sql<string>`${bookings.snapshot}->'room'->>'roomId'`;
  const rows = await db
    .select({ roomId, count: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      and(
        inArray(bookings.product, ['Hotel', 'Home']),
        inArray(bookings.status, [...HOLDING]),
        eq(sql`${bookings.snapshot}->'lodging'->>'id'`, lodgingId),
        lt(sql`${bookings.snapshot}->>'checkIn'`, stay.checkOut),
        gt(sql`${bookings.snapshot}->>'checkOut'`, stay.checkIn),
      ),
    )
    .groupBy(roomId);
  return new Map(rows.map((r) => [r.roomId, Number(r.count)]));
}

export const stayOf = (s: Pick<StaySelection, 'checkIn' | 'checkOut' | 'guests'>): Stay => ({
  checkIn: s.checkIn,
  checkOut: s.checkOut,
  adults: s.guests.adults,
  children: s.guests.children,
  pets: s.guests.pets,
});

export type FoundRate =
  { kind: 'Found'; room: Room; product: RoomProduct; base: RoomProduct } | { kind: 'Gone'; code: 'NoAvailability' | 'RateNotAvailable' };

/** The chosen rate in the property's rates for the stay now, or why it cannot be sold. */
export function findRate(lodging: Lodging, selection: StaySelection, today: string, booked: ReadonlyMap<string, number>): FoundRate {
  const stay = stayOf(selection);
  if (rentalUnavailability(lodging, stay, today).length > 0) return { kind: 'Gone', code: 'NoAvailability' };
  const room = roomsFor(lodging, stay, today, booked).find((r) => r.roomId === selection.roomId);
  const product = room?.products.find((p) => p.rateId === selection.rateId);
  if (!room || !product || room.roomsLeft <= 0) return { kind: 'Gone', code: 'RateNotAvailable' };
  // A refundable variant covers the rate it was made from: its own policy is the one underneath.
  const base = product.refundable ? (room.products.find((p) => `${p.rateId}-cfar` === product.rateId) ?? product) : product;
  return { kind: 'Found', room, product, base };
}

/**
 * The lines the guest pays: the room for its nights (before the free night), the free night off,
 * taxes and fees, and the cancel-for-any-reason cover of a refundable variant. They sum to its tripTotal.
 */
export function stayBreakdown(product: RoomProduct, nights: number): Breakdown {
  const premium = product.refundable?.premium ?? 0;
  const free = product.complimentaryNightMinor ?? 0;
  const lines: Breakdown['lines'] = [
    { kind: 'BaseFare', label: `Room, ${nights} night${nights === 1 ? '' : 's'}`, amountMinor: product.sellRate - premium + free },
  ];
  if (free > 0) lines.push({ kind: 'Discount', label: 'Complimentary fourth night', amountMinor: -free });
  lines.push({ kind: 'Taxes', label: 'Taxes and fees', amountMinor: product.taxesAndFees });
  if (premium > 0) lines.push({ kind: 'AddOn', label: 'Cancel for any reason', amountMinor: premium });
  return { lines, totalMinor: product.tripTotal };
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** A property-local "YYYY-MM-DDTHH:MM" as an ISO instant. */
export function propertyInstant(lodging: Pick<Lodging, 'city'>, local: string): string {
  return new Date(localInstant(lodging.city, local.slice(0, 10), minutesOf(local.slice(11, 16)))).toISOString();
}
