// /flights/search/ (SPEC §2): trip type, flights, dates with the price calendar, travelers and fare
// class. The date picker and the travelers dialog load on first use: this island stays small.
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useRef, useState, type SubmitEvent, type ReactNode } from 'react';
import {
  $search,
  $searchErrors,
  addSlice,
  lastBookableDay,
  searchToday,
  setReturnDate,
  setSlice,
  startSearch,
  submitSearch,
} from '../../../lib/client/flights/search.store';
import type { Locale } from '../../../lib/client/i18n';
import { useTranslation } from '../../../lib/client/i18n/react';
import { $session, requireSignIn } from '../../../lib/client/session.store';
import { isCalendarDate, MAX_SLICES, type SearchFieldError } from '../../../lib/domain/flights/flight-search-params';
import { MAX_DAYS_AHEAD, MAX_PASSENGERS, passengerCountErrors } from '../../../lib/domain/flights/flights';
import { I18nIsland } from '../../ui/I18nIsland';
import { LoadBoundary } from '../../ui/LoadBoundary';
import type { DatePhase } from './DatePickerDialog';
import { FareClassField, PickerButton, TripTypeField } from './fields';
import { formatDate } from './format';
import { loadPlaceFields } from './PlaceField';
import { fieldIds, SliceRow } from './SliceRow';
import './search.css';
import { page } from '../../../lib/client/platform';

const loadDates = () => import('./DatePickerDialog');
const loadTravelers = () => import('./TravelersDialog');
const DatePickerDialog = lazy(loadDates);
const TravelersDialog = lazy(loadTravelers);
const warm = (load: () => Promise<unknown>) => () => void load().catch(() => undefined);

type Open = { kind: 'None' } | { kind: 'Dates'; index: number; phase: DatePhase } | { kind: 'Travelers' };

/** The form control that shows an error's field. */
function fieldIdOf(e: SearchFieldError, roundTrip: boolean): string {
  if (e.field === 'passengers') return fieldIds.travelers;
  const [, i, name] = e.field.split('.');
  const index = Number(i);
  if (name === 'origin') return fieldIds.origin(index);
  if (name === 'destination') return fieldIds.destination(index);
  return roundTrip && index === 1 ? fieldIds.returnDate : fieldIds.date(index);
}

