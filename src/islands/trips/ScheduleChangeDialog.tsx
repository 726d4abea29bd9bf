import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../lib/client/i18n/react';
import {
  $scheduleChange,
  acceptScheduleChange,
  backToReview,
  changeToChosen,
  chooseChangeFlight,
  closeScheduleChange,
  reviewScheduleChange,
  showFreeChange,
  type ScheduleChangeFlow,
} from '../../lib/client/schedule-change.store';
import { openCancel } from '../../lib/client/trip-cancel.store';
import type { TripFlowDialogProps } from './tabs';
import { scheduleChangeChoices } from '../../lib/domain/booking/schedule-change';
import { changedSlices } from '../../lib/domain/booking/schedule-change-slices';
import { TripDialog, unreachable } from './TripDialog';
import { Loading } from '../ui/Status';
import { CallUs, FlightTimes, flightNumbers } from './FlightTimes';
import { RebookOptions } from './RebookOptions';
import { useTripFlow } from './use-trip-flow';

const answered = (f: ScheduleChangeFlow) => (f.step === 'accepted' || f.step === 'changed' ? f.trip : null);

/**
 * Trips → the airline's change of a booked flight: each changed flight's old and new times side
 * by side, then the traveler's answer: accept the new times or, when the change is significant,
 * choose other flights at no charge or cancel (the cancel flow, whose quote refunds everything).
 * Deciding later leaves it waiting.
 */
export function ScheduleChangeDialog({ locale, trips, asked, onAnswered }: TripFlowDialogProps) {
  const { t } = useTranslation('trips');
  const id = useId();
  const { flow, trip, isOpen } = useTripFlow($scheduleChange, asked, reviewScheduleChange, answered, onAnswered, trips);
  const change = trip?.scheduleChange ?? null;
  const busy = flow.step === 'accepting' || flow.step === 'changing';
  const decided = flow.step === 'accepted' || flow.step === 'changed';

  let title = change && !change.after ? t('schedule.canceledTitle') : t('schedule.title');
  let body: ReactNode = null;
  let primary: ReactNode = null;
  const refund = (
    <button
      type="button"
      className="button button-secondary"
      aria-disabled={busy || undefined}
      onClick={() => {
        if (busy || !trip) return;
        closeScheduleChange();
        void openCancel(trip.id);
      }}
    >
      {t('schedule.refund')}
    </button>
  );

  switch (flow.step) {
    case 'closed':
      break;
    case 'accepted':
      title = t('schedule.acceptedTitle');
      body = <p>{t('schedule.acceptedBody')}</p>;
      break;
    case 'changed': {
      title = t('schedule.changedTitle');
      const now = flow.trip.kind === 'Flight' ? flow.trip.slices : [];
      body = (
        <>
          {(change ? changedSlices(change) : []).map((i) =>
            now[i] ? (
              <p key={i}>
                <strong>
                  <FlightTimes slice={now[i]} locale={locale} />
                </strong>{' '}
                · {flightNumbers(now[i])}
              </p>
            ) : null,
          )}
          <p>{t('schedule.changedBody')}</p>
        </>
      );
      break;
    }
    case 'loadingOptions':
      body = <Loading label={t('schedule.changeLoading')} />;
      break;
    case 'optionsUnreachable':
      ({ body, primary } = unreachable(t('schedule.changeUnreachable'), t('cancel.tryAgain'), showFreeChange));
      break;
    case 'options':
    case 'changing': {
      const before = change?.before ?? [];
      const none = flow.offered.slices.some((s) => s.options.length === 0);
      body = (
        <>
          {flow.offered.slices.map((s, i) => {
            const was = before[s.slice];
            const legend = was ? t('schedule.changeLegend', { origin: was.origin, destination: was.destination }) : '';
            return s.options.length > 0 ? (
              <RebookOptions
                key={s.slice}
                legend={legend}
                name={`${id}-slice-${s.slice}`}
                options={s.options}
                chosen={flow.chosen[i] ?? 0}
                onChoose={(o) => chooseChangeFlight(i, o)}
                disabled={busy}
                locale={locale}
                t={t}
              />
            ) : (
              <p key={s.slice}>
                <strong>{legend}</strong> {t('schedule.changeNone')}
              </p>
            );
          })}
          <CallUs>{t('schedule.changeOther')}</CallUs>
          {flow.step === 'options' && flow.failed && (
            <p className="notice" role="alert">
              {flow.failed === 'refused' ? t('schedule.changeRefused') : t('schedule.failed')}
            </p>
          )}
          {busy && <Loading label={t('schedule.changing')} />}
        </>
      );
      primary = (
        <>
          {!none && (
            <button type="button" className="button" aria-disabled={busy || undefined} onClick={() => !busy && void changeToChosen()}>
              {t('schedule.changeConfirm')}
            </button>
          )}
          <button
            type="button"
            className="button button-secondary"
            aria-disabled={busy || undefined}
            onClick={() => !busy && backToReview()}
          >
            {t('schedule.back')}
          </button>
        </>
      );
      break;
    }
    case 'review':
    case 'accepting': {
      if (!change) break;
      const choices = scheduleChangeChoices(change);
      body = (
        <>
          <table className="schedule-compare">
            <caption className="visually-hidden">{t('schedule.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('schedule.flight')}</th>
                <th scope="col">{t('schedule.was')}</th>
                <th scope="col">{t('schedule.now')}</th>
              </tr>
            </thead>
            <tbody>
              {changedSlices(change).map((i) => {
                const was = change.before[i]!;
                const now = change.after?.[i];
                return (
                  <tr key={i}>
                    <th scope="row">
                      {was.origin} <span aria-hidden="true">→</span>
                      <span className="visually-hidden">{t('trip.to')}</span> {was.destination}
                      <span className="muted">{flightNumbers(was)}</span>
                    </th>
                    <td>
                      <s>
                        <FlightTimes slice={was} locale={locale} />
                      </s>
                    </td>
                    <td>
                      <strong>{now ? <FlightTimes slice={now} locale={locale} /> : t('schedule.canceled')}</strong>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <p>
            {choices.accept ? (choices.freeChange ? t('schedule.acceptOrRefund') : t('schedule.acceptOnly')) : t('schedule.refundOnly')}
          </p>
          {!choices.freeChange && <CallUs>{t('schedule.other')}</CallUs>}
          {flow.step === 'review' && flow.failed && (
            <p className="notice" role="alert">
              {flow.failed === 'refused' ? t('schedule.refused') : t('schedule.failed')}
            </p>
          )}
          {busy && <Loading label={t('schedule.accepting')} />}
        </>
      );
      primary = (
        <>
          {choices.accept && (
            <button type="button" className="button" aria-disabled={busy || undefined} onClick={() => !busy && void acceptScheduleChange()}>
              {t('schedule.accept')}
            </button>
          )}
          {choices.freeChange && (
            <button
              type="button"
              className={choices.accept ? 'button button-secondary' : 'button'}
              aria-disabled={busy || undefined}
              onClick={() => !busy && void showFreeChange()}
            >
              {t('schedule.change')}
            </button>
          )}
          {choices.fullRefund && refund}
        </>
      );
      break;
    }
  }

  return (
    <TripDialog
      open={isOpen}
      onClose={closeScheduleChange}
      className="schedule-dialog"
      title={title}
      body={body}
      primary={primary}
      safeLabel={decided ? t('cancel.close') : t('schedule.later')}
      busy={busy}
    />
  );
}
