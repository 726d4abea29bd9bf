import { describe, expect, it } from 'vitest';
import {
  cvvLength,
  detectBrand,
  formatCardNumber,
  formatExpiryInput,
  validateCardForm,
  type CardFormInput,
} from '../../../../src/lib/domain/profile/card-validation';
import type { CardFormErrorCode, CardFormField } from '../../../../src/lib/domain/booking/hosted-card-form';
import type { CardBrand } from '../../../../src/lib/domain/profile/payment-methods.schema';

const now = new Date('2026-05-15T12:00:00Z');
const good: CardFormInput = { number: '4111 1111 1111 1111', expiry: '12/28', cvv: '123', name: 'Ava Martin', postalCode: '10001' };

function errorsOf(input: Partial<CardFormInput>, at = now): Array<[CardFormField, CardFormErrorCode]> {
  const result = validateCardForm({ ...good, ...input }, at);
  return result.kind === 'Valid' ? [] : result.errors.map((e) => [e.field, e.code]);
}

describe('brand detection', () => {
  it.each<[string, CardBrand, string]>([
    ['4111111111111111', 'visa', '123'],
    ['4242 4242 4242 4242', 'visa', '123'],
    ['5555555555554444', 'master', '123'],
    ['2223003122003222', 'master', '123'],
    ['378282246310005', 'american_express', '1234'],
    ['371449635398431', 'american_express', '1234'],
    ['3056930009020004', 'diners_club', '123'],
    ['36227206271667', 'diners_club', '123'],
    ['6011111111111117', 'discover', '123'],
    ['3530111333300000', 'jcb', '123'],
    ['5019717010103742', 'dankort', '123'],
    ['6759649826438453', 'maestro', '123'],
    ['5018000000000009', 'maestro', '123'],
  ])('%s is %s and valid with a %s-digit CVV', (number, brand, cvv) => {
    expect(detectBrand(number)).toBe(brand);
    const result = validateCardForm({ ...good, number, cvv }, now);
    expect(result).toMatchObject({ kind: 'Valid', card: { brand, number: number.replace(/\D/g, ''), cvv } });
    expect(cvvLength(brand)).toBe(cvv.length);
  });

  it.each<[string, CardBrand | null]>([
    ['', null],
    ['4111', 'visa'],
    // Elo also starts with 4 (401178…), so one digit is not enough.
    ['4', null],
    ['37', 'american_express'],
    ['3', null],
    ['5019', 'dankort'],
    ['501', null],
    ['5018', 'maestro'],
    ['51', 'master'],
    ['6011', 'discover'],
    ['35', 'jcb'],
    ['abc', null],
    // Brands the portal does not accept show no brand.
    ['6200000000000005', null],
    ['6362970000457013', null],
    ['2200000000000004', null],
  ])('while typing %j shows %s', (partial, brand) => {
    expect(detectBrand(partial)).toBe(brand);
  });

  it('groups digits the way the brand prints them and stops at its longest number', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('41111')).toBe('4111 1');
    expect(formatCardNumber('3782822463100059999')).toBe('3782 822463 10005');
    expect(formatCardNumber('5019-7170 1010 37429')).toBe('5019 7170 1010 3742');
    expect(formatCardNumber('')).toBe('');
  });
});

describe('formatExpiryInput (the expiry field while typing)', () => {
  it.each([
    ['1', false, '1'],
    ['12', false, '12/'],
    // The person types the slash too, after the one put in for them: kept once.
    ['12//', false, '12/'],
    ['12//34', false, '12/34'],
    ['12/3', false, '12/3'],
    ['1/', false, '01/'],
    ['1/2', false, '01/2'],
    ['1228', false, '12/28'],
    ['122028', false, '12/2028'],
    ['12/2028', false, '12/2028'],
    ['12 / 2028', false, '12/2028'],
    ['12/20289', false, '12/2028'],
    ['/', false, ''],
    ['ab', false, ''],
    // Deleting leaves the value alone: backspace over "12/" gives "12", not "12/" again.
    ['12', true, '12'],
    ['1', true, '1'],
  ])('%j (deleting: %s) → %j', (value, deleting, expected) => {
    expect(formatExpiryInput(value, deleting)).toBe(expected);
  });
});

