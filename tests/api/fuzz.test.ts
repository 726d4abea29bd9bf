import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '../../src/lib/domain/shared/errors.schema';
import { carsShaped } from './helpers/fuzz-cars';
import { experiencesShaped } from './helpers/fuzz-experiences';
import { profileShaped } from './helpers/fuzz-profile';
import { wishlistsShaped } from './helpers/fuzz-wishlists';
import { paymentsShaped } from './helpers/fuzz-payments';
import { watchesShaped } from './helpers/fuzz-watches';
import { Client, createTestContext, createUser, type TestContext } from './helpers/context';
import { suiteClock } from './helpers/clock';

/**
 * Whatever arrives, the API answers below 500 and every failure has the one
 * error shape. Bodies mix pure noise with envelopes that pass the outer
 * schema, so the random content reaches the database too.
 */
const RUNS = Number(process.env.FUZZ_RUNS) || 150;
// One fixed seed in CI: the "reaches" checks below need the generators to land on rarer answers
// (422 for an unknown stay), which 150 random runs missed now and then. FUZZ_SEED=<n> explores others.
// (The seed moved when NUL-bearing ids began to answer 400 at the text guard: the old seed's
// unknown stays were those ids; 20261126, 20261127 and 20261128 each reach every answer.)
const SEED = Number(process.env.FUZZ_SEED) || 20261126;

let ctx: TestContext;
let signedIn: Client;
let anonymous: Client;
beforeAll(async () => {
  ctx = await createTestContext();
  const { email, password } = await createUser(ctx);
  signedIn = await new Client(ctx.app).init();
  expect((await signedIn.signIn(email, password)).status).toBe(200);
  anonymous = await new Client(ctx.app).init();
});
afterAll(() => ctx.close());

const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme' }),
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', 'x\udc00y', '\\u0000', '𝄞', '\u202e', "'; drop table users; --"),
);
const stringify = (v: unknown) => JSON.stringify(v) ?? 'null';

const noise = fc.oneof(
  fc.anything().map(stringify),
  fc.json(),
  fc.jsonValue({ maxDepth: 3 }).map(stringify),
  fc.object().map(stringify),
  fc
    .object({
      withNullPrototype: true,
      withObjectString: true,
      key: fc.oneof(fc.string(), fc.constantFrom('__proto__', 'constructor', 'prototype')),
    })
    .map(stringify),
  anyText,
  fc.constant(''),
);

const startSessionShaped = fc
  .record(
    {
      email: fc.oneof(fc.emailAddress(), anyText, fc.anything()),
      password: fc.oneof(anyText, fc.anything(), fc.string({ minLength: 190, maxLength: 260 })),
    },
    { requiredKeys: [] },
  )
  .map(stringify);

const propertyValue = fc.oneof(anyText, fc.double(), fc.integer(), fc.boolean(), fc.constant(null), fc.anything());
const trackingShaped = fc
  .record(
    {
      eventName: fc.oneof(fc.stringMatching(/^[A-Za-z0-9_ .:-]{1,100}$/), anyText),
      properties: fc.oneof(fc.dictionary(fc.oneof(fc.string(), anyText), propertyValue, { maxKeys: 8 }), fc.anything()),
      context: fc.oneof(
        fc.record(
          {
            isAgent: fc.oneof(fc.boolean(), fc.anything()),
            userSource: fc.oneof(anyText, fc.constant(null)),
            userMedium: anyText,
            url: anyText,
          },
          { requiredKeys: [] },
        ),
        fc.anything(),
      ),
    },
    { requiredKeys: [] },
  )
  .map(stringify);

const engagementShaped = fc
  .record(
    {
      event: fc.oneof(fc.string({ minLength: 1 }), anyText, fc.anything()),
      url: fc.oneof(fc.webUrl(), anyText, fc.anything()),
      browserSessionId: fc.oneof(fc.uuid(), anyText, fc.anything()),
    },
    { requiredKeys: [] },
  )
  .map(stringify);

