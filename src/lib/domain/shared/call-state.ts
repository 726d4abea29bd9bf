/** SPEC §4: every remote operation has a call state. */
export const CallState = {
  NotCalled: 'NotCalled',
  InProcess: 'InProcess',
  Success: 'Success',
  Failed: 'Failed',
} as const;
export type CallState = (typeof CallState)[keyof typeof CallState];
