import { policyTierOf } from '../services/corporate';
import { LocationAnswerSchema, LocationQuerySchema } from '../../lib/domain/shared/autocomplete.schema';
import { FEED_KEEP } from '../../lib/domain/shared/product-feed.schema';
import { autocompleteLocation, normalize, recentLocationOptions } from '../inventory/locations';
import { listFeed } from '../services/product-feed';
import {
  FlightSearchRequestSchema,
  FlightShopResponseSchema,
  NearbyDatesRequestSchema,
  NearbyDatesResponseSchema,
  PriceCalendarRequestSchema,
  PriceCalendarResponseSchema,
  PricePredictionRequestSchema,
  PricePredictionResponseSchema,
} from '../../lib/domain/flights/flights.schema';
import { flightPriceCalendar, flightPricePrediction, nearbyDatePrices } from '../services/flight-prices';
import type { Api, Deps } from '../deps';
import { runFlightSearchJson } from '../services/flights';
import type { TypedResponse } from 'hono';
import type { FlightShopResponse } from '../../lib/domain/flights/flights.schema';
import { authed, errors, json, jsonBody } from './define';

const unprocessable = {
  description:
    'The search cannot be run: NoAdultPassenger, TooManyPassengers, TooManyLapInfants, UnknownLocation, InvalidDates or ValidationFailed, with `details.fields`',
  content: errors[400].content,
};

export function registerFlights(app: Api, d: Deps) {
  app.openapi(
    authed(d.auth, {
      method: 'post',
      path: '/v0/autocomplete/location',
      summary:
        'Airports and cities matching the typed text (LocationQuery), best first; with fewer than 2 characters, the places of recent searches',
      request: jsonBody(LocationQuerySchema),
      responses: { 200: json(LocationAnswerSchema, 'Categories of matches'), 400: errors[400] },
    }),
    async (c) => {
      const { l } = c.req.valid('json');
      // Before anything is typed, the places of the user's recent searches.
      if (normalize(l).length < 2) {
        const recent = recentLocationOptions(await listFeed(d.db, c.get('session').user.id, 'recentlySearched', undefined, FEED_KEEP));
        if (recent.length > 0) return c.json({ categories: [{ label: 'RecentSearches' as const, results: recent }] }, 200);
      }
      return c.json(autocompleteLocation(l), 200);
    },
  );

  app.openapi(
    authed(d.auth, {
      method: 'post',
      path: '/v0/flights/search',
      summary:
        'Search flights: one-way, round-trip or multi-city (up to 5 slices); sorts, stops/airline/low-cost/time/duration/price filters and paging; every fare shelf priced in cash and rewards',
      request: jsonBody(FlightSearchRequestSchema),
      responses: {
        200: json(FlightShopResponseSchema, 'One page of itineraries (default 10), filtered and sorted, with facet counts'),
        400: errors[400],
        422: unprocessable,
      },
    }),
    async (c) => {
      const { user } = c.get('session');
      const [accounts, tier] = await Promise.all([d.rewardsAccounts(user.id), policyTierOf(d.db, user)]);
      const text = runFlightSearchJson(c.req.valid('json'), d.now(), accounts, tier);
      return c.body(text, 200, { 'content-type': 'application/json' }) as unknown as TypedResponse<FlightShopResponse, 200, 'json'>;
    },
  );

  app.openapi(
    authed(d.auth, {
      method: 'post',
      path: '/v0/flights/calendar',
      summary: 'Cheapest one-way fare per departure day (up to 62 days), banded low / medium / high',
      request: jsonBody(PriceCalendarRequestSchema),
      responses: { 200: json(PriceCalendarResponseSchema, 'One entry per day'), 400: errors[400], 422: unprocessable },
    }),
    (c) => c.json(flightPriceCalendar(c.req.valid('json'), d.now()), 200),
  );

  app.openapi(
    authed(d.auth, {
      method: 'post',
      path: '/v0/flights/nearbyDates',
      summary: 'A search priced on nearby first-departure days, as its results would show each (every flight moved by as many days)',
      request: jsonBody(NearbyDatesRequestSchema),
      responses: { 200: json(NearbyDatesResponseSchema, 'One entry per day asked'), 400: errors[400], 422: unprocessable },
    }),
    (c) => c.json(nearbyDatePrices(c.req.valid('json'), d.now()), 200),
  );

  app.openapi(
    authed(d.auth, {
      method: 'post',
      path: '/v0/flights/prediction',
      summary: 'Price prediction of a trip: the last 30 days of prices, a forecast, a fair/good/great/wait rating and buy or wait',
      request: jsonBody(PricePredictionRequestSchema),
      responses: {
        200: json(PricePredictionResponseSchema, 'Prediction'),
        400: errors[400],
        404: { description: 'Nothing flies on this route for these dates', content: errors[400].content },
        422: unprocessable,
      },
    }),
    (c) => c.json(flightPricePrediction(c.req.valid('json'), d.now()), 200),
  );
}
