import { z } from 'zod';
import { LocationOptionSchema } from '../shared/autocomplete.schema';
import { FareRatingNames } from '../flights/flights.constants';
import { ExcludeLowCostCarriers, HotelAmenities, PreferredAirlines } from './preferences.constants';
import { isStorableText } from './travelers.schema';

// The form's choices are values in the browser, which must not load zod: they live in preferences.constants.ts.
export { ExcludeLowCostCarriers, HotelAmenities, PreferredAirlines } from './preferences.constants';

export const HotelAmenitySchema = z.enum(HotelAmenities);
export type HotelAmenity = z.infer<typeof HotelAmenitySchema>;

/** SPEC §3 hotel preferences. */
export const HotelPreferencesSchema = z.object({
  amenities: z.array(HotelAmenitySchema).max(HotelAmenities.length),
  starRatings: z.array(z.number().int().min(1).max(5)).max(5),
  freeCancellationOnly: z.boolean(),
});
export type HotelPreferences = z.infer<typeof HotelPreferencesSchema>;

/** SPEC §3: fareClasses is a set of booleans, but the form is a single choice (§5). */
export const FareClassesSchema = z.object(
  Object.fromEntries(FareRatingNames.map((n) => [n, z.boolean()])) as Record<(typeof FareRatingNames)[number], z.ZodBoolean>,
);
export type FareClasses = z.infer<typeof FareClassesSchema>;

export const FlightPreferencesSchema = z.object({
  /** A location option whose id carries an airport code (SPEC §3). */
  homeAirport: LocationOptionSchema.nullable(),
  fareClasses: FareClassesSchema,
  airlines: z.array(z.enum([...PreferredAirlines, ExcludeLowCostCarriers])).max(PreferredAirlines.length + 1),
  nonStopOnly: z.boolean(),
});
export type FlightPreferences = z.infer<typeof FlightPreferencesSchema>;

/** SPEC §7: a preference update answers `{ Response: "Success" }`. */
export const PreferenceUpdateResponseSchema = z.object({ Response: z.string() });
export type PreferenceUpdateResponse = z.infer<typeof PreferenceUpdateResponseSchema>;

/** SPEC §7 `user/preference/metadata`: small per-user flags (e.g. dismissed hints). */
const unstorable = 'Use text without NUL characters or unpaired surrogates.';
const metadataKey = z
  .string()
  .min(1, 'A key cannot be empty.')
  .max(60, 'A key has at most 60 characters.')
  .refine(isStorableText, unstorable);
const metadataValue = z.union([
  z.string().max(200, 'A value has at most 200 characters.').refine(isStorableText, unstorable),
  z.boolean(),
  z.number(),
]);
export const PreferenceMetadataSchema = z.record(metadataKey, metadataValue);
export type PreferenceMetadata = z.infer<typeof PreferenceMetadataSchema>;
/** A user keeps at most this many metadata keys. */
export const MAX_METADATA_KEYS = 50;
/** `PUT user/preference/metadata`: keys to set; a null value removes that key. */
export const PreferenceMetadataUpdateSchema = z
  .record(metadataKey, metadataValue.nullable())
  .refine((m) => Object.keys(m).length <= MAX_METADATA_KEYS, `Send at most ${MAX_METADATA_KEYS} keys at once.`);
export type PreferenceMetadataUpdate = z.infer<typeof PreferenceMetadataUpdateSchema>;
export const PreferenceMetadataAnswerSchema = z.object({ value: PreferenceMetadataSchema });

/** `GET user/preference/hotel` and `/flight`: null until the user saves once. */
export const HotelPreferencesAnswerSchema = z.object({ value: HotelPreferencesSchema.nullable() });
export const FlightPreferencesAnswerSchema = z.object({ value: FlightPreferencesSchema.nullable() });
