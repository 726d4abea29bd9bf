// What a stay booking keeps, re-priced by the server: what Trips and the email show (the stay trip
// fields) and what cancelling needs later (the rate's deadlines as instants, what was paid).
import { z } from 'zod';
import { CancellationPolicies } from '../../../../lib/domain/lodging/lodging.constants';
import { stayTripFields } from '../../../../lib/domain/lodging/stay-trip.schema';

const stayFields = {
  ...stayTripFields,
  guest: stayTripFields.guest.extend({ travelerId: z.string() }),
  contact: z.object({ email: z.string(), phone: z.string() }),
  checkInUtc: z.string(),
  /** The rate's own free-cancellation deadline as an instant, or null for a non-refundable rate. */
  cancelByUtc: z.string().nullable(),
  /** The policy of the rate itself (for a refundable variant, of the rate it covers). */
  baseCancellation: z.enum(CancellationPolicies),
  /** What a partially refundable rate keeps: the first night with its taxes. */
  firstNightMinor: z.number().int(),
  paidMinor: z.number().int(),
  /** The rate's price a night as the results showed it: what the hotel policy limits (absent on older bookings). */
  perNightMinor: z.number().int().optional(),
};

export const HotelDetailsSchema = z.object({ product: z.literal('Hotel'), ...stayFields });
export const HomeDetailsSchema = z.object({ product: z.literal('Home'), ...stayFields });
