import { asc, eq } from 'drizzle-orm';
import type { RewardsAccount } from '../../lib/domain/profile/rewards';
import type { Db } from '../db/client';
import { rewardsAccounts } from '../db/schema';

type Row = typeof rewardsAccounts.$inferSelect;

export function toRewardsAccount(r: Row): RewardsAccount {
  return {
    accountReferenceId: r.accountReferenceId,
    productDisplayName: r.productDisplayName,
    product: r.product as RewardsAccount['product'],
    accountType: r.accountType,
    customerAccountRole: r.customerAccountRole as RewardsAccount['customerAccountRole'],
    lastFour: r.lastFour,
    lastFourVirtualCardNumbers: r.lastFourVirtualCardNumbers,
    allowRewardsRedemption: r.allowRewardsRedemption,
    earn: r.earn,
    rewardsBalance: { value: r.balanceValue, currency: r.balanceCurrency, currencyDescription: r.balanceDescription },
    rewardsCashEquivalent: { value: r.cashEquivalentMinor, currencyCode: 'USD' },
  };
}

export async function listRewardsAccounts(db: Db, userId: string): Promise<RewardsAccount[]> {
  const rows = await db
    .select()
    .from(rewardsAccounts)
    .where(eq(rewardsAccounts.userId, userId))
    .orderBy(asc(rewardsAccounts.sortOrder), asc(rewardsAccounts.accountReferenceId));
  return rows.map(toRewardsAccount);
}
