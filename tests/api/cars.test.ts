import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CarDetailsResponseSchema,
  CarSearchResponseSchema,
  type CarOffer,
  type CarSearchInput,
  type CarSearchResponse,
} from '../../src/lib/domain/cars/cars.schema';
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

const lax = (over: Partial<CarSearchInput> = {}): CarSearchInput => ({
  pickup: { kind: 'airport', code: 'LAX' },
  pickupDateTime: `${inDays(30)}T10:00`,
  dropoffDateTime: `${inDays(33)}T10:00`,
  ...over,
});
const search = async (body: unknown) => client.request('POST', '/api/v0/cars/availability', body);
const ok = async (body: unknown): Promise<CarSearchResponse> => {
  const res = await search(body);
  expect(res.status).toBe(200);
  return CarSearchResponseSchema.parse(await res.json());
};
const sumOfParts = (o: CarOffer) => o.price.base + o.price.taxesAndFees + (o.price.oneWayFee ?? 0) + (o.price.youngDriverFee ?? 0);
const car = (o: CarOffer) => `${o.supplier.code}|${o.vehicle.name}|${o.vehicle.carClass}`;

describe('POST /api/v0/cars/availability', () => {
  it('answers the first 10 offers of a 3-day rental at LAX, each total the sum of its parts', async () => {
    const answer = await ok({ ...lax(), pickup: { kind: 'airport', code: 'lax' } });
    expect(answer.offers).toHaveLength(10);
    expect(answer.total).toBeGreaterThan(10);
    expect(answer.rentalDays).toBe(3);
    for (const o of answer.offers) {
      expect(o.price.total).toBe(sumOfParts(o));
      expect(o.price.base).toBe(o.price.perDay * 3);
      expect(o.price.oneWayFee).toBeNull();
      expect(o.price.youngDriverFee).toBeNull();
      expect(o.pickup).toMatchObject({ airportCode: 'LAX', localDateTime: expect.stringMatching(/^.{10}T10:00:00-0[78]:00$/) });
      expect(o.dropoff.airportCode).toBe('LAX');
      expect(o.vehicle.name).toMatch(/ or similar$|^Mystery|^Supplier's choice/);
      expect(o.extras.length).toBeGreaterThan(0);
    }
    const suppliers = answer.facets.suppliers.map((s) => s.name);
    expect(suppliers).toEqual(expect.arrayContaining(['Hertz', 'Avis', 'Enterprise']));
    expect(answer.facets.carClasses.reduce((n, c) => n + c.count, 0)).toBe(answer.total);
  });

  it('adds a one-way fee when the car goes back to another airport', async () => {
    const same = await ok(lax({ sort: 'price', page: { limit: 100 } }));
    const oneWay = await ok(lax({ dropoff: { mode: 'different_drop_off', code: 'sfo' }, sort: 'price', page: { limit: 100 } }));
    expect(oneWay.total).toBeGreaterThan(0);
    const base = new Map(same.offers.map((o) => [car(o), o]));
    for (const o of oneWay.offers) {
      expect(o.price.oneWayFee).toBeGreaterThan(0);
      expect(o.dropoff.airportCode).toBe('SFO');
      expect(o.price.total).toBe(sumOfParts(o));
      const back = base.get(car(o));
      if (back) expect(o.price.total).toBeGreaterThan(back.price.total);
    }
  });

  it('charges a 22-year-old driver a young driver fee, and rents no luxury car to them', async () => {
    const adult = await ok(lax({ page: { limit: 100 } }));
    const young = await ok(lax({ driverAge: 22, page: { limit: 100 } }));
    expect(young.total).toBeGreaterThan(0);
    const byCar = new Map(adult.offers.map((o) => [car(o), o]));
    for (const o of young.offers) {
      expect(o.price.youngDriverFee).toBeGreaterThan(0);
      expect(o.price.total).toBe(sumOfParts(o));
      expect(o.vehicle.carClass).not.toBe('Luxury');
      expect(o.price.total).toBeGreaterThan(byCar.get(car(o))!.price.total);
    }
  });

  it('filters by class, transmission, supplier and free cancellation', async () => {
    const classes = await ok(lax({ filters: { carClasses: ['SUV', 'Compact'] }, page: { limit: 100 } }));
    expect(classes.total).toBeGreaterThan(0);
    expect(classes.offers.every((o) => ['SUV', 'Compact'].includes(o.vehicle.carClass))).toBe(true);
    // A facet counts what choosing it would show, so the class facet still lists every class.
    expect(classes.facets.carClasses.length).toBeGreaterThan(2);

    const cvt = await ok(lax({ filters: { transmissions: ['Cvt'], suppliers: ['ZE', 'ZI'] }, page: { limit: 100 } }));
    expect(cvt.total).toBeGreaterThan(0);
    for (const o of cvt.offers) {
      expect(o.vehicle.transmission).toBe('Cvt');
      expect(['ZE', 'ZI']).toContain(o.supplier.code);
    }

    const all = await ok(lax({ page: { limit: 100 } }));
    const free = await ok(lax({ filters: { freeCancellationOnly: true }, page: { limit: 100 } }));
    expect(free.total).toBeGreaterThan(0);
    expect(free.total).toBeLessThan(all.total);
    for (const o of free.offers)
      expect(Date.parse(o.cancellation.freeCancellationUntil!)).toBeLessThanOrEqual(Date.parse(o.pickup.localDateTime));
  });

  it('filters by size, fuel policy and total price; each facet counts what choosing it would show', async () => {
    const all = await ok(lax({ page: { limit: 100 } }));
    expect(all.offers).toHaveLength(all.total);
    expect(all.facets.sizes.length).toBeGreaterThan(1);
    expect(all.facets.fuelPolicies.length).toBeGreaterThan(1);
    // With no filter on, every offer is under one size and one fuel policy.
    expect(all.facets.sizes.reduce((n, f) => n + f.count, 0)).toBe(all.total);
    expect(all.facets.fuelPolicies.reduce((n, f) => n + f.count, 0)).toBe(all.total);
    for (const f of all.facets.sizes) {
      const mine = all.offers.filter((o) => o.vehicle.size === f.size);
      expect([f.count, f.minTotal]).toEqual([mine.length, Math.min(...mine.map((o) => o.price.total))]);
    }
    for (const f of all.facets.fuelPolicies) {
      const mine = all.offers.filter((o) => o.vehicle.fuelPolicy === f.fuelPolicy);
      expect([f.count, f.minTotal]).toEqual([mine.length, Math.min(...mine.map((o) => o.price.total))]);
    }

    const size = all.facets.sizes[0]!;
    const sized = await ok(lax({ filters: { sizes: [size.size] }, page: { limit: 100 } }));
    expect(sized.total).toBe(size.count);
    expect(sized.total).toBeLessThan(all.total);
    expect(sized.offers.every((o) => o.vehicle.size === size.size)).toBe(true);
    // The size facet ignores its own filter; the fuel facet counts within the size.
    expect(sized.facets.sizes).toEqual(all.facets.sizes);
    expect(sized.facets.fuelPolicies.reduce((n, f) => n + f.count, 0)).toBe(sized.total);

    const fuel = all.facets.fuelPolicies.at(-1)!;
    const fueled = await ok(lax({ filters: { fuelPolicies: [fuel.fuelPolicy] }, page: { limit: 100 } }));
    expect(fueled.total).toBe(fuel.count);
    expect(fueled.offers.every((o) => o.vehicle.fuelPolicy === fuel.fuelPolicy)).toBe(true);

    const { min, max } = all.facets.price!;
    const middle = Math.round((min + max) / 2);
    const cheap = await ok(lax({ filters: { priceRange: [min, middle] }, page: { limit: 100 } }));
    expect(cheap.total).toBe(all.offers.filter((o) => o.price.total <= middle).length);
    expect(cheap.total).toBeGreaterThan(0);
    expect(cheap.total).toBeLessThan(all.total);
    expect(cheap.offers.every((o) => o.price.total >= min && o.price.total <= middle)).toBe(true);
    // The bounds are the whole search's, whatever the filters, so a price filter can widen again.
    expect(cheap.facets.price).toEqual(all.facets.price);
    expect(cheap.facets.sizes.reduce((n, f) => n + f.count, 0)).toBe(cheap.total);
    expect((await ok(lax({ filters: { priceRange: [min, min] } }))).offers.every((o) => o.price.total === min)).toBe(true);
    expect((await ok(lax({ filters: { priceRange: [0, min - 1] } }))).total).toBe(0);
  });

  it.each([
    ['price', (o: CarOffer) => o.price.total, (a: number, b: number) => a - b],
    ['rating', (o: CarOffer) => o.rating, (a: number, b: number) => b - a],
  ] as const)('sorts by %s', async (sort, value, order) => {
    const values = (await ok(lax({ sort, page: { limit: 100 } }))).offers.map(value);
    expect(values.length).toBeGreaterThan(10);
    expect(values).toEqual([...values].sort(order));
  });

  it('answers the same query the same way, and pages through it', async () => {
    const first = await ok(lax());
    expect(await ok(lax())).toEqual(first);
    const next = await ok(lax({ page: { offset: 10, limit: 10 } }));
    expect(next.total).toBe(first.total);
    const ids = new Set(first.offers.map((o) => o.offerId));
    expect(next.offers.some((o) => ids.has(o.offerId))).toBe(false);
  });

  it.each([
    [{ pickup: { kind: 'airport', code: 'QQQ' } }, 'UnknownLocation', 'pickup.code'],
    [{ dropoff: { mode: 'different_drop_off', code: 'QQQ' } }, 'UnknownLocation', 'dropoff.code'],
    [{ dropoff: { mode: 'different_drop_off' } }, 'ValidationFailed', 'dropoff.code'],
    [{ dropoff: { mode: 'different_drop_off', code: 'lax' } }, 'ValidationFailed', 'dropoff.code'],
    [{ pickupDateTime: `${inDays(-1)}T10:00` }, 'InvalidDates', 'pickupDateTime'],
    [{ pickupDateTime: `${inDays(340)}T10:00`, dropoffDateTime: `${inDays(343)}T10:00` }, 'InvalidDates', 'pickupDateTime'],
    [{ dropoffDateTime: `${inDays(30)}T10:00` }, 'InvalidDates', 'dropoffDateTime'],
    [{ dropoffDateTime: `${inDays(29)}T10:00` }, 'InvalidDates', 'dropoffDateTime'],
    [{ dropoffDateTime: `${inDays(91)}T10:00` }, 'InvalidDates', 'dropoffDateTime'],
    [{ filters: { priceRange: [500_00, 100_00] } }, 'ValidationFailed', 'filters.priceRange'],
  ])('refuses %j with 422 %s by the field', async (over, code, field) => {
    const error = await expectError(await search({ ...lax(), ...over }), 422, code);
    expect((error.details as { fields: { path: string }[] }).fields[0]?.path).toBe(field);
  });

  it.each([
    [{ driverAge: 17 }, 'driverAge', 'Drivers must be at least 18.'],
    [{ pickupDateTime: '2026-02-30T10:00' }, 'pickupDateTime', undefined],
    [{ dropoffDateTime: `${inDays(33)}T10:00Z` }, 'dropoffDateTime', undefined],
    [{ sort: 'cheapest' }, 'sort', undefined],
    [{ filters: { carClasses: ['Hovercraft'] } }, 'filters.carClasses.0', undefined],
    [{ filters: { sizes: ['Huge'] } }, 'filters.sizes.0', undefined],
    [{ filters: { fuelPolicies: ['Diesel'] } }, 'filters.fuelPolicies.0', undefined],
    [{ filters: { priceRange: [-1, 100_00] } }, 'filters.priceRange.0', undefined],
    [{ filters: { priceRange: [0, 99.5] } }, 'filters.priceRange.1', undefined],
    [{ page: { limit: 101 } }, 'page.limit', undefined],
  ])('refuses malformed %j with 400 ValidationFailed by the field', async (over, field, message) => {
    const error = await expectError(await search({ ...lax(), ...over }), 400, 'ValidationFailed');
    const fields = (error.details as { fields: { path: string; message: string }[] }).fields;
    expect(fields[0]?.path).toBe(field);
    if (message) expect(fields[0]?.message).toBe(message);
  });

  it('answers 401 without a session', async () => {
    const anonymous = await new Client(ctx.app).init();
    await expectError(await anonymous.request('POST', '/api/v0/cars/availability', lax()), 401);
  });
});

describe('POST /api/v0/cars/details', () => {
  it('answers the offer of a search with every extra and the rental terms', async () => {
    const { offers } = await ok(lax({ dropoff: { mode: 'different_drop_off', code: 'SFO' }, driverAge: 23 }));
    const offer = offers[0]!;
    const res = await client.request('POST', '/api/v0/cars/details', { offerId: offer.offerId });
    expect(res.status).toBe(200);
    const details = CarDetailsResponseSchema.parse(await res.json());
    expect(details.rentalDays).toBe(3);
    expect(details.offer).toEqual({ ...offer, extras: details.offer.extras });
    expect(details.offer.extras.length).toBeGreaterThan(offer.extras.length);
    expect(details.offer.extras.slice(0, offer.extras.length)).toEqual(offer.extras);
    for (const e of details.offer.extras) expect(e.rentalTotal).toBe(e.priceType === 'ExtraDaily' ? e.amount * 3 : e.amount);
    expect(details.terms.minimumAge).toBeLessThanOrEqual(23);
    expect(details.terms.youngDriverAgeBelow).toBe(25);
    expect(details.terms.deposit).toBeGreaterThan(0);
    expect(details.terms.documents.length).toBeGreaterThan(0);
  });

  it.each([
    'nope',
    'c1-LAX-LAX-209901011000-209901041000-30-ZE-1',
    `c1-LAX-LAX-${inDays(30).replace(/-/g, '')}1000-${inDays(33).replace(/-/g, '')}1000-30-QX-1`,
  ])('answers 404 for the unknown offer %s', async (offerId) => {
    await expectError(await client.request('POST', '/api/v0/cars/details', { offerId }), 404, 'NotFound');
  });
});
