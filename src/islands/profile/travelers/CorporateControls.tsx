import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/client/i18n/react';
import { $travelerSetting, setDefaultTraveler, setTravelerHidden } from '../../../lib/client/profile/travelers.store';
import { CallState } from '../../../lib/domain/shared/call-state';
import type { Traveler } from '../../../lib/domain/profile/travelers.schema';

interface Props {
  traveler: Traveler;
  name: string;
  userId: string;
  /** After "make default" the button goes away; focus moves to the row instead of being lost. */
  onDefaultSet: () => void;
}

/** SPEC §4, §6 corporate: default traveler of the signed-in user, and the private-profile switch (ON hides). */
export function CorporateControls({ traveler, name, userId, onDefaultSet }: Props) {
  const { t } = useTranslation('profile');
  const id = useId();
  const setting = useStore($travelerSetting);
  // The switch shows what was asked for until the reloaded list confirms it, instead of flipping back meanwhile.
  const [requestedHidden, setRequestedHidden] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const failed = setting.state === CallState.Failed && setting.travelerId === traveler.id;

  async function makeDefault() {
    setBusy(true);
    const result = await setDefaultTraveler(traveler.id, userId);
    setBusy(false);
    if (result.kind === 'Done') onDefaultSet();
  }

  async function setHidden(hidden: boolean) {
    if (busy) return;
    setBusy(true);
    setRequestedHidden(hidden);
    await setTravelerHidden(traveler.id, hidden);
    setRequestedHidden(null);
    setBusy(false);
  }

  return (
    <div className="traveler-corporate stack">
      {!traveler.isDefaultProfile && (
        <div>
          <button type="button" className="button button-secondary" disabled={busy} onClick={() => void makeDefault()}>
            {t('travelers.makeDefault')}
            <span className="visually-hidden"> ({name})</span>
          </button>
        </div>
      )}
      <div className="traveler-switch">
        <input
          type="checkbox"
          role="switch"
          id={`${id}-hide`}
          checked={requestedHidden ?? traveler.isPrivateProfile ?? false}
          // aria-disabled, not disabled: a disabled control would drop the keyboard focus it has.
          aria-disabled={busy || undefined}
          aria-describedby={`${id}-hint`}
          onChange={(e) => void setHidden(e.target.checked)}
        />
        <label htmlFor={`${id}-hide`}>
          {t('travelers.privateProfile')}
          <span className="visually-hidden"> ({name})</span>
        </label>
        <p id={`${id}-hint`} className="muted traveler-hint">
          {t('travelers.privateProfileHint')}
        </p>
      </div>
      {failed && (
        <p className="field-error" role="alert">
          {t('travelers.errors.settingFailed')}
        </p>
      )}
    </div>
  );
}
