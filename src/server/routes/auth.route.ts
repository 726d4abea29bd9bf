import { createRoute, z } from '@hono/zod-openapi';
import {
  SessionInfoSchema,
  StartSessionAnswerSchema,
  StartSessionBodySchema,
  UserInfoSchema,
} from '../../lib/domain/profile/session.schema';
import type { Api, Deps } from '../deps';
import { bearerToken, setCsrfCookie } from '../http/middleware';
import { authed, errors, json, jsonBody } from './define';

const Success = z.object({ Response: z.literal('Success') });

export function registerAuth(app: Api, d: Deps) {
  app.openapi(
    createRoute({
      method: 'get',
      path: '/v0/auth/csrf',
      summary: 'CSRF token for the double-submit cookie (sets the cookie when missing; a signed-in caller gets its session’s)',
      responses: { 200: json(z.object({ csrfToken: z.string() }), 'The token to send in X-CSRF-Token') },
    }),
    async (c) => {
      // Signed in, the token to send is the session's: a browser that lost the cookie gets it back here.
      const bearer = bearerToken(c.req.header('authorization'));
      const session = bearer ? await d.sessions.authenticate(bearer) : null;
      if (session && c.get('csrfCookie') !== session.csrfToken) setCsrfCookie(c, session.csrfToken);
      return c.json({ csrfToken: c.get('csrfCookie') ?? '' }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/v0/auth/startSession',
      summary: 'Sign in with email and password',
      request: jsonBody(StartSessionBodySchema),
      responses: {
        200: json(StartSessionAnswerSchema, 'Signed in'),
        400: errors[400],
        401: { ...errors[401], description: 'Wrong email or password' },
        403: errors[403],
        429: errors[429],
      },
    }),
    async (c) => {
      const { email, password } = c.req.valid('json');
      const { token, session, isFirstSession } = await d.sessions.startSession(email, password, c.get('clientAddress'));
      setCsrfCookie(c, session.csrfToken);
      d.logger.info({ userId: session.user.id }, 'session started');
      return c.json({ token, sessionInfo: await d.sessions.sessionInfo(session, isFirstSession) }, 200);
    },
  );

  app.openapi(
    authed(d.authPlain, {
      method: 'post',
      path: '/v0/auth/endSession',
      summary: 'Sign out: the token stops working on every server',
      responses: { 200: json(Success, 'Signed out') },
    }),
    async (c) => {
      await d.sessions.endSession(c.get('session').sessionId);
      return c.json({ Response: 'Success' as const }, 200);
    },
  );

  app.openapi(
    authed(d.authPlain, {
      method: 'post',
      path: '/v0/auth/extendSession',
      summary: 'Move the session expiry forward; answers a new token',
      responses: { 200: json(StartSessionAnswerSchema, 'Extended') },
    }),
    async (c) => {
      const s = c.get('session');
      const { token, session } = await d.sessions.extendSession(s);
      return c.json({ token, sessionInfo: await d.sessions.sessionInfo(session, await d.sessions.isFirstSession(s.user.id)) }, 200);
    },
  );

  app.openapi(
    authed(d.authPlain, {
      method: 'get',
      path: '/v0/session',
      summary: 'The current session info',
      responses: { 200: json(SessionInfoSchema, 'Session info') },
    }),
    async (c) => {
      const s = c.get('session');
      return c.json(await d.sessions.sessionInfo(s, await d.sessions.isFirstSession(s.user.id)), 200);
    },
  );

  app.openapi(
    authed(d.auth, {
      method: 'get',
      path: '/v0/userInfo',
      summary: 'Name and email of the signed-in user',
      responses: { 200: json(UserInfoSchema, 'User info') },
    }),
    (c) => {
      const u = c.get('session').user;
      return c.json({ firstName: u.firstName, lastName: u.lastName, email: u.email }, 200);
    },
  );
}
