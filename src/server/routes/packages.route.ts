import { PackageSearchRequestSchema, PackageSearchResponseSchema } from '../../lib/domain/packages/packages.schema';
import type { Api, Deps } from '../deps';
import { searchPackages } from '../services/packages';
import { authed, errors, json, jsonBody } from './define';

export function registerPackages(app: Api, d: Deps) {
  app.openapi(
    authed(d.auth, {
      method: 'post',
      path: '/v0/packages/search',
      summary:
        'Flight plus hotel: the cheapest round trip with each hotel near the destination, with the package discount (NoDiscount / WithDiscount) or NoFlightsFound',
      request: jsonBody(PackageSearchRequestSchema),
      responses: {
        200: json(PackageSearchResponseSchema, 'Package offers, or NoFlightsFound'),
        400: errors[400],
        422: { description: 'UnknownLocation, InvalidDates or ValidationFailed, with `details.fields`', content: errors[400].content },
      },
    }),
    (c) => c.json(searchPackages(c.req.valid('json'), d.now(), c.get('session').user.customerType), 200),
  );
}
