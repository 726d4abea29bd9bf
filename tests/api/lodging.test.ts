import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LodgingDetailsResponseSchema,
  LodgingSearchResponseSchema,
  type LodgingSearchInput,
} from '../../src/lib/domain/lodging/lodging.schema';
import { Client, createTestContext, signedInClient, type TestContext } from './helpers/context';
import { inDays } from './helpers/dates';
import { expectError } from './helpers/http';

let ctx: TestContext;
let client: Client;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ client } = await signedInClient(ctx));
});
afterAll(() => ctx.close());

const paris = (over: Partial<LodgingSearchInput> = {}): LodgingSearchInput => ({
  location: { kind: 'Market', id: 'city:Paris|FR' },
  checkIn: inDays(40),
  checkOut: inDays(43),
  guests: { adults: 2 },
  ...over,
});
const search = async (body: unknown) => client.request('POST', '/api/v0/hotels/availability', body);
const ok = async (body: unknown) => {
  const res = await search(body);
  expect(res.status).toBe(200);
  return LodgingSearchResponseSchema.parse(await res.json());
};

describe('POST /api/v0/hotels/availability', () => {
  it('answers the first 10 hotels of a large city, most recommended first, with map bounds', async () => {
    const answer = await ok(paris());
    expect(answer.lodgings).toHaveLength(10);
    expect(answer.total).toBeGreaterThan(10);
    expect(answer.nights).toBe(3);
    expect(answer.lodgings.every((l) => l.kind === 'hotel' && l.city === 'Paris')).toBe(true);
    const [south, west, north, east] = answer.bounds!;
    for (const l of answer.lodgings) {
      expect(l.lat).toBeGreaterThanOrEqual(south);
      expect(l.lat).toBeLessThanOrEqual(north);
      expect(l.lon).toBeGreaterThanOrEqual(west);
      expect(l.lon).toBeLessThanOrEqual(east);
      expect(l.images[0]?.url).toMatch(/^\/api\/v0\/lodging\/images\//);
    }
  });

  it('a map area (filters.bounds) answers only the stays inside it: the western half of Paris has fewer', async () => {
    const all = await ok(paris());
    const [south, west, north, east] = all.bounds!;
    const half: [number, number, number, number] = [south, west, north, (west + east) / 2];
    const area = await ok(paris({ filters: { bounds: half } }));
    expect(area.total).toBeGreaterThan(0);
    expect(area.total).toBeLessThan(all.total);
    for (const l of area.lodgings) {
      expect(l.lat).toBeGreaterThanOrEqual(half[0]);
      expect(l.lat).toBeLessThanOrEqual(half[2]);
      expect(l.lon).toBeGreaterThanOrEqual(half[1]);
      expect(l.lon).toBeLessThanOrEqual(half[3]);
    }
  });

  it.each([
    ['Price', (a: number[]) => [...a].sort((x, y) => x - y)],
    ['UserRating', (a: number[]) => [...a].sort((x, y) => y - x)],
    ['DistanceAscending', (a: number[]) => [...a].sort((x, y) => x - y)],
  ] as const)('sorts by %s', async (sort, expected) => {
    const answer = await ok(paris({ sort, page: { limit: 50 } }));
    const values = answer.lodgings.map((l) =>
      sort === 'Price'
        ? l.availability.kind === 'Available'
          ? l.availability.lowestPerNight
          : Infinity
        : sort === 'UserRating'
          ? l.userRating
          : l.distanceKm,
    );
    expect(values).toEqual(expected(values));
  });

  it('filters premium stays, stars, amenities and free cancellation', async () => {
    const premium = await ok(paris({ filters: { collections: ['Premier', 'Lifestyle'] }, page: { limit: 100 } }));
    expect(premium.lodgings.every((l) => l.collection !== 'NoCollection')).toBe(true);
    const fiveStars = await ok(
      paris({ filters: { starRatings: [5], amenities: ['FreeWifi'], freeCancellationOnly: true }, page: { limit: 100 } }),
    );
    for (const l of fiveStars.lodgings) {
      expect(l.starRating).toBe('Five');
      expect(l.amenities).toContain('FreeWifi');
      expect(l.availability).toMatchObject({ kind: 'Available', freeCancellation: true });
    }
  });

  it('finds stays around an airport and says why a vacation rental cannot take the stay', async () => {
    const around = await ok({ ...paris(), location: { kind: 'Place', code: 'yyz' } });
    expect(around.total).toBeGreaterThan(0);
    const rentals = await ok(
      paris({ kinds: ['vacation_rental'], checkOut: inDays(41), guests: { adults: 2, pets: 1 }, page: { limit: 100 } }),
    );
    const reasons = new Set(rentals.lodgings.flatMap((l) => (l.availability.kind === 'Unavailable' ? l.availability.reasons : [])));
    expect(reasons).toContain('PetPolicy');
    expect(reasons).toContain('MinStay');
    // Unavailable rentals come after the available ones.
    const kinds = rentals.lodgings.map((l) => l.availability.kind);
    expect(kinds).toEqual([...kinds].sort());
  });

  it.each([
    [{ location: { kind: 'Market', id: 'city:Atlantis|XX' } }, 'UnknownLocation', 'location.id'],
    [{ checkIn: inDays(-1) }, 'InvalidDates', 'checkIn'],
    [{ checkOut: inDays(40) }, 'InvalidDates', 'checkOut'],
    [{ checkOut: inDays(80) }, 'InvalidDates', 'checkOut'],
  ])('refuses %j with %s by the field', async (over, code, field) => {
    const error = await expectError(await search({ ...paris(), ...over }), 422, code);
    expect((error.details as { fields: { path: string }[] }).fields[0]?.path).toBe(field);
  });
});

describe('POST /api/v0/autocomplete/lodging', () => {
  it('answers markets with stays first, then airports to stay near', async () => {
    const res = await client.request('POST', '/api/v0/autocomplete/lodging', { l: 'tor' });
    expect(res.status).toBe(200);
    const { categories } = (await res.json()) as { categories: { label: string; results: { id: string; label: string }[] }[] };
    expect(categories.map((c) => c.label)).toEqual(['HotelMarkets', 'Places']);
    expect(categories[0]?.results[0]?.id).toBe('city:Toronto|CA');
    // The market id is what an availability search takes.
    const answer = await ok(paris({ location: { kind: 'Market', id: categories[0]!.results[0]!.id } }));
    expect(answer.lodgings[0]?.city).toBe('Toronto');
  });
});

describe('POST /api/v0/lodging/details and images', () => {
  it('answers rooms whose products include a refundable variant priced as base plus premium', async () => {
    const { lodgings } = await ok(paris({ page: { limit: 30 } }));
    let found = false;
    for (const l of lodgings) {
      const res = await client.request('POST', '/api/v0/lodging/details', {
        id: l.id,
        checkIn: inDays(40),
        checkOut: inDays(43),
        guests: { adults: 2 },
      });
      expect(res.status).toBe(200);
      const details = LodgingDetailsResponseSchema.parse(await res.json());
      for (const room of details.rooms) {
        const i = room.products.findIndex((p) => p.variant === 'RefundableRoom');
        if (i < 1) continue;
        const [base, variant] = [room.products[i - 1]!, room.products[i]!];
        expect(variant.tripTotal).toBe(base.tripTotal + variant.refundable!.premium);
        expect(variant.refundable!.perNightPremium).toBe(Math.ceil(variant.refundable!.premium / 3));
        expect(room.products.filter((p) => p.variant === 'RefundableRoom')).toHaveLength(1);
        found = true;
      }
      if (found) break;
    }
    expect(found).toBe(true);
  });

  it('answers 404 for an unknown property', async () => {
    await expectError(
      await client.request('POST', '/api/v0/lodging/details', {
        id: 'h1-999',
        checkIn: inDays(40),
        checkOut: inDays(41),
        guests: { adults: 1 },
      }),
      404,
      'NotFound',
    );
  });

  it('draws property pictures without a session', async () => {
    const anonymous = await new Client(ctx.app).init();
    const res = await anonymous.request('GET', '/api/v0/lodging/images/h1-0-0.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await res.text()).toMatch(/^<svg /);
  });
});

describe('facets and the guest-rating filter', () => {
  it('counts each filter value with the other filters applied, and filters on a minimum guest rating', async () => {
    const all = await ok(paris({ page: { offset: 0, limit: 100 } }));
    const premium = await ok(
      paris({ filters: { freeCancellationOnly: false, collections: ['Premier', 'Lifestyle'] }, page: { offset: 0, limit: 100 } }),
    );
    // Free cancellation counts only the premium properties once the collection filter is on…
    const premiumFree = premium.lodgings.filter((l) => l.availability.kind === 'Available' && l.availability.freeCancellation).length;
    expect(premium.facets.freeCancellation).toBe(premiumFree);
    // …while the collections facet ignores its own filter, so every collection keeps its count.
    expect(premium.facets.collections).toEqual(all.facets.collections);
    const stars = Object.values(all.facets.stars).reduce((n, c) => n + c, 0);
    expect(stars).toBe(all.total);

    const rated = await ok(paris({ filters: { freeCancellationOnly: false, minUserRating: 8.5 }, page: { offset: 0, limit: 100 } }));
    expect(rated.total).toBeGreaterThan(0);
    expect(rated.total).toBeLessThan(all.total);
    expect(rated.lodgings.every((l) => l.userRating >= 8.5)).toBe(true);
  });
});
