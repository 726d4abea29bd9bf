import { lazy, Suspense, useId } from 'react';
import type { Locale } from '../../lib/client/i18n';
import { useTranslation } from '../../lib/client/i18n/react';
import { localePath } from '../../lib/client/locale';
import type { FlightTrip, Trip } from '../../lib/client/trips.store';
import { formatAmount, formatDay, formatTripDates, type RouteTrip } from './format';
import { awaitsDecision } from '../../lib/domain/booking/schedule-change';
import { mayAddDisruptionAssistance } from '../../lib/domain/booking/addon';
import { serverNow } from '../../lib/client/api';
import { PaidWith } from './PaidWith';
import { RefundLines } from './RefundLines';
import { RouteName, routeText } from './RouteName';
import { approvalOf, StatusBadge, totalLabelKey } from './StatusBadge';

/** The confirmation page, which is also the booking's details page. */
export const CONFIRM_PATH = '/flights/book/confirm/';

/** A booking's route and dates by the local departure day of each flight (no zone shifts a day). */
export const bookingRoute = (trip: FlightTrip): RouteTrip => ({
  tripType: trip.tripType,
  slices: trip.slices.map((s) => ({ origin: s.origin, destination: s.destination, departureDate: s.zonedDeparture.slice(0, 10) })),
});

// What an approval means for the trip comes with the other cards' chunk: few flights wait for one.
const ApprovalNote = lazy(() => import('./OtherCards').then((m) => ({ default: m.ApprovalNote })));

/**
 * One booking in Upcoming or Past trips: what, when, who, its number, its state and what was paid;
 * a canceled one, what came back. `onCancel` (upcoming confirmed trips) opens the cancel flow.
 */
