// Flight search of the supplier simulator: one-way, round-trip (single tickets and hacker fares)
// and multi-city itineraries with up to five fare shelves, scored and tagged.
import { overallScores, tagOptions } from '../../../lib/domain/flights/flights';
import type { Fare, FlightQuery, FlightSearchResponse, Itinerary } from '../../../lib/domain/flights/flights.schema';
import { interlines } from '../carriers';
import { Rng, hashSeed } from '../random';
import type { Reference } from '../reference';
import { availableShelves, baggageFor, basicAdultFare, passengersPrice, penaltiesFor, shelfName } from './pricing';
import { sliceOptions, type SliceOption } from './slices';
import { airlineInfos, airportInfos, sliceAirportCodes } from './places';
import { daysBetween } from '../../../lib/domain/shared/dates';
import { faresForClass } from '../../../lib/domain/flights/fare-class';

const ROUND_TRIP_DISCOUNT = 0.95;
// Five returns per outbound (and a hacker fare) give a real choice on the return step: ~400 itineraries on busy routes.
const RETURNS_PER_OUTBOUND = 5;
const MULTI_CITY_LIMIT = 40;

export interface SearchContext {
  /** Today's date where prices are set (America/Toronto), for days-to-departure and the daily drift. */
  today: string;
}

type Combo = { options: SliceOption[]; multiTicketType: Itinerary['multiTicketType'] };

function combos(request: FlightQuery, perSlice: SliceOption[][]): Combo[] {
  const [outbound = [], inbound = []] = perSlice;
  if (request.tripType === 'oneWay' || perSlice.length === 1) {
    return outbound.map((o) => ({ options: [o], multiTicketType: o.selfTransfer ? 'virtualInterline' : 'single' }));
  }
  if (request.tripType === 'roundTrip') {
    const result: Combo[] = [];
    for (const out of outbound) {
      const after = inbound.filter((r) => r.departureUtc > out.arrivalUtc + 2 * 3_600_000);
      const partners = after.filter((r) => r.legs.every((l) => out.legs.every((o) => interlines(l.carrier, o.carrier))));
      for (const back of partners.slice(0, RETURNS_PER_OUTBOUND)) {
        result.push({ options: [out, back], multiTicketType: out.selfTransfer || back.selfTransfer ? 'virtualInterline' : 'single' });
      }
      // A hacker fare: two one-way tickets on carriers that do not sell together.
      const other = after.find((r) => !r.legs.every((l) => out.legs.every((o) => interlines(l.carrier, o.carrier))));
      if (other) result.push({ options: [out, other], multiTicketType: 'hackerFare' });
    }
    return result;
  }
  // Multi-city: each first-slice option with the earliest workable option of every later slice.
  const result: Combo[] = [];
  for (const first of outbound.slice(0, MULTI_CITY_LIMIT)) {
    const chosen = [first];
    for (const options of perSlice.slice(1)) {
      const prev = chosen[chosen.length - 1] as SliceOption;
      const next = options.find((o) => o.departureUtc > prev.arrivalUtc + 2 * 3_600_000);
      if (!next) break;
      chosen.push(next);
    }
    if (chosen.length === perSlice.length) {
      result.push({ options: chosen, multiTicketType: chosen.some((o) => o.selfTransfer) ? 'virtualInterline' : 'single' });
    }
  }
  return result;
}

function quality(options: readonly SliceOption[]): number {
  const legs = options.flatMap((o) => o.legs);
  const carrier = legs.reduce((s, l) => s + l.carrier.quality, 0) / legs.length;
  const stops = options.reduce((s, o) => s + o.slice.stops, 0) / options.length;
  const selfTransfer = options.some((o) => o.selfTransfer) ? 0.2 : 0;
  return Math.max(0, Math.min(1, carrier - 0.12 * stops - selfTransfer));
}

