// Trip approvals (SPEC §4): the company's out-of-policy bookings waiting for a travel administrator,
// and the decision on each. The list is `GET /v0/approvals` (Requested first, then recently decided);
// a decision answers the request as it now is, shown in place of the old one.
import { atom } from 'nanostores';
import { APPROVAL_COMMENT_MAX, type ApprovalDecision } from '../../domain/corporate/approvals';
import { isCorporateCode } from '../../domain/shared/errors';
import { api, ApiError } from '../api';
import { leaveForAccessDenied } from './access';

// The contract is the server's (lib/domain/corporate): type-only imports keep zod out of the bundle.
import type { ApprovalRequest } from '../../domain/corporate/approvals.schema';
export type { ApprovalRequest } from '../../domain/corporate/approvals.schema';

export type ApprovalsList =
  | { kind: 'Idle' }
  | { kind: 'Loading' }
  /** `network`: the server was not reached (the page says so instead of "something went wrong"). */
  | { kind: 'Failed'; network: boolean }
  | { kind: 'Loaded'; requests: ApprovalRequest[] };

/** One decision's call, by request id. */
export type DecisionCall =
  | { kind: 'Deciding'; decision: ApprovalDecision }
  | { kind: 'Decided'; decision: ApprovalDecision }
  /** Comment: the server refused the comment (its message); OwnRequest: the approver's own trip; Error: anything else. */
  | { kind: 'Failed'; reason: 'Comment' | 'OwnRequest' | 'Error'; message: string };

/** What a decision came to, for the island: Invalid when it was not sent (a denial needs a comment). */
export type DecideResult = 'Decided' | 'Invalid' | 'Conflict' | 'Failed' | 'Busy';

export const $approvals = atom<ApprovalsList>({ kind: 'Idle' });
export const $decisions = atom<Record<string, DecisionCall>>({});
/** Requests decided on this page: they keep their place among the waiting ones, showing their new state. */
export const $decidedHere = atom<readonly string[]>([]);
/** A 409's message: the request was decided elsewhere, or has expired (the list is reloaded). */
export const $approvalsNotice = atom<string | null>(null);

let loadRun = 0;

export { leaveForAccessDenied } from './access';

/** Loads the queue; a refresh keeps the list shown while it runs and if it fails. */
export async function loadApprovals(): Promise<void> {
  const run = ++loadRun;
  const before = $approvals.get();
  if (before.kind !== 'Loaded') $approvals.set({ kind: 'Loading' });
  try {
    const { value } = await api.get<{ value: ApprovalRequest[] }>('/approvals');
    if (run === loadRun) $approvals.set({ kind: 'Loaded', requests: value });
  } catch (err) {
    if (run !== loadRun) return;
    if (err instanceof ApiError && err.status === 403) {
      // A corporate code (40103) is already on its way there.
      if (!isCorporateCode(err.code)) leaveForAccessDenied();
      return;
    }
    if (err instanceof ApiError && err.status === 401) return;
    const current = $approvals.get();
    if (current.kind !== 'Loaded') $approvals.set({ kind: 'Failed', network: err instanceof ApiError && err.code === 'NetworkError' });
  }
}

const setCall = (id: string, call: DecisionCall | null) => {
  const next = { ...$decisions.get() };
  if (call) next[id] = call;
  else delete next[id];
  $decisions.set(next);
};

/** Whether a comment may go with this decision: a denial says why, and no comment runs over the limit. */
export function commentProblem(decision: ApprovalDecision, comment: string): 'Required' | 'TooLong' | null {
  const text = comment.trim();
  if (text.length > APPROVAL_COMMENT_MAX) return 'TooLong';
  if (decision === 'Deny' && text.length === 0) return 'Required';
  return null;
}

export async function decideApproval(id: string, decision: ApprovalDecision, comment: string): Promise<DecideResult> {
  if ($decisions.get()[id]?.kind === 'Deciding') return 'Busy';
  if (commentProblem(decision, comment)) return 'Invalid';
  const text = comment.trim();
  $approvalsNotice.set(null);
  setCall(id, { kind: 'Deciding', decision });
  try {
    const { value } = await api.post<{ value: ApprovalRequest }>(`/approvals/${encodeURIComponent(id)}/decide`, {
      decision,
      ...(text ? { comment: text } : {}),
    });
    const list = $approvals.get();
    if (list.kind === 'Loaded') $approvals.set({ kind: 'Loaded', requests: list.requests.map((r) => (r.id === id ? value : r)) });
    if (!$decidedHere.get().includes(id)) $decidedHere.set([...$decidedHere.get(), id]);
    setCall(id, { kind: 'Decided', decision });
    return 'Decided';
  } catch (err) {
    if (err instanceof ApiError && err.status === 409) {
      // Decided by another administrator, or expired: say so and show the queue as it is now.
      setCall(id, null);
      $approvalsNotice.set(err.message);
      await loadApprovals();
      return 'Conflict';
    }
    const error = err instanceof ApiError ? err : null;
    const commentError = error?.status === 400 ? error.fieldErrors().comment : undefined;
    setCall(id, {
      kind: 'Failed',
      reason: commentError ? 'Comment' : error?.status === 403 && !isCorporateCode(error.code) ? 'OwnRequest' : 'Error',
      message: commentError ?? error?.message ?? '',
    });
    return 'Failed';
  }
}

/** Back to the start (tests, and a page shown again for another user). */
export function resetApprovals(): void {
  loadRun++;
  $approvals.set({ kind: 'Idle' });
  $decisions.set({});
  $decidedHere.set([]);
  $approvalsNotice.set(null);
}
