// The reviews on the activity details page: a page of 5 at a time in the sort the traveler chose,
// "Show more" appending the next. A store of its own, not the shop's: only the lazily loaded
// reviews section imports it, so the page's first render neither ships it nor waits for its call.
import { atom } from 'nanostores';
import type { ExperienceReview, ExperienceReviewsRequest, ExperienceReviewsResponse } from '../../domain/experiences/experiences.schema';
import { api } from '../api';

export type ReviewSort = ExperienceReviewsRequest['sort'];
export const REVIEWS_PAGE_SIZE = 5;

/** Which call: the first page of a sort, or the next page of the one shown. */
export type ReviewsCall = 'First' | 'More';

export interface ActivityReviewsState {
  experienceId: string | null;
  sort: ReviewSort;
  /** The pages read so far, in order. */
  reviews: ExperienceReview[];
  /** The last answer's totals and star counts; null before the first. */
  summary: Pick<ExperienceReviewsResponse, 'total' | 'reviewCount' | 'rating' | 'stars'> | null;
  loading: ReviewsCall | null;
  /** The call that failed: Try again asks it again. */
  failed: ReviewsCall | null;
}

const initial = (): ActivityReviewsState => ({
  experienceId: null,
  sort: 'Newest',
  reviews: [],
  summary: null,
  loading: null,
  failed: null,
});

export const $activityReviews = atom<ActivityReviewsState>(initial());

/** Each call's number: an answer to a call made before the latest (an older sort) is dropped. */
let latest = 0;

async function ask(call: ReviewsCall): Promise<void> {
  const s = $activityReviews.get();
  if (!s.experienceId) return;
  const mine = ++latest;
  const offset = call === 'More' ? s.reviews.length : 0;
  $activityReviews.set({ ...s, loading: call, failed: null });
  try {
    const answer = await api.post<ExperienceReviewsResponse>('/experiences/reviews', {
      id: s.experienceId,
      sort: s.sort,
      page: { offset, limit: REVIEWS_PAGE_SIZE },
    });
    if (mine !== latest) return;
    const now = $activityReviews.get();
    const { reviews, total, reviewCount, rating, stars } = answer;
    $activityReviews.set({
      ...now,
      reviews: call === 'More' ? [...now.reviews, ...reviews] : reviews,
      summary: { total, reviewCount, rating, stars },
      loading: null,
    });
  } catch {
    if (mine !== latest) return;
    const now = $activityReviews.get();
    // A failed first page of a new sort must not leave the old sort's reviews under its name.
    $activityReviews.set({ ...now, reviews: call === 'First' ? [] : now.reviews, loading: null, failed: call });
  }
}

/**
 * The first page of an experience's reviews, newest first. Mounting again (the section re-rendered
 * after a new day or party) keeps what was read, unless it failed.
 */
export function openActivityReviews(experienceId: string): void {
  const s = $activityReviews.get();
  if (s.experienceId === experienceId && !s.failed) return;
  $activityReviews.set({ ...initial(), experienceId, sort: s.experienceId === experienceId ? s.sort : 'Newest' });
  void ask('First');
}

/** Another sort starts again from its first page; the reviews shown stay (marked busy) until it answers. */
export function sortActivityReviews(sort: ReviewSort): void {
  const s = $activityReviews.get();
  if (s.sort === sort) return;
  $activityReviews.set({ ...s, sort });
  void ask('First');
}

export function moreActivityReviews(): void {
  const s = $activityReviews.get();
  if (s.loading || !s.summary || s.reviews.length >= s.summary.total) return;
  void ask('More');
}

export function retryActivityReviews(): void {
  const s = $activityReviews.get();
  if (s.failed) void ask(s.failed);
}

/** For tests. */
export function resetActivityReviews(): void {
  latest++;
  $activityReviews.set(initial());
}
