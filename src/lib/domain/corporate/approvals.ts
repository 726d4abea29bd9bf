// SPEC §4 approvals: a tier that requires approval (process 24hr_review) sends an out-of-policy
// booking to the company's travel administrators; an in-policy one is approved automatically.
import type { PolicyTier } from './policy.schema';
import type { PolicyVerdict } from './policy.schema';

export const ApprovalStates = ['Requested', 'Approved', 'Denied', 'Expired'] as const;
export type ApprovalState = (typeof ApprovalStates)[number];
export const ApprovalDecisions = ['Approve', 'Deny'] as const;
export type ApprovalDecision = (typeof ApprovalDecisions)[number];

/** An approver decides within the day; after it the request lapses and everything held comes back. */
export const APPROVAL_WINDOW_MS = 24 * 60 * 60 * 1000;
export const APPROVAL_COMMENT_MAX = 500;

export function approvalRequired(tier: PolicyTier | null | undefined, verdict: PolicyVerdict): boolean {
  return !!tier?.settings.isApprovalRequired && verdict.kind === 'OutOfPolicy';
}

/** Who may decide: a travel administrator of the same company, never on their own trip. */
export function mayDecide(
  approver: { id: string; canViewAdmin: boolean; businessId: string | null },
  request: { requesterId: string; businessId: string },
) {
  if (!approver.canViewAdmin || approver.businessId !== request.businessId) return 'NotApprover' as const;
  if (approver.id === request.requesterId) return 'OwnRequest' as const;
  return 'Allowed' as const;
}
