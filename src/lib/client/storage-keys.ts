/** SPEC §7: client storage keys for the jwt, the auth redirect target and an invalid-session marker. */
export const StorageKeys = {
  jwt: 'portal.jwt',
  sessionInfo: 'portal.sessionInfo',
  authRedirect: 'portal.authRedirect',
  invalidSession: 'portal.invalidSession',
  selectedRewardsAccount: 'portal.selectedRewardsAccount',
  /** A travel administrator's own session while they book as one of their company's users. */
  delegator: 'portal.delegator',
} as const;
