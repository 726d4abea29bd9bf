// How every checkout reads money and errors. Whole cents in; SPEC §9: prices with two decimals in US
// format (a breakdown must add up to the cent).
import type { TFunction } from '../../lib/client/i18n';
import { formatMoney } from '../../lib/domain/shared/money';

export const money = (minor: number, intl: string): string => formatMoney(minor, intl);

/** Known failure codes have their own text in the page's namespace (`failure.<code>`); others show the server's message. */
export function failureText(code: string, message: string, t: TFunction, known: ReadonlySet<string>): string {
  if (known.has(code)) return t(`failure.${code}`);
  return message || t('failure.generic');
}
