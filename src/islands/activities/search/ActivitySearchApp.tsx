// /activities/search/ (SPEC §2) and the home page's Activities tab: where (a city to search, or an
// activity to open directly), the day (the browser's own date input) and the party by age group,
// and the recent searches. The autocomplete loads on first use, as on the flight form.
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import {
  $activitySearch,
  $activitySearchErrors,
  $recentActivitySearches,
  activityToday,
  chooseActivityPlace,
  setActivityDate,
  setAdults,
  setChildren,
  setInfants,
  startActivitySearch,
  submitActivitySearch,
  type ActivitySubmitResult,
} from '../../../lib/client/activities/activity-search.store';
import type { Locale } from '../../../lib/client/i18n';
import { useTranslation } from '../../../lib/client/i18n/react';
import { page } from '../../../lib/client/platform';
import { $session, requireSignIn } from '../../../lib/client/session.store';
import {
  MAX_EXPERIENCE_DAYS_AHEAD,
  MAX_EXPERIENCE_TRAVELERS,
  type ExperienceField,
  type ExperienceFieldError,
} from '../../../lib/domain/experiences/experience-search';
import type { ExperienceOption } from '../../../lib/domain/experiences/experiences.schema';
import { addDays } from '../../../lib/domain/shared/dates';
import { formatDate } from '../../flights/search/format';
import { loadPlaceFields, PlaceField } from '../../flights/search/PlaceField';
import { I18nIsland } from '../../ui/I18nIsland';
import type { LocationComboboxLabels } from '../../ui/LocationCombobox';
import { errorId, FieldError } from '../../ui/PickerField';
import { RecentActivitySearches } from './RecentActivitySearches';
import '../../flights/search/search.css';
import './activity-search.css';

const ids = { city: 'as-city', date: 'as-date', travelers: 'as-travelers' } as const;
/** Where focus goes to fix a field's problem: the party's first select. */
const focusIds: Record<ExperienceField, string> = { city: ids.city, date: ids.date, travelers: 'as-adults' };
const COUNTS = Array.from({ length: MAX_EXPERIENCE_TRAVELERS + 1 }, (_, n) => n);

