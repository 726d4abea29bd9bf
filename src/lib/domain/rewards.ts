import { z } from 'zod';

/** SPEC §3 account roles, types and products. */
export const AccountRoleSchema = z.enum(['Primary', 'Authorized User', 'Account Manager', 'Non Financial User']);
export const AccountTypeSchema = z.enum(['Personal', 'Business']);
export const CardProductSchema = z.enum(['VentureX', 'VentureXBusiness', 'Venture', 'Quicksilver', 'Savor', 'VentureOne']);
/** Miles accounts earn an X multiplier; cash accounts earn a percent (SPEC §1, §9). */
export const RewardsCurrencySchema = z.enum(['Miles', 'Cash']);
export type RewardsCurrency = z.infer<typeof RewardsCurrencySchema>;

export const EarnSchema = z.object({
  hotelsMultiplier: z.number().nonnegative(),
  flightsMultiplier: z.number().nonnegative(),
  carsMultiplier: z.number().nonnegative(),
  homesMultiplier: z.number().nonnegative(),
});
export type Earn = z.infer<typeof EarnSchema>;

export const RewardsAccountSchema = z.object({
  accountReferenceId: z.string(),
  productDisplayName: z.string(),
  product: CardProductSchema,
  accountType: AccountTypeSchema,
  customerAccountRole: AccountRoleSchema,
  lastFour: z.string().regex(/^\d{4}$/),
  lastFourVirtualCardNumbers: z.array(z.string().regex(/^\d{4}$/)),
  allowRewardsRedemption: z.boolean(),
  earn: EarnSchema,
  /** Miles: whole miles. Cash: integer cents. */
  rewardsBalance: z.object({
    value: z.number().int().nonnegative(),
    currency: RewardsCurrencySchema,
    currencyDescription: z.string(),
  }),
  /** What the balance is worth, in integer cents of `currencyCode`. */
  rewardsCashEquivalent: z.object({
    value: z.number().int().nonnegative(),
    currencyCode: z.literal('USD'),
  }),
});
export type RewardsAccount = z.infer<typeof RewardsAccountSchema>;

/** SPEC §4: the explicitly selected account, else the first by hotel earn multiplier. */
export function selectRewardsAccount(
  accounts: readonly RewardsAccount[],
  selectedReferenceId: string | null | undefined,
): RewardsAccount | undefined {
  const explicit = accounts.find((a) => a.accountReferenceId === selectedReferenceId);
  if (explicit) return explicit;
  return [...accounts].sort((a, b) => b.earn.hotelsMultiplier - a.earn.hotelsMultiplier)[0];
}

/** The account whose balance is worth the most (ties keep the first listed). */
export function largestValueAccount(accounts: readonly RewardsAccount[]): RewardsAccount | undefined {
  let best: RewardsAccount | undefined;
  for (const a of accounts) {
    if (!best || a.rewardsCashEquivalent.value > best.rewardsCashEquivalent.value) best = a;
  }
  return best;
}

/** SPEC §9: the earn suffix is X for miles, % for cash. */
export function formatEarn(multiplier: number, currency: RewardsCurrency): string {
  return currency === 'Miles' ? `${multiplier}X` : `${multiplier}%`;
}

export type EarnBanner =
  | { kind: 'Hidden' }
  | {
      kind: 'Shown';
      account: RewardsAccount;
      hotels: string;
      flights: string | null;
      cars: string | null;
      unit: 'miles' | 'cash';
    };

/** SPEC §5: the banner shows only when the largest-value account earns on hotels. */
export function earnBanner(accounts: readonly RewardsAccount[]): EarnBanner {
  const account = largestValueAccount(accounts);
  if (!account || account.earn.hotelsMultiplier <= 0) return { kind: 'Hidden' };
  const currency = account.rewardsBalance.currency;
  const fmt = (m: number) => (m > 0 ? formatEarn(m, currency) : null);
  return {
    kind: 'Shown',
    account,
    hotels: formatEarn(account.earn.hotelsMultiplier, currency),
    flights: fmt(account.earn.flightsMultiplier),
    cars: fmt(account.earn.carsMultiplier),
    unit: currency === 'Miles' ? 'miles' : 'cash',
  };
}

/** SPEC §3: a business account is eligible by name, or when it is the session's account. */
export function isEligibleBusinessAccount(account: RewardsAccount, sessionAccountReferenceId?: string | null): boolean {
  const name = account.productDisplayName;
  return (
    name.startsWith('Spark') ||
    name.toLowerCase().includes('business') ||
    (sessionAccountReferenceId != null && account.accountReferenceId === sessionAccountReferenceId)
  );
}

/**
 * SPEC §9: dollar rewards to 2 decimals, other rewards rounded up.
 * `value` is cents for cash and whole units otherwise.
 */
export function formatRewardsBalance(value: number, currency: RewardsCurrency, locale = 'en-US'): string {
  if (currency === 'Cash') {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(value / 100);
  }
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.ceil(value));
}
