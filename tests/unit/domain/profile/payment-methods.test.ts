import { describe, expect, it } from 'vitest';
import {
  checkCardForAccount,
  matchRewardsAccount,
  TEST_CARD_ENDINGS,
  VERIFY_ATTEMPT_LIMIT,
  VERIFY_WINDOW_MS,
  verifyRateLimit,
} from '../../../../src/lib/domain/profile/payment-methods';

const account = (accountReferenceId: string, lastFour: string, virtual: string[] = []) => ({
  accountReferenceId,
  lastFour,
  lastFourVirtualCardNumbers: virtual,
});

// Like the seeded demo user: a card with a virtual number, and a second card.
const venture = account('venture', '4821', ['7710']);
const savor = account('savor', '3307');
const accounts = [venture, savor];

describe('matchRewardsAccount (SPEC §4)', () => {
  it.each([
    [
      'a physical card of the first account',
      accounts,
      '4821',
      false,
      { kind: 'Matched', accountReferenceId: 'venture', isVirtualCard: false },
    ],
    [
      'a physical card of the second account',
      accounts,
      '3307',
      false,
      { kind: 'Matched', accountReferenceId: 'savor', isVirtualCard: false },
    ],
    ['a virtual card number', accounts, '7710', false, { kind: 'Matched', accountReferenceId: 'venture', isVirtualCard: true }],
    [
      'a physical ending wins over another account’s virtual one',
      [account('a', '1000', ['2000']), account('b', '2000')],
      '2000',
      false,
      { kind: 'Matched', accountReferenceId: 'b', isVirtualCard: false },
    ],
    ['an ending no account has', accounts, '9999', false, { kind: 'NoMatch' }],
    ['an ending no account has, test cards on', accounts, '9999', true, { kind: 'NoMatch' }],
    ['no accounts', [], '4821', true, { kind: 'NoMatch' }],
    ['a test ending with test cards off', accounts, '4242', false, { kind: 'NoMatch' }],
    ...TEST_CARD_ENDINGS.map(
      (ending) =>
        [
          `test ending ${ending} maps to the first account`,
          accounts,
          ending,
          true,
          { kind: 'Matched', accountReferenceId: 'venture', isVirtualCard: false },
        ] as const,
    ),
    ['a test ending with no accounts', [], '1111', true, { kind: 'NoMatch' }],
    [
      'a real account ending 1111 is matched as itself, not as a test card',
      [venture, account('ends-1111', '1111')],
      '1111',
      true,
      { kind: 'Matched', accountReferenceId: 'ends-1111', isVirtualCard: false },
    ],
  ] as const)('%s', (_name, list, lastFour, testCards, expected) => {
    expect(matchRewardsAccount(list, lastFour, { testCards })).toEqual(expected);
  });
});

describe('checkCardForAccount (the server re-check)', () => {
  it.each([
    ['the physical card of the named account', 'venture', false, '4821', false, { kind: 'Belongs', isVirtualCard: false }],
    ['the virtual card of the named account', 'venture', true, '7710', false, { kind: 'Belongs', isVirtualCard: true }],
    ['a virtual ending claimed as physical', 'venture', false, '7710', false, { kind: 'OtherCard' }],
    ['a physical ending claimed as virtual', 'venture', true, '4821', false, { kind: 'OtherCard' }],
    ['another account’s card', 'savor', false, '4821', false, { kind: 'OtherCard' }],
    ['an account that is not the user’s', 'someone-else', false, '4821', true, { kind: 'UnknownAccount' }],
    ['a test ending on the first account', 'venture', false, '4242', true, { kind: 'Belongs', isVirtualCard: false }],
    ['a test ending claimed virtual is stored as physical', 'venture', true, '0002', true, { kind: 'Belongs', isVirtualCard: false }],
    ['a test ending on the second account', 'savor', false, '4242', true, { kind: 'OtherCard' }],
    ['a test ending in production', 'venture', false, '4242', false, { kind: 'OtherCard' }],
  ] as const)('%s', (_name, accountReferenceId, isVirtualCard, lastFour, testCards, expected) => {
    expect(checkCardForAccount(accounts, { accountReferenceId, isVirtualCard }, lastFour, { testCards })).toEqual(expected);
  });
});

describe('verifyRateLimit (ExcessiveUserActivity)', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  const minutesAgo = (...m: number[]) => m.map((x) => new Date(now.getTime() - x * 60_000));

  it('is five attempts per ten minutes', () => {
    expect(VERIFY_ATTEMPT_LIMIT).toBe(5);
    expect(VERIFY_WINDOW_MS).toBe(600_000);
  });

  it.each([
    ['no attempts', [], { kind: 'Allowed' }],
    ['four recent attempts (this is the fifth)', minutesAgo(1, 2, 3, 4), { kind: 'Allowed' }],
    ['five recent attempts (this is the sixth)', minutesAgo(1, 2, 3, 4, 5), { kind: 'Limited', retryAt: minutesAgo(-5)[0] }],
    ['five attempts in the same instant', minutesAgo(0, 0, 0, 0, 0), { kind: 'Limited', retryAt: minutesAgo(-10)[0] }],
    ['five attempts, the oldest exactly ten minutes ago (it has left the window)', minutesAgo(10, 1, 2, 3, 4), { kind: 'Allowed' }],
    ['five attempts, the oldest just inside the window', minutesAgo(9.99, 1, 2, 3, 4), { kind: 'Limited', retryAt: minutesAgo(-0.01)[0] }],
    ['old attempts do not count', minutesAgo(11, 12, 13, 20, 60, 1, 2), { kind: 'Allowed' }],
    // Seven in the window: three must age out before a sixth fits, so the third oldest decides.
    ['seven recent attempts, unordered', minutesAgo(2, 9, 4, 8, 1, 7, 3), { kind: 'Limited', retryAt: minutesAgo(-3)[0] }],
  ] as const)('%s', (_name, attempts, expected) => {
    expect(verifyRateLimit(attempts, now)).toEqual(expected);
  });

  it('allows again at retryAt, not a millisecond before', () => {
    const attempts = minutesAgo(1, 2, 3, 4, 5);
    const limited = verifyRateLimit(attempts, now);
    if (limited.kind !== 'Limited') throw new Error('expected Limited');
    expect(verifyRateLimit(attempts, new Date(limited.retryAt.getTime() - 1)).kind).toBe('Limited');
    expect(verifyRateLimit(attempts, limited.retryAt).kind).toBe('Allowed');
  });
});
