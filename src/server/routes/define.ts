import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../http/env';
import { ErrorResponseSchema } from '../http/errors';

const errorContent = { 'application/json': { schema: ErrorResponseSchema } };
export const errors = {
  400: { description: 'The input is invalid; `details.fields` names each field', content: errorContent },
  401: { description: 'No valid session', content: errorContent },
  403: { description: 'CSRF token missing, or a corporate access code (40102, 40103, 40105, 40106)', content: errorContent },
  429: { description: 'Too many attempts (lockout reason ExcessiveActivity)', content: errorContent },
  503: { description: 'Maintenance', content: errorContent },
} as const;

/** The 404 of every route under /v0/trips/{id}. */
export const bookingNotFound = {
  description: "NotFound: no booking of that id is the caller's (another user's answers the same)",
  content: errorContent,
};

export function json<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } };
}

export function jsonBody<T extends z.ZodType>(schema: T) {
  return { body: { required: true, content: { 'application/json': { schema } } } };
}

/** A route that needs a signed-in user (bearer token). */
export function authed<R extends RouteConfig>(auth: MiddlewareHandler<AppEnv>, route: R) {
  return createRoute({
    ...route,
    security: [{ bearer: [] }],
    middleware: [auth],
    responses: { ...route.responses, 401: errors[401], 403: errors[403] },
  });
}