// Search bodies: mostly well-formed, with codes, dates and counts from valid to absurd, so the
// simulator itself runs on odd input (unknown airports, past dates, 0 adults, 40 infants).
const airportCode = fc.oneof(
  fc.constantFrom('JFK', 'LAX', 'YUL', 'CDG', 'ORD', 'jfk', 'SYD', 'XXX', 'QQQ'),
  fc.string({ maxLength: 4 }),
  fc.anything(),
);
const isoDate = fc.oneof(
  fc.integer({ min: -30, max: 400 }).map((d) => new Date(suiteClock().getTime() + d * 86_400_000).toISOString().slice(0, 10)),
  fc.constantFrom('2026-02-30', '1999-01-01', '9999-12-31', 'tomorrow', ''),
  fc.anything(),
);
const count = fc.oneof(fc.integer({ min: -2, max: 12 }), fc.constantFrom(1.5, 1e9, '2', null), fc.anything());
const flightSearchShaped = fc
  .record(
    {
      tripType: fc.oneof(fc.constantFrom('oneWay', 'roundTrip', 'multiCity'), anyText),
      slices: fc.oneof(
        fc.array(fc.record({ origin: airportCode, destination: airportCode, departureDate: isoDate }, { requiredKeys: [] }), {
          maxLength: 7,
        }),
        fc.anything(),
      ),
      passengers: fc.oneof(fc.record({ ADT: count, CNN: count, INF: count, INS: count }, { requiredKeys: [] }), fc.anything()),
      fareClass: fc.oneof(fc.constantFrom('basic', 'luxury', 'first'), fc.anything()),
      sort: fc.oneof(fc.constantFrom('price', 'fareScore', 'stops', 'cheapest'), fc.anything()),
      filters: fc.oneof(
        fc.record(
          {
            stops: fc.oneof(fc.constantFrom('NONE', 'ONE_OR_LESS', 'DEFAULT', 'nonstop'), fc.anything()),
            airlines: fc.oneof(fc.array(fc.constantFrom('AA', 'DL', 'NK', 'x')), fc.anything()),
            noLowCostCarriers: fc.oneof(fc.boolean(), fc.anything()),
            departureWindow: fc.oneof(fc.tuple(fc.integer({ min: -10, max: 1500 }), fc.integer({ min: -10, max: 1500 })), fc.anything()),
            maxDurationMinutes: count,
            priceRange: fc.oneof(fc.tuple(fc.nat(), fc.nat()), fc.anything()),
          },
          { requiredKeys: [] },
        ),
        fc.anything(),
      ),
      page: fc.oneof(fc.record({ offset: count, limit: count }, { requiredKeys: [] }), fc.anything()),
    },
    { requiredKeys: [] },
  )
  .map(stringify);
const calendarShaped = fc
  .record({ origin: airportCode, destination: airportCode, from: isoDate, days: count }, { requiredKeys: [] })
  .map(stringify);
const predictionShaped = fc
  .record({ origin: airportCode, destination: airportCode, departureDate: isoDate, returnDate: isoDate }, { requiredKeys: [] })
  .map(stringify);
const lodgingShaped = fc
  .record(
    {
      location: fc.oneof(
        fc.record({
          kind: fc.constantFrom('Market'),
          id: fc.oneof(fc.constantFrom('city:Paris|FR', 'city:Toronto|CA', 'city:|'), anyText),
        }),
        fc.record({ kind: fc.constantFrom('Place'), code: airportCode }),
        fc.record({
          kind: fc.constantFrom('Location'),
          lat: fc.oneof(fc.double(), count),
          lon: fc.oneof(fc.double(), count),
          radiusKm: count,
        }),
        fc.record({ kind: fc.constantFrom('LodgingIds'), ids: fc.oneof(fc.array(fc.constantFrom('h1-0', 'v2-1', 'x')), fc.anything()) }),
        fc.anything(),
      ),
      checkIn: isoDate,
      checkOut: isoDate,
      guests: fc.oneof(fc.record({ adults: count, children: count, pets: count }, { requiredKeys: [] }), fc.anything()),
      kinds: fc.oneof(fc.array(fc.constantFrom('hotel', 'vacation_rental', 'boat')), fc.anything()),
      sort: fc.oneof(fc.constantFrom('Price', 'UserRating', 'Nearest'), fc.anything()),
      filters: fc.oneof(
        fc.record({ starRatings: fc.array(count), freeCancellationOnly: fc.anything() }, { requiredKeys: [] }),
        fc.anything(),
      ),
      page: fc.oneof(fc.record({ offset: count, limit: count }, { requiredKeys: [] }), fc.anything()),
    },
    { requiredKeys: [] },
  )
  .map(stringify);
