import type { ThrottlePolicy } from '../shared/throttle';
import type { CardBrand } from '../profile/payment-methods.schema';

/**
 * The postMessage contract between the hosted card form (an iframe served by the vault at
 * /vault/card-form/) and the page that embeds it. Card numbers and CVVs never cross it:
 * the form posts them to the vault itself and hands the parent a token.
 */
export type CardFormField = 'number' | 'expiry' | 'cvv' | 'name' | 'postalCode';

/** Stable error codes the form raises; the form puts each message in its own language (`cardform` namespace). */
export const CardFormErrorCodes = [
  'numberRequired',
  'numberInvalid',
  'brandNotAccepted',
  'expiryRequired',
  'expiryInvalid',
  'expiryPast',
  'cvvRequired',
  'cvvInvalid',
  'nameRequired',
  'postalCodeRequired',
  'postalCodeInvalid',
] as const;
export type CardFormErrorCode = (typeof CardFormErrorCodes)[number];
export interface CardFormError {
  field: CardFormField;
  code: CardFormErrorCode;
  /** The message as the form showed it, in the form's language. */
  message: string;
}

export interface TokenizedCard {
  token: string;
  brand: CardBrand;
  lastFour: string;
  expMonth: number;
  expYear: number;
}

/** iframe → parent. */
export type CardFormMessage =
  | { type: 'vault:ready'; height: number }
  | { type: 'vault:resize'; height: number }
  /** Submitted with errors: shown inline in the form, and the first one in the parent's "Unable to add payment" modal. */
  | { type: 'vault:invalid'; errors: CardFormError[] }
  /** The vault could not tokenize (network, 5xx): the parent shows its try-again modal. */
  | { type: 'vault:failed' }
  | { type: 'vault:submitting' }
  | { type: 'vault:tokenized'; card: TokenizedCard };

/** parent → iframe. */
export type CardFormCommand =
  /** Try again: submit what the form holds. */
  | { type: 'vault:submit' }
  /** Edit payment method: put the focus on the first field in error (or the number). */
  | { type: 'vault:focus' }
  /** After a successful save: empty every field. */
  | { type: 'vault:reset' };

const TYPES = new Set(['vault:ready', 'vault:resize', 'vault:invalid', 'vault:failed', 'vault:submitting', 'vault:tokenized']);

/** Accept a message only from the form's origin and of a known type. */
export function readCardFormMessage(event: { origin: string; data: unknown }, formOrigin: string): CardFormMessage | null {
  if (event.origin !== formOrigin) return null;
  const data = event.data as { type?: unknown } | null;
  if (!data || typeof data !== 'object' || typeof data.type !== 'string' || !TYPES.has(data.type)) return null;
  return data as CardFormMessage;
}

/**
 * Anonymous card storage (the hosted form calls it with only the public environment key): per
 * client, a person adding cards with a few typos stays far below 20 in 10 minutes; per key, the
 * cap bounds what one leaked page could store in the vault. Tokens no portal call claims within
 * an hour expire (VAULT_UNCLAIMED_TTL_MS).
 */
export const VAULT_THROTTLE = {
  client: { kind: 'window', free: 20, windowMs: 10 * 60_000 },
  environmentKey: { kind: 'window', free: 600, windowMs: 10 * 60_000 },
} as const satisfies Record<string, ThrottlePolicy>;
export const VAULT_UNCLAIMED_TTL_MS = 60 * 60_000;
