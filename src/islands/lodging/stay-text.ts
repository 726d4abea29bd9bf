// How a stay reads wherever it shows (book, confirmation, Trips): price lines in the page's
// language, guests, rate terms and the cancellation deadline on the property's clock. Strings in
// the staybook namespace, `stay.*`.
import type { TFunction } from '../../lib/client/i18n';

/** The server labels lines in English: each reads by its kind here; a fee keeps the property's own name. */
export function stayLineLabel(line: { kind: string; label: string }, nights: number, t: TFunction): string {
  switch (line.kind) {
    case 'BaseFare':
      return t('stay.line.BaseFare', { count: nights });
    case 'Discount':
    case 'Taxes':
    case 'AddOn':
      return t(`stay.line.${line.kind}`);
    default:
      return line.label || t('stay.line.Fee');
  }
}

/** "2 adults, 1 child, 1 pet". */
export function guestsText(g: { adults: number; children: number; pets: number }, t: TFunction, intl: string): string {
  const parts = [t('stay.adults', { count: g.adults })];
  if (g.children > 0) parts.push(t('stay.children', { count: g.children }));
  if (g.pets > 0) parts.push(t('stay.pets', { count: g.pets }));
  return new Intl.ListFormat(intl, { type: 'unit', style: 'short' }).format(parts);
}
