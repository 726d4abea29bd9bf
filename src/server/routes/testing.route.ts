import { z } from '@hono/zod-openapi';
import { CorporateCodes } from '../../lib/domain/shared/errors';
import type { Api, Deps } from '../deps';
import { createTestUser, TestUserKinds } from '../services/test-users';
import { WatchAlertRunAnswerSchema } from '../../lib/domain/flights/watches.schema';
import { runWatchAlerts } from '../services/watch-alerts';
import { bookingMailDeps, deliverBookingMail } from '../services/mail/outbox';
import { mailSettings, readMailbox } from '../services/mail/transport';
import { airlineChangesBooking, runAirlineChanges } from '../services/booking/flights/schedule-change';
import { runAirlineDisruptions } from '../services/booking/flights/airline-disruptions';
import { airlineDisrupts } from '../services/booking/flights/disruption';
import { answerNow, runRebookingDesk } from '../services/booking/flights/rebooking-desk';
import { DisruptionSchema, RebookingDecisionBodySchema } from '../../lib/domain/booking/disruption.schema';
import { ScheduleChangeSchema } from '../../lib/domain/booking/schedule-change.schema';
import { authed, errors, json, jsonBody } from './define';

/**
 * Test hooks (TEST_HOOKS=1, refused in production): make every later call of
 * this session answer a corporate access code, as the corporate back end would.
 */
