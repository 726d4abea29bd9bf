// …/search/ of every lodging family (SPEC §2): destination, dates with the nights, guests (children
// with their ages) and pets where rentals are searched. One island serves the four families through
// `family`. The autocomplete and the date picker load on first use: the page stays small.
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import {
  $staySearch,
  $staySearchErrors,
  setAdults,
  setChildAge,
  setChildCount,
  setDates,
  setLocation,
  setPets,
  startStaySearch,
  stayToday,
  submitStaySearch,
} from '../../../lib/client/lodging/stay-search.store';
import type { Locale } from '../../../lib/client/i18n';
import { useTranslation } from '../../../lib/client/i18n/react';
import { page } from '../../../lib/client/platform';
import { $session, requireSignIn } from '../../../lib/client/session.store';
import { addDays } from '../../../lib/domain/shared/dates';
import {
  MAX_ADULTS,
  MAX_CHILD_AGE,
  MAX_CHILDREN,
  MAX_PETS,
  MAX_STAY_DAYS_AHEAD,
  MAX_STAY_NIGHTS,
  nightsOf,
  STAY_FAMILIES,
  type StayFamily,
  type StayFieldError,
} from '../../../lib/domain/lodging/stay-search-url';
import type { LocationComboboxLabels } from '../../ui/LocationCombobox';
import { I18nIsland } from '../../ui/I18nIsland';
import { LoadBoundary } from '../../ui/LoadBoundary';
import { errorId, FieldError, PickerButton } from '../../ui/PickerField';
import { formatDate } from '../../flights/search/format';
import { loadPlaceFields, PlaceField } from '../../flights/search/PlaceField';
import '../../flights/search/search.css';
import './stay-search.css';

const loadDates = () => import('./StayDatesDialog');
const StayDatesDialog = lazy(loadDates);
const warmDates = () => void loadDates().catch(() => undefined);

const ids = {
  location: 'ss-location',
  dates: 'ss-dates',
  adults: 'ss-adults',
  children: 'ss-children',
  pets: 'ss-pets',
  checkIn: 'ss-dates',
  checkOut: 'ss-dates',
} as const;

function CountSelect(props: {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  error?: string | undefined;
  onChange: (n: number) => void;
}) {
  const { id, label, value, min, max, error, onChange } = props;
  return (
    <div className="fs-field">
      <label className="fs-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="fs-select"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(id) : undefined}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        {Array.from({ length: max - min + 1 }, (_, i) => min + i).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
      <FieldError fieldId={id} message={error} />
    </div>
  );
}

