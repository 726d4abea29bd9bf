// What an experience booking keeps: what Trips and the email show (the experience trip fields) and
// what holding its places and cancelling need (places taken in the slot, what was paid).
import { z } from 'zod';
import { experienceTripFields } from '../../../../lib/domain/experiences/experience-trip.schema';

export const ExperienceDetailsSchema = z.object({
  product: z.literal('Experience'),
  ...experienceTripFields,
  leadTraveler: experienceTripFields.leadTraveler.extend({ travelerId: z.string() }),
  contact: z.object({ email: z.string(), phone: z.string() }),
  /** Places taken in the slot: travelers, or groups for a per-group price. */
  places: z.number().int(),
  paidMinor: z.number().int(),
});
