// What the booking engine tells analytics (SPEC §7 tracking events, recorded server-side): written
// in the same transaction as the state change it reports, so an event exists exactly when the
// change does. Only the confirmation email leaves the database, so only it goes through the outbox.
import { trackingEvents, type bookings } from '../../db/schema';
import type { Tx } from './payment';

type Booking = Pick<
  typeof bookings.$inferSelect,
  'id' | 'userId' | 'product' | 'totalMinor' | 'cardMinor' | 'rewardsMinor' | 'walletMinor' | 'protections'
>;
export type BookingEventName =
  | 'booking_scheduled'
  | 'booking_confirmed'
  | 'booking_failed'
  | 'booking_canceled'
  | 'schedule_change_detected'
  | 'schedule_change_accepted'
  | 'schedule_change_rebooked'
  | 'addon_purchased'
  | 'flight_exchanged'
  | 'missed_connection_rebooked'
  | 'rebooking_requested'
  | 'rebooking_accepted'
  | 'rebooking_denied';

/** Flat properties (the tracking store takes scalars only); amounts in cents, nothing of a card. */
export function bookingEventProperties(booking: Booking, failureCode?: string): Record<string, string | number | boolean | null> {
  const form = booking.rewardsMinor === 0 ? 'fiat' : booking.cardMinor === 0 ? 'rewards' : 'split';
  return {
    booking_id: booking.id,
    product: booking.product,
    total_minor: booking.totalMinor,
    amount_form: form,
    rewards_minor: booking.rewardsMinor,
    wallet_minor: booking.walletMinor,
    protections: booking.protections.map((p) => p.product).join(','),
    failure_code: failureCode ?? null,
    source: 'server',
  };
}

export async function recordBookingEvent(tx: Tx, name: BookingEventName, booking: Booking, now: Date, failureCode?: string): Promise<void> {
  await tx
    .insert(trackingEvents)
    .values({ userId: booking.userId, sessionId: null, name, properties: bookingEventProperties(booking, failureCode), createdAt: now });
}
