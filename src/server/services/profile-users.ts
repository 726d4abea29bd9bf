// The corporate side of the profile (SPEC §6: default and private travelers, the company's users)
// and the read-only contact information (SPEC §1).
import { and, eq } from 'drizzle-orm';
import { ErrorCode } from '../../lib/domain/shared/errors';
import type { ContactInfo, CorporateUser } from '../../lib/domain/profile/travelers.schema';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { ApiFailure } from '../http/errors';
import { currentUser, isCorporate, ownTraveler } from './travelers';

type UserRow = typeof users.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const collator = new Intl.Collator('en-US', { sensitivity: 'accent', numeric: true });

function requireCorporate(u: UserRow): void {
  if (!isCorporate(u)) {
    throw new ApiFailure(403, ErrorCode.Forbidden, 'Default and private travelers belong to company travel accounts.');
  }
}

const userNotFound = () => new ApiFailure(404, ErrorCode.NotFound, "We couldn't find this user in your company.");

/** SPEC §4 profile visibility toggle: hide ON makes the caller's traveler private, OFF shows it again. */
export async function setTravelerHidden(
  db: Db,
  userId: string,
  travelerId: string,
  hidden: boolean,
): Promise<{ hiddenTravelerIds: string[] }> {
  return db.transaction(async (tx) => {
    const owner = await currentUser(tx, userId, true);
    requireCorporate(owner);
    await ownTraveler(tx, userId, travelerId);
    const others = owner.hiddenTravelerIds.filter((id) => id !== travelerId);
    const hiddenTravelerIds = hidden ? [...others, travelerId] : others;
    await tx.update(users).set({ hiddenTravelerIds }).where(eq(users.id, userId));
    return { hiddenTravelerIds };
  });
}

/**
 * SPEC §7 assign_default: one of the caller's travelers becomes the default traveler of the caller,
 * or, with canViewUsers (SPEC §6), of a user of the same company.
 */
export async function assignDefaultTraveler(
  db: Db,
  callerId: string,
  body: { travelerId: string; userId: string },
): Promise<{ userId: string; defaultTravelerId: string }> {
  return db.transaction(async (tx) => {
    const caller = await currentUser(tx, callerId, true);
    requireCorporate(caller);
    if (body.userId !== caller.id) {
      if (!caller.canViewUsers) {
        throw new ApiFailure(403, ErrorCode.Forbidden, 'You can only choose your own default traveler.');
      }
      // users.id is a uuid column: anything else is no user at all, and must not reach the query.
      if (!UUID.test(body.userId)) throw userNotFound();
      const [target] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, body.userId), eq(users.businessId, caller.businessId!)));
      if (!target) throw userNotFound();
    }
    await ownTraveler(tx, callerId, body.travelerId);
    await tx.update(users).set({ defaultTravelerId: body.travelerId }).where(eq(users.id, body.userId));
    return { userId: body.userId, defaultTravelerId: body.travelerId };
  });
}

const corporateUser = (u: UserRow): CorporateUser => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  defaultTravelerId: u.defaultTravelerId,
});

/** SPEC §6: canViewUsers lists every user of the company (by first, then last name); otherwise only oneself. */
export async function listCorporateUsers(db: Db, userId: string): Promise<CorporateUser[]> {
  const me = await currentUser(db, userId);
  if (!isCorporate(me) || !me.canViewUsers) return [corporateUser(me)];
  const rows = await db.select().from(users).where(eq(users.businessId, me.businessId!));
  return rows
    .map(corporateUser)
    .sort((a, b) => collator.compare(a.firstName, b.firstName) || collator.compare(a.lastName, b.lastName) || a.id.localeCompare(b.id));
}

/** SPEC §2 contact information: what the issuer's account holds; empty shows as "-". */
export async function customerDetails(db: Db, userId: string): Promise<ContactInfo> {
  const u = await currentUser(db, userId);
  const orNull = (v: string | null) => (v && v.trim() !== '' ? v.trim() : null);
  return { phoneNumber: orNull(u.phoneNumber), emailAddress: orNull(u.email) };
}
