import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../../lib/client/i18n/react';
import { $scheduleChange, reviewScheduleChange, acceptScheduleChange, closeScheduleChange } from '../../lib/client/schedule-change.store';
import { openCancel } from '../../lib/client/trip-cancel.store';
import type { FlightTrip, Trip } from '../../lib/client/trips.store';
import type { Asked } from './tabs';
import { scheduleChangeChoices } from '../../lib/domain/booking/schedule-change';
import { TripDialog } from './TripDialog';
import { Loading } from '../ui/Status';
import { CallUs, FlightTimes, flightNumbers } from './FlightTimes';
import type { Locale } from '../../lib/client/i18n';

/**
 * Trips → the airline's change of a booked flight: each changed flight's old and new times side
 * by side, then the traveler's answer. Accepting is the only change made here; a significant change
 * also offers the cancel flow, whose quote refunds everything. Deciding later leaves it waiting.
 */
export function ScheduleChangeDialog({
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
  const flow = useStore($scheduleChange);
  useEffect(() => {
    if (asked) void reviewScheduleChange(asked.tripId);
  }, [asked]);
  const answer = flow.step === 'accepted' ? flow.trip : null;
  useEffect(() => {
    if (answer) onAnswered(answer);
  }, [answer, onAnswered]);
  const trip = 'tripId' in flow ? (trips.find((x) => x.id === flow.tripId) ?? null) : null;
  const open = flow.step !== 'closed' && trip !== null;
  const change = trip?.scheduleChange ?? null;
  const busy = flow.step === 'accepting';

  let title = t('schedule.title');
  let body: ReactNode = null;
  let primary: ReactNode = null;
  if (flow.step === 'accepted') {
    title = t('schedule.acceptedTitle');
    body = <p>{t('schedule.acceptedBody')}</p>;
  } else if (change) {
    const choices = scheduleChangeChoices(change);
    if (!change.after) title = t('schedule.canceledTitle');
    const rows = change.before.flatMap((was, i) => {
      const now = change.after?.[i];
      if (now && now.zonedDeparture === was.zonedDeparture && now.zonedArrival === was.zonedArrival) return [];
      return [{ was, now }];
    });
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
            {rows.map(({ was, now }, i) => (
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
            ))}
          </tbody>
        </table>
        <p>{choices.accept ? (choices.fullRefund ? t('schedule.acceptOrRefund') : t('schedule.acceptOnly')) : t('schedule.refundOnly')}</p>
        <CallUs>{t('schedule.other')}</CallUs>
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
        {choices.fullRefund && (
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
        )}
      </>
    );
  }

  return (
    <TripDialog
      open={open}
      onClose={closeScheduleChange}
      className="schedule-dialog"
      title={title}
      body={body}
      primary={primary}
      safeLabel={flow.step === 'accepted' ? t('cancel.close') : t('schedule.later')}
      busy={busy}
    />
  );
}
