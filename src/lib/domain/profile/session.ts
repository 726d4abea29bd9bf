export type { CorporateInfo, SessionInfo, UserInfo } from './session.schema';

/** Minutes before expiry at which the client warns (and offers to extend). */
export const SESSION_WARNING_MINUTES = 5;

/** Sign-in lockout (SPEC §3 lockout reason ExcessiveActivity). */
export const LOCKOUT_MAX_FAILURES = 5;
export const LOCKOUT_WINDOW_MINUTES = 15;
