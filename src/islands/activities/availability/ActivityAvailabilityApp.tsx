// /activities/availability/ (SPEC §2): the search from the URL, its summary with the way back to
// the form, the sort, the filters (beside the list on desktop, folded above it on phones), and the
// results column (ActivityResultsList.tsx).
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import {
  $activityAvailability,
  activitySearchHref,
  activityShopHref,
  followActivityUrl,
  openActivityAvailability,
  setActivitySort,
} from '../../../lib/client/activities/activity-availability.store';
import type { Locale } from '../../../lib/client/i18n';
import { useTranslation } from '../../../lib/client/i18n/react';
import { page } from '../../../lib/client/platform';
import { $session, requireSignIn } from '../../../lib/client/session.store';
import { activeExperienceFilterCount } from '../../../lib/domain/experiences/experience-search';
import type { ExperienceSort } from '../../../lib/domain/experiences/experiences.constants';
import { Breakpoints } from '../../../lib/domain/shared/breakpoints';
import { formatDate } from '../../flights/search/format';
import { I18nIsland } from '../../ui/I18nIsland';
import { partyText } from '../activity-search-format';
import { ActivityFilterPanel } from './ActivityFilterPanel';
import { ActivityResultsList } from './ActivityResultsList';
import '../../lodging/availability/availability.css';
import './activity-availability.css';

const DESKTOP = `(min-width: ${Breakpoints.desktopMin}px)`;
/** The sorts in the order people look for them (the enumeration's is alphabetical). */
const SORTS: readonly ExperienceSort[] = [
  'Recommended',
  'PriceAscending',
  'PriceDescending',
  'Rating',
  'DurationAscending',
  'DurationDescending',
];

function useDesktop(): boolean {
  const [desktop, setDesktop] = useState(false);
  useEffect(() => {
    const update = () => setDesktop(page.matches(DESKTOP));
    update();
    return page.on('resize', update);
  }, []);
  return desktop;
}

function ActivityAvailability({ locale }: { locale: Locale }) {
  const { t } = useTranslation('activityresults');
  const session = useStore($session, { ssr: 'initial' });
  const { search, view, results } = useStore($activityAvailability, { ssr: 'initial' });
  const desktop = useDesktop();

  useEffect(() => {
    if (session.kind === 'SignedOut') requireSignIn();
  }, [session.kind]);
  useEffect(() => {
    if (!$activityAvailability.get().search) openActivityAvailability();
    return page.on('popstate', followActivityUrl);
  }, []);

  if (!search)
    return (
      <div className="sr-app">
        <h1>{t('title')}</h1>
        <p className="loading" role="status">
          {t('loading')}
        </p>
      </div>
    );

  const answer = results.kind === 'Loaded' ? results.answer : results.kind === 'Loading' ? results.previous : null;
  const loading = results.kind === 'Loading' || results.kind === 'Idle';
  const changeSearch = activitySearchHref(search);
  const filterCount = activeExperienceFilterCount(view.filters);

  return (
    <div className="sr-app">
      <header className="sr-header">
        <h1>{t('heading', { city: search.city?.label ?? '' })}</h1>
        <p className="sr-summary">
          {formatDate(search.date, locale, 'long')} · {partyText(search.party, t)} <a href={changeSearch}>{t('summary.change')}</a>
        </p>
      </header>

      <div className="sr-toolbar">
        <label className="sr-sort">
          {t('sort.label')}
          <select className="sr-select" value={view.sort} onChange={(e) => setActivitySort(e.target.value as ExperienceSort)}>
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`sort.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>

      <div className="sr-layout">
        <details className="sr-filter-box ar-filter-box" open={desktop || undefined}>
          <summary>{filterCount > 0 ? t('filters.titleOn', { count: filterCount }) : t('filters.titleNone')}</summary>
          <ActivityFilterPanel filters={view.filters} facets={answer?.facets} locale={locale} />
        </details>
        <ActivityResultsList
          locale={locale}
          results={results}
          answer={answer}
          loading={loading}
          filtered={filterCount > 0}
          changeSearch={changeSearch}
          shopHref={(id) => activityShopHref(id, search)}
        />
      </div>
    </div>
  );
}

export default function ActivityAvailabilityApp({ locale }: { locale: Locale }) {
  return (
    <I18nIsland locale={locale}>
      <ActivityAvailability locale={locale} />
    </I18nIsland>
  );
}
