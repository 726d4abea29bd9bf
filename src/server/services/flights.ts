// Flight search: the checks a supplier would refuse a query for, then the simulator's answer
// priced in the signed-in user's rewards.
import { ErrorCode } from '../../lib/domain/shared/errors';
import { MAX_DAYS_AHEAD, MAX_PASSENGERS, passengerCountErrors } from '../../lib/domain/flights/flights';
import { rewardsPrice } from '../../lib/domain/profile/rewards';
import { shopPage } from '../../lib/domain/flights/flight-shop';
import { fareVerdict, seatedTravelers } from '../../lib/domain/corporate/policy-rules';
import { activeTier, markedPerTier } from './policy-marks';
import type { PolicyTier } from '../../lib/domain/corporate/policy';
import type { FlightQuery, FlightSearchRequest, FlightSearchResponse, FlightShopResponse } from '../../lib/domain/flights/flights.schema';
import type { RewardsAccount } from '../../lib/domain/profile/rewards';
import { invalid } from '../http/errors';
import { searchFlights } from '../inventory/flights/search';
import { reference } from '../inventory/reference';
import { addDays, homeToday } from '../../lib/domain/shared/dates';

const passengerMessages = {
  NoAdultPassenger: 'Add at least one adult: children and infants travel with an adult.',
  TooManyPassengers: `A booking can have at most ${MAX_PASSENGERS} travelers, infants included.`,
  TooManyLapInfants: 'Each infant on a lap needs an adult: add an adult or seat the infant.',
} as const;

/** Throws the first problem a traveler must fix, as a 422 naming the field. */
export function checkFlightSearch(request: FlightQuery, today: string): void {
  const [error] = passengerCountErrors(request.passengers);
  if (error) throw invalid(ErrorCode[error], 'passengers', passengerMessages[error]);

  const { min, max } = { oneWay: { min: 1, max: 1 }, roundTrip: { min: 2, max: 2 }, multiCity: { min: 2, max: 5 } }[request.tripType];
  if (request.slices.length < min || request.slices.length > max) {
    const message =
      request.tripType === 'oneWay'
        ? 'A one-way trip has exactly one flight.'
        : request.tripType === 'roundTrip'
          ? 'A round trip has an outbound and a return flight.'
          : 'A multi-city trip has 2 to 5 flights.';
    throw invalid(ErrorCode.ValidationFailed, 'slices', message);
  }
  const ref = reference();
  const last = addDays(today, MAX_DAYS_AHEAD);
  let previous = today;
  for (const [i, s] of request.slices.entries()) {
    for (const field of ['origin', 'destination'] as const) {
      if (!ref.airports.has(s[field])) {
        throw invalid(
          ErrorCode.UnknownLocation,
          `slices.${i}.${field}`,
          `We don't know an airport with the code ${s[field]}. Pick one from the list.`,
        );
      }
    }
    if (s.origin === s.destination) {
      throw invalid(ErrorCode.ValidationFailed, `slices.${i}.destination`, 'Choose a destination different from where you leave.');
    }
    if (s.departureDate < today) {
      throw invalid(ErrorCode.InvalidDates, `slices.${i}.departureDate`, `Choose a date from today (${today}) on.`);
    }
    if (s.departureDate > last) {
      throw invalid(
        ErrorCode.InvalidDates,
        `slices.${i}.departureDate`,
        `Airlines sell seats up to ${MAX_DAYS_AHEAD} days ahead: choose a date by ${last}.`,
      );
    }
    if (s.departureDate < previous) {
      throw invalid(
        ErrorCode.InvalidDates,
        `slices.${i}.departureDate`,
        i === 1 && request.tripType === 'roundTrip'
          ? 'The return must be on or after the departure date.'
          : 'Each flight must leave on or after the previous one.',
      );
    }
    previous = s.departureDate;
  }
  if (request.tripType === 'roundTrip') {
    const [out, back] = request.slices;
    if (out && back && (back.origin !== out.destination || back.destination !== out.origin)) {
      throw invalid(
        ErrorCode.ValidationFailed,
        'slices.1',
        'A round trip returns from where it went: use a multi-city trip for other routes.',
      );
    }
  }
}

// The simulator answers a query the same way all day, so cash answers are kept per query and day;
// only the rewards prices, which depend on the user's accounts, are added per request. Cached
// answers (and the slices inside them, cached by the simulator) are shared: never modify them.
const answers = new Map<string, FlightSearchResponse>();
const ANSWER_CACHE_SIZE = 200;
/** Pages people ask for again (the first page of a popular route, back and forth between pages). */
const pages = new Map<string, FlightShopResponse>();

