// Whether a corporate traveler's choice is within their tier's travel policy (SPEC §5), and the
// summary a result list shows of it (SPEC §4). Pure: search results, the fare picker and checkout
// all mark choices with these verdicts, so they must agree to the cent.
import { FareRatingNames } from '../flights/flights.constants';
import type { FareClass, PolicyBreach, PolicyTier, PolicyVerdict } from './policy.schema';

export type PolicyDuration = 'Short' | 'Long';
export type { PolicyBreach, PolicyVerdict } from './policy.schema';
export type PolicyCompliance = 'none' | 'some' | 'all';
type FlightTripType = 'oneWay' | 'roundTrip' | 'multiCity';

type FlightPolicyEntry = PolicyTier['flights']['policies'][number];

const IN_POLICY: PolicyVerdict = { kind: 'InPolicy' };
const NO_POLICY: PolicyVerdict = { kind: 'NoPolicy' };

const verdictOf = (breaches: PolicyBreach[]): PolicyVerdict => (breaches.length === 0 ? IN_POLICY : { kind: 'OutOfPolicy', breaches });

/** The policy's entry for a duration class; a tier may leave a class out, which leaves it unrestricted. */
const entryFor = (tier: PolicyTier, duration: PolicyDuration): FlightPolicyEntry | undefined =>
  tier.flights.policies.find((p) => p.duration === duration);

/**
 * An inactive tier restricts nothing, so marking every result "in policy" would be noise. An empty
 * star list means any rating, five stars included; a duration class without an entry is unrestricted.
 */
export function isPolicyInactive(tier: PolicyTier): boolean {
  const { hotels, cars, flights } = tier;
  const hotelsOpen = (hotels.allowedStarRatings.length === 0 || hotels.allowedStarRatings.includes(5)) && hotels.maxPricePerNight === null;
  const flightsOpen =
    flights.enableLongFlights &&
    flights.policies.every(
      (p) =>
        p.maxPriceForOneWay === null &&
        p.maxPriceForRoundTrip === null &&
        FareRatingNames.every((name) => p.allowedFareClasses.includes(name)),
    );
  return hotelsOpen && cars.maxPricePerDay === null && flightsOpen;
}

/** Long only when long flights are enabled and the flying time strictly exceeds the minimum hours. */
export function sliceDuration(tier: PolicyTier, flyingMinutes: number): PolicyDuration {
  const { enableLongFlights, minHoursForLongFlight } = tier.flights;
  return enableLongFlights && flyingMinutes > minHoursForLongFlight * 60 ? 'Long' : 'Short';
}

/** Stopovers are not flying time: a long layover must not make a short hop a long flight. */
export function flyingMinutes(slice: { segments: readonly { durationMinutes: number }[] }): number {
  return slice.segments.reduce((sum, s) => sum + s.durationMinutes, 0);
}

/** The per-traveler price limit of an itinerary, or null when no cap applies (see SPEC §5). */
export function flightPriceLimit(tier: PolicyTier, tripType: FlightTripType, slicesFlyingMinutes: readonly number[]): number | null {
  if (slicesFlyingMinutes.length === 0) return null;
  const durations = slicesFlyingMinutes.map((m) => sliceDuration(tier, m));
  const [first] = durations;
  if (first !== undefined && durations.every((d) => d === first)) {
    const entry = entryFor(tier, first);
    if (!entry) return null;
    // A round-trip cap is a fare for the pair, often cheaper than two one-way caps.
    if (tripType === 'roundTrip' && durations.length === 2) return entry.maxPriceForRoundTrip;
    return entry.maxPriceForOneWay === null ? null : entry.maxPriceForOneWay * durations.length;
  }
  let sum = 0;
  for (const d of durations) {
    const cap = entryFor(tier, d)?.maxPriceForOneWay ?? null;
    // One uncapped slice leaves the whole itinerary uncapped: no finite sum would be fair.
    if (cap === null) return null;
    sum += cap;
  }
  return sum;
}

/** Fare classes every slice's policy allows, in rating order (FareRatingNames is ordered by rating). */
function allowedFareClasses(tier: PolicyTier, slicesFlyingMinutes: readonly number[]): FareClass[] {
  const entries = slicesFlyingMinutes
    .map((m) => entryFor(tier, sliceDuration(tier, m)))
    .filter((e): e is FlightPolicyEntry => e !== undefined);
  return FareRatingNames.filter((name) => entries.every((e) => e.allowedFareClasses.includes(name)));
}

