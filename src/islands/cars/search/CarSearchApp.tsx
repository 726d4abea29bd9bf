// /cars/search/ (SPEC §2): the pick-up airport, another one to return to if asked, pick-up and
// drop-off dates and times (the browser's own date and time inputs), the driver's age, and the
// recent searches. The airport autocomplete loads on first use, as on the flight form.
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type SubmitEvent, type ReactNode } from 'react';
import {
  $carSearch,
  $carSearchErrors,
  $recentCarSearches,
  carToday,
  setDifferentDropoff,
  setDriverAge,
  setDropoff,
  setDropoffDate,
  setDropoffTime,
  setPickup,
  setPickupDate,
  setPickupTime,
  startCarSearch,
  submitCarSearch,
} from '../../../lib/client/cars/car-search.store';
import type { Locale } from '../../../lib/client/i18n';
import { useTranslation } from '../../../lib/client/i18n/react';
import { page } from '../../../lib/client/platform';
import { $session, requireSignIn } from '../../../lib/client/session.store';
import { MAX_CAR_DAYS_AHEAD, MAX_RENTAL_DAYS } from '../../../lib/domain/cars/cars';
import {
  estimatedRentalDays,
  MAX_DRIVER_AGE,
  MIN_DRIVER_AGE,
  YOUNG_DRIVER_AGE,
  type CarField,
  type CarFieldError,
  type CarPlace,
} from '../../../lib/domain/cars/car-search';
import type { LocationOption } from '../../../lib/domain/shared/autocomplete.schema';
import { addDays } from '../../../lib/domain/shared/dates';
import { formatDate } from '../../flights/search/format';
import { loadPlaceFields, PlaceField } from '../../flights/search/PlaceField';
import { I18nIsland } from '../../ui/I18nIsland';
import type { LocationComboboxLabels } from '../../ui/LocationCombobox';
import { errorId, FieldError } from '../../ui/PickerField';
import { RecentCarSearches } from './RecentCarSearches';
import '../../flights/search/search.css';
import './car-search.css';

const ids: Record<CarField, string> = {
  pickup: 'cs-pickup',
  dropoff: 'cs-dropoff',
  pickupDate: 'cs-pickup-date',
  pickupTime: 'cs-pickup-time',
  dropoffDate: 'cs-dropoff-date',
  dropoffTime: 'cs-dropoff-time',
  age: 'cs-age',
};
const AIRPORTS_ONLY = ['airport'] as const;

const optionOf = (p: CarPlace | null): LocationOption | null =>
  p ? { id: `airport:${p.code}`, kind: 'airport', code: p.code, label: p.label, sublabel: '' } : null;

