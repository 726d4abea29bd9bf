// An experience priced for booking: the chosen slot found again in the day's slots for the party,
// less the places already booked in it, and the lines the traveler pays.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Breakdown } from '../../../../lib/domain/booking/booking.schema';
import type { ExperienceSelection } from '../../../../lib/domain/booking/experience-book.schema';
import { partySize } from '../../../../lib/domain/experiences/experiences';
import type {
  ExperienceDetailsRequest,
  ExperienceDetailsResponse,
  PartyPrice,
  Slot,
} from '../../../../lib/domain/experiences/experiences.schema';
import { homeToday } from '../../../../lib/domain/shared/dates';
import { ErrorCode } from '../../../../lib/domain/shared/errors';
import { bookings } from '../../../db/schema';
import type { Executor } from '../../../db/types';
import { ApiFailure, invalid } from '../../../http/errors';
import { experienceDetails } from '../../../inventory/experiences/availability';
import { experienceById, type Experience } from '../../../inventory/experiences/catalog';
import { checkDate, checkTravelers, experienceDetailsFor } from '../../experiences';

/** Bookings that hold their places: every state but a declined or canceled one. */
const HOLDING = ['Pending', 'Confirmed', 'ConfirmedPendingNewChange', 'UnMapped', 'UnMappedPersisted'] as const;

/** Places of the slots of an experience on a day already held by bookings, by slot id. */
export async function bookedPlaces(db: Executor, experienceId: string, date: string): Promise<Map<string, number>> {
  const slotId = sql<string>`${bookings.snapshot}->'slot'->>'slotId'`;
  const rows = await db
    .select({ slotId, places: sql<number>`coalesce(sum((${bookings.snapshot}->>'places')::int), 0)::int` })
    .from(bookings)
    .where(
      and(
        eq(bookings.product, 'Experience'),
        inArray(bookings.status, [...HOLDING]),
        eq(sql`${bookings.snapshot}->'experience'->>'id'`, experienceId),
        eq(sql`${bookings.snapshot}->>'date'`, date),
      ),
    )
    .groupBy(slotId);
  return new Map(rows.map((r) => [r.slotId, Number(r.places)]));
}

/** Places a party takes in a slot: travelers, or groups for a per-group price. */
export function placesFor(e: Pick<Experience, 'pricing'>, size: number): number {
  return e.pricing.kind === 'PerGroup' ? Math.ceil(size / e.pricing.maxGroupSize) : size;
}

/** The day's slots with the places already booked taken off. */
export function lessBooked(slots: readonly Slot[], booked: ReadonlyMap<string, number>, needed: number): Slot[] {
  return slots.map((s) => {
    const remaining = Math.max(0, s.remaining - (booked.get(s.slotId) ?? 0));
    // A closed slot stays closed; its places left still count what was booked.
    if (s.status === 'NotBookable') return { ...s, remaining };
    return { ...s, remaining, status: remaining === 0 ? 'SoldOut' : remaining < needed ? 'TooFewPlaces' : 'Available' };
  });
}

/** A check of the search's, its field named under `selection`. */
function underSelection(check: () => void): void {
  try {
    check();
  } catch (e) {
    if (e instanceof ApiFailure && e.status === 422)
      throw invalid(e.code, `selection.${(e.details as { fields: { path: string }[] }).fields[0]!.path}`, e.message);
    throw e;
  }
}

export interface PricedExperience {
  experience: Experience;
  details: ExperienceDetailsResponse;
  slot: Slot;
  places: number;
  breakdown: Breakdown;
}

/** The slot chosen, priced now for the party, or a 4xx naming what to fix; `sold` when its places are gone. */
export async function priceExperience(
  db: Executor,
  selection: ExperienceSelection,
  now: Date,
): Promise<{ kind: 'Priced'; priced: PricedExperience } | { kind: 'Sold' }> {
  const today = homeToday(now.getTime());
  underSelection(() => checkDate(selection.date, today));
  underSelection(() => checkTravelers(selection.travelers));
  const experience = experienceById(selection.experienceId);
  if (!experience) throw new ApiFailure(404, ErrorCode.NotFound, 'This experience does not exist, or no longer takes bookings.');
  const size = partySize(selection.travelers);
  const places = placesFor(experience, size);
  if (places > experience.capacity) {
    const most = experience.pricing.kind === 'PerGroup' ? experience.capacity * experience.pricing.maxGroupSize : experience.capacity;
    throw invalid(ErrorCode.ValidationFailed, 'selection.travelers', `This experience takes at most ${most} travelers in one time slot.`);
  }
  const day = experienceDetails(experience, selection.date, selection.travelers, today, now);
  const details = { ...day, slots: lessBooked(day.slots, await bookedPlaces(db, experience.id, selection.date), places) };
  const slot = details.slots.find((s) => s.slotId === selection.slotId);
  if (!slot)
    throw invalid(ErrorCode.ValidationFailed, 'selection.slotId', 'This time is not offered on that day. Choose a time from the list.');
  if (details.experience.availability.kind === 'Unavailable' && details.experience.availability.reason === 'AdultsOnly')
    throw invalid(
      ErrorCode.ValidationFailed,
      'selection.travelers',
      'This experience is for adults only: book it without children or infants.',
    );
  if (slot.status === 'NotBookable')
    throw invalid(
      ErrorCode.InvalidDates,
      'selection.slotId',
      'Bookings for this time have closed (an hour before it starts). Choose a later time.',
    );
  if (slot.status !== 'Available' || !slot.price) return { kind: 'Sold' };
  return { kind: 'Priced', priced: { experience, details, slot, places, breakdown: experienceBreakdown(slot.price) } };
}

/** One line per age band (or per group) of the party: prices include taxes and fees. */
export function experienceBreakdown(price: PartyPrice): Breakdown {
  const lines: Breakdown['lines'] = price.lines.map((l) => ({
    kind: 'BaseFare',
    label: `${l.unit} × ${l.count}`,
    amountMinor: l.subtotal,
  }));
  return { lines, totalMinor: price.total };
}

/** An experience's day as the details page shows it: the simulator's slots less the places booked here. */
export async function detailsWithBookings(db: Executor, request: ExperienceDetailsRequest, now: Date): Promise<ExperienceDetailsResponse> {
  const answer = experienceDetailsFor(request, now);
  const experience = experienceById(request.id)!;
  const booked = await bookedPlaces(db, request.id, request.date);
  return { ...answer, slots: lessBooked(answer.slots, booked, placesFor(experience, partySize(request.travelers))) };
}
