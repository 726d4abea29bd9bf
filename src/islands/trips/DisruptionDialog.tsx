import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../lib/client/i18n/react';
import {
  $disruption,
  chooseRebooking,
  closeDisruption,
  openDisruption,
  backFromRequest,
  rebookChosen,
  startRequest,
  type DisruptionFlow,
} from '../../lib/client/disruption.store';
import { openCancel } from '../../lib/client/trip-cancel.store';
import type { TripFlowDialogProps } from './tabs';
import { TripDialog, unreachable } from './TripDialog';
import { Loading } from '../ui/Status';
import { formatAmount, formatInstant } from './format';
import { CallUs } from './FlightTimes';
import { RebookedFlight, RebookOptions } from './RebookOptions';
import { useTripFlow } from './use-trip-flow';
import { RequestForm, RequestStatus } from './RebookingRequest';

const answered = (f: DisruptionFlow) => (f.step === 'rebooked' || f.step === 'requested' ? f.trip : null);

/**
 * Trips → a disrupted flight: what the airline did, then, when disruption assistance covers it, a
 * free rebooking on a qualifying flight or the base fare back (the cancel flow). One decision.
 */
export function DisruptionDialog({ locale, trips, asked, onAnswered }: TripFlowDialogProps) {
  const { t } = useTranslation('trips');
  const id = useId();
  const { flow, trip, isOpen } = useTripFlow($disruption, asked, openDisruption, answered, onAnswered, trips);
  const busy = flow.step === 'rebooking' || flow.step === 'sending';

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
      ({ body, primary } = unreachable(t('disruption.unreachable'), t('cancel.tryAgain'), () => openDisruption(flow.tripId)));
      break;
    case 'rebooked':
      title = t('disruption.rebookedTitle');
      body = <RebookedFlight trip={flow.trip} locale={locale} text={t('disruption.rebookedBody')} />;
      break;
    case 'requested': {
      const route = flow.trip.kind === 'Flight' ? (flow.trip.disruption?.request?.route ?? 'MoveToQueue') : 'MoveToQueue';
      title = t('disruption.request.sentTitle');
      body = <p>{t(`disruption.request.sent.${route}`)}</p>;
      break;
    }
    case 'asking':
    case 'sending':
      title = t(`disruption.request.title.${flow.answer.route}`);
      body = <RequestForm id={id} flow={flow} locale={locale} t={t} />;
      primary = (
        <>
          <button type="submit" form={`${id}-request`} className="button" aria-disabled={busy || undefined}>
            {t('disruption.request.send')}
          </button>
          <button
            type="button"
            className="button button-secondary"
            aria-disabled={busy || undefined}
            onClick={() => !busy && backFromRequest()}
          >
            {t('disruption.request.back')}
          </button>
        </>
      );
      break;
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
          <RequestStatus answer={answer} locale={locale} t={t} />
          {answer.options.length > 0 ? (
            <RebookOptions
              legend={t('disruption.legend')}
              name={`${id}-option`}
              options={answer.options}
              chosen={flow.chosen}
              onChoose={chooseRebooking}
              disabled={busy}
              locale={locale}
              t={t}
            />
          ) : (
            <p>{t('disruption.noOptions')}</p>
          )}
          {d.request?.state !== 'Requested' && (
            <p>
              {t('disruption.request.none')}{' '}
              <button type="button" className="link-button" aria-disabled={busy || undefined} onClick={() => !busy && startRequest()}>
                {t(`disruption.request.ask.${answer.route}`)}
              </button>
            </p>
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
      open={isOpen}
      onClose={closeDisruption}
      className="schedule-dialog"
      title={title}
      body={body}
      primary={primary}
      safeLabel={
        (flow.step === 'shown' && flow.answer.kind === 'IsDisrupted') || flow.step === 'asking' || flow.step === 'sending'
          ? t('schedule.later')
          : t('cancel.close')
      }
      busy={busy}
    />
  );
}