function fares(request: FlightQuery, combo: Combo, id: string, ctx: SearchContext): Fare[] {
  const shelves = combo.options.map((o) => availableShelves(o));
  const ratings = [0, 1, 2, 3, 4].filter((r) => shelves.every((s) => s.some((x) => x.rating === r)));
  const discount = combo.multiTicketType === 'single' && request.tripType === 'roundTrip' ? ROUND_TRIP_DISCOUNT : 1;
  const rng = new Rng(`penalties|${id}`);
  const multiTicket = combo.multiTicketType !== 'single';
  return ratings.map((rating) => {
    let base = 0;
    let taxes = 0;
    combo.options.forEach((option, i) => {
      const date = request.slices[i]!.departureDate;
      const shelf = shelves[i]!.find((s) => s.rating === rating)!;
      const adult =
        Math.round((basicAdultFare(option, date, daysBetween(ctx.today, date), ctx.today) * shelf.multiplier * discount) / 100) * 100;
      const price = passengersPrice(adult, option, request.passengers);
      base += price.base;
      taxes += price.taxes;
    });
    const carrier = combo.options[0]!.legs[0]!.carrier.code;
    const cabin = shelves[0]!.find((s) => s.rating === rating)!.cabin;
    return {
      fareId: `${id}-${rating}`,
      fareShelf: { rating, shortBrandName: shelfName(carrier, rating), cabin },
      baseFare: base,
      taxes,
      amount: { fiat: { value: base + taxes, currencyCode: 'USD', currencySymbol: '$' }, rewards: [] },
      baggage: baggageFor(rating, combo.options, combo.multiTicketType === 'virtualInterline'),
      penalties: penaltiesFor(rating, combo.options, multiTicket, rng),
    };
  });
}

/** The simulator's answer to a validated search whose airports exist (the service checks both). */
export function searchFlights(ref: Reference, request: FlightQuery, ctx: SearchContext): FlightSearchResponse {
  const perSlice = request.slices.map((s) =>
    sliceOptions(ref, ref.airports.get(s.origin)!, ref.airports.get(s.destination)!, s.departureDate),
  );
  const itineraries: Itinerary[] = [];
  const qualities = new Map<string, number>();
  for (const combo of combos(request, perSlice)) {
    const id = (hashSeed(combo.options.map((o) => o.key).join('|') + combo.multiTicketType) >>> 0).toString(36);
    // The fare the search's class shows comes first: prices, sorts and tags read fares[0].
    const f = faresForClass(fares(request, combo, id, ctx), request.fareClass);
    if (!f || f.length === 0 || qualities.has(id)) continue;
    qualities.set(id, quality(combo.options));
    itineraries.push({
      id,
      multiTicketType: combo.multiTicketType,
      slices: combo.options.map((o) => o.slice),
      fares: f,
      fareScore: { isCheapest: false, isFastest: false, isBest: false, isBestQuality: false },
      tags: [],
      score: 0,
      airlines: [...new Set(combo.options.flatMap((o) => o.legs.map((l) => l.carrier.code)))],
    });
  }
  itineraries.sort((a, b) => a.fares[0]!.amount.fiat.value - b.fares[0]!.amount.fiat.value || a.id.localeCompare(b.id));
  const scored = itineraries.map((it) => ({
    id: it.id,
    price: it.fares[0]!.amount.fiat.value,
    durationMinutes: it.slices.reduce((s, x) => s + x.durationMinutes, 0),
    stops: it.slices.reduce((s, x) => s + x.stops, 0),
    quality: qualities.get(it.id) ?? 0,
  }));
  const tags = tagOptions(scored);
  const scores = overallScores(scored);
  for (const it of itineraries) {
    it.tags = tags.get(it.id) ?? [];
    it.score = scores.get(it.id) ?? 0;
    it.fareScore = {
      isBest: it.tags.includes('Best Overall'),
      isCheapest: it.tags.includes('Best Price'),
      isBestQuality: it.tags.includes('Best Quality'),
      isFastest: it.tags.includes('Fastest'),
    };
  }
  return {
    itineraries,
    airlines: airlineInfos(
      ref,
      itineraries.flatMap((i) => i.airlines),
    ),
    airports: airportInfos(
      ref,
      itineraries.flatMap((i) => sliceAirportCodes(i.slices)),
    ),
  };
}
