// Who flies on a booking: the user's saved travelers by id, each with the passenger type chosen for
// this booking, checked by the SPEC §8 passenger rules before anything is held or charged.
import { and, eq, inArray } from 'drizzle-orm';
import { bookingPassengerErrors, type BookingPassenger, type PassengerError } from '../../../../lib/domain/flights/booking-passengers';
import type { Traveler } from '../../../../lib/domain/profile/travelers.schema';
import type { Db } from '../../../db/client';
import { travelers } from '../../../db/schema';
import { ApiFailure } from '../../../http/errors';
import { failureAdvice, type FlightBookRequest } from '../../../../lib/domain/booking/booking.schema';
import { tripFacts, type Requirements } from './pricing';
import type { SnapshotOf } from '../snapshot';

const invalidPassengers = (message: string, errors: PassengerError[] = []) =>
  new ApiFailure(422, 'InvalidPassengers', message, { nextAction: failureAdvice.InvalidPassengers.nextAction, errors });

/**
 * Loads the travelers (only the user's own: another user's id reads as unknown, so nothing of
 * theirs is ever answered) and throws InvalidPassengers with every field error; answers what the
 * booking keeps of them, in the order chosen.
 */
export async function checkedTravelers(
  db: Db,
  userId: string,
  request: Pick<FlightBookRequest, 'selection' | 'travelers' | 'contact'>,
  requirements: Requirements,
): Promise<SnapshotOf<'Flight'>['travelers']> {
  const ids = request.travelers.map((t) => t.travelerId);
  const rows = await db
    .select()
    .from(travelers)
    .where(and(eq(travelers.ownerUserId, userId), inArray(travelers.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  if (ids.some((id) => !byId.has(id))) {
    throw invalidPassengers('A traveler is not among your saved travelers. Reload the travelers and choose again.');
  }
  const chosen = { ADT: 0, CNN: 0, INF: 0, INS: 0 };
  for (const t of request.travelers) chosen[t.passengerType] += 1;
  const searched = request.selection.passengers;
  // The fare was priced for the searched passengers; other types would need another fare.
  if ((['ADT', 'CNN', 'INF', 'INS'] as const).some((k) => chosen[k] !== searched[k])) {
    throw invalidPassengers('The travelers do not match the passengers of this search. Search again with these travelers.');
  }
  const passengers: BookingPassenger[] = request.travelers.map((t) => {
    const row = byId.get(t.travelerId)!;
    const traveler: Traveler = { ...row.document, id: row.id, createdAt: row.createdAt.toISOString() };
    return { traveler, passengerType: t.passengerType };
  });
  const check = bookingPassengerErrors({ passengers, contact: request.contact, trip: tripFacts(requirements) });
  if (check.kind === 'InvalidInput') {
    throw invalidPassengers(
      check.reason === 'DuplicateTraveler' ? 'Each traveler can be on a booking once.' : 'The trip dates could not be read.',
    );
  }
  if (check.errors.length) throw invalidPassengers(failureAdvice.InvalidPassengers.message, check.errors);
  return passengers.map(({ traveler, passengerType }) => ({
    travelerId: traveler.id,
    givenName: traveler.givenName,
    surname: traveler.surname,
    passengerType,
  }));
}
