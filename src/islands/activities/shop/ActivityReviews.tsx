// The activity's reviews (SPEC §3 review sorts): its rating and review count, how many stars the
// readable reviews gave, the reviews a page of 5 at a time in the chosen sort, and Show more.
// Loaded lazily by the details page, after everything a booking needs has rendered.
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import {
  $activityReviews,
  moreActivityReviews,
  openActivityReviews,
  retryActivityReviews,
  sortActivityReviews,
  type ActivityReviewsState,
  type ReviewSort,
} from '../../../lib/client/activities/activity-reviews.store';
import { intlLocale, type Locale } from '../../../lib/client/i18n';
import { useTranslation } from '../../../lib/client/i18n/react';
import { page } from '../../../lib/client/platform';
import { ReviewSorts } from '../../../lib/domain/experiences/experiences.constants';
import type { ExperienceReview } from '../../../lib/domain/experiences/experiences.schema';
import { dateTimeFormat, numberFormat } from '../../../lib/domain/shared/intl';
import { Failed, Loading } from '../../ui/Status';
import './activity-reviews.css';

// ActivityShop's placeholder for this section (shown while its code loads) uses the same id.
const REVIEWS_TITLE_ID = 'activity-reviews';
const SORT_ID = 'activity-reviews-sort';
const STARS_CAPTION_ID = 'activity-reviews-stars';
/** One empty list, not a new one each render: the focus effect below depends on the list. */
const NO_REVIEWS: ExperienceReview[] = [];
const reviewTitleId = (r: ExperienceReview) => `review-${r.reviewId}`;

export interface ActivityReviewsProps {
  experienceId: string;
  /** From the details answer, so the score shows before the reviews arrive. */
  rating: number;
  reviewCount: number;
  locale: Locale;
}

