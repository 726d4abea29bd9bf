// The checkout's quote (POST /v0/flights/book/quote; its contract is lib/domain/booking/flight-quote.schema.ts):
// the selected fare re-priced now, the protections offered for it, what the trip asks of its
// travelers, and how rewards can pay and earn. Nothing is held or written: the booking prices again.
import type { Db } from '../../../db/client';
import { ApiFailure } from '../../../http/errors';
import { cashAnswer, checkFlightSearch } from '../../flights';
import { failureAdvice, type FlightSelection } from '../../../../lib/domain/booking/booking.schema';
import type { FlightQuote } from '../../../../lib/domain/booking/flight-quote.schema';
import { quoteRewards } from '../quote-rewards';
import { flightAdapter } from './adapter';
import { breakdownOf, findFare, offersFor, requirementsOf } from './pricing';
import { homeToday } from '../../../../lib/domain/shared/dates';

export const fareGone = () =>
  new ApiFailure(404, 'NoAvailability', failureAdvice.NoAvailability.message, { nextAction: failureAdvice.NoAvailability.nextAction });

export async function quoteFlight(db: Db, userId: string, selection: FlightSelection, now: Date): Promise<FlightQuote> {
  const today = homeToday(now.getTime());
  checkFlightSearch(selection, today);
  const found = findFare(cashAnswer(selection, today), selection.itineraryId, selection.fareId);
  if (found.kind === 'NoAvailability') throw fareGone();
  const { slices, fare } = found;
  const breakdown = breakdownOf(fare, []);
  return {
    tripType: selection.tripType,
    passengers: selection.passengers,
    slices,
    fare,
    breakdown,
    protections: offersFor(slices, fare, selection.passengers, now),
    requirements: requirementsOf(slices),
    ...(await quoteRewards(db, userId, breakdown.totalMinor, flightAdapter.earnCategory)),
  };
}
