import type { Api, Deps } from '../deps';
import {
  BookingIdParamSchema,
  BookingPollAnswerSchema,
  FlightBookAnswerSchema,
  FlightBookRequestSchema,
  IdempotencyHeaderSchema,
  SupplierTestSurnames,
  TripListAnswerSchema,
  TripSchema,
  CancelQuoteAnswerSchema,
  CancelRequestSchema,
} from '../../lib/domain/booking/booking.schema';
import { BOOKING_DEADLINE_MS, SUPPLIER_LATENCY_MS } from '../services/booking/rules';
import { flightAdapter } from '../services/booking/flights/adapter';
import { scheduleBooking } from '../services/booking/schedule';
import { FlightQuoteAnswerSchema, FlightQuoteRequestSchema } from '../../lib/domain/booking/flight-quote.schema';
import { quoteFlight } from '../services/booking/flights/quote';
import { cancelBooking, quoteCancel } from '../services/booking/cancel';
import { getTrip, listTrips, pollBooking } from '../services/booking/trips';
import { resendConfirmation } from '../services/booking/resend';
import { ResendConfirmationAnswerSchema } from '../../lib/domain/booking/resend';
import { authed, errors, json, jsonBody, bookingNotFound } from './define';

/** The booking engine (SPEC §3, §4, §8): schedule a flight booking, poll it, and the Trips list. */
const BOOK = '/v0/flights/book';
const money = 'Amounts are minor units (USD cents); rewards amounts are in the account’s units (whole miles, or cents of cash rewards).';

