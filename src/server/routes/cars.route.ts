import {
  CarDetailsRequestSchema,
  CarDetailsResponseSchema,
  CarSearchRequestSchema,
  CarSearchResponseSchema,
} from '../../lib/domain/cars/cars.schema';
import type { Api, Deps } from '../deps';
import { carDetails, searchCars } from '../services/cars';
import { policyTierOf } from '../services/corporate';
import { authed, errors, json, jsonBody } from './define';

const unprocessable = {
  description: 'The search cannot be run: UnknownLocation, InvalidDates or ValidationFailed, with `details.fields`',
  content: errors[400].content,
};

export function registerCars(app: Api, d: Deps) {
  app.openapi(
    authed(d.auth, {
      method: 'post',
      path: '/v0/cars/availability',
      summary:
        'Rental cars picked up at an airport and returned there or at another airport (same_as_drop_off, different_drop_off); class, transmission, size, supplier, fuel policy, free-cancellation, total price (minor units, priceRange) and, for a corporate traveler, in-policy-only filters, with facet counts and the price bounds of the whole search; price, rating or recommended sort; pages (default 10). A corporate traveler whose tier restricts anything sees each offer marked against it (policy)',
      request: jsonBody(CarSearchRequestSchema),
      responses: {
        200: json(CarSearchResponseSchema, 'One page of offers, with facet counts and the rental days billed'),
        400: errors[400],
        422: unprocessable,
      },
    }),
    async (c) => {
      const tier = await policyTierOf(d.db, c.get('session').user);
      return c.json(searchCars(c.req.valid('json'), d.now(), tier), 200);
    },
  );

  app.openapi(
    authed(d.auth, {
      method: 'post',
      path: '/v0/cars/details',
      summary:
        'One offer by its id, with every extra and the rental terms (minimum age, deposit, documents); for a corporate traveler whose tier restricts anything, marked against it (policy)',
      request: jsonBody(CarDetailsRequestSchema),
      responses: {
        200: json(CarDetailsResponseSchema, 'Offer and terms'),
        400: errors[400],
        404: { description: 'No such offer, or its pick-up has passed', content: errors[400].content },
      },
    }),
    async (c) => {
      const tier = await policyTierOf(d.db, c.get('session').user);
      return c.json(carDetails(c.req.valid('json'), d.now(), tier), 200);
    },
  );
}
