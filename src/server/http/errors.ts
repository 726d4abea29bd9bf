import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { ErrorCode } from '../../lib/domain/shared/errors';
import { ApiErrorSchema } from '../../lib/domain/shared/errors.schema';

/** Thrown by services and middleware; turned into the one error shape by `onError` (handlers.ts). */
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

/** Documented error answers, shared by every route's OpenAPI declaration. */
export const ErrorResponseSchema = ApiErrorSchema;
