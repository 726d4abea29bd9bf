// The shop page's own URL state (sort, filters, which step of a round trip), beside the search
// itself (flight-search-params.ts). Parsing is forgiving: a value that makes no sense is dropped,
// never an error, since these come from shared links and saved preferences.
import { FlightSortKeys, StopsFilters, type FlightSortKey, type StopsFilter } from './flights.constants';
import {
  PREFERENCE_PARAM,
  PREFERENCE_URL_NAMES,
  PreferenceFilterKeys,
  preferenceParam,
  type PreferenceFilterKey,
} from './preference-params';
import type { FlightFilters } from './flights.schema';

export type ShopStep = 'outbound' | 'return';

export interface ShopParams {
  sort: FlightSortKey;
  filters: FlightFilters;
  /** Round trips: choosing the outbound flight, then the return flight of that outbound. */
  step: ShopStep;
  /** sliceKey of the chosen outbound (step `return` only). */
  outbound: string | null;
  /**
   * The filters the saved flight preferences set (URL `pref`), as long as they are on and the user
   * has not changed them: the page says so, with one control to drop them. Absent when none.
   */
  fromPreferences?: PreferenceFilterKey[];
}

export { PREFERENCE_PARAM, PreferenceFilterKeys, preferenceParam, type PreferenceFilterKey };

/** The URL keys this module owns; everything else in the query is left as it is. */
export const SHOP_PARAM_KEYS = [
  'sort',
  'stops',
  'airlines',
  'nolcc',
  'dep',
  'arr',
  'maxdur',
  'price',
  'inpolicy',
  'step',
  'outbound',
  'pref',
] as const;

export const DAY_MINUTES = 1440;
/** Longest slice worth filtering for: 4 days. */
const MAX_DURATION_MINUTES = 4 * DAY_MINUTES;
const MAX_AIRLINES = 50;

export const noFilters = (): FlightFilters => ({ stops: 'DEFAULT', noLowCostCarriers: false });
export const defaultShopParams = (): ShopParams => ({ sort: 'fareScore', filters: noFilters(), step: 'outbound', outbound: null });

const isInt = (s: string) => /^\d{1,9}$/.test(s);

/** "a-b" with whole numbers a ≤ b within [0, max]. */
function parseRange(raw: string | null, max: number): [number, number] | undefined {
  const m = raw?.match(/^(\d{1,9})-(\d{1,9})$/);
  if (!m) return undefined;
  const from = Number(m[1]);
  const to = Number(m[2]);
  return from <= to && to <= max ? [from, to] : undefined;
}

/** A time window covering the whole day filters nothing, so it is the same as none. */
export const isWholeDay = (w: readonly [number, number]) => w[0] === 0 && w[1] >= DAY_MINUTES - 1;

function parseWindow(raw: string | null): [number, number] | undefined {
  const w = parseRange(raw, DAY_MINUTES);
  return w && !isWholeDay(w) ? w : undefined;
}

function parseAirlines(raw: string | null): string[] | undefined {
  if (!raw) return undefined;
  const codes = [...new Set(raw.toUpperCase().split(','))].filter((c) => /^[A-Z0-9]{2}$/.test(c)).slice(0, MAX_AIRLINES);
  return codes.length > 0 ? codes : undefined;
}

/** A slice key as sliceKey() writes it (flight-shop-steps.ts), so a hand-edited URL cannot inject anything. */
const SLICE_KEY = /^[A-Z0-9]{2}\d{1,5}\.\d{12}(_[A-Z0-9]{2}\d{1,5}\.\d{12}){0,7}$/;

export function parseShopParams(q: URLSearchParams): ShopParams {
  const sort = q.get('sort');
  const stops = q.get('stops');
  const maxdur = q.get('maxdur');
  const outboundRaw = q.get('outbound');
  const outbound = outboundRaw && SLICE_KEY.test(outboundRaw) ? outboundRaw : null;
  const filters: FlightFilters = {
    stops: (StopsFilters as readonly string[]).includes(stops ?? '') ? (stops as StopsFilter) : 'DEFAULT',
    noLowCostCarriers: q.get('nolcc') === '1' || q.get('nolcc') === 'true',
  };
  const airlines = parseAirlines(q.get('airlines'));
  if (airlines) filters.airlines = airlines;
  const dep = parseWindow(q.get('dep'));
  if (dep) filters.departureWindow = dep;
  const arr = parseWindow(q.get('arr'));
  if (arr) filters.arrivalWindow = arr;
  if (maxdur && isInt(maxdur) && Number(maxdur) > 0 && Number(maxdur) <= MAX_DURATION_MINUTES) filters.maxDurationMinutes = Number(maxdur);
  const price = parseRange(q.get('price'), Number.MAX_SAFE_INTEGER);
  if (price) filters.priceRange = price;
  if (q.get('inpolicy') === '1') filters.inPolicyOnly = true;
  const params: ShopParams = {
    sort: (FlightSortKeys as readonly string[]).includes(sort ?? '') ? (sort as FlightSortKey) : 'fareScore',
    filters,
    // The return step means nothing without the outbound it returns from.
    step: q.get('step') === 'return' && outbound ? 'return' : 'outbound',
    outbound: q.get('step') === 'return' ? outbound : null,
  };
  const listed = new Set((q.get(PREFERENCE_PARAM) ?? '').split(','));
  const fromPreferences = PreferenceFilterKeys.filter((k) => listed.has(PREFERENCE_URL_NAMES[k]) && preferenceFilterOn(filters, k));
  if (fromPreferences.length > 0) params.fromPreferences = fromPreferences;
  return params;
}