export function cashAnswer(
  request: Pick<FlightSearchRequest, 'tripType' | 'slices' | 'passengers'> & { fareClass?: FlightSearchRequest['fareClass'] },
  today: string,
): FlightSearchResponse {
  // The fare class decides which fare each result shows and its price; the fares and their ids are the same in every answer.
  const query: FlightQuery = { tripType: request.tripType, slices: request.slices, passengers: request.passengers };
  if (request.fareClass) query.fareClass = request.fareClass;
  const key = `${today}|${JSON.stringify(query)}`;
  const hit = answers.get(key);
  if (hit) return hit;
  const answer = searchFlights(reference(), query, { today });
  answers.set(key, answer);
  if (answers.size > ANSWER_CACHE_SIZE) answers.delete(answers.keys().next().value as string);
  return answer;
}

/**
 * Every fare of the answer with its verdict under `tier` (SPEC §5); the request's passengers and
 * trip type are the answer's own (it is cached per query).
 */
const withPolicy = markedPerTier((answer: FlightSearchResponse, tier: PolicyTier, request: FlightSearchRequest): FlightSearchResponse => {
  const seated = seatedTravelers(request.passengers);
  return {
    ...answer,
    itineraries: answer.itineraries.map((it) => {
      const trip = { tripType: request.tripType, slices: it.slices, seated };
      return { ...it, fares: it.fares.map((fare) => ({ ...fare, policy: fareVerdict(tier, trip, fare) })) };
    }),
  };
});

function cashPage(request: FlightSearchRequest, now: Date, tier: PolicyTier | null): { page: FlightShopResponse; pageKey: string } {
  const today = homeToday(now.getTime());
  checkFlightSearch(request, today);
  // An inactive tier marks nothing: its travelers share the consumers' pages.
  const active = activeTier(tier);
  const tierKey = active ? JSON.stringify(active) : '';
  const pageKey = `${today}|${JSON.stringify(request)}|${tierKey}`;
  let page = pages.get(pageKey);
  if (!page) {
    const answer = cashAnswer(request, today);
    const shown = active ? withPolicy(answer, active, request) : answer;
    page = shopPage(shown, { filters: request.filters, sort: request.sort, ...request.page });
    pages.set(pageKey, page);
    if (pages.size > ANSWER_CACHE_SIZE * 2) pages.delete(pages.keys().next().value as string);
  }
  return { page, pageKey };
}

/** What rewards prices depend on: a page priced for one such key is the same for every user sharing it. */
const pricingKey = (accounts: readonly RewardsAccount[]) =>
  accounts
    .filter((a) => a.allowRewardsRedemption)
    .map(
      (a) =>
        `${a.accountReferenceId}:${a.rewardsBalance.currency}:${a.rewardsBalance.value}:${a.rewardsCashEquivalent.value}:${a.rewardsBalance.currencyDescription}`,
    )
    .join(',');
const serialized = new Map<string, string>();

/**
 * One page of a search (filtered, sorted, with facets; fares priced in each redeemable account's
 * rewards), as JSON text. People page back and forth and
 * reload, so the text of a page priced for one set of accounts is kept a while;
 * serialising a page of itineraries costs more than anything else in the request.
 */
export function runFlightSearchJson(
  request: FlightSearchRequest,
  now: Date,
  accounts: readonly RewardsAccount[],
  tier: PolicyTier | null = null,
): string {
  const { page, pageKey } = cashPage(request, now, tier);
  const key = `${pageKey}|${pricingKey(accounts)}`;
  let text = serialized.get(key);
  if (text === undefined) {
    text = JSON.stringify(withRewards(page, accounts));
    serialized.set(key, text);
    if (serialized.size > ANSWER_CACHE_SIZE * 2) serialized.delete(serialized.keys().next().value as string);
  }
  return text;
}

function withRewards(page: FlightShopResponse, accounts: readonly RewardsAccount[]): FlightShopResponse {
  const redeemable = accounts.filter((a) => a.allowRewardsRedemption);
  return {
    ...page,
    itineraries: page.itineraries.map((itinerary) => ({
      ...itinerary,
      fares: itinerary.fares.map((fare) => ({
        ...fare,
        amount: {
          fiat: fare.amount.fiat,
          rewards: redeemable.map((a) => ({
            accountReferenceId: a.accountReferenceId,
            value: rewardsPrice(fare.amount.fiat.value, a),
            currency: a.rewardsBalance.currency,
            currencyDescription: a.rewardsBalance.currencyDescription,
          })),
        },
      })),
    })),
  };
}
