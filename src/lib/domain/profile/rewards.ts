// Pure rules; schemas live in rewards.schema.ts so browser bundles stay free of zod.
import type { RewardsAccount, RewardsCurrency } from './rewards.schema';
import { numberFormat } from '../shared/intl';

export type { Earn, RewardsAccount, RewardsCurrency } from './rewards.schema';

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

/** SPEC §3: an account earns per product category, each at its own multiplier. */
export type EarnCategory = 'hotels' | 'flights' | 'cars' | 'homes';
export const earnMultiplier = (account: Pick<RewardsAccount, 'earn'>, category: EarnCategory): number =>
  account.earn[`${category}Multiplier`];

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
    return numberFormat(locale, { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(value / 100);
  }
  return numberFormat(locale, { maximumFractionDigits: 0 }).format(Math.ceil(value));
}

/** Cents one mile is worth, from the account's balance and its cash equivalent (1 cent when unknown). */
export function minorPerMile(account: RewardsAccount): number {
  const miles = account.rewardsBalance.value;
  return miles > 0 && account.rewardsCashEquivalent.value > 0 ? account.rewardsCashEquivalent.value / miles : 1;
}

/** SPEC §9: dollar rewards to 2 decimals; other rewards rounded up to whole units. */
export function rewardsPrice(fiatMinor: number, account: RewardsAccount): number {
  if (account.rewardsBalance.currency === 'Cash') return Math.round(fiatMinor) / 100;
  return Math.ceil(fiatMinor / minorPerMile(account));
}
