import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CarDetailsResponseSchema,
  CarSearchResponseSchema,
  type CarSearchInput,
  type CarSearchResponse,
} from '../../src/lib/domain/cars/cars.schema';
import type { PolicyTier } from '../../src/lib/domain/corporate/policy';
import { carPolicy } from '../../src/lib/domain/corporate/policy-rules';
import { Client, createTestContext, type TestContext } from './helpers/context';
import { openTier, policyEmployee } from './helpers/corporate';
import { inDays } from './helpers/dates';
import { profileClient } from './helpers/profile';

// A corporate traveler's policy tier marks every car offer by its price per day (SPEC §5), and "In
// policy only" keeps the offers within it. Consumers, and travelers under a tier that restricts
// nothing, see no marks.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const employee = (tier: PolicyTier) => policyEmployee(ctx, tier);

const lax: CarSearchInput = {
  pickup: { kind: 'airport', code: 'LAX' },
  pickupDateTime: `${inDays(30)}T10:00`,
  dropoffDateTime: `${inDays(33)}T10:00`,
  sort: 'price',
  page: { offset: 0, limit: 100 },
};

async function search(c: Client, body: CarSearchInput): Promise<CarSearchResponse> {
  const res = await c.request('POST', '/api/v0/cars/availability', body);
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return CarSearchResponseSchema.parse(JSON.parse(text));
}

async function details(c: Client, offerId: string) {
  const res = await c.request('POST', '/api/v0/cars/details', { offerId });
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return CarDetailsResponseSchema.parse(JSON.parse(text));
}

const unmarked = (a: CarSearchResponse) => a.offers.every((o) => o.policy === undefined) && a.facets.inPolicy === undefined;

describe('policy marks on car results', () => {
  it('marks every offer as the domain rule does, and "In policy only" keeps exactly the in-policy offers', async () => {
    const consumer = await profileClient(ctx);
    const plain = await search(consumer.client, lax);
    // One page holds the whole search, so every offer can be checked.
    expect(plain.total).toBe(plain.offers.length);
    expect(unmarked(plain)).toBe(true);

    // A cap at the median price per day, the price the result card shows, splits the results.
    const perDay = plain.offers.map((o) => o.price.perDay).sort((a, b) => a - b);
    const cap = perDay[Math.floor(perDay.length / 2)]!;
    const { client, tier } = await employee({ ...openTier, cars: { maxPricePerDay: cap } });
    const marked = await search(client, lax);
    expect(marked.total).toBe(plain.total);
    expect(marked.offers.map((o) => o.offerId)).toEqual(plain.offers.map((o) => o.offerId));
    for (const o of marked.offers) expect(o.policy).toEqual(carPolicy(tier, { perDayMinor: o.price.perDay }));
    const outCount = marked.offers.filter((o) => o.policy?.kind === 'OutOfPolicy').length;
    expect(outCount).toBeGreaterThan(0);
    expect(outCount).toBeLessThan(marked.total);
    expect(marked.facets.inPolicy).toBe(marked.total - outCount);

    const only = await search(client, { ...lax, filters: { freeCancellationOnly: false, inPolicyOnly: true } });
    expect(only.total).toBe(marked.facets.inPolicy);
    expect(only.offers.every((o) => o.policy?.kind === 'InPolicy')).toBe(true);
    // The facet counts what the filter would show, whether or not it is on.
    expect(only.facets.inPolicy).toBe(only.total);

    // With another filter on, the facet counts within it.
    const automatic = await search(client, { ...lax, filters: { freeCancellationOnly: false, transmissions: ['Automatic'] } });
    expect(automatic.facets.inPolicy).toBe(automatic.offers.filter((o) => o.policy?.kind === 'InPolicy').length);

    // The marks are the tier's own: the answer the consumer shares with it is left unmarked.
    expect(unmarked(await search(consumer.client, lax))).toBe(true);
    // Without a policy the filter leaves nothing out.
    const consumerOnly = await search(consumer.client, { ...lax, filters: { freeCancellationOnly: false, inPolicyOnly: true } });
    expect(consumerOnly.total).toBe(plain.total);
    expect(unmarked(consumerOnly)).toBe(true);
  });

  it("marks an offer's details as its result", async () => {
    const consumer = await profileClient(ctx);
    const plain = await search(consumer.client, lax);
    const byDay = [...plain.offers].sort((a, b) => a.price.perDay - b.price.perDay);
    const cheapest = byDay[0]!;
    const dearest = byDay.at(-1)!;
    expect(dearest.price.perDay).toBeGreaterThan(cheapest.price.perDay);
    expect((await details(consumer.client, cheapest.offerId)).offer.policy).toBeUndefined();

    const { client, tier } = await employee({ ...openTier, cars: { maxPricePerDay: cheapest.price.perDay } });
    for (const o of [cheapest, dearest]) {
      const answer = await details(client, o.offerId);
      expect(answer.offer.policy).toEqual(carPolicy(tier, { perDayMinor: o.price.perDay }));
    }
    expect((await details(client, cheapest.offerId)).offer.policy).toEqual({ kind: 'InPolicy' });
    expect((await details(client, dearest.offerId)).offer.policy?.kind).toBe('OutOfPolicy');
  });

  it('marks nothing under an inactive tier', async () => {
    const { client } = await employee(openTier);
    const answer = await search(client, lax);
    expect(answer.total).toBeGreaterThan(0);
    expect(unmarked(answer)).toBe(true);
    expect((await details(client, answer.offers[0]!.offerId)).offer.policy).toBeUndefined();
  });
});