export function registerBooking(app: Api, d: Deps) {
  // A settlement changed the user's rewards (released or earned): cached sessions re-read them.
  const settled = (userId: string) => d.sessions.userChanged(userId);
  app.openapi(
    authed(d.auth, {
      method: 'post',
      path: `${BOOK}/quote`,
      summary: 'Quote the selected fare for checkout: re-priced now, with the protections offered, the travel requirements and rewards',
      description:
        `${money} Nothing is held: the booking prices everything again. \`breakdown\` is the fare's lines; each protection ` +
        'added at booking adds an AddOn line of its offered price. `protections` has one answer per product, offered ' +
        '(with its price and cover) or not (with the reason); none is pre-selected.',
      request: jsonBody(FlightQuoteRequestSchema),
      responses: {
        200: json(FlightQuoteAnswerSchema, 'The quote'),
        400: errors[400],
        404: { description: 'NoAvailability: the fare is gone (search again)', content: errors[400].content },
        422: {
          description: 'The search checks (NoAdultPassenger, TooManyPassengers, UnknownLocation, InvalidDates…)',
          content: errors[400].content,
        },
      },
    }),
    async (c) => c.json({ quote: await quoteFlight(d.db, c.get('session').user.id, c.req.valid('json').selection, d.now()) }, 200),
  );

  app.openapi(
    authed(d.auth, {
      method: 'post',
      path: BOOK,
      summary: 'Schedule a flight booking: answers its id at once; poll it for the supplier’s answer',
      description:
        `${money} The server re-prices the fare and the chosen protections and never uses a client price: a different total ` +
        '(fare plus protections) answers 422 OfferInvalid with `details.oldTotal` and `details.newTotal` (confirm, then book ' +
        'again with a new key). Travelers are saved profile travelers by id; every SPEC §8 passenger error answers 422 ' +
        'InvalidPassengers with `details.errors` (code, travelerId, field). A protection not offered now answers 422 ' +
        'ProtectionNotOffered with `details.product` and `details.reason`. Rewards are held at once (422 RedemptionFailure ' +
        'when the balance does not cover the amount asked or is below the minimum: never moved to the card) and released ' +
        'if the booking fails; on confirmation the card part earns rewards on the card’s account. ' +
        '`payment.travelWallet` ({ creditIds, offerId }) applies the offer, then the credits (soonest expiry first), before ' +
        'rewards and the card; rewards may ask at most what the wallet leaves. A credit or offer no longer usable answers ' +
        '422 RedemptionFailure with `details.itemId`; one not in the wallet answers 422 ValidationFailed. `locale` (en, fr) ' +
        'is the language of the confirmation email. ' +
        'Idempotency-Key: the first answer under a key (201 or 422) is replayed for 24 h to every request with the same key ' +
        'and body (header `Idempotent-Replayed: true`); the same key with another body answers 422 IdempotencyKeyReused. ' +
        `Test inputs: a traveler surname of ${SupplierTestSurnames.join(', ')} makes the simulated supplier fail that way ` +
        `(it answers after ${SUPPLIER_LATENCY_MS} ms; PollingTimeout fails after ${BOOKING_DEADLINE_MS / 1000} s).`,
      request: { headers: IdempotencyHeaderSchema, ...jsonBody(FlightBookRequestSchema) },
      responses: {
        201: json(FlightBookAnswerSchema, 'Scheduled (Pending): poll GET /v0/flights/book/{id}'),
        400: errors[400],
        422: {
          description:
            'OfferInvalid, NoAvailability, RedemptionFailure, UserCardNotFound, InvalidPassengers, ProtectionNotOffered, IdempotencyKeyReused, ' +
            'the search checks (NoAdultPassenger, TooManyPassengers, TooManyLapInfants, UnknownLocation, InvalidDates) or ValidationFailed; ' +
            '`details.nextAction` says what the traveler can do',
          content: errors[400].content,
        },
      },
    }),
    async (c) => {
      const userId = c.get('session').user.id;
      const body = c.req.valid('json');
      const { bookingId, replayed } = await scheduleBooking(
        d.db,
        flightAdapter,
        userId,
        c.req.valid('header')['idempotency-key'],
        body,
        d.now(),
      );
      if (replayed) c.header('Idempotent-Replayed', 'true');
      // The held rewards left the balance: cached accounts (rewards banner, checkout) must re-read it.
      else if (body.payment.rewards) await d.sessions.userChanged(userId);
      return c.json({ bookingId }, 201);
    },
  );

  app.openapi(
    authed(d.auth, {
      method: 'get',
      path: `${BOOK}/{id}`,
      summary: 'Poll a booking: Success (with the confirmation number), Pending (poll again, backing off) or Failed (with the code)',
      request: { params: BookingIdParamSchema },
      responses: { 200: json(BookingPollAnswerSchema, 'The booking outcome'), 400: errors[400], 404: bookingNotFound },
    }),
    async (c) => {
      const userId = c.get('session').user.id;
      return c.json(await pollBooking(d.db, userId, c.req.valid('param').id, d.now(), settled), 200);
    },
  );

  app.openapi(
    authed(d.auth, {
      method: 'get',
      path: '/v0/trips',
      summary: 'Your bookings, newest first (Upcoming and Past trips split them by date)',
      description: money,
      responses: { 200: json(TripListAnswerSchema, 'Trips') },
    }),
    async (c) => c.json({ trips: await listTrips(d.db, c.get('session').user.id, d.now(), settled) }, 200),
  );

  app.openapi(
    authed(d.auth, {
      method: 'get',
      path: '/v0/trips/{id}',
      summary: 'One of your bookings with its itinerary, travelers and payment',
      description: money,
      request: { params: BookingIdParamSchema },
      responses: { 200: json(TripSchema, 'The trip'), 400: errors[400], 404: bookingNotFound },
    }),
    async (c) => c.json(await getTrip(d.db, c.get('session').user.id, c.req.valid('param').id, d.now(), settled), 200),
  );

  app.openapi(
    authed(d.auth, {
      method: 'post',
      path: '/v0/trips/{id}/resendConfirmation',
      summary: "Email this booking's confirmation again, to its contact address (at most once every 2 minutes)",
      description:
        "The same email as at booking, in the booking's language, through the outbox. A booking that is not confirmed " +
        'answers 409 (BookingPending, AlreadyCanceled, NotBooked); a second ask within 2 minutes answers 429 ' +
        'ExcessiveActivity with `Retry-After` and `details.retryAfterSeconds`.',
      request: { params: BookingIdParamSchema },
      responses: {
        202: json(ResendConfirmationAnswerSchema, 'The email is on its way'),
        400: errors[400],
        404: bookingNotFound,
        409: { description: 'Nothing to resend: the reason is the code', content: errors[400].content },
        429: errors[429],
      },
    }),
    async (c) => c.json(await resendConfirmation(d.db, c.get('session').user.id, c.req.valid('param').id, d.now(), settled), 202),
  );

  app.openapi(
    authed(d.auth, {
      method: 'post',
      path: '/v0/trips/{id}/cancel/quote',
      summary: 'What cancelling this booking now would give back, by which route, and what is kept; nothing changes',
      description:
        `${money} \`Cancelable\`: the refund (card, rewards returned in the account's units, travel credits given back, ` +
        'an offer made usable again), the fee the fare keeps, the protections kept after the 24-hour void window, and the ' +
        'rewards the refunded card part had earned, taken back. `NotCancelable`: the reason (NonRefundable, TooCloseToDeparture, ' +
        'Departed, AirlineControl, ContactCustomerService, BookingPending, AlreadyCanceled, NotBooked) and whom to contact. ' +
        'A flight with cancel for any reason, past the void window and until 3 hours before its first departure, is cancelled ' +
        'by the cover when the fare gives back less: 80 % of base fare and taxes (`why: CancelForAnyReason`), and `airlineCredit` ' +
        'offers 100 % as credit with the ticketing airline instead.',
      request: { params: BookingIdParamSchema },
      responses: { 200: json(CancelQuoteAnswerSchema, 'The cancel quote'), 400: errors[400], 404: bookingNotFound },
    }),
    async (c) => {
      const userId = c.get('session').user.id;
      return c.json({ quote: await quoteCancel(d.db, userId, c.req.valid('param').id, d.now(), settled) }, 200);
    },
  );

  app.openapi(
    authed(d.auth, {
      method: 'post',
      path: '/v0/trips/{id}/cancel',
      summary: 'Cancel a booking for the refund its quote showed: the reservation becomes Canceled, the refund goes back by each route',
      description:
        `${money} Send the quote's \`refund.refundMinor\` as \`expectedRefundMinor\`: a different refund now answers 422 ` +
        'CancelQuoteChanged with the new quote in `details.quote`. A booking that cannot be cancelled answers 409 with its ' +
        'reason as the code and `details.contact`. Idempotency-Key: the first answer is replayed (header ' +
        '`Idempotent-Replayed: true`); a cancel retried or raced refunds once. The confirmation of the cancel is emailed. ' +
        "`choice: AirlineCredit` takes the quote's `airlineCredit` (send its `amountMinor`): nothing goes back to the card, rewards " +
        'or wallet, one airline credit is issued (GET /v0/user/airlineCredits). Either choice is irreversible.',
      request: { params: BookingIdParamSchema, headers: IdempotencyHeaderSchema, ...jsonBody(CancelRequestSchema) },
      responses: {
        200: json(TripSchema, 'The canceled trip, with its refund'),
        400: errors[400],
        404: bookingNotFound,
        409: { description: 'Not cancelable now: the reason is the code, `details.contact` whom to contact', content: errors[400].content },
        422: {
          description: 'CancelQuoteChanged (with `details.quote`), IdempotencyKeyReused or ValidationFailed',
          content: errors[400].content,
        },
      },
    }),
    async (c) => {
      const userId = c.get('session').user.id;
      const { id } = c.req.valid('param');
      const key = c.req.valid('header')['idempotency-key'];
      const { replayed } = await cancelBooking(d.db, userId, id, key, c.req.valid('json'), d.now(), settled);
      if (replayed) c.header('Idempotent-Replayed', 'true');
      // Rewards came back or an earn was taken back: cached sessions and accounts re-read them.
      else await d.sessions.userChanged(userId);
      return c.json(await getTrip(d.db, userId, id, d.now()), 200);
    },
  );
}
