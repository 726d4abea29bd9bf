import { useState } from 'react';
import { useTranslation } from '../../../lib/client/i18n/react';
import { FareRatingNames } from '../../../lib/domain/flights.constants';
import { InfoIcon } from './InfoTip';
import { ModalDialog } from './ModalDialog';

/** SPEC §2: the fare class info button opens a modal describing each fare class. */
export function FareClassInfo() {
  const { t } = useTranslation('profile');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="infotip-button"
        aria-label={t('flightPreferences.fareClassInfoLabel')}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <InfoIcon />
      </button>
      {/* Focus starts on the title, so the descriptions are read from the top rather than skipped to Close. */}
      <ModalDialog
        open={open}
        onClose={() => setOpen(false)}
        labelledBy="fare-class-info-title"
        className="dialog prefs-info-dialog"
        initialFocusId="fare-class-info-title"
      >
        <h2 id="fare-class-info-title" tabIndex={-1}>
          {t('flightPreferences.fareClassInfoTitle')}
        </h2>
        <dl className="prefs-fare-descriptions">
          {FareRatingNames.map((name) => (
            <div key={name}>
              <dt>{t(`flightPreferences.fareClasses.${name}`)}</dt>
              <dd>{t(`flightPreferences.fareClassDescriptions.${name}`)}</dd>
            </div>
          ))}
        </dl>
        <div className="dialog-actions">
          <button type="button" className="button" onClick={() => setOpen(false)}>
            {t('flightPreferences.close')}
          </button>
        </div>
      </ModalDialog>
    </>
  );
}
