// Pure rules of the Add payment flow (SPEC §4); schemas live in payment-methods.schema.ts.
import type { RewardsAccount } from './rewards';

/**
 * SPEC §4: outside production these endings belong to the user's first rewards account, so the
 * vault's demo cards (approved 1111 and 4242, declined 0002, processing error 0119) can be added.
 */
export const TEST_CARD_ENDINGS = ['1111', '4242', '0002', '0119'] as const;

export type MatchableAccount = Pick<RewardsAccount, 'accountReferenceId' | 'lastFour' | 'lastFourVirtualCardNumbers'>;

export type RewardsAccountMatch = { kind: 'Matched'; accountReferenceId: string; isVirtualCard: boolean } | { kind: 'NoMatch' };

const isTestEnding = (lastFour: string) => (TEST_CARD_ENDINGS as readonly string[]).includes(lastFour);

/**
 * The rewards account a card belongs to, by its last four digits. A physical card wins over a
 * virtual one across all accounts, so a virtual number that happens to share a physical card's
 * ending never hides the physical card.
 */
export function matchRewardsAccount(
  accounts: readonly MatchableAccount[],
  lastFour: string,
  opts: { testCards: boolean },
): RewardsAccountMatch {
  const physical = accounts.find((a) => a.lastFour === lastFour);
  if (physical) return { kind: 'Matched', accountReferenceId: physical.accountReferenceId, isVirtualCard: false };
  const virtual = accounts.find((a) => a.lastFourVirtualCardNumbers.includes(lastFour));
  if (virtual) return { kind: 'Matched', accountReferenceId: virtual.accountReferenceId, isVirtualCard: true };
  const first = accounts[0];
  if (opts.testCards && first && isTestEnding(lastFour)) {
    return { kind: 'Matched', accountReferenceId: first.accountReferenceId, isVirtualCard: false };
  }
  return { kind: 'NoMatch' };
}

export type CardAccountCheck = { kind: 'Belongs'; isVirtualCard: boolean } | { kind: 'UnknownAccount' } | { kind: 'OtherCard' };

/**
 * The server's re-check of what the client matched: the named account must be one of the
 * user's, and the card must be that account's card (or, with test cards on, a test ending
 * claimed for the first account). The answer's flag is the one that matched, not the claim.
 */
export function checkCardForAccount(
  accounts: readonly MatchableAccount[],
  claim: { accountReferenceId: string; isVirtualCard: boolean },
  lastFour: string,
  opts: { testCards: boolean },
): CardAccountCheck {
  const index = accounts.findIndex((a) => a.accountReferenceId === claim.accountReferenceId);
  const account = accounts[index];
  if (!account) return { kind: 'UnknownAccount' };
  if (claim.isVirtualCard ? account.lastFourVirtualCardNumbers.includes(lastFour) : account.lastFour === lastFour) {
    return { kind: 'Belongs', isVirtualCard: claim.isVirtualCard };
  }
  if (opts.testCards && index === 0 && isTestEnding(lastFour)) return { kind: 'Belongs', isVirtualCard: false };
  return { kind: 'OtherCard' };
}

/** ExcessiveUserActivity: a card-testing script gets five tries per ten minutes, a person rarely needs three. */
export const VERIFY_ATTEMPT_LIMIT = 5;
export const VERIFY_WINDOW_MS = 10 * 60_000;

export type VerifyRateLimit = { kind: 'Allowed' } | { kind: 'Limited'; retryAt: Date };

/**
 * Whether one more verification may run, given the times of the user's earlier attempts that
 * were let through (refused ones reach no vault, so they do not count, and `retryAt` stays true
 * however often the user retries). `retryAt` is when enough attempts have left the window for
 * the next one to be allowed.
 */
export function verifyRateLimit(attemptTimes: readonly Date[], now: Date): VerifyRateLimit {
  const since = now.getTime() - VERIFY_WINDOW_MS;
  const recent = attemptTimes
    .map((t) => t.getTime())
    .filter((t) => t > since)
    .sort((a, b) => a - b);
  if (recent.length < VERIFY_ATTEMPT_LIMIT) return { kind: 'Allowed' };
  // Once this attempt has aged out, LIMIT - 1 remain and one more fits.
  const freeing = recent[recent.length - VERIFY_ATTEMPT_LIMIT]!;
  return { kind: 'Limited', retryAt: new Date(freeing + VERIFY_WINDOW_MS) };
}
