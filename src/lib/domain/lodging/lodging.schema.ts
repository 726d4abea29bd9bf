// SPEC §3 lodging shapes, shared by the API and the browser (types only there; the enumerations,
// which the browser uses as values, live in lodging.constants.ts and are re-exported here).
import { z } from 'zod';
import { PolicyVerdictSchema } from '../corporate/policy.schema';
import {
  Collections,
  StarRatings,
  CancellationPolicies,
  PaymentTimings,
  MealPlans,
  BedTypes,
  LodgingSorts,
  LodgingKinds,
  Amenities,
  ImageCategories,
  UnavailabilityReasons,
} from './lodging.constants';

export * from './lodging.constants';

const LocalDate = z.iso.date({ message: 'Use a date like 2026-12-24.' });
const Minor = z.number().int();

export const LodgingLocationSchema = z.discriminatedUnion('kind', [
  /** A point and a radius, e.g. "near me" or a map centre. */
  z.object({
    kind: z.literal('Location'),
    lat: z.number().min(-90).max(90),
    lon: z.number().min(-180).max(180),
    radiusKm: z.number().positive().max(100).default(25),
  }),
  z.object({ kind: z.literal('LodgingIds'), ids: z.array(z.string().max(40)).min(1).max(50) }),
  /** A city, by the id the location autocomplete answers (`city:<name>|<country code>`). */
  z.object({ kind: z.literal('Market'), id: z.string().max(120) }),
  /** An airport or landmark code, searched around. */
  z.object({ kind: z.literal('Place'), code: z.string().regex(/^[A-Za-z]{3}$/, 'Use a three-letter airport code.') }),
]);

export const LodgingSearchRequestSchema = z.object({
  location: LodgingLocationSchema,
  checkIn: LocalDate,
  checkOut: LocalDate,
  guests: z.object({
    adults: z.number().int().min(1).max(16),
    children: z.number().int().min(0).max(10).default(0),
    pets: z.number().int().min(0).max(4).default(0),
  }),
  kinds: z.array(z.enum(LodgingKinds)).min(1).default(['hotel']),
  sort: z.enum(LodgingSorts).default('MostRecommended'),
  filters: z
    .object({
      starRatings: z.array(z.number().int().min(1).max(5)).optional(),
      amenities: z.array(z.enum(Amenities)).optional(),
      freeCancellationOnly: z.boolean().default(false),
      /** Guest rating at least this (0–10). */
      minUserRating: z.number().min(0).max(10).optional(),
      collections: z.array(z.enum(Collections)).optional(),
      /** Nightly price range, minor units. */
      priceRange: z.tuple([z.number().int().min(0), z.number().int().min(0)]).optional(),
      /** Map bounds: [south, west, north, east]. */
      bounds: z.tuple([z.number(), z.number(), z.number(), z.number()]).optional(),
      /** A corporate traveler's "In policy only": keeps the stays marked InPolicy; without a policy it keeps all. */
      inPolicyOnly: z.boolean().optional(),
    })
    .default({ freeCancellationOnly: false }),
  page: z
    .object({ offset: z.number().int().min(0).default(0), limit: z.number().int().min(1).max(100).default(10) })
    .default({ offset: 0, limit: 10 }),
});
export type LodgingSearchRequest = z.infer<typeof LodgingSearchRequestSchema>;
export type LodgingSearchInput = z.input<typeof LodgingSearchRequestSchema>;

export const LodgingImageSchema = z.object({ url: z.string(), category: z.enum(ImageCategories), kind: z.literal('ResizableImage') });

export const RoomProductSchema = z.object({
  rateId: z.string(),
  variant: z.enum(['Default', 'RefundableRoom']),
  cancellation: z.enum(CancellationPolicies),
  /** Free cancellation until this local date and time (FullyRefundable and PartiallyRefundable). */
  cancelBy: z.string().nullable(),
  payment: z.enum(PaymentTimings),
  mealPlan: z.enum(MealPlans),
  /** Nightly sell rate and stay total before taxes, and the trip total with taxes and fees, minor units. */
  perNightSellRate: Minor,
  sellRate: Minor,
  taxesAndFees: Minor,
  tripTotal: Minor,
  /** Lifestyle and Premier hotels, four nights or more: the fourth night's rate, already off sellRate (SPEC §5). */
  complimentaryNightMinor: Minor.nullable(),
  /** RefundableRoom only: what the cancel-for-any-reason cover adds. */
  refundable: z
    .object({
      quoteId: z.string(),
      premium: Minor,
      perNightPremium: Minor,
      premiumPercentage: z.number().int(),
      coveragePercentage: z.number().int(),
      coverageAmount: Minor,
      shouldRefundCfarPremium: z.boolean(),
    })
    .nullable(),
  /** A corporate traveler's policy on this rate's nightly price (SPEC §5); absent for a consumer or an inactive policy. */
  policy: PolicyVerdictSchema.optional(),
});
export type RoomProduct = z.infer<typeof RoomProductSchema>;

