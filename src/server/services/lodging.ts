// Lodging availability and details: where the traveler wants to stay, checks a supplier would
// refuse, then the simulator's properties filtered, sorted and paged.
import { ErrorCode } from '../../lib/domain/shared/errors';
import { hotelPolicy, policyCompliance, type PolicyVerdict } from '../../lib/domain/corporate/policy-rules';
import { activeTier, markedPerTier } from './policy-marks';
import type { PolicyTier } from '../../lib/domain/corporate/policy';
import type {
  LodgingDetailsResponse,
  LodgingSearchRequest,
  LodgingSearchResponse,
  LodgingSummary,
  Room,
} from '../../lib/domain/lodging/lodging.schema';
import { ApiFailure, invalid } from '../http/errors';
import { citiesNear, cityIndexByKey, cityLodgings, lodgingById, lodgingCities, type Lodging } from '../inventory/lodging/catalog';
import { nightsOf, roomsFor, summarize, type Stay } from '../inventory/lodging/rates';
import { autocompleteLocation } from '../inventory/locations';
import { Lru } from '../inventory/lru';
import { reference } from '../inventory/reference';
import type { LocationAnswer } from '../../lib/domain/shared/autocomplete.schema';
import { addDays, homeToday } from '../../lib/domain/shared/dates';
import type { Db } from '../db/client';
import { bookedRooms } from './booking/stays/pricing';

export const MAX_NIGHTS = 30;
/** Hotels take bookings further ahead than airlines. */
export const MAX_LODGING_DAYS_AHEAD = 365;

export function checkStay(stay: Pick<Stay, 'checkIn' | 'checkOut'>, today: string): void {
  if (stay.checkIn < today) throw invalid(ErrorCode.InvalidDates, 'checkIn', `Choose a check-in date from today (${today}) on.`);
  const last = addDays(today, MAX_LODGING_DAYS_AHEAD);
  if (stay.checkIn > last)
    throw invalid(
      ErrorCode.InvalidDates,
      'checkIn',
      `Stays can be booked up to ${MAX_LODGING_DAYS_AHEAD} days ahead: choose a date by ${last}.`,
    );
  if (stay.checkOut <= stay.checkIn)
    throw invalid(ErrorCode.InvalidDates, 'checkOut', 'Check-out must be at least one night after check-in.');
  if (nightsOf(stay) > MAX_NIGHTS) throw invalid(ErrorCode.InvalidDates, 'checkOut', `A stay can be at most ${MAX_NIGHTS} nights.`);
}

/** The centre of the search and the lodgings around it. */
function candidates(location: LodgingSearchRequest['location']): {
  centre: { lat: number; lon: number };
  radiusKm: number;
  lodgings: Lodging[];
} {
  switch (location.kind) {
    case 'LodgingIds': {
      const lodgings = location.ids.map(lodgingById).filter((l): l is Lodging => l !== undefined);
      if (lodgings.length === 0) throw invalid(ErrorCode.UnknownLocation, 'location.ids', 'None of these properties exists.');
      return { centre: lodgings[0]!, radiusKm: Infinity, lodgings };
    }
    case 'Market': {
      const index = cityIndexByKey(location.id.replace(/^city:/, ''));
      if (index < 0)
        throw invalid(ErrorCode.UnknownLocation, 'location.id', "We don't have stays in this place. Pick a city from the list.");
      const city = lodgingCities()[index]!;
      return { centre: city, radiusKm: 40, lodgings: cityLodgings(index) };
    }
    case 'Place': {
      const airport = reference().airports.get(location.code.toUpperCase());
      if (!airport) throw invalid(ErrorCode.UnknownLocation, 'location.code', `We don't know a place with the code ${location.code}.`);
      return { centre: airport, radiusKm: 30, lodgings: citiesNear(airport.lat, airport.lon, 30).flatMap(cityLodgings) };
    }
    case 'Location':
      return {
        centre: location,
        radiusKm: location.radiusKm,
        lodgings: citiesNear(location.lat, location.lon, location.radiusKm).flatMap(cityLodgings),
      };
  }
}

