import { useStore } from '@nanostores/react';
import { useTranslation } from '../../../lib/client/i18n/react';
import {
  $canClearFlightPreferences,
  $flightPreferences,
  $flightPreferencesDirty,
  chooseFareClass,
  clearFlightPreferences,
  editFlightPreferences,
  loadFlightPreferences,
  saveFlightPreferences,
} from '../../../lib/client/profile/preferences.store';
import { FareRatingNames } from '../../../lib/domain/flights/flights.constants';
import { selectedFareClass } from '../../../lib/domain/profile/preferences';
import { ExcludeLowCostCarriers, PreferredAirlines } from '../../../lib/domain/profile/preferences.constants';
import type { FlightPreferences } from '../../../lib/domain/profile/preferences.schema';
import { FareClassInfo } from './FareClassInfo';
import { HomeAirportField } from './HomeAirportField';
import { InfoTip } from './InfoTip';
import { PreferenceGroup, PreferencesForm } from './PreferencesForm';

type AirlineChoice = FlightPreferences['airlines'][number];

/** SPEC §2 Flight preferences: home airport, fare class, airlines and stops. */
export default function FlightPreferencesTab({ isMobile }: { isMobile: boolean }) {
  const { t } = useTranslation('profile');
  const state = useStore($flightPreferences);
  const dirty = useStore($flightPreferencesDirty);
  const canClear = useStore($canClearFlightPreferences);
  const { draft } = state;
  const fareClass = selectedFareClass(draft.fareClasses);

  const setAirline = (code: AirlineChoice, on: boolean) =>
    editFlightPreferences({
      airlines: on ? [...draft.airlines.filter((a) => a !== code), code] : draft.airlines.filter((a) => a !== code),
    });

  const airline = (code: AirlineChoice) => (
    <label className="prefs-check">
      <input type="checkbox" checked={draft.airlines.includes(code)} onChange={(e) => setAirline(code, e.target.checked)} />
      <span>{t(`flightPreferences.airline.${code}`)}</span>
    </label>
  );

  return (
    <PreferencesForm
      title={t('flightPreferences.title')}
      intro={t('flightPreferences.intro')}
      state={state}
      dirty={dirty}
      canClear={canClear}
      save={saveFlightPreferences}
      clear={clearFlightPreferences}
      reload={() => void loadFlightPreferences()}
      isMobile={isMobile}
    >
      <div className="prefs-groups">
        <PreferenceGroup id="home-airport-group" title={t('flightPreferences.homeAirport')}>
          <HomeAirportField
            titleId="home-airport-group-title"
            value={draft.homeAirport}
            onChange={(homeAirport) => editFlightPreferences({ homeAirport })}
            isMobile={isMobile}
          />
        </PreferenceGroup>

        {/* SPEC §2/§5: a single choice that can be taken back, so toggle buttons rather than radios. */}
        <PreferenceGroup id="fare-class" title={t('flightPreferences.fareClass')} info={<FareClassInfo />}>
          <div className="prefs-fare-classes">
            {FareRatingNames.map((name) => (
              <button
                key={name}
                type="button"
                className="prefs-fare-class"
                aria-pressed={fareClass === name}
                onClick={() => chooseFareClass(name)}
              >
                {t(`flightPreferences.fareClasses.${name}`)}
              </button>
            ))}
          </div>
        </PreferenceGroup>

        <PreferenceGroup id="airlines" title={t('flightPreferences.airlines')}>
          <ul className="prefs-choices">
            {PreferredAirlines.map((code) => (
              <li key={code}>{airline(code)}</li>
            ))}
            <li className="prefs-choice-with-info">
              {airline(ExcludeLowCostCarriers)}
              <InfoTip
                label={t('flightPreferences.lowCostInfoLabel')}
                text={t('flightPreferences.lowCostInfo')}
                mode={isMobile ? 'popover' : 'tooltip'}
              />
            </li>
          </ul>
        </PreferenceGroup>

        <PreferenceGroup id="stops" title={t('flightPreferences.stops')} radio>
          <ul className="prefs-choices">
            {[false, true].map((nonStopOnly) => (
              <li key={String(nonStopOnly)}>
                <label className="prefs-check">
                  <input
                    type="radio"
                    name="flight-preferences-stops"
                    checked={draft.nonStopOnly === nonStopOnly}
                    onChange={() => editFlightPreferences({ nonStopOnly })}
                  />
                  <span>{nonStopOnly ? t('flightPreferences.nonStopOnly') : t('flightPreferences.anyStops')}</span>
                </label>
              </li>
            ))}
          </ul>
        </PreferenceGroup>
      </div>
    </PreferencesForm>
  );
}
