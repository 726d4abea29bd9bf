// The exchange's three pages pass what the traveler chose in the address, so each page can be
// reloaded, shared with support or reached with Back: `change=0~JFK~LAX~2026-12-03` per slice to
// change, then `pick=0~<itineraryId>~<fareId>` per flight chosen on the shop page (URL-encoded, so
// `~` reads %7E). Ids never hold `~` (the engine's are base36 with dashes).

export interface SliceChange {
  slice: number;
  origin: string;
  destination: string;
  departureDate: string;
}
export interface SlicePick {
  slice: number;
  itineraryId: string;
  fareId: string;
}

export const EXCHANGE_PATHS = { start: '/exchange/', shop: '/exchange/flight/shop/', confirm: '/exchange/flight/confirm/' } as const;

const SEP = '~';
const CODE = /^[A-Z]{3}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function exchangeQuery(id: string, changes: readonly SliceChange[], picks: readonly SlicePick[] = []): string {
  const q = new URLSearchParams({ id });
  for (const c of changes) q.append('change', [c.slice, c.origin, c.destination, c.departureDate].join(SEP));
  for (const p of picks) q.append('pick', [p.slice, p.itineraryId, p.fareId].join(SEP));
  return `?${q.toString()}`;
}

const sliceIndex = (s: string | undefined) => (s !== undefined && /^\d$/.test(s) ? Number(s) : null);

/** What the address says; a malformed part is dropped (the page then asks again). */
export function readExchangeQuery(search: string): { id: string; changes: SliceChange[]; picks: SlicePick[] } {
  const q = new URLSearchParams(search);
  const seen = new Set<number>();
  // One change per slice: a second for the same slice is dropped, as a malformed one is.
  const changes = q.getAll('change').flatMap((v) => {
    const [slice, origin, destination, departureDate] = v.split(SEP);
    const i = sliceIndex(slice);
    if (i === null || seen.has(i) || !CODE.test(origin ?? '') || !CODE.test(destination ?? '') || !DAY.test(departureDate ?? '')) return [];
    seen.add(i);
    return [{ slice: i, origin: origin!, destination: destination!, departureDate: departureDate! }];
  });
  const picks = q.getAll('pick').flatMap((v) => {
    const [slice, itineraryId, fareId] = v.split(SEP);
    const i = sliceIndex(slice);
    return i !== null && itineraryId && fareId ? [{ slice: i, itineraryId, fareId }] : [];
  });
  return { id: q.get('id') ?? '', changes, picks };
}
