/**
 * Throttling decisions, apart from where the counters live (src/server/auth/throttle.ts keeps them
 * in the database under a row lock). Two kinds:
 * - `growing`: attempts (sign-in failures) count until `windowMs` passes without one; past `free`
 *   attempts, each one makes the next wait twice as long as the last, from `baseDelayMs` up to
 *   `maxDelayMs`. Nobody is locked out for good: the wait is always short at first.
 * - `window`: at most `free` attempts per `windowMs` from the first; then wait for the window's end.
 */
export type ThrottlePolicy =
  | { kind: 'growing'; free: number; windowMs: number; baseDelayMs: number; maxDelayMs: number }
  | { kind: 'window'; free: number; windowMs: number };

export interface ThrottleState {
  count: number;
  firstAt: Date;
  lastAt: Date;
  blockedUntil: Date | null;
}

export type ThrottleDecision = { kind: 'Allowed'; next: ThrottleState } | { kind: 'Throttled'; retryAfterMs: number };

/** The wait after the `count`-th attempt of a window (0 while within the free attempts). */
export function growingDelayMs(count: number, policy: Extract<ThrottlePolicy, { kind: 'growing' }>): number {
  if (count < policy.free) return 0;
  // 2^30 already exceeds any sane cap; the exponent stays bounded so the product cannot overflow.
  return Math.min(policy.baseDelayMs * 2 ** Math.min(count - policy.free, 30), policy.maxDelayMs);
}

function windowOver(state: ThrottleState, now: Date, policy: ThrottlePolicy): boolean {
  const from = policy.kind === 'growing' ? state.lastAt : state.firstAt;
  return now.getTime() - from.getTime() >= policy.windowMs;
}

/** Counts one attempt, or answers how long to wait (a refused attempt is not counted). */
export function countAttempt(state: ThrottleState | null, now: Date, policy: ThrottlePolicy): ThrottleDecision {
  if (state?.blockedUntil && state.blockedUntil > now) {
    return { kind: 'Throttled', retryAfterMs: state.blockedUntil.getTime() - now.getTime() };
  }
  const fresh = !state || state.count === 0 || windowOver(state, now, policy);
  const count = fresh ? 1 : state.count + 1;
  const firstAt = fresh ? now : state.firstAt;
  if (policy.kind === 'window') {
    if (count > policy.free) {
      return { kind: 'Throttled', retryAfterMs: firstAt.getTime() + policy.windowMs - now.getTime() };
    }
    return { kind: 'Allowed', next: { count, firstAt, lastAt: now, blockedUntil: null } };
  }
  const delay = growingDelayMs(count, policy);
  return { kind: 'Allowed', next: { count, firstAt, lastAt: now, blockedUntil: delay > 0 ? new Date(now.getTime() + delay) : null } };
}

/**
 * Takes back one counted attempt (a sign-in counted before its password was checked turned out
 * right): the count drops by one and the wait is the one the previous count set.
 */
export function forgiveAttempt(state: ThrottleState, policy: ThrottlePolicy): ThrottleState {
  const count = Math.max(state.count - 1, 0);
  if (policy.kind === 'window') return { ...state, count };
  const delay = growingDelayMs(count, policy);
  return { ...state, count, blockedUntil: delay > 0 ? new Date(state.lastAt.getTime() + delay) : null };
}

/** Seconds for a Retry-After header: whole, at least 1. */
export const retryAfterSeconds = (ms: number): number => Math.max(1, Math.ceil(ms / 1000));
