// Resend confirmation (SPEC §2 Trips modal "resend confirmation"): a traveler who cannot find the
// confirmation email asks for it again. Each ask is an email, so asks are spaced out.
import { z } from 'zod';

/** Two resends of one booking's confirmation are at least this far apart. */
export const RESEND_INTERVAL_SECONDS = 120;

/** Seconds left before the booking's confirmation may be sent again (0: now). */
export function resendWaitSeconds(lastResendAt: Date | null, now: Date): number {
  if (!lastResendAt) return 0;
  const elapsed = Math.floor((now.getTime() - lastResendAt.getTime()) / 1000);
  return Math.max(0, RESEND_INTERVAL_SECONDS - Math.max(0, elapsed));
}

export const ResendConfirmationAnswerSchema = z.object({
  /** Where the email goes: the booking's contact address. */
  sentTo: z.string(),
});
export type ResendConfirmationAnswer = z.infer<typeof ResendConfirmationAnswerSchema>;
