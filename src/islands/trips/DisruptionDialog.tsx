import { useStore } from '@nanostores/react';
import { useEffect, useId, type ReactNode } from 'react';
import type { Locale } from '../../lib/client/i18n';
import { useTranslation } from '../../lib/client/i18n/react';
import { $disruption, chooseRebooking, closeDisruption, openDisruption, rebookChosen } from '../../lib/client/disruption.store';
import { openCancel } from '../../lib/client/trip-cancel.store';
import type { FlightTrip, Trip } from '../../lib/client/trips.store';
import type { Asked } from './tabs';
import { TripDialog } from './TripDialog';
import { Loading } from '../ui/Status';
import { formatAmount, formatInstant } from './format';
import { CallUs, FlightTimes, flightNumbers } from './FlightTimes';

/**
 * Trips → a disrupted flight: what the airline did, then, when disruption assistance covers it, a
 * free rebooking on a qualifying flight or the base fare back (the cancel flow). One decision.
 */
export function DisruptionDialog({
  locale,
  trips,
  asked,
  onAnswered,
}: {
  locale: Locale;
  trips: readonly FlightTrip[];
  /** The trip the traveler asked about (BookedTrips); each new ask opens the dialog for it. */
  asked: Asked | null;
  /** The trip as the server answered it once the traveler's answer is made. */
  onAnswered: (trip: Trip) => void;
}) {
  const { t } = useTranslation('trips');
  const id = useId();
  const flow = useStore($disruption);
  useEffect(() => {
    if (asked) void openDisruption(asked.tripId);
  }, [asked]);
  const answer = flow.step === 'rebooked' ? flow.trip : null;
  useEffect(() => {
    if (answer) onAnswered(answer);
  }, [answer, onAnswered]);
  const trip = 'tripId' in flow ? (trips.find((x) => x.id === flow.tripId) ?? null) : null;
  const open = flow.step !== 'closed' && trip !== null;
  const busy = flow.step === 'rebooking';

  let title = t('disruption.title');
  let body: ReactNode = null;
  let primary: ReactNode = null;
  switch (flow.step) {
    case 'closed':
      break;
    case 'loading':
      body = <Loading label={t('disruption.loading')} />;
      break;
    case 'unreachable':
      body = <p role="alert">{t('disruption.unreachable')}</p>;
      primary = (
        <button type="button" className="button" onClick={() => void openDisruption(flow.tripId)}>
          {t('cancel.tryAgain')}
        </button>
      );
      break;
    case 'rebooked': {
      title = t('disruption.rebookedTitle');
      const d = flow.trip.kind === 'Flight' ? flow.trip.disruption : null;
      const slice = flow.trip.kind === 'Flight' && d ? flow.trip.slices[d.slice] : undefined;
      body = (
        <p>
          {slice && (
            <>
              <FlightTimes slice={slice} locale={locale} /> · {flightNumbers(slice)}.{' '}
            </>
          )}
          {t('disruption.rebookedBody')}
        </p>
      );
      break;
    }
    case 'shown':
    case 'rebooking': {
      const { answer } = flow;
      if (answer.kind === 'NotDisrupted') {
        title = t('disruption.notCoveredTitle');
        body = <p>{t(`disruption.reason.${answer.reason}`)}</p>;
        break;
      }
      const d = answer.disruption;
      const h = Math.floor((d.delayMinutes ?? 0) / 60);
      const m = (d.delayMinutes ?? 0) % 60;
      const refund = formatAmount(answer.refundMinor, locale);
      body = (
        <>
          <p>
            {d.kind === 'Delay'
              ? t('disruption.what.Delay', { h, m })
              : d.kind === 'MissedConnection'
                ? t('disruption.what.MissedConnection')
                : t('disruption.what.Cancellation')}{' '}
            {t('disruption.covered', { refund, date: formatInstant(answer.expiresAt, locale) })}
          </p>
          {answer.options.length > 0 ? (
            <fieldset className="cancel-choice" disabled={busy}>
              <legend>{t('disruption.legend')}</legend>
              {answer.options.map((o, i) => (
                <label key={`${o.itineraryId}-${o.fareId}`}>
                  <input type="radio" name={`${id}-option`} checked={flow.chosen === i} onChange={() => chooseRebooking(i)} />
                  <span>
                    <strong>
                      <FlightTimes slice={o.slice} locale={locale} />
                    </strong>
                    <span className="muted">
                      {flightNumbers(o.slice)} · {o.fareShelf.shortBrandName} ·{' '}
                      {o.slice.stops === 0 ? t('disruption.nonstop') : t('disruption.stops', { count: o.slice.stops })}
                    </span>
                  </span>
                </label>
              ))}
            </fieldset>
          ) : (
            <p>{t('disruption.noOptions')}</p>
          )}
          <CallUs>{t('disruption.other')}</CallUs>
          {flow.step === 'shown' && flow.failed && (
            <p className="notice" role="alert">
              {flow.failed === 'refused' ? t('disruption.refused') : t('disruption.failed')}
            </p>
          )}
          {busy && <Loading label={t('disruption.rebooking')} />}
        </>
      );
      primary = (
        <>
          {answer.options.length > 0 && (
            <button type="button" className="button" aria-disabled={busy || undefined} onClick={() => !busy && void rebookChosen()}>
              {t('disruption.rebook')}
            </button>
          )}
          <button
            type="button"
            className="button button-secondary"
            aria-disabled={busy || undefined}
            onClick={() => {
              if (busy || !trip) return;
              closeDisruption();
              void openCancel(trip.id);
            }}
          >
            {t('disruption.refund', { amount: refund })}
          </button>
        </>
      );
      break;
    }
  }

  return (
    <TripDialog
      open={open}
      onClose={closeDisruption}
      className="schedule-dialog"
      title={title}
      body={body}
      primary={primary}
      safeLabel={flow.step === 'shown' && flow.answer.kind === 'IsDisrupted' ? t('schedule.later') : t('cancel.close')}
      busy={busy}
    />
  );
}