const recommended = (s: LodgingSummary) =>
  s.userRating * 0.6 +
  (['NotAvailable', 'One', 'Two', 'Three', 'Four', 'Five'].indexOf(s.starRating) || 3) * 0.4 -
  s.distanceKm * 0.05 +
  (s.collection !== 'NoCollection' ? 0.3 : 0);
const price = (s: LodgingSummary) => (s.availability.kind === 'Available' ? s.availability.lowestPerNight : Infinity);
const starsOf = (s: LodgingSummary) => ['NotAvailable', 'One', 'Two', 'Three', 'Four', 'Five'].indexOf(s.starRating);

const areas = new Lru<string, LodgingSummary[]>(500);

const starNumber = (s: LodgingSummary): number | null => starsOf(s) || null;

/**
 * The card's nightly price (the cheapest rate's, as the price filter and sort read it) decides, so
 * the mark agrees with the rate the traveler then picks. An unavailable stay has no price to judge.
 */
function summaryVerdict(tier: PolicyTier, s: LodgingSummary): PolicyVerdict | undefined {
  if (s.availability.kind !== 'Available') return undefined;
  return hotelPolicy(tier, { starRating: starNumber(s), perNightMinor: s.availability.lowestPerNight });
}

/** The area with every stay's verdict under `tier`, as new objects. */
const withPolicy = markedPerTier((area: LodgingSummary[], tier: PolicyTier) =>
  area.map((s) => {
    const policy = summaryVerdict(tier, s);
    return policy ? { ...s, policy } : s;
  }),
);

const NO_POLICY: PolicyVerdict = { kind: 'NoPolicy' };
const inPolicy = (s: LodgingSummary) => s.policy?.kind === 'InPolicy';

export function searchLodging(request: LodgingSearchRequest, now: Date, tier: PolicyTier | null = null): LodgingSearchResponse {
  const today = homeToday(now.getTime());
  checkStay(request, today);
  const stay: Stay = { checkIn: request.checkIn, checkOut: request.checkOut, ...request.guests };
  const { centre, radiusKm, lodgings } = candidates(request.location);
  // Pricing every property of the area is most of a search's cost, and the same area is asked
  // again with each filter, sort, page or map move: the simulator is deterministic, so it is kept.
  const areaKey = JSON.stringify([request.location, stay, today]);
  const priced = areas.get(areaKey, () => lodgings.map((l) => summarize(l, stay, today, centre)).filter((s) => s.distanceKm <= radiusKm));
  const active = activeTier(tier);
  const area = active ? withPolicy(priced, active) : priced;
  const tests = filterTests(request.filters, active !== null);
  const passes = (s: LodgingSummary, except?: FilterName) =>
    (Object.keys(tests) as FilterName[]).every((name) => name === except || tests[name](s));
  const summaries = area.filter((s) => request.kinds.includes(s.kind) && passes(s));
  const available = (s: LodgingSummary) => (s.availability.kind === 'Available' ? 0 : 1);
  const by: Record<LodgingSearchRequest['sort'], (a: LodgingSummary, b: LodgingSummary) => number> = {
    DistanceAscending: (a, b) => a.distanceKm - b.distanceKm,
    MostRecommended: (a, b) => recommended(b) - recommended(a),
    Price: (a, b) => price(a) - price(b),
    StarRating: (a, b) => starsOf(b) - starsOf(a),
    UserRating: (a, b) => b.userRating - a.userRating,
  };
  const sorted = summaries.sort((a, b) => available(a) - available(b) || by[request.sort](a, b) || a.id.localeCompare(b.id));
  const lats = sorted.map((s) => s.lat);
  const lons = sorted.map((s) => s.lon);
  return {
    lodgings: sorted.slice(request.page.offset, request.page.offset + request.page.limit),
    total: sorted.length,
    offset: request.page.offset,
    limit: request.page.limit,
    nights: nightsOf(request),
    bounds: sorted.length ? [Math.min(...lats), Math.min(...lons), Math.max(...lats), Math.max(...lons)] : null,
    facets: facetsOf(area, request.kinds, passes, active !== null),
    policyCompliance: active
      ? // "In policy only" left out, or a list it filters would always read 'all'; a stay without a
        // verdict (unavailable) is not in policy, so 'all' means the filter would leave nothing out.
        policyCompliance(area.filter((s) => request.kinds.includes(s.kind) && passes(s, 'inPolicy')).map((s) => s.policy ?? NO_POLICY))
      : 'none',
  };
}

