// One flight of the form: from, swap, to, and its date (both dates for a round trip).
import { removeSlice, setSlice, swapPlaces, type FormSlice } from '../../../lib/client/flights/search.store';
import type { Locale } from '../../../lib/client/i18n';
import { useTranslation } from '../../../lib/client/i18n/react';
import type { TripType } from '../../../lib/domain/flights/flight-search-params';
import type { LocationComboboxLabels } from '../../ui/LocationCombobox';
import { DateValue, errorId, FieldError, PickerButton } from './fields';
import type { DatePhase } from './DatePickerDialog';
import { PlaceField } from './PlaceField';

export const fieldIds = {
  origin: (i: number) => `fs-${i}-origin`,
  destination: (i: number) => `fs-${i}-destination`,
  date: (i: number) => `fs-${i}-date`,
  returnDate: 'fs-return',
  travelers: 'fs-travelers',
};

interface Props {
  index: number;
  slice: FormSlice;
  tripType: TripType;
  returnDate: string;
  count: number;
  locale: Locale;
  /** Message by field id. */
  errors: Readonly<Record<string, string>>;
  onOpenDates: (index: number, phase: DatePhase) => void;
  onWarmDates: () => void;
  onRemoved: (index: number) => void;
}

export function SliceRow({ index, slice, tripType, returnDate, count, locale, errors, onOpenDates, onWarmDates, onRemoved }: Props) {
  const { t } = useTranslation('flightsearch');
  const multi = tripType === 'multiCity';
  const n = index + 1;
  const labels = (clear: string): LocationComboboxLabels => ({
    searching: t('places.searching'),
    noMatch: (query) => t('places.noMatch', { query }),
    failed: t('places.failed'),
    clear,
    results: (c) => t('places.results', { count: c }),
    category: (label) => t(`places.categories.${label}`),
  });
  const place = (end: 'origin' | 'destination') => {
    const id = fieldIds[end](index);
    return (
      <div className="fs-field fs-place">
        <PlaceField
          id={id}
          label={t(end === 'origin' ? 'slice.from' : 'slice.to')}
          placeholder={t('slice.placeholder')}
          value={slice[end]}
          onChange={(option) => setSlice(index, { [end]: option })}
          labels={labels(t(end === 'origin' ? 'places.clearFrom' : 'places.clearTo'))}
          invalid={Boolean(errors[id])}
          {...(errors[id] ? { describedBy: errorId(id) } : {})}
        />
        <FieldError fieldId={id} message={errors[id]} />
      </div>
    );
  };

  return (
    <fieldset className="fs-slice">
      <legend className={multi ? 'fs-slice-title' : 'visually-hidden'}>{multi ? t('slice.flight', { n }) : t('slice.trip')}</legend>
      <div className="fs-places">
        {place('origin')}
        <button
          type="button"
          className="fs-icon-button fs-swap"
          aria-label={multi ? t('slice.swapFlight', { n }) : t('slice.swap')}
          onClick={() => swapPlaces(index)}
        >
          <span aria-hidden="true">⇄</span>
        </button>
        {place('destination')}
      </div>
      <div className="fs-dates">
        <PickerButton
          id={fieldIds.date(index)}
          label={t(tripType === 'roundTrip' ? 'slice.depart' : 'slice.date')}
          error={errors[fieldIds.date(index)]}
          onOpen={() => onOpenDates(index, 'depart')}
          onWarm={onWarmDates}
        >
          <DateValue date={slice.departureDate} locale={locale} />
        </PickerButton>
        {tripType === 'roundTrip' && (
          <PickerButton
            id={fieldIds.returnDate}
            label={t('slice.return')}
            error={errors[fieldIds.returnDate]}
            onOpen={() => onOpenDates(index, 'return')}
            onWarm={onWarmDates}
          >
            <DateValue date={returnDate} locale={locale} />
          </PickerButton>
        )}
      </div>
      {multi && count > 2 && (
        <button
          type="button"
          className="button button-secondary fs-remove"
          onClick={() => {
            removeSlice(index);
            onRemoved(index);
          }}
        >
          {t('slice.remove', { n })}
        </button>
      )}
    </fieldset>
  );
}
