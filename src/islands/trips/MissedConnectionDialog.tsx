import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../lib/client/i18n/react';
import {
  $missedConnection,
  chooseConnection,
  closeMissedConnection,
  confirmConnection,
  openMissedConnection,
  type MissedConnectionFlow,
} from '../../lib/client/missed-connection.store';
import type { TripFlowDialogProps } from './tabs';
import { TripDialog, unreachable } from './TripDialog';
import { Loading } from '../ui/Status';
import { formatAmount, formatInstant } from './format';
import { CallUs, FlightTimes, flightNumbers } from './FlightTimes';
import { RebookedFlight, RebookOptions } from './RebookOptions';
import { useTripFlow } from './use-trip-flow';

const answered = (f: MissedConnectionFlow) => (f.step === 'rebooked' ? f.trip : null);

/**
 * Trips → a connection missed because of a delay (SPEC §2 trips/rebook/connection): our free
 * rebooking from the connection airport, or — on one ticket — the airline's own reasonable one,
 * which the traveler keeps.
 */
export function MissedConnectionDialog({ locale, trips, asked, onAnswered }: TripFlowDialogProps) {
  const { t } = useTranslation('trips');
  const id = useId();
  const { flow, trip, isOpen } = useTripFlow($missedConnection, asked, openMissedConnection, answered, onAnswered, trips);
  const busy = flow.step === 'rebooking';

  let title = t('connection.title');
  let body: ReactNode = null;
  let primary: ReactNode = null;
  switch (flow.step) {
    case 'closed':
      break;
    case 'loading':
      body = <Loading label={t('connection.loading')} />;
      break;
    case 'unreachable':
      ({ body, primary } = unreachable(t('disruption.unreachable'), t('cancel.tryAgain'), () => openMissedConnection(flow.tripId)));
      break;
    case 'rebooked':
      title = t('disruption.rebookedTitle');
      body = <RebookedFlight trip={flow.trip} locale={locale} text={t('connection.rebookedBody')} />;
      break;
    case 'shown':
    case 'rebooking': {
      const { answer } = flow;
      if (answer.kind === 'Unavailable') {
        title = t('connection.unavailableTitle');
        body = <p>{t(`connection.reason.${answer.reason}`)}</p>;
        break;
      }
      const missed = trip?.slices[answer.slice]?.segments[answer.missed];
      const where = {
        airport: missed?.origin.locationCode ?? '',
        flight: missed ? `${missed.marketingAirline.code} ${missed.marketingAirline.flightNumber}` : '',
      };
      const failed = flow.step === 'shown' && flow.failed && (
        <p className="notice" role="alert">
          {flow.failed === 'refused' ? t('disruption.refused') : t('disruption.failed')}
        </p>
      );
      if (answer.kind === 'AirlineRebooked') {
        body = (
          <>
            <p>{t('connection.missed', where)}</p>
            <p>
              {t('connection.airline')}{' '}
              <strong>
                <FlightTimes slice={answer.rebooking} locale={locale} />
              </strong>{' '}
              · {flightNumbers(answer.rebooking)}
            </p>
            <p className="muted">{t('connection.reasonable')}</p>
            <CallUs>{t('disruption.other')}</CallUs>
            {failed}
            {busy && <Loading label={t('disruption.rebooking')} />}
          </>
        );
        primary = (
          <button type="button" className="button" aria-disabled={busy || undefined} onClick={() => !busy && void confirmConnection()}>
            {t('connection.keep')}
          </button>
        );
        break;
      }
      body = (
        <>
          <p>
            {t('connection.missed', where)}{' '}
            {t('connection.covered', { cap: formatAmount(answer.capMinor, locale), date: formatInstant(answer.expiresAt, locale) })}
          </p>
          {answer.selfTransfer && <p className="muted">{t('connection.selfTransfer')}</p>}
          {answer.options.length > 0 ? (
            <RebookOptions
              legend={t('connection.legend')}
              name={`${id}-option`}
              options={answer.options}
              chosen={flow.chosen}
              onChoose={chooseConnection}
              disabled={busy}
              locale={locale}
              t={t}
            />
          ) : (
            <p>{t('connection.noOptions')}</p>
          )}
          <CallUs>{t('disruption.other')}</CallUs>
          {failed}
          {busy && <Loading label={t('disruption.rebooking')} />}
        </>
      );
      if (answer.options.length > 0) {
        primary = (
          <button type="button" className="button" aria-disabled={busy || undefined} onClick={() => !busy && void confirmConnection()}>
            {t('disruption.rebook')}
          </button>
        );
      }
      break;
    }
  }

  return (
    <TripDialog
      open={isOpen}
      onClose={closeMissedConnection}
      className="schedule-dialog"
      title={title}
      body={body}
      primary={primary}
      safeLabel={flow.step === 'shown' && flow.answer.kind !== 'Unavailable' ? t('schedule.later') : t('cancel.close')}
      busy={busy}
    />
  );
}