type FilterName = 'stars' | 'amenities' | 'collections' | 'freeCancellation' | 'price' | 'rating' | 'bounds' | 'inPolicy';

/**
 * Each filter of the request as a test (a filter not set passes everything). Without a policy
 * "In policy only" keeps everything: a consumer's list has no marks to filter by.
 */
function filterTests(f: LodgingSearchRequest['filters'], withPolicy: boolean): Record<FilterName, (s: LodgingSummary) => boolean> {
  return {
    inPolicy: (s) => !f.inPolicyOnly || !withPolicy || inPolicy(s),
    stars: (s) => !f.starRatings?.length || f.starRatings.includes(starsOf(s)),
    amenities: (s) => !f.amenities?.length || f.amenities.every((a) => s.amenities.includes(a)),
    collections: (s) => !f.collections?.length || f.collections.includes(s.collection),
    freeCancellation: (s) => !f.freeCancellationOnly || (s.availability.kind === 'Available' && s.availability.freeCancellation),
    price: (s) => !f.priceRange || (price(s) >= f.priceRange[0] && price(s) <= f.priceRange[1]),
    rating: (s) => f.minUserRating === undefined || s.userRating >= f.minUserRating,
    bounds: (s) => !f.bounds || (s.lat >= f.bounds[0] && s.lon >= f.bounds[1] && s.lat <= f.bounds[2] && s.lon <= f.bounds[3]),
  };
}

/** Counts per filter value, each with every other filter applied (the usual faceted search). */
function facetsOf(
  area: LodgingSummary[],
  kinds: LodgingSearchRequest['kinds'],
  passes: (s: LodgingSummary, except?: FilterName) => boolean,
  withPolicy: boolean,
): LodgingSearchResponse['facets'] {
  const count = (into: Record<string, number>, key: string) => (into[key] = (into[key] ?? 0) + 1);
  const facets: LodgingSearchResponse['facets'] = {
    kinds: {},
    stars: {},
    amenities: {},
    collections: {},
    freeCancellation: 0,
    ...(withPolicy ? { inPolicy: 0 } : {}),
  };
  for (const s of area) {
    if (passes(s)) count(facets.kinds, s.kind);
    if (!kinds.includes(s.kind)) continue;
    if (passes(s, 'stars')) count(facets.stars, String(starsOf(s)));
    if (passes(s, 'collections')) count(facets.collections, s.collection);
    // Amenities are all required at once: a count says how many would remain with this one added.
    if (passes(s)) for (const a of s.amenities) count(facets.amenities, a);
    if (passes(s, 'freeCancellation') && s.availability.kind === 'Available' && s.availability.freeCancellation)
      facets.freeCancellation += 1;
    if (facets.inPolicy !== undefined && passes(s, 'inPolicy') && inPolicy(s)) facets.inPolicy += 1;
  }
  return facets;
}

