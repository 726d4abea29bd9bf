import type { ThrottlePolicy } from '../shared/throttle';
export type { CorporateInfo, SessionInfo, UserInfo } from './session.schema';

/** Minutes before expiry at which the client warns (and offers to extend). */
export const SESSION_WARNING_MINUTES = 5;

/**
 * Sign-in throttling (SPEC §3 lockout reason ExcessiveActivity). Failures count three ways, each
 * until 15 minutes pass without one: per account from one client (5 free, then waits of 30 s, 1, 2,
 * 4, 8, 15 min), per client over every account (20 free: password spraying) and per account over
 * every client (20 free: an attack from many addresses). Another client's failures never stop the
 * owner unless the account-wide count does, and every wait is short at first.
 */
const MINUTE = 60_000;
const growing = (free: number): ThrottlePolicy => ({
  kind: 'growing',
  free,
  windowMs: 15 * MINUTE,
  baseDelayMs: 30_000,
  maxDelayMs: 15 * MINUTE,
});
export const SIGN_IN_THROTTLE = {
  accountFromClient: growing(5),
  client: growing(20),
  account: growing(20),
} as const satisfies Record<string, ThrottlePolicy>;
