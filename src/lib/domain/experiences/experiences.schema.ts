// SPEC §3 experience (activity) shapes, shared by the API and the browser (types only there; the
// enumerations, which the browser uses as values, live in experiences.constants.ts and are
// re-exported here). Money is US cents (minor units), like lodging.
import { z } from 'zod';
import {
  ExperienceSorts,
  RatingFilters,
  DurationFilters,
  TimesOfDay,
  ExperienceFlags,
  PricingKinds,
  TicketTypes,
  TicketScopes,
  ItineraryTypes,
  AgeBands,
  GuideModes,
  PickupKinds,
  ExperienceUnavailableReasons,
  ReviewSorts,
} from './experiences.constants';

export * from './experiences.constants';

const LocalDate = z.iso.date({ message: 'Use a date like 2026-12-24.' });
const Minor = z.number().int();
const count = z.number().int().min(0).max(15).default(0);

/** Travelers by age band; a party's Traveler is someone whose age does not matter (priced as an adult). */
export const TravelersSchema = z.object({
  Adult: count,
  Senior: count,
  Youth: count,
  Child: count,
  Infant: count,
  Traveler: count,
});
export type Travelers = z.infer<typeof TravelersSchema>;

export const ExperienceFiltersSchema = z.object({
  rating: z.enum(RatingFilters).default('Any'),
  /** Any of these durations. */
  duration: z.array(z.enum(DurationFilters)).max(DurationFilters.length).optional(),
  /** An available slot that day starting in any of these parts of the day. */
  timeOfDay: z.array(z.enum(TimesOfDay)).max(TimesOfDay.length).optional(),
  /** Every one of these flags. */
  flags: z.array(z.enum(ExperienceFlags)).max(ExperienceFlags.length).optional(),
  /** Lowest total for the party that day, minor units, inclusive. */
  priceRange: z.tuple([z.number().int().min(0), z.number().int().min(0)]).optional(),
});
export type ExperienceFilters = z.infer<typeof ExperienceFiltersSchema>;

export const ExperienceSearchRequestSchema = z.object({
  /** A city, by the id the location autocomplete answers (`city:<name>|<country code>`). */
  location: z.discriminatedUnion('kind', [z.object({ kind: z.literal('Market'), id: z.string().max(120) })]),
  date: LocalDate,
  travelers: TravelersSchema,
  sort: z.enum(ExperienceSorts).default('Recommended'),
  filters: ExperienceFiltersSchema.default({ rating: 'Any' }),
  page: z
    .object({ offset: z.number().int().min(0).max(10_000).default(0), limit: z.number().int().min(1).max(100).default(10) })
    .default({ offset: 0, limit: 10 }),
});
export type ExperienceSearchRequest = z.infer<typeof ExperienceSearchRequestSchema>;
export type ExperienceSearchInput = z.input<typeof ExperienceSearchRequestSchema>;

export const AgeBandDefSchema = z.object({ band: z.enum(AgeBands), minAge: z.number().int(), maxAge: z.number().int() });
export type AgeBandDef = z.infer<typeof AgeBandDefSchema>;

export const SlotSummarySchema = z.object({
  slotId: z.string(),
  /** Local time in the experience's city, HH:MM. */
  startTime: z.string(),
  timeOfDay: z.enum(TimesOfDay),
});

export const ExperienceSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The Market id of its city. */
  cityId: z.string(),
  city: z.string(),
  country: z.string(),
  itineraryType: z.enum(ItineraryTypes),
  durationMinutes: z.number().int(),
  /** 0 to 5; 0 with no reviews yet. */
  rating: z.number().min(0).max(5),
  reviewCount: z.number().int(),
  flags: z.array(z.enum(ExperienceFlags)),
  pricing: z.enum(PricingKinds),
  images: z.array(z.object({ url: z.string() })),
  /** Available: the party's lowest total that day and the slots it fits in; Unavailable: why. */
  availability: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('Available'), lowestTotal: Minor, slots: z.array(SlotSummarySchema).min(1) }),
    z.object({ kind: z.literal('Unavailable'), reason: z.enum(ExperienceUnavailableReasons) }),
  ]),
});
export type ExperienceSummary = z.infer<typeof ExperienceSummarySchema>;

const counts = <T extends readonly [string, ...string[]]>(values: T) => z.record(z.enum(values), z.number().int());
export const ExperienceFacetsSchema = z.object({
  /** Experiences each filter value would show, with the other filters applied. */
  rating: counts(RatingFilters),
  duration: counts(DurationFilters),
  timeOfDay: counts(TimesOfDay),
  flags: counts(ExperienceFlags),
  price: z.object({ min: Minor, max: Minor }).nullable(),
});
export type ExperienceFacets = z.infer<typeof ExperienceFacetsSchema>;

export const ExperienceSearchResponseSchema = z.object({
  experiences: z.array(ExperienceSummarySchema),
  /** Experiences matching the filters (all pages). */
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
  facets: ExperienceFacetsSchema,
});
export type ExperienceSearchResponse = z.infer<typeof ExperienceSearchResponseSchema>;

export const ExperienceCancellationPolicySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('FullyRefundable'), hoursBefore: z.number().int() }),
  z.object({ kind: z.literal('PartiallyRefundable'), hoursBefore: z.number().int(), refundPercentage: z.number().int() }),
  z.object({ kind: z.literal('NonRefundable') }),
]);
export type ExperienceCancellationPolicy = z.infer<typeof ExperienceCancellationPolicySchema>;

export const ExperiencePricingSchema = z.discriminatedUnion('kind', [
  /** One price per traveler of each band, before the day's factor. */
  z.object({ kind: z.literal('PerPerson'), prices: z.array(z.object({ band: z.enum(AgeBands), price: Minor })) }),
  /** One price per group of up to maxGroupSize, whatever their ages. */
  z.object({ kind: z.literal('PerGroup'), groupPrice: Minor, maxGroupSize: z.number().int() }),
]);
export type ExperiencePricing = z.infer<typeof ExperiencePricingSchema>;

export const PartyPriceSchema = z.object({
  total: Minor,
  lines: z.array(z.object({ unit: z.enum([...AgeBands, 'Group']), count: z.number().int(), unitPrice: Minor, subtotal: Minor })),
});
export type PartyPrice = z.infer<typeof PartyPriceSchema>;

export const SlotSchema = SlotSummarySchema.extend({
  /** The start as a UTC instant. */
  startsAt: z.string(),
  /** Places left; 0 when sold out. */
  remaining: z.number().int(),
  status: z.enum(['Available', 'SoldOut', 'TooFewPlaces', 'NotBookable']),
  /** The party's price in this slot; null when the party cannot book the experience. */
  price: PartyPriceSchema.nullable(),
});
export type Slot = z.infer<typeof SlotSchema>;

export const ExperienceDetailsRequestSchema = z.object({
  id: z.string().max(40),
  date: LocalDate,
  travelers: TravelersSchema,
});
export type ExperienceDetailsRequest = z.infer<typeof ExperienceDetailsRequestSchema>;

export const ExperienceDetailsResponseSchema = z.object({
  experience: ExperienceSummarySchema,
  description: z.string(),
  timeZone: z.string(),
  bands: z.array(AgeBandDefSchema),
  pricing: ExperiencePricingSchema,
  ticket: z.object({ type: z.enum(TicketTypes), scope: z.enum(TicketScopes) }),
  guides: z.array(z.enum(GuideModes)),
  /** Where the operator picks travelers up; null when they meet at the start point. */
  pickup: z.array(z.enum(PickupKinds)).nullable(),
  cancellation: ExperienceCancellationPolicySchema,
  slots: z.array(SlotSchema),
});
export type ExperienceDetailsResponse = z.infer<typeof ExperienceDetailsResponseSchema>;

/** SPEC §7 autocomplete/experiences: `l` is the text typed so far. */
export const ExperienceQuerySchema = z.object({ l: z.string().max(100, 'Type at most 100 characters.') });
export const ExperienceOptionSchema = z.object({
  /** `city:<name>|<country code>` (search that city) or an experience id (open it). */
  id: z.string(),
  kind: z.enum(['city', 'experience']),
  label: z.string(),
  sublabel: z.string(),
});
export type ExperienceOption = z.infer<typeof ExperienceOptionSchema>;
export const ExperienceAnswerSchema = z.object({
  categories: z.array(z.object({ label: z.enum(['Cities', 'Experiences', 'EmptyMatch']), results: z.array(ExperienceOptionSchema) })),
});
export type ExperienceAnswer = z.infer<typeof ExperienceAnswerSchema>;

/** SPEC §3 review sorts: the most recent reviews of an experience, newest first or by rating. */
export const ExperienceReviewsRequestSchema = z.object({
  id: z.string().max(40),
  sort: z.enum(ReviewSorts).default('Newest'),
  page: z
    .object({ offset: z.number().int().min(0).max(1_000).default(0), limit: z.number().int().min(1).max(50).default(5) })
    .default({ offset: 0, limit: 5 }),
});
export type ExperienceReviewsRequest = z.infer<typeof ExperienceReviewsRequestSchema>;

export const ExperienceReviewSchema = z.object({
  reviewId: z.string(),
  /** First name and initial, as reviewers sign. */
  author: z.string(),
  travelerType: z.enum(['Solo', 'Couple', 'Family', 'Friends']),
  /** 1 to 5 stars. */
  rating: z.number().int().min(1).max(5),
  /** The day it was written, 'YYYY-MM-DD'. */
  date: z.string(),
  title: z.string(),
  text: z.string(),
});
export type ExperienceReview = z.infer<typeof ExperienceReviewSchema>;

export const ExperienceReviewsResponseSchema = z.object({
  reviews: z.array(ExperienceReviewSchema),
  /** Reviews that can be read here: the most recent ones. */
  total: z.number().int(),
  /** Every review the rating counts. */
  reviewCount: z.number().int(),
  rating: z.number(),
  /** How many of the readable reviews gave each number of stars, 5 first. */
  stars: z.array(z.object({ stars: z.number().int(), count: z.number().int() })),
  offset: z.number().int(),
  limit: z.number().int(),
});
export type ExperienceReviewsResponse = z.infer<typeof ExperienceReviewsResponseSchema>;
