import { DisruptionAnswerSchema, RebookingRequestBodySchema, RebookRequestSchema } from '../../lib/domain/booking/disruption.schema';
import { BookingIdParamSchema, TripSchema } from '../../lib/domain/booking/booking.schema';
import type { Api, Deps } from '../deps';
import { disruptionOf, rebookDisrupted } from '../services/booking/flights/disruption';
import { requestRebooking } from '../services/booking/flights/rebooking-desk';
import { acceptScheduleChange } from '../services/booking/flights/schedule-change';
import { rebookScheduleChange, scheduleChangeOptions } from '../services/booking/flights/schedule-free-change';
import { ScheduleChangeOptionsSchema, ScheduleRebookRequestSchema } from '../../lib/domain/booking/schedule-change.schema';
import { getTrip } from '../services/booking/trips';
import { authed, errors, json, jsonBody, bookingNotFound } from './define';

/** After a flight is booked (issue 19): the airline's schedule changes and disruptions, and the traveler's answers. */
export function registerTripChanges(app: Api, d: Deps) {
  app.openapi(
    authed(d.auth, {
      method: 'post',
      path: '/v0/trips/{id}/scheduleChange/accept',
      summary: "Accept the airline's new times for this flight (never done for the traveler)",
      description:
        "The airline's schedule change (the trip's `scheduleChange`, state Modified) becomes the booking's itinerary and " +
        'the change turns Ticketed. Accepting again answers the same trip. A change the airline made by cancelling answers 409 ' +
        'ScheduleChangeNotAcceptable (cancel the trip: a significant change refunds everything); no change waiting answers ' +
        '409 NoScheduleChange. To refuse a change, cancel the trip (POST /v0/trips/{id}/cancel/quote shows `why: ScheduleChange`).',
      request: { params: BookingIdParamSchema },
      responses: {
        200: json(TripSchema, 'The trip with its new times'),
        400: errors[400],
        404: bookingNotFound,
        409: { description: 'NoScheduleChange or ScheduleChangeNotAcceptable', content: errors[400].content },
      },
    }),
    async (c) => {
      const userId = c.get('session').user.id;
      const { id } = c.req.valid('param');
      const answer = await acceptScheduleChange(d.db, userId, id, d.now());
      if (answer.status !== 200) return c.json(answer.body as never, 409);
      return c.json(await getTrip(d.db, userId, id, d.now()), 200);
    },
  );

  app.openapi(
    authed(d.auth, {
      method: 'get',
      path: '/v0/trips/{id}/scheduleChange/options',
      summary: 'After a significant schedule change: the flights each changed slice may move to at no charge',
      description:
        'For each slice the airline changed (every slice when it cancelled), the qualifying flights of SPEC §5: the same ' +
        'airports, the same or the next local day, the same or a lower fare class, under the fare cap; the flights the airline ' +
        'moved or cancelled are left out. Up to 6 per slice, nearest the booked time, in time order; a slice may have none. ' +
        '409 NoScheduleChange when no change waits for an answer; 409 ScheduleChangeNotSignificant when the change is under ' +
        '2 hours with the same connections (accept it, or call us).',
      request: { params: BookingIdParamSchema },
      responses: {
        200: json(ScheduleChangeOptionsSchema, 'The flights offered, per changed slice'),
        400: errors[400],
        404: bookingNotFound,
        409: { description: 'NoScheduleChange or ScheduleChangeNotSignificant', content: errors[400].content },
      },
    }),
    async (c) => {
      const answer = await scheduleChangeOptions(d.db, c.get('session').user.id, c.req.valid('param').id, d.now());
      if (answer.status !== 200) return c.json(answer.body as never, 409);
      return c.json(answer.body as never, 200);
    },
  );

  app.openapi(
    authed(d.auth, {
      method: 'post',
      path: '/v0/trips/{id}/scheduleChange/rebook',
      summary: 'After a significant schedule change: move the changed slices to the flights chosen, at no charge',
      description:
        'Send one option of GET /v0/trips/{id}/scheduleChange/options for each changed slice, with its `slice`. The flights ' +
        "replace the booked ones, the change turns Ticketed with `rebooked: true` (the airline's new times are not taken) and " +
        'the updated confirmation is emailed. The same request again answers the same trip. 409 NoScheduleChange or ' +
        'ScheduleChangeNotSignificant as for the options; 422 ChoicesIncomplete when a changed slice has no choice or an ' +
        'unchanged one has one; 422 NotQualifying when a flight is no longer offered.',
      request: { params: BookingIdParamSchema, ...jsonBody(ScheduleRebookRequestSchema) },
      responses: {
        200: json(TripSchema, 'The trip on its new flights'),
        400: errors[400],
        404: bookingNotFound,
        409: { description: 'NoScheduleChange or ScheduleChangeNotSignificant', content: errors[400].content },
        422: { description: 'ChoicesIncomplete or NotQualifying', content: errors[400].content },
      },
    }),
    async (c) => {
      const userId = c.get('session').user.id;
      const { id } = c.req.valid('param');
      const answer = await rebookScheduleChange(d.db, userId, id, c.req.valid('json'), d.now());
      if (answer.status === 409 || answer.status === 422) return c.json(answer.body as never, answer.status);
      return c.json(await getTrip(d.db, userId, id, d.now()), 200);
    },
  );

  app.openapi(
    authed(d.auth, {
      method: 'get',
      path: '/v0/trips/{id}/disruption',
      summary: 'Disruption assistance: whether the airline disrupted this trip in a way it covers, and the free rebookings',
      description:
        'SPEC §4 detection. IsDisrupted: a delay of 2 hours or more, a connection missed by a delay, or a cancellation within ' +
        '24 hours of departure, on a trip that bought disruption assistance; with the base fare refund (take it by cancelling: the ' +
        'cancel quote says DisruptionRefund), the qualifying flights (same airports, the same or next day, the same or a lower fare ' +
        'class, under the fare cap) and when the choice closes (24 hours after the last flight). NotDisrupted: the reason.',
      request: { params: BookingIdParamSchema },
      responses: { 200: json(DisruptionAnswerSchema, 'The detection'), 400: errors[400], 404: bookingNotFound },
    }),
    async (c) => c.json(await disruptionOf(d.db, c.get('session').user.id, c.req.valid('param').id, d.now()), 200),
  );

  app.openapi(
    authed(d.auth, {
      method: 'post',
      path: '/v0/trips/{id}/disruption/rebook',
      summary: 'Rebook the disrupted flight on one of the qualifying flights, at no charge',
      description:
        'Send an option of GET /v0/trips/{id}/disruption. The flight replaces the disrupted one in the booking, the assistance is ' +
        'used (a refund is no longer offered by it) and the updated confirmation is emailed. The same choice again answers the ' +
        'same trip. 409 NotDisrupted (with `details.reason`) when nothing covered is open; 422 NotQualifying when the flight is ' +
        'no longer an option.',
      request: { params: BookingIdParamSchema, ...jsonBody(RebookRequestSchema) },
      responses: {
        200: json(TripSchema, 'The trip on its new flight'),
        400: errors[400],
        404: bookingNotFound,
        409: { description: 'NotDisrupted', content: errors[400].content },
        422: { description: 'NotQualifying', content: errors[400].content },
      },
    }),
    async (c) => {
      const userId = c.get('session').user.id;
      const { id } = c.req.valid('param');
      const answer = await rebookDisrupted(d.db, userId, id, c.req.valid('json'), d.now());
      if (answer.status === 409 || answer.status === 422) return c.json(answer.body as never, answer.status);
      return c.json(await getTrip(d.db, userId, id, d.now()), 200);
    },
  );

  app.openapi(
    authed(d.auth, {
      method: 'post',
      path: '/v0/trips/{id}/disruption/request',
      summary: 'Ask our agents (MoveToQueue) or the airline (ReferToAirline) for a rebooking that is not offered online',
      description:
        'For a covered disruption (GET /v0/trips/{id}/disruption: IsDisrupted, whose `route` says who answers): the day (the ' +
        "disrupted flight's local day or the next), a time of day and a note. The airline answers when it cancelled a flight it " +
        'sold on one ticket, our agents otherwise; within 2 hours or 30 minutes. Accept rebooks at no charge and emails the new ' +
        'flight; Deny keeps the refund and the flights online open (another request may follow). The trip then shows ' +
        '`disruption.request`. The same request again answers the same; 409 AlreadyRequested for a different one while one ' +
        'waits; 409 NotDisrupted (with `details.reason`); 422 ValidationFailed naming `preferredDate`.',
      request: { params: BookingIdParamSchema, ...jsonBody(RebookingRequestBodySchema) },
      responses: {
        200: json(TripSchema, 'The trip with its request'),
        400: errors[400],
        404: bookingNotFound,
        409: { description: 'NotDisrupted, AlreadyRequested', content: errors[400].content },
        422: { description: 'ValidationFailed', content: errors[400].content },
      },
    }),
    async (c) => {
      const userId = c.get('session').user.id;
      const { id } = c.req.valid('param');
      const answer = await requestRebooking(d.db, userId, id, c.req.valid('json'), d.now());
      if (answer.status === 409 || answer.status === 422) return c.json(answer.body as never, answer.status);
      return c.json(await getTrip(d.db, userId, id, d.now()), 200);
    },
  );
}
