import { serverNow } from '../../lib/client/api';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { $watches, loadWatches, unwatch } from '../../lib/client/flights/watches.store';
import { useTranslation } from '../../lib/client/i18n/react';
import { CallState } from '../../lib/domain/shared/call-state';
import type { FlightWatch } from '../../lib/domain/flights/watches.constants';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { Failed, Loading } from '../ui/Status';
import { AlertSettings } from './AlertSettings';
import { formatTripDates, homeToday } from './format';
import { RecentAlerts } from './RecentAlerts';
import { routeText } from './RouteName';
import type { TripsPanelProps } from './tabs';
import { targetStatus } from '../../lib/domain/flights/watches';
import { WatchCard } from './WatchCard';

type Stopping = { watch: FlightWatch; busy: boolean; failed: boolean };

/** Trips → Watched trips (SPEC §2): the watches, the alert budget and the alerts sent. */
export function WatchedTrips({ locale, searchHref, shopHref, announce }: TripsPanelProps) {
  const { t } = useTranslation('trips');
  const id = useId();
  const s = useStore($watches);
  const [stopping, setStopping] = useState<Stopping | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const today = homeToday(serverNow());

  // The store loads by itself once mounted with a session; after a failure the panel asks again.
  useEffect(() => {
    if ($watches.get().state === CallState.Failed) void loadWatches();
  }, []);

  async function confirmStop() {
    if (!stopping || stopping.busy) return;
    const { watch } = stopping;
    setStopping({ watch, busy: true, failed: false });
    const result = await unwatch(watch.id);
    if (result.kind === 'Failed') {
      setStopping({ watch, busy: false, failed: true });
      return;
    }
    setStopping(null);
    announce(t('stop.done', { route: routeText(watch, t) }));
    // The button that opened the dialog left with its card: the list's heading takes the focus.
    requestAnimationFrame(() => heading.current?.focus());
  }

  if (s.settings === null) {
    if (s.state === CallState.Failed) return <Failed message={t('failed')} onRetry={() => void loadWatches()} />;
    return <Loading label={t('loading')} />;
  }
  const { alertsEnabled } = s.settings;

  return (
    <div className="watched-trips">
      <section className="stack" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
          {t('list.title')}
        </h2>
        {s.state === CallState.Failed && <Failed message={t('failedRefresh')} onRetry={() => void loadWatches()} />}
        {s.watches.length === 0 ? (
          <div className="empty stack">
            <h3>{t('empty.title')}</h3>
            <p>{t('empty.body')}</p>
            <p>
              <a className="button" href={searchHref}>
                {t('empty.search')}
              </a>
            </p>
          </div>
        ) : (
          <>
            <p className="muted">{t('list.note')}</p>
            <ul className="watch-list" aria-labelledby={`${id}-title`}>
              {s.watches.map((w) => (
                <li key={w.id}>
                  <WatchCard
                    watch={w}
                    target={targetStatus(w, s.alerts, alertsEnabled)}
                    locale={locale}
                    today={today}
                    shopHref={shopHref}
                    onStop={(watch) => setStopping({ watch, busy: false, failed: false })}
                    announce={announce}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <div className="watched-side stack">
        <AlertSettings settings={s.settings} saving={s.settingsState === CallState.InProcess} locale={locale} announce={announce} />
        <RecentAlerts alerts={s.alerts} state={s.alertsState} watches={s.watches} locale={locale} />
      </div>
      {stopping && (
        <ConfirmDialog
          title={t('stop.title')}
          body={t('stop.body', { route: routeText(stopping.watch, t), dates: formatTripDates(stopping.watch, locale) })}
          confirmLabel={stopping.busy ? t('stop.stopping') : t('stop.confirm')}
          cancelLabel={t('stop.cancel')}
          busy={stopping.busy}
          onConfirm={() => void confirmStop()}
          onCancel={() => setStopping(null)}
        >
          {stopping.failed && (
            <p className="field-error" role="alert">
              {t('stop.failed')}
            </p>
          )}
        </ConfirmDialog>
      )}
    </div>
  );
}
