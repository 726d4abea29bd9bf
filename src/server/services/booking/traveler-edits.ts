// Requests to correct a traveler on a booked flight (rules: traveler-edit.ts in the domain). The
// ticket is never changed here: the request is stored for our agents, who take it to the airline;
// the traveler gets an email that we have it. One open request per traveler and field.
import { and, asc, eq } from 'drizzle-orm';
import { nameCorrection, travelerEditEligibility } from '../../../lib/domain/booking/traveler-edit';
import type { TravelerEditRequest, TravelerEditRequestBody } from '../../../lib/domain/booking/traveler-edit.schema';
import type { Db } from '../../db/client';
import { outbox, travelerEditRequests } from '../../db/schema';
import { errorBody } from '../../http/errors';
import type { TravelerEditMail } from '../mail/render-traveler-edit';
import type { Answer } from './payment';
import { readSnapshot } from './snapshot';
import { currentBooking, lockOwnBooking } from './trips';

type RequestRow = typeof travelerEditRequests.$inferSelect;

const toRequest = (r: RequestRow): TravelerEditRequest => ({
  id: r.id,
  traveler: r.traveler,
  field: r.field,
  correction: r.correction,
  note: r.note,
  nameCorrection: r.nameCorrection,
  state: r.state,
  createdAt: r.createdAt.toISOString(),
});

/** The requests sent for one of the user's bookings, oldest first (another user's booking is NotFound). */
export async function travelerEdits(db: Db, userId: string, bookingId: string, now: Date): Promise<TravelerEditRequest[]> {
  await currentBooking(db, userId, bookingId, now);
  const rows = await db
    .select()
    .from(travelerEditRequests)
    .where(and(eq(travelerEditRequests.bookingId, bookingId), eq(travelerEditRequests.userId, userId)))
    .orderBy(asc(travelerEditRequests.createdAt), asc(travelerEditRequests.id));
  return rows.map(toRequest);
}

/** Stores the request and queues its acknowledgement email, or answers why not. */
export async function requestTravelerEdit(
  db: Db,
  userId: string,
  bookingId: string,
  body: TravelerEditRequestBody,
  now: Date,
): Promise<Answer> {
  return db.transaction(async (tx) => {
    const row = await lockOwnBooking(tx, userId, bookingId);
    const s = readSnapshot(row);
    if (s.product !== 'Flight') {
      return {
        status: 409,
        body: errorBody('TravelerEditNotAllowed', 'Only a flight booking takes traveler corrections here. Call us for this trip.'),
      };
    }
    const eligible = travelerEditEligibility(
      { reservation: row.status, firstDeparture: s.slices[0]?.segments[0]?.scheduledDeparture },
      now,
    );
    if (eligible.kind === 'NotAllowed') {
      const message =
        eligible.reason === 'Departed'
          ? 'This trip has started: ask the airline at the airport, or call us.'
          : 'Only a confirmed booking can be corrected. Open the trip to see where it stands.';
      return { status: 409, body: errorBody('TravelerEditNotAllowed', message, { reason: eligible.reason }) };
    }
    const traveler = s.travelers[body.traveler];
    if (!traveler) {
      return {
        status: 422,
        body: errorBody('ValidationFailed', 'No traveler of this booking has that place.', {
          fields: [{ path: 'traveler', message: `Choose a traveler from 0 to ${s.travelers.length - 1}.` }],
        }),
      };
    }
    const [created] = await tx
      .insert(travelerEditRequests)
      .values({
        userId,
        bookingId,
        traveler: body.traveler,
        field: body.field,
        correction: body.correction,
        note: body.note || null,
        nameCorrection: body.field === 'Name' ? nameCorrection(traveler, body.correction) : null,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) {
      return {
        status: 409,
        body: errorBody('AlreadyRequested', 'We already have a request for this traveler and this detail. We will email you about it.'),
      };
    }
    await tx.insert(outbox).values({
      kind: 'TravelerEditRequested',
      // What the acknowledgement says, kept with it: the email reads no other row.
      payload: {
        bookingId,
        userId,
        requestId: created.id,
        ...({
          traveler: `${traveler.givenName} ${traveler.surname}`,
          field: created.field,
          correction: created.correction,
          nameCorrection: created.nameCorrection,
        } satisfies TravelerEditMail),
      },
      createdAt: now,
    });
    return { status: 201, body: toRequest(created) };
  });
}
