// A rental brand's loyalty number (SPEC §3 car loyalty errors): up to two letters (the member's
// initials) and 6 to 10 digits whose last is a Luhn check digit; Dollar and Thrifty answer "not
// found" for a number they do not know, the other programs call it invalid.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CarLoyaltyErrors,
  carLoyaltyPrograms,
  checkCarLoyalty,
  luhnValid,
  normalizeLoyaltyNumber,
} from '../../../../src/lib/domain/cars/car-loyalty';

/** The Luhn check digit of `body`, computed here rather than by the code under test. */
function checkDigit(body: string): string {
  let sum = 0;
  // The check digit goes last, so the body's last digit is doubled first.
  [...body].reverse().forEach((c, i) => {
    const d = Number(c) * (i % 2 === 0 ? 2 : 1);
    sum += d > 9 ? d - 9 : d;
  });
  return String((10 - (sum % 10)) % 10);
}
const valid = (body: string) => body + checkDigit(body);
/** The same number with a wrong last digit. */
const invalid = (body: string) => body + String((Number(checkDigit(body)) + 1) % 10);

const ada = { givenName: 'Ada', surname: 'Lovelace' };
const SUPPLIERS = ['ZE', 'ZI', 'ET', 'ZL', 'ZD', 'AL', 'SX', 'ZT', 'ZR'] as const;
const NOT_FOUND: Record<string, string> = { ZR: 'DollarExpressNotFound', ZT: 'BlueChipNumberNotFound' };

describe('luhnValid', () => {
  it.each([
    ['79927398713', true],
    ['79927398710', false],
    ['79927398714', false],
    ['4111111111111111', true],
    ['4111111111111112', false],
    ['1234567812345670', true],
    ['1234567812345678', false],
    ['0', true],
    ['18', true],
    ['19', false],
    ['059', true],
    ['000000', true],
  ])('%s: %s', (digits, expected) => {
    expect(luhnValid(digits)).toBe(expected);
  });

  it('agrees with the check digit computed independently, and refuses every other last digit', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{5,9}$/), (body) => {
        expect(luhnValid(valid(body))).toBe(true);
        for (let d = 0; d <= 9; d++) if (String(d) !== checkDigit(body)) expect(luhnValid(body + d)).toBe(false);
      }),
    );
  });

  it('catches any one digit mistyped', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{5,9}$/), fc.nat(), fc.integer({ min: 1, max: 9 }), (body, at, delta) => {
        const n = valid(body);
        const i = at % n.length;
        const typo = n.slice(0, i) + String((Number(n[i]) + delta) % 10) + n.slice(i + 1);
        expect(luhnValid(typo)).toBe(false);
      }),
    );
  });
});

describe('normalizeLoyaltyNumber', () => {
  it.each([
    ['al12345674', 'AL12345674'],
    [' AL 1234-5674 ', 'AL12345674'],
    ['a-l\t1234 5674', 'AL12345674'],
    ['12-34-56', '123456'],
    ['', ''],
  ])('%j → %j', (input, output) => {
    expect(normalizeLoyaltyNumber(input)).toBe(output);
  });
});

describe('checkCarLoyalty', () => {
  const body = '1234567';
  const good = valid(body);
  const bad = invalid(body);

  it('lists exactly the four SPEC errors, and names the programs of every brand, Thrifty and Dollar among them', () => {
    expect([...CarLoyaltyErrors]).toEqual([
      'InvalidLoyaltyNumber',
      'LoyaltyNameMismatch',
      'DollarExpressNotFound',
      'BlueChipNumberNotFound',
    ]);
    expect(Object.keys(carLoyaltyPrograms).sort()).toEqual([...SUPPLIERS].sort());
    expect(carLoyaltyPrograms.ZT).toBe('Thrifty Blue Chip Rewards');
    expect(carLoyaltyPrograms.ZR).toBe('Dollar Express Rewards');
  });

  describe.each(SUPPLIERS)('at %s', (supplier) => {
    it.each([
      // Taken: digits alone, or with the driver's initials, written any way.
      [good, null],
      [`AL${good}`, null],
      [`al${good}`, null],
      [`A-L ${good.slice(0, 4)} ${good.slice(4)}`, null],
      [valid('12345'), null],
      [valid('123456789'), null],
      // Not a number of this shape: invalid, whatever the brand.
      ['', 'InvalidLoyaltyNumber'],
      [valid('1234'), 'InvalidLoyaltyNumber'],
      [valid('1234567890'), 'InvalidLoyaltyNumber'],
      [`A${good}`, 'InvalidLoyaltyNumber'],
      [`ALX${good}`, 'InvalidLoyaltyNumber'],
      [`${good}AL`, 'InvalidLoyaltyNumber'],
      [`1L${good}`, 'InvalidLoyaltyNumber'],
      [`${good.slice(0, 3)}.${good.slice(3)}`, 'InvalidLoyaltyNumber'],
      ['١٢٣٤٥٦٧٨', 'InvalidLoyaltyNumber'],
      ['ABCDEFGH', 'InvalidLoyaltyNumber'],
      // Initials of someone else.
      [`LA${good}`, 'LoyaltyNameMismatch'],
      [`XY${good}`, 'LoyaltyNameMismatch'],
      // A wrong check digit: the program does not know the number.
      [bad, NOT_FOUND[supplier] ?? 'InvalidLoyaltyNumber'],
      [`AL${bad}`, NOT_FOUND[supplier] ?? 'InvalidLoyaltyNumber'],
      // The check digit is read before the initials.
      [`XY${bad}`, NOT_FOUND[supplier] ?? 'InvalidLoyaltyNumber'],
    ])('%j → %s', (number, expected) => {
      expect(checkCarLoyalty(supplier, number, ada)).toBe(expected);
    });
  });

  it('calls a wrong check digit invalid at a brand it has no program for', () => {
    expect(checkCarLoyalty('XX', bad, ada)).toBe('InvalidLoyaltyNumber');
    expect(checkCarLoyalty('XX', good, ada)).toBeNull();
  });

  it.each([
    // [given name, surname, initials taken]
    ['Émile', 'Zola', 'EZ'],
    ['  ada ', ' lovelace', 'AL'],
    ['Jean-Luc', "d'Arcy", 'JD'],
    ['Zoë', 'Ångström', 'ZA'],
    ['Ada', 'de la Cruz', 'AD'],
  ])('reads the initials of %j %j as %s', (givenName, surname, initials) => {
    expect(checkCarLoyalty('ZE', `${initials}${good}`, { givenName, surname })).toBeNull();
    expect(checkCarLoyalty('ZE', `${initials.toLowerCase()}${good}`, { givenName, surname })).toBeNull();
    expect(checkCarLoyalty('ZE', `QQ${good}`, { givenName, surname })).toBe('LoyaltyNameMismatch');
  });

  it('over any 6 to 10 digit number: valid ones are taken, every other one is refused by the brand’s own error', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SUPPLIERS), fc.stringMatching(/^\d{5,9}$/), fc.boolean(), (supplier, b, initials) => {
        const prefix = initials ? 'AL' : '';
        expect(checkCarLoyalty(supplier, prefix + valid(b), ada)).toBeNull();
        expect(checkCarLoyalty(supplier, prefix + invalid(b), ada)).toBe(NOT_FOUND[supplier] ?? 'InvalidLoyaltyNumber');
      }),
    );
  });
});
