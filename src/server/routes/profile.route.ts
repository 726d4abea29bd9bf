import { z } from '@hono/zod-openapi';
import {
  AssignDefaultBodySchema,
  ContactInfoSchema,
  CorporateUserListSchema,
  DeletePassengerBodySchema,
  TravelerIdBodySchema,
  TravelerInputSchema,
  TravelerListSchema,
  TravelerSchema,
  MAX_TRAVELERS_PER_USER,
} from '../../lib/domain/profile/travelers.schema';
import type { Api, Deps } from '../deps';
import { assignDefaultTraveler, customerDetails, listCorporateUsers, setTravelerHidden } from '../services/profile-users';
import { deleteTraveler, listTravelers, saveTraveler } from '../services/travelers';
import { authed, errors, json, jsonBody } from './define';

const notFound = { description: "NotFound: no traveler (or user) of that id is the caller's", content: errors[400].content };
const corporateNote =
  '403 Forbidden for a consumer account (and for another user without canViewUsers). ' +
  'The change reaches the session info (`corporateInfo.defaultTravelerId`, `hiddenTravelerIds`) of every session of that user.';

export function registerProfile(app: Api, d: Deps) {
  app.openapi(
    authed(d.auth, {
      method: 'put',
      path: '/v0/flight/passengers/list',
      summary: "The signed-in user's saved travelers, by given name then surname (empty body)",
      description:
        'Nothing is added for a user without travelers: the SPEC §3 placeholder is where the editor starts, not a saved traveler. ' +
        'For a corporate user each traveler carries isDefaultProfile and isPrivateProfile, and the answer carries isGhostUser: ' +
        "true when none of the user's travelers is their default traveler (SPEC §6 ghost user: no traveler profile).",
      responses: { 200: json(TravelerListSchema, 'Travelers') },
    }),
    async (c) => c.json(await listTravelers(d.db, c.get('session').user.id), 200),
  );

  app.openapi(
    authed(d.auth, {
      method: 'put',
      path: '/v0/flight/passengers/update',
      summary: 'Create (no id) or update (id of one of your travelers) a traveler; answers the saved traveler',
      description:
        'SPEC §5 before saving: the passport only with a two-letter country, no empty optional fields, memberships with an empty number removed. ' +
        `An update that changes nothing is not written (updatedAt stays). At most ${MAX_TRAVELERS_PER_USER} travelers per user (422 TooManyPassengers). ` +
        'Frequent flyer keys are airline codes and hotel loyalty keys program codes from the published lists; others answer 400 naming the key.',
      request: jsonBody(TravelerInputSchema),
      responses: {
        200: json(TravelerSchema, 'The traveler as saved'),
        400: errors[400],
        404: notFound,
        422: { description: 'TooManyPassengers, or a date of birth outside 1900-01-01…today', content: errors[400].content },
      },
    }),
    async (c) => c.json(await saveTraveler(d.db, c.get('session').user.id, c.req.valid('json'), d.now()), 200),
  );

  app.openapi(
    authed(d.auth, {
      method: 'post',
      path: '/v0/passengers/delete',
      summary: 'Delete one of your travelers; it stops being anyone’s default traveler and leaves your hidden list',
      request: jsonBody(DeletePassengerBodySchema),
      responses: { 200: json(z.object({}), 'Deleted'), 400: errors[400], 404: notFound },
    }),
    async (c) => {
      const changed = await deleteTraveler(d.db, c.get('session').user.id, c.req.valid('json').personId);
      await Promise.all(changed.map((id) => d.sessions.userChanged(id)));
      return c.json({}, 200);
    },
  );

  app.openapi(
    authed(d.auth, {
      method: 'put',
      path: '/v0/passengers/assign_default',
      summary: 'Corporate: make one of your travelers the default traveler of yourself, or (canViewUsers) of a user of your company',
      description: corporateNote,
      request: jsonBody(AssignDefaultBodySchema),
      responses: {
        200: json(z.object({ userId: z.string(), defaultTravelerId: z.string() }), 'Assigned'),
        400: errors[400],
        404: notFound,
      },
    }),
    async (c) => {
      const assigned = await assignDefaultTraveler(d.db, c.get('session').user.id, c.req.valid('json'));
      await d.sessions.userChanged(assigned.userId);
      return c.json(assigned, 200);
    },
  );

  for (const [path, hidden] of [
    ['/v0/passengers/hide', true],
    ['/v0/passengers/show', false],
  ] as const) {
    app.openapi(
      authed(d.auth, {
        method: 'put',
        path,
        summary: `Corporate: make one of your travelers ${hidden ? 'private (hidden)' : 'visible again'}`,
        description: corporateNote,
        request: jsonBody(TravelerIdBodySchema),
        responses: {
          200: json(z.object({ hiddenTravelerIds: z.array(z.string()) }), 'Your hidden travelers now'),
          400: errors[400],
          404: notFound,
        },
      }),
      async (c) => {
        const userId = c.get('session').user.id;
        const answer = await setTravelerHidden(d.db, userId, c.req.valid('json').travelerId, hidden);
        await d.sessions.userChanged(userId);
        return c.json(answer, 200);
      },
    );
  }

  app.openapi(
    authed(d.auth, {
      method: 'put',
      path: '/v0/users/list',
      summary: 'Corporate users: everyone in your company with canViewUsers, otherwise only yourself (consumers too) (empty body)',
      responses: { 200: json(CorporateUserListSchema, 'Users') },
    }),
    async (c) => c.json({ value: await listCorporateUsers(d.db, c.get('session').user.id) }, 200),
  );

  app.openapi(
    authed(d.auth, {
      method: 'get',
      path: '/v0/customer/details',
      summary: "Contact information from the issuer's account (read-only); null when empty",
      responses: { 200: json(ContactInfoSchema, 'Contact information') },
    }),
    async (c) => c.json(await customerDetails(d.db, c.get('session').user.id), 200),
  );
}
