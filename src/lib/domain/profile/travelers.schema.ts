import { z } from 'zod';
import { FrequentFlyerPrograms, HotelLoyaltyPrograms } from '../lodging/hotel-loyalty';
import {
  AssistanceCodes,
  customPairProblem,
  KnownTravelerNumberPattern,
  PassportNumberPattern,
  RedressNumberPattern,
  TravelerNameMessages,
} from './travelers.constants';

// Codes and messages the browser uses as values live in travelers.constants.ts (no zod there).
export { AssistanceCodes } from './travelers.constants';

export const AssistanceCodeSchema = z.enum(AssistanceCodes);

export const GenderSchema = z.enum(['M', 'F']);
export type Gender = z.infer<typeof GenderSchema>;

/** Calendar date `YYYY-MM-DD` (a birth date or an expiry has no time zone); 2026-02-30 is refused. */
export const CalendarDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD.')
  .refine((d) => {
    const t = Date.parse(`${d}T00:00:00Z`);
    return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === d;
  }, 'Enter a date that exists on the calendar.');

/**
 * PostgreSQL text and jsonb refuse NUL characters and unpaired surrogates; free text that is stored
 * or queried is checked, so such input is a 400 rather than a failed statement.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what must be refused
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const isStorableText = (s: string): boolean => !UNSTORABLE.test(s);
const storable = (max: number, what: string) =>
  z
    .string()
    .max(max, `${what} has at most ${max} characters.`)
    .refine(isStorableText, 'Use text without NUL characters or unpaired surrogates.');
/** A traveler or user id as a request names it. */
const idText = storable(64, 'An id').refine((s) => s.length > 0, 'Name the traveler or user.');

/** A user keeps at most this many saved travelers. */
export const MAX_TRAVELERS_PER_USER = 50;

