// What the portal reads of a corporate user's company: its card (which a card the user adds must
// be) and, through the session, its policy tier.
import { and, eq } from 'drizzle-orm';
import type { CentralBillingRecord } from '../../lib/domain/corporate/central-billing';
import type { CompanyCard } from '../../lib/domain/corporate/company-card';
import type { PolicyTier } from '../../lib/domain/corporate/policy';
import type { MatchableAccount } from '../../lib/domain/profile/payment-methods';
import type { Db } from '../db/client';
import { businesses, policyTiers, users } from '../db/schema';
import type { Deps } from '../deps';

type UserRow = typeof users.$inferSelect;

/** The company card of a corporate user's business; null for a consumer or a company without one. */
export async function companyCardOf(db: Db, user: Pick<UserRow, 'customerType' | 'businessId'>): Promise<CompanyCard | null> {
  if (user.customerType !== 'Corporate' || !user.businessId) return null;
  const [biz] = await db
    .select({ ref: businesses.accountReferenceId, card: businesses.companyCard })
    .from(businesses)
    .where(eq(businesses.id, user.businessId));
  return biz?.ref && biz.card ? { accountReferenceId: biz.ref, ...biz.card } : null;
}

/**
 * The accounts a card the user adds may belong to. A corporate user's company card comes after
 * their own rewards accounts: with test cards on, a test card matches the first account, and a
 * corporate user usually has none of their own.
 */
export async function cardAccounts(d: Pick<Deps, 'db' | 'rewardsAccounts'>, user: UserRow): Promise<MatchableAccount[]> {
  const [own, company] = await Promise.all([d.rewardsAccounts(user.id), companyCardOf(d.db, user)]);
  return company ? [...own, company] : own;
}

/** The policy tier a corporate user books under; null for a consumer or a user without a tier. */
export async function policyTierOf(
  db: Db,
  user: Pick<UserRow, 'customerType' | 'policyTierId' | 'businessId'>,
): Promise<PolicyTier | null> {
  if (user.customerType !== 'Corporate' || !user.policyTierId || !user.businessId) return null;
  const [row] = await db
    .select({ policy: policyTiers.policy })
    .from(policyTiers)
    .where(and(eq(policyTiers.id, user.policyTierId), eq(policyTiers.businessId, user.businessId)));
  return row?.policy ?? null;
}

/** The tier of a user by id, with its company (the booking engine knows the user by id only). */
export async function policyTierOfUser(db: Db, userId: string): Promise<{ tier: PolicyTier; businessId: string } | null> {
  const [row] = await db
    .select({ policy: policyTiers.policy, businessId: policyTiers.businessId })
    .from(users)
    .innerJoin(policyTiers, and(eq(policyTiers.id, users.policyTierId), eq(policyTiers.businessId, users.businessId)))
    .where(and(eq(users.id, userId), eq(users.customerType, 'Corporate')));
  return row ? { tier: row.policy, businessId: row.businessId } : null;
}

/** The company that bills a user's travel centrally, by id (null: a consumer, or a company that does not). */
export async function centralBillingOfUser(
  db: Db,
  userId: string,
): Promise<{ businessId: string; companyName: string; billing: CentralBillingRecord } | null> {
  const [row] = await db
    .select({ businessId: businesses.id, companyName: businesses.name, billing: businesses.centralBilling })
    .from(users)
    .innerJoin(businesses, eq(businesses.id, users.businessId))
    .where(and(eq(users.id, userId), eq(users.customerType, 'Corporate')));
  return row?.billing ? { businessId: row.businessId, companyName: row.companyName, billing: row.billing } : null;
}
