// The price calendar and price prediction of a route, from the simulator's lowest fares.
import { calendarLevels } from '../../lib/domain/flights/flight-shop';
import { MAX_DAYS_AHEAD } from '../../lib/domain/flights/flights';
import type { PriceCalendarResponse, PricePredictionResponse } from '../../lib/domain/flights/flights.schema';
import { ErrorCode } from '../../lib/domain/shared/errors';
import { expectedMove, predictPrice, type PricePoint } from '../../lib/domain/flights/price-prediction';
import { predictionAccuracy } from '../../lib/domain/flights/prediction-accuracy';
import { ApiFailure, invalid } from '../http/errors';
import { lowestTrip, priceCalendar, type TripDates } from '../inventory/flights/prices';
import { reference } from '../inventory/reference';
import { addDays, homeToday } from '../../lib/domain/shared/dates';

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

export function flightPricePrediction(trip: TripDates, now: Date): PricePredictionResponse {
  const today = homeToday(now.getTime());
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