export default function ActivityReviews({ experienceId, rating, reviewCount, locale }: ActivityReviewsProps) {
  const { t } = useTranslation('activityshop');
  const state = useStore($activityReviews);
  // The index of the first review a Show more asked for: it takes the focus once it arrives.
  const focusFrom = useRef<number | null>(null);
  const n = (value: number) => numberFormat(intlLocale(locale)).format(value);

  useEffect(() => {
    if (reviewCount > 0) openActivityReviews(experienceId);
  }, [experienceId, reviewCount]);

  const mine = state.experienceId === experienceId;
  const reviews = mine ? state.reviews : NO_REVIEWS;
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || reviews.length <= from) return;
    focusFrom.current = null;
    page.byId(reviewTitleId(reviews[from]!))?.focus();
  }, [reviews]);

  const heading = <h2 id={REVIEWS_TITLE_ID}>{t('reviewsSection.title')}</h2>;
  if (reviewCount === 0) {
    return (
      <section className="card activity-section" aria-labelledby={REVIEWS_TITLE_ID}>
        {heading}
        <p>{t('noReviews')}</p>
      </section>
    );
  }

  const summary = mine ? state.summary : null;
  const loading = mine ? state.loading : 'First';
  const failed = mine ? state.failed : null;
  const total = summary?.total ?? 0;
  const score = numberFormat(intlLocale(locale), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);
  const showMore = () => {
    if (loading) return;
    focusFrom.current = reviews.length;
    moreActivityReviews();
  };

  return (
    <section className="card activity-section activity-reviews" aria-labelledby={REVIEWS_TITLE_ID}>
      {heading}
      <p className="activity-reviews-score">
        <strong>{t('rating', { rating: score })}</strong> · {t('reviews', { count: reviewCount, n: n(reviewCount) })}
      </p>
      {summary && summary.total > 0 && <StarCounts summary={summary} n={n} />}
      <div className="field activity-reviews-sort">
        <label htmlFor={SORT_ID}>{t('reviewsSection.sort')}</label>
        <select
          id={SORT_ID}
          value={mine ? state.sort : 'Newest'}
          onChange={(e) => {
            // A new sort starts from its first page: no Show more is waiting for the focus any more.
            focusFrom.current = null;
            sortActivityReviews(e.target.value as ReviewSort);
          }}
        >
          {ReviewSorts.map((s) => (
            <option key={s} value={s}>
              {t(`reviewsSection.sorts.${s}`)}
            </option>
          ))}
        </select>
      </div>
      {locale !== 'en' && <p className="muted">{t('reviewsSection.serverLanguage')}</p>}
      {/* Busy while another sort's first page is asked: the reviews shown are the old sort's. */}
      <div className="activity-reviews-list-wrap" aria-busy={loading === 'First' ? true : undefined}>
        {reviews.length > 0 && (
          <ol className="activity-review-list">
            {reviews.map((r) => (
              <Review key={r.reviewId} review={r} locale={locale} />
            ))}
          </ol>
        )}
      </div>
      {loading && <Loading label={t('reviewsSection.loading')} />}
      {failed === 'First' && <Failed message={t('reviewsSection.failed')} onRetry={retryActivityReviews} />}
      {failed === 'More' && (
        <div className="notice notice-error" role="alert">
          <p>{t('reviewsSection.failedMore')}</p>
        </div>
      )}
      {summary && reviews.length > 0 && (
        <div className="activity-reviews-more">
          <p className="muted">{t('reviewsSection.shown', { shown: n(reviews.length), total: n(total) })}</p>
          {reviews.length < total && (
            // Stays focusable while the next page loads (aria-disabled, not disabled): the focus is not lost.
            <button type="button" className="button button-secondary" aria-disabled={loading ? true : undefined} onClick={showMore}>
              {t('reviewsSection.more')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}

function StarCounts({ summary, n }: { summary: NonNullable<ActivityReviewsState['summary']>; n: (value: number) => string }) {
  const { t } = useTranslation('activityshop');
  const caption =
    summary.total < summary.reviewCount
      ? t('reviewsSection.distributionRecent', { n: n(summary.total) })
      : t('reviewsSection.distribution');
  return (
    <div className="activity-review-stars-wrap">
      <p id={STARS_CAPTION_ID} className="activity-review-stars-caption">
        {caption}
      </p>
      <ul className="activity-review-stars" aria-labelledby={STARS_CAPTION_ID}>
        {summary.stars.map((s) => (
          <li key={s.stars}>
            <span>{t('reviewsSection.starsRow', { count: s.stars })}</span>
            {/* The bar repeats the count for eyes; the count itself is read. */}
            <span className="activity-review-bar" aria-hidden="true">
              <span style={{ width: `${summary.total ? (100 * s.count) / summary.total : 0}%` }} />
            </span>
            <span className="activity-review-count">
              <span aria-hidden="true">{n(s.count)}</span>
              <span className="visually-hidden">{t('reviews', { count: s.count, n: n(s.count) })}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Review({ review: r, locale }: { review: ExperienceReview; locale: Locale }) {
  const { t } = useTranslation('activityshop');
  // A calendar day, not an instant: formatted at UTC so no time zone moves it to the day before.
  const date = dateTimeFormat(intlLocale(locale), { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    Date.parse(`${r.date}T00:00:00Z`),
  );
  return (
    <li className="activity-review">
      {/* Travelers write in English, whatever the page's language. */}
      <h3 id={reviewTitleId(r)} tabIndex={-1} lang="en">
        {r.title}
      </h3>
      <p className="activity-review-meta">
        <span className="activity-review-rating" role="img" aria-label={t('reviewsSection.stars', { rating: r.rating })}>
          {r.rating}/5
        </span>
        <span>{r.author}</span>
        <span>{t(`reviewsSection.traveler.${r.travelerType}`)}</span>
        <time dateTime={r.date}>{date}</time>
      </p>
      <p lang="en">{r.text}</p>
    </li>
  );
}