const packageShaped = fc
  .record(
    {
      origin: airportCode,
      destination: airportCode,
      departureDate: isoDate,
      returnDate: isoDate,
      travelers: fc.oneof(fc.record({ adults: count, children: count }, { requiredKeys: [] }), fc.anything()),
      sort: fc.oneof(fc.constantFrom('Price', 'StarRating', 'Cheapest'), fc.anything()),
    },
    { requiredKeys: [] },
  )
  .map(stringify);
const locationShaped = fc
  .record({ l: fc.oneof(anyText, fc.constantFrom('par', 'YUL', 'new y', 'é', '%', '.*'), fc.anything()) }, { requiredKeys: [] })
  .map(stringify);

const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      undefined,
      '',
      'application/json; charset=utf-8',
      'APPLICATION/JSON',
      'application/vnd.api+json',
      'application/json-patch+json',
      'text/plain',
      'text/html',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=xyz',
      'application/octet-stream',
      'application/jsonx',
    ),
  },
  { weight: 1, arbitrary: fc.string() },
);

async function send(client: Client, method: string, url: string, body: string, type: string | undefined) {
  const headers: Record<string, string> = { cookie: `csrf_token=${client.csrf}`, 'x-csrf-token': client.csrf };
  if (client.token) headers.authorization = `Bearer ${client.token}`;
  if (type !== undefined) headers['content-type'] = type;
  return ctx.app.request(url, { method, headers, body });
}

async function assertWellBehaved(res: Response, what: string) {
  const text = await res.text();
  if (res.status >= 500) throw new Error(`${what} → ${res.status} ${text}`);
  if (res.status >= 200 && res.status < 300) return res.status;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`${what} → ${res.status} answered non-JSON: ${text.slice(0, 200)}`);
  }
  if (!ApiErrorSchema.safeParse(parsed).success) throw new Error(`${what} → ${res.status} without the error shape: ${text.slice(0, 200)}`);
  return res.status;
}

