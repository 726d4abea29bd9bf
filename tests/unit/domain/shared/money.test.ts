import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyRange } from '../../../../src/lib/domain/shared/money';

/** Intl separates French thousands and the currency with narrow and ordinary no-break spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney: USD minor units, as SPEC §9 writes them', () => {
  it.each([
    [123456, 'en-US', 'cents', '$1,234.56'],
    [123400, 'en-US', 'cents', '$1,234.00'],
    [42050, 'en-US', 'whole', '$421'],
    [42049, 'en-US', 'whole', '$420'],
    [19900, 'en-US', 'auto', '$199'],
    [19950, 'en-US', 'auto', '$199.50'],
    [0, 'en-US', 'cents', '$0.00'],
    [-2500, 'en-US', 'cents', '-$25.00'],
    [123456, 'fr-CA', 'cents', '1 234,56 $ US'],
    [42000, 'fr-CA', 'whole', '420 $ US'],
  ] as const)('%i in %s, %s: %s', (minor, intl, style, text) => {
    expect(plain(formatMoney(minor, intl, style))).toBe(text);
  });

  it('reads cents by default', () => {
    expect(formatMoney(995, 'en-US')).toBe('$9.95');
  });

  it('a range is whole dollars', () => {
    expect(plain(formatMoneyRange(42000, 51050, 'en-US'))).toMatch(/^\$420\s?–\s?\$511$/);
  });
});
