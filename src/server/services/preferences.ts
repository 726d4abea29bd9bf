// SPEC §3 hotel and flight preferences and the §7 preference metadata of the signed-in user.
import { eq, sql } from 'drizzle-orm';
import type { LocationOption } from '../../lib/domain/shared/autocomplete.schema';
import { ErrorCode } from '../../lib/domain/shared/errors';
import {
  ExcludeLowCostCarriers,
  HotelAmenities,
  MAX_METADATA_KEYS,
  PreferredAirlines,
  type FlightPreferences,
  type HotelPreferences,
  type PreferenceMetadata,
  type PreferenceMetadataUpdate,
} from '../../lib/domain/profile/preferences.schema';
import { isStorableText } from '../../lib/domain/profile/travelers.schema';
import type { Db } from '../db/client';
import { userPreferences } from '../db/schema';
import { invalid } from '../http/errors';
import { reference } from '../inventory/reference';

/** Stored sets keep one order, so saving the same choices twice stores the same thing. */
const inOrder = <T>(order: readonly T[], chosen: readonly T[]): T[] => order.filter((x) => chosen.includes(x));

async function row(db: Db, userId: string) {
  const [r] = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId));
  return r;
}

async function upsert(db: Db, userId: string, set: Partial<Pick<typeof userPreferences.$inferInsert, 'hotel' | 'flight'>>) {
  await db
    .insert(userPreferences)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { ...set, updatedAt: sql`now()` } });
}

export async function getHotelPreferences(db: Db, userId: string): Promise<HotelPreferences | null> {
  return (await row(db, userId))?.hotel ?? null;
}

export async function getFlightPreferences(db: Db, userId: string): Promise<FlightPreferences | null> {
  return (await row(db, userId))?.flight ?? null;
}

export async function saveHotelPreferences(db: Db, userId: string, prefs: HotelPreferences): Promise<void> {
  await upsert(db, userId, {
    hotel: {
      amenities: inOrder(HotelAmenities, prefs.amenities),
      starRatings: [...new Set(prefs.starRatings)].sort((a, b) => a - b),
      freeCancellationOnly: prefs.freeCancellationOnly,
    },
  });
}

/** SPEC §3: the option's id carries the airport code (`airport:JFK`); a city option names its main airport in `code`. */
function homeAirport(option: LocationOption | null): LocationOption | null {
  if (!option) return null;
  // The option schema leaves lengths open; what autocomplete answers is far shorter.
  for (const field of ['id', 'label', 'sublabel'] as const) {
    if (option[field].length > 200 || !isStorableText(option[field])) {
      throw invalid(ErrorCode.ValidationFailed, `homeAirport.${field}`, 'Pick your home airport from the list.');
    }
  }
  const fromId = /^airport:([A-Za-z]{3})$/.exec(option.id)?.[1];
  const code = (option.code ?? fromId ?? '').toUpperCase();
  if (option.kind === 'airport' && fromId && fromId.toUpperCase() !== code) {
    throw invalid(ErrorCode.ValidationFailed, 'homeAirport.id', 'The home airport does not match its code. Pick the airport again.');
  }
  if (!reference().airports.has(code)) {
    throw invalid(
      ErrorCode.UnknownLocation,
      'homeAirport.code',
      `We don't know an airport with the code ${code.slice(0, 10) || '(none)'}. Pick your home airport from the list.`,
    );
  }
  return { ...option, code, ...(option.kind === 'airport' ? { id: `airport:${code}` } : {}) };
}

export async function saveFlightPreferences(db: Db, userId: string, prefs: FlightPreferences): Promise<void> {
  // SPEC §5: fare class is a single choice.
  if (Object.values(prefs.fareClasses).filter(Boolean).length > 1) {
    throw invalid(ErrorCode.ValidationFailed, 'fareClasses', 'Choose one fare class, or none.');
  }
  await upsert(db, userId, {
    flight: {
      homeAirport: homeAirport(prefs.homeAirport),
      fareClasses: { ...prefs.fareClasses },
      airlines: inOrder([...PreferredAirlines, ExcludeLowCostCarriers], prefs.airlines),
      nonStopOnly: prefs.nonStopOnly,
    },
  });
}

export async function getPreferenceMetadata(db: Db, userId: string): Promise<PreferenceMetadata> {
  return (await row(db, userId))?.metadata ?? {};
}

/** Sets the keys sent (a null value removes its key), keeps the others; at most MAX_METADATA_KEYS in all. */
export async function updatePreferenceMetadata(db: Db, userId: string, update: PreferenceMetadataUpdate): Promise<PreferenceMetadata> {
  return db.transaction(async (tx) => {
    await tx.insert(userPreferences).values({ userId }).onConflictDoNothing();
    const [current] = await tx.select().from(userPreferences).where(eq(userPreferences.userId, userId)).for('update');
    // A Map, not an object: keys such as __proto__ are plain keys here.
    const merged = new Map(Object.entries(current?.metadata ?? {}));
    for (const [key, value] of Object.entries(update)) {
      if (value === null) merged.delete(key);
      else merged.set(key, value);
    }
    if (merged.size > MAX_METADATA_KEYS) {
      throw invalid(
        ErrorCode.ValidationFailed,
        '',
        `You can keep up to ${MAX_METADATA_KEYS} preference keys; this update would make ${merged.size}. Remove some with null values.`,
      );
    }
    const metadata = Object.fromEntries(merged);
    await tx
      .update(userPreferences)
      .set({ metadata, updatedAt: sql`now()` })
      .where(eq(userPreferences.userId, userId));
    return metadata;
  });
}
