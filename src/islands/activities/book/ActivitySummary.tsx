// The activity being booked: its title and city, the day and start time on the city's clock, how
// long, the party, what is included and the cancellation policy with the time's deadline.
import type { ExperienceQuote } from '../../../lib/client/activities/activity-booking.store';
import type { Locale } from '../../../lib/client/i18n';
import { useTranslation } from '../../../lib/client/i18n/react';
import type { Travelers } from '../../../lib/domain/experiences/experiences.schema';
import { CancellationFacts, IncludedFacts } from '../ActivityFacts';
import { durationText, formatActivityDay, formatStartTime, partyText } from '../activity-text';

export function ActivitySummary({
  quote,
  date,
  travelers,
  locale,
  changeHref,
}: {
  quote: ExperienceQuote;
  /** The local day of the activity. */
  date: string;
  travelers: Travelers;
  locale: Locale;
  changeHref: string;
}) {
  const { t } = useTranslation('activitybook');
  const { t: ts } = useTranslation('activityshop');
  const { details, slot } = quote;
  const e = details.experience;
  return (
    <section className="card book-section" aria-labelledby="book-activity">
      <div className="book-section-head">
        <h2 id="book-activity">{t('summary.title')}</h2>
        <a className="button button-secondary book-small" href={changeHref}>
          {t('summary.change')}
        </a>
      </div>
      <p className="activity-book-name">
        <strong>{e.title}</strong>
        <span className="muted"> · {ts('place', { city: e.city, country: e.country })}</span>
      </p>
      <dl className="activity-facts">
        <div>
          <dt>{t('summary.when')}</dt>
          <dd>
            {t('summary.whenValue', {
              day: formatActivityDay(date, locale),
              time: formatStartTime(slot.startTime, locale),
              city: e.city,
            })}
          </dd>
        </div>
        <div>
          <dt>{t('summary.duration')}</dt>
          <dd>{durationText(e.durationMinutes, ts)}</dd>
        </div>
        <div>
          <dt>{t('summary.party')}</dt>
          <dd>{partyText(travelers, ts)}</dd>
        </div>
      </dl>
      <details className="activity-book-more">
        <summary>{ts('included.title')}</summary>
        <IncludedFacts included={details} locale={locale} />
      </details>
      <CancellationFacts policy={details.cancellation} start={{ startsAt: slot.startsAt, timeZone: details.timeZone }} locale={locale} />
    </section>
  );
}
