import { z } from '@hono/zod-openapi';
import {
  FlightPreferencesAnswerSchema,
  FlightPreferencesSchema,
  HotelPreferencesAnswerSchema,
  HotelPreferencesSchema,
  MAX_METADATA_KEYS,
  PreferenceMetadataAnswerSchema,
  PreferenceMetadataUpdateSchema,
} from '../../lib/domain/profile/preferences.schema';
import type { Api, Deps } from '../deps';
import {
  getFlightPreferences,
  getHotelPreferences,
  getPreferenceMetadata,
  saveFlightPreferences,
  saveHotelPreferences,
  updatePreferenceMetadata,
} from '../services/preferences';
import { authed, errors, json, jsonBody } from './define';

/** SPEC §7/§8: the client checks that Response equals Success. */
const Success = z.object({ Response: z.literal('Success') });

export function registerPreferences(app: Api, d: Deps) {
  app.openapi(
    authed(d.auth, {
      method: 'get',
      path: '/v0/user/preference/hotel',
      summary: 'Saved hotel preferences; value is null until saved once',
      responses: { 200: json(HotelPreferencesAnswerSchema, 'Hotel preferences') },
    }),
    async (c) => c.json({ value: await getHotelPreferences(d.db, c.get('session').user.id) }, 200),
  );
  app.openapi(
    authed(d.auth, {
      method: 'put',
      path: '/v0/user/preference/hotel',
      summary: 'Save hotel preferences (amenities in form order, star ratings ascending, duplicates dropped); Clear saves the empty set',
      request: jsonBody(HotelPreferencesSchema),
      responses: { 200: json(Success, 'Saved'), 400: errors[400] },
    }),
    async (c) => {
      await saveHotelPreferences(d.db, c.get('session').user.id, c.req.valid('json'));
      return c.json({ Response: 'Success' as const }, 200);
    },
  );

  app.openapi(
    authed(d.auth, {
      method: 'get',
      path: '/v0/user/preference/flight',
      summary: 'Saved flight preferences; value is null until saved once',
      responses: { 200: json(FlightPreferencesAnswerSchema, 'Flight preferences') },
    }),
    async (c) => c.json({ value: await getFlightPreferences(d.db, c.get('session').user.id) }, 200),
  );
  app.openapi(
    authed(d.auth, {
      method: 'put',
      path: '/v0/user/preference/flight',
      summary: 'Save flight preferences: a home airport we know, at most one fare class (SPEC §5), airlines in form order',
      request: jsonBody(FlightPreferencesSchema),
      responses: {
        200: json(Success, 'Saved'),
        400: errors[400],
        422: {
          description: 'UnknownLocation (home airport), or ValidationFailed (more than one fare class)',
          content: errors[400].content,
        },
      },
    }),
    async (c) => {
      await saveFlightPreferences(d.db, c.get('session').user.id, c.req.valid('json'));
      return c.json({ Response: 'Success' as const }, 200);
    },
  );

  app.openapi(
    authed(d.auth, {
      method: 'post',
      path: '/v0/user/preference/metadata',
      summary: 'Preference metadata (small per-user flags); any body is ignored',
      responses: { 200: json(PreferenceMetadataAnswerSchema, 'Metadata') },
    }),
    async (c) => c.json({ value: await getPreferenceMetadata(d.db, c.get('session').user.id) }, 200),
  );
  app.openapi(
    authed(d.auth, {
      method: 'put',
      path: '/v0/user/preference/metadata',
      summary: `Merge keys into the preference metadata (null removes a key); at most ${MAX_METADATA_KEYS} keys in all`,
      request: jsonBody(PreferenceMetadataUpdateSchema),
      responses: {
        200: json(PreferenceMetadataAnswerSchema, 'Metadata after the merge'),
        400: errors[400],
        422: { description: `More than ${MAX_METADATA_KEYS} keys after the merge`, content: errors[400].content },
      },
    }),
    async (c) => c.json({ value: await updatePreferenceMetadata(d.db, c.get('session').user.id, c.req.valid('json')) }, 200),
  );
}
