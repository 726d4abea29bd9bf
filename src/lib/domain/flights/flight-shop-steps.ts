// What the shop page lists at each step. A round trip is chosen in two steps, the way people think
// about it: first the outbound flight (each priced "from" the cheapest trip it is part of), then a
// return flight among the trips with that outbound. One-way and multi-city trips list whole trips.
// Filters and sorts are those of flight-shop.ts, applied in the browser to the search's full answer.
import { flightFacets, lowestPrice, matchesFilters, sortItineraries } from './flight-shop';
import { withoutPreferenceFilters, type PreferenceFilterKey, type ShopParams, type ShopStep } from './flight-shop-params';
import type { FlightFacets, FlightTag, Itinerary, Slice } from './flights.schema';

const keys = new WeakMap<Slice, string>();

/**
 * A slice's identity: each flight's marketing number and local departure, e.g.
 * "DL401.202612100830_DL1188.202612101405". Two trips with the same outbound share it; it is
 * short enough for the URL and survives a new search of the same day.
 */
export function sliceKey(slice: Slice): string {
  let key = keys.get(slice);
  if (key === undefined) {
    key = slice.segments
      .map((s) => `${s.marketingAirline.code}${s.marketingAirline.flightNumber}.${s.zonedDeparture.slice(0, 16).replace(/\D/g, '')}`)
      .join('_');
    keys.set(slice, key);
  }
  return key;
}

/** Marketing carriers of one slice, in order of appearance. */
const sliceAirlines = (slice: Slice) => [...new Set(slice.segments.map((s) => s.marketingAirline.code))];

const TAG_ORDER: readonly FlightTag[] = ['Best Overall', 'Best Price', 'Best Quality', 'Fastest'];

/**
 * One entry per distinct outbound slice, as an itinerary of that slice alone so the sorts and
 * filters of flight-shop.ts apply to it: fares and price of the cheapest trip containing it, the
 * best score of those trips (the Recommended sort), and every tag any of them carries.
 */
export function outboundOptions(items: readonly Itinerary[]): { option: Itinerary; cheapest: Itinerary }[] {
  const groups = new Map<string, { option: Itinerary; cheapest: Itinerary; tags: Set<FlightTag> }>();
  for (const it of items) {
    const slice = it.slices[0];
    if (!slice) continue;
    const key = sliceKey(slice);
    const seen = groups.get(key);
    if (!seen) {
      groups.set(key, {
        option: { ...it, id: key, slices: [slice], airlines: sliceAirlines(slice) },
        cheapest: it,
        tags: new Set(it.tags),
      });
      continue;
    }
    for (const tag of it.tags) seen.tags.add(tag);
    if (it.score > seen.option.score) seen.option.score = it.score;
    if (lowestPrice(it) < lowestPrice(seen.cheapest) || (lowestPrice(it) === lowestPrice(seen.cheapest) && it.id < seen.cheapest.id)) {
      seen.cheapest = it;
      seen.option.fares = it.fares;
      seen.option.multiTicketType = it.multiTicketType;
      seen.option.fareScore = it.fareScore;
    }
  }
  return [...groups.values()].map(({ option, cheapest, tags }) => ({
    option: { ...option, tags: TAG_ORDER.filter((t) => tags.has(t)) },
    cheapest,
  }));
}

/** The trip as the return step sees it: return slice first, so time filters and sorts look at it. */
export function returnView(it: Itinerary): Itinerary {
  return { ...it, slices: [...it.slices.slice(1), ...it.slices.slice(0, 1)] };
}

/** Trips whose outbound is `outboundKey`, as returnView()s. */
export function returnOptions(items: readonly Itinerary[], outboundKey: string): Itinerary[] {
  return items.filter((it) => it.slices[0] && sliceKey(it.slices[0]) === outboundKey).map(returnView);
}

export interface ShopRow {
  /** Stable across filters and sorts: the React key, the expanded row in the URL's history state. */
  key: string;
  /** What the row shows: the outbound (outbound step), the return (return step), else every slice. */
  slices: Slice[];
  /** The trip behind the row's price and fares: the cheapest with this outbound (outbound step). */
  itinerary: Itinerary;
  /** Lowest fare of `itinerary`, minor units: the whole trip, for every passenger. */
  price: number;
  tags: FlightTag[];
}

