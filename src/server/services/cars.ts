// Car rental availability and details: the checks a rental desk would refuse a query for, then
// the simulator's offers filtered, sorted and paged.
import { carOfferVerdict, carsPage, MAX_CAR_DAYS_AHEAD, MAX_RENTAL_DAYS } from '../../lib/domain/cars/cars';
import { activeTier, markedPerTier } from './policy-marks';
import type { PolicyTier } from '../../lib/domain/corporate/policy.schema';
import type { CarDetailsResponse, CarOffer, CarQuery, CarSearchRequest, CarSearchResponse } from '../../lib/domain/cars/cars.schema';
import { ErrorCode } from '../../lib/domain/shared/errors';
import { ApiFailure, invalid } from '../http/errors';
import { carOfferById, carOffers, daysOf, makeRental, rentalTerms, zonedIso, type Rental } from '../inventory/cars/offers';
import { SEARCH_EXTRAS } from '../inventory/cars/pricing';
import { reference } from '../inventory/reference';
import { addDays, homeToday } from '../../lib/domain/shared/dates';

/** The airports of a query, or the 422 naming the field to fix. */
export function resolveRental(q: CarQuery): Rental {
  const airports = reference().airports;
  const pickup = airports.get(q.pickup.code);
  if (!pickup)
    throw invalid(
      ErrorCode.UnknownLocation,
      'pickup.code',
      `We don't know an airport with the code ${q.pickup.code}. Pick one from the list.`,
    );
  let dropoff = pickup;
  if (q.dropoff.mode === 'different_drop_off') {
    if (!q.dropoff.code) throw invalid(ErrorCode.ValidationFailed, 'dropoff.code', 'Choose the airport where you will return the car.');
    const found = airports.get(q.dropoff.code);
    if (!found)
      throw invalid(
        ErrorCode.UnknownLocation,
        'dropoff.code',
        `We don't know an airport with the code ${q.dropoff.code}. Pick one from the list.`,
      );
    if (found.code === pickup.code)
      throw invalid(
        ErrorCode.ValidationFailed,
        'dropoff.code',
        'Choose a drop-off airport other than the pick-up airport, or return the car where you picked it up.',
      );
    dropoff = found;
  }
  return makeRental(pickup, dropoff, q.pickupDateTime, q.dropoffDateTime, q.driverAge);
}

/** Throws the first date problem a traveler must fix, as a 422 naming the field. */
export function checkRentalDates(r: Rental, now: Date, today: string): void {
  if (r.pickupAt < now.getTime())
    throw invalid(
      ErrorCode.InvalidDates,
      'pickupDateTime',
      `Choose a pick-up time from now on (it is ${zonedIso(now.getTime(), r.pickup).slice(0, 16).replace('T', ' ')} at ${r.pickup.code}).`,
    );
  const last = addDays(today, MAX_CAR_DAYS_AHEAD);
  if (r.pickupDateTime.slice(0, 10) > last)
    throw invalid(
      ErrorCode.InvalidDates,
      'pickupDateTime',
      `Cars can be booked up to ${MAX_CAR_DAYS_AHEAD} days ahead: choose a pick-up by ${last}.`,
    );
  if (r.dropoffAt <= r.pickupAt) throw invalid(ErrorCode.InvalidDates, 'dropoffDateTime', 'Choose a drop-off time after the pick-up time.');
  if (daysOf(r) > MAX_RENTAL_DAYS)
    throw invalid(ErrorCode.InvalidDates, 'dropoffDateTime', `A rental can last at most ${MAX_RENTAL_DAYS} days.`);
}

// A query's offers are the same all day, and people page and re-filter the same search: keep
// them per query and day. Cached offers are shared: never modify them.
const answers = new Map<string, CarOffer[]>();
const ANSWER_CACHE_SIZE = 200;

function offersFor(r: Rental, today: string): CarOffer[] {
  const key = `${today}|${r.pickup.code}|${r.dropoff.code}|${r.pickupDateTime}|${r.dropoffDateTime}|${r.driverAge}`;
  const hit = answers.get(key);
  if (hit) return hit;
  const offers = carOffers(r, today);
  answers.set(key, offers);
  if (answers.size > ANSWER_CACHE_SIZE) answers.delete(answers.keys().next().value as string);
  return offers;
}

/** Each offer with its verdict under `tier`, as new offers. */
const withPolicy = markedPerTier((offers: CarOffer[], tier: PolicyTier) => offers.map((o) => ({ ...o, policy: carOfferVerdict(tier, o) })));

export function searchCars(request: CarSearchRequest, now: Date, tier: PolicyTier | null = null): CarSearchResponse {
  const today = homeToday(now.getTime());
  const rental = resolveRental(request);
  checkRentalDates(rental, now, today);
  // The schema checks each end; only the pair can say the range is empty.
  const range = request.filters.priceRange;
  if (range && range[0] > range[1])
    throw invalid(ErrorCode.ValidationFailed, 'filters.priceRange', 'The lowest price must not be above the highest price.');
  const active = activeTier(tier);
  const offers = offersFor(rental, today);
  const page = carsPage(active ? withPolicy(offers, active) : offers, { filters: request.filters, sort: request.sort, ...request.page });
  return {
    // A list shows the extras renters look for first; details has them all.
    offers: page.offers.map((o) => ({ ...o, extras: o.extras.slice(0, SEARCH_EXTRAS) })),
    total: page.total,
    found: page.found,
    offset: request.page.offset,
    limit: request.page.limit,
    rentalDays: daysOf(rental),
    facets: page.facets,
  };
}

export function carDetails(request: { offerId: string }, now: Date, tier: PolicyTier | null = null): CarDetailsResponse {
  const today = homeToday(now.getTime());
  const gone = () => new ApiFailure(404, ErrorCode.NotFound, 'This car offer does not exist or is no longer available. Search again.');
  const found = carOfferById(request.offerId, today);
  if (!found) throw gone();
  // An id from an old search may name a pick-up that has passed: it is gone, not a form to fix.
  try {
    checkRentalDates(found.rental, now, today);
  } catch (e) {
    if (e instanceof ApiFailure) throw gone();
    throw e;
  }
  const active = activeTier(tier);
  const offer = active ? { ...found.offer, policy: carOfferVerdict(active, found.offer) } : found.offer;
  return { offer, rentalDays: daysOf(found.rental), terms: rentalTerms(found.rental, found.supplier, found.offer) };
}
