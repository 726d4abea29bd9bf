// The travel administrator's view of their company (SPEC §6): its users (all of them with
// canViewUsers, else only themselves), a user's saved travelers with the default and private ones
// marked, and the company's policy tiers read-only. Another company's users answer 404.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { CompanyUser } from '../../lib/domain/corporate/company.schema';
import { approvalProcess } from '../../lib/domain/corporate/policy';
import { isPolicyInactive } from '../../lib/domain/corporate/policy-rules';
import type { Traveler } from '../../lib/domain/profile/travelers.schema';
import { ErrorCode } from '../../lib/domain/shared/errors';
import type { Db } from '../db/client';
import { policyTiers, travelers, users } from '../db/schema';
import { ApiFailure } from '../http/errors';
import { listTravelers } from './travelers';

type UserRow = typeof users.$inferSelect;

const notAdmin = () =>
  new ApiFailure(403, ErrorCode.Forbidden, "Only your company's travel administrators can see its users and policies.");
const noSuchUser = () => new ApiFailure(404, ErrorCode.NotFound, 'No user with that id is in the list you can see. Reload the page.');

function adminBusiness(admin: UserRow): string {
  if (admin.customerType !== 'Corporate' || !admin.canViewAdmin || !admin.businessId) throw notAdmin();
  return admin.businessId;
}

async function companyUsers(db: Db, businessId: string, onlyId?: string): Promise<CompanyUser[]> {
  const rows = await db
    .select({
      u: users,
      tierName: sql<string | null>`${policyTiers.policy}->>'name'`,
      travelers: sql<number>`count(${travelers.id})::int`,
      hasDefault: sql<boolean>`bool_or(${travelers.id} = ${users.defaultTravelerId})`,
    })
    .from(users)
    .leftJoin(policyTiers, and(eq(policyTiers.id, users.policyTierId), eq(policyTiers.businessId, businessId)))
    .leftJoin(travelers, eq(travelers.ownerUserId, users.id))
    .where(and(eq(users.businessId, businessId), onlyId ? eq(users.id, onlyId) : undefined))
    .groupBy(users.id, policyTiers.policy)
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map(({ u, tierName, travelers: count, hasDefault }) => ({
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    roles: u.roles,
    cap1Role: u.cap1Role,
    canViewAdmin: u.canViewAdmin,
    policyTierName: tierName,
    isGhostUser: !hasDefault,
    travelers: count,
    hiddenTravelers: u.hiddenTravelerIds.length,
  }));
}

/** `GET /v0/company/users`. */
export async function listCompanyUsers(db: Db, admin: UserRow): Promise<{ value: CompanyUser[]; allUsers: boolean }> {
  const businessId = adminBusiness(admin);
  return { value: await companyUsers(db, businessId, admin.canViewUsers ? undefined : admin.id), allUsers: admin.canViewUsers };
}

/** `GET /v0/company/users/{id}/travelers`: a user the admin may see, else 404 (another company's too). */
export async function companyUserTravelers(db: Db, admin: UserRow, userId: string): Promise<{ user: CompanyUser; value: Traveler[] }> {
  const businessId = adminBusiness(admin);
  if (!admin.canViewUsers && userId !== admin.id) throw noSuchUser();
  const [user] = await companyUsers(db, businessId, userId);
  if (!user) throw noSuchUser();
  return { user, value: (await listTravelers(db, userId)).value };
}

/** `GET /v0/company/policyTiers`. */
export async function companyTiers(db: Db, admin: UserRow) {
  const businessId = adminBusiness(admin);
  const rows = await db
    .select({ policy: policyTiers.policy, users: sql<number>`count(${users.id})::int` })
    .from(policyTiers)
    .leftJoin(users, eq(users.policyTierId, policyTiers.id))
    .where(eq(policyTiers.businessId, businessId))
    .groupBy(policyTiers.id)
    .orderBy(asc(policyTiers.id));
  return rows.map((r) => ({
    tier: r.policy,
    isInactive: isPolicyInactive(r.policy),
    approvalProcess: approvalProcess(r.policy),
    users: r.users,
  }));
}
