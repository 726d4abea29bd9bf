// Filters, sorts, facet counts and paging of flight results (SPEC §3 sorts and filters). Pure:
// the API applies them to a search's full answer, and a screen could apply them in the browser.
import type {
  FlightFacets,
  FlightFilters,
  FlightSearchResponse,
  FlightShopResponse,
  FlightSortKey,
  Itinerary,
  StopsFilter,
} from './flights.schema';

/** The most stops on any slice: "nonstop" means every flight of the trip is nonstop. */
export const maxStops = (it: Itinerary) => Math.max(...it.slices.map((s) => s.stops));
/** The price the result shows: its `fares[0]`, the fare of the search's fare class (fare-class.ts), else its cheapest. */
export const lowestPrice = (it: Itinerary) => it.fares[0]?.amount.fiat.value ?? 0;
export const totalDuration = (it: Itinerary) => it.slices.reduce((s, x) => s + x.durationMinutes, 0);
/** Minutes after local midnight of an ISO time with offset, e.g. "2026-12-10T08:30:00-05:00" → 510. */
export const localMinutes = (iso: string) => Number(iso.slice(11, 13)) * 60 + Number(iso.slice(14, 16));

/** DEFAULT shows every itinerary, like ANY_NUMBER; a saved "nonstop only" preference arrives as NONE. */
export function stopsAllowed(filter: StopsFilter, stops: number): boolean {
  switch (filter) {
    case 'NONE':
      return stops === 0;
    case 'ONE_OR_LESS':
      return stops <= 1;
    case 'TWO_OR_LESS':
      return stops <= 2;
    case 'DEFAULT':
    case 'ANY_NUMBER':
      return true;
  }
}

/** The shown fare decides: it is the price the row shows. Without a policy nothing is out of it. */
export const outOfPolicy = (it: Itinerary) => it.fares[0]?.policy?.kind === 'OutOfPolicy';

const inWindow = (minutes: number, [from, to]: readonly [number, number]) => minutes >= from && minutes <= to;

/** Whether an itinerary passes every filter but `ignore` (facet counts ignore their own filter). */
export function matchesFilters(it: Itinerary, f: FlightFilters, lowCost: ReadonlySet<string>, ignore?: keyof FlightFilters): boolean {
  const first = it.slices[0];
  if (!first) return false;
  if (ignore !== 'stops' && !stopsAllowed(f.stops, maxStops(it))) return false;
  if (ignore !== 'airlines' && f.airlines && f.airlines.length > 0 && !it.airlines.every((a) => f.airlines!.includes(a))) return false;
  if (ignore !== 'noLowCostCarriers' && f.noLowCostCarriers && it.airlines.some((a) => lowCost.has(a))) return false;
  if (ignore !== 'departureWindow' && f.departureWindow && !inWindow(localMinutes(first.zonedDeparture), f.departureWindow)) return false;
  if (ignore !== 'arrivalWindow' && f.arrivalWindow && !inWindow(localMinutes(first.zonedArrival), f.arrivalWindow)) return false;
  if (ignore !== 'maxDurationMinutes' && f.maxDurationMinutes && it.slices.some((s) => s.durationMinutes > f.maxDurationMinutes!))
    return false;
  if (ignore !== 'priceRange' && f.priceRange && !inWindow(lowestPrice(it), f.priceRange)) return false;
  if (ignore !== 'inPolicyOnly' && f.inPolicyOnly && outOfPolicy(it)) return false;
  return true;
}

const comparators: Record<FlightSortKey, (a: Itinerary, b: Itinerary) => number> = {
  fareScore: (a, b) => b.score - a.score,
  price: (a, b) => lowestPrice(a) - lowestPrice(b),
  duration: (a, b) => totalDuration(a) - totalDuration(b),
  stops: (a, b) => maxStops(a) - maxStops(b) || totalDuration(a) - totalDuration(b),
  departureTime: (a, b) => Date.parse(a.slices[0]!.zonedDeparture) - Date.parse(b.slices[0]!.zonedDeparture),
  arrivalTime: (a, b) => Date.parse(a.slices[0]!.zonedArrival) - Date.parse(b.slices[0]!.zonedArrival),
};

/** Sorted by `key`, then by price and id, so equal items always come in the same order. */
export function sortItineraries(items: readonly Itinerary[], key: FlightSortKey): Itinerary[] {
  return [...items].sort((a, b) => comparators[key](a, b) || lowestPrice(a) - lowestPrice(b) || a.id.localeCompare(b.id));
}

/**
 * Counts for the filter panel. `countKey` counts distinct keys instead of itineraries: the outbound
 * step of a round trip lists outbound flights, each in several trips, and counts what it lists.
 */
