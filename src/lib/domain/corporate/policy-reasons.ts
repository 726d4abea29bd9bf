/** Why a traveler books out of policy (SPEC §8 "continue anyway"): our list, and Other with their words. */
export const OutOfPolicyReasonCodes = ['NoInPolicyOption', 'BetterSchedule', 'ClientRequirement', 'NearVenue', 'Other'] as const;
export type OutOfPolicyReasonCode = (typeof OutOfPolicyReasonCodes)[number];
/** The most a reason's note may say; an approver reads it in a list. */
export const POLICY_NOTE_MAX = 500;