describe('card form validation', () => {
  it('answers the clean card: digits only, two-digit year as 20YY, tidy name and postal code', () => {
    expect(validateCardForm({ ...good, name: '  Ava   Martin ', postalCode: 'k1a0b1', expiry: ' 3 / 2027 ' }, now)).toEqual({
      kind: 'Valid',
      card: {
        number: '4111111111111111',
        brand: 'visa',
        expMonth: 3,
        expYear: 2027,
        cvv: '123',
        name: 'Ava Martin',
        postalCode: 'K1A 0B1',
      },
    });
  });

  it('reports every empty field as required, in form order, with the message left to the form', () => {
    const result = validateCardForm({ number: '', expiry: '', cvv: '', name: '', postalCode: '' }, now);
    expect(result).toEqual({
      kind: 'Invalid',
      errors: [
        { field: 'number', code: 'numberRequired', message: '' },
        { field: 'expiry', code: 'expiryRequired', message: '' },
        { field: 'cvv', code: 'cvvRequired', message: '' },
        { field: 'name', code: 'nameRequired', message: '' },
        { field: 'postalCode', code: 'postalCodeRequired', message: '' },
      ],
    });
  });

  it.each<[string, Partial<CardFormInput>, Array<[CardFormField, CardFormErrorCode]>]>([
    ['Luhn failure', { number: '4111111111111112' }, [['number', 'numberInvalid']]],
    ['Luhn failure (Mastercard)', { number: '5555555555554445' }, [['number', 'numberInvalid']]],
    ['Luhn failure (Amex)', { number: '378282246310006', cvv: '1234' }, [['number', 'numberInvalid']]],
    ['too short for Visa', { number: '411111111111' }, [['number', 'numberInvalid']]],
    ['too long', { number: '41111111111111111111' }, [['number', 'numberInvalid']]],
    ['letters', { number: '4111 1111 1111 111a' }, [['number', 'numberInvalid']]],
    ['no brand', { number: '1234567812345670' }, [['number', 'numberInvalid']]],
    ['UnionPay', { number: '6200000000000005' }, [['number', 'brandNotAccepted']]],
    ['Elo', { number: '6362970000457013' }, [['number', 'brandNotAccepted']]],
    ['Mir', { number: '2200000000000004' }, [['number', 'brandNotAccepted']]],
    ['Dankort has 16 digits only', { number: '501971701010374' }, [['number', 'numberInvalid']]],
    ['expired last month', { expiry: '04/26' }, [['expiry', 'expiryPast']]],
    ['expired last year', { expiry: '12/25' }, [['expiry', 'expiryPast']]],
    ['month 13', { expiry: '13/27' }, [['expiry', 'expiryInvalid']]],
    ['month 00', { expiry: '00/27' }, [['expiry', 'expiryInvalid']]],
    ['not a date', { expiry: 'soon' }, [['expiry', 'expiryInvalid']]],
    ['three-digit year', { expiry: '12/207' }, [['expiry', 'expiryInvalid']]],
    ['decades ahead', { expiry: '12/2099' }, [['expiry', 'expiryInvalid']]],
    ['Visa CVV of 4', { cvv: '1234' }, [['cvv', 'cvvInvalid']]],
    ['Visa CVV of 2', { cvv: '12' }, [['cvv', 'cvvInvalid']]],
    ['Amex CVV of 3', { number: '378282246310005', cvv: '123' }, [['cvv', 'cvvInvalid']]],
    ['CVV letters', { cvv: '12a' }, [['cvv', 'cvvInvalid']]],
    ['name of digits (a number in the wrong field)', { name: '4111 1111 1111 1111' }, [['name', 'nameRequired']]],
    ['name of spaces', { name: '   ' }, [['name', 'nameRequired']]],
    ['name too long', { name: 'A'.repeat(256) }, [['name', 'nameRequired']]],
    ['postal code too short', { postalCode: '12' }, [['postalCode', 'postalCodeInvalid']]],
    ['postal code too long', { postalCode: '12345678901' }, [['postalCode', 'postalCodeInvalid']]],
    ['postal code symbols', { postalCode: '12#45' }, [['postalCode', 'postalCodeInvalid']]],
    ['postal code of dashes', { postalCode: '---' }, [['postalCode', 'postalCodeInvalid']]],
    ['postal code blank', { postalCode: '  ' }, [['postalCode', 'postalCodeRequired']]],
    [
      'several at once',
      { number: '4111111111111112', expiry: '01/20', cvv: '1' },
      [
        ['number', 'numberInvalid'],
        ['expiry', 'expiryPast'],
        ['cvv', 'cvvInvalid'],
      ],
    ],
  ])('%s', (_label, input, expected) => {
    expect(errorsOf(input)).toEqual(expected);
  });

  it.each([
    ['05/26', true],
    ['5/26', true],
    ['0526', true],
    ['05/2026', true],
    ['04/26', false],
  ])('expiry %s in May 2026 is accepted: %s (cards run to the end of their month)', (expiry, accepted) => {
    expect(validateCardForm({ ...good, expiry }, now).kind === 'Valid').toBe(accepted);
  });

  it('checks expiry against the injected clock', () => {
    expect(errorsOf({ expiry: '05/26' }, new Date('2026-06-01T00:00:00Z'))).toEqual([['expiry', 'expiryPast']]);
  });

  it.each([
    ['12345', '12345'],
    ['12345-6789', '12345-6789'],
    ['h2x 1y4', 'H2X 1Y4'],
    ['H2X1Y4', 'H2X 1Y4'],
    ['SW1A 1AA', 'SW1A 1AA'],
    ['75008', '75008'],
    ['100-0001', '100-0001'],
  ])('postal code %s is kept as %s', (postalCode, kept) => {
    expect(validateCardForm({ ...good, postalCode }, now)).toMatchObject({ kind: 'Valid', card: { postalCode: kept } });
  });

  it('a CVV of 3 or 4 digits is not blamed while the number itself is wrong', () => {
    expect(errorsOf({ number: '1234', cvv: '1234' })).toEqual([['number', 'numberInvalid']]);
    expect(errorsOf({ number: '1234', cvv: '123' })).toEqual([['number', 'numberInvalid']]);
  });
});
