import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PolicyTier } from '../../src/lib/domain/corporate/policy';
import { hotelPolicy } from '../../src/lib/domain/corporate/policy-rules';
import {
  LodgingDetailsResponseSchema,
  LodgingSearchResponseSchema,
  StarRatings,
  type LodgingSearchInput,
  type LodgingSearchResponse,
  type LodgingSummary,
} from '../../src/lib/domain/lodging/lodging.schema';
import { Client, createTestContext, type TestContext } from './helpers/context';
import { openTier, policyEmployee } from './helpers/corporate';
import { inDays } from './helpers/dates';
import { profileClient } from './helpers/profile';

// A corporate traveler's policy tier marks every hotel of an availability search and every rate of
// a property's rooms (SPEC §5); "In policy only" keeps the stays in policy, and the list says
// whether none, some or all of it is (SPEC §4). Consumers and inactive tiers see no marks.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const employee = (tier: PolicyTier) => policyEmployee(ctx, tier);

const paris: LodgingSearchInput = {
  location: { kind: 'Market', id: 'city:Paris|FR' },
  checkIn: inDays(40),
  checkOut: inDays(43),
  guests: { adults: 2 },
};
const withFilters = (filters: NonNullable<LodgingSearchInput['filters']>): LodgingSearchInput => ({ ...paris, filters });

async function page(c: Client, body: LodgingSearchInput): Promise<LodgingSearchResponse> {
  const res = await c.request('POST', '/api/v0/hotels/availability', body);
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return LodgingSearchResponseSchema.parse(JSON.parse(text));
}

/** Every result of the search (a page holds at most 100), with the first page's facets and summary. */
async function search(c: Client, body: LodgingSearchInput) {
  const first = await page(c, { ...body, page: { offset: 0, limit: 100 } });
  const lodgings = [...first.lodgings];
  while (lodgings.length < first.total)
    lodgings.push(...(await page(c, { ...body, page: { offset: lodgings.length, limit: 100 } })).lodgings);
  return { ...first, lodgings };
}

const starNumber = (l: LodgingSummary): number | null => StarRatings.indexOf(l.starRating) || null;
const expectedVerdict = (tier: PolicyTier, l: LodgingSummary) =>
  l.availability.kind === 'Available'
    ? hotelPolicy(tier, { starRating: starNumber(l), perNightMinor: l.availability.lowestPerNight })
    : undefined;