export function registerTesting(app: Api, d: Deps) {
  app.openapi(
    authed(d.authPlain, {
      method: 'post',
      path: '/v0/testing/forceCode',
      summary: 'Test only: force a corporate access code on this session (null clears it)',
      request: jsonBody(z.object({ code: z.enum(CorporateCodes).nullable() })),
      responses: { 200: json(z.object({ code: z.string().nullable() }), 'Set'), 400: errors[400] },
    }),
    async (c) => {
      const { code } = c.req.valid('json');
      await d.sessions.forceCode(c.get('session').sessionId, code);
      return c.json({ code }, 200);
    },
  );

  app.openapi(
    authed(d.authPlain, {
      method: 'post',
      path: '/v0/testing/users',
      summary: 'Test only: create a fresh copy of a demo user (password: the demo password), with chosen experiment variants',
      request: jsonBody(
        z.object({
          kind: z.enum(TestUserKinds),
          /** Experiment id → variant, e.g. { favorites: 'available' }: a test sees the variant it checks, not a coin toss. */
          experiments: z.record(z.string().max(60), z.string().max(60)).default({}),
        }),
      ),
      responses: {
        200: json(z.object({ email: z.string(), password: z.string(), userId: z.string() }), 'Created'),
        400: errors[400],
      },
    }),
    async (c) => {
      const { kind, experiments } = c.req.valid('json');
      return c.json(await createTestUser(d.db, kind, d.config.demoPassword, d.now(), experiments), 200);
    },
  );

  app.openapi(
    authed(d.authPlain, {
      method: 'post',
      path: '/v0/testing/watchAlerts/run',
      summary: 'Test only: run the hourly price check of every watched trip now (no body)',
      responses: { 200: json(WatchAlertRunAnswerSchema, 'What the run did') },
    }),
    async (c) => c.json(await runWatchAlerts({ db: d.db, logger: d.logger }, d.now()), 200),
  );

  app.openapi(
    authed(d.authPlain, {
      method: 'get',
      path: '/v0/testing/mail',
      summary: 'Test only: send the booking emails due now, then answer those written to `to` (file transport), newest first',
      request: { query: z.object({ to: z.string().min(3).max(254) }) },
      responses: {
        200: json(
          z.object({ messages: z.array(z.object({ subject: z.string(), to: z.string(), text: z.string(), html: z.string().optional() })) }),
          'The messages',
        ),
        400: errors[400],
      },
    }),
    async (c) => {
      // Test servers run no mail worker (env test): the hook delivers what is due, so a test sees its email at once.
      await deliverBookingMail(bookingMailDeps(d.config, d.db, d.logger), d.now());
      const messages = await readMailbox(mailSettings(d.config).dir, c.req.valid('query').to);
      return c.json({ messages }, 200);
    },
  );

  app.openapi(
    authed(d.authPlain, {
      method: 'post',
      path: '/v0/testing/scheduleChange',
      summary: "Test only: the simulated airline changes one of this user's confirmed flight bookings now",
      description:
        '`{ bookingId, minutes, slice }` retimes that slice (0 first) by `minutes` (negative: earlier); `{ bookingId, cancel: true }` ' +
        "cancels the flights. The change is emailed and waits for the traveler's answer, as the airline worker's do.",
      request: jsonBody(
        z.union([
          z.object({ bookingId: z.uuid(), cancel: z.literal(true) }),
          z.object({
            bookingId: z.uuid(),
            minutes: z
              .number()
              .int()
              .min(-1440)
              .max(1440)
              .refine((m) => m !== 0, 'Move the flight by at least a minute.'),
            slice: z.number().int().min(0).max(5).default(0),
          }),
        ]),
      ),
      responses: {
        200: json(z.object({ scheduleChange: ScheduleChangeSchema }), 'The change'),
        400: errors[400],
        404: { description: 'Not one of your bookings', content: errors[400].content },
        409: { description: 'NotChangeable', content: errors[400].content },
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const change =
        'cancel' in body ? ({ kind: 'Cancel' } as const) : ({ kind: 'Retime', slice: body.slice, minutes: body.minutes } as const);
      const answer = await airlineChangesBooking(d.db, c.get('session').user.id, body.bookingId, change, d.now());
      return c.json(answer.body as never, answer.status === 200 ? 200 : 409);
    },
  );

  app.openapi(
    authed(d.authPlain, {
      method: 'post',
      path: '/v0/testing/airlineChanges/run',
      summary: "Test only: one pass of the simulated airline's own schedule changes (the worker's), now",
      responses: { 200: json(z.object({ changed: z.number().int() }), 'How many bookings it changed') },
    }),
    async (c) => c.json({ changed: await runAirlineChanges(d.db, d.now(), d.logger) }, 200),
  );

  app.openapi(
    authed(d.authPlain, {
      method: 'post',
      path: '/v0/testing/airlineDisruptions/run',
      summary: "Test only: one pass of the simulated airline's own day-of-departure delays and cancellations (the worker's), now",
      responses: { 200: json(z.object({ disrupted: z.number().int() }), 'How many bookings it disrupted') },
    }),
    async (c) => c.json({ disrupted: await runAirlineDisruptions(d.db, d.now(), d.logger) }, 200),
  );

  app.openapi(
    authed(d.authPlain, {
      method: 'post',
      path: '/v0/testing/disruption',
      summary: "Test only: the simulated airline delays or cancels a flight of one of this user's confirmed bookings now",
      description:
        "`{ bookingId, slice, delayMinutes }` delays the slice's first flight (a connection it makes impossible is a missed " +
        'connection); `{ bookingId, slice, cancel: true }` cancels it. GET /v0/trips/{id}/disruption then says whether it is covered.',
      request: jsonBody(
        z.union([
          z.object({ bookingId: z.uuid(), slice: z.number().int().min(0).max(5).default(0), cancel: z.literal(true) }),
          z.object({
            bookingId: z.uuid(),
            slice: z.number().int().min(0).max(5).default(0),
            delayMinutes: z.number().int().min(1).max(2880),
          }),
        ]),
      ),
      responses: {
        200: json(z.object({ disruption: DisruptionSchema }), 'The disruption'),
        400: errors[400],
        404: { description: 'Not one of your bookings', content: errors[400].content },
        409: { description: 'NotChangeable', content: errors[400].content },
      },
    }),
    async (c) => {
      const { bookingId, ...event } = c.req.valid('json');
      const answer = await airlineDisrupts(d.db, c.get('session').user.id, bookingId, event, d.now());
      return c.json(answer.body as never, answer.status === 200 ? 200 : 409);
    },
  );

  app.openapi(
    authed(d.authPlain, {
      method: 'post',
      path: '/v0/testing/rebookingDesk/answer',
      summary: "Test only: our agents or the airline answer this user's waiting rebooking request now",
      description:
        'Without `decision` the desk decides as its worker would (Accept with the first flight of the day and time asked, else ' +
        'Deny NoSeats); `decision: Deny` denies; `decision: Accept` accepts only when a flight fits. 409 NotRequested when no ' +
        'request waits.',
      request: jsonBody(RebookingDecisionBodySchema),
      responses: {
        200: json(z.object({ answer: z.enum(['Accepted', 'Denied', 'Withdrawn']) }), 'What the desk did'),
        400: errors[400],
        404: { description: 'Not one of your bookings', content: errors[400].content },
        409: { description: 'NotRequested', content: errors[400].content },
      },
    }),
    async (c) => {
      const { bookingId, decision } = c.req.valid('json');
      const answer = await answerNow(d.db, c.get('session').user.id, bookingId, d.now(), decision);
      return c.json(answer.body as never, answer.status === 200 ? 200 : 409);
    },
  );

  app.openapi(
    authed(d.authPlain, {
      method: 'post',
      path: '/v0/testing/rebookingDesk/run',
      summary: "Test only: one pass of the rebooking desk (the worker's): every request past its answer-by time is answered",
      responses: { 200: json(z.object({ answered: z.number().int() }), 'How many requests it answered') },
    }),
    async (c) => c.json({ answered: await runRebookingDesk(d.db, d.now(), d.logger) }, 200),
  );
}
