import { BookingIdParamSchema } from '../../lib/domain/booking/booking.schema';
import {
  TravelerEditRequestBodySchema,
  TravelerEditRequestSchema,
  TravelerEditRequestsSchema,
} from '../../lib/domain/booking/traveler-edit.schema';
import type { Api, Deps } from '../deps';
import { requestTravelerEdit, travelerEdits } from '../services/booking/traveler-edits';
import { authed, errors, json, jsonBody } from './define';

const notFound = {
  description: "NotFound: no booking of that id is the caller's (another user's answers the same)",
  content: errors[400].content,
};

/** Trips → Travelers (SPEC §2 Trips modals "travelers" and "request traveler edit"): corrections our agents take to the airline. */
export function registerTripRequests(app: Api, d: Deps) {
  app.openapi(
    authed(d.auth, {
      method: 'get',
      path: '/v0/trips/{id}/travelerEditRequests',
      summary: "The requests sent to correct this booking's travelers, oldest first",
      request: { params: BookingIdParamSchema },
      responses: { 200: json(TravelerEditRequestsSchema, 'The requests'), 400: errors[400], 404: notFound },
    }),
    async (c) => {
      const requests = await travelerEdits(d.db, c.get('session').user.id, c.req.valid('param').id, d.now());
      return c.json({ requests }, 200);
    },
  );

  app.openapi(
    authed(d.auth, {
      method: 'post',
      path: '/v0/trips/{id}/travelerEditRequests',
      summary: "Ask us to correct a traveler's name, date of birth or gender on the tickets",
      description:
        'The ticket is not changed here: the request is stored for our agents, who take it to the airline and answer by ' +
        'email within 1 business day; an acknowledgement email goes out now. A name corrected by more than 3 letters is a ' +
        '`NameChange` (most fares need a new ticket), otherwise a `Correction`. One open request per traveler and field: ' +
        'another answers 409 AlreadyRequested. 409 TravelerEditNotAllowed (with `details.reason`) for a booking that is not ' +
        'a confirmed flight or whose first flight has left; 422 ValidationFailed naming `traveler` when no traveler has that place.',
      request: { params: BookingIdParamSchema, ...jsonBody(TravelerEditRequestBodySchema) },
      responses: {
        201: json(TravelerEditRequestSchema, 'The request, Received'),
        400: errors[400],
        404: notFound,
        409: { description: 'AlreadyRequested or TravelerEditNotAllowed', content: errors[400].content },
        422: { description: 'ValidationFailed: no traveler at that place', content: errors[400].content },
      },
    }),
    async (c) => {
      const answer = await requestTravelerEdit(d.db, c.get('session').user.id, c.req.valid('param').id, c.req.valid('json'), d.now());
      if (answer.status === 409 || answer.status === 422) return c.json(answer.body as never, answer.status);
      return c.json(answer.body as never, 201);
    },
  );
}
