// SPEC §3 flight shapes, shared by the API (validation, OpenAPI) and the browser (types only; the
// enumerations, which the browser uses as values, live in flights.constants.ts and are re-exported here).
import { z } from 'zod';
import { PolicyVerdictSchema } from '../corporate/policy.schema';
import { FareRatingNames, Cabins, FlightSortKeys, StopsFilters } from './flights.constants';

export * from './flights.constants';

export const IataCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'Use a three-letter airport code, like JFK.');
const LocalDateSchema = z.iso.date({ message: 'Use a date like 2026-12-24.' });

export const PassengerCountsSchema = z.object({
  /** Adults. */
  ADT: z.number().int().min(0).max(99),
  /** Children. */
  CNN: z.number().int().min(0).max(99).default(0),
  /** Infants on a lap. */
  INF: z.number().int().min(0).max(99).default(0),
  /** Infants in their own seat. */
  INS: z.number().int().min(0).max(99).default(0),
});
export type PassengerCounts = z.infer<typeof PassengerCountsSchema>;

const minuteOfDay = z.number().int().min(0).max(1440);
export const FlightFiltersSchema = z
  .object({
    stops: z.enum(StopsFilters).default('DEFAULT'),
    /** Only itineraries whose every segment is marketed by one of these carriers. */
    airlines: z
      .array(z.string().regex(/^[A-Z0-9]{2}$/, 'Use two-character airline codes, like AA.'))
      .max(50)
      .optional(),
    /** NoLCC: leave out itineraries with a low-cost carrier (Spirit, JetBlue, Frontier). */
    noLowCostCarriers: z.boolean().default(false),
    /** Local departure and arrival time windows of the first slice, minutes after midnight. */
    departureWindow: z.tuple([minuteOfDay, minuteOfDay]).optional(),
    arrivalWindow: z.tuple([minuteOfDay, minuteOfDay]).optional(),
    /** Longest slice, in minutes. */
    maxDurationMinutes: z.number().int().positive().optional(),
    /** Lowest-fare total range, minor units. */
    priceRange: z.tuple([z.number().int().min(0), z.number().int().min(0)]).optional(),
    /** A corporate traveler's "In policy only": leaves out itineraries whose shown fare is out of policy. */
    inPolicyOnly: z.boolean().optional(),
  })
  .default({ stops: 'DEFAULT', noLowCostCarriers: false });
export type FlightFilters = z.infer<typeof FlightFiltersSchema>;

export const FlightSearchRequestSchema = z.object({
  tripType: z.enum(['oneWay', 'roundTrip', 'multiCity']),
  slices: z
    .array(z.object({ origin: IataCodeSchema, destination: IataCodeSchema, departureDate: LocalDateSchema }))
    .min(1)
    .max(5, 'A multi-city trip has at most 5 flights.'),
  passengers: PassengerCountsSchema,
  /**
   * The fare class the results show: each itinerary's `fares[0]` is its fare of that class (or the
   * nearest class above; itineraries with neither are left out), see fare-class.ts. The answer
   * still carries every shelf of each itinerary.
   */
  fareClass: z.enum(FareRatingNames).optional(),
  sort: z.enum(FlightSortKeys).default('fareScore'),
  filters: FlightFiltersSchema,
  /** SPEC §9: default page size 10. */
  page: z
    .object({ offset: z.number().int().min(0).default(0), limit: z.number().int().min(1).max(500).default(10) })
    .default({ offset: 0, limit: 10 }),
});
export type FlightSearchRequest = z.infer<typeof FlightSearchRequestSchema>;
/** The request as a client sends it: sort, filters and page may be left out. */
export type FlightSearchInput = z.input<typeof FlightSearchRequestSchema>;
/** What the supplier needs to know: the trip, who flies, and the fare class the results show. */
export type FlightQuery = Pick<FlightSearchRequest, 'tripType' | 'slices' | 'passengers' | 'fareClass'>;

export const RewardsAmountSchema = z.object({
  accountReferenceId: z.string(),
  value: z.number(),
  currency: z.enum(['Miles', 'Cash']),
  currencyDescription: z.string(),
});

export const AmountSchema = z.object({
  fiat: z.object({ value: z.number().int().describe('minor units'), currencyCode: z.literal('USD'), currencySymbol: z.literal('$') }),
  rewards: z.array(RewardsAmountSchema),
});

export const BaggageInfoSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('Allowed'),
    pieces: z.number().int().min(1),
    descriptions: z.array(z.string()),
    charges: z.array(z.object({ firstPiece: z.number().int(), amount: z.number().int(), currency: z.literal('USD') })),
  }),
  z.object({ kind: z.literal('NotAllowed') }),
  z.object({ kind: z.literal('Unknown') }),
]);
export type BaggageInfo = z.infer<typeof BaggageInfoSchema>;

