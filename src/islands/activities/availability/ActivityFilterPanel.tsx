// The filters of the activity results: rating (one of), duration and time of day (any of) and
// what to know (all of), each with how many activities it would show with the other filters on
// (the answer's facets), and the party's total (ui/PriceRangeFilter.tsx, shared with the car
// results). Each change asks the server again.
import { clearActivityFilters, setActivityFilters } from '../../../lib/client/activities/activity-availability.store';
import type { Locale } from '../../../lib/client/i18n';
import { useTranslation } from '../../../lib/client/i18n/react';
import { activeExperienceFilterCount, type ExperienceFilterState } from '../../../lib/domain/experiences/experience-search';
import { RATING_MINIMUM } from '../../../lib/domain/experiences/experiences';
import { DurationFilters, ExperienceFlags, RatingFilters, TimesOfDay } from '../../../lib/domain/experiences/experiences.constants';
import type { ExperienceFacets } from '../../../lib/domain/experiences/experiences.schema';
import { PriceRangeFilter, type PriceRangeLabels } from '../../ui/PriceRangeFilter';
import { formatNumber } from '../activity-search-format';

const toggle = <T,>(xs: readonly T[], x: T): T[] => (xs.includes(x) ? xs.filter((y) => y !== x) : [...xs, x]);

function Count({ n, locale }: { n: number | undefined; locale: Locale }) {
  return n === undefined ? null : <span className="sr-count"> ({formatNumber(n, locale)})</span>;
}

/**
 * Checkboxes for the values a facet counts. Values no activity has are left out, unless chosen
 * (so they can be unticked); before the first answer every value shows, without counts.
 */
function Group<T extends string>(props: {
  title: string;
  values: readonly T[];
  counts: Partial<Record<T, number>> | undefined;
  chosen: readonly T[];
  label: (v: T) => string;
  locale: Locale;
  onChange: (chosen: T[]) => void;
}) {
  const shown = props.values.filter((v) => !props.counts || (props.counts[v] ?? 0) > 0 || props.chosen.includes(v));
  if (shown.length === 0) return null;
  return (
    <fieldset>
      <legend className="sr-filter-title">{props.title}</legend>
      {shown.map((v) => (
        <label key={v} className="sr-check ar-option">
          <input type="checkbox" checked={props.chosen.includes(v)} onChange={() => props.onChange(toggle(props.chosen, v))} />
          <span>
            {props.label(v)}
            <Count n={props.counts?.[v]} locale={props.locale} />
          </span>
        </label>
      ))}
    </fieldset>
  );
}

export interface ActivityFilterPanelProps {
  filters: ExperienceFilterState;
  facets: ExperienceFacets | undefined;
  locale: Locale;
}

export function ActivityFilterPanel({ filters: f, facets, locale }: ActivityFilterPanelProps) {
  const { t } = useTranslation('activityresults');
  const active = activeExperienceFilterCount(f);
  const priceLabels: PriceRangeLabels = {
    title: t('filters.price'),
    bounds: (range) => t('filters.priceBounds', { range }),
    min: t('filters.priceMin'),
    max: t('filters.priceMax'),
    apply: t('filters.priceApply'),
    invalid: t('filters.priceInvalid'),
  };
  return (
    <div className="sr-filters">
      {active > 0 && (
        <button type="button" className="button button-secondary sr-clear" onClick={clearActivityFilters}>
          {t('filters.clear', { count: active })}
        </button>
      )}
      <fieldset>
        <legend className="sr-filter-title">{t('filters.rating')}</legend>
        {RatingFilters.map((r) => (
          <label key={r} className="sr-check ar-option">
            <input type="radio" name="ar-rating" checked={f.rating === r} onChange={() => setActivityFilters({ rating: r })} />
            <span>
              {r === 'Any' ? t('rating.Any') : t('rating.atLeast', { rating: formatNumber(RATING_MINIMUM[r], locale) })}
              <Count n={facets?.rating[r]} locale={locale} />
            </span>
          </label>
        ))}
      </fieldset>
      {/* The facet's bounds are those of the activities the other filters keep (experienceFacets), so
          they move as those change; a range typed over all of them is no filter. */}
      <PriceRangeFilter
        value={f.price}
        price={facets?.price ?? null}
        locale={locale}
        labels={priceLabels}
        onApply={(price) => setActivityFilters({ price })}
      />
      <Group
        title={t('filters.duration')}
        values={DurationFilters}
        counts={facets?.duration}
        chosen={f.duration}
        label={(d) => t(`durationFilter.${d}`)}
        locale={locale}
        onChange={(duration) => setActivityFilters({ duration })}
      />
      <Group
        title={t('filters.timeOfDay')}
        values={TimesOfDay}
        counts={facets?.timeOfDay}
        chosen={f.timeOfDay}
        label={(x) => t(`timeOfDay.${x}`)}
        locale={locale}
        onChange={(timeOfDay) => setActivityFilters({ timeOfDay })}
      />
      <Group
        title={t('filters.flags')}
        values={ExperienceFlags}
        counts={facets?.flags}
        chosen={f.flags}
        label={(x) => t(`flag.${x}`)}
        locale={locale}
        onChange={(flags) => setActivityFilters({ flags })}
      />
    </div>
  );
}
