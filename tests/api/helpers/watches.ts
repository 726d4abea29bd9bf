import { expect } from 'vitest';
import {
  FlightWatchSchema,
  WatchAlertListAnswerSchema,
  WatchAlertSettingsSchema,
  WatchListAnswerSchema,
  type FlightWatch,
  type WatchTrip,
} from '../../../src/lib/domain/flights/watches.schema';
import { type Client, signedInClient, type TestContext } from './context';
import { inDays } from './dates';

export const W = '/api/v0/flights/watches';

let tripNo = 0;
/** A round trip of its own for each call (a different departure day), so no test shares a watch or a price. */
export function freshTrip(): WatchTrip {
  const n = tripNo++;
  return {
    tripType: 'roundTrip',
    slices: [
      { origin: 'JFK', destination: 'LAX', departureDate: inDays(40 + n) },
      { origin: 'LAX', destination: 'JFK', departureDate: inDays(47 + n) },
    ],
    passengers: { ADT: 1, CNN: 0, INF: 0, INS: 0 },
  };
}

export async function json(res: Response, status = 200): Promise<unknown> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text);
}

/** The watch API as a test calls it, each answer checked against its schema (the context is made in beforeAll). */
export function watchApi(ctx: () => TestContext) {
  return {
    user: async () => (await signedInClient(ctx())).client,
    watch: async (c: Client, trip: WatchTrip, extra: object = {}, status = 201): Promise<FlightWatch> =>
      FlightWatchSchema.parse(await json(await c.request('POST', W, { ...trip, ...extra }), status)),
    list: async (c: Client) => WatchListAnswerSchema.parse(await json(await c.request('GET', W))),
    alerts: async (c: Client) => WatchAlertListAnswerSchema.parse(await json(await c.request('GET', `${W}/alerts`))).alerts,
    patch: async (c: Client, id: string, body: object) => FlightWatchSchema.parse(await json(await c.request('PATCH', `${W}/${id}`, body))),
    settings: async (c: Client, body: object) => WatchAlertSettingsSchema.parse(await json(await c.request('PUT', `${W}/settings`, body))),
  };
}
