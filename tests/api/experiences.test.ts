import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { durationFilterOf, lowestTotal, recommendedScore } from '../../src/lib/domain/experiences/experiences';
import {
  ExperienceAnswerSchema,
  ExperienceDetailsResponseSchema,
  ExperienceSearchResponseSchema,
  type ExperienceSearchInput,
  type ExperienceSort,
  type ExperienceSummary,
} from '../../src/lib/domain/experiences/experiences.schema';
import { Client, createTestContext, signedInClient, type TestContext } from './helpers/context';
import { inDays } from './helpers/dates';
import { expectError } from './helpers/http';
import { suiteClock } from './helpers/clock';

let ctx: TestContext;
let client: Client;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ client } = await signedInClient(ctx));
});
afterAll(() => ctx.close());

const paris = (over: Partial<ExperienceSearchInput> = {}): ExperienceSearchInput => ({
  location: { kind: 'Market', id: 'city:Paris|FR' },
  date: inDays(30),
  travelers: { Adult: 2 },
  ...over,
});
const search = async (body: unknown) => client.request('POST', '/api/v0/experiences/availability', body);
const ok = async (body: unknown) => {
  const res = await search(body);
  expect(res.status, await res.clone().text()).toBe(200);
  return ExperienceSearchResponseSchema.parse(await res.json());
};
const details = async (body: unknown) => client.request('POST', '/api/v0/experiences/details', body);
const all = (over: Partial<ExperienceSearchInput> = {}) => ok(paris({ ...over, page: { limit: 100 } }));
const bookable = (list: ExperienceSummary[]) => list.filter((s) => s.availability.kind === 'Available');

