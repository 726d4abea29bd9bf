// What the activity is: how long, what kind (its itinerary type in words), the operator's own
// description, and what is included.
import type { Locale } from '../../../lib/client/i18n';
import { useTranslation } from '../../../lib/client/i18n/react';
import type { ExperienceDetailsResponse } from '../../../lib/domain/experiences/experiences.schema';
import { IncludedFacts } from '../ActivityFacts';
import { durationText } from '../activity-text';

export function ActivityAbout({ details, locale }: { details: ExperienceDetailsResponse; locale: Locale }) {
  const { t } = useTranslation('activityshop');
  const e = details.experience;
  return (
    <>
      <section className="card activity-section" aria-labelledby="activity-about">
        <h2 id="activity-about">{t('about.title')}</h2>
        <dl className="activity-facts">
          <div>
            <dt>{t('about.duration')}</dt>
            <dd>{durationText(e.durationMinutes, t)}</dd>
          </div>
          <div>
            <dt>{t('about.kind')}</dt>
            <dd>{t(`itinerary.${e.itineraryType}`)}</dd>
          </div>
        </dl>
        {/* The operator's own text: the API gives it in English. */}
        <p lang="en">{details.description}</p>
        {locale !== 'en' && <p className="muted">{t('about.serverLanguage')}</p>}
      </section>
      <section className="card activity-section" aria-labelledby="activity-included">
        <h2 id="activity-included">{t('included.title')}</h2>
        <IncludedFacts included={details} locale={locale} />
      </section>
    </>
  );
}
