// The last activity searches of this browser, each a link to its results, under the form.
import { ACTIVITIES_AVAILABILITY_PATH } from '../../../lib/client/activities/activity-search.store';
import type { RecentActivitySearch } from '../../../lib/client/activities/recent-activity-searches';
import type { Locale } from '../../../lib/client/i18n';
import { useTranslation } from '../../../lib/client/i18n/react';
import { localePath } from '../../../lib/client/locale';
import { formatDate } from '../../flights/search/format';
import { partyText } from '../activity-search-format';

export function RecentActivitySearches({ locale, recent }: { locale: Locale; recent: readonly RecentActivitySearch[] }) {
  const { t } = useTranslation('activitysearch');
  if (recent.length === 0) return null;
  const base = localePath(locale, ACTIVITIES_AVAILABILITY_PATH);
  return (
    <section className="as-recent" aria-labelledby="as-recent-title">
      <h2 id="as-recent-title" className="as-recent-title">
        {t('recent.title')}
      </h2>
      <ul className="as-recent-list">
        {recent.map(({ query, search: s }) => (
          <li key={query}>
            <a href={`${base}?${query}`}>
              {t('recent.line', { city: s.city?.label ?? '', date: formatDate(s.date, locale, 'short'), party: partyText(s.party, t) })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