function StaySearch({ locale, family, signInOnLoad = true }: StaySearchAppProps) {
  const { t } = useTranslation('stayssearch');
  const session = useStore($session, { ssr: 'initial' });
  // The build renders the form without a search (no URL, no "today"): the page's own shows once started.
  const [ready, setReady] = useState(false);
  const state = useStore($staySearch);
  const search = ready ? state.search : { ...state.search, location: null, checkIn: '', checkOut: '' };
  const shownErrors = useStore($staySearchErrors);
  const [datesOpen, setDatesOpen] = useState(false);
  const focusNext = useRef<string | null>(null);
  const agesId = useId();
  const config = STAY_FAMILIES[family];

  useEffect(() => {
    startStaySearch(family);
    setReady(true);
  }, [family]);
  useEffect(() => {
    if (signInOnLoad && session.kind === 'SignedOut') requireSignIn();
  }, [signInOnLoad, session.kind]);
  useEffect(() => {
    if (!focusNext.current) return;
    page.byId(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const today = stayToday();
  const last = addDays(today, MAX_STAY_DAYS_AHEAD);
  const message = (e: StayFieldError) =>
    t(`errors.${e.code}`, {
      max: MAX_STAY_NIGHTS,
      last: formatDate(last, locale, 'long'),
      adults: MAX_ADULTS,
      pets: MAX_PETS,
      children: MAX_CHILDREN,
    });
  const errors: Record<string, string> = {};
  for (const e of shownErrors) errors[ids[e.field]] ??= message(e);
  const nights = nightsOf(search);

  const labels: LocationComboboxLabels = {
    searching: t('places.searching'),
    noMatch: (query) => t('places.noMatch', { query }),
    failed: t('places.failed'),
    clear: t('places.clear'),
    results: (c) => t('places.results', { count: c }),
    category: (label) => t(`places.categories.${label}`),
  };

  function onSubmit(e: SubmitEvent) {
    e.preventDefault();
    const result = submitStaySearch();
    if (result.kind === 'Invalid' && result.errors[0]) focusNext.current = ids[result.errors[0].field];
  }

  return (
    <>
      <form
        className="fs-form ss-form"
        aria-label={t('form')}
        noValidate
        onSubmit={onSubmit}
        onPointerEnter={loadPlaceFields}
        onFocus={loadPlaceFields}
      >
        <div className="ss-where-when">
          <div className="fs-field">
            <PlaceField
              id={ids.location}
              label={t('where')}
              placeholder={t('wherePlaceholder')}
              endpoint="/autocomplete/lodging"
              value={
                search.location ? { id: search.location.id, kind: 'city', code: null, label: search.location.label, sublabel: '' } : null
              }
              onChange={setLocation}
              labels={labels}
              invalid={Boolean(errors[ids.location])}
              {...(errors[ids.location] ? { describedBy: errorId(ids.location) } : {})}
            />
            <FieldError fieldId={ids.location} message={errors[ids.location]} />
          </div>
          <PickerButton
            id={ids.dates}
            label={t('dates.label')}
            error={errors[ids.dates]}
            onOpen={() => setDatesOpen(true)}
            onWarm={warmDates}
          >
            {search.checkIn && search.checkOut ? (
              <>
                {t('dates.range', {
                  checkIn: formatDate(search.checkIn, locale, 'short'),
                  checkOut: formatDate(search.checkOut, locale, 'short'),
                })}
                {nights > 0 && <span className="ss-nights"> · {t('nights', { count: nights })}</span>}
              </>
            ) : (
              <span className="fs-placeholder">{t('dates.choose')}</span>
            )}
          </PickerButton>
        </div>
        <fieldset className="ss-guests">
          <legend className="fs-label">{t('guests.legend')}</legend>
          <div className="ss-guest-row">
            <CountSelect
              id={ids.adults}
              label={t('guests.adults')}
              value={search.adults}
              min={1}
              max={MAX_ADULTS}
              error={errors[ids.adults]}
              onChange={setAdults}
            />
            <CountSelect
              id={ids.children}
              label={t('guests.children')}
              value={search.childAges.length}
              min={0}
              max={MAX_CHILDREN}
              error={errors[ids.children]}
              onChange={setChildCount}
            />
            {config.pets && (
              <CountSelect
                id={ids.pets}
                label={t('guests.pets')}
                value={search.pets}
                min={0}
                max={MAX_PETS}
                error={errors[ids.pets]}
                onChange={setPets}
              />
            )}
          </div>
          {search.childAges.length > 0 && (
            <div className="ss-ages" role="group" aria-labelledby={agesId}>
              <p id={agesId} className="muted">
                {t('guests.agesHelp')}
              </p>
              {search.childAges.map((age, i) => (
                <div className="fs-field" key={i}>
                  <label className="fs-label" htmlFor={`ss-age-${i}`}>
                    {t('guests.age', { n: i + 1 })}
                  </label>
                  <select
                    id={`ss-age-${i}`}
                    className="fs-select"
                    value={age ?? ''}
                    aria-invalid={age === null && errors[ids.children] ? true : undefined}
                    onChange={(e) => setChildAge(i, e.target.value === '' ? null : Number(e.target.value))}
                  >
                    <option value="">{t('guests.chooseAge')}</option>
                    {Array.from({ length: MAX_CHILD_AGE + 1 }, (_, a) => (
                      <option key={a} value={a}>
                        {t('guests.years', { count: a })}
                      </option>
                    ))}
                  </select>
                </div>
              ))}
            </div>
          )}
          <p className="muted ss-room-note">{t('guests.oneRoom')}</p>
        </fieldset>
        <div className="fs-options">
          <button type="submit" className="button fs-submit">
            {t(`submit.${family}`)}
          </button>
        </div>
      </form>
      <LoadBoundary>
        <Suspense fallback={null}>
          {datesOpen && (
            <StayDatesDialog
              locale={locale}
              checkIn={search.checkIn}
              checkOut={search.checkOut}
              min={today}
              max={last}
              onChange={setDates}
              onClose={() => setDatesOpen(false)}
            />
          )}
        </Suspense>
      </LoadBoundary>
    </>
  );
}

export interface StaySearchAppProps {
  locale: Locale;
  family: StayFamily;
  /** Off on the public landing page: sign-in comes with the first API call (FlightSearchApp says more). */
  signInOnLoad?: boolean;
}

export default function StaySearchApp({ locale, family, signInOnLoad = true }: StaySearchAppProps) {
  return (
    <I18nIsland locale={locale}>
      <div className="fs-app">
        <StaySearch locale={locale} family={family} signInOnLoad={signInOnLoad} />
      </div>
    </I18nIsland>
  );
}
