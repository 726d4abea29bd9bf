import { z } from 'zod';
import { OutOfPolicyReasonCodes, POLICY_NOTE_MAX } from './policy-reasons';

/** SPEC §3 fare classes, in rating order 0–4. */
export const FareClassSchema = z.enum(['basic', 'standard', 'enhanced', 'premium', 'luxury']);
export type FareClass = z.infer<typeof FareClassSchema>;

const money = z.number().int().nonnegative().nullable().describe('integer cents; null means no cap');

/** SPEC §3 policy tier of a corporate business. */
export const PolicyTierSchema = z.object({
  id: z.string(),
  name: z.string(),
  settings: z.object({ isApprovalRequired: z.boolean() }),
  flights: z.object({
    enableLongFlights: z.boolean(),
    minHoursForLongFlight: z.number().nonnegative(),
    policies: z.array(
      z.object({
        duration: z.enum(['Short', 'Long']),
        maxPriceForOneWay: money,
        maxPriceForRoundTrip: money,
        allowedFareClasses: z.array(FareClassSchema),
      }),
    ),
  }),
  hotels: z.object({
    allowedStarRatings: z.array(z.number().int().min(1).max(5)),
    maxPricePerNight: money,
  }),
  cars: z.object({ maxPricePerDay: money }),
});
export type PolicyTier = z.infer<typeof PolicyTierSchema>;

/** Why a choice is out of policy; a choice can have several. */
export const PolicyBreachSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('OverPrice'), limitMinor: z.number().int().describe('the limit that applies, integer cents') }),
  z.object({ kind: z.literal('FareClassNotAllowed'), allowed: z.array(FareClassSchema) }),
  z.object({ kind: z.literal('StarRatingNotAllowed'), allowed: z.array(z.number().int()) }),
]);
export type PolicyBreach = z.infer<typeof PolicyBreachSchema>;

/** A choice against the traveler's policy tier. NoPolicy: no tier, or an inactive one; no mark is shown. */
export const PolicyVerdictSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('InPolicy') }),
  z.object({ kind: z.literal('OutOfPolicy'), breaches: z.array(PolicyBreachSchema).min(1) }),
  z.object({ kind: z.literal('NoPolicy') }),
]);
export type PolicyVerdict = z.infer<typeof PolicyVerdictSchema>;

/** `GET /v0/policies/details`: the caller's tier and what it comes to; null for a user without one. */
export const PolicyDetailsAnswerSchema = z.object({
  value: z
    .object({
      businessName: z.string(),
      tier: PolicyTierSchema,
      /** SPEC §5: a tier that restricts nothing marks nothing. */
      isInactive: z.boolean(),
      /** SPEC §4 approval process. */
      approvalProcess: z.enum(['24hr_review', 'auto']),
    })
    .nullable(),
});
export type PolicyDetailsAnswer = z.infer<typeof PolicyDetailsAnswerSchema>;

/** What a traveler says when booking out of policy; stored with the booking for the approver. */
export const PolicyReasonSchema = z
  .object({
    code: z.enum(OutOfPolicyReasonCodes),
    note: z
      .string()
      .trim()
      .max(POLICY_NOTE_MAX, { error: `Keep the reason under ${POLICY_NOTE_MAX} characters.` })
      .optional(),
  })
  .refine((r) => r.code !== 'Other' || (r.note ?? '').length > 0, {
    path: ['note'],
    error: 'Say in a few words why you need this option.',
  });
export type PolicyReason = z.infer<typeof PolicyReasonSchema>;

/** What a booking keeps of its policy check; null when no policy applied. */
export const BookingPolicySchema = z.object({ verdict: PolicyVerdictSchema, reason: PolicyReasonSchema.nullable() });
export type BookingPolicy = z.infer<typeof BookingPolicySchema>;

/** `GET /v0/users/modalEligibility`: the modals this user is still to be shown. */
export const ModalEligibilityAnswerSchema = z.object({ value: z.object({ modals: z.array(z.string()) }) });
/** `POST /v0/users/seenModal`. */
export const SeenModalBodySchema = z.object({ modal: z.enum(['welcome']) });
export const SeenModalAnswerSchema = z.object({ value: z.object({ hasSeenModalMap: z.record(z.string(), z.boolean()) }) });
