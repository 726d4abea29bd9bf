// The small controls of the search form; everything here is on the page at first paint.
import { useId, type ReactNode } from 'react';
import { setFareClass, setTripType } from '../../../lib/client/flights/search.store';
import type { Locale } from '../../../lib/client/i18n';
import { useTranslation } from '../../../lib/client/i18n/react';
import { TripTypes, type TripType } from '../../../lib/domain/flights/flight-search-params';
import { FareRatingNames, type FareRatingName } from '../../../lib/domain/flights/flights.constants';
import { formatDate } from './format';

export const errorId = (fieldId: string) => `${fieldId}-error`;

/** The message under a field; its id is what the field's aria-describedby names. */
export function FieldError({ fieldId, message }: { fieldId: string; message: string | undefined }) {
  return message ? (
    <p id={errorId(fieldId)} className="field-error fs-field-error">
      {message}
    </p>
  ) : null;
}

export function TripTypeField({ value }: { value: TripType }) {
  const { t } = useTranslation('flightsearch');
  const name = useId();
  return (
    <fieldset className="fs-trip-type">
      <legend className="visually-hidden">{t('tripType.label')}</legend>
      {TripTypes.map((type) => (
        <label key={type}>
          <input type="radio" name={name} value={type} checked={value === type} onChange={() => setTripType(type)} />
          <span>{t(`tripType.${type}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}

interface PickerButtonProps {
  id: string;
  label: string;
  error: string | undefined;
  onOpen: () => void;
  /** Fetches the dialog's code on hover or focus, so it is there by the time of the click. */
  onWarm: () => void;
  children: ReactNode;
}

/** A field whose value is chosen in a dialog (dates, travelers): a labelled button showing the value. */
export function PickerButton({ id, label, error, onOpen, onWarm, children }: PickerButtonProps) {
  return (
    <div className="fs-field">
      <span id={`${id}-label`} className="fs-label">
        {label}
      </span>
      <button
        id={id}
        type="button"
        className="fs-picker"
        aria-haspopup="dialog"
        aria-labelledby={`${id}-label ${id}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(id) : undefined}
        onClick={onOpen}
        onPointerEnter={onWarm}
        onFocus={onWarm}
      >
        {children}
      </button>
      <FieldError fieldId={id} message={error} />
    </div>
  );
}

export function DateValue({ date, locale }: { date: string; locale: Locale }) {
  const { t } = useTranslation('flightsearch');
  return date ? <>{formatDate(date, locale, 'short')}</> : <span className="fs-placeholder">{t('slice.chooseDate')}</span>;
}

export function FareClassField({ value }: { value: FareRatingName | null }) {
  const { t } = useTranslation('flightsearch');
  return (
    <div className="fs-field">
      <label className="fs-label" htmlFor="fs-fare-class">
        {t('fareClass.label')}
      </label>
      <select
        id="fs-fare-class"
        className="fs-select"
        value={value ?? ''}
        onChange={(e) => setFareClass((e.target.value || null) as FareRatingName | null)}
      >
        <option value="">{t('fareClass.any')}</option>
        {FareRatingNames.map((name) => (
          <option key={name} value={name}>
            {t(`fareClass.${name}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
