import {
  CarDetailsRequestSchema,
  CarDetailsResponseSchema,
  CarSearchRequestSchema,
  CarSearchResponseSchema,
} from '../../lib/domain/cars/cars.schema';
import type { Api, Deps } from '../deps';
import { carDetails, searchCars } from '../services/cars';
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
        'Rental cars picked up at an airport and returned there or at another airport (same_as_drop_off, different_drop_off); class, transmission, size, supplier, fuel policy, free-cancellation and total price (minor units, priceRange) filters, with facet counts and the price bounds of the whole search; price, rating or recommended sort; pages (default 10)',
      request: jsonBody(CarSearchRequestSchema),
      responses: {
        200: json(CarSearchResponseSchema, 'One page of offers, with facet counts and the rental days billed'),
        400: errors[400],
        422: unprocessable,
      },
    }),
    (c) => c.json(searchCars(c.req.valid('json'), d.now()), 200),
  );

  app.openapi(
    authed(d.auth, {
      method: 'post',
      path: '/v0/cars/details',
      summary: 'One offer by its id, with every extra and the rental terms (minimum age, deposit, documents)',
      request: jsonBody(CarDetailsRequestSchema),
      responses: {
        200: json(CarDetailsResponseSchema, 'Offer and terms'),
        400: errors[400],
        404: { description: 'No such offer, or its pick-up has passed', content: errors[400].content },
      },
    }),
    (c) => c.json(carDetails(c.req.valid('json'), d.now()), 200),
  );
}
