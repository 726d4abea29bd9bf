// A price filter of the results pages: whole dollars, both ends included. The URL writes it as the
// hotel results first did (`price=120-250`, stay-search-format.ts), so a link reads the same on
// every product; the APIs take it in minor units (`filters.priceRange`).

/** [lowest, highest] in whole dollars, both included. */
export type PriceRange = [number, number];

/** 'lo-hi' in whole dollars, either way round; anything else is no price filter (a hand-edited URL never throws). */
export function readPriceParam(raw: string | null): PriceRange | null {
  const m = /^(\d{1,6})-(\d{1,6})$/.exec((raw ?? '').trim());
  if (!m) return null;
  const [lo, hi] = [Number(m[1]), Number(m[2])];
  return lo <= hi ? [lo, hi] : [hi, lo];
}

export const formatPriceParam = (r: PriceRange): string => `${r[0]}-${r[1]}`;

/** The API's `priceRange`, in minor units: whole dollars stay whole, so no rounding can move an end. */
export const toMinorRange = (r: PriceRange): [number, number] => [r[0] * 100, r[1] * 100];