export const PenaltySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('NoPenalty') }),
  z.object({ kind: z.literal('NotPossible') }),
  z.object({ kind: z.literal('Unknown') }),
  z.object({ kind: z.literal('WithFee'), amount: z.number().int(), currency: z.literal('USD') }),
]);
export const PenaltyInfoSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('Known'), change: PenaltySchema, cancel: PenaltySchema }),
  z.object({ kind: z.literal('ExternallyManaged') }),
  z.object({ kind: z.literal('Unknown') }),
]);
export type PenaltyInfo = z.infer<typeof PenaltyInfoSchema>;

export const FareScoreSchema = z.object({
  isCheapest: z.boolean(),
  isFastest: z.boolean(),
  isBest: z.boolean(),
  isBestQuality: z.boolean(),
});

export const FareSchema = z.object({
  fareId: z.string(),
  fareShelf: z.object({ rating: z.number().int().min(0).max(4), shortBrandName: z.string(), cabin: z.enum(Cabins) }),
  baseFare: z.number().int(),
  taxes: z.number().int(),
  amount: AmountSchema,
  baggage: BaggageInfoSchema,
  penalties: PenaltyInfoSchema,
  /** A corporate traveler's policy on this fare (SPEC §5); absent for a consumer or an inactive policy. */
  policy: PolicyVerdictSchema.optional(),
});
export type Fare = z.infer<typeof FareSchema>;

export const SegmentSchema = z.object({
  origin: z.object({ locationCode: z.string() }),
  destination: z.object({ locationCode: z.string() }),
  marketingAirline: z.object({ code: z.string(), flightNumber: z.string() }),
  operatingAirline: z.object({ code: z.string() }),
  scheduledDeparture: z.string().describe('UTC instant'),
  scheduledArrival: z.string().describe('UTC instant'),
  zonedDeparture: z.string().describe('local time at the origin, with its offset'),
  zonedArrival: z.string().describe('local time at the destination, with its offset'),
  durationMinutes: z.number().int(),
  stops: z.literal(0),
  /** Layover after this segment, before the next one of the slice (0 on the last). */
  stopoverDurationMinutes: z.number().int(),
  isSelfTransferLayover: z.boolean(),
  /** Days between the slice's local departure date and this segment's local arrival date. */
  plusDays: z.number().int(),
});
export type Segment = z.infer<typeof SegmentSchema>;

export const SliceSchema = z.object({
  origin: z.string(),
  destination: z.string(),
  zonedDeparture: z.string(),
  zonedArrival: z.string(),
  durationMinutes: z.number().int(),
  stops: z.number().int(),
  plusDays: z.number().int(),
  segments: z.array(SegmentSchema),
});
export type Slice = z.infer<typeof SliceSchema>;

export const FlightTags = ['Best Overall', 'Best Price', 'Best Quality', 'Fastest'] as const;
export type FlightTag = (typeof FlightTags)[number];

export const ItinerarySchema = z.object({
  id: z.string(),
  multiTicketType: z.enum(['single', 'hackerFare', 'virtualInterline']),
  slices: z.array(SliceSchema),
  /** The fare the result shows first (the search's fare class, else the cheapest; see fare-class.ts), then the others. */
  fares: z.array(FareSchema).min(1),
  fareScore: FareScoreSchema,
  tags: z.array(z.enum(FlightTags)),
  /** Best Overall score (see tagOptions in flights.ts); the fareScore sort orders by it. */
  score: z.number(),
  /** Carriers that market a segment, in order of appearance. */
  airlines: z.array(z.string()),
});
export type Itinerary = z.infer<typeof ItinerarySchema>;

export const AirlineInfoSchema = z.object({ code: z.string(), name: z.string(), isLowCost: z.boolean(), isFlagged: z.boolean() });
export const AirportInfoSchema = z.object({
  code: z.string(),
  name: z.string(),
  city: z.string(),
  country: z.string(),
  timeZone: z.string(),
});

export const FlightFacetsSchema = z.object({
  /** Itineraries each stops filter would show (with the other filters applied). */
  stops: z.record(z.enum(StopsFilters), z.number().int()),
  /**
   * Per carrier: the itineraries it flies entirely (what choosing it alone shows) and the lowest total
   * among them; 0 when it only flies part of trips, with the lowest total of those.
   */
  airlines: z.array(z.object({ code: z.string(), count: z.number().int(), minPrice: z.number().int() })),
  price: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  durationMinutes: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  /** With a policy: the itineraries "In policy only" would show (with the other filters applied). */
  inPolicy: z.number().int().optional(),
});
export type FlightFacets = z.infer<typeof FlightFacetsSchema>;

