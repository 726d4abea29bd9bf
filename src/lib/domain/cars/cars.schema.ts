// SPEC §3 car rental shapes, shared by the API and the browser (types only there; the enumerations,
// which the browser uses as values, live in cars.constants.ts and are re-exported here).
import { z } from 'zod';
import { PolicyVerdictSchema } from '../corporate/policy.schema';
import {
  PickupModes,
  CarCancellationPolicies,
  Transmissions,
  CarSizes,
  FuelPolicies,
  CarClasses,
  ExtraPriceTypes,
  ExtraGroups,
  CarSorts,
  DeskKinds,
} from './cars.constants';

export * from './cars.constants';

const IataCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'Use a three-letter airport code, like LAX.');
/** A wall-clock time at the airport, to the minute; the airport's zone gives it its offset. */
const LocalDateTime = z.iso
  .datetime({ local: true, precision: -1, message: 'Use a local date and time like 2026-12-24T10:00.' })
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Use a local date and time like 2026-12-24T10:00, without a time zone.');
const Minor = z.number().int();

export const CarFiltersSchema = z.object({
  carClasses: z.array(z.enum(CarClasses)).max(CarClasses.length).optional(),
  transmissions: z.array(z.enum(Transmissions)).max(Transmissions.length).optional(),
  /** Supplier codes, as the offers and facets name them (ZE, ZI, …). */
  suppliers: z
    .array(z.string().regex(/^[A-Z0-9]{2}$/, 'Use two-character supplier codes, like ZE.'))
    .max(20)
    .optional(),
  sizes: z.array(z.enum(CarSizes)).max(CarSizes.length).optional(),
  fuelPolicies: z.array(z.enum(FuelPolicies)).max(FuelPolicies.length).optional(),
  /** Total price [min, max], minor units, both ends included; min above max is refused (422). */
  priceRange: z.tuple([z.number().int().min(0), z.number().int().min(0)]).optional(),
  freeCancellationOnly: z.boolean().default(false),
  /** A corporate traveler's "In policy only": leaves out offers out of policy; without a policy it leaves out nothing. */
  inPolicyOnly: z.boolean().optional(),
});
export type CarFilters = z.infer<typeof CarFiltersSchema>;

export const CarSearchRequestSchema = z.object({
  /** Rental desks are at airports. */
  pickup: z.object({ kind: z.literal('airport'), code: IataCode }),
  /** `code` is read only for different_drop_off: the car goes back where it came from otherwise. */
  dropoff: z.object({ mode: z.enum(PickupModes), code: IataCode.optional() }).default({ mode: 'same_as_drop_off' }),
  /** Local at the pick-up airport. */
  pickupDateTime: LocalDateTime,
  /** Local at the drop-off airport. */
  dropoffDateTime: LocalDateTime,
  driverAge: z.number().int().min(18, 'Drivers must be at least 18.').max(99, 'Enter an age of 99 or less.').default(30),
  filters: CarFiltersSchema.default({ freeCancellationOnly: false }),
  sort: z.enum(CarSorts).default('recommended'),
  /** SPEC §9: default page size 10. */
  page: z
    .object({ offset: z.number().int().min(0).default(0), limit: z.number().int().min(1).max(100).default(10) })
    .default({ offset: 0, limit: 10 }),
});
export type CarSearchRequest = z.infer<typeof CarSearchRequestSchema>;
/** The request as a client sends it: dropoff, age, filters, sort and page may be left out. */
export type CarSearchInput = z.input<typeof CarSearchRequestSchema>;
/** What the supplier needs to know to price a rental. */
export type CarQuery = Pick<CarSearchRequest, 'pickup' | 'dropoff' | 'pickupDateTime' | 'dropoffDateTime' | 'driverAge'>;

export const CarExtraSchema = z.object({
  code: z.string(),
  name: z.string(),
  group: z.enum(ExtraGroups),
  /** Extra: once per rental; ExtraDaily: per rental day. */
  priceType: z.enum(ExtraPriceTypes),
  amount: Minor,
  /** What it adds to this rental: amount, or amount × rental days. */
  rentalTotal: Minor,
});
export type CarExtra = z.infer<typeof CarExtraSchema>;

const EndpointSchema = z.object({
  airportCode: z.string(),
  airportName: z.string(),
  localDateTime: z.string().describe('local time at the airport, with its offset, e.g. 2026-06-01T10:00:00-07:00'),
  /** Counter: in the terminal; Shuttle: a ride to the supplier's lot. */
  desk: z.enum(DeskKinds),
});

