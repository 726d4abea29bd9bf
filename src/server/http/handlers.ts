// The app's last word on an error or an unknown path: always the one error shape.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ErrorCode } from '../../lib/domain/shared/errors';
import type { AppEnv } from './env';
import { databaseUnavailable } from '../db/errors';
import { ApiFailure, errorBody } from './errors';

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
  if (databaseUnavailable(err)) {
    c.get('logger')?.error({ err }, 'database unavailable');
    c.header('Retry-After', '30');
    return c.json(
      errorBody(ErrorCode.Unavailable, 'We cannot save or load your data right now. Nothing was changed; try again in a minute.'),
      503,
    );
  }
  c.get('logger')?.error({ err }, 'unhandled error');
  return c.json(errorBody(ErrorCode.Internal, 'Something went wrong on our side. Please try again.'), 500);
}

export function notFound(c: Context<AppEnv>) {
  return c.json(errorBody(ErrorCode.NotFound, `No API endpoint ${c.req.method} ${new URL(c.req.url).pathname}.`), 404);
}
