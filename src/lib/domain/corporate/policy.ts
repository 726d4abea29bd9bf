import type { PolicyTier } from './policy.schema';

export type { FareClass, PolicyTier } from './policy.schema';

/** SPEC §4: approval process label. */
export function approvalProcess(tier: PolicyTier | null | undefined): '24hr_review' | 'auto' {
  return tier?.settings.isApprovalRequired ? '24hr_review' : 'auto';
}
