import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocationAnswerSchema } from '../../src/lib/domain/shared/autocomplete.schema';
import { emptyFlightPreferences, emptyHotelPreferences } from '../../src/lib/domain/profile/preferences';
import { MAX_METADATA_KEYS } from '../../src/lib/domain/profile/preferences.schema';
import { Client, createTestContext, DEMO_PASSWORD, signedInClient, type TestContext } from './helpers/context';
import { expectError } from './helpers/http';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const signedIn = async () => (await signedInClient(ctx)).client;
const get = async (c: Client, kind: 'hotel' | 'flight') => {
  const res = await c.request('GET', `/api/v0/user/preference/${kind}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { value: unknown }).value;
};
const put = (c: Client, kind: 'hotel' | 'flight', body: unknown) => c.request('PUT', `/api/v0/user/preference/${kind}`, body);

const airportOption = async (c: Client, code: string) => {
  const res = await c.request('POST', '/api/v0/autocomplete/location', { l: code });
  const airports = LocationAnswerSchema.parse(await res.json()).categories.find((x) => x.label === 'Airports');
  return airports!.results.find((r) => r.code === code)!;
};

describe('hotel preferences', () => {
  it('are null until saved, then answer what was saved as sorted sets; Clear saves the empty set', async () => {
    const c = await signedIn();
    expect(await get(c, 'hotel')).toBeNull();
    const res = await put(c, 'hotel', { amenities: ['Pool', 'FreeWifi', 'Pool'], starRatings: [5, 3, 5], freeCancellationOnly: true });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ Response: 'Success' });
    expect(await get(c, 'hotel')).toEqual({ amenities: ['FreeWifi', 'Pool'], starRatings: [3, 5], freeCancellationOnly: true });

    expect((await put(c, 'hotel', emptyHotelPreferences())).status).toBe(200);
    expect(await get(c, 'hotel')).toEqual(emptyHotelPreferences());
    // Saving hotel preferences leaves flight preferences unsaved.
    expect(await get(c, 'flight')).toBeNull();
    // Another user sees none of it.
    expect(await get(await signedIn(), 'hotel')).toBeNull();
  });

  it.each([
    ['an unknown amenity', { amenities: ['Spa'], starRatings: [], freeCancellationOnly: false }, 'amenities.0'],
    ['six stars', { amenities: [], starRatings: [6], freeCancellationOnly: false }, 'starRatings.0'],
    ['half a star', { amenities: [], starRatings: [3.5], freeCancellationOnly: false }, 'starRatings.0'],
    ['a missing toggle', { amenities: [], starRatings: [] }, 'freeCancellationOnly'],
    ['a string toggle', { amenities: [], starRatings: [], freeCancellationOnly: 'yes' }, 'freeCancellationOnly'],
  ])('refuses %s', async (_name, body, field) => {
    const c = await signedIn();
    const error = await expectError(await put(c, 'hotel', body), 400, 'ValidationFailed');
    expect((error.details as { fields: { path: string }[] }).fields.map((f) => f.path)).toContain(field);
    expect(await get(c, 'hotel')).toBeNull();
  });
});

describe('flight preferences', () => {
  it('save a home airport the autocomplete offered, one fare class, airlines in form order', async () => {
    const c = await signedIn();
    expect(await get(c, 'flight')).toBeNull();
    const yul = await airportOption(c, 'YUL');
    const prefs = {
      homeAirport: yul,
      fareClasses: { ...emptyFlightPreferences().fareClasses, premium: true },
      airlines: ['NoLCC', 'UA', 'AA', 'UA'],
      nonStopOnly: true,
    };
    const res = await put(c, 'flight', prefs);
    expect(await res.json()).toEqual({ Response: 'Success' });
    expect(await get(c, 'flight')).toEqual({ ...prefs, airlines: ['AA', 'UA', 'NoLCC'] });

    expect((await put(c, 'flight', emptyFlightPreferences())).status).toBe(200);
    expect(await get(c, 'flight')).toEqual(emptyFlightPreferences());
  });

  it('take a city whose main airport is known, and an airport id without a code', async () => {
    const c = await signedIn();
    const city = { id: 'city:Paris|FR', kind: 'city', code: 'CDG', label: 'Paris', sublabel: 'Île-de-France, France' };
    expect((await put(c, 'flight', { ...emptyFlightPreferences(), homeAirport: city })).status).toBe(200);
    expect(((await get(c, 'flight')) as { homeAirport: unknown }).homeAirport).toEqual(city);
    const bare = { id: 'airport:jfk', kind: 'airport', code: null, label: 'New York (JFK)', sublabel: '' };
    expect((await put(c, 'flight', { ...emptyFlightPreferences(), homeAirport: bare })).status).toBe(200);
    expect(((await get(c, 'flight')) as { homeAirport: unknown }).homeAirport).toMatchObject({ id: 'airport:JFK', code: 'JFK' });
  });

  it.each<[string, object, number, string, string]>([
    [
      'an airport code nobody flies to',
      { id: 'airport:QQQ', kind: 'airport', code: 'QQQ', label: 'x', sublabel: '' },
      422,
      'UnknownLocation',
      'homeAirport.code',
    ],
    [
      'a city without an airport',
      { id: 'city:Nowhere|ZZ', kind: 'city', code: null, label: 'x', sublabel: '' },
      422,
      'UnknownLocation',
      'homeAirport.code',
    ],
    [
      'an id and code that disagree',
      { id: 'airport:JFK', kind: 'airport', code: 'LAX', label: 'x', sublabel: '' },
      422,
      'ValidationFailed',
      'homeAirport.id',
    ],
    [
      'a huge label',
      { id: 'airport:JFK', kind: 'airport', code: 'JFK', label: 'x'.repeat(500), sublabel: '' },
      422,
      'ValidationFailed',
      'homeAirport.label',
    ],
    [
      'a made-up kind',
      { id: 'airport:JFK', kind: 'port', code: 'JFK', label: 'x', sublabel: '' },
      400,
      'ValidationFailed',
      'homeAirport.kind',
    ],
  ])('refuse %s', async (_name, homeAirport, status, code, field) => {
    const c = await signedIn();
    const error = await expectError(await put(c, 'flight', { ...emptyFlightPreferences(), homeAirport }), status, code);
    expect((error.details as { fields: { path: string }[] }).fields.map((f) => f.path)).toContain(field);
    expect(await get(c, 'flight')).toBeNull();
  });

  it.each<[string, object, number, string]>([
    [
      'two fare classes (SPEC §5: one choice)',
      { fareClasses: { ...emptyFlightPreferences().fareClasses, basic: true, luxury: true } },
      422,
      'fareClasses',
    ],
    ['an airline not on the form', { airlines: ['WN'] }, 400, 'airlines.0'],
    ['a missing fare class flag', { fareClasses: { basic: true } }, 400, 'fareClasses.standard'],
    ['stops as text', { nonStopOnly: 'true' }, 400, 'nonStopOnly'],
  ])('refuse %s', async (_name, body, status, field) => {
    const c = await signedIn();
    const error = await expectError(await put(c, 'flight', { ...emptyFlightPreferences(), ...body }), status);
    expect((error.details as { fields: { path: string }[] }).fields.map((f) => f.path)).toContain(field);
  });

  it("the demo account's seeded home airport is the option autocomplete offers", async () => {
    const ava = await new Client(ctx.app).init();
    expect((await ava.signIn('ava.consumer@example.com', DEMO_PASSWORD)).status).toBe(200);
    const saved = (await get(ava, 'flight')) as { homeAirport: unknown };
    expect(saved.homeAirport).toEqual(await airportOption(ava, 'YYZ'));
    for (const [email, code] of [
      ['ben.business@example.com', 'JFK'],
      ['cora.admin@example.com', 'ORD'],
    ] as const) {
      const c = await new Client(ctx.app).init();
      expect((await c.signIn(email, DEMO_PASSWORD)).status).toBe(200);
      expect(((await get(c, 'flight')) as { homeAirport: unknown }).homeAirport).toEqual(await airportOption(c, code));
    }
  });
});

describe('preference metadata', () => {
  const getMeta = async (c: Client) => {
    const res = await c.request('POST', '/api/v0/user/preference/metadata', {});
    expect(res.status).toBe(200);
    return ((await res.json()) as { value: Record<string, unknown> }).value;
  };
  const putMeta = (c: Client, body: unknown) => c.request('PUT', '/api/v0/user/preference/metadata', body);

  it('merges keys, removes keys set to null, and keeps other users apart', async () => {
    const c = await signedIn();
    expect(await getMeta(c)).toEqual({});
    expect(await (await putMeta(c, { seenHint: true, theme: 'dark', visits: 3 })).json()).toEqual({
      value: { seenHint: true, theme: 'dark', visits: 3 },
    });
    // Raw JSON, so __proto__ arrives as a key: it is not stored, and nothing else changes shape.
    expect(await (await putMeta(c, '{"theme":null,"visits":4,"__proto__":{"polluted":true}}')).json()).toEqual({
      value: { seenHint: true, visits: 4 },
    });
    expect(await getMeta(c)).toEqual({ seenHint: true, visits: 4 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await getMeta(await signedIn())).toEqual({});
    // Metadata and preferences share a row without overwriting each other.
    expect((await put(c, 'hotel', emptyHotelPreferences())).status).toBe(200);
    expect(await getMeta(c)).toEqual({ seenHint: true, visits: 4 });
  });

  it(`keeps at most ${MAX_METADATA_KEYS} keys`, async () => {
    const c = await signedIn();
    const full = Object.fromEntries(Array.from({ length: MAX_METADATA_KEYS }, (_, i) => [`k${i}`, i]));
    expect((await putMeta(c, full)).status).toBe(200);
    const error = await expectError(await putMeta(c, { one: 'more' }), 422, 'ValidationFailed');
    expect(error.message).toContain(String(MAX_METADATA_KEYS));
    expect(Object.keys(await getMeta(c))).toHaveLength(MAX_METADATA_KEYS);
    // Replacing a key, or removing one to make room, still works.
    expect((await putMeta(c, { k0: 'changed', k1: null, one: 'more' })).status).toBe(200);
    expect(await getMeta(c)).toMatchObject({ k0: 'changed', one: 'more' });
  });

  it.each([
    ['an object value', { a: { nested: true } }],
    ['an array body', [1, 2]],
    ['an empty key', { '': 1 }],
    ['a long value', { a: 'x'.repeat(201) }],
    ['too many keys at once', Object.fromEntries(Array.from({ length: MAX_METADATA_KEYS + 1 }, (_, i) => [`k${i}`, i]))],
  ])('refuses %s', async (_name, body) => {
    const c = await signedIn();
    await expectError(await putMeta(c, body), 400, 'ValidationFailed');
    expect(await getMeta(c)).toEqual({});
  });
});