describe('policy marks on hotel results', () => {
  it('marks nothing for a consumer, whose list reads none in policy', async () => {
    const { client } = await profileClient(ctx);
    const answer = await search(client, paris);
    expect(answer.total).toBeGreaterThan(10);
    expect(answer.lodgings.every((l) => l.policy === undefined)).toBe(true);
    expect(answer.facets.inPolicy).toBeUndefined();
    expect(answer.policyCompliance).toBe('none');
    // The filter has no marks to go by: it keeps everything.
    const only = await search(client, withFilters({ inPolicyOnly: true }));
    expect(only.total).toBe(answer.total);
  });

  it('marks every hotel as the domain rule does, and "In policy only" keeps exactly the in-policy ones', async () => {
    const consumer = await profileClient(ctx);
    const plain = await search(consumer.client, paris);
    // A nightly cap at the median shown price and three or four stars split the results.
    const nightly = plain.lodgings
      .flatMap((l) => (l.availability.kind === 'Available' ? [l.availability.lowestPerNight] : []))
      .sort((a, b) => a - b);
    const cap = nightly[Math.floor(nightly.length / 2)]!;
    const { client, tier } = await employee({ ...openTier, hotels: { allowedStarRatings: [3, 4], maxPricePerNight: cap } });

    const marked = await search(client, paris);
    expect(marked.total).toBe(plain.total);
    for (const l of marked.lodgings) expect(l.policy, l.id).toEqual(expectedVerdict(tier, l));
    const inCount = marked.lodgings.filter((l) => l.policy?.kind === 'InPolicy').length;
    expect(inCount).toBeGreaterThan(0);
    expect(inCount).toBeLessThan(marked.total);
    expect(marked.lodgings.some((l) => l.policy?.kind === 'OutOfPolicy' && l.policy.breaches.some((b) => b.kind === 'OverPrice'))).toBe(
      true,
    );
    expect(
      marked.lodgings.some((l) => l.policy?.kind === 'OutOfPolicy' && l.policy.breaches.some((b) => b.kind === 'StarRatingNotAllowed')),
    ).toBe(true);
    expect(marked.facets.inPolicy).toBe(inCount);
    expect(marked.policyCompliance).toBe('some');

    const only = await search(client, withFilters({ inPolicyOnly: true }));
    expect(only.total).toBe(marked.facets.inPolicy);
    expect(only.lodgings.every((l) => l.policy?.kind === 'InPolicy')).toBe(true);
    // The facet and the summary count the list without the filter, whether or not it is on.
    expect(only.facets.inPolicy).toBe(only.total);
    expect(only.policyCompliance).toBe('some');

    // With another filter on, the count follows it.
    const fourStars = await search(client, withFilters({ starRatings: [4] }));
    expect(fourStars.facets.inPolicy).toBe(fourStars.lodgings.filter((l) => l.policy?.kind === 'InPolicy').length);

    // The cached area is shared: the consumer's list is still unmarked.
    const again = await search(consumer.client, paris);
    expect(again.lodgings.every((l) => l.policy === undefined)).toBe(true);
  });

  it('reads all in policy when the tier allows every result', async () => {
    // A car cap keeps the tier active while the hotel limits let everything through.
    const { client } = await employee({
      ...openTier,
      hotels: { allowedStarRatings: [1, 2, 3, 4, 5], maxPricePerNight: 100_000_000 },
      cars: { maxPricePerDay: 9000 },
    });
    const answer = await search(client, paris);
    expect(answer.lodgings.every((l) => l.policy?.kind === 'InPolicy')).toBe(true);
    expect(answer.facets.inPolicy).toBe(answer.total);
    expect(answer.policyCompliance).toBe('all');
  });

  it('marks nothing under an inactive tier', async () => {
    const { client } = await employee(openTier);
    const answer = await search(client, paris);
    expect(answer.lodgings.every((l) => l.policy === undefined)).toBe(true);
    expect(answer.facets.inPolicy).toBeUndefined();
    expect(answer.policyCompliance).toBe('none');
  });
});

describe('policy marks on a property’s rates', () => {
  const details = async (c: Client, id: string) => {
    const res = await c.request('POST', '/api/v0/lodging/details', {
      id,
      checkIn: paris.checkIn,
      checkOut: paris.checkOut,
      guests: { adults: 2 },
    });
    const text = await res.text();
    expect(res.status, text).toBe(200);
    return LodgingDetailsResponseSchema.parse(JSON.parse(text));
  };

  it('marks each rate by its nightly price, refundable variants included; consumers see no marks', async () => {
    const consumer = await profileClient(ctx);
    const [first] = (await page(consumer.client, withFilters({ starRatings: [4] }))).lodgings;
    expect(first?.availability.kind).toBe('Available');
    const plain = await details(consumer.client, first!.id);
    expect(plain.lodging.policy).toBeUndefined();
    expect(plain.rooms.flatMap((r) => r.products).every((p) => p.policy === undefined)).toBe(true);

    // A cap between the property's cheapest and dearest rates marks some in and some out.
    const rates = plain.rooms.flatMap((r) => r.products.map((p) => p.perNightSellRate)).sort((a, b) => a - b);
    const cap = rates[Math.floor(rates.length / 2)]!;
    const { client, tier } = await employee({ ...openTier, hotels: { allowedStarRatings: [3, 4], maxPricePerNight: cap } });
    const marked = await details(client, first!.id);
    expect(marked.lodging.policy).toEqual(expectedVerdict(tier, marked.lodging));
    const products = marked.rooms.flatMap((r) => r.products);
    for (const p of products) expect(p.policy, p.rateId).toEqual(hotelPolicy(tier, { starRating: 4, perNightMinor: p.perNightSellRate }));
    expect(products.some((p) => p.policy?.kind === 'InPolicy')).toBe(true);
    expect(products.some((p) => p.policy?.kind === 'OutOfPolicy')).toBe(true);

    const inactive = await employee(openTier);
    const unmarked = await details(inactive.client, first!.id);
    expect(unmarked.rooms.flatMap((r) => r.products).every((p) => p.policy === undefined)).toBe(true);
  });
});
