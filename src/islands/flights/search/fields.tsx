// The small controls of the search form; everything here is on the page at first paint.
import { useId } from 'react';
import { setFareClass, setTripType } from '../../../lib/client/flights/search.store';
import type { Locale } from '../../../lib/client/i18n';
import { useTranslation } from '../../../lib/client/i18n/react';
import { TripTypes, type TripType } from '../../../lib/domain/flights/flight-search-params';
import { FareRatingNames, type FareRatingName } from '../../../lib/domain/flights/flights.constants';
import { formatDate } from './format';

export { errorId, FieldError, PickerButton } from '../../ui/PickerField';

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
