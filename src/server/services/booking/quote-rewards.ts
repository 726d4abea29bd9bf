// What every checkout quote says of rewards: the accounts that can pay (and how much of this
// total), the minimum redemption, and what the card part earns on the SPEC §4 default account at
// the product's multiplier.
import { minimumRedemption, redeemableMinor } from '../../../lib/domain/booking/checkout-payment';
import type { FlightQuote } from '../../../lib/domain/booking/flight-quote.schema';
import { earnMultiplier, selectRewardsAccount, type EarnCategory, type RewardsAccount } from '../../../lib/domain/profile/rewards';
import type { Db } from '../../db/client';
import { listRewardsAccounts } from '../rewards';

/** What the product earns on the account, or null when it earns nothing there. */
export function earnOf(account: RewardsAccount | undefined, category: EarnCategory): FlightQuote['earn'] {
  const multiplier = account ? earnMultiplier(account, category) : 0;
  if (!account || multiplier <= 0) return null;
  return { accountReferenceId: account.accountReferenceId, multiplier, currency: account.rewardsBalance.currency };
}

export async function quoteRewards(
  db: Db,
  userId: string,
  totalMinor: number,
  category: EarnCategory,
): Promise<Pick<FlightQuote, 'rewards' | 'earn'>> {
  const accounts = await listRewardsAccounts(db, userId);
  return {
    rewards: {
      accounts: accounts
        .filter((a) => a.allowRewardsRedemption)
        .map((a) => ({
          accountReferenceId: a.accountReferenceId,
          productDisplayName: a.productDisplayName,
          currency: a.rewardsBalance.currency,
          currencyDescription: a.rewardsBalance.currencyDescription,
          balance: a.rewardsBalance.value,
          maxRedeemableMinor: Math.min(redeemableMinor(a), totalMinor),
        })),
      minimumRedemption: minimumRedemption(accounts),
    },
    // The card is chosen later; until then the SPEC §4 default account stands for it.
    earn: earnOf(selectRewardsAccount(accounts, null), category),
  };
}
