import { useState } from 'react';
import { useTranslation } from '../../../lib/client/i18n/react';
import type { LocationOption } from '../../../lib/domain/shared/autocomplete.schema';
import { LocationCombobox, type LocationComboboxLabels, type LocationKind } from '../../ui/LocationCombobox';
import { ModalDialog } from './ModalDialog';

interface Props {
  /** Id of the visible "Home airport" title of the group. */
  titleId: string;
  value: LocationOption | null;
  onChange: (option: LocationOption | null) => void;
  isMobile: boolean;
}

const airportsOnly: readonly LocationKind[] = ['airport'];

/**
 * SPEC §2: the home airport is searched in place on desktop; on mobile the field opens a
 * full-screen popover titled "Home airport" whose input is labelled "Enter home airport".
 */
export function HomeAirportField({ titleId, value, onChange, isMobile }: Props) {
  const { t } = useTranslation('profile');
  const [open, setOpen] = useState(false);
  const labels: LocationComboboxLabels = {
    searching: t('flightPreferences.homeAirportSearching'),
    noMatch: (query) => t('flightPreferences.homeAirportNoMatch', { query }),
    failed: t('flightPreferences.homeAirportFailed'),
    clear: t('flightPreferences.clearHomeAirport'),
    results: (count) => t('flightPreferences.homeAirportResults', { count }),
    category: (label) => t(`flightPreferences.locationCategories.${label}`),
  };
  const placeholder = t('flightPreferences.homeAirportPlaceholder');

  if (!isMobile) {
    return (
      <LocationCombobox
        id="home-airport"
        label={t('flightPreferences.homeAirport')}
        hideLabel
        value={value}
        onChange={onChange}
        labels={labels}
        placeholder={placeholder}
        kinds={airportsOnly}
      />
    );
  }

  return (
    <>
      <button
        type="button"
        className="prefs-airport-trigger"
        aria-haspopup="dialog"
        aria-labelledby={`${titleId} home-airport-value`}
        onClick={() => setOpen(true)}
      >
        <span id="home-airport-value" className={value ? undefined : 'muted'}>
          {value?.label ?? placeholder}
        </span>
      </button>
      <ModalDialog
        open={open}
        onClose={() => setOpen(false)}
        labelledBy="home-airport-dialog-title"
        className="dialog prefs-fullscreen"
        initialFocusId="home-airport-mobile"
      >
        <div className="prefs-fullscreen-head">
          <h2 id="home-airport-dialog-title">{t('flightPreferences.homeAirport')}</h2>
          <button type="button" className="prefs-close" aria-label={t('flightPreferences.close')} onClick={() => setOpen(false)}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <LocationCombobox
          id="home-airport-mobile"
          label={t('flightPreferences.homeAirportInput')}
          value={value}
          onChange={(option) => {
            onChange(option);
            // Choosing is the end of the task; clearing leaves room to search another airport.
            if (option) setOpen(false);
          }}
          labels={labels}
          placeholder={placeholder}
          kinds={airportsOnly}
          autoFocus
          inline
        />
      </ModalDialog>
    </>
  );
}
