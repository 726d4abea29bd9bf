import { z } from 'zod';

/** SPEC §7 LocationQuery: `l` is the text typed so far. */
export const LocationQuerySchema = z.object({
  l: z.string().max(100, 'Type at most 100 characters.'),
  label: z.string().max(100).optional(),
});

export const LocationCategoryLabels = ['Airports', 'Cities', 'HotelMarkets', 'Places', 'RecentSearches', 'EmptyMatch'] as const;

export const LocationOptionSchema = z.object({
  /** `airport:JFK` or `city:<name>|<country code>`: what a search sends back. */
  id: z.string(),
  kind: z.enum(['airport', 'city']),
  /** Airport code, or the main airport code of a city when it has one. */
  code: z.string().nullable(),
  label: z.string(),
  sublabel: z.string(),
});
export type LocationOption = z.infer<typeof LocationOptionSchema>;

export const LocationAnswerSchema = z.object({
  categories: z.array(z.object({ label: z.enum(LocationCategoryLabels), results: z.array(LocationOptionSchema) })),
});
export type LocationAnswer = z.infer<typeof LocationAnswerSchema>;
