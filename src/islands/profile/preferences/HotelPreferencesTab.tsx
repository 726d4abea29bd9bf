import { useStore } from '@nanostores/react';
import { useTranslation } from '../../../lib/client/i18n/react';
import {
  $canClearHotelPreferences,
  $hotelPreferences,
  $hotelPreferencesDirty,
  clearHotelPreferences,
  editHotelPreferences,
  loadHotelPreferences,
  saveHotelPreferences,
} from '../../../lib/client/profile/preferences.store';
import { HotelAmenities, StarRatings } from '../../../lib/domain/profile/preferences.constants';
import { InfoTip } from './InfoTip';
import { PreferenceGroup, PreferencesForm } from './PreferencesForm';

/** Adds or removes one item of a set-like list. */
function toggled<T>(list: readonly T[], item: T, on: boolean): T[] {
  return on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item);
}

/** SPEC §2 Hotel preferences: rating, amenities (one column) and cancellation policy. */
export default function HotelPreferencesTab({ isMobile }: { isMobile: boolean }) {
  const { t } = useTranslation('profile');
  const state = useStore($hotelPreferences);
  const dirty = useStore($hotelPreferencesDirty);
  const canClear = useStore($canClearHotelPreferences);
  const { draft } = state;

  return (
    <PreferencesForm
      title={t('hotelPreferences.title')}
      intro={t('hotelPreferences.intro')}
      state={state}
      dirty={dirty}
      canClear={canClear}
      save={saveHotelPreferences}
      clear={clearHotelPreferences}
      reload={() => void loadHotelPreferences()}
      isMobile={isMobile}
    >
      {/* SPEC §2: on desktop the groups stand in columns 64 px apart. */}
      <div className={isMobile ? 'prefs-groups' : 'prefs-groups prefs-columns'}>
        <PreferenceGroup
          id="hotel-rating"
          title={t('hotelPreferences.rating')}
          info={
            <InfoTip
              label={t('hotelPreferences.ratingInfoLabel')}
              text={t('hotelPreferences.ratingInfo')}
              mode={isMobile ? 'popover' : 'tooltip'}
            />
          }
        >
          <ul className="prefs-choices">
            {StarRatings.map((stars) => (
              <li key={stars}>
                <label className="prefs-check">
                  <input
                    type="checkbox"
                    checked={draft.starRatings.includes(stars)}
                    onChange={(e) => editHotelPreferences({ starRatings: toggled(draft.starRatings, stars, e.target.checked) })}
                  />
                  <span>{t('hotelPreferences.stars', { count: stars })}</span>
                  <span className="prefs-stars" aria-hidden="true">
                    {'★'.repeat(stars)}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </PreferenceGroup>

        <PreferenceGroup id="hotel-amenities" title={t('hotelPreferences.amenities')}>
          <ul className="prefs-choices">
            {HotelAmenities.map((amenity) => (
              <li key={amenity}>
                <label className="prefs-check">
                  <input
                    type="checkbox"
                    checked={draft.amenities.includes(amenity)}
                    onChange={(e) => editHotelPreferences({ amenities: toggled(draft.amenities, amenity, e.target.checked) })}
                  />
                  <span>{t(`hotelPreferences.amenity.${amenity}`)}</span>
                </label>
              </li>
            ))}
          </ul>
        </PreferenceGroup>

        <PreferenceGroup id="hotel-cancellation" title={t('hotelPreferences.cancellation')}>
          <label className="prefs-switch">
            <input
              type="checkbox"
              role="switch"
              aria-checked={draft.freeCancellationOnly}
              checked={draft.freeCancellationOnly}
              onChange={(e) => editHotelPreferences({ freeCancellationOnly: e.target.checked })}
            />
            <span className="prefs-switch-track" aria-hidden="true" />
            <span>{t('hotelPreferences.freeCancellationOnly')}</span>
          </label>
        </PreferenceGroup>
      </div>
    </PreferencesForm>
  );
}