export async function lodgingDetails(
  db: Db,
  q: { id: string; checkIn: string; checkOut: string; guests: { adults: number; children: number; pets: number } },
  now: Date,
  tier: PolicyTier | null = null,
): Promise<LodgingDetailsResponse> {
  const today = homeToday(now.getTime());
  checkStay(q, today);
  const lodging = lodgingById(q.id);
  if (!lodging) throw new ApiFailure(404, ErrorCode.NotFound, 'This property does not exist, or no longer takes bookings.');
  const stay: Stay = { checkIn: q.checkIn, checkOut: q.checkOut, ...q.guests };
  const summary = summarize(lodging, stay, today, lodging);
  const available = summary.availability.kind === 'Available';
  const r = lodging.rental;
  const active = activeTier(tier);
  const policy = active ? summaryVerdict(active, summary) : undefined;
  // Rooms already sold for a night of the stay are not on offer: "only N left" counts them out.
  const rooms = available ? roomsFor(lodging, stay, today, await bookedRooms(db, lodging.id, stay)) : [];
  return {
    lodging: policy ? { ...summary, policy } : summary,
    description: `${lodging.name} is ${lodging.kind === 'hotel' ? `a ${lodging.stars}-star hotel` : 'a vacation rental'} in ${lodging.city.name}, ${lodging.city.country}.`,
    checkInTime: lodging.checkInTime,
    checkOutTime: lodging.checkOutTime,
    timeZone: lodging.city.timeZone,
    rental: r && {
      hostName: r.hostName,
      minStay: r.minStay,
      maxStay: r.maxStay,
      petsAllowed: r.petsAllowed,
      checkInDays: r.checkInDays,
      checkOutDays: r.checkOutDays,
      minBookingWindowDays: r.minBookingWindowDays,
      maxOccupancy: lodging.rooms[0]?.maxOccupancy ?? 0,
    },
    rooms: active ? withRoomPolicy(rooms, active, starNumber(summary)) : rooms,
  };
}

/**
 * Each rate against the tier by the nightly price its row shows: a refundable variant's includes
 * the cover's premium, so the cover can take a rate out of policy.
 */
function withRoomPolicy(rooms: Room[], tier: PolicyTier, starRating: number | null): Room[] {
  return rooms.map((room) => ({
    ...room,
    products: room.products.map((p) => ({ ...p, policy: hotelPolicy(tier, { starRating, perNightMinor: p.perNightSellRate }) })),
  }));
}

/** A generated picture for a lodging image id: no external image host (SPEC: images generated locally). */
export function lodgingImageSvg(file: string): string {
  let h = 2166136261;
  for (let i = 0; i < file.length; i++) h = Math.imul(h ^ file.charCodeAt(i), 16777619) >>> 0;
  const hue = h % 360;
  const hue2 = (hue + 40 + (h % 60)) % 360;
  const sun = 20 + (h % 60);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400" role="img" aria-label="Property photo">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 78%)"/><stop offset="1" stop-color="hsl(${hue2} 55% 45%)"/></linearGradient></defs>
<rect width="640" height="400" fill="url(#g)"/><circle cx="${480 + sun}" cy="${90 + sun / 2}" r="36" fill="hsl(45 95% 70%)"/>
<path d="M0 300 L160 200 L300 290 L430 190 L640 310 L640 400 L0 400 Z" fill="hsl(${hue2} 35% 28%)"/>
<rect x="${120 + (h % 200)}" y="220" width="150" height="120" fill="hsl(${hue} 20% 92%)"/><rect x="${150 + (h % 200)}" y="260" width="30" height="40" fill="hsl(${hue2} 40% 40%)"/>
</svg>`;
}

/**
 * Lodging autocomplete: the location answer seen from a hotel search. Cities that have lodging are
 * markets (HotelMarkets); airports are places to stay near (Places). Cities too small for the
 * inventory are left out, so every suggestion finds stays.
 */
export function autocompleteLodging(text: string): LocationAnswer {
  const categories: LocationAnswer['categories'] = [];
  for (const category of autocompleteLocation(text).categories) {
    if (category.label === 'Cities') {
      const results = category.results.filter((r) => cityIndexByKey(r.id.replace(/^city:/, '')) >= 0);
      if (results.length > 0) categories.push({ label: 'HotelMarkets', results });
    } else if (category.label === 'Airports') {
      categories.push({ label: 'Places', results: category.results });
    }
  }
  return { categories: categories.length > 0 ? categories : [{ label: 'EmptyMatch', results: [] }] };
}
