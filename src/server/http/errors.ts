import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { ErrorCode } from '../../lib/domain/errors';
import { ApiErrorSchema } from '../../lib/domain/errors.schema';
import type { AppEnv } from './env';

/** Thrown by services and middleware; turned into the one error shape by `onError`. */
export class ApiFailure extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** A request the API understood but cannot serve as asked: 422 naming the field to fix. */
export function invalid(code: string, path: string, message: string): ApiFailure {
  return new ApiFailure(422, code, message, { fields: [{ path, message }] });
}

export function errorBody(code: string, message: string, details?: unknown) {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

/** Field-by-field messages a form can show next to each input. */
export function validationDetails(error: z.ZodError) {
  return {
    fields: error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })),
  };
}

export function validationFailure(error: z.ZodError): ApiFailure {
  const first = error.issues[0];
  const where = first && first.path.length ? `${first.path.join('.')}: ` : '';
  return new ApiFailure(400, ErrorCode.ValidationFailed, `${where}${first?.message ?? 'Invalid input.'}`, validationDetails(error));
}

export function onError(err: Error, c: Context<AppEnv>) {
  if (err instanceof ApiFailure) {
    if (err.headers) for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
    return c.json(errorBody(err.code, err.message, err.details), err.status);
  }
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    if (status === 400 && /json/i.test(err.message)) {
      return c.json(errorBody(ErrorCode.MalformedJson, 'The request body is not valid JSON.'), 400);
    }
    if (status === 413) return c.json(errorBody(ErrorCode.PayloadTooLarge, 'The request body is too large.'), 413);
    return c.json(errorBody(status >= 500 ? ErrorCode.Internal : ErrorCode.BadRequest, err.message || 'Bad request.'), status);
  }
  c.get('logger')?.error({ err }, 'unhandled error');
  return c.json(errorBody(ErrorCode.Internal, 'Something went wrong on our side. Please try again.'), 500);
}

export function notFound(c: Context<AppEnv>) {
  return c.json(errorBody(ErrorCode.NotFound, `No API endpoint ${c.req.method} ${new URL(c.req.url).pathname}.`), 404);
}

/** Documented error answers, shared by every route's OpenAPI declaration. */
export const ErrorResponseSchema = ApiErrorSchema;