export function flightFacets(
  items: readonly Itinerary[],
  f: FlightFilters,
  lowCost: ReadonlySet<string>,
  countKey?: (it: Itinerary) => string,
): FlightFacets {
  const count = (list: readonly Itinerary[]) => (countKey ? new Set(list.map(countKey)).size : list.length);
  const forStops = items.filter((it) => matchesFilters(it, f, lowCost, 'stops'));
  const stops = Object.fromEntries(
    (['DEFAULT', 'ANY_NUMBER', 'NONE', 'ONE_OR_LESS', 'TWO_OR_LESS'] as const).map((s) => [
      s,
      count(forStops.filter((it) => stopsAllowed(s, maxStops(it)))),
    ]),
  ) as FlightFacets['stops'];
  // The airline filter keeps trips flown entirely by the chosen airlines, so an airline's count is
  // what choosing it alone shows: its trips with no other airline. One that only flies part of
  // trips counts 0, with the cheapest trip it is part of as its price.
  const forAirlines = items.filter((it) => matchesFilters(it, f, lowCost, 'airlines'));
  const airlines = new Map<string, { keys: Set<string>; alone: number; involved: number }>();
  for (const it of forAirlines) {
    const codes = new Set(it.airlines);
    for (const code of codes) {
      const seen = airlines.get(code) ?? { keys: new Set<string>(), alone: Infinity, involved: Infinity };
      seen.involved = Math.min(seen.involved, lowestPrice(it));
      if (codes.size === 1) {
        seen.keys.add(countKey ? countKey(it) : it.id);
        seen.alone = Math.min(seen.alone, lowestPrice(it));
      }
      airlines.set(code, seen);
    }
  }
  const prices = items.map(lowestPrice);
  const durations = items.flatMap((it) => it.slices.map((s) => s.durationMinutes));
  const withPolicy = items.some((it) => it.fares[0]?.policy !== undefined);
  const inPolicy = withPolicy ? count(items.filter((it) => matchesFilters(it, f, lowCost, 'inPolicyOnly') && !outOfPolicy(it))) : undefined;
  return {
    ...(inPolicy === undefined ? {} : { inPolicy }),
    stops,
    airlines: [...airlines.entries()]
      .map(([code, v]) => ({ code, count: v.keys.size, minPrice: v.keys.size > 0 ? v.alone : v.involved }))
      .sort((a, b) => a.minPrice - b.minPrice || a.code.localeCompare(b.code)),
    price: prices.length ? { min: Math.min(...prices), max: Math.max(...prices) } : null,
    durationMinutes: durations.length ? { min: Math.min(...durations), max: Math.max(...durations) } : null,
  };
}

/** One page of a search's answer, filtered and sorted, with the facets a filter panel shows. */
export function shopPage(
  answer: FlightSearchResponse,
  opts: { filters: FlightFilters; sort: FlightSortKey; offset: number; limit: number },
): FlightShopResponse {
  const lowCost = new Set(answer.airlines.filter((a) => a.isLowCost).map((a) => a.code));
  const matching = sortItineraries(
    answer.itineraries.filter((it) => matchesFilters(it, opts.filters, lowCost)),
    opts.sort,
  );
  const page = matching.slice(opts.offset, opts.offset + opts.limit);
  const airportCodes = new Set(
    page.flatMap((it) => it.slices.flatMap((s) => s.segments.flatMap((g) => [g.origin.locationCode, g.destination.locationCode]))),
  );
  return {
    itineraries: page,
    // Every carrier of the search (a short list), so the airline filter can name them all.
    airlines: answer.airlines,
    airports: answer.airports.filter((a) => airportCodes.has(a.code)),
    total: matching.length,
    found: answer.itineraries.length,
    offset: opts.offset,
    limit: opts.limit,
    facets: flightFacets(answer.itineraries, opts.filters, lowCost),
  };
}

/** Colour bands of a price calendar: the cheapest third of the priced days is low, the dearest third high. */
export function calendarLevels(prices: readonly (number | null)[]): ('low' | 'medium' | 'high' | null)[] {
  const known = prices.filter((p): p is number => p !== null).sort((a, b) => a - b);
  if (known.length === 0) return prices.map(() => null);
  const lowMax = known[Math.floor((known.length - 1) / 3)]!;
  const highMin = known[Math.ceil(((known.length - 1) * 2) / 3)]!;
  return prices.map((p) => (p === null ? null : p <= lowMax ? 'low' : p >= highMin && highMin > lowMax ? 'high' : 'medium'));
}