/** Whether a filter a preference can set is on (a stops filter that shows every trip is off). */
export function preferenceFilterOn(f: FlightFilters, key: PreferenceFilterKey): boolean {
  if (key === 'stops') return f.stops !== 'DEFAULT' && f.stops !== 'ANY_NUMBER';
  if (key === 'airlines') return (f.airlines?.length ?? 0) > 0;
  return f.noLowCostCarriers;
}

/** `f` without the given preference filters. */
export function withoutPreferenceFilters(f: FlightFilters, keys: readonly PreferenceFilterKey[]): FlightFilters {
  const out: FlightFilters = { ...f };
  if (keys.includes('stops')) out.stops = 'DEFAULT';
  if (keys.includes('airlines')) delete out.airlines;
  if (keys.includes('noLowCostCarriers')) out.noLowCostCarriers = false;
  return out;
}

/** The preference filters still from the profile once `changed` filters were set by hand (absent when none). */
export function keepPreferenceMarks(p: ShopParams, changed: readonly string[]): PreferenceFilterKey[] | undefined {
  const left = (p.fromPreferences ?? []).filter((k) => !changed.includes(k));
  return left.length > 0 ? left : undefined;
}

/**
 * `q` with the shop keys replaced by `p` (defaults left out, so a plain search stays a short
 * link); the search's own keys and anything else (flightShopType, utm_…) stay as they were.
 */
export function writeShopParams(q: URLSearchParams, p: ShopParams): URLSearchParams {
  const out = new URLSearchParams(q);
  for (const key of SHOP_PARAM_KEYS) out.delete(key);
  const f = p.filters;
  if (p.sort !== 'fareScore') out.set('sort', p.sort);
  if (f.stops !== 'DEFAULT') out.set('stops', f.stops);
  if (f.airlines && f.airlines.length > 0) out.set('airlines', f.airlines.join(','));
  if (f.noLowCostCarriers) out.set('nolcc', '1');
  if (f.departureWindow) out.set('dep', f.departureWindow.join('-'));
  if (f.arrivalWindow) out.set('arr', f.arrivalWindow.join('-'));
  if (f.maxDurationMinutes) out.set('maxdur', String(f.maxDurationMinutes));
  if (f.priceRange) out.set('price', f.priceRange.join('-'));
  if (f.inPolicyOnly) out.set('inpolicy', '1');
  if (p.step === 'return' && p.outbound) {
    out.set('step', 'return');
    out.set('outbound', p.outbound);
  }
  if (p.fromPreferences && p.fromPreferences.length > 0) out.set(PREFERENCE_PARAM, preferenceParam(p.fromPreferences));
  return out;
}

/**
 * How many filters differ from none (the "Filters (2)" count). DEFAULT and ANY_NUMBER both show
 * every trip: ANY_NUMBER is what a saved "any number of stops" preference sends, so it counts as none.
 */
export function activeFilterCount(f: FlightFilters): number {
  return [
    f.stops !== 'DEFAULT' && f.stops !== 'ANY_NUMBER',
    (f.airlines?.length ?? 0) > 0,
    f.noLowCostCarriers,
    f.departureWindow !== undefined,
    f.arrivalWindow !== undefined,
    f.maxDurationMinutes !== undefined,
    f.priceRange !== undefined,
    f.inPolicyOnly === true,
  ].filter(Boolean).length;
}

/**
 * Time-of-day chips of the departure and arrival filters, as minute windows. Windows include both
 * ends (matchesFilters), so each ends a minute before the next starts: noon is afternoon only.
 */
export const TimesOfDay = {
  night: [0, 299],
  morning: [300, 719],
  afternoon: [720, 1079],
  evening: [1080, DAY_MINUTES - 1],
} as const satisfies Record<string, readonly [number, number]>;

/** The hour pickers: "from 6" starts at 6:00, "until 12" ends at 11:59, like the chips. */
export const windowFromHours = (from: number, until: number): [number, number] => [from * 60, Math.max(from * 60, until * 60 - 1)];
export const hoursOfWindow = (w: readonly [number, number]): { from: number; until: number } => ({
  from: Math.floor(w[0] / 60),
  until: Math.min(24, Math.round((w[1] + 1) / 60)),
});
export type TimeOfDay = keyof typeof TimesOfDay;

export function timeOfDayOf(window: readonly [number, number] | undefined): TimeOfDay | null {
  if (!window) return null;
  const hit = Object.entries(TimesOfDay).find(([, w]) => w[0] === window[0] && w[1] === window[1]);
  return hit ? (hit[0] as TimeOfDay) : null;
}
