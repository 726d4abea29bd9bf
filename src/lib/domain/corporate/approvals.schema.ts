import { z } from 'zod';
import { TripKinds } from '../booking/booking.constants';
import { APPROVAL_COMMENT_MAX, ApprovalDecisions, ApprovalStates } from './approvals';
import { PolicyReasonSchema, PolicyVerdictSchema } from './policy.schema';

/** What a traveler's trip shows of its approval (null when none was needed). */
export const TripApprovalSchema = z.object({
  state: z.enum(ApprovalStates),
  expiresAt: z.string(),
  decidedAt: z.string().nullable(),
  comment: z.string().nullable(),
});
export type TripApproval = z.infer<typeof TripApprovalSchema>;

/** One request in the approvers' queue (`GET /v0/approvals`). */
export const ApprovalRequestSchema = TripApprovalSchema.extend({
  id: z.uuid(),
  createdAt: z.string(),
  requester: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
  decidedBy: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  booking: z.object({
    id: z.uuid(),
    product: z.enum(TripKinds),
    /** "JFK → LAX", the hotel's name, "Hertz · Compact at LAX". */
    title: z.string(),
    /** First and last day, local dates (YYYY-MM-DD); the end is null for a one-day trip. */
    startDate: z.string(),
    endDate: z.string().nullable(),
    totalMinor: z.number().int(),
    verdict: PolicyVerdictSchema,
    reason: PolicyReasonSchema.nullable(),
  }),
});
export type ApprovalRequest = z.infer<typeof ApprovalRequestSchema>;
export const ApprovalListAnswerSchema = z.object({ value: z.array(ApprovalRequestSchema) });

export const ApprovalDecisionBodySchema = z
  .object({
    decision: z.enum(ApprovalDecisions),
    comment: z
      .string()
      .trim()
      .max(APPROVAL_COMMENT_MAX, { error: `Keep the comment under ${APPROVAL_COMMENT_MAX} characters.` })
      .optional(),
  })
  .refine((b) => b.decision !== 'Deny' || (b.comment ?? '').length > 0, {
    path: ['comment'],
    error: 'Tell the traveler why the trip is denied.',
  });
export type ApprovalDecisionBody = z.infer<typeof ApprovalDecisionBodySchema>;
export const ApprovalIdParamSchema = z.object({ id: z.uuid('Use the id of a request in your queue.') });