function FlightSearch({ locale, signInOnLoad }: { locale: Locale; signInOnLoad: boolean }) {
  const { t } = useTranslation('flightsearch');
  const session = useStore($session, { ssr: 'initial' });
  const { form, reopened } = useStore($search);
  const shownErrors = useStore($searchErrors);
  const [open, setOpen] = useState<Open>({ kind: 'None' });
  const [status, setStatus] = useState('');
  const focusNext = useRef<string | null>(null);
  const roundTrip = form.tripType === 'roundTrip';
  const slices = form.tripType === 'multiCity' ? form.slices : form.slices.slice(0, 1);

  useEffect(() => startSearch(), []);
  useEffect(() => {
    if (signInOnLoad && session.kind === 'SignedOut') requireSignIn();
  }, [signInOnLoad, session.kind]);
  useEffect(() => {
    if (!focusNext.current) return;
    page.byId(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const today = searchToday();
  const message = (e: SearchFieldError) =>
    t(`errors.${e.code}`, { days: MAX_DAYS_AHEAD, last: formatDate(lastBookableDay(today), locale, 'long'), max: MAX_PASSENGERS });
  const errors: Record<string, string> = {};
  for (const e of shownErrors) errors[fieldIdOf(e, roundTrip)] ??= message(e);
  // The traveler rules are known as soon as the counts change: they show at once.
  const travelerErrors = passengerCountErrors(form.passengers);
  if (travelerErrors[0]) errors[fieldIds.travelers] = message({ field: 'passengers', code: travelerErrors[0] });
  const travelers = form.passengers.ADT + form.passengers.CNN + form.passengers.INF + form.passengers.INS;

  function onSubmit(e: SubmitEvent) {
    e.preventDefault();
    const result = submitSearch();
    if (result.kind === 'Invalid' && result.errors[0]) {
      focusNext.current = fieldIdOf(result.errors[0], roundTrip);
      setStatus('');
    }
  }

  function dateDialog(index: number, phase: DatePhase) {
    const slice = form.slices[index];
    if (!slice) return null;
    const previous = form.tripType === 'multiCity' ? form.slices[index - 1]?.departureDate : undefined;
    const min = previous && isCalendarDate(previous) && previous > today ? previous : today;
    const close = () => setOpen({ kind: 'None' });
    return (
      <DatePickerDialog
        locale={locale}
        range={roundTrip}
        phase={phase}
        depart={slice.departureDate}
        returnDate={form.returnDate}
        min={min}
        max={lastBookableDay(today)}
        origin={slice.origin?.code ?? ''}
        destination={slice.destination?.code ?? ''}
        onDepart={(departureDate) => setSlice(index, { departureDate })}
        onReturn={setReturnDate}
        onClear={() => {
          setSlice(index, { departureDate: '' });
          if (roundTrip) setReturnDate('');
        }}
        onClose={close}
      />
    );
  }

  return (
    <>
      {reopened && (
        <p role="alert" className="notice notice-error fs-reopened">
          {t(`reopened.${reopened}`)}
        </p>
      )}
      <form
        className="fs-form"
        aria-label={t('form')}
        noValidate
        onSubmit={onSubmit}
        onPointerEnter={loadPlaceFields}
        onFocus={loadPlaceFields}
      >
        <TripTypeField value={form.tripType} />
        {slices.map((slice, index) => (
          <SliceRow
            key={index}
            index={index}
            slice={slice}
            tripType={form.tripType}
            returnDate={form.returnDate}
            count={slices.length}
            locale={locale}
            errors={errors}
            onOpenDates={(i, phase) => setOpen({ kind: 'Dates', index: i, phase })}
            onWarmDates={warm(loadDates)}
            onRemoved={(i) => {
              setStatus(t('slice.removed', { n: i + 1 }));
              // The row went with its focused button: the next row's first field, else Add.
              focusNext.current = i < slices.length - 1 ? fieldIds.origin(i) : 'fs-add';
            }}
          />
        ))}
        {form.tripType === 'multiCity' &&
          (slices.length < MAX_SLICES ? (
            <button
              id="fs-add"
              type="button"
              className="button button-secondary fs-add"
              onClick={() => {
                addSlice();
                setStatus(t('slice.added', { n: slices.length + 1 }));
                focusNext.current = fieldIds.destination(slices.length);
              }}
            >
              {t('slice.add')}
            </button>
          ) : (
            <p id="fs-add" tabIndex={-1} className="muted">
              {t('slice.maxFlights', { max: MAX_SLICES })}
            </p>
          ))}
        <div className="fs-options">
          <PickerButton
            id={fieldIds.travelers}
            label={t('travelers.label')}
            error={errors[fieldIds.travelers]}
            onOpen={() => setOpen({ kind: 'Travelers' })}
            onWarm={warm(loadTravelers)}
          >
            {t('travelers.summary', { count: travelers })}
          </PickerButton>
          <FareClassField value={form.fareClass} />
          <button type="submit" className="button fs-submit">
            {t('submit')}
          </button>
        </div>
        <p className="visually-hidden" role="status">
          {status}
        </p>
      </form>
      <LoadBoundary>
        <Suspense fallback={null}>
          {open.kind === 'Dates' && dateDialog(open.index, open.phase)}
          {open.kind === 'Travelers' && <TravelersDialog onClose={() => setOpen({ kind: 'None' })} />}
        </Suspense>
      </LoadBoundary>
    </>
  );
}

export interface FlightSearchAppProps {
  locale: Locale;
  /** The `flight_search` cross-sell placement (SPEC §2): shown only when there is something to show. */
  children?: ReactNode;
  /**
   * Off on the landing page, which is public: a signed-out visitor sees the form, and the first
   * call it makes to the API (the autocomplete, Search) leads to sign-in with the form kept.
   */
  signInOnLoad?: boolean;
}

/** Renders only with content: an empty placement would be an empty landmark. */
function CrossSellSlot({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('flightsearch');
  return children ? (
    <aside data-placement="flight_search" aria-label={t('crossSell')} className="fs-cross-sell">
      {children}
    </aside>
  ) : null;
}

export default function FlightSearchApp({ locale, children, signInOnLoad = true }: FlightSearchAppProps) {
  return (
    <I18nIsland locale={locale}>
      <div className="fs-app">
        <FlightSearch locale={locale} signInOnLoad={signInOnLoad} />
        <CrossSellSlot>{children}</CrossSellSlot>
      </div>
    </I18nIsland>
  );
}