export const FlightSearchResponseSchema = z.object({
  itineraries: z.array(ItinerarySchema),
  airlines: z.array(AirlineInfoSchema),
  airports: z.array(AirportInfoSchema),
});
export type FlightSearchResponse = z.infer<typeof FlightSearchResponseSchema>;

/** What the API answers: one page of the filtered, sorted results, with counts for the filters. */
export const FlightShopResponseSchema = FlightSearchResponseSchema.extend({
  /** Itineraries matching the filters (all pages). */
  total: z.number().int(),
  /** Itineraries the search found before filtering. */
  found: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
  facets: FlightFacetsSchema,
});
export type FlightShopResponse = z.infer<typeof FlightShopResponseSchema>;

export const PriceCalendarRequestSchema = z.object({
  origin: IataCodeSchema,
  destination: IataCodeSchema,
  /** First departure date shown. */
  from: LocalDateSchema,
  days: z.number().int().min(1).max(62).default(31),
});
export const PriceLevels = ['low', 'medium', 'high'] as const;
export const PriceCalendarResponseSchema = z.object({
  days: z.array(
    z.object({
      date: z.string(),
      /** Cheapest one-way fare that day for one adult, minor units; null when nothing flies. */
      lowest: z.number().int().nullable(),
      level: z.enum(PriceLevels).nullable(),
    }),
  ),
});
export type PriceCalendarResponse = z.infer<typeof PriceCalendarResponseSchema>;

/** A route: one adult's lowest basic fare one way, or both ways added (what a price watch follows). */
export const PricePredictionRouteSchema = z.object({
  origin: IataCodeSchema,
  destination: IataCodeSchema,
  departureDate: LocalDateSchema,
  returnDate: LocalDateSchema.optional(),
});
/**
 * The search itself (the results page's prediction): the prices are those the search's results show,
 * for the same slices, passengers and fare class, so "today's lowest" is the cheapest result.
 */
export const PricePredictionSearchSchema = FlightSearchRequestSchema.pick({
  tripType: true,
  slices: true,
  passengers: true,
  fareClass: true,
});
export const PricePredictionRequestSchema = z.union([PricePredictionSearchSchema, PricePredictionRouteSchema]);

/** A search and the first-departure days to price it on (the results page's nearby dates). */
export const NearbyDatesRequestSchema = PricePredictionSearchSchema.extend({
  departureDates: z.array(LocalDateSchema).min(1).max(14),
});
export type NearbyDatesRequest = z.infer<typeof NearbyDatesRequestSchema>;
export const NearbyDatesResponseSchema = z.object({
  days: z.array(
    z.object({
      date: z.string(),
      /**
       * The cheapest price the results would show for the search moved to leave that day (every
       * flight moved by as many days; every traveler; its fare class); null when nothing flies or
       * the moved trip cannot be sold (a flight in the past or beyond the selling window).
       */
      lowest: z.number().int().nullable(),
      level: z.enum(PriceLevels).nullable(),
    }),
  ),
});
export type NearbyDatesResponse = z.infer<typeof NearbyDatesResponseSchema>;
export type PricePredictionRequest = z.infer<typeof PricePredictionRequestSchema>;
const PricePointSchema = z.object({ day: z.string(), price: z.number().int() });
export const PricePredictionResponseSchema = z.object({
  rating: z.enum(['fair', 'good', 'great', 'wait']),
  recommendation: z.enum(['buy', 'wait']),
  /** Today's lowest trip price, minor units: of a search, its cheapest result's shown price (every passenger); of a route, one adult's. */
  current: z.number().int(),
  expectedLowest: z.number().int(),
  /** Lowest price on each of the last 30 search days, today last. */
  history: z.array(PricePointSchema),
  forecast: z.array(PricePointSchema),
  /** The change expected within `withinDays` days, minor units, signed, whole dollars (low ≤ high); see expectedMove. */
  move: z.object({
    direction: z.enum(['rise', 'drop', 'flat']),
    low: z.number().int(),
    high: z.number().int(),
    withinDays: z.number().int().min(0),
  }),
  /** The predictor's backtest (npm run backtest -- --write); `path` is the terms section that explains it. */
  accuracy: z.object({
    hitRate: z.number().min(0).max(1),
    samples: z.number().int(),
    alwaysBuyHitRate: z.number().min(0).max(1),
    measuredOn: z.string(),
    path: z.string(),
  }),
});
export type PricePredictionResponse = z.infer<typeof PricePredictionResponseSchema>;
