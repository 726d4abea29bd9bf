import { BookingIdParamSchema, IdempotencyHeaderSchema, TripSchema } from '../../lib/domain/booking/booking.schema';
import {
  ExchangeAnswerSchema,
  ExchangeBookRequestSchema,
  ExchangeQuoteRequestSchema,
  ExchangeQuoteSchema,
  ExchangeShopAnswerSchema,
  ExchangeShopRequestSchema,
} from '../../lib/domain/booking/exchange.schema';
import type { Api, Deps } from '../deps';
import { bookExchange, getExchange, quoteExchange, shopExchange } from '../services/booking/flights/exchange';
import { deliver } from '../services/booking/idempotency';
import { getTrip } from '../services/booking/trips';
import { authed, errors, json, jsonBody, bookingNotFound } from './define';

const refused = { description: 'IneligibleForExchange (details: reason, screen, tags)', content: errors[400].content };

/** Changing a booked flight (SPEC §2 exchange, exchange/flight/shop, exchange/flight/confirm; §4 exchange tags). */
export function registerTripExchange(app: Api, d: Deps) {
  app.openapi(
    authed(d.auth, {
      method: 'get',
      path: '/v0/trips/{id}/exchange',
      summary: 'Whether this flight can be changed here, and what each slice allows',
      description:
        'Exchangeable: the first screen (TicketedVoidable while a cancel still refunds everything, else SliceSelection), the ' +
        "SPEC §4 tags and void state, each slice's action (Flown, Keep: leaves within 3 hours, Change), the fare's change fee " +
        'for all tickets, whether change for any reason pays this change, and the last day a new flight may leave. ' +
        'NotExchangeable: the screen to show (IneligibleForExchange, ContactAirline, ContactSupport, TooManyAttemptsSupport) and why.',
      request: { params: BookingIdParamSchema },
      responses: { 200: json(ExchangeAnswerSchema, 'What the trip allows'), 400: errors[400], 404: bookingNotFound },
    }),
    async (c) => c.json(await getExchange(d.db, c.get('session').user.id, c.req.valid('param').id, d.now()), 200),
  );

  app.openapi(
    authed(d.auth, {
      method: 'post',
      path: '/v0/trips/{id}/exchange/shop',
      summary: 'New flights for the slices to change, each priced against the booked one',
      description:
        'One entry per slice to change: its airports (the booked ones, or others) and the new day. Each answer lists up to 80 ' +
        'flights in time order, in the booked cabin at the booked fare class or better, leaving 3 hours or more from now and ' +
        'between the kept slices; `differenceMinor` is the new fare minus what the booked slice is worth. 422 ValidationFailed ' +
        'names the field (a slice that cannot change, a day before today or after `latestDate`, an unknown airport).',
      request: { params: BookingIdParamSchema, ...jsonBody(ExchangeShopRequestSchema) },
      responses: {
        200: json(ExchangeShopAnswerSchema, 'The flights per slice'),
        400: errors[400],
        404: bookingNotFound,
        409: refused,
        422: { description: 'ValidationFailed', content: errors[400].content },
      },
    }),
    async (c) => {
      const answer = await shopExchange(d.db, c.get('session').user.id, c.req.valid('param').id, c.req.valid('json'), d.now());
      return c.json(deliver(answer) as never, 200);
    },
  );

  app.openapi(
    authed(d.auth, {
      method: 'post',
      path: '/v0/trips/{id}/exchange/quote',
      summary: 'What changing to the chosen flights costs: fare difference, change fee, what is due or comes back as credit',
      description:
        'Each choice is an option of /exchange/shop (itineraryId, fareId, departureDate and its airports). 422 ChangeFailed ' +
        'when a flight is no longer offered; 422 ValidationFailed when the new flights overlap.',
      request: { params: BookingIdParamSchema, ...jsonBody(ExchangeQuoteRequestSchema) },
      responses: {
        200: json(ExchangeQuoteSchema, 'The quote'),
        400: errors[400],
        404: bookingNotFound,
        409: refused,
        422: { description: 'ChangeFailed or ValidationFailed', content: errors[400].content },
      },
    }),
    async (c) => {
      const answer = await quoteExchange(d.db, c.get('session').user.id, c.req.valid('param').id, c.req.valid('json'), d.now());
      return c.json(deliver(answer) as never, 200);
    },
  );

  app.openapi(
    authed(d.auth, {
      method: 'post',
      path: '/v0/trips/{id}/exchange/book',
      summary: 'Change to the chosen flights: the card pays what is due, a cheaper fare leaves an airline credit',
      description:
        "Send the quote's `dueMinor` and `creditMinor` as `expectedDueMinor` and `expectedCreditMinor`. The booking's own card " +
        'pays (or `paymentMethodId`, a saved card, when the booking has none and something is due); the fare difference and ' +
        'change fee join the booking as lines; a credit appears in Trips → Airline travel credits; change for any reason is ' +
        'used once; the updated confirmation is emailed. Idempotency-Key: the first answer is replayed (header ' +
        '`Idempotent-Replayed: true`). 409 QuoteChanged (with `details.quote`) when the amounts moved; 409 IneligibleForExchange; ' +
        '422 ChangeFailed, ValidationFailed, UserCardNotFound or IdempotencyKeyReused.',
      request: { params: BookingIdParamSchema, headers: IdempotencyHeaderSchema, ...jsonBody(ExchangeBookRequestSchema) },
      responses: {
        200: json(TripSchema, 'The trip on its new flights'),
        400: errors[400],
        404: bookingNotFound,
        409: { description: 'QuoteChanged or IneligibleForExchange', content: errors[400].content },
        422: { description: 'ChangeFailed, ValidationFailed, UserCardNotFound or IdempotencyKeyReused', content: errors[400].content },
      },
    }),
    async (c) => {
      const userId = c.get('session').user.id;
      const { id } = c.req.valid('param');
      const key = c.req.valid('header')['idempotency-key'];
      const { replayed } = await bookExchange(d.db, userId, id, key, c.req.valid('json'), d.now());
      if (replayed) c.header('Idempotent-Replayed', 'true');
      return c.json(await getTrip(d.db, userId, id, d.now()), 200);
    },
  );
}
