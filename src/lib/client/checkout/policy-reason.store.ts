// What a corporate traveler says when booking out of policy (SPEC §5, §8): one draft for every
// checkout, checked before the call so the field is marked without a round trip.
import { atom } from 'nanostores';
import { POLICY_NOTE_MAX, type OutOfPolicyReasonCode } from '../../domain/corporate/policy-reasons';
import type { PolicyReason, PolicyVerdict } from '../../domain/corporate/policy.schema';

export const POLICY_REASON_ID = 'book-policy-reason';
export const POLICY_NOTE_ID = 'book-policy-note';

export interface PolicyReasonDraft {
  code: OutOfPolicyReasonCode | '';
  note: string;
  /** The field to fix, set by the last book attempt and cleared by editing it. */
  error: 'code' | 'note' | null;
}
export const $policyReason = atom<PolicyReasonDraft>({ code: '', note: '', error: null });

export function setPolicyReason(patch: Partial<Omit<PolicyReasonDraft, 'error'>>): void {
  $policyReason.set({ ...$policyReason.get(), ...patch, error: null });
}

export type ReasonCheck = { kind: 'NotNeeded' } | { kind: 'Given'; reason: PolicyReason } | { kind: 'Missing'; field: 'code' | 'note' };

/** The reason the request carries for a choice of this verdict; Other needs the traveler's words. */
export function checkPolicyReason(verdict: PolicyVerdict | undefined, draft: PolicyReasonDraft): ReasonCheck {
  if (verdict?.kind !== 'OutOfPolicy') return { kind: 'NotNeeded' };
  if (!draft.code) return { kind: 'Missing', field: 'code' };
  const note = draft.note.trim().slice(0, POLICY_NOTE_MAX);
  if (draft.code === 'Other' && !note) return { kind: 'Missing', field: 'note' };
  return { kind: 'Given', reason: note ? { code: draft.code, note } : { code: draft.code } };
}

/**
 * The request's reason, or null after marking the field to fix (the caller stops and focuses it).
 * `{}` when the choice needs none.
 */
export function policyReasonPart(verdict: PolicyVerdict | undefined): { policyReason?: PolicyReason } | null {
  const check = checkPolicyReason(verdict, $policyReason.get());
  if (check.kind === 'Missing') {
    $policyReason.set({ ...$policyReason.get(), error: check.field });
    return null;
  }
  return check.kind === 'Given' ? { policyReason: check.reason } : {};
}

export function resetPolicyReason(): void {
  $policyReason.set({ code: '', note: '', error: null });
}
