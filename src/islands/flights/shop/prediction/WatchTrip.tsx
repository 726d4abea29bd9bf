import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { $watches, unwatch, watchStateIn, watchTrip } from '../../../../lib/client/flights/watches.store';
import { intlLocale, type Locale } from '../../../../lib/client/i18n';
import { useTranslation } from '../../../../lib/client/i18n/react';
import { localePath } from '../../../../lib/client/locale';
import { trackEvent } from '../../../../lib/client/tracking';
import { CallState } from '../../../../lib/domain/shared/call-state';
import { formatWholePrice } from '../../../../lib/domain/flights/fare-display';
import type { FlightSearchParams } from '../../../../lib/domain/flights/flight-search-params';
import { tripKey } from '../../../../lib/domain/flights/watches';
import { MAX_WATCH_AMOUNT, WatchErrorCode } from '../../../../lib/domain/flights/watches.constants';

interface Props {
  search: FlightSearchParams;
  locale: Locale;
}

/** SPEC §2 analytics screen label of a watch being set. */
export const WATCH_SCREEN = 'watch';

/** Whole dollars typed by the user → minor units; '' is no target; anything else is invalid (null). */
export function parseTargetPrice(text: string): number | undefined | null {
  const clean = text.trim().replace(/^\$/, '').replace(/[,\s]/g, '');
  if (clean === '') return undefined;
  if (!/^\d+$/.test(clean)) return null;
  const minor = Number(clean) * 100;
  return minor >= 100 && minor <= MAX_WATCH_AMOUNT ? minor : null;
}

/**
 * "Watch this trip" through SPEC §4's Flight watch states: NotWatching → InProcess → JustWatched
 * (the confirmation, with the way to Trips → Watched trips) and Watching on later visits (with Stop
 * watching). Focus follows the control that replaces the one pressed, so keyboard users stay put.
 */
export function WatchTrip({ search, locale }: Props) {
  const { t } = useTranslation('flightshop');
  const id = useId();
  const watches = useStore($watches);
  const key = tripKey(search);
  const state = watchStateIn(watches, key);
  const watch = watches.watches.find((w) => w.tripKey === key);
  const stopping = watch ? watches.busy.includes(watch.id) : false;
  const listLoading = watches.state === CallState.InProcess && state === 'NotWatching';

  const [target, setTarget] = useState('');
  const [targetError, setTargetError] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirmation = useRef<HTMLParagraphElement>(null);
  const watchButton = useRef<HTMLButtonElement>(null);
  const moved = useRef<'watched' | 'stopped' | null>(null);

  useEffect(() => {
    if (moved.current === 'watched' && state === 'JustWatched') confirmation.current?.focus();
    if (moved.current === 'stopped' && state === 'NotWatching') watchButton.current?.focus();
    if (state === 'JustWatched' || state === 'NotWatching') moved.current = null;
  }, [state]);

  const onWatch = async (e: SubmitEvent) => {
    e.preventDefault();
    if (state === 'InProcess' || listLoading) return;
    const targetPrice = parseTargetPrice(target);
    setTargetError(targetPrice === null);
    if (targetPrice === null) return;
    setFailure(null);
    moved.current = 'watched';
    const result = await watchTrip(search, targetPrice);
    if (result.kind === 'Watched') {
      trackEvent(`viewed_${WATCH_SCREEN}`, { screen: WATCH_SCREEN, has_target_price: targetPrice !== undefined }).catch(() => undefined);
    } else if (result.kind === 'Failed') {
      moved.current = null;
      setFailure(result.code === WatchErrorCode.TooManyWatches ? t('prediction.watch.tooMany') : t('prediction.watch.failed'));
    }
  };

  const onStop = async () => {
    if (!watch || stopping) return;
    setFailure(null);
    moved.current = 'stopped';
    const result = await unwatch(watch.id);
    if (result.kind === 'Failed') {
      moved.current = null;
      setFailure(t('prediction.watch.stopFailed'));
    }
  };

  const error = failure && (
    <p className="field-error" role="alert">
      {failure}
    </p>
  );

  if (state === 'JustWatched' || state === 'Watching') {
    return (
      <div className="watch-trip" data-state={state}>
        {state === 'JustWatched' ? (
          <>
            <p className="watch-trip-status" ref={confirmation} tabIndex={-1}>
              {t('prediction.watch.justWatched')}
            </p>
            <a href={localePath(locale, '/trips/?tab=watched')}>{t('prediction.watch.watchedTrips')}</a>
          </>
        ) : (
          <>
            <p className="watch-trip-status">{t('prediction.watch.watching')}</p>
            {watch?.targetPrice != null && (
              <p className="muted">{t('prediction.watch.targetSet', { price: formatWholePrice(watch.targetPrice, intlLocale(locale)) })}</p>
            )}
            <button type="button" className="button button-secondary" aria-disabled={stopping || undefined} onClick={onStop}>
              {t('prediction.watch.stop')}
            </button>
          </>
        )}
        {error}
      </div>
    );
  }

  const busy = state === 'InProcess';
  return (
    <form className="watch-trip" data-state={state} onSubmit={onWatch} noValidate>
      <p className="watch-trip-intro">{t('prediction.watch.intro')}</p>
      <div className="field">
        <label htmlFor={`${id}-target`}>{t('prediction.watch.targetLabel')}</label>
        <input
          id={`${id}-target`}
          inputMode="numeric"
          autoComplete="off"
          value={target}
          onChange={(e) => setTarget(e.target.value)}
          aria-invalid={targetError || undefined}
          aria-describedby={targetError ? `${id}-target-error` : `${id}-target-hint`}
        />
        {targetError ? (
          <p className="field-error" id={`${id}-target-error`}>
            {t('prediction.watch.targetInvalid')}
          </p>
        ) : (
          <p className="muted" id={`${id}-target-hint`}>
            {t('prediction.watch.targetHint')}
          </p>
        )}
      </div>
      <button type="submit" className="button" ref={watchButton} aria-disabled={busy || listLoading || undefined}>
        {busy ? t('prediction.watch.inProcess') : t('prediction.watch.watch')}
      </button>
      <p className="visually-hidden" role="status">
        {busy ? t('prediction.watch.inProcess') : ''}
      </p>
      {error}
    </form>
  );
}
