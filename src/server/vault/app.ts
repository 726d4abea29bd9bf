import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from 'pino';
import { z } from 'zod';
import { validateCardForm } from '../../lib/domain/profile/card-validation';
import { ErrorCode } from '../../lib/domain/shared/errors';
import {
  VAULT_THROTTLE,
  type CardFormError,
  type CardFormErrorCode,
  type CardFormField,
  type TokenizedCard,
} from '../../lib/domain/booking/hosted-card-form';
import { retryAfterSeconds } from '../../lib/domain/shared/throttle';
import type { Throttle } from '../auth/throttle';
import type { Clock } from '../clock';
import type { AppEnv } from '../http/env';
import { ApiFailure, errorBody } from '../http/errors';
import { notFound, onError } from '../http/handlers';
import { clientInfo, dateHeader, requestLog, security } from '../http/middleware';
import type { BuiltinVault } from './builtin';

/** The API's own English; the hosted form shows its translated text for the same codes. */
const MESSAGES: Record<CardFormErrorCode, string> = {
  numberRequired: 'Enter the card number.',
  numberInvalid: 'Check the card number: it is not a valid card number.',
  brandNotAccepted:
    'This card brand is not accepted. Use Visa, Mastercard, American Express, Diners Club, Discover, JCB, Dankort or Maestro.',
  expiryRequired: 'Enter the expiration date.',
  expiryInvalid: 'Enter the expiration date as MM/YY.',
  expiryPast: 'This card has expired.',
  cvvRequired: 'Enter the security code.',
  cvvInvalid: 'Enter the security code from the card: 4 digits for American Express, 3 for other cards.',
  nameRequired: 'Enter the name as it appears on the card.',
  postalCodeRequired: 'Enter the postal code.',
  postalCodeInvalid: 'Enter a valid postal code.',
};

/** Strings of sane size: the rules themselves live in card-validation.ts, shared with the form. */
const TokenizeBodySchema = z.object({
  number: z.string().max(40).default(''),
  expiry: z.string().max(16).default(''),
  cvv: z.string().max(8).default(''),
  name: z.string().max(300).default(''),
  postalCode: z.string().max(20).default(''),
  environmentKey: z.string().max(200),
});

/** A body field of the wrong type or size gets the "invalid" code of its field. */
const SHAPE_CODES: Record<CardFormField, CardFormErrorCode> = {
  number: 'numberInvalid',
  expiry: 'expiryInvalid',
  cvv: 'cvvInvalid',
  name: 'nameRequired',
  postalCode: 'postalCodeInvalid',
};

function rejected(errors: Array<Pick<CardFormError, 'field' | 'code'>>): ApiFailure {
  const fields = errors.map((e) => ({ path: e.field, code: e.code, message: MESSAGES[e.code] }));
  return new ApiFailure(422, ErrorCode.ValidationFailed, fields[0]?.message ?? 'Check the card details.', { fields });
}

/**
 * Unexpected failures are logged by name only: a database error's message can quote the
 * statement's parameters, and nothing from a card request may reach a log.
 */
function vaultOnError(err: Error, c: Context<AppEnv>) {
  if (err instanceof ApiFailure || err instanceof HTTPException) return onError(err, c);
  c.get('logger')?.error({ errorName: err.name }, 'vault: unhandled error');
  return c.json(errorBody(ErrorCode.Internal, 'The card could not be saved. Please try again.'), 500);
}

export interface VaultAppOptions {
  vault: BuiltinVault;
  logger: Logger;
  now: Clock;
  throttle: Throttle;
  trustProxy: boolean;
}

/**
 * The card vault's own HTTP surface, apart from the portal API: the only place a card number is
 * accepted. No body is ever logged (the request log holds method, path, status and time).
 */
export function createVaultApp(opts: VaultAppOptions): Hono<AppEnv> {
  const { now } = opts;
  const app = new Hono<AppEnv>().basePath('/vault');
  app.use('*', clientInfo(opts.trustProxy));
  app.use('*', requestLog(opts.logger));
  app.use('*', security());
  app.use('*', dateHeader(now));
  app.use(
    '*',
    bodyLimit({
      maxSize: 8 * 1024,
      onError: () => {
        throw new ApiFailure(413, ErrorCode.PayloadTooLarge, 'The request body is larger than 8 KB.');
      },
    }),
  );

  app.post('/v1/cards', async (c) => {
    let raw: unknown;
    try {
      raw = JSON.parse(await c.req.text());
    } catch {
      // The parser's message quotes the body: it is neither logged nor echoed.
      throw new ApiFailure(400, ErrorCode.MalformedJson, 'The request body is not valid JSON.');
    }
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
      throw new ApiFailure(400, ErrorCode.BadRequest, 'Send the card details as a JSON object.');
    }
    const key = (raw as { environmentKey?: unknown }).environmentKey;
    if (typeof key !== 'string' || !opts.vault.matchesEnvironmentKey(key)) {
      throw new ApiFailure(401, ErrorCode.Unauthorized, 'Unknown environment key.');
    }
    const outcome = await opts.throttle.attempt([
      { key: `vault:client:${c.get('clientAddress')}`, policy: VAULT_THROTTLE.client },
      // The key is public but long: its hash names the row.
      { key: `vault:key:${createHash('sha256').update(key).digest('base64url')}`, policy: VAULT_THROTTLE.environmentKey },
    ]);
    if (outcome.kind === 'Throttled') {
      const seconds = retryAfterSeconds(outcome.retryAfterMs);
      throw new ApiFailure(
        429,
        ErrorCode.ExcessiveActivity,
        `Too many cards were added from here. Wait ${Math.ceil(seconds / 60)} minutes, then try again.`,
        { retryAfterSeconds: seconds },
        { 'Retry-After': String(seconds) },
      );
    }
    const parsed = TokenizeBodySchema.safeParse(raw);
    if (!parsed.success) {
      const fields = new Set(parsed.error.issues.map((i) => String(i.path[0])));
      throw rejected(
        (Object.keys(SHAPE_CODES) as CardFormField[]).filter((f) => fields.has(f)).map((field) => ({ field, code: SHAPE_CODES[field] })),
      );
    }
    const result = validateCardForm(parsed.data, now());
    if (result.kind === 'Invalid') throw rejected(result.errors);
    // The CVV has been checked; it goes no further: the stored card is listed field by field.
    const { number, brand, expMonth, expYear, name, postalCode } = result.card;
    const stored = await opts.vault.tokenize({ number, brand, expMonth, expYear, name, postalCode });
    const answer: TokenizedCard = {
      token: stored.token,
      brand: stored.brand,
      lastFour: stored.lastFour,
      expMonth: stored.expMonth,
      expYear: stored.expYear,
    };
    return c.json(answer, 201);
  });

  app.notFound(notFound);
  app.onError(vaultOnError);
  return app;
}
