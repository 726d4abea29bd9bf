import { useStore } from '@nanostores/react';
import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { $watches, setTargetPrice } from '../../lib/client/flights/watches.store';
import type { Locale } from '../../lib/client/i18n';
import { useTranslation } from '../../lib/client/i18n/react';
import { MAX_WATCH_AMOUNT, type FlightWatch } from '../../lib/domain/flights/watches.constants';
import { MoneyInput } from './MoneyInput';
import { dollarsText, formatPrice, parseDollars } from './format';

/** The API refuses a $0 target: it could never be reached. */
const MIN_TARGET = 1_00;

interface Props {
  watch: FlightWatch;
  /** "JFK to LAX", for the messages. */
  route: string;
  locale: Locale;
  announce: (message: string) => void;
}

/** The price the user waits for, in whole dollars: save a new one or clear it. */
export function TargetPriceForm({ watch, route, locale, announce }: Props) {
  const { t } = useTranslation('trips');
  const id = useId();
  const busy = useStore($watches).busy.includes(watch.id);
  const [text, setText] = useState(dollarsText(watch.targetPrice));
  const [error, setError] = useState<string | null>(null);

  // A target put back after a refusal (or changed in another tab on reload) shows in the field.
  useEffect(() => setText(dollarsText(watch.targetPrice)), [watch.targetPrice]);

  async function save(price: number | null) {
    setError(null);
    const result = await setTargetPrice(watch.id, price);
    if (result.kind === 'Failed') setError(t('target.failed'));
    else if (result.kind === 'Done')
      announce(price === null ? t('target.cleared', { route }) : t('target.saved', { route, amount: formatPrice(price, locale) }));
  }

  function submit(e: SubmitEvent) {
    e.preventDefault();
    if (busy) return;
    if (text.trim() === '') {
      if (watch.targetPrice !== null) void save(null);
      return;
    }
    const price = parseDollars(text, MIN_TARGET, MAX_WATCH_AMOUNT);
    if (price === null) {
      setError(t('target.invalid', { max: formatPrice(MAX_WATCH_AMOUNT, locale) }));
      return;
    }
    void save(price);
  }

  const described = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <form className="target-form" noValidate onSubmit={submit}>
      <div className="field">
        <label htmlFor={`${id}-input`}>{t('target.label')}</label>
        <p id={`${id}-hint`} className="muted">
          {t('target.hint')}
        </p>
        <div className="target-row">
          <MoneyInput
            locale={locale}
            id={`${id}-input`}
            min={MIN_TARGET / 100}
            max={MAX_WATCH_AMOUNT / 100}
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={described}
            onChange={(e) => setText(e.target.value)}
          />
          <button type="submit" className="button button-secondary" aria-disabled={busy || undefined}>
            {busy ? t('target.saving') : t('target.save')}
          </button>
          {watch.targetPrice !== null && (
            <button
              type="button"
              className="button button-secondary"
              aria-disabled={busy || undefined}
              onClick={() => !busy && void save(null)}
            >
              {t('target.clear')}
            </button>
          )}
        </div>
        {error && (
          <p id={`${id}-error`} className="field-error">
            {error}
          </p>
        )}
      </div>
    </form>
  );
}
