// PCI DSS: card numbers go only to the vault's hosted form. A number typed into any portal field
// (a traveler's name, a wishlist name, a token field) is refused here, before a handler, the
// database or a log line can see it.
import type { MiddlewareHandler } from 'hono';
import { ErrorCode } from '../../lib/domain/shared/errors';
import type { AppEnv } from './env';
import { ApiFailure } from './errors';

export const CARD_DATA_MESSAGE = 'Card numbers are not accepted here. Add cards through the secure card form.';

/** Thirteen digits, possibly with single separators: anything shorter cannot be a card number. */
const LONG_ENOUGH = /\d(?:[ -]?\d){12}/;
/** Maximal runs of digit groups joined by one space or dash, as people type card numbers. */
const RUNS = /\d+(?:[ -]\d+)*/g;
/** A run glued to a letter is part of an id or a hex token; after `+` it is a phone number. */
const GLUE = /[\p{L}_+]/u;

const range = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, i) => min + i);
/** Issuer prefixes and lengths of the brands the vault takes (and a few more a person might hold). */
const BRANDS: { iin: RegExp; lengths: readonly number[] }[] = [
  { iin: /^4/, lengths: [13, 16, 19] }, // Visa
  { iin: /^(?:5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/, lengths: [16] }, // Mastercard
  { iin: /^3[47]/, lengths: [15] }, // American Express
  { iin: /^(?:30[0-5]|309|36|3[89])/, lengths: range(14, 19) }, // Diners Club
  { iin: /^35(?:2[89]|[3-8]\d)/, lengths: range(16, 19) }, // JCB
  { iin: /^(?:6011|6[245])/, lengths: range(16, 19) }, // Discover, UnionPay
  { iin: /^(?:50|5[6-9]|6\d)/, lengths: range(13, 19) }, // Maestro (Dankort's 5019 included)
  { iin: /^220[0-4]/, lengths: range(16, 19) }, // Mir
];

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = digits.length - 1, double = false; i >= 0; i--, double = !double) {
    let d = digits.charCodeAt(i) - 48;
    if (double) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

export function isCardNumber(digits: string): boolean {
  if (digits.length < 13 || digits.length > 19) return false;
  return BRANDS.some((b) => b.lengths.includes(digits.length) && b.iin.test(digits)) && luhnValid(digits);
}

function gluedBefore(text: string, at: number): boolean {
  const ch = text[at - 1];
  if (ch === undefined) return false;
  // A JSON escape (\n, \t) ends with a letter but separates like a space.
  if (text[at - 2] === '\\' && 'nrtbf'.includes(ch)) return false;
  // The fraction of a decimal number (a coordinate, a price) is not a card number.
  if (ch === '.' && /\d/.test(text[at - 2] ?? '')) return true;
  return GLUE.test(ch);
}

function gluedAfter(text: string, at: number): boolean {
  const ch = text[at];
  if (ch === undefined) return false;
  if (ch === '.' && /\d/.test(text[at + 1] ?? '')) return true;
  return ch !== '+' && GLUE.test(ch);
}

/**
 * Whether a run of groups holds a card number: one group of 13–19 digits, or consecutive groups
 * of at most six digits each (4-4-4-4, 4-6-5) adding up to 13–19. Longer groups in a sequence
 * are ids or UUID parts, not card formatting. A glued end group cannot start or end a number.
 */
function runHoldsCard(groups: string[], glueStart: boolean, glueEnd: boolean): boolean {
  const last = groups.length - 1;
  for (let i = glueStart ? 1 : 0; i <= last; i++) {
    const first = groups[i]!;
    if (first.length > 6) {
      if (!(i === last && glueEnd) && isCardNumber(first)) return true;
      continue;
    }
    let digits = first;
    for (let j = i + 1; j <= last && !(j === last && glueEnd); j++) {
      const g = groups[j]!;
      if (g.length > 6) break;
      digits += g;
      if (digits.length > 19) break;
      if (digits.length >= 13 && isCardNumber(digits)) return true;
    }
  }
  return false;
}

/** One pass over the text; texts without thirteen digits close together cost one regex test. */
export function containsCardNumber(text: string): boolean {
  if (!LONG_ENOUGH.test(text)) return false;
  for (const m of text.matchAll(RUNS)) {
    const run = m[0];
    if (run.length < 13) continue;
    const start = m.index;
    if (runHoldsCard(run.split(/[ -]/), gluedBefore(text, start), gluedAfter(text, start + run.length))) return true;
  }
  return false;
}

/** `%34` and `+` as a form or a query string encodes them; malformed escapes stay as they are. */
function formDecode(text: string): string {
  return text.replace(/\+/g, ' ').replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The body as a person typed it: raw, and decoded where the encoding could hide digits. */
export function bodyHasCardNumber(text: string, contentType: string): boolean {
  if (containsCardNumber(text)) return true;
  if (/application\/x-www-form-urlencoded/i.test(contentType) && /[%+]/.test(text) && containsCardNumber(formDecode(text))) return true;
  if (text.includes('\\u')) {
    try {
      // Re-serialising writes digits and spaces plainly.
      return containsCardNumber(JSON.stringify(JSON.parse(text)));
    } catch {
      return false;
    }
  }
  return false;
}

export function cardDataGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const query = c.req.url.indexOf('?');
    const hasCard =
      (query >= 0 && containsCardNumber(formDecode(c.req.url.slice(query + 1)))) ||
      // Hono caches the text, so the route's own JSON or form parsing reads it again for free.
      (c.req.raw.body !== null && bodyHasCardNumber(await c.req.text(), c.req.header('content-type') ?? ''));
    if (hasCard) throw new ApiFailure(400, ErrorCode.CardDataNotAccepted, CARD_DATA_MESSAGE);
    return next();
  };
}
