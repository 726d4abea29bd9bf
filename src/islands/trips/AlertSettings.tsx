import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { saveAlertSettings } from '../../lib/client/flights/watches.store';
import type { Locale } from '../../lib/client/i18n';
import { useTranslation } from '../../lib/client/i18n/react';
import { MAX_ALERTS_PER_DAY, MAX_WATCH_AMOUNT, type WatchAlertSettings } from '../../lib/domain/flights/watches.constants';
import { MoneyInput } from './MoneyInput';
import { dollarsText, formatPrice, parseDollars } from './format';

interface Props {
  settings: WatchAlertSettings;
  saving: boolean;
  locale: Locale;
  announce: (message: string) => void;
}

/** The user's alert budget (SPEC §3 flight watch alerts): one switch that stops every alert, the drop worth a message, one a day. */
export function AlertSettings({ settings, saving, locale, announce }: Props) {
  const { t } = useTranslation('trips');
  const id = useId();
  const [text, setText] = useState(dollarsText(settings.minDrop));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setText(dollarsText(settings.minDrop)), [settings.minDrop]);

  async function save(next: WatchAlertSettings, done: string) {
    setError(null);
    const result = await saveAlertSettings(next);
    if (result.kind === 'Failed') setError(t('settings.failed'));
    else if (result.kind === 'Done') announce(done);
  }

  function toggle(on: boolean) {
    if (saving) return;
    void save({ ...settings, alertsEnabled: on }, t(on ? 'settings.turnedOn' : 'settings.turnedOff'));
  }

  function submit(e: SubmitEvent) {
    e.preventDefault();
    if (saving) return;
    const minDrop = parseDollars(text, 0, MAX_WATCH_AMOUNT);
    if (minDrop === null) {
      setError(t('settings.invalid', { max: formatPrice(MAX_WATCH_AMOUNT, locale) }));
      return;
    }
    void save({ ...settings, minDrop }, t('settings.saved', { amount: formatPrice(minDrop, locale) }));
  }

  const errorId = `${id}-error`;
  return (
    <section className="alert-settings stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('settings.title')}</h2>
      <div className="switch-row">
        <label className="switch">
          <input
            type="checkbox"
            role="switch"
            checked={settings.alertsEnabled}
            aria-describedby={`${id}-switch-hint`}
            aria-disabled={saving || undefined}
            onChange={(e) => toggle(e.target.checked)}
          />
          <span>{t('settings.switch')}</span>
        </label>
        <p id={`${id}-switch-hint`} className="muted">
          {t(settings.alertsEnabled ? 'settings.onHint' : 'settings.offHint')}
        </p>
      </div>
      <form className="field min-drop" noValidate onSubmit={submit}>
        <label htmlFor={`${id}-min-drop`}>{t('settings.minDrop')}</label>
        <div className="target-row">
          <MoneyInput
            locale={locale}
            id={`${id}-min-drop`}
            min={0}
            max={MAX_WATCH_AMOUNT / 100}
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => setText(e.target.value)}
          />
          <button type="submit" className="button button-secondary" aria-disabled={saving || undefined}>
            {saving ? t('settings.saving') : t('settings.save')}
          </button>
        </div>
      </form>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
      <p>{t('settings.daily', { count: MAX_ALERTS_PER_DAY })}</p>
    </section>
  );
}