const name = (what: string, missing: string) =>
  z
    .string()
    .trim()
    .min(1, missing)
    .max(60, `The ${what} can have at most 60 characters.`)
    // Airline systems take letters (any script's letters are transliterated), spaces, hyphens and apostrophes.
    .regex(/^[\p{L}][\p{L}' -]*$/u, `The ${what} can only contain letters, spaces, hyphens and apostrophes.`);

/**
 * SPEC §3 passport: sent only when countryOfIssue has exactly two characters (§5),
 * so the schema requires exactly that.
 */
export const PassportSchema = z.object({
  countryOfIssue: z.string().regex(/^[A-Z]{2}$/, 'Choose the country that issued the passport.'),
  number: z.string().trim().regex(PassportNumberPattern, 'A passport number has 5 to 20 letters and digits.'),
  expiration: CalendarDateSchema,
});

const membershipNumber = z
  .string()
  .trim()
  .max(40, 'A membership number has at most 40 characters.')
  .regex(/^[A-Za-z0-9 -]*$/, 'A membership number can only contain letters, digits, spaces and hyphens.');

/** Map of program code → member number, codes from a known list; an empty value means "remove it" (SPEC §5). */
function loyaltyMap(known: readonly string[], unknown: (code: string) => string) {
  const codes = new Set(known);
  return z.record(z.string(), membershipNumber).superRefine((map, ctx) => {
    for (const code of Object.keys(map)) {
      if (!codes.has(code)) ctx.addIssue({ code: 'custom', path: [code], message: unknown(code) });
    }
  });
}
export const FrequentFlyerMapSchema = loyaltyMap(
  FrequentFlyerPrograms.map((p) => p.airlineCode),
  (code) => `We don't know a frequent flyer program for the airline code "${code.slice(0, 20)}". Choose an airline from the list.`,
);
export const HotelLoyaltyMapSchema = loyaltyMap(
  HotelLoyaltyPrograms.map((p) => p.code),
  (code) => `We don't know a hotel loyalty program with the code "${code.slice(0, 20)}". Choose a program from the list.`,
);

/** SPEC §5 custom pairs: each bad pair is reported at its own key, so a form can mark that row. */
export const CustomPairsSchema = z
  .record(z.string().max(40, 'A field name has at most 40 characters.'), z.string().max(100, 'A value has at most 100 characters.'))
  .superRefine((pairs, ctx) => {
    for (const [key, value] of Object.entries(pairs)) {
      const message = customPairProblem(key, value);
      if (message) ctx.addIssue({ code: 'custom', path: [key], message });
    }
  });

/** SPEC §3 traveler/passenger as the API answers it. */
export const TravelerSchema = z.object({
  id: z.string(),
  givenName: z.string(),
  surname: z.string(),
  gender: GenderSchema,
  dateOfBirth: CalendarDateSchema,
  assistance: z.array(AssistanceCodeSchema),
  createdAt: z.string(),
  frequentFlyer: z.record(z.string(), z.string()),
  hotelLoyalty: z.record(z.string(), z.string()),
  emailAddress: z.string().optional(),
  passport: PassportSchema.optional(),
  nationality: z.string().optional(),
  knownTravelerNumber: z.string().optional(),
  tsaRedressNumber: z.string().optional(),
  driversLicense: z.object({ country: z.string(), number: z.string() }).optional(),
  /** Custom key/value pairs (SPEC §5 validation). */
  extras: z.record(z.string(), z.string()).optional(),
  isGhostUser: z.boolean().optional(),
  isMissingInfo: z.boolean().optional(),
  isPrivateProfile: z.boolean().optional(),
  isDefaultProfile: z.boolean().optional(),
  linkedDEUserId: z.string().optional(),
});
export type Traveler = z.infer<typeof TravelerSchema>;

const emailFormat = z.email();

/** What `PUT /flight/passengers/update` accepts: a traveler without server-owned fields; no id creates one. */
export const TravelerInputSchema = z.object({
  id: storable(64, 'An id').optional(),
  givenName: name('given name', TravelerNameMessages.givenName),
  surname: name('surname', TravelerNameMessages.surname),
  gender: GenderSchema,
  dateOfBirth: CalendarDateSchema,
  assistance: z.array(AssistanceCodeSchema).max(AssistanceCodes.length).default([]),
  frequentFlyer: FrequentFlyerMapSchema.default({}),
  hotelLoyalty: HotelLoyaltyMapSchema.default({}),
  // Optional text fields take '' as "not given" (a cleared form field); prepareTravelerForSave drops them.
  emailAddress: z
    .string()
    .trim()
    .max(200, 'An email address has at most 200 characters.')
    .refine((v) => v === '' || emailFormat.safeParse(v).success, 'Enter a valid email address.')
    .optional(),
  passport: PassportSchema.optional(),
  nationality: z
    .string()
    .trim()
    .regex(/^([A-Z]{2})?$/, 'Choose a nationality.')
    .optional(),
  knownTravelerNumber: z
    .string()
    .trim()
    .refine((v) => v === '' || KnownTravelerNumberPattern.test(v), 'A Known Traveler Number has 8 to 10 letters and digits.')
    .optional(),
  tsaRedressNumber: z
    .string()
    .trim()
    .refine((v) => v === '' || RedressNumberPattern.test(v), 'A redress number has 7 to 13 digits.')
    .optional(),
  /** SPEC §5: driver's licence validation is disabled in the profile; only a length cap. */
  driversLicense: z.object({ country: storable(60, 'A country'), number: storable(40, 'A licence number') }).optional(),
  extras: CustomPairsSchema.optional(),
});
export type TravelerInput = z.input<typeof TravelerInputSchema>;
export type TravelerInputParsed = z.infer<typeof TravelerInputSchema>;

/** `PUT /flight/passengers/list`: corporate answers also say whether the user is a ghost user (no own traveler profile). */
export const TravelerListSchema = z.object({ value: z.array(TravelerSchema), isGhostUser: z.boolean().optional() });
export type TravelerList = z.infer<typeof TravelerListSchema>;

export const TravelerIdBodySchema = z.object({ travelerId: idText });
export const DeletePassengerBodySchema = z.object({ personId: idText });
export const AssignDefaultBodySchema = z.object({ travelerId: idText, userId: idText });

/** SPEC §3 corporate user. */
export const CorporateUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  defaultTravelerId: z.string().nullable(),
});
export type CorporateUser = z.infer<typeof CorporateUserSchema>;
export const CorporateUserListSchema = z.object({ value: z.array(CorporateUserSchema) });

/** SPEC §3 contact info view (read-only: it belongs to the issuer's account). */
export const ContactInfoSchema = z.object({ phoneNumber: z.string().nullable(), emailAddress: z.string().nullable() });
export type ContactInfo = z.infer<typeof ContactInfoSchema>;