describe('POST /api/v0/experiences/availability', () => {
  it('answers the first 10 experiences of Paris, recommended first, bookable before sold out', async () => {
    const answer = await ok(paris());
    expect(answer.experiences).toHaveLength(10);
    expect(answer.total).toBeGreaterThan(10);
    expect(answer.total).toBeLessThanOrEqual(40);
    for (const s of answer.experiences) {
      expect(s).toMatchObject({ city: 'Paris', cityId: 'city:Paris|FR' });
      expect(s.images[0]?.url).toMatch(new RegExp(`^/api/v0/lodging/images/${s.id}-\\d\\.svg$`));
      expect(s.flags.includes('AdultsOnly') && s.flags.includes('FamilyFriendly')).toBe(false);
      expect(s.rating).toBeGreaterThanOrEqual(0);
      expect(s.rating).toBeLessThanOrEqual(5);
    }
    const full = await all();
    const kinds = full.experiences.map((s) => s.availability.kind);
    expect(kinds).toEqual([...kinds].sort());
    const scores = bookable(full.experiences).map(recommendedScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(Object.values(full.facets.duration).reduce((a, b) => a + b, 0)).toBe(full.total);
    expect(full.facets.rating.Any).toBe(full.total);
  });

  it.each<[ExperienceSort, (s: ExperienceSummary) => number, 1 | -1]>([
    ['PriceAscending', (s) => lowestTotal(s)!, 1],
    ['PriceDescending', (s) => lowestTotal(s)!, -1],
    ['DurationAscending', (s) => s.durationMinutes, 1],
    ['DurationDescending', (s) => s.durationMinutes, -1],
    ['Rating', (s) => s.rating, -1],
  ])('sorts by %s', async (sort, value, direction) => {
    const values = bookable((await all({ sort })).experiences).map(value);
    expect(values.length).toBeGreaterThan(5);
    expect(values).toEqual([...values].sort((a, b) => (a - b) * direction));
  });

  it('pages through every result once', async () => {
    const first = await ok(paris({ page: { offset: 0, limit: 7 } }));
    const second = await ok(paris({ page: { offset: 7, limit: 7 } }));
    const ids = [...first.experiences, ...second.experiences].map((s) => s.id);
    expect(new Set(ids).size).toBe(14);
    expect((await all()).experiences.slice(0, 14).map((s) => s.id)).toEqual(ids);
  });

  it('filters by rating, duration, time of day, flags and price, and the facets foretell the totals', async () => {
    const unfiltered = await all();
    const great = await all({ filters: { rating: 'Great' } });
    expect(great.total).toBe(unfiltered.facets.rating.Great);
    expect(great.experiences.every((s) => s.rating >= 4.5)).toBe(true);
    const short = await all({ filters: { duration: ['LessThanOneHour', 'OneToFourHours'] } });
    expect(short.total).toBe(unfiltered.facets.duration.LessThanOneHour + unfiltered.facets.duration.OneToFourHours);
    expect(short.experiences.every((s) => s.durationMinutes <= 240 && durationFilterOf(s.durationMinutes) !== 'UpToOneDay')).toBe(true);
    const evening = await all({ filters: { timeOfDay: ['EveningAndNight'] } });
    expect(evening.total).toBe(unfiltered.facets.timeOfDay.EveningAndNight);
    for (const s of evening.experiences) {
      expect(s.availability.kind === 'Available' && s.availability.slots.some((x) => x.timeOfDay === 'EveningAndNight')).toBe(true);
    }
    const flagged = await all({ filters: { flags: ['FreeCancellation', 'AvailableToday'] } });
    expect(flagged.total).toBeGreaterThan(0);
    expect(flagged.experiences.every((s) => s.flags.includes('FreeCancellation') && s.flags.includes('AvailableToday'))).toBe(true);
    const { min, max } = unfiltered.facets.price!;
    const middle = Math.round(min + (max - min) / 4);
    const cheap = await all({ filters: { priceRange: [min, middle] } });
    expect(cheap.total).toBeGreaterThan(0);
    expect(cheap.total).toBeLessThan(unfiltered.total);
    expect(cheap.experiences.every((s) => lowestTotal(s)! >= min && lowestTotal(s)! <= middle)).toBe(true);
  });

  it('leaves adults-only experiences out for a party with minors', async () => {
    const adults = await all();
    const adultsOnly = adults.experiences.filter((s) => s.flags.includes('AdultsOnly'));
    expect(adultsOnly.length).toBeGreaterThan(0);
    const family = await all({ travelers: { Adult: 2, Child: 1 } });
    expect(family.experiences.some((s) => s.flags.includes('AdultsOnly'))).toBe(false);
    expect(family.total).toBe(adults.total - adultsOnly.length);
    expect(family.facets.flags.AdultsOnly).toBe(0);
    const res = await details({ id: adultsOnly[0]!.id, date: inDays(30), travelers: { Adult: 1, Infant: 1 } });
    const one = ExperienceDetailsResponseSchema.parse(await res.json());
    expect(one.experience.availability).toEqual({ kind: 'Unavailable', reason: 'AdultsOnly' });
    expect(one.bands.some((b) => ['Infant', 'Child', 'Youth'].includes(b.band) || b.minAge < 18)).toBe(false);
    expect(one.slots.every((s) => s.status === 'NotBookable' && s.price === null)).toBe(true);
  });

  it('answers the same query the same way', async () => {
    const body = paris({ travelers: { Adult: 1, Senior: 1, Child: 2 }, sort: 'PriceAscending', page: { limit: 100 } });
    expect(await ok(body)).toEqual(await ok(body));
  });

  it.each([
    [{ location: { kind: 'Market', id: 'city:Atlantis|XX' } }, 422, 'UnknownLocation', 'location.id'],
    [{ date: inDays(-1) }, 422, 'InvalidDates', 'date'],
    [{ date: inDays(366) }, 422, 'InvalidDates', 'date'],
    [{ travelers: {} }, 422, 'ValidationFailed', 'travelers'],
    [{ travelers: { Child: 1, Infant: 1 } }, 422, 'ValidationFailed', 'travelers'],
    [{ travelers: { Adult: 10, Child: 6 } }, 422, 'ValidationFailed', 'travelers'],
    [{ filters: { priceRange: [500_00, 100_00] } }, 422, 'ValidationFailed', 'filters.priceRange'],
    [{ date: '2026-13-01' }, 400, 'ValidationFailed', 'date'],
    [{ travelers: { Adult: -1 } }, 400, 'ValidationFailed', 'travelers.Adult'],
    [{ sort: 'Cheapest' }, 400, 'ValidationFailed', 'sort'],
    [{ filters: { rating: 'Excellent' } }, 400, 'ValidationFailed', 'filters.rating'],
    [{ page: { limit: 101 } }, 400, 'ValidationFailed', 'page.limit'],
  ])('refuses %j with %i %s by the field', async (over, status, code, field) => {
    const error = await expectError(await search({ ...paris(), ...over }), status, code);
    expect((error.details as { fields: { path: string }[] }).fields[0]?.path).toBe(field);
  });
});

describe('POST /api/v0/experiences/details', () => {
  it('answers every slot of the day with the party price per band, consistent with the summary', async () => {
    const travelers = { Adult: 2, Child: 1 };
    const { experiences } = await all({ travelers });
    for (const s of bookable(experiences).slice(0, 8)) {
      const res = await details({ id: s.id, date: inDays(30), travelers });
      expect(res.status).toBe(200);
      const one = ExperienceDetailsResponseSchema.parse(await res.json());
      expect(one.experience).toEqual(s);
      const open = one.slots.filter((x) => x.status === 'Available');
      expect(open.map((x) => x.slotId)).toEqual(s.availability.kind === 'Available' ? s.availability.slots.map((x) => x.slotId) : []);
      expect(Math.min(...open.map((x) => x.price!.total))).toBe(lowestTotal(s));
      for (const slot of one.slots) {
        expect(slot.price!.total).toBe(slot.price!.lines.reduce((sum, l) => sum + l.subtotal, 0));
        if (one.pricing.kind === 'PerPerson') expect(slot.price!.lines.reduce((n, l) => n + l.count, 0)).toBe(3);
        expect(Date.parse(slot.startsAt)).toBeGreaterThan(suiteClock().getTime());
      }
      expect(s.flags.includes('FreeCancellation')).toBe(one.cancellation.kind === 'FullyRefundable');
    }
  });

  it.each(['e1-999', 'e99999-0', 'h1-0', 'nonsense'])('answers 404 for %s', async (id) => {
    await expectError(await details({ id, date: inDays(30), travelers: { Adult: 1 } }), 404, 'NotFound');
  });

  it('refuses a past date', async () => {
    const { experiences } = await ok(paris());
    const error = await expectError(
      await details({ id: experiences[0]!.id, date: inDays(-3), travelers: { Adult: 1 } }),
      422,
      'InvalidDates',
    );
    expect((error.details as { fields: { path: string }[] }).fields[0]?.path).toBe('date');
  });
});

describe('POST /api/v0/autocomplete/experiences', () => {
  const complete = async (l: unknown) => {
    const res = await client.request('POST', '/api/v0/autocomplete/experiences', { l });
    expect(res.status).toBe(200);
    return ExperienceAnswerSchema.parse(await res.json());
  };

  it('finds Paris first for "par", and its experiences', async () => {
    const answer = await complete('par');
    expect(answer.categories[0]?.label).toBe('Cities');
    expect(answer.categories[0]?.results[0]).toMatchObject({ id: 'city:Paris|FR', label: 'Paris', kind: 'city' });
    const titles = answer.categories.find((c) => c.label === 'Experiences')!.results;
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.every((r) => r.kind === 'experience' && /par/i.test(r.label))).toBe(true);
  });

  it('finds experience titles, accent-insensitive, and opens them', async () => {
    const answer = await complete('Cooking Class');
    expect(answer.categories.map((c) => c.label)).toEqual(['Experiences']);
    const [first] = answer.categories[0]!.results;
    expect(first!.label).toMatch(/cooking class/i);
    const res = await details({ id: first!.id, date: inDays(10), travelers: { Adult: 1 } });
    expect(res.status).toBe(200);
    const accented = await complete('montreal');
    expect(accented.categories[0]?.results[0]?.label).toBe('Montréal');
    expect((await complete('montréal food')).categories[0]?.results[0]?.label).toBe('Montréal street food tasting tour');
  });

  it.each(['', 'p', ' ', 'zzqqxx'])('answers an empty match for %j', async (l) => {
    expect(await complete(l)).toEqual({ categories: [{ label: 'EmptyMatch', results: [] }] });
  });
});

describe('without a session', () => {
  it.each([
    ['/api/v0/experiences/availability', paris()],
    ['/api/v0/experiences/details', { id: 'e1-0', date: inDays(5), travelers: { Adult: 1 } }],
    ['/api/v0/autocomplete/experiences', { l: 'par' }],
  ])('POST %s answers 401', async (url, body) => {
    const anonymous = await new Client(ctx.app).init();
    await expectError(await anonymous.request('POST', url, body), 401, 'Unauthorized');
  });
});
