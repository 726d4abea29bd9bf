import { BookingIdParamSchema, TripSchema } from '../../lib/domain/booking/booking.schema';
import { RebookRequestSchema } from '../../lib/domain/booking/disruption.schema';
import { MissedConnectionAnswerSchema } from '../../lib/domain/booking/missed-connection.schema';
import type { Api, Deps } from '../deps';
import { acceptAirlineRebooking, missedConnection, rebookMissedConnection } from '../services/booking/flights/missed-connection';
import { deliver } from '../services/booking/idempotency';
import { getTrip } from '../services/booking/trips';
import { authed, errors, json, jsonBody, bookingNotFound } from './define';

const notOpen = { description: 'NoMissedConnection (details.reason)', content: errors[400].content };

/** Missed connection rebooking (SPEC §2 trips/rebook/connection, trips/disruption/rebook-connecting-flight; §5). */
export function registerTripConnection(app: Api, d: Deps) {
  app.openapi(
    authed(d.auth, {
      method: 'get',
      path: '/v0/trips/{id}/missedConnection',
      summary: 'A connection missed because of a delay: the free rebooking from the connection airport, or the airline’s own',
      description:
        'Included with every flight booking. Rebookable: the flights from the missed flight’s airport to the slice’s ' +
        'destination, its day or the next, not before the traveler can board (delayed arrival + 45 minutes), the same or a ' +
        'lower fare class, up to US$5,000 a traveler; up to 6, nearest the missed departure. AirlineRebooked: on one ticket ' +
        'the airline of the missed flight rebooked its passenger on its own next flight, and that flight is reasonable (within ' +
        '1 hour of the missed departure, or by 9:00 the next morning after a flight past 20:00): the service is not available, ' +
        'the traveler keeps it. Unavailable: NoMissedConnection, NotBooked, Decided, or Expired (24 hours after the disruption).',
      request: { params: BookingIdParamSchema },
      responses: { 200: json(MissedConnectionAnswerSchema, 'The service for this trip now'), 400: errors[400], 404: bookingNotFound },
    }),
    async (c) => c.json(await missedConnection(d.db, c.get('session').user.id, c.req.valid('param').id, d.now()), 200),
  );

  app.openapi(
    authed(d.auth, {
      method: 'post',
      path: '/v0/trips/{id}/missedConnection/rebook',
      summary: 'Rebook from the connection airport on one of the flights offered, at no charge',
      description:
        'Send an option of GET /v0/trips/{id}/missedConnection (Rebookable). The flights before the connection stay; the new ' +
        'ones replace the rest of the slice; the updated confirmation is emailed. The same choice again answers the same trip. ' +
        '409 NoMissedConnection when nothing is open (or the airline rebooked reasonably); 422 NotQualifying when the flight ' +
        'is no longer offered.',
      request: { params: BookingIdParamSchema, ...jsonBody(RebookRequestSchema) },
      responses: {
        200: json(TripSchema, 'The trip on its new flights'),
        400: errors[400],
        404: bookingNotFound,
        409: notOpen,
        422: { description: 'NotQualifying', content: errors[400].content },
      },
    }),
    async (c) => {
      const userId = c.get('session').user.id;
      const { id } = c.req.valid('param');
      deliver(await rebookMissedConnection(d.db, userId, id, c.req.valid('json'), d.now()));
      return c.json(await getTrip(d.db, userId, id, d.now()), 200);
    },
  );

  app.openapi(
    authed(d.auth, {
      method: 'post',
      path: '/v0/trips/{id}/missedConnection/acceptAirline',
      summary: 'Keep the airline’s own rebooking from the connection as the trip’s flight',
      description:
        'When GET /v0/trips/{id}/missedConnection answers AirlineRebooked: the airline’s flight replaces the rest of the slice ' +
        'in the booking and the updated confirmation is emailed. Again answers the same trip; 409 NoMissedConnection otherwise.',
      request: { params: BookingIdParamSchema },
      responses: { 200: json(TripSchema, 'The trip on the airline’s flight'), 400: errors[400], 404: bookingNotFound, 409: notOpen },
    }),
    async (c) => {
      const userId = c.get('session').user.id;
      const { id } = c.req.valid('param');
      deliver(await acceptAirlineRebooking(d.db, userId, id, d.now()));
      return c.json(await getTrip(d.db, userId, id, d.now()), 200);
    },
  );
}
