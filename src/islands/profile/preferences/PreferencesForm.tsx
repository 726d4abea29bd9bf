import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/client/i18n/react';
import { openPreferences, type PreferencesState, type SavePreferencesResult } from '../../../lib/client/profile/preferences.store';
import { CallState } from '../../../lib/domain/shared/call-state';
import { Failed, Loading } from '../../ui/Status';
import './preferences.css';
import { page } from '../../../lib/client/platform';

interface Props<P> {
  /** Names the form for screen readers, e.g. "Hotel preferences" (the shell shows it as the heading). */
  title: string;
  intro: string;
  state: PreferencesState<P>;
  dirty: boolean;
  canClear: boolean;
  save: (preferences: P) => Promise<SavePreferencesResult>;
  clear: () => Promise<SavePreferencesResult>;
  reload: () => void;
  isMobile: boolean;
  children: ReactNode;
}

type Action = 'save' | 'clear';

const prefersReducedMotion = () => page.matches('(prefers-reduced-motion: reduce)');

/**
 * What the hotel and flight preference tabs share (SPEC §4): load states, Save only when
 * dirty, Clear when something is saved, the confirmation and the update failure.
 */
export function PreferencesForm<P>(props: Props<P>) {
  const { title, intro, state, dirty, canClear, save, clear, reload, isMobile, children } = props;
  const { t } = useTranslation('profile');
  const confirmation = useRef<HTMLParagraphElement>(null);
  const [pending, setPending] = useState<Action | null>(null);
  // A new object per success, so the effect below runs for each one.
  const [done, setDone] = useState<{ action: Action } | null>(null);
  const busy = state.update === CallState.InProcess;

  // SPEC §4: a confirmation or failure of an earlier visit does not show again.
  useEffect(() => openPreferences(), []);

  useEffect(() => {
    if (!done) return;
    // The button just pressed is gone (nothing left to save or clear): focus must not fall to the
    // page, and the confirmation is what the user wants to hear next.
    const lost = page.focusLost();
    if (lost) confirmation.current?.focus({ preventScroll: isMobile });
    // SPEC §4: on mobile a successful save scrolls to top, where the confirmation shows.
    if (isMobile) page.scrollTo(0, !prefersReducedMotion());
  }, [done, isMobile]);

  async function run(action: Action) {
    if (busy || (action === 'save' && !dirty)) return;
    setPending(action);
    const result = await (action === 'save' ? save(state.draft) : clear());
    setPending(null);
    if (result.kind === 'Saved') setDone({ action });
  }

  let body: ReactNode;
  if (state.load === CallState.NotCalled || state.load === CallState.InProcess) {
    body = <Loading label={t('loading.preferences')} />;
  } else if (state.load === CallState.Failed) {
    body = <Failed message={t('preferences.loadFailed')} onRetry={reload} />;
  } else {
    const confirmed = state.update === CallState.Success && !dirty;
    body = (
      <>
        <div role="status" className="prefs-live">
          {confirmed && (
            <p ref={confirmation} className="notice prefs-confirmation" tabIndex={-1}>
              {done?.action === 'clear' ? t('preferences.cleared') : t('preferences.saved')}
            </p>
          )}
        </div>
        <form
          className="prefs-form"
          aria-label={title}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void run('save');
          }}
        >
          {children}
          <div role="alert" className="prefs-live">
            {state.updateError && <p className="notice notice-error">{t(state.updateError.key)}</p>}
          </div>
          {(canClear || dirty) && (
            <div className="prefs-actions">
              {canClear && (
                // aria-disabled rather than disabled: a disabled button drops keyboard focus mid-save.
                <button type="button" className="button button-secondary" aria-disabled={busy} onClick={() => void run('clear')}>
                  {busy && pending === 'clear' ? t('preferences.clearing') : t('preferences.clear')}
                </button>
              )}
              {dirty && (
                <button type="submit" className="button" aria-disabled={busy}>
                  {busy && pending !== 'clear' ? t('preferences.saving') : t('preferences.save')}
                </button>
              )}
            </div>
          )}
        </form>
      </>
    );
  }

  return (
    <div className="prefs">
      <p className="muted">{intro}</p>
      {body}
    </div>
  );
}

/** A titled group of choices, with room for an info button next to its title. */
export function PreferenceGroup(props: { id: string; title: string; info?: ReactNode; radio?: boolean; children: ReactNode }) {
  const { id, title, info, radio, children } = props;
  return (
    <div role={radio ? 'radiogroup' : 'group'} aria-labelledby={`${id}-title`} className="prefs-group">
      <div className="prefs-group-head">
        <h3 id={`${id}-title`}>{title}</h3>
        {info}
      </div>
      {children}
    </div>
  );
}
