import { useState } from 'react';
import type { Namespace } from '../../../lib/client/i18n';
import { useTranslation } from '../../../lib/client/i18n/react';
import { FareRatingNames } from '../../../lib/domain/flights/flights.constants';
import { InfoIcon } from './InfoTip';
import { ModalDialog } from './ModalDialog';
import './info.css';

interface Props {
  /**
   * Where the strings live: the flight shop reuses the modal with its own namespace, so its page need
   * not embed the whole profile one. The keys under `keyPrefix` are fareClassInfoLabel,
   * fareClassInfoTitle, fareClasses.<name>, fareClassDescriptions.<name> and close.
   */
  ns?: Namespace;
  keyPrefix?: string;
}

/** SPEC §2: the fare class info button opens a modal describing each fare class. */
export function FareClassInfo({ ns = 'profile', keyPrefix = 'flightPreferences' }: Props = {}) {
  const { t: translate } = useTranslation(ns);
  const t = (key: string) => translate(`${keyPrefix}.${key}`);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="infotip-button"
        aria-label={t('fareClassInfoLabel')}
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
          {t('fareClassInfoTitle')}
        </h2>
        <dl className="prefs-fare-descriptions">
          {FareRatingNames.map((name) => (
            <div key={name}>
              <dt>{t(`fareClasses.${name}`)}</dt>
              <dd>{t(`fareClassDescriptions.${name}`)}</dd>
            </div>
          ))}
        </dl>
        <div className="dialog-actions">
          <button type="button" className="button" onClick={() => setOpen(false)}>
            {t('close')}
          </button>
        </div>
      </ModalDialog>
    </>
  );
}
