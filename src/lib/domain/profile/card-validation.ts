import cardValidator from 'card-validator';
import creditCardType from 'credit-card-type';
import type { CardFormError, CardFormErrorCode, CardFormField } from '../booking/hosted-card-form';
import type { CardBrand } from './payment-methods.schema';

/**
 * Card form rules (SPEC §3 brands): number (Luhn and brand), expiry, CVV length per
 * brand, name and postal code. Shared by the hosted form, for inline errors, and by the vault,
 * which never trusts the form.
 */

// The same module instance card-validator detects with, so the Dankort entry below counts for both.
const types = creditCardType;

// Dankort is not built into credit-card-type. Its IIN 5019 sits inside Maestro's 500000–504174
// range, and a 6-digit range match outranks a 4-digit prefix, so Maestro's range is split around
// it; otherwise every Dankort would be detected as Maestro. Both calls replace, so re-running is harmless.
types.addCard({
  niceType: 'Dankort',
  type: 'dankort',
  patterns: [5019],
  gaps: [4, 8, 12],
  lengths: [16],
  code: { name: 'CVV', size: 3 },
});
types.updateCard('maestro', {
  patterns: [493698, [500000, 501899], [502000, 504174], [504176, 506698], [506779, 508999], [56, 59], 63, 67, 6],
});

/** credit-card-type's ids of the brands the portal accepts; any other detected brand is `brandNotAccepted`. */
const BRANDS: Record<string, CardBrand> = {
  visa: 'visa',
  mastercard: 'master',
  'american-express': 'american_express',
  'diners-club': 'diners_club',
  discover: 'discover',
  jcb: 'jcb',
  dankort: 'dankort',
  maestro: 'maestro',
};

const DEFAULT_GAPS = [4, 8, 12];
const MAX_DIGITS = 19;

export function cardDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

type Detected = { kind: 'Accepted'; brand: CardBrand } | { kind: 'NotAccepted' } | { kind: 'Unknown' };

/** One brand once the digits say so; `Unknown` while several brands still fit or none does. */
function detect(digits: string): Detected {
  if (!/^\d+$/.test(digits)) return { kind: 'Unknown' };
  const matches = types(digits);
  if (matches.length !== 1) return { kind: 'Unknown' };
  const brand = BRANDS[matches[0]!.type];
  return brand ? { kind: 'Accepted', brand } : { kind: 'NotAccepted' };
}

/** The brand to show while the number is typed; null until the digits settle on an accepted one. */
export function detectBrand(partialNumber: string): CardBrand | null {
  const detected = detect(cardDigits(partialNumber));
  return detected.kind === 'Accepted' ? detected.brand : null;
}

function typeInfo(digits: string) {
  const matches = /^\d+$/.test(digits) ? types(digits) : [];
  return matches.length === 1 ? matches[0]! : null;
}

/** The number in the brand's groups (4-6-5 for American Express, 4-4-4-4 for most), cut to the brand's longest length. */
export function formatCardNumber(partialNumber: string): string {
  const digits = partialNumber.replace(/\D/g, '');
  const info = typeInfo(digits);
  const max = info ? Math.max(...info.lengths) : MAX_DIGITS;
  const gaps = info?.gaps ?? DEFAULT_GAPS;
  let out = '';
  for (const [i, d] of [...digits.slice(0, max)].entries()) out += (gaps.includes(i) ? ' ' : '') + d;
  return out;
}

/**
 * The expiry field as it is typed: MM/YY (or MM/YYYY) with the slash put in after the month. A slash
 * the person types too is kept once (not "12//"), and a one-digit month before it gets its zero
 * ("1/" → "01/"). While deleting, the value is left as it is, so the slash just removed does not come back.
 */