export interface ShopView {
  /** `outbound` for one-way and multi-city trips too: they have one step. */
  step: ShopStep;
  /** Every row passing the filters, sorted; the page shows them a screenful at a time. */
  rows: ShopRow[];
  /** Rows before filtering: 0 means nothing flies, not that the filters hide everything. */
  found: number;
  facets: FlightFacets;
  /** Return step: the chosen outbound and the cheapest trip with it. */
  outbound: { key: string; slice: Slice; from: number } | null;
}

/** The list the shop page shows for a search's answer and the URL's sort, filters and step. */
export function shopView(
  answer: { itineraries: readonly Itinerary[]; airlines: readonly { code: string; isLowCost: boolean }[] },
  tripType: 'oneWay' | 'roundTrip' | 'multiCity',
  params: ShopParams,
): ShopView {
  const lowCost = new Set(answer.airlines.filter((a) => a.isLowCost).map((a) => a.code));
  const { filters, sort } = params;
  const all = answer.itineraries;

  if (tripType === 'roundTrip' && params.step === 'return' && params.outbound) {
    const originals = new Map(all.map((it) => [it.id, it]));
    const candidates = returnOptions(all, params.outbound);
    const first = candidates[0];
    if (first) {
      const outboundSlice = originals.get(first.id)!.slices[0]!;
      const rows = sortItineraries(
        candidates.filter((it) => matchesFilters(it, filters, lowCost)),
        sort,
      ).map((view) => ({
        key: view.id,
        slices: view.slices.slice(0, -1),
        itinerary: originals.get(view.id)!,
        price: lowestPrice(view),
        tags: view.tags,
      }));
      return {
        step: 'return',
        rows,
        found: candidates.length,
        facets: flightFacets(candidates, filters, lowCost),
        outbound: { key: params.outbound, slice: outboundSlice, from: Math.min(...candidates.map(lowestPrice)) },
      };
    }
    // An outbound this answer no longer has (a link from yesterday): choose again.
  }

  if (tripType === 'roundTrip') {
    const outboundKey = (it: Itinerary) => sliceKey(it.slices[0]!);
    const options = outboundOptions(all.filter((it) => matchesFilters(it, filters, lowCost)));
    const cheapest = new Map(options.map((o) => [o.option.id, o.cheapest]));
    const rows = sortItineraries(
      options.map((o) => o.option),
      sort,
    ).map((option) => ({
      key: option.id,
      slices: option.slices,
      itinerary: cheapest.get(option.id)!,
      price: lowestPrice(option),
      tags: option.tags,
    }));
    return {
      step: 'outbound',
      rows,
      found: new Set(all.map(outboundKey)).size,
      facets: flightFacets(all, filters, lowCost, outboundKey),
      outbound: null,
    };
  }

  const rows = sortItineraries(
    all.filter((it) => matchesFilters(it, filters, lowCost)),
    sort,
  ).map((it) => ({ key: it.id, slices: it.slices, itinerary: it, price: lowestPrice(it), tags: it.tags }));
  return { step: 'outbound', rows, found: all.length, facets: flightFacets(all, filters, lowCost), outbound: null };
}

/**
 * When the saved preferences' filters leave nothing to show: which of them did it. Each one whose
 * dropping alone brings flights back; else all of them when only dropping them together does; else
 * none (the list is not empty, nothing flies, or the user's own filters hide everything).
 */
export function preferencesThatEmpty(
  answer: Parameters<typeof shopView>[0],
  tripType: Parameters<typeof shopView>[1],
  params: ShopParams,
  view: ShopView = shopView(answer, tripType, params),
): PreferenceFilterKey[] {
  const prefs = params.fromPreferences ?? [];
  if (prefs.length === 0 || view.found === 0 || view.rows.length > 0) return [];
  const showsWithout = (keys: readonly PreferenceFilterKey[]) =>
    shopView(answer, tripType, { ...params, filters: withoutPreferenceFilters(params.filters, keys) }).rows.length > 0;
  const alone = prefs.filter((k) => showsWithout([k]));
  if (alone.length > 0) return alone;
  return showsWithout(prefs) ? [...prefs] : [];
}