export const CarPriceSchema = z.object({
  currencyCode: z.literal('USD'),
  perDay: Minor,
  base: Minor,
  taxesAndFees: Minor,
  /** different_drop_off only; null when the car goes back to the pick-up airport. */
  oneWayFee: Minor.nullable(),
  /** Drivers under 25 only; null otherwise. */
  youngDriverFee: Minor.nullable(),
  /** base + taxesAndFees + oneWayFee + youngDriverFee. */
  total: Minor,
});
export type CarPrice = z.infer<typeof CarPriceSchema>;

export const MileageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('Unlimited') }),
  z.object({ kind: z.literal('Limited'), perDay: z.number().int(), unit: z.enum(['mi', 'km']), extraPerUnit: Minor }),
]);

export const CarOfferSchema = z.object({
  /** Self-describing: the details endpoint rebuilds the offer from it. */
  offerId: z.string(),
  supplier: z.object({ code: z.string(), name: z.string() }),
  vehicle: z.object({
    /** "Toyota Corolla or similar": the model is not guaranteed, the class is. */
    name: z.string(),
    carClass: z.enum(CarClasses),
    transmission: z.enum(Transmissions),
    size: z.enum(CarSizes),
    seats: z.number().int(),
    bags: z.number().int(),
    doors: z.number().int(),
    airConditioning: z.boolean(),
    fuelPolicy: z.enum(FuelPolicies),
  }),
  cancellation: z.object({
    policy: z.enum(CarCancellationPolicies),
    /** Free cancellation until this local time at the pick-up airport, with its offset; null when there is none. */
    freeCancellationUntil: z.string().nullable(),
    description: z.string(),
  }),
  pickup: EndpointSchema,
  dropoff: EndpointSchema,
  price: CarPriceSchema,
  mileage: MileageSchema,
  /** Search answers the most asked-for extras; details answers them all. */
  extras: z.array(CarExtraSchema),
  /** 0–10, from renters' reviews of this supplier at this airport. */
  rating: z.number().min(0).max(10),
  reviewCount: z.number().int(),
  /** A corporate traveler's policy on this offer's price per day (SPEC §5); absent for a consumer or an inactive policy. */
  policy: PolicyVerdictSchema.optional(),
});
export type CarOffer = z.infer<typeof CarOfferSchema>;

const FacetSchema = z.object({ count: z.number().int(), minTotal: Minor });
export const CarFacetsSchema = z.object({
  /** Offers each class would show (with the other filters applied), cheapest total among them. */
  carClasses: z.array(FacetSchema.extend({ carClass: z.enum(CarClasses) })),
  suppliers: z.array(FacetSchema.extend({ code: z.string(), name: z.string() })),
  transmissions: z.array(FacetSchema.extend({ transmission: z.enum(Transmissions) })),
  sizes: z.array(FacetSchema.extend({ size: z.enum(CarSizes) })),
  fuelPolicies: z.array(FacetSchema.extend({ fuelPolicy: z.enum(FuelPolicies) })),
  /** Cheapest and dearest total of every offer, whatever the filters: a price filter's bounds stay put as filters change. */
  price: z.object({ min: Minor, max: Minor }).nullable(),
  /** With a policy: the offers "In policy only" would show (with the other filters applied). */
  inPolicy: z.number().int().optional(),
});
export type CarFacets = z.infer<typeof CarFacetsSchema>;

export const CarSearchResponseSchema = z.object({
  offers: z.array(CarOfferSchema),
  /** Offers that pass the filters. */
  total: z.number().int(),
  /** Offers before filtering. */
  found: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
  /** Rental days billed: 24-hour periods, with a 29-minute grace. */
  rentalDays: z.number().int(),
  facets: CarFacetsSchema,
});
export type CarSearchResponse = z.infer<typeof CarSearchResponseSchema>;

export const CarDetailsRequestSchema = z.object({ offerId: z.string().min(1).max(120) });

export const RentalTermsSchema = z.object({
  minimumAge: z.number().int(),
  /** Drivers younger than this pay the young driver fee. */
  youngDriverAgeBelow: z.number().int(),
  /** Held on the card at pick-up and released at return, minor units. */
  deposit: Minor,
  licenceHeldMinimumYears: z.number().int(),
  documents: z.array(z.string()),
  acceptedCards: z.array(z.string()),
  additionalDriversAllowed: z.number().int(),
  crossBorder: z.string(),
});
export type RentalTerms = z.infer<typeof RentalTermsSchema>;

export const CarDetailsResponseSchema = z.object({
  offer: CarOfferSchema,
  rentalDays: z.number().int(),
  terms: RentalTermsSchema,
});
export type CarDetailsResponse = z.infer<typeof CarDetailsResponseSchema>;