function CountSelect(props: { id: string; label: string; value: number; error: boolean; onChange: (n: number) => void }) {
  return (
    <div className="fs-field">
      <label className="fs-label" htmlFor={props.id}>
        {props.label}
      </label>
      <select
        id={props.id}
        className="fs-select"
        value={props.value}
        aria-invalid={props.error || undefined}
        aria-describedby={props.error ? errorId(ids.travelers) : undefined}
        onChange={(e) => props.onChange(Number(e.target.value))}
      >
        {COUNTS.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </div>
  );
}

function ActivitySearchForm({ locale, signInOnLoad = true }: ActivitySearchAppProps) {
  const { t } = useTranslation('activitysearch');
  const session = useStore($session, { ssr: 'initial' });
  // The build renders the form without a search (no URL, no "today"): the page's own shows once started.
  const [ready, setReady] = useState(false);
  const state = useStore($activitySearch);
  const s = ready ? state.search : { ...state.search, city: null, date: '' };
  const shownErrors = useStore($activitySearchErrors);
  const recent = useStore($recentActivitySearches);
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    startActivitySearch();
    setReady(true);
  }, []);
  useEffect(() => {
    if (signInOnLoad && session.kind === 'SignedOut') requireSignIn();
  }, [signInOnLoad, session.kind]);
  useEffect(() => {
    if (!focusNext.current) return;
    page.byId(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const today = activityToday();
  const last = addDays(today, MAX_EXPERIENCE_DAYS_AHEAD);
  const message = (e: ExperienceFieldError) =>
    t(`errors.${e.code}`, { days: MAX_EXPERIENCE_DAYS_AHEAD, last: formatDate(last, locale, 'long'), max: MAX_EXPERIENCE_TRAVELERS });
  const errors: Partial<Record<ExperienceField, string>> = {};
  for (const e of shownErrors) errors[e.field] ??= message(e);

  const labels: LocationComboboxLabels = {
    searching: t('places.searching'),
    noMatch: (query) => t('places.noMatch', { query }),
    failed: t('places.failed'),
    clear: t('places.clear'),
    results: (c) => t('places.results', { count: c }),
    category: (label) => t(`places.categories.${label}`),
  };
  const focusFirst = (result: ActivitySubmitResult | null) => {
    if (result?.kind === 'Invalid' && result.errors[0]) focusNext.current = focusIds[result.errors[0].field];
  };
  const cityValue: ExperienceOption | null = s.city ? { id: s.city.id, kind: 'city', label: s.city.label, sublabel: '' } : null;

  function onSubmit(e: SubmitEvent) {
    e.preventDefault();
    focusFirst(submitActivitySearch());
  }

  return (
    <>
      <form
        className="fs-form as-form"
        aria-label={t('form')}
        noValidate
        onSubmit={onSubmit}
        onPointerEnter={loadPlaceFields}
        onFocus={loadPlaceFields}
      >
        <div className="as-where-when">
          <div className="fs-field">
            <PlaceField<ExperienceOption>
              id={ids.city}
              label={t('where')}
              placeholder={t('wherePlaceholder')}
              endpoint="/autocomplete/experiences"
              value={cityValue}
              onChange={(option) => focusFirst(chooseActivityPlace(option))}
              labels={labels}
              invalid={Boolean(errors.city)}
              {...(errors.city ? { describedBy: errorId(ids.city) } : {})}
            />
            <FieldError fieldId={ids.city} message={errors.city} />
          </div>
          <div className="fs-field">
            <label className="fs-label" htmlFor={ids.date}>
              {t('date')}
            </label>
            <input
              id={ids.date}
              type="date"
              className="fs-select"
              min={ready ? today : undefined}
              max={ready ? last : undefined}
              value={s.date}
              aria-invalid={errors.date ? true : undefined}
              aria-describedby={errors.date ? errorId(ids.date) : undefined}
              onChange={(e) => setActivityDate(e.target.value)}
            />
            <FieldError fieldId={ids.date} message={errors.date} />
          </div>
        </div>
        <fieldset className="as-travelers" aria-describedby="as-travelers-help">
          <legend className="fs-label">{t('travelers.legend')}</legend>
          <div className="as-counts">
            <CountSelect
              id="as-adults"
              label={t('travelers.adults')}
              value={s.party.adults}
              error={Boolean(errors.travelers)}
              onChange={setAdults}
            />
            <CountSelect
              id="as-children"
              label={t('travelers.children')}
              value={s.party.children}
              error={Boolean(errors.travelers)}
              onChange={setChildren}
            />
            <CountSelect
              id="as-infants"
              label={t('travelers.infants')}
              value={s.party.infants}
              error={Boolean(errors.travelers)}
              onChange={setInfants}
            />
          </div>
          <FieldError fieldId={ids.travelers} message={errors.travelers} />
          <p id="as-travelers-help" className="muted as-note">
            {t('travelers.help')}
          </p>
        </fieldset>
        <div className="fs-options">
          <button type="submit" className="button fs-submit">
            {t('submit')}
          </button>
        </div>
      </form>
      {ready && <RecentActivitySearches locale={locale} recent={recent} />}
    </>
  );
}

export interface ActivitySearchAppProps {
  locale: Locale;
  /** Off on a public landing page: sign-in comes with the first API call (FlightSearchApp says more). */
  signInOnLoad?: boolean;
}

export default function ActivitySearchApp({ locale, signInOnLoad = true }: ActivitySearchAppProps) {
  return (
    <I18nIsland locale={locale}>
      <div className="fs-app">
        <ActivitySearchForm locale={locale} signInOnLoad={signInOnLoad} />
      </div>
    </I18nIsland>
  );
}
