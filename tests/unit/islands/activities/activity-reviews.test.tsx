// The reviews section of the activity details page: loaded after the details (its own lazy code and
// call), the score and the stars of the readable reviews, a page of 5 in the chosen sort, Show more,
// no call when the activity has no reviews, a failure with Try again, French, and axe.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import ActivityShop from '../../../../src/islands/activities/shop/ActivityShop';
// Loaded up front, so the page's lazy import of it resolves at once.
import '../../../../src/islands/activities/shop/ActivityReviews';
import { resetActivityReviews } from '../../../../src/lib/client/activities/activity-reviews.store';
import { resetActivityShop } from '../../../../src/lib/client/activities/activity-shop.store';
import type { ExperienceReview, ExperienceReviewsResponse } from '../../../../src/lib/domain/experiences/experiences.schema';
import { apiError, fakeApi, held, reply, sessionInfo, settle, signedIn } from '../../client/profile/fake-api';
import { details, EXPERIENCE_ID, shopQuery } from './activity-shop-fixtures';

const DETAILS = 'POST /experiences/details';
const REVIEWS = 'POST /experiences/reviews';
const TYPES = ['Couple', 'Solo', 'Family', 'Friends'] as const;
const text = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();
/** What a screen reader reads: element by element, without what is aria-hidden, an image by its name. */
const spoken = (el: Element): string =>
  Array.from(el.childNodes)
    .map((n) => {
      if (!(n instanceof Element)) return n.textContent ?? '';
      if (n.getAttribute('aria-hidden') === 'true') return '';
      return n.getAttribute('role') === 'img' ? (n.getAttribute('aria-label') ?? '') : spoken(n);
    })
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The i-th newest review (the tests' clock reads 22 November 2026). */
const review = (i: number, rating = 5 - (i % 3)): ExperienceReview => ({
  reviewId: `${EXPERIENCE_ID}-r${i}`,
  author: `Traveler${i} B.`,
  travelerType: TYPES[i % 4]!,
  rating,
  date: `2026-11-${String(20 - i).padStart(2, '0')}`,
  title: `Title ${i}`,
  text: `Text of review ${i}.`,
});
/** A page of the 12 readable reviews of an activity reviewed 1,234 times. */
const answer = (offset: number, reviews = [0, 1, 2, 3, 4].map((i) => review(offset + i))): ExperienceReviewsResponse => ({
  reviews,
  total: 12,
  reviewCount: 1234,
  rating: 4.7,
  stars: [
    { stars: 5, count: 6 },
    { stars: 4, count: 3 },
    { stars: 3, count: 2 },
    { stars: 2, count: 1 },
    { stars: 1, count: 0 },
  ],
  offset,
  limit: 5,
});

let api: ReturnType<typeof fakeApi>;
let stopSession: () => void = () => undefined;

async function open(path: string, over: Parameters<typeof details>[0], ...reviews: Parameters<typeof api.on>[1][]) {
  window.history.replaceState(null, '', path);
  api = fakeApi(path);
  stopSession = signedIn(sessionInfo());
  api.on(DETAILS, reply(200, details(over)));
  api.on(REVIEWS, ...(reviews.length ? reviews : [reply(200, answer(0))]));
  render(<ActivityShop locale={path.startsWith('/fr/') ? 'fr' : 'en'} />);
  await flush();
}
/** The details call, the lazy section, then its call. */
async function flush() {
  for (let i = 0; i < 4; i++) await act(settle);
}
const section = (name = 'Reviews') => screen.getByRole('region', { name });
const items = (name?: string) =>
  within(section(name))
    .queryAllByRole('listitem')
    .filter((li) => li.classList.contains('activity-review'));
const titles = () => items().map((li) => within(li).getByRole('heading', { level: 3 }).textContent);
const bodies = () => api.callsTo(REVIEWS).map((c) => c.body);

async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

beforeEach(() => {
  resetActivityShop();
  resetActivityReviews();
});
afterEach(() => {
  cleanup();
  stopSession();
  resetActivityShop();
  resetActivityReviews();
});

describe('the reviews on the activity details page', () => {
  it('shows the page first, the section busy while its call is out, then the score, the stars and 5 reviews', async () => {
    const gate = held();
    await open(`/activities/shop/?${shopQuery()}`, {}, gate.answer);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Paris old town walking tour');
    expect(screen.getByRole('radio', { name: '9:00 AM' })).toBeTruthy();
    expect(within(section()).getByRole('status').textContent).toBe('Loading the reviews…');
    expect(section().querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(bodies()).toEqual([{ id: EXPERIENCE_ID, sort: 'Newest', page: { offset: 0, limit: 5 } }]);

    gate.release(reply(200, answer(0)));
    await flush();
    expect(section().querySelector('[aria-busy="true"]')).toBeNull();
    expect(within(section()).queryByRole('status')).toBeNull();
    expect(text(section().querySelector('.activity-reviews-score')!)).toBe('4.7/5 · 1,234 reviews');
    const stars = within(section()).getByRole('list', { name: 'Stars given in the 12 most recent reviews' });
    expect(within(stars).getAllByRole('listitem').map(spoken)).toEqual([
      '5 stars 6 reviews',
      '4 stars 3 reviews',
      '3 stars 2 reviews',
      '2 stars 1 review',
      '1 star 0 reviews',
    ]);
    expect(titles()).toEqual(['Title 0', 'Title 1', 'Title 2', 'Title 3', 'Title 4']);

    const first = items()[0]!;
    expect(within(first).getByRole('img', { name: 'Rated 5 out of 5' }).textContent).toBe('5/5');
    expect(spoken(first.querySelector('.activity-review-meta')!)).toBe(
      'Rated 5 out of 5 Traveler0 B. Traveled as a couple November 20, 2026',
    );
    expect(first.querySelector('time')!.getAttribute('datetime')).toBe('2026-11-20');
    expect(within(first).getByRole('heading').getAttribute('lang')).toBe('en');
    expect(within(first).getByText('Text of review 0.').getAttribute('lang')).toBe('en');
    expect(within(items()[1]!).getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(text(items()[1]!)).toContain('Traveled solo');
    // Headings in order: the page's h1, the sections' h2, the reviews' h3 under Reviews.
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    expect(levels.every((l, i) => i === 0 || l <= levels[i - 1]! + 1)).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Sort reviews' }) as HTMLSelectElement).value).toBe('Newest');
    expect(within(section()).getByText('Showing 5 of 12 reviews')).toBeTruthy();
    expect(await violations()).toEqual([]);
  });

  it('a new sort asks its first page and replaces the list', async () => {
    const lowest = answer(0, [review(11, 1), review(9, 2), review(8, 3), review(5, 3), review(10, 4)]);
    await open(`/activities/shop/?${shopQuery()}`, {}, reply(200, answer(0)), reply(200, lowest));
    const select = screen.getByRole('combobox', { name: 'Sort reviews' }) as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => [o.value, o.text])).toEqual([
      ['Newest', 'Newest'],
      ['RatingsHighToLow', 'Highest rated'],
      ['RatingsLowToHigh', 'Lowest rated'],
    ]);
    fireEvent.change(select, { target: { value: 'RatingsLowToHigh' } });
    expect(section().querySelector('[aria-busy="true"]')).not.toBeNull();
    await flush();
    expect(bodies()).toEqual([
      { id: EXPERIENCE_ID, sort: 'Newest', page: { offset: 0, limit: 5 } },
      { id: EXPERIENCE_ID, sort: 'RatingsLowToHigh', page: { offset: 0, limit: 5 } },
    ]);
    expect(titles()).toEqual(['Title 11', 'Title 9', 'Title 8', 'Title 5', 'Title 10']);
    expect(select.value).toBe('RatingsLowToHigh');
  });

  it('an answer to an earlier sort that comes late is dropped', async () => {
    const slow = held();
    const highest = answer(0, [review(3, 5), review(4, 5), review(6, 5), review(7, 5), review(1, 4)]);
    await open(`/activities/shop/?${shopQuery()}`, {}, slow.answer, reply(200, highest));
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort reviews' }), { target: { value: 'RatingsHighToLow' } });
    await flush();
    slow.release(reply(200, answer(0)));
    await flush();
    expect(titles()).toEqual(['Title 3', 'Title 4', 'Title 6', 'Title 7', 'Title 1']);
  });

  it('Show more appends the next page in the same sort, focuses its first review, and goes once all are shown', async () => {
    const last = answer(10, [review(10), review(11)]);
    const first = reply(200, answer(0));
    await open(`/activities/shop/?${shopQuery()}`, {}, first, first, reply(200, answer(5)), reply(200, last));
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort reviews' }), { target: { value: 'RatingsHighToLow' } });
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Show more reviews' }));
    await flush();
    expect(bodies().at(-1)).toEqual({ id: EXPERIENCE_ID, sort: 'RatingsHighToLow', page: { offset: 5, limit: 5 } });
    expect(titles()).toEqual([
      'Title 0',
      'Title 1',
      'Title 2',
      'Title 3',
      'Title 4',
      'Title 5',
      'Title 6',
      'Title 7',
      'Title 8',
      'Title 9',
    ]);
    expect(document.activeElement).toBe(within(items()[5]!).getByRole('heading'));

    fireEvent.click(screen.getByRole('button', { name: 'Show more reviews' }));
    await flush();
    expect(bodies().at(-1)).toEqual({ id: EXPERIENCE_ID, sort: 'RatingsHighToLow', page: { offset: 10, limit: 5 } });
    expect(items()).toHaveLength(12);
    expect(within(section()).queryByRole('button', { name: 'Show more reviews' })).toBeNull();
    expect(within(section()).getByText('Showing 12 of 12 reviews')).toBeTruthy();
  });

  it('says No reviews yet, and asks nothing, when the activity has no reviews', async () => {
    await open(`/activities/shop/?${shopQuery()}`, { experience: { ...details().experience, rating: 0, reviewCount: 0 } });
    expect(spoken(section())).toBe('Reviews No reviews yet');
    expect(bodies()).toEqual([]);
    expect(within(section()).queryByRole('combobox')).toBeNull();
  });

  it('a failed call says so with Try again, which asks again; a failed Show more keeps what is shown', async () => {
    await open(
      `/activities/shop/?${shopQuery()}`,
      {},
      apiError(503, 'ServiceUnavailable', 'Try later.'),
      reply(200, answer(0)),
      apiError(503, 'ServiceUnavailable', 'Try later.'),
      reply(200, answer(5)),
    );
    const alert = within(section()).getByRole('alert');
    expect(within(alert).getByText("We couldn't load the reviews. Check your connection and try again.")).toBeTruthy();
    expect(items()).toHaveLength(0);
    expect(await violations()).toEqual([]);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await flush();
    expect(within(section()).queryByRole('alert')).toBeNull();
    expect(items()).toHaveLength(5);

    fireEvent.click(screen.getByRole('button', { name: 'Show more reviews' }));
    await flush();
    expect(within(section()).getByRole('alert').textContent).toContain("We couldn't load more reviews.");
    expect(items()).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'Show more reviews' }));
    await flush();
    expect(items()).toHaveLength(10);
    expect(bodies().map((b) => (b as { page: { offset: number } }).page.offset)).toEqual([0, 0, 5, 5]);
  });

  it('reads in French, the travelers’ own words marked as English', async () => {
    await open(`/fr/activities/shop/?${shopQuery()}`, {});
    const avis = section('Avis');
    expect(text(avis.querySelector('.activity-reviews-score')!)).toBe('4,7/5 · 1 234 avis');
    expect(within(avis).getByRole('list', { name: 'Étoiles attribuées dans les 12 avis les plus récents' })).toBeTruthy();
    expect(spoken(within(avis).getAllByRole('listitem')[4]!)).toBe('1 étoile 0 avis');
    const select = within(avis).getByRole('combobox', { name: 'Trier les avis' }) as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => o.text)).toEqual(['Les plus récents', 'Les mieux notés', 'Les moins bien notés']);
    const first = items('Avis')[0]!;
    expect(within(first).getByRole('img', { name: 'Noté 5 sur 5' }).textContent).toBe('5/5');
    expect(spoken(first.querySelector('.activity-review-meta')!)).toBe('Noté 5 sur 5 Traveler0 B. En couple 20 novembre 2026');
    expect(within(first).getByText('Text of review 0.').getAttribute('lang')).toBe('en');
    expect(within(avis).getByText('Les voyageurs rédigent leurs avis en anglais.')).toBeTruthy();
    expect(within(avis).getByRole('button', { name: 'Afficher plus d’avis' })).toBeTruthy();
    expect(await violations()).toEqual([]);
  });
});
