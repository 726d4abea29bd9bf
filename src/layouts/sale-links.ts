// Links from landing content into a search with the destination filled: the search pages read
// `destination` (flights) or `location` (stays) once and carry it in their own URL, so it survives
// the way through sign-in. The placement tells search where the traveler came from (SPEC §2).
import type { Locale } from '../lib/client/i18n';
import { localePath } from '../lib/client/locale';

export type SalePlacement = 'travel_sale_landing' | 'travel_sale_homepage';

export function saleLink(locale: Locale, path: string, params: Record<string, string>, placement: SalePlacement): string {
  return `${localePath(locale, path)}?${new URLSearchParams({ ...params, placement })}`;
}
