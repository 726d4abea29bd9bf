// The travel policy verdict of the rate chosen on the shop page, for the book page (SPEC §5): the
// choice travels in the book page's address, its verdict in the tab's session storage, kept for
// that one choice (property, room, rate, dates and guests).
import type { StaySelection } from '../../domain/booking/stay-book.schema';
import type { PolicyVerdict } from '../../domain/corporate/policy.schema';
import { platform } from '../platform';

export const STAY_RATE_POLICY_KEY = 'portal.stayRatePolicy';

const keyOf = (s: StaySelection) =>
  [s.lodgingId, s.roomId, s.rateId, s.checkIn, s.checkOut, s.guests.adults, s.guests.children, s.guests.pets].join('|');

/** On choosing a rate: its verdict, or none (a consumer's rate) so an older one cannot apply. */
export function rememberRatePolicy(selection: StaySelection, policy: PolicyVerdict | undefined): void {
  try {
    const storage = platform().session;
    if (policy) storage.setItem(STAY_RATE_POLICY_KEY, JSON.stringify({ key: keyOf(selection), policy }));
    else storage.removeItem(STAY_RATE_POLICY_KEY);
  } catch {
    // No storage (private mode, full): the server still refuses an out-of-policy stay without a reason.
  }
}

/** The verdict remembered for this very choice, or undefined. */
export function rememberedRatePolicy(selection: StaySelection): PolicyVerdict | undefined {
  try {
    const saved = JSON.parse(platform().session.getItem(STAY_RATE_POLICY_KEY) ?? 'null') as { key?: string; policy?: PolicyVerdict } | null;
    return saved?.key === keyOf(selection) ? saved.policy : undefined;
  } catch {
    return undefined;
  }
}
