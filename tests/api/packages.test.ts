import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PackageSearchResponseSchema, type PackageSearchInput } from '../../src/lib/domain/packages/packages.schema';
import { carrierNetworks } from '../../src/server/inventory/carriers';
import { reference } from '../../src/server/inventory/reference';
import { createTestContext, signedInClient, type Client, type TestContext } from './helpers/context';
import { inDays } from './helpers/dates';
import { expectError } from './helpers/http';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const signedIn = async (customerType: 'Consumer' | 'Corporate' = 'Consumer') => (await signedInClient(ctx, { customerType })).client;
const trip = (over: Partial<PackageSearchInput> = {}): PackageSearchInput => ({
  origin: 'YUL',
  destination: 'CDG',
  departureDate: inDays(50),
  returnDate: inDays(55),
  travelers: { adults: 2 },
  ...over,
});
const search = async (c: Client, body: unknown) => c.request('POST', '/api/v0/packages/search', body);

describe('POST /api/v0/packages/search', () => {
  it('prices flight plus hotel with the package discount, for consumers', async () => {
    const c = await signedIn();
    const res = await search(c, { ...trip(), sort: 'Price', page: { limit: 50 } });
    expect(res.status).toBe(200);
    const answer = PackageSearchResponseSchema.parse(await res.json());
    if (answer.kind !== 'Ok') throw new Error(`expected offers, got ${answer.kind}`);
    expect(answer.customerType).toBe('Consumer');
    expect(answer.steps).toEqual(['ChooseDeparture', 'ChooseReturn']);
    expect(answer.offers.length).toBeGreaterThan(5);
    for (const o of answer.offers) {
      const savings = o.discount.kind === 'WithDiscount' ? o.discount.savings : 0;
      expect(o.total).toBe(o.flight.total + o.hotelTotal - savings);
      expect(o.lodging.distanceKm).toBeLessThanOrEqual(40);
    }
    expect(answer.offers.some((o) => o.discount.kind === 'WithDiscount')).toBe(true);
    const totals = answer.offers.map((o) => o.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
  });

  it('gives corporate travelers no package discount', async () => {
    const answer = PackageSearchResponseSchema.parse(
      await (await search(await signedIn('Corporate'), { ...trip(), page: { limit: 50 } })).json(),
    );
    if (answer.kind !== 'Ok') throw new Error(answer.kind);
    expect(answer.customerType).toBe('Corporate');
    expect(answer.offers.every((o) => o.discount.kind === 'NoDiscount')).toBe(true);
  });

  it('answers NoFlightsFound when nothing flies to the destination', async () => {
    const hubs = new Set(carrierNetworks.flatMap((n) => n.hubs));
    const tiny = reference().airportList.filter((a) => a.cityPopulation === 0 && !hubs.has(a.code) && a.region === 'America');
    const res = await search(await signedIn(), trip({ origin: tiny[0]!.code, destination: tiny[tiny.length - 1]!.code }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ kind: 'NoFlightsFound' });
  });

  it.each([
    [{ destination: 'QQQ' }, 'UnknownLocation', 'destination'],
    [{ departureDate: inDays(-2) }, 'InvalidDates', 'departureDate'],
    [{ returnDate: inDays(50) }, 'InvalidDates', 'returnDate'],
    [{ returnDate: inDays(90) }, 'InvalidDates', 'returnDate'],
    [{ destination: 'YUL' }, 'ValidationFailed', 'destination'],
  ])('refuses %j with %s by the field', async (over, code, field) => {
    const error = await expectError(await search(await signedIn(), trip(over)), 422, code);
    expect((error.details as { fields: { path: string }[] }).fields[0]?.path).toBe(field);
  });
});
