import {
  ALERTS_LISTED,
  MAX_ALERTS_PER_DAY,
  MAX_WATCHES,
  FlightWatchSchema,
  WatchAlertListAnswerSchema,
  WatchAlertSettingsSchema,
  WatchCreateBodySchema,
  WatchDeleteAnswerSchema,
  WatchIdParamSchema,
  WatchListAnswerSchema,
  WatchUpdateBodySchema,
} from '../../lib/domain/flights/watches.schema';
import type { Api, Deps } from '../deps';
import { createWatch, deleteWatch, listAlerts, listWatches, saveSettings, updateWatch } from '../services/flight-watches';
import { authed, errors, json, jsonBody } from './define';

/** "Watch this trip" (SPEC §3 flight watch): the user's watched flight trips, their alert budget and alerts. */
const BASE = '/v0/flights/watches';
const notFound = {
  description: "NotFound: no watched trip of that id is the caller's (another user's answers the same)",
  content: errors[400].content,
};
const prices = 'Prices are the trip’s lowest price for one adult, in minor units (USD cents); instants are UTC ISO strings.';

export function registerWatches(app: Api, d: Deps) {
  app.openapi(
    authed(d.auth, {
      method: 'get',
      path: BASE,
      summary: 'Your watched trips, newest first, and your alert settings',
      description: prices,
      responses: { 200: json(WatchListAnswerSchema, 'Watched trips and settings') },
    }),
    async (c) => c.json(await listWatches(d.db, c.get('session').user.id), 200),
  );

  app.openapi(
    authed(d.auth, {
      method: 'post',
      path: BASE,
      summary: 'Watch a trip: checked like a search, priced now',
      description:
        `${prices} Watching a trip you already watch answers 200 with that watch, unchanged (change its target with PATCH). ` +
        `At most ${MAX_WATCHES} watched trips (422 TooManyWatches); a trip with nothing for sale answers 422 NoFlightsFound.`,
      request: jsonBody(WatchCreateBodySchema),
      responses: {
        200: json(FlightWatchSchema, 'The trip was already watched: that watch'),
        201: json(FlightWatchSchema, 'The new watch'),
        400: errors[400],
        422: {
          description:
            'TooManyWatches, NoFlightsFound, or the search checks: NoAdultPassenger, TooManyPassengers, TooManyLapInfants, UnknownLocation, InvalidDates, ValidationFailed',
          content: errors[400].content,
        },
      },
    }),
    async (c) => {
      const { watch, created } = await createWatch(d.db, c.get('session').user.id, c.req.valid('json'), d.now());
      return created ? c.json(watch, 201) : c.json(watch, 200);
    },
  );

  app.openapi(
    authed(d.auth, {
      method: 'put',
      path: `${BASE}/settings`,
      summary: 'Save your alert budget: the switch that stops every alert, and the drop worth a message',
      description: `Whatever the settings, at most ${MAX_ALERTS_PER_DAY} alert per day (America/Toronto). minDrop is in minor units.`,
      request: jsonBody(WatchAlertSettingsSchema),
      responses: { 200: json(WatchAlertSettingsSchema, 'Saved'), 400: errors[400] },
    }),
    async (c) => c.json(await saveSettings(d.db, c.get('session').user.id, c.req.valid('json')), 200),
  );

  app.openapi(
    authed(d.auth, {
      method: 'get',
      path: `${BASE}/alerts`,
      summary: `Your last ${ALERTS_LISTED} price alerts, newest first`,
      responses: { 200: json(WatchAlertListAnswerSchema, 'Alerts') },
    }),
    async (c) => c.json({ alerts: await listAlerts(d.db, c.get('session').user.id) }, 200),
  );

  app.openapi(
    authed(d.auth, {
      method: 'patch',
      path: `${BASE}/{id}`,
      summary: 'Set (or clear with null) the target price of one of your watched trips',
      request: { params: WatchIdParamSchema, ...jsonBody(WatchUpdateBodySchema) },
      responses: { 200: json(FlightWatchSchema, 'The watch'), 400: errors[400], 404: notFound },
    }),
    async (c) => c.json(await updateWatch(d.db, c.get('session').user.id, c.req.valid('param').id, c.req.valid('json')), 200),
  );

  app.openapi(
    authed(d.auth, {
      method: 'delete',
      path: `${BASE}/{id}`,
      summary: 'Stop watching a trip (its alerts go with it)',
      request: { params: WatchIdParamSchema },
      responses: { 200: json(WatchDeleteAnswerSchema, 'Stopped'), 400: errors[400], 404: notFound },
    }),
    async (c) => {
      await deleteWatch(d.db, c.get('session').user.id, c.req.valid('param').id);
      return c.json({ Response: 'Success' as const }, 200);
    },
  );
}
