import type { Api, Deps } from '../deps';
import {
  BookingIdParamSchema,
  BookingPollAnswerSchema,
  FlightBookAnswerSchema,
  IdempotencyHeaderSchema,
} from '../../lib/domain/booking/booking.schema';
import { CarBookRequestSchema, CarQuoteAnswerSchema, CarQuoteRequestSchema } from '../../lib/domain/booking/car-book.schema';
import { CarLoyaltyErrors } from '../../lib/domain/cars/car-loyalty';
import { BOOKING_DEADLINE_MS, SUPPLIER_LATENCY_MS } from '../services/booking/rules';
import { scheduleBooking } from '../services/booking/schedule';
import { carAdapter } from '../services/booking/cars/adapter';
import { quoteCar } from '../services/booking/cars/quote';
import { pollBooking } from '../services/booking/trips';
import { authed, errors, json, jsonBody } from './define';

/** Cars on the booking engine (SPEC §3 trip kind Car, car loyalty errors; §4; §8). */
const BOOK = '/v0/cars/book';
const money = 'Amounts are minor units (USD cents); rewards amounts are in the account’s units (whole miles, or cents of cash rewards).';
const gone = { description: 'NotFound: the offer does not exist or is no longer rented', content: errors[400].content };

export function registerCarBooking(app: Api, d: Deps) {
  app.openapi(
    authed(d.auth, {
      method: 'post',
      path: `${BOOK}/quote`,
      summary:
        'Quote a rental car for checkout: the offer priced now with the extras chosen, its lines, the desk’s terms, rewards and earn',
      description:
        `${money} Nothing is held. \`breakdown\` is the rental for its days, the one-way and young driver fees, each extra ` +
        '(AddOn) and the taxes; its total is what the book request sends as `expectedTotal`.',
      request: jsonBody(CarQuoteRequestSchema),
      responses: {
        200: json(CarQuoteAnswerSchema, 'The quote'),
        400: errors[400],
        404: gone,
        422: {
          description: 'InvalidDates (the pick-up has passed), ValidationFailed (an extra not offered)',
          content: errors[400].content,
        },
      },
    }),
    async (c) => c.json({ quote: await quoteCar(d.db, c.get('session').user.id, c.req.valid('json').selection, d.now()) }, 200),
  );

  app.openapi(
    authed(d.auth, {
      method: 'post',
      path: BOOK,
      summary: 'Schedule a car booking: answers its id at once; poll it for the rental company’s answer',
      description:
        `${money} The server prices the offer again and never uses a client price: a different total answers 422 ` +
        'OfferInvalid with `details.oldTotal` and `details.newTotal`. The driver is a saved traveler (another user’s reads ' +
        'as unknown: 422 InvalidPassengers) whose age on the pick-up day meets the desk’s minimum and is on the same side ' +
        `of 25 as the age searched (the young driver fee). A loyalty number is checked by the brand’s program: 422 ` +
        `${CarLoyaltyErrors.join(', ')} naming \`loyaltyNumber\`. Payment as for flights (travel wallet, then rewards, then ` +
        'the card). Idempotency-Key: the first answer is replayed for 24 h (header `Idempotent-Replayed: true`); the same ' +
        'key with another body answers 422 IdempotencyKeyReused. Test inputs: a driver surname of NoAvailability, ' +
        `CardDeclined or PollingTimeout makes the simulated desk fail that way (it answers after ${SUPPLIER_LATENCY_MS} ms; ` +
        `PollingTimeout fails after ${BOOKING_DEADLINE_MS / 1000} s).`,
      request: { headers: IdempotencyHeaderSchema, ...jsonBody(CarBookRequestSchema) },
      responses: {
        201: json(FlightBookAnswerSchema, 'Scheduled (Pending): poll GET /v0/cars/book/{id}'),
        400: errors[400],
        404: gone,
        422: {
          description:
            'OfferInvalid, NoAvailability, RedemptionFailure, UserCardNotFound, InvalidPassengers, InvalidDates, ' +
            `ValidationFailed, IdempotencyKeyReused or a loyalty error (${CarLoyaltyErrors.join(', ')}); \`details.fields\` names the field`,
          content: errors[400].content,
        },
      },
    }),
    async (c) => {
      const userId = c.get('session').user.id;
      const body = c.req.valid('json');
      const key = c.req.valid('header')['idempotency-key'];
      const { bookingId, replayed } = await scheduleBooking(d.db, carAdapter, userId, key, body, d.now());
      if (replayed) c.header('Idempotent-Replayed', 'true');
      else if (body.payment.rewards) await d.sessions.userChanged(userId);
      return c.json({ bookingId }, 201);
    },
  );

  app.openapi(
    authed(d.auth, {
      method: 'get',
      path: `${BOOK}/{id}`,
      summary: 'Poll a car booking: Success (with the confirmation number), Pending (poll again, backing off) or Failed (with the code)',
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
