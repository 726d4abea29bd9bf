// POST /api/v0/experiences/reviews (SPEC §3 review sorts): an experience's most recent reviews (up to
// 200 of its review count), newest first or by rating with ties newest first, a page at a time; the
// stars of every readable review; the same answer every time; 404 and 400 in the one error shape.
// Experiences are found in the catalog; the app's clock is frozen so "today" cannot move mid-test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ExperienceReviewsResponseSchema,
  type ExperienceReview,
  type ExperienceReviewsRequest,
  type ExperienceReviewsResponse,
} from '../../src/lib/domain/experiences/experiences.schema';
import { homeToday } from '../../src/lib/domain/shared/dates';
import { cityExperiences, type Experience } from '../../src/server/inventory/experiences/catalog';
import { Client, createTestContext, signedInClient, type TestContext } from './helpers/context';
import { expectError, mutableClock } from './helpers/http';

const URL = '/api/v0/experiences/reviews';
const MAX_READABLE = 200;
const clock = mutableClock();
let ctx: TestContext;
let client: Client;
beforeAll(async () => {
  ctx = await createTestContext({}, clock.now);
  ({ client } = await signedInClient(ctx));
});
afterAll(() => ctx.close());

/** Experiences of the first `cities` lodging cities (a sample of the catalog, built on first use). */
const sample = (cities: number): Experience[] => Array.from({ length: cities }, (_, i) => cityExperiences(i)).flat();
const find = (test: (e: Experience) => boolean): Experience => {
  const e = sample(60).find(test);
  if (!e) throw new Error('no such experience in the first 60 cities');
  return e;
};
const popular = () => find((e) => e.reviewCount > 1_000);
const few = () => find((e) => e.reviewCount >= 50 && e.reviewCount < MAX_READABLE);
const fresh = () => find((e) => e.reviewCount === 0);

type Body = Partial<Omit<ExperienceReviewsRequest, 'page'>> & { page?: Partial<ExperienceReviewsRequest['page']> };
const ask = (body: Body) => client.request('POST', URL, body);
async function ok(body: Body): Promise<ExperienceReviewsResponse> {
  const res = await ask(body);
  expect(res.status, await res.clone().text()).toBe(200);
  return ExperienceReviewsResponseSchema.parse(await res.json());
}
/** Every readable review in `sort`, page by page (50, the most a page holds). */
async function all(id: string, sort: ExperienceReviewsRequest['sort']): Promise<ExperienceReview[]> {
  const reviews: ExperienceReview[] = [];
  for (let offset = 0; ; offset += 50) {
    const page = await ok({ id, sort, page: { offset, limit: 50 } });
    reviews.push(...page.reviews);
    if (page.reviews.length < 50) return reviews;
  }
}
const nonIncreasing = (values: string[]) => values.every((v, i) => i === 0 || v <= values[i - 1]!);

