// The price calendar and price prediction of a route, from the simulator's lowest fares.
import { calendarLevels } from '../../lib/domain/flights/flight-shop';
import { MAX_DAYS_AHEAD } from '../../lib/domain/flights/flights';
import type {
  FlightQuery,
  NearbyDatesRequest,
  NearbyDatesResponse,
  PriceCalendarResponse,
  PricePredictionRequest,
  PricePredictionResponse,
} from '../../lib/domain/flights/flights.schema';
import { lowestPrice } from '../../lib/domain/flights/flight-shop';
import { ErrorCode } from '../../lib/domain/shared/errors';
import { expectedMove, predictPrice, type PricePoint } from '../../lib/domain/flights/price-prediction';
import { predictionAccuracy } from '../../lib/domain/flights/prediction-accuracy';
import { ApiFailure, invalid } from '../http/errors';
import { lowestTrip, priceCalendar, type TripDates } from '../inventory/flights/prices';
import { reference } from '../inventory/reference';
import { searchFlights } from '../inventory/flights/search';
import { addDays, homeToday } from '../../lib/domain/shared/dates';
import { slicesOnDay } from '../../lib/domain/flights/date-strip';
import { cashAnswer, checkFlightSearch } from './flights';

export const HISTORY_DAYS = 30;

function checkRoute(origin: string, destination: string): void {
  const airports = reference().airports;
  for (const [field, code] of [
    ['origin', origin],
    ['destination', destination],
  ] as const) {
    if (!airports.has(code))
      throw invalid(ErrorCode.UnknownLocation, field, `We don't know an airport with the code ${code}. Pick one from the list.`);
  }
  if (origin === destination)
    throw invalid(ErrorCode.ValidationFailed, 'destination', 'Choose a destination different from where you leave.');
}

function checkDate(path: string, date: string, today: string): void {
  if (date < today) throw invalid(ErrorCode.InvalidDates, path, `Choose a date from today (${today}) on.`);
  const last = addDays(today, MAX_DAYS_AHEAD);
  if (date > last)
    throw invalid(ErrorCode.InvalidDates, path, `Airlines sell seats up to ${MAX_DAYS_AHEAD} days ahead: choose a date by ${last}.`);
}

export function flightPriceCalendar(
  q: { origin: string; destination: string; from: string; days: number },
  now: Date,
): PriceCalendarResponse {
  const today = homeToday(now.getTime());
  checkRoute(q.origin, q.destination);
  checkDate('from', q.from, today);
  const last = addDays(today, MAX_DAYS_AHEAD);
  const days = priceCalendar(reference(), q.origin, q.destination, q.from, q.days, today).filter((d) => d.date <= last);
  const levels = calendarLevels(days.map((d) => d.lowest));
  return { days: days.map((d, i) => ({ ...d, level: levels[i] ?? null })) };
}

/** The last 30 days' lowest prices of a trip as the simulator priced them, today last. */
export function priceHistory(trip: TripDates, today: string, days = HISTORY_DAYS): PricePoint[] {
  const points: PricePoint[] = [];
  for (let i = days - 1; i >= 0; i--) {
    const day = addDays(today, -i);
    const price = lowestTrip(reference(), trip, day);
    if (price !== null) points.push({ day, price });
  }
  return points;
}

/** The cheapest price a search's results show (fares[0] of each: its fare class), null when nothing flies. */
const cheapestShown = (itineraries: readonly Parameters<typeof lowestPrice>[0][]) =>
  itineraries.length === 0 ? null : Math.min(...itineraries.map(lowestPrice));

// A past day's answer never changes: its lowest price is kept (the search of each of 30 days costs).
const pastLowest = new Map<string, number | null>();
const PAST_CACHE_SIZE = 3_000;

/**
 * The last 30 days' lowest prices of a search as its results showed them (same slices, passengers
 * and fare class), today last: today's point is the answer the results page gets.
 */
