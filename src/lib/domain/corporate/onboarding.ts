// SPEC §2 onboarding of a corporate traveler: its screens in order (each is tracked under its SPEC
// §2 label), shown once — until the user finishes or skips it, which marks the modal seen.

export const ONBOARDING_MODAL = 'welcome';
export const OnboardingSteps = ['welcome', 'list', 'details', 'additional', 'policy', 'all set'] as const;
export type OnboardingStep = (typeof OnboardingSteps)[number];

/** The modals a user may still be shown: a corporate user who has not seen the onboarding. */
export function eligibleModals(user: {
  customerType: string;
  businessId: string | null;
  hasSeenModalMap: Record<string, boolean>;
}): string[] {
  return user.customerType === 'Corporate' && user.businessId && !user.hasSeenModalMap[ONBOARDING_MODAL] ? [ONBOARDING_MODAL] : [];
}
