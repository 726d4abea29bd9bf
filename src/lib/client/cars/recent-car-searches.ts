// SPEC §2 placement recently_searched_car: the last car searches of this browser, kept in local
// storage (no account call: the form shows them before anything loads), newest first.
import { formatCarSearch, parseCarSearch } from '../../domain/cars/car-search-url';
import { validateCarSearch, type CarSearch } from '../../domain/cars/car-search';
import { platform } from '../platform';

/** Beside the portal's other keys (storage-keys.ts), under the placement's name. */
export const RECENT_CARS_KEY = 'portal.recentlySearchedCar';
export const RECENT_CARS_SHOWN = 3;

interface Stored {
  q: string;
  pickupLabel: string;
  dropoffLabel: string | null;
}

export interface RecentCarSearch {
  /** The search's URL query, as the results page reads it. */
  query: string;
  search: CarSearch;
}

function readStored(): Stored[] {
  try {
    const raw: unknown = JSON.parse(platform().local.getItem(RECENT_CARS_KEY) ?? '[]');
    if (!Array.isArray(raw)) return [];
    return raw.filter(
      (x): x is Stored =>
        typeof x === 'object' &&
        x !== null &&
        typeof (x as Stored).q === 'string' &&
        typeof (x as Stored).pickupLabel === 'string' &&
        (typeof (x as Stored).dropoffLabel === 'string' || (x as Stored).dropoffLabel === null),
    );
  } catch {
    // Storage written by something else, or turned off: no recent searches.
    return [];
  }
}

/** The searches still worth repeating (a passed pick-up is not), with their airports' names. */
export function readRecentCarSearches(today: string): RecentCarSearch[] {
  return readStored()
    .map((s) => {
      const search = parseCarSearch(new URLSearchParams(s.q), today);
      if (search.pickup) search.pickup.label = s.pickupLabel || search.pickup.code;
      if (search.dropoff) search.dropoff.label = s.dropoffLabel || search.dropoff.code;
      return { query: s.q, search };
    })
    .filter((r) => validateCarSearch(r.search, today).length === 0)
    .slice(0, RECENT_CARS_SHOWN);
}

/** The search goes first; the same search again moves up instead of showing twice. */
export function rememberCarSearch(search: CarSearch): void {
  const q = formatCarSearch(search).toString();
  const entry: Stored = {
    q,
    pickupLabel: search.pickup?.label ?? '',
    dropoffLabel: search.differentDropoff ? (search.dropoff?.label ?? null) : null,
  };
  const next = [entry, ...readStored().filter((s) => s.q !== q)].slice(0, RECENT_CARS_SHOWN * 2);
  try {
    platform().local.setItem(RECENT_CARS_KEY, JSON.stringify(next));
  } catch {
    // Full or private storage: the search itself goes on.
  }
}