export function searchPriceHistory(query: FlightQuery, today: string, days = HISTORY_DAYS): PricePoint[] {
  const points: PricePoint[] = [];
  const key = JSON.stringify(query);
  for (let i = days - 1; i >= 1; i--) {
    const day = addDays(today, -i);
    const cacheKey = `${day}|${key}`;
    let price = pastLowest.get(cacheKey);
    if (price === undefined) {
      price = cheapestShown(searchFlights(reference(), query, { today: day }).itineraries);
      pastLowest.set(cacheKey, price);
      if (pastLowest.size > PAST_CACHE_SIZE) pastLowest.delete(pastLowest.keys().next().value as string);
    }
    if (price !== null) points.push({ day, price });
  }
  const current = cheapestShown(cashAnswer(query, today).itineraries);
  if (current !== null) points.push({ day: today, price: current });
  return points;
}

function searchPrediction(query: FlightQuery, today: string): PricePredictionResponse {
  checkFlightSearch(query, today);
  const history = searchPriceHistory(query, today);
  // Nothing flies today: no "today's lowest" to show, whatever earlier days had.
  const prediction = history.at(-1)?.day === today ? predictPrice(history, query.slices[0]!.departureDate) : null;
  if (!prediction) {
    throw new ApiFailure(404, ErrorCode.NotFound, 'No flights are sold on this route for these dates, so there is no price to predict.');
  }
  const move = expectedMove(history, prediction.forecast, prediction.current);
  return { ...prediction, history, move, accuracy: predictionAccuracy };
}

/**
 * The search moved to each of the days asked, priced as its results would show it: the strip of
 * nearby dates then agrees with the list (the chosen day's price is the list's cheapest) and with
 * the forecast's today. Each moved search is an ordinary cached answer, so choosing a day is quick.
 */
export function nearbyDatePrices(request: NearbyDatesRequest, now: Date): NearbyDatesResponse {
  const today = homeToday(now.getTime());
  const query: FlightQuery = { tripType: request.tripType, slices: request.slices, passengers: request.passengers };
  if (request.fareClass) query.fareClass = request.fareClass;
  checkFlightSearch(query, today);
  const lowest = request.departureDates.map((date) => {
    const moved: FlightQuery = { ...query, slices: slicesOnDay(query.slices, date) };
    try {
      checkFlightSearch(moved, today);
    } catch (err) {
      // A day whose trip cannot be sold (a flight before today or past the selling window) has no price.
      if (err instanceof ApiFailure) return null;
      throw err;
    }
    return cheapestShown(cashAnswer(moved, today).itineraries);
  });
  const levels = calendarLevels(lowest);
  return { days: request.departureDates.map((date, i) => ({ date, lowest: lowest[i] ?? null, level: levels[i] ?? null })) };
}

/** The prediction of a search (the prices its results show) or of a route (see PricePredictionRequestSchema). */
export function flightPricePrediction(request: PricePredictionRequest, now: Date): PricePredictionResponse {
  const today = homeToday(now.getTime());
  if ('slices' in request) {
    const query: FlightQuery = { tripType: request.tripType, slices: request.slices, passengers: request.passengers };
    if (request.fareClass) query.fareClass = request.fareClass;
    return searchPrediction(query, today);
  }
  return routePrediction(request, today);
}

function routePrediction(trip: TripDates, today: string): PricePredictionResponse {
  checkRoute(trip.origin, trip.destination);
  checkDate('departureDate', trip.departureDate, today);
  if (trip.returnDate) {
    checkDate('returnDate', trip.returnDate, today);
    if (trip.returnDate < trip.departureDate)
      throw invalid(ErrorCode.InvalidDates, 'returnDate', 'The return must be on or after the departure date.');
  }
  const history = priceHistory(trip, today);
  const prediction = predictPrice(history, trip.departureDate);
  if (!prediction) {
    throw new ApiFailure(404, ErrorCode.NotFound, 'No flights are sold on this route for these dates, so there is no price to predict.');
  }
  const move = expectedMove(history, prediction.forecast, prediction.current);
  return { ...prediction, history, move, accuracy: predictionAccuracy };
}
