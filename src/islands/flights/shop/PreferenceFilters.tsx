// The filters the saved flight preferences set (issue 23 #2): said on screen, outside the (on phones
// folded) filter panel, with one control to drop them; and when they leave nothing, which of them did.
import type { TFunction } from '../../../lib/client/i18n';
import type { PreferenceFilterKey } from '../../../lib/domain/flights/flight-shop-params';
import type { FlightFilters } from '../../../lib/domain/flights/flights.schema';
import type { AirlineNames } from './SliceParts';
import './preference-filters.css';

/** "Nonstop only", "Only American Airlines, Delta", "No low-cost carriers". */
export function preferenceLabel(key: PreferenceFilterKey, filters: FlightFilters, airlineNames: AirlineNames, t: TFunction): string {
  if (key === 'stops') return t('filters.stops.none');
  if (key === 'noLowCostCarriers') return t('filters.noLowCost');
  const names = (filters.airlines ?? []).map((code) => airlineNames.get(code) ?? code).join(', ');
  return t('preferences.onlyAirlines', { names });
}

const labels = (keys: readonly PreferenceFilterKey[], filters: FlightFilters, airlineNames: AirlineNames, t: TFunction) =>
  keys.map((k) => preferenceLabel(k, filters, airlineNames, t)).join(' · ');

interface Props {
  keys: readonly PreferenceFilterKey[];
  filters: FlightFilters;
  airlineNames: AirlineNames;
  t: TFunction;
  onDrop: () => void;
}

/** "Filters from your flight preferences: Nonstop only · Only Delta" and "Don't use my preferences". */
export function PreferencesLine({ keys, filters, airlineNames, t, onDrop }: Props) {
  return (
    <div className="notice shop-prefs" role="note">
      <p>{t('preferences.line', { list: labels(keys, filters, airlineNames, t) })}</p>
      <button type="button" className="button button-secondary" onClick={onDrop}>
        {t('preferences.drop')}
      </button>
    </div>
  );
}

/** The list is empty because of these preferences: say which, and offer the flights without them. */
export function PreferencesEmptied({ keys, filters, airlineNames, t, onDrop }: Props) {
  return (
    <div className="empty stack shop-empty">
      <h2>{t('preferences.emptyTitle')}</h2>
      <p>{t('preferences.emptyBody', { list: labels(keys, filters, airlineNames, t) })}</p>
      <p>
        <button type="button" className="button" onClick={onDrop}>
          {t('preferences.showAll')}
        </button>
      </p>
    </div>
  );
}