export function BookingCard({
  trip,
  locale,
  onCancel,
  onScheduleChange,
  onDisruption,
  onConnection,
  onTravelers,
  onAddOn,
  onCheckIn,
}: {
  trip: FlightTrip;
  locale: Locale;
  onCancel?: (trip: Trip) => void;
  /** Opens the airline's change waiting for an answer (upcoming trips). */
  onScheduleChange?: (trip: Trip) => void;
  /** Opens the disruption assistance of a disrupted trip that bought it (upcoming trips). */
  onDisruption?: (trip: Trip) => void;
  /** Opens who flies, with corrections to ask for (upcoming trips). */
  onTravelers?: (trip: Trip) => void;
  /** Opens the rebooking of a connection a delay made the traveler miss (upcoming trips; every flight booking has it). */
  onConnection?: (trip: Trip) => void;
  /** Opens the offer to add disruption assistance (upcoming trips that may still buy it). */
  onAddOn?: (trip: Trip) => void;
  /** Opens when and where to check in (upcoming confirmed trips). */
  onCheckIn?: (trip: Trip) => void;
}) {
  const { t } = useTranslation('trips');
  const id = useId();
  const route = bookingRoute(trip);
  const travelers = trip.travelers.length || Object.values(trip.passengers).reduce((a, b) => a + b, 0);
  const href = `${localePath(locale, CONFIRM_PATH)}?id=${encodeURIComponent(trip.id)}`;
  const { payment } = trip;
  return (
    <article className="watch-card booking-card" aria-labelledby={`${id}-route`}>
      <header className="watch-head">
        <h3 id={`${id}-route`}>
          <RouteName trip={route} t={t} />
        </h3>
        <p className="muted">
          {t(`trip.type.${trip.tripType}`)} · {formatTripDates(route, locale)} · {t('trip.travelers', { count: travelers })}
        </p>
        <StatusBadge trip={trip} t={t} words={t(`bookings.reservation.${trip.reservation}`)} />
      </header>
      {approvalOf(trip) && (
        <Suspense fallback={null}>
          <ApprovalNote trip={trip} locale={locale} />
        </Suspense>
      )}
      {onScheduleChange && trip.reservation === 'Confirmed' && awaitsDecision(trip.scheduleChange) && (
        <div className="schedule-notice">
          <p>
            <strong>{trip.scheduleChange?.after ? t('schedule.noticeChanged') : t('schedule.noticeCanceled')}</strong>{' '}
            {t('schedule.noticeBody')}
          </p>
          <button type="button" className="button" onClick={() => onScheduleChange(trip)}>
            {t('schedule.review')}
            <span className="visually-hidden"> {t('bookings.forRoute', { route: routeText(route, t) })}</span>
          </button>
        </div>
      )}
      {onConnection &&
        trip.reservation === 'Confirmed' &&
        trip.disruption?.state === 'Open' &&
        trip.disruption.kind === 'MissedConnection' &&
        // The service ends 24 hours after the delay (missed-connection.ts).
        Date.parse(trip.disruption.detectedAt) + 86_400_000 > serverNow() && (
          <div className="schedule-notice">
            <p>
              <strong>{t('connection.noticeTitle')}</strong> {t('connection.noticeBody')}
            </p>
            <button type="button" className="button" onClick={() => onConnection(trip)}>
              {t('connection.open')}
              <span className="visually-hidden"> {t('bookings.forRoute', { route: routeText(route, t) })}</span>
            </button>
          </div>
        )}
      {onDisruption &&
        trip.reservation === 'Confirmed' &&
        trip.disruption?.state === 'Open' &&
        trip.protections.some((p) => p.product === 'DisruptionAssistance') && (
          <div className="schedule-notice">
            <p>
              <strong>{t('disruption.noticeTitle')}</strong>{' '}
              {trip.disruption.request?.state === 'Requested'
                ? t(`disruption.noticeRequested.${trip.disruption.request.route}`)
                : t('disruption.noticeBody')}
            </p>
            <button type="button" className="button" onClick={() => onDisruption(trip)}>
              {t('disruption.open')}
              <span className="visually-hidden"> {t('bookings.forRoute', { route: routeText(route, t) })}</span>
            </button>
          </div>
        )}
      <dl className="booking-facts">
        <div>
          <dt>{t('bookings.confirmation')}</dt>
          <dd className="booking-number">{trip.confirmationNumber ?? t('bookings.noConfirmation')}</dd>
        </div>
        <div>
          <dt>{t(totalLabelKey(trip))}</dt>
          <dd>{formatAmount(payment.totalMinor, locale)}</dd>
        </div>
        {trip.exchanges.length > 0 && (
          <div>
            <dt>{t('exchange.changed')}</dt>
            <dd>{formatDay(trip.exchanges.at(-1)!.at, locale)}</dd>
          </div>
        )}
        {trip.protections.length > 0 && (
          <div>
            <dt>{t('bookings.protections')}</dt>
            <dd className="booking-protections">
              {trip.protections.map((p) => t(`bookingconfirm:protections.product.${p.product}`)).join(' · ')}
            </dd>
          </div>
        )}
      </dl>
      <PaidWith payment={payment} locale={locale} t={t} />
      {onAddOn &&
        mayAddDisruptionAssistance(
          {
            reservation: trip.reservation,
            products: trip.protections.map((p) => p.product),
            changedByAirline: trip.scheduleChange !== null || trip.disruption !== null,
            firstDeparture: trip.slices[0]?.segments[0]?.scheduledDeparture,
          },
          new Date(serverNow()),
        ) && (
          <p className="addon-offer">
            <span className="muted">{t('addon.pitch')}</span>
            <button type="button" className="button button-secondary" onClick={() => onAddOn(trip)}>
              {t('addon.open')}
              <span className="visually-hidden"> {t('bookings.forRoute', { route: routeText(route, t) })}</span>
            </button>
          </p>
        )}
      {trip.cancellation && (
        <section className="booking-refund" aria-labelledby={`${id}-refund`}>
          <h4 id={`${id}-refund`}>{t('bookings.refunded')}</h4>
          <RefundLines refund={trip.cancellation.refund} locale={locale} t={t} total={t('bookings.refundTotal')} />
        </section>
      )}
      <div className="watch-actions">
        <a className="button button-secondary" href={href}>
          {t('bookings.view')}
          <span className="visually-hidden"> {t('bookings.forRoute', { route: routeText(route, t) })}</span>
        </a>
        {onCheckIn && trip.reservation === 'Confirmed' && (
          <button type="button" className="button button-secondary" onClick={() => onCheckIn(trip)}>
            {t('checkin.open')}
            <span className="visually-hidden"> {t('bookings.forRoute', { route: routeText(route, t) })}</span>
          </button>
        )}
        {onTravelers && trip.travelers.length > 0 && (
          <button type="button" className="button button-secondary" onClick={() => onTravelers(trip)}>
            {t('travelers.open')}
            <span className="visually-hidden"> {t('bookings.forRoute', { route: routeText(route, t) })}</span>
          </button>
        )}
        {onCancel && trip.reservation === 'Confirmed' && (
          <a className="button button-secondary" href={`${localePath(locale, '/exchange/')}?id=${encodeURIComponent(trip.id)}`}>
            {t('exchange.open')}
            <span className="visually-hidden"> {t('bookings.forRoute', { route: routeText(route, t) })}</span>
          </a>
        )}
        {onCancel && trip.reservation === 'Confirmed' && (
          <button type="button" className="button button-secondary" onClick={() => onCancel(trip)}>
            {t('cancel.open')}
            <span className="visually-hidden"> {t('bookings.forRoute', { route: routeText(route, t) })}</span>
          </button>
        )}
      </div>
    </article>
  );
}
