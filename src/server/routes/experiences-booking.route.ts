import type { Api, Deps } from '../deps';
import {
  BookingIdParamSchema,
  BookingPollAnswerSchema,
  FlightBookAnswerSchema,
  IdempotencyHeaderSchema,
} from '../../lib/domain/booking/booking.schema';
import {
  ExperienceBookRequestSchema,
  ExperienceQuoteAnswerSchema,
  ExperienceQuoteRequestSchema,
} from '../../lib/domain/booking/experience-book.schema';
import { BOOKING_DEADLINE_MS, SUPPLIER_LATENCY_MS } from '../services/booking/rules';
import { scheduleBooking } from '../services/booking/schedule';
import { LEAD_TRAVELER_MINIMUM_AGE } from '../../lib/domain/experiences/experiences';
import { experienceAdapter } from '../services/booking/experiences/adapter';
import { quoteExperience } from '../services/booking/experiences/quote';
import { pollBooking } from '../services/booking/trips';
import { authed, errors, json, jsonBody } from './define';

/** Experiences (activities) on the booking engine (SPEC §3 trip kind Experience, experience cancellation states; §4; §8). */
const BOOK = '/v0/experiences/book';
const money = 'Amounts are minor units (USD cents); rewards amounts are in the account’s units (whole miles, or cents of cash rewards).';
const gone = { description: 'NotFound: no such experience', content: errors[400].content };

export function registerExperienceBooking(app: Api, d: Deps) {
  app.openapi(
    authed(d.auth, {
      method: 'post',
      path: `${BOOK}/quote`,
      summary:
        'Quote an experience’s time slot for a party: priced now per age band (or per group), with the day’s details, rewards and earn',
      description: `${money} Nothing is held. \`breakdown\` has one line per age band (or per group); prices include taxes and fees.`,
      request: jsonBody(ExperienceQuoteRequestSchema),
      responses: {
        200: json(ExperienceQuoteAnswerSchema, 'The quote'),
        400: errors[400],
        404: gone,
        422: {
          description:
            'NoAvailability (no places left for the party), InvalidDates (a past day, or a slot closed an hour before it starts), ' +
            'ValidationFailed (an unknown slot, a party larger than a slot, adults only); `details.fields` names the field',
          content: errors[400].content,
        },
      },
    }),
    async (c) => c.json({ quote: await quoteExperience(d.db, c.get('session').user.id, c.req.valid('json').selection, d.now()) }, 200),
  );

  app.openapi(
    authed(d.auth, {
      method: 'post',
      path: BOOK,
      summary: 'Schedule an experience booking: answers its id at once; poll it for the operator’s answer',
      description:
        `${money} The server prices the slot again and never uses a client price: a different total answers 422 ` +
        'OfferInvalid with `details.oldTotal` and `details.newTotal`. The places are taken under a per-slot lock in the ' +
        'booking’s transaction: a slot sold out meanwhile answers 422 NoAvailability and nothing is charged. The lead ' +
        `traveler is a saved traveler (another user’s reads as unknown: 422 InvalidPassengers), ${LEAD_TRAVELER_MINIMUM_AGE} ` +
        'or older on the day. Payment as for flights. Idempotency-Key: the first answer is replayed for 24 h (header ' +
        '`Idempotent-Replayed: true`); the same key with another body answers 422 IdempotencyKeyReused. Test inputs: a lead ' +
        `traveler surname of NoAvailability, CardDeclined or PollingTimeout makes the simulated operator fail that way (it ` +
        `answers after ${SUPPLIER_LATENCY_MS} ms; PollingTimeout fails after ${BOOKING_DEADLINE_MS / 1000} s).`,
      request: { headers: IdempotencyHeaderSchema, ...jsonBody(ExperienceBookRequestSchema) },
      responses: {
        201: json(FlightBookAnswerSchema, 'Scheduled (Pending): poll GET /v0/experiences/book/{id}'),
        400: errors[400],
        404: gone,
        422: {
          description:
            'OfferInvalid, NoAvailability, RedemptionFailure, UserCardNotFound, InvalidPassengers, InvalidDates, ValidationFailed ' +
            'or IdempotencyKeyReused; `details.fields` names the field',
          content: errors[400].content,
        },
      },
    }),
    async (c) => {
      const userId = c.get('session').user.id;
      const body = c.req.valid('json');
      const key = c.req.valid('header')['idempotency-key'];
      const { bookingId, replayed } = await scheduleBooking(d.db, experienceAdapter, userId, key, body, d.now());
      if (replayed) c.header('Idempotent-Replayed', 'true');
      else if (body.payment.rewards) await d.sessions.userChanged(userId);
      return c.json({ bookingId }, 201);
    },
  );

  app.openapi(
    authed(d.auth, {
      method: 'get',
      path: `${BOOK}/{id}`,
      summary:
        'Poll an experience booking: Success (with the confirmation number), Pending (poll again, backing off) or Failed (with the code)',
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
