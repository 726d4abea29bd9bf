// SPEC §3 packages: a flight and a hotel bought together.
import { z } from 'zod';
import { IataCodeSchema } from '../flights/flights.schema';
import { LodgingSummarySchema } from '../lodging/lodging.schema';

const LocalDate = z.iso.date({ message: 'Use a date like 2026-12-24.' });

export const PackageSearchRequestSchema = z.object({
  origin: IataCodeSchema,
  destination: IataCodeSchema,
  departureDate: LocalDate,
  returnDate: LocalDate,
  travelers: z.object({ adults: z.number().int().min(1).max(9), children: z.number().int().min(0).max(8).default(0) }),
  sort: z.enum(['Price', 'MostRecommended', 'StarRating']).default('MostRecommended'),
  page: z
    .object({ offset: z.number().int().min(0).default(0), limit: z.number().int().min(1).max(50).default(10) })
    .default({ offset: 0, limit: 10 }),
});
export type PackageSearchRequest = z.infer<typeof PackageSearchRequestSchema>;
export type PackageSearchInput = z.input<typeof PackageSearchRequestSchema>;

export const PackageDiscountSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('NoDiscount') }),
  z.object({ kind: z.literal('WithDiscount'), percent: z.number().int(), savings: z.number().int() }),
]);
export type PackageDiscount = z.infer<typeof PackageDiscountSchema>;

export const PackageOfferSchema = z.object({
  lodging: LodgingSummarySchema,
  /** The cheapest round trip for the party, booked with the hotel. */
  flight: z.object({ itineraryId: z.string(), fareId: z.string(), total: z.number().int(), airlines: z.array(z.string()) }),
  hotelTotal: z.number().int(),
  discount: PackageDiscountSchema,
  /** Flight plus hotel minus the package discount, minor units. */
  total: z.number().int(),
  perTraveler: z.number().int(),
});
export type PackageOffer = z.infer<typeof PackageOfferSchema>;

export const PackageSearchResponseSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('Ok'),
    customerType: z.enum(['Consumer', 'Corporate']),
    /** The steps after choosing a hotel (SPEC §3). */
    steps: z.tuple([z.literal('ChooseDeparture'), z.literal('ChooseReturn')]),
    offers: z.array(PackageOfferSchema),
    total: z.number().int(),
    offset: z.number().int(),
    limit: z.number().int(),
  }),
  z.object({ kind: z.literal('NoFlightsFound') }),
]);
export type PackageSearchResponse = z.infer<typeof PackageSearchResponseSchema>;