describe('POST /api/v0/experiences/reviews', () => {
  it('answers the 5 newest reviews by default, with the score and the stars of every readable review', async () => {
    const e = popular();
    const answer = await ok({ id: e.id });
    expect(answer).toMatchObject({ total: MAX_READABLE, reviewCount: e.reviewCount, rating: e.rating, offset: 0, limit: 5 });
    expect(answer.reviews).toHaveLength(5);
    expect(nonIncreasing(answer.reviews.map((r) => r.date))).toBe(true);
    expect(answer.stars.map((s) => s.stars)).toEqual([5, 4, 3, 2, 1]);
    expect(answer.stars.reduce((n, s) => n + s.count, 0)).toBe(answer.total);
    const today = homeToday(clock.now().getTime());
    for (const r of answer.reviews) {
      expect(r.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(r.date < today).toBe(true);
      expect(r.rating).toBeGreaterThanOrEqual(1);
      expect(r.rating).toBeLessThanOrEqual(5);
      expect(r.author).toMatch(/^\S+ [A-Z]\.$/);
      expect(r.title.length).toBeGreaterThan(0);
      expect(r.text.length).toBeGreaterThan(0);
    }
  });

  it('orders every readable review newest first, and by rating with ties newest first', async () => {
    const e = popular();
    const newest = await all(e.id, 'Newest');
    expect(newest).toHaveLength(MAX_READABLE);
    expect(nonIncreasing(newest.map((r) => r.date))).toBe(true);
    const ids = new Set(newest.map((r) => r.reviewId));
    expect(ids.size).toBe(MAX_READABLE);

    for (const [sort, direction] of [
      ['RatingsHighToLow', -1],
      ['RatingsLowToHigh', 1],
    ] as const) {
      const sorted = await all(e.id, sort);
      expect(sorted.map((r) => r.reviewId).sort()).toEqual([...ids].sort());
      for (let i = 1; i < sorted.length; i++) {
        const [a, b] = [sorted[i - 1]!, sorted[i]!];
        expect(Math.sign(b.rating - a.rating) === -direction, `${sort} at ${i}: ${a.rating} then ${b.rating}`).toBe(false);
        if (a.rating === b.rating) expect(b.date <= a.date, `${sort} tie at ${i}: ${a.date} then ${b.date}`).toBe(true);
      }
    }
  });

  it('pages without overlap, each page the slice of the whole at its offset', async () => {
    const e = popular();
    const whole = await all(e.id, 'RatingsLowToHigh');
    const first = await ok({ id: e.id, sort: 'RatingsLowToHigh', page: { offset: 0, limit: 7 } });
    const second = await ok({ id: e.id, sort: 'RatingsLowToHigh', page: { offset: 7, limit: 7 } });
    expect(second).toMatchObject({ offset: 7, limit: 7 });
    const ids = [...first.reviews, ...second.reviews].map((r) => r.reviewId);
    expect(new Set(ids).size).toBe(14);
    expect(ids).toEqual(whole.slice(0, 14).map((r) => r.reviewId));
    const end = await ok({ id: e.id, page: { offset: MAX_READABLE - 3, limit: 5 } });
    expect(end.reviews).toHaveLength(3);
    expect((await ok({ id: e.id, page: { offset: 1_000 } })).reviews).toEqual([]);
  });

  it('reads all the reviews of an experience with fewer than 200, the stars counting them', async () => {
    const e = few();
    const answer = await ok({ id: e.id, page: { limit: 50 } });
    expect(answer.total).toBe(Math.min(e.reviewCount, MAX_READABLE));
    expect(answer.total).toBe(e.reviewCount);
    const reviews = await all(e.id, 'Newest');
    expect(reviews).toHaveLength(answer.total);
    expect(answer.stars).toEqual([5, 4, 3, 2, 1].map((stars) => ({ stars, count: reviews.filter((r) => r.rating === stars).length })));
  });

  it('answers the same reviews the same way twice', async () => {
    const e = popular();
    const body: Body = { id: e.id, sort: 'RatingsHighToLow', page: { offset: 20, limit: 30 } };
    expect(await ok(body)).toEqual(await ok(body));
    expect(await all(few().id, 'Newest')).toEqual(await all(few().id, 'Newest'));
  });

  it('answers empty lists for an experience nobody has reviewed yet', async () => {
    const e = fresh();
    expect(await ok({ id: e.id })).toEqual({
      reviews: [],
      total: 0,
      reviewCount: 0,
      rating: 0,
      stars: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0 })),
      offset: 0,
      limit: 5,
    });
  });

  it('gives the readable reviews stars that average within 0.6 of the rating, for experiences with 50 reviews or more', async () => {
    const reviewed = sample(40).filter((e) => e.reviewCount >= 50);
    expect(reviewed.length).toBeGreaterThan(100);
    const off: string[] = [];
    for (const e of reviewed) {
      const { stars, total } = await ok({ id: e.id, page: { limit: 1 } });
      const average = stars.reduce((sum, s) => sum + s.stars * s.count, 0) / total;
      if (Math.abs(average - e.rating) > 0.6) off.push(`${e.id}: rating ${e.rating}, average ${average.toFixed(2)} of ${total}`);
    }
    expect(off).toEqual([]);
  });

  it('answers 404 for an experience that does not exist', async () => {
    await expectError(await ask({ id: 'e1-999' }), 404, 'NotFound');
    await expectError(await ask({ id: 'no-such-experience' }), 404, 'NotFound');
  });

  it.each<[string, unknown]>([
    ['an unknown sort', { id: 'e1-0', sort: 'Oldest' }],
    ['a page of more than 50', { id: 'e1-0', page: { offset: 0, limit: 51 } }],
    ['an empty page', { id: 'e1-0', page: { offset: 0, limit: 0 } }],
    ['a negative offset', { id: 'e1-0', page: { offset: -5, limit: 5 } }],
    ['no experience', { sort: 'Newest' }],
  ])('answers 400 for %s', async (_, body) => {
    await expectError(await client.request('POST', URL, body), 400, 'ValidationFailed');
  });

  it('answers 401 without a session', async () => {
    const anonymous = await new Client(ctx.app).init();
    await expectError(await anonymous.request('POST', URL, { id: popular().id }), 401, 'Unauthorized');
  });
});