export function formatExpiryInput(value: string, deleting: boolean): string {
  if (deleting) return value;
  const slash = value.indexOf('/');
  const month = slash < 0 ? '' : value.slice(0, slash).replace(/\D/g, '');
  if (slash >= 0 && month.length >= 1 && month.length <= 2) {
    const year = value
      .slice(slash + 1)
      .replace(/\D/g, '')
      .slice(0, 4);
    return `${month.padStart(2, '0')}/${year}`;
  }
  const digits = value.replace(/\D/g, '').slice(0, 6);
  return digits.length >= 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The security code's length: 4 for American Express, 3 for the others. */
export function cvvLength(brand: CardBrand | null): number {
  return brand === 'american_express' ? 4 : 3;
}

export interface ValidCard {
  /** Digits only. */
  number: string;
  brand: CardBrand;
  expMonth: number;
  expYear: number;
  cvv: string;
  name: string;
  postalCode: string;
}

export interface CardFormInput {
  number: string;
  /** MM/YY (MM/YYYY and a missing slash are accepted too: autofill writes either). */
  expiry: string;
  cvv: string;
  name: string;
  postalCode: string;
}

export type CardFormValidation = { kind: 'Valid'; card: ValidCard } | { kind: 'Invalid'; errors: CardFormError[] };

type FieldResult<T> = { ok: true; value: T } | { ok: false; code: CardFormErrorCode };
const ok = <T>(value: T): FieldResult<T> => ({ ok: true, value });
const fail = <T>(code: CardFormErrorCode): FieldResult<T> => ({ ok: false, code });

function checkNumber(raw: string): FieldResult<{ digits: string; brand: CardBrand }> {
  const digits = cardDigits(raw.trim());
  if (!digits) return fail('numberRequired');
  if (!/^\d+$/.test(digits) || digits.length > MAX_DIGITS) return fail('numberInvalid');
  const detected = detect(digits);
  if (detected.kind === 'NotAccepted') return fail('brandNotAccepted');
  if (detected.kind === 'Unknown') return fail('numberInvalid');
  // Length per brand and Luhn.
  if (!cardValidator.number(digits).isValid) return fail('numberInvalid');
  return ok({ digits, brand: detected.brand });
}

/** Beyond 20 years ahead is a typo, not a card. */
const MAX_YEARS_AHEAD = 20;

/** A card works through the last day of its expiry month (UTC, so the form and the vault agree). */
export function hasExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = now.getUTCFullYear();
  return expYear < year || (expYear === year && expMonth < now.getUTCMonth() + 1);
}

function checkExpiry(raw: string, now: Date): FieldResult<{ month: number; year: number }> {
  const value = raw.trim();
  if (!value) return fail('expiryRequired');
  const match = /^(\d{1,2})\s*\/?\s*(\d{2}|\d{4})$/.exec(value);
  if (!match) return fail('expiryInvalid');
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return fail('expiryInvalid');
  if (hasExpired(month, year, now)) return fail('expiryPast');
  if (year > now.getUTCFullYear() + MAX_YEARS_AHEAD) return fail('expiryInvalid');
  return ok({ month, year });
}

function checkCvv(raw: string, brand: CardBrand | null): FieldResult<string> {
  const value = raw.trim();
  if (!value) return fail('cvvRequired');
  // Before the brand is known, either length could be right; the number's own error says what to fix.
  const lengths = brand ? [cvvLength(brand)] : [3, 4];
  return /^\d+$/.test(value) && lengths.includes(value.length) && cardValidator.cvv(value, lengths).isValid
    ? ok(value)
    : fail('cvvInvalid');
}

const NAME_MAX = 255;

function checkName(raw: string): FieldResult<string> {
  const value = raw.trim().replace(/\s+/g, ' ');
  // A "name" without a letter is either empty in spirit or a card number typed in the wrong field.
  if (!/\p{L}/u.test(value) || value.length > NAME_MAX || !cardValidator.cardholderName(value).isValid) return fail('nameRequired');
  return ok(value);
}

const US_ZIP = /^\d{5}(-\d{4})?$/;
const CANADIAN = /^([A-Z]\d[A-Z])\s?(\d[A-Z]\d)$/;
const ELSEWHERE = /^(?=.*[A-Z0-9])[A-Z0-9 -]{3,10}$/;

/** US ZIP (12345 or 12345-6789), Canadian (A1A 1A1), or 3–10 letters, digits, spaces and dashes elsewhere. */
function checkPostalCode(raw: string): FieldResult<string> {
  const value = raw.trim().toUpperCase();
  if (!value) return fail('postalCodeRequired');
  if (US_ZIP.test(value)) return ok(value);
  const canadian = CANADIAN.exec(value);
  if (canadian) return ok(`${canadian[1]} ${canadian[2]}`);
  return ELSEWHERE.test(value) ? ok(value) : fail('postalCodeInvalid');
}

/** Every field's first problem, in the form's order; `now` decides what has expired. */
export function validateCardForm(input: CardFormInput, now: Date): CardFormValidation {
  const number = checkNumber(input.number);
  const expiry = checkExpiry(input.expiry, now);
  const cvv = checkCvv(input.cvv, number.ok ? number.value.brand : detectBrand(input.number));
  const name = checkName(input.name);
  const postalCode = checkPostalCode(input.postalCode);

  const errors: CardFormError[] = [];
  const note = (field: CardFormField, r: FieldResult<unknown>) => {
    if (!r.ok) errors.push({ field, code: r.code, message: '' });
  };
  note('number', number);
  note('expiry', expiry);
  note('cvv', cvv);
  note('name', name);
  note('postalCode', postalCode);
  if (!number.ok || !expiry.ok || !cvv.ok || !name.ok || !postalCode.ok) return { kind: 'Invalid', errors };
  return {
    kind: 'Valid',
    card: {
      number: number.value.digits,
      brand: number.value.brand,
      expMonth: expiry.value.month,
      expYear: expiry.value.year,
      cvv: cvv.value,
      name: name.value,
      postalCode: postalCode.value,
    },
  };
}
