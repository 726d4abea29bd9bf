// Saved travelers (SPEC §3 passengers) of the signed-in user: list, create or update, delete.
import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { addDays } from '../../lib/domain/shared/dates';
import { ErrorCode } from '../../lib/domain/shared/errors';
import { prepareTravelerForSave, sortTravelers, travelerChanged } from '../../lib/domain/profile/travelers';
import {
  MAX_TRAVELERS_PER_USER,
  TravelerInputSchema,
  type Traveler,
  type TravelerInputParsed,
  type TravelerList,
} from '../../lib/domain/profile/travelers.schema';
import type { Db } from '../db/client';
import { travelers, users, type TravelerDocument } from '../db/schema';
import { ApiFailure, invalid, validationFailure } from '../http/errors';
import type { Executor } from '../db/types';

type UserRow = typeof users.$inferSelect;
type TravelerRow = typeof travelers.$inferSelect;
/** Reads and writes that may run inside a transaction. */

/** No one living was born before this; the placeholder's 1870 date must never be saved as real. */
const EARLIEST_BIRTH_DATE = '1900-01-01';

export const travelerNotFound = () =>
  new ApiFailure(404, ErrorCode.NotFound, "We couldn't find this traveler in your profile. Reload the list and try again.");

/**
 * The user's row as it is now. Default and hidden travelers change under the copy the session
 * carries, and that copy may come from the session cache.
 */
export async function currentUser(db: Executor, userId: string, lock = false): Promise<UserRow> {
  const query = db.select().from(users).where(eq(users.id, userId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new ApiFailure(401, ErrorCode.Unauthorized, 'Your account no longer exists. Sign in again.');
  return row;
}

/** The session's corporateInfo exists for these users (SessionService.sessionInfo). */
export const isCorporate = (u: UserRow): boolean => u.customerType === 'Corporate' && u.businessId !== null;

function toTraveler(row: TravelerRow, owner: UserRow): Traveler {
  const traveler: Traveler = {
    ...row.document,
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    // Stored travelers passed the schema, so nothing a booking needs is missing.
    isMissingInfo: false,
    isGhostUser: false,
  };
  if (isCorporate(owner)) {
    traveler.isDefaultProfile = owner.defaultTravelerId === row.id;
    traveler.isPrivateProfile = owner.hiddenTravelerIds.includes(row.id);
  }
  return traveler;
}

/**
 * SPEC §7 passengers list, sorted (SPEC §3). Nothing is added for a user without travelers: the
 * placeholder of SPEC §3 is the editor's starting point, not a saved row. Corporate answers say
 * whether the user is a ghost user (SPEC §6: no traveler profile of their own, i.e. no default
 * traveler among their travelers).
 */
export async function listTravelers(db: Db, userId: string): Promise<TravelerList> {
  const owner = await currentUser(db, userId);
  const rows = await db.select().from(travelers).where(eq(travelers.ownerUserId, userId));
  const value = sortTravelers(rows.map((r) => toTraveler(r, owner)));
  if (!isCorporate(owner)) return { value };
  return { value, isGhostUser: !rows.some((r) => r.id === owner.defaultTravelerId) };
}

/** SPEC §5 before a write: the saved form, checked again, and a birth date between 1900 and today. */
function toDocument(input: TravelerInputParsed, now: Date): TravelerDocument {
  const parsed = TravelerInputSchema.safeParse(prepareTravelerForSave(input));
  if (!parsed.success) throw validationFailure(parsed.error);
  const document: TravelerDocument = { ...parsed.data };
  delete (document as Partial<TravelerInputParsed>).id;
  // A day of slack: a baby born today somewhere east of UTC is born tomorrow by the UTC calendar.
  const latest = addDays(now.toISOString().slice(0, 10), 1);
  if (document.dateOfBirth < EARLIEST_BIRTH_DATE || document.dateOfBirth > latest) {
    throw invalid(ErrorCode.ValidationFailed, 'dateOfBirth', 'Enter a date of birth between 1900-01-01 and today.');
  }
  return document;
}

/**
 * SPEC §7 passengers update: no id creates a traveler (the id is ours), an id updates the caller's
 * own traveler (anyone else's answers 404 and changes nothing), and an update that changes
 * nothing is not written (SPEC §5).
 */
export async function saveTraveler(db: Db, userId: string, input: TravelerInputParsed, now: Date): Promise<Traveler> {
  const document = toDocument(input, now);
  const id = input.id?.trim();
  return db.transaction(async (tx) => {
    // Locking the owner serialises this user's saves, so concurrent creates cannot pass the cap together.
    const owner = await currentUser(tx, userId, true);
    if (id) {
      const existing = toTraveler(await ownTraveler(tx, userId, id), owner);
      if (!travelerChanged(existing, document)) return existing;
      const [updated] = await tx.update(travelers).set({ document, updatedAt: now }).where(eq(travelers.id, id)).returning();
      return toTraveler(updated!, owner);
    }
    const [held] = await tx.select({ n: count() }).from(travelers).where(eq(travelers.ownerUserId, userId));
    if ((held?.n ?? 0) >= MAX_TRAVELERS_PER_USER) {
      throw invalid(
        ErrorCode.TooManyPassengers,
        'id',
        `You can save up to ${MAX_TRAVELERS_PER_USER} travelers. Delete one you no longer travel with, then add the new one.`,
      );
    }
    const [created] = await tx
      .insert(travelers)
      .values({ id: randomUUID(), ownerUserId: userId, document, createdAt: now, updatedAt: now })
      .returning();
    return toTraveler(created!, owner);
  });
}

/**
 * SPEC §7 passengers delete: only the caller's own traveler (anyone else's answers 404). It stops
 * being anyone's default traveler and leaves the caller's hidden list. Answers the users whose row
 * changed, so their cached sessions can be dropped once this has committed.
 */
export async function deleteTraveler(db: Db, userId: string, travelerId: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const owner = await currentUser(tx, userId, true);
    const deleted = await tx
      .delete(travelers)
      .where(and(eq(travelers.id, travelerId), eq(travelers.ownerUserId, userId)))
      .returning({ id: travelers.id });
    if (deleted.length === 0) throw travelerNotFound();
    // An admin may have made it another user's default (assign_default), so clear it everywhere.
    const changed = await tx
      .update(users)
      .set({ defaultTravelerId: null })
      .where(eq(users.defaultTravelerId, travelerId))
      .returning({ id: users.id });
    if (owner.hiddenTravelerIds.includes(travelerId)) {
      await tx
        .update(users)
        .set({ hiddenTravelerIds: owner.hiddenTravelerIds.filter((h) => h !== travelerId) })
        .where(eq(users.id, userId));
      changed.push({ id: userId });
    }
    return [...new Set(changed.map((u) => u.id))];
  });
}

/** The caller's own traveler, or 404. */
export async function ownTraveler(db: Executor, userId: string, travelerId: string): Promise<TravelerRow> {
  const [row] = await db
    .select()
    .from(travelers)
    .where(and(eq(travelers.id, travelerId), eq(travelers.ownerUserId, userId)));
  if (!row) throw travelerNotFound();
  return row;
}