const profile = profileShaped(anyText);
const wishlists = wishlistsShaped(anyText);
const payments = paymentsShaped(anyText);
const watches = watchesShaped(anyText);
const endpoints: { method?: string; url: string; client: () => Client; shaped: fc.Arbitrary<string>; reaches: number[] }[] = [
  { url: '/api/v0/auth/startSession', client: () => anonymous, shaped: startSessionShaped, reaches: [400] },
  { url: '/api/v0/tracking/event', client: () => signedIn, shaped: trackingShaped, reaches: [400, 200] },
  { url: '/api/v0/engagement/event', client: () => signedIn, shaped: engagementShaped, reaches: [400, 200] },
  { url: '/api/v0/flights/search', client: () => signedIn, shaped: flightSearchShaped, reaches: [400] },
  { url: '/api/v0/flights/calendar', client: () => signedIn, shaped: calendarShaped, reaches: [400] },
  { url: '/api/v0/flights/prediction', client: () => signedIn, shaped: predictionShaped, reaches: [400] },
  { url: '/api/v0/hotels/availability', client: () => signedIn, shaped: lodgingShaped, reaches: [400] },
  { url: '/api/v0/packages/search', client: () => signedIn, shaped: packageShaped, reaches: [400] },
  { url: '/api/v0/cars/availability', client: () => signedIn, shaped: carsShaped(anyText), reaches: [400, 422] },
  { url: '/api/v0/experiences/availability', client: () => signedIn, shaped: experiencesShaped(anyText), reaches: [400, 422] },
  { url: '/api/v0/autocomplete/location', client: () => signedIn, shaped: locationShaped, reaches: [400, 200] },
  // The fuzzing user is a consumer: default and private travelers answer 403 to it.
  { method: 'PUT', url: '/api/v0/flight/passengers/update', client: () => signedIn, shaped: profile.traveler, reaches: [400, 200] },
  { url: '/api/v0/passengers/delete', client: () => signedIn, shaped: profile.personId, reaches: [400, 404] },
  { method: 'PUT', url: '/api/v0/passengers/hide', client: () => signedIn, shaped: profile.travelerId, reaches: [400, 403] },
  { method: 'PUT', url: '/api/v0/passengers/assign_default', client: () => signedIn, shaped: profile.assignDefault, reaches: [400, 403] },
  { method: 'PUT', url: '/api/v0/user/preference/hotel', client: () => signedIn, shaped: profile.hotel, reaches: [400, 200] },
  { method: 'PUT', url: '/api/v0/user/preference/flight', client: () => signedIn, shaped: profile.flight, reaches: [400, 200, 422] },
  { method: 'PUT', url: '/api/v0/user/preference/metadata', client: () => signedIn, shaped: profile.metadata, reaches: [400, 200] },
  // Wishlists: the fuzzing user has none but those the fuzzing creates, so ids answer 404; unknown stays 422.
  // get-all and get-all-by-user take no body and are left out.
  { url: '/api/v0/travel/wishlists/wishlist/create', client: () => signedIn, shaped: wishlists.create, reaches: [400, 200] },
  { url: '/api/v0/travel/wishlists/wishlist/get', client: () => signedIn, shaped: wishlists.wishlistId, reaches: [400, 404] },
  { url: '/api/v0/travel/wishlists/wishlist/delete', client: () => signedIn, shaped: wishlists.wishlistId, reaches: [400, 404] },
  { method: 'PUT', url: '/api/v0/travel/wishlists/wishlist/update', client: () => signedIn, shaped: wishlists.update, reaches: [400, 404] },
  { url: '/api/v0/travel/wishlists/wishlist-item/create', client: () => signedIn, shaped: wishlists.item, reaches: [400, 404, 422] },
  { url: '/api/v0/travel/wishlists/wishlist-item/delete-all', client: () => signedIn, shaped: wishlists.productId, reaches: [400, 200] },
  // The fuzzing user has no rewards accounts and the test vault no cards: verify answers 200 GenericError
  // (then ExcessiveUserActivity once the rate limit is reached), card numbers 400.
  { url: '/api/v0/paymentMethods/verify', client: () => signedIn, shaped: payments.verify, reaches: [400, 200] },
  { url: '/api/v0/paymentMethods/delete', client: () => signedIn, shaped: payments.paymentId, reaches: [400, 404] },
  // Watched trips: valid trips are watched (201, or 422 TooManyWatches past 50), the search checks answer 422; the id is no one's.
  { url: '/api/v0/flights/watches', client: () => signedIn, shaped: watches.create, reaches: [400, 422, 201] },
  {
    method: 'PATCH',
    url: '/api/v0/flights/watches/00000000-0000-4000-8000-000000000000',
    client: () => signedIn,
    shaped: watches.update,
    reaches: [400, 404],
  },
  { method: 'PUT', url: '/api/v0/flights/watches/settings', client: () => signedIn, shaped: watches.settings, reaches: [400, 200] },
];

describe('fuzzed request bodies', () => {
  for (const e of endpoints) {
    it(`${e.method ?? 'POST'} ${e.url} never answers 5xx and always answers the error shape`, async () => {
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(fc.oneof(noise, e.shaped, e.shaped), contentType, async (body, type) => {
          const status = await assertWellBehaved(
            await send(e.client(), e.method ?? 'POST', e.url, body, type),
            `${type} ${JSON.stringify(body).slice(0, 300)}`,
          );
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }),
        { numRuns: RUNS, seed: SEED },
      );
      // The generators reach past the front door: validation failures and more than one outcome.
      for (const status of e.reaches) expect(statuses.get(status) ?? 0, `answers ${status}`).toBeGreaterThan(0);
      expect(statuses.size).toBeGreaterThan(1);
    });
  }

  it('the signed-in session survives the fuzzing (no random body ended or broke it)', async () => {
    expect((await signedIn.request('GET', '/api/v0/userInfo')).status).toBe(200);
  });
});
