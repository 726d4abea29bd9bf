// One activity of the results: its picture, title (the link to its page, stretched over the card),
// duration, rating, flags, the day's start times, and the party's lowest total that day, or why it
// cannot be booked on that day.
import type { Locale } from '../../../lib/client/i18n';
import { useTranslation } from '../../../lib/client/i18n/react';
import type { ExperienceSummary } from '../../../lib/domain/experiences/experiences.schema';
import { durationText, formatActivityPrice, formatNumber, formatRating, formatStartTime } from '../activity-search-format';

export interface ActivityCardProps {
  experience: ExperienceSummary;
  locale: Locale;
  shopHref: string;
  /** The heading's id, so "Show more" can move focus to the first new activity. */
  headingId: string;
}

export function ActivityCard({ experience: e, locale, shopHref, headingId }: ActivityCardProps) {
  const { t } = useTranslation('activityresults');
  // The simulator's pictures are drawn by our API (/api/v0/lodging/images/…), public like the stays'.
  const photo = e.images[0]?.url;
  const a = e.availability;
  const rating = formatRating(e.rating, locale);
  return (
    <article
      className={`ar-card${a.kind === 'Unavailable' ? ' ar-card-unavailable' : ''}`}
      aria-labelledby={headingId}
      data-experience-id={e.id}
    >
      {photo ? <img className="ar-photo" src={photo} alt="" width={320} height={200} loading="lazy" /> : <div className="ar-photo" />}
      <div className="ar-body">
        <h3 id={headingId} className="ar-title" tabIndex={-1}>
          <a href={shopHref}>{e.title}</a>
        </h3>
        <p className="muted">{t('card.duration', { duration: durationText(e.durationMinutes, t) })}</p>
        <p className="ar-rating">
          {e.reviewCount > 0 ? (
            <>
              <strong aria-hidden="true">{t('card.rating', { rating })}</strong>
              <span className="visually-hidden">{t('card.ratingLabel', { rating })}</span>{' '}
              <span className="muted">({t('card.reviews', { count: e.reviewCount, n: formatNumber(e.reviewCount, locale) })})</span>
            </>
          ) : (
            <span className="muted">{t('card.noReviews')}</span>
          )}
        </p>
        {e.flags.length > 0 && (
          <ul className="sr-marks" aria-label={t('card.flags')}>
            {e.flags.map((flag) => (
              <li key={flag} className={`sr-badge${flag === 'FreeCancellation' ? ' sr-badge-free' : ''}`}>
                {t(`flag.${flag}`)}
              </li>
            ))}
          </ul>
        )}
        {a.kind === 'Available' && (
          <ul className="ar-times" aria-label={t('card.times')}>
            {a.slots.map((slot) => (
              <li key={slot.slotId} className="ar-time">
                {formatStartTime(slot.startTime, locale)}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="ar-price">
        {a.kind === 'Available' ? (
          <>
            <p className="ar-from">{t('card.from', { price: formatActivityPrice(a.lowestTotal, locale) })}</p>
            <p className="muted">{t('card.forParty')}</p>
          </>
        ) : (
          <p className="ar-unavailable">{t(`card.unavailable.${a.reason}`)}</p>
        )}
      </div>
    </article>
  );
}
