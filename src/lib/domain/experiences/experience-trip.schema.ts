// What a booked experience shows in Trips, the confirmation and the email (SPEC §3 trip kind
// Experience): the activity, its day and start on the city's clock, the party and its price lines,
// the ticket, the guide and pickup, the cancellation policy and the lead traveler.
import { z } from 'zod';
import {
  ExperienceCancellationPolicySchema,
  GuideModes,
  ItineraryTypes,
  PartyPriceSchema,
  PickupKinds,
  TicketScopes,
  TicketTypes,
  TravelersSchema,
} from './experiences.schema';

export const experienceTripFields = {
  experience: z.object({
    id: z.string(),
    title: z.string(),
    city: z.string(),
    country: z.string(),
    /** The city's IANA zone: the start is its wall-clock time. */
    timeZone: z.string(),
    itineraryType: z.enum(ItineraryTypes),
    durationMinutes: z.number().int(),
    description: z.string(),
    image: z.string().nullable(),
  }),
  /** The local day, 'YYYY-MM-DD'. */
  date: z.string(),
  slot: z.object({ slotId: z.string(), startTime: z.string(), startsAt: z.string().describe('UTC instant the activity starts') }),
  travelers: TravelersSchema,
  price: PartyPriceSchema,
  /** How the operator takes the ticket (not the trip's `ticket`, the engine's ticketing state). */
  ticketFormat: z.object({ type: z.enum(TicketTypes), scope: z.enum(TicketScopes) }),
  guides: z.array(z.enum(GuideModes)),
  pickup: z.array(z.enum(PickupKinds)).nullable(),
  cancellationPolicy: ExperienceCancellationPolicySchema,
  leadTraveler: z.object({ givenName: z.string(), surname: z.string() }),
};