/** A labelled native input with its error under it, tied together for screen readers. */
function Input(props: {
  field: CarField;
  label: string;
  error: string | undefined;
  describedBy?: string;
  children: (a11y: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = ids[props.field];
  const describedBy = [props.describedBy, props.error ? errorId(id) : null].filter(Boolean).join(' ');
  return (
    <div className="fs-field">
      <label className="fs-label" htmlFor={id}>
        {props.label}
      </label>
      {props.children({
        id,
        ...(props.error ? { 'aria-invalid': true } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      <FieldError fieldId={id} message={props.error} />
    </div>
  );
}

function CarSearchForm({ locale, signInOnLoad = true }: CarSearchAppProps) {
  const { t } = useTranslation('carsearch');
  const session = useStore($session, { ssr: 'initial' });
  // The build renders the form without a search (no URL, no "today"): the page's own shows once started.
  const [ready, setReady] = useState(false);
  const state = useStore($carSearch);
  const s = ready ? state.search : { ...state.search, pickup: null, dropoff: null, pickupDate: '', dropoffDate: '' };
  const shownErrors = useStore($carSearchErrors);
  const recent = useStore($recentCarSearches);
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    startCarSearch();
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

  // The build has no "today": the date limits come with the page's own search.
  const today = carToday();
  const last = addDays(today, MAX_CAR_DAYS_AHEAD);
  const message = (e: CarFieldError) =>
    t(`errors.${e.code}`, {
      days: MAX_CAR_DAYS_AHEAD,
      last: formatDate(last, locale, 'long'),
      max: e.code === 'TooManyDays' ? MAX_RENTAL_DAYS : MAX_DRIVER_AGE,
      min: MIN_DRIVER_AGE,
    });
  const errors: Partial<Record<CarField, string>> = {};
  for (const e of shownErrors) errors[e.field] ??= message(e);
  const days = estimatedRentalDays(s);

  const labels = (clear: string): LocationComboboxLabels => ({
    searching: t('places.searching'),
    noMatch: (query) => t('places.noMatch', { query }),
    failed: t('places.failed'),
    clear,
    results: (c) => t('places.results', { count: c }),
    category: (label) => t(`places.categories.${label}`),
  });
  const place = (field: 'pickup' | 'dropoff') => (
    <div className="fs-field">
      <PlaceField
        id={ids[field]}
        label={t(field)}
        placeholder={t('placeholder')}
        kinds={AIRPORTS_ONLY}
        value={optionOf(s[field])}
        onChange={field === 'pickup' ? setPickup : setDropoff}
        labels={labels(t(field === 'pickup' ? 'places.clearPickup' : 'places.clearDropoff'))}
        invalid={Boolean(errors[field])}
        {...(errors[field] ? { describedBy: errorId(ids[field]) } : {})}
      />
      <FieldError fieldId={ids[field]} message={errors[field]} />
    </div>
  );

  function onSubmit(e: SubmitEvent) {
    e.preventDefault();
    const result = submitCarSearch();
    if (result.kind === 'Invalid' && result.errors[0]) focusNext.current = ids[result.errors[0].field];
  }

  return (
    <>
      <form
        className="fs-form cs-form"
        aria-label={t('form')}
        noValidate
        onSubmit={onSubmit}
        onPointerEnter={loadPlaceFields}
        onFocus={loadPlaceFields}
      >
        {/* The box comes before the field it reveals, so tabbing on from it reaches that field. */}
        <div className="cs-places">
          <div className="cs-pickup">
            {place('pickup')}
            <label className="cs-check">
              <input type="checkbox" checked={s.differentDropoff} onChange={(e) => setDifferentDropoff(e.target.checked)} />
              {t('differentDropoff')}
            </label>
          </div>
          {s.differentDropoff && place('dropoff')}
        </div>
        <div className="cs-when">
          <Input field="pickupDate" label={t('when.pickupDate')} error={errors.pickupDate}>
            {(a11y) => (
              <input
                {...a11y}
                type="date"
                className="fs-select"
                min={ready ? today : undefined}
                max={ready ? last : undefined}
                value={s.pickupDate}
                onChange={(e) => setPickupDate(e.target.value)}
              />
            )}
          </Input>
          <Input field="pickupTime" label={t('when.pickupTime')} error={errors.pickupTime}>
            {(a11y) => (
              <input {...a11y} type="time" className="fs-select" value={s.pickupTime} onChange={(e) => setPickupTime(e.target.value)} />
            )}
          </Input>
          <Input field="dropoffDate" label={t('when.dropoffDate')} error={errors.dropoffDate}>
            {(a11y) => (
              <input
                {...a11y}
                type="date"
                className="fs-select"
                min={ready ? s.pickupDate || today : undefined}
                max={ready ? addDays(last, MAX_RENTAL_DAYS) : undefined}
                value={s.dropoffDate}
                onChange={(e) => setDropoffDate(e.target.value)}
              />
            )}
          </Input>
          <Input field="dropoffTime" label={t('when.dropoffTime')} error={errors.dropoffTime}>
            {(a11y) => (
              <input {...a11y} type="time" className="fs-select" value={s.dropoffTime} onChange={(e) => setDropoffTime(e.target.value)} />
            )}
          </Input>
        </div>
        <p className="muted cs-note">
          {t('when.local')}
          {days !== null && ready && <> · {t('when.days', { count: days })}</>}
        </p>
        <div className="fs-options">
          <Input field="age" label={t('age.label')} error={errors.age} describedBy="cs-age-help">
            {(a11y) => (
              <input
                {...a11y}
                type="number"
                inputMode="numeric"
                className="fs-select cs-age"
                min={MIN_DRIVER_AGE}
                max={MAX_DRIVER_AGE}
                step={1}
                value={s.age ?? ''}
                onChange={(e) => setDriverAge(e.target.value)}
              />
            )}
          </Input>
          <button type="submit" className="button fs-submit">
            {t('submit')}
          </button>
        </div>
        <p id="cs-age-help" className="muted cs-note">
          {t('age.help', { young: YOUNG_DRIVER_AGE, min: MIN_DRIVER_AGE, max: MAX_DRIVER_AGE })}
        </p>
      </form>
      {ready && <RecentCarSearches locale={locale} recent={recent} />}
    </>
  );
}

export interface CarSearchAppProps {
  locale: Locale;
  /** Off on a public landing page: sign-in comes with the first API call (FlightSearchApp says more). */
  signInOnLoad?: boolean;
}

export default function CarSearchApp({ locale, signInOnLoad = true }: CarSearchAppProps) {
  return (
    <I18nIsland locale={locale}>
      <div className="fs-app">
        <CarSearchForm locale={locale} signInOnLoad={signInOnLoad} />
      </div>
    </I18nIsland>
  );
}
