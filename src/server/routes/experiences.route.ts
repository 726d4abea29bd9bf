import {
  ExperienceAnswerSchema,
  ExperienceDetailsRequestSchema,
  ExperienceDetailsResponseSchema,
  ExperienceQuerySchema,
  ExperienceReviewsRequestSchema,
  ExperienceReviewsResponseSchema,
  ExperienceSearchRequestSchema,
  ExperienceSearchResponseSchema,
} from '../../lib/domain/experiences/experiences.schema';
import type { Api, Deps } from '../deps';
import { autocompleteExperiences } from '../inventory/experiences/autocomplete';
import { detailsWithBookings } from '../services/booking/experiences/pricing';
import { experienceReviewsFor, searchExperiences } from '../services/experiences';
import { authed, errors, json, jsonBody } from './define';

const unprocessable = {
  description: 'UnknownLocation, InvalidDates or ValidationFailed (travelers, price range), with `details.fields`',
  content: errors[400].content,
};

export function registerExperiences(app: Api, d: Deps) {
  app.openapi(
    authed(d.auth, {
      method: 'post',
      path: '/v0/experiences/availability',
      summary:
        'Experiences of a city (Market) on a day for a party by age band; sorts, rating/duration/time-of-day/flag/price filters with facet counts, pages (default 10). Adults-only experiences are left out when the party has minors',
      request: jsonBody(ExperienceSearchRequestSchema),
      responses: { 200: json(ExperienceSearchResponseSchema, 'One page of experiences'), 400: errors[400], 422: unprocessable },
    }),
    (c) => c.json(searchExperiences(c.req.valid('json'), d.now()), 200),
  );

  app.openapi(
    authed(d.auth, {
      method: 'post',
      path: '/v0/experiences/details',
      summary:
        "One experience on a day: every slot with places left and the party's price per age band, bands, tickets, pickup and cancellation policy",
      request: jsonBody(ExperienceDetailsRequestSchema),
      responses: {
        200: json(ExperienceDetailsResponseSchema, 'Experience and slots'),
        400: errors[400],
        404: { description: 'No such experience', content: errors[400].content },
        422: unprocessable,
      },
    }),
    async (c) => c.json(await detailsWithBookings(d.db, c.req.valid('json'), d.now()), 200),
  );

  app.openapi(
    authed(d.auth, {
      method: 'post',
      path: '/v0/experiences/reviews',
      summary:
        'Reviews of an experience: its most recent ones (up to 200), newest first or by rating (SPEC §3 review sorts), a page at a time (default 5)',
      request: jsonBody(ExperienceReviewsRequestSchema),
      responses: {
        200: json(ExperienceReviewsResponseSchema, 'One page of reviews, with the stars of all the readable ones'),
        400: errors[400],
        404: { description: 'No such experience', content: errors[400].content },
      },
    }),
    (c) => c.json(experienceReviewsFor(c.req.valid('json'), d.now()), 200),
  );

  app.openapi(
    authed(d.auth, {
      method: 'post',
      path: '/v0/autocomplete/experiences',
      summary: 'Cities with experiences and experience titles matching the typed text, best first',
      request: jsonBody(ExperienceQuerySchema),
      responses: { 200: json(ExperienceAnswerSchema, 'Categories of matches'), 400: errors[400] },
    }),
    (c) => c.json(autocompleteExperiences(c.req.valid('json').l), 200),
  );
}
