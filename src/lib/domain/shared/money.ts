import { numberFormat } from './intl';

/**
 * How an amount reads (SPEC §9): `whole` dollars for fare prices, `cents` for amounts paid (a
 * breakdown must add up to the cent), `auto` with cents only when there are some.
 */
export type MoneyStyle = 'whole' | 'cents' | 'auto';

/** The one money formatter: USD minor units in, the locale's currency text out, on the Intl cache. */
export function formatMoney(minor: number, intl: string, style: MoneyStyle = 'cents'): string {
  const digits = style === 'whole' || (style === 'auto' && minor % 100 === 0) ? 0 : 2;
  return numberFormat(intl, { style: 'currency', currency: 'USD', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    minor / 100,
  );
}

/** A price range ("$420–$510"), whole dollars. */
export function formatMoneyRange(lowMinor: number, highMinor: number, intl: string): string {
  return numberFormat(intl, { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 }).formatRange(
    lowMinor / 100,
    highMinor / 100,
  );
}