/** SPEC §5 flight policy: price per seated traveler against the limit, and the fare's class. */
export function flightPolicy(
  tier: PolicyTier | null | undefined,
  input: {
    tripType: FlightTripType;
    slicesFlyingMinutes: readonly number[];
    fareRating: number;
    pricePerTravelerMinor: number;
  },
): PolicyVerdict {
  if (!tier || isPolicyInactive(tier)) return NO_POLICY;
  const breaches: PolicyBreach[] = [];
  const limit = flightPriceLimit(tier, input.tripType, input.slicesFlyingMinutes);
  if (limit !== null && input.pricePerTravelerMinor > limit) breaches.push({ kind: 'OverPrice', limitMinor: limit });
  const allowed = allowedFareClasses(tier, input.slicesFlyingMinutes);
  const fareClass = FareRatingNames[input.fareRating];
  // A rating outside 0..4 names no class, so only an all-classes policy can allow it.
  const classAllowed = allowed.length === FareRatingNames.length || (fareClass !== undefined && allowed.includes(fareClass));
  if (!classAllowed) breaches.push({ kind: 'FareClassNotAllowed', allowed });
  return verdictOf(breaches);
}

/** SPEC §5 hotel policy; an unrated hotel fits only a tier that accepts any rating. */
export function hotelPolicy(
  tier: PolicyTier | null | undefined,
  input: { starRating: number | null; perNightMinor: number },
): PolicyVerdict {
  if (!tier || isPolicyInactive(tier)) return NO_POLICY;
  const { allowedStarRatings, maxPricePerNight } = tier.hotels;
  const breaches: PolicyBreach[] = [];
  if (maxPricePerNight !== null && input.perNightMinor > maxPricePerNight) {
    breaches.push({ kind: 'OverPrice', limitMinor: maxPricePerNight });
  }
  const starsOk = allowedStarRatings.length === 0 || (input.starRating !== null && allowedStarRatings.includes(input.starRating));
  if (!starsOk) breaches.push({ kind: 'StarRatingNotAllowed', allowed: [...allowedStarRatings].sort((a, b) => a - b) });
  return verdictOf(breaches);
}

/** SPEC §5 car policy. */
export function carPolicy(tier: PolicyTier | null | undefined, input: { perDayMinor: number }): PolicyVerdict {
  if (!tier || isPolicyInactive(tier)) return NO_POLICY;
  const cap = tier.cars.maxPricePerDay;
  return verdictOf(cap !== null && input.perDayMinor > cap ? [{ kind: 'OverPrice', limitMinor: cap }] : []);
}

/** SPEC §4 list summary; a consumer's list is all NoPolicy, so it reads 'none'. */
export function policyCompliance(verdicts: readonly PolicyVerdict[]): PolicyCompliance {
  const inPolicy = verdicts.filter((v) => v.kind === 'InPolicy').length;
  if (inPolicy === 0) return 'none';
  return inPolicy === verdicts.length ? 'all' : 'some';
}

/** True only for OutOfPolicy. */
export const isOutOfPolicy = (v: PolicyVerdict): boolean => v.kind === 'OutOfPolicy';

/** Who takes a seat: a lap infant does not, so a fare's price per traveler leaves them out. */
export const seatedTravelers = (p: { ADT: number; CNN: number; INS: number }): number => Math.max(1, p.ADT + p.CNN + p.INS);

/** A fare of a flight result against the tier: its total per seated traveler, its shelf, its slices' flying time. */
export function fareVerdict(
  tier: PolicyTier | null | undefined,
  trip: { tripType: FlightTripType; slices: readonly { segments: readonly { durationMinutes: number }[] }[]; seated: number },
  fare: { fareShelf: { rating: number }; amount: { fiat: { value: number } } },
): PolicyVerdict {
  return flightPolicy(tier, {
    tripType: trip.tripType,
    slicesFlyingMinutes: trip.slices.map(flyingMinutes),
    fareRating: fare.fareShelf.rating,
    pricePerTravelerMinor: Math.ceil(fare.amount.fiat.value / trip.seated),
  });
}