export const RoomSchema = z.object({
  roomId: z.string(),
  name: z.string(),
  beds: z.array(z.object({ type: z.enum(BedTypes), count: z.number().int() })),
  maxOccupancy: z.number().int(),
  areaSqm: z.number().int(),
  /** Rooms of this type left to sell for the stay (every night); 0 = sold out. */
  roomsLeft: z.number().int(),
  products: z.array(RoomProductSchema),
});
export type Room = z.infer<typeof RoomSchema>;

export const LodgingSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(LodgingKinds),
  name: z.string(),
  collection: z.enum(Collections),
  starRating: z.enum(StarRatings),
  userRating: z.number().min(0).max(10),
  reviewCount: z.number().int(),
  city: z.string(),
  country: z.string(),
  lat: z.number(),
  lon: z.number(),
  distanceKm: z.number(),
  amenities: z.array(z.enum(Amenities)),
  images: z.array(LodgingImageSchema),
  /** Available: the cheapest product; Unavailable: why (vacation rentals). */
  availability: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('Available'), lowestPerNight: Minor, lowestTripTotal: Minor, freeCancellation: z.boolean() }),
    z.object({ kind: z.literal('Unavailable'), reasons: z.array(z.enum(UnavailabilityReasons)) }),
  ]),
  /**
   * A corporate traveler's policy on the shown nightly price and the stars (SPEC §5); absent for a
   * consumer, an inactive policy, or a stay that is unavailable and so has no price to judge.
   */
  policy: PolicyVerdictSchema.optional(),
});
export type LodgingSummary = z.infer<typeof LodgingSummarySchema>;

export const LodgingSearchResponseSchema = z.object({
  lodgings: z.array(LodgingSummarySchema),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
  nights: z.number().int(),
  /** Map bounds that hold every result: [south, west, north, east]. */
  bounds: z.tuple([z.number(), z.number(), z.number(), z.number()]).nullable(),
  /**
   * How many properties each filter value would keep with the other filters as they are (kinds:
   * the tabs, with the filters but not the tab), so a filter's own choice never zeroes its counts.
   */
  facets: z.object({
    kinds: z.record(z.string(), z.number().int()),
    stars: z.record(z.string(), z.number().int()),
    amenities: z.record(z.string(), z.number().int()),
    collections: z.record(z.string(), z.number().int()),
    freeCancellation: z.number().int(),
    /** With a policy: the properties "In policy only" would keep (with the other filters applied). */
    inPolicy: z.number().int().optional(),
  }),
  /**
   * SPEC §4: how much of the list, before paging and "In policy only", is in policy; a consumer's
   * list reads 'none'. 'all' means "In policy only" would leave nothing out.
   */
  policyCompliance: z.enum(['none', 'some', 'all']),
});
export type LodgingSearchResponse = z.infer<typeof LodgingSearchResponseSchema>;

export const LodgingDetailsRequestSchema = z.object({
  id: z.string().max(40),
  checkIn: LocalDate,
  checkOut: LocalDate,
  guests: z.object({
    adults: z.number().int().min(1).max(16),
    children: z.number().int().min(0).max(10).default(0),
    pets: z.number().int().min(0).max(4).default(0),
  }),
});
export const LodgingDetailsResponseSchema = z.object({
  lodging: LodgingSummarySchema,
  description: z.string(),
  checkInTime: z.string(),
  checkOutTime: z.string(),
  /** The property's IANA zone: times and cancel deadlines are its local wall-clock times. */
  timeZone: z.string(),
  /** Vacation rentals: the host and the rules a stay must meet (the unavailability reasons check these). */
  rental: z
    .object({
      hostName: z.string(),
      minStay: z.number().int(),
      maxStay: z.number().int(),
      petsAllowed: z.boolean(),
      /** Weekdays a stay may start or end on (0 = Sunday); empty = any day. */
      checkInDays: z.array(z.number().int()),
      checkOutDays: z.array(z.number().int()),
      minBookingWindowDays: z.number().int(),
      maxOccupancy: z.number().int(),
    })
    .nullable(),
  rooms: z.array(RoomSchema),
});
export type LodgingDetailsResponse = z.infer<typeof LodgingDetailsResponseSchema>;
