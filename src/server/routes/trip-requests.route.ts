import { BookingIdParamSchema, IdempotencyHeaderSchema, TripSchema } from '../../lib/domain/booking/booking.schema';
import { AddOnPurchaseRequestSchema, DisruptionOfferAnswerSchema } from '../../lib/domain/booking/addon.schema';
import {
  TravelerEditRequestBodySchema,
  TravelerEditRequestSchema,
  TravelerEditRequestsSchema,
} from '../../lib/domain/booking/traveler-edit.schema';
import type { Api, Deps } from '../deps';
import { requestTravelerEdit, travelerEdits } from '../services/booking/traveler-edits';
import { disruptionOffer, purchaseDisruptionAssistance } from '../services/booking/flights/disruption-offer';
import { getTrip } from '../services/booking/trips';
import { authed, errors, json, jsonBody, bookingNotFound } from './define';

/**
 * Requests on a booked trip: Trips → Travelers (SPEC §2 Trips modals "travelers" and "request traveler
 * edit"), corrections our agents take to the airline; and disruption assistance added after booking
 * (SPEC §2 flights/disruption-offer and flights/ancillary/disruption/confirm).
 */
export function registerTripRequests(app: Api, d: Deps) {
  app.openapi(
    authed(d.auth, {
      method: 'get',
      path: '/v0/trips/{id}/travelerEditRequests',
      summary: "The requests sent to correct this booking's travelers, oldest first",
      request: { params: BookingIdParamSchema },
      responses: { 200: json(TravelerEditRequestsSchema, 'The requests'), 400: errors[400], 404: bookingNotFound },
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
        404: bookingNotFound,
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

  app.openapi(
    authed(d.auth, {
      method: 'get',
      path: '/v0/trips/{id}/disruptionOffer',
      summary: 'Disruption assistance for a booked flight: the offer now, or why there is none',
      description:
        "ValidOffer: checkout's offer for the booked fare now (price for everyone on the booking, coverage, terms) and the " +
        "card that would pay (the booking's own; null when it was paid without a card: choose a saved card). NoOffer with the " +
        'reason: AlreadyBought, NotConfirmed, TooCloseToDeparture (sold until 24 hours before the first departure), Decided ' +
        '(the airline already changed or disrupted the trip).',
      request: { params: BookingIdParamSchema },
      responses: { 200: json(DisruptionOfferAnswerSchema, 'The offer or why not'), 400: errors[400], 404: bookingNotFound },
    }),
    async (c) => c.json(await disruptionOffer(d.db, c.get('session').user.id, c.req.valid('param').id, d.now()), 200),
  );

  app.openapi(
    authed(d.auth, {
      method: 'post',
      path: '/v0/trips/{id}/disruptionOffer/purchase',
      summary: 'Add disruption assistance to a booked flight, paid by card',
      description:
        "Send the offer's price as `expectedPriceMinor`. The booking's own card pays (or `paymentMethodId`, a saved card, when " +
        'the booking has none); the protection, its line and its price join the booking, so a cancel refunds it by the same ' +
        'rules as at checkout; the updated confirmation is emailed. Idempotency-Key: the first answer is replayed (header ' +
        '`Idempotent-Replayed: true`); another key after a purchase answers 409 NoOffer (AlreadyBought). 409 OfferChanged ' +
        '(with `details.offer`) when the price moved; 409 NoOffer (with `details.reason`); 422 UserCardNotFound or ' +
        'ValidationFailed naming `paymentMethodId`.',
      request: { params: BookingIdParamSchema, headers: IdempotencyHeaderSchema, ...jsonBody(AddOnPurchaseRequestSchema) },
      responses: {
        200: json(TripSchema, 'The trip with disruption assistance'),
        400: errors[400],
        404: bookingNotFound,
        409: { description: 'NoOffer or OfferChanged', content: errors[400].content },
        422: { description: 'UserCardNotFound, ValidationFailed or IdempotencyKeyReused', content: errors[400].content },
      },
    }),
    async (c) => {
      const userId = c.get('session').user.id;
      const { id } = c.req.valid('param');
      const key = c.req.valid('header')['idempotency-key'];
      const { replayed } = await purchaseDisruptionAssistance(d.db, userId, id, key, c.req.valid('json'), d.now());
      if (replayed) c.header('Idempotent-Replayed', 'true');
      return c.json(await getTrip(d.db, userId, id, d.now()), 200);
    },
  );
}
