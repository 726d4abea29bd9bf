import type { Api, Deps } from '../deps';
import {
  BookingIdParamSchema,
  BookingPollAnswerSchema,
  FlightBookAnswerSchema,
  IdempotencyHeaderSchema,
  StaySupplierTestSurnames,
} from '../../lib/domain/booking/booking.schema';
import { StayBookRequestSchema, StayQuoteAnswerSchema, StayQuoteRequestSchema } from '../../lib/domain/booking/stay-book.schema';
import { BOOKING_DEADLINE_MS, SUPPLIER_LATENCY_MS } from '../services/booking/rules';
import { scheduleBooking } from '../services/booking/schedule';
import { adapterForLodging, CHECK_IN_MINIMUM_AGE, selectedLodging } from '../services/booking/stays/adapter';
import { quoteStay } from '../services/booking/stays/quote';
import { pollBooking } from '../services/booking/trips';
import { authed, errors, json, jsonBody } from './define';

/** Stays on the booking engine (SPEC §3 trip kinds Hotel and Home, §4, §8 stays failures). */
const BOOK = '/v0/hotels/book';
const money = 'Amounts are minor units (USD cents); rewards amounts are in the account’s units (whole miles, or cents of cash rewards).';

export function registerStayBooking(app: Api, d: Deps) {
  app.openapi(
    authed(d.auth, {
      method: 'post',
      path: `${BOOK}/quote`,
      summary: 'Quote a room rate for checkout: re-priced now with its lines, the rooms left, rewards and earn',
      description:
        `${money} Nothing is held. \`breakdown\` is the room for its nights, the complimentary fourth night (a Discount ` +
        'line below zero, SPEC §5), taxes and fees, and the cancel-for-any-reason cover of a refundable variant (AddOn); ' +
        'its total is what the book request sends as `expectedTotal`.',
      request: jsonBody(StayQuoteRequestSchema),
      responses: {
        200: json(StayQuoteAnswerSchema, 'The quote'),
        400: errors[400],
        404: { description: 'NotFound: no such property', content: errors[400].content },
        422: {
          description: 'RateNotAvailable (sold out or no longer offered), NoAvailability (the rental cannot take this stay), InvalidDates',
          content: errors[400].content,
        },
      },
    }),
    async (c) => c.json({ quote: await quoteStay(d.db, c.get('session').user.id, c.req.valid('json').selection, d.now()) }, 200),
  );

  app.openapi(
    authed(d.auth, {
      method: 'post',
      path: BOOK,
      summary: 'Schedule a stay booking (hotel room or vacation rental): answers its id at once; poll it for the property’s answer',
      description:
        `${money} The server prices the rate again and never uses a client price: a different total answers 422 ` +
        'OfferInvalid with `details.oldTotal` and `details.newTotal`. The room is taken under a lock in the booking’s ' +
        'transaction: the last room sold meanwhile answers 422 RateNotAvailable and nothing is charged. The guest is a ' +
        `saved traveler (another user’s reads as unknown: 422 InvalidPassengers); a guest under ${CHECK_IN_MINIMUM_AGE} at ` +
        'check-in answers 422 CheckInMinimumAgeNotMet. `loyaltyProgram` names a program the guest’s profile holds a number ' +
        'for. Payment as for flights (travel wallet, then rewards, then the card). Idempotency-Key: the first answer is ' +
        'replayed for 24 h (header `Idempotent-Replayed: true`); the same key with another body answers 422 ' +
        `IdempotencyKeyReused. Test inputs: a guest surname of NoAvailability, CardDeclined, PollingTimeout, ` +
        `${StaySupplierTestSurnames.join(', ')} makes the simulated property fail that way (it answers after ` +
        `${SUPPLIER_LATENCY_MS} ms; PollingTimeout fails after ${BOOKING_DEADLINE_MS / 1000} s).`,
      request: { headers: IdempotencyHeaderSchema, ...jsonBody(StayBookRequestSchema) },
      responses: {
        201: json(FlightBookAnswerSchema, 'Scheduled (Pending): poll GET /v0/hotels/book/{id}'),
        400: errors[400],
        404: { description: 'NotFound: no such property', content: errors[400].content },
        422: {
          description:
            'OfferInvalid, RateNotAvailable, NoAvailability, RedemptionFailure, UserCardNotFound, InvalidPassengers, ' +
            'CheckInMinimumAgeNotMet, IdempotencyKeyReused, InvalidDates or ValidationFailed; `details.nextAction` says what to do',
          content: errors[400].content,
        },
      },
    }),
    async (c) => {
      const userId = c.get('session').user.id;
      const body = c.req.valid('json');
      const adapter = adapterForLodging(selectedLodging(body.selection.lodgingId));
      const key = c.req.valid('header')['idempotency-key'];
      const { bookingId, replayed } = await scheduleBooking(d.db, adapter, userId, key, body, d.now());
      if (replayed) c.header('Idempotent-Replayed', 'true');
      else if (body.payment.rewards) await d.sessions.userChanged(userId);
      return c.json({ bookingId }, 201);
    },
  );

  app.openapi(
    authed(d.auth, {
      method: 'get',
      path: `${BOOK}/{id}`,
      summary: 'Poll a stay booking: Success (with the confirmation number), Pending (poll again, backing off) or Failed (with the code)',
      request: { params: BookingIdParamSchema },
      responses: {
        200: json(BookingPollAnswerSchema, 'The booking outcome'),
        400: errors[400],
        404: { description: "NotFound: no booking of that id is the caller's", content: errors[400].content },
      },
    }),
    async (c) => {
      const userId = c.get('session').user.id;
      return c.json(await pollBooking(d.db, userId, c.req.valid('param').id, d.now(), (u) => d.sessions.userChanged(u)), 200);
    },
  );
}
