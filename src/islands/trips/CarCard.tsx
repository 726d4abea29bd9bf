import { modelOf } from '../../lib/domain/cars/car-names';
import { lazy, Suspense, useId, useState } from 'react';
import type { Locale, TFunction } from '../../lib/client/i18n';
import { useTranslation } from '../../lib/client/i18n/react';
import { localePath } from '../../lib/client/locale';
import type { CarTrip, Trip } from '../../lib/client/trips.store';
import { ApprovalNote } from './ApprovalNote';
import { StatusBadge, totalLabelKey } from './StatusBadge';
import type { CarDialogKind } from './CarDialog';
import { formatAmount, formatLocalTime } from './format';
import { PaidWith } from './PaidWith';
import { RefundLines } from './RefundLines';

// Pick-up, drop-off, driver and change load when one is first asked for: the /trips/ page's
// budget is nearly spent, and most visits open none of them.
const CarDialog = lazy(() => import('./CarDialog').then((m) => ({ default: m.CarDialog })));

/** States a flight words by its airline: a car waits on the rental company. */
const OWN_STATUS = new Set<Trip['reservation']>(['Pending', 'UnMapped', 'UnMappedPersisted']);

/**
 * "Toyota Corolla or similar" in the page's language. The supplier names cars in English; a mystery
 * or company's-choice car has no model to be similar to, only what its class promises.
 */
export function carName(trip: CarTrip, t: TFunction): string {
  const { name, carClass } = trip.vehicle;
  if (carClass === 'Mystery' || carClass === 'SuppliersChoice') return t(`car.generic.${carClass}`);
  const { model, orSimilar } = modelOf(name);
  return orSimilar ? t('car.orSimilar', { name: model }) : model;
}

/**
 * One rental car (SPEC §3 trip kind Car) in Upcoming or Past trips: the car and its company, where
 * and when it is picked up and dropped off on the airports' clocks, its number and state, what was
 * paid and until when cancelling is free; a canceled one, what came back. `onCancel` (upcoming
 * trips) also offers Change, which a rental does online only by cancelling.
 */
export function CarCard({ trip, locale, onCancel }: { trip: CarTrip; locale: Locale; onCancel?: (trip: Trip) => void }) {
  const { t } = useTranslation('trips');
  const id = useId();
  // `shown` keeps the dialog mounted once loaded, so closing it gives the focus back to its button.
  const [asked, setAsked] = useState<CarDialogKind | null>(null);
  const [shown, setShown] = useState<CarDialogKind | null>(null);
  const ask = (kind: CarDialogKind) => {
    setAsked(kind);
    setShown(kind);
  };
  const { payment, pickup, dropoff, cancellationPolicy: policy } = trip;
  const name = carName(trip, t);
  const generic = trip.vehicle.carClass === 'Mystery' || trip.vehicle.carClass === 'SuppliersChoice';
  const live = trip.reservation !== 'Canceled' && trip.reservation !== 'Declined';
  const changeable = onCancel && trip.reservation === 'Confirmed';
  const forCar = <span className="visually-hidden"> {t('bookings.forRoute', { route: name })}</span>;
  const action = (kind: CarDialogKind, label: string) => (
    <button type="button" className="button button-secondary" onClick={() => ask(kind)}>
      {label}
      {forCar}
    </button>
  );
  const where = (e: CarTrip['pickup']) => t('car.at', { code: e.airportCode, time: formatLocalTime(e.localDateTime, locale) });
  return (
    <article className="watch-card booking-card" aria-labelledby={`${id}-name`}>
      <header className="watch-head">
        <h3 id={`${id}-name`}>{name}</h3>
        <p className="muted">
          {trip.supplier.name}
          {!generic && ` · ${t(`car.class.${trip.vehicle.carClass}`)}`} · {t('car.days', { count: trip.rentalDays })}
        </p>
        <StatusBadge
          trip={trip}
          t={t}
          words={t(`${OWN_STATUS.has(trip.reservation) ? 'car' : 'bookings'}.reservation.${trip.reservation}`)}
        />
      </header>
      <ApprovalNote trip={trip} locale={locale} />
      <dl className="booking-facts">
        <div>
          <dt>{t('car.pickUp')}</dt>
          <dd>{where(pickup)}</dd>
        </div>
        <div>
          <dt>{t('car.dropOff')}</dt>
          <dd>{where(dropoff)}</dd>
        </div>
        <div>
          <dt>{t('bookings.confirmation')}</dt>
          <dd className="booking-number">{trip.confirmationNumber ?? t('bookings.noConfirmation')}</dd>
        </div>
        <div>
          <dt>{t(totalLabelKey(trip))}</dt>
          <dd>{formatAmount(payment.totalMinor, locale)}</dd>
        </div>
        {live && (
          <div>
            <dt>{t('car.cancellation')}</dt>
            <dd>
              {policy.freeCancellationUntil
                ? t('car.freeUntil', { time: formatLocalTime(policy.freeCancellationUntil, locale) })
                : t(`car.policy.${policy.policy}`)}
            </dd>
          </div>
        )}
      </dl>
      <PaidWith payment={payment} locale={locale} t={t} />
      {trip.cancellation && (
        <section className="booking-refund" aria-labelledby={`${id}-refund`}>
          <h4 id={`${id}-refund`}>{t('bookings.refunded')}</h4>
          <RefundLines
            refund={trip.cancellation.refund}
            locale={locale}
            t={t}
            total={t('bookings.refundTotal')}
            feeLabel={t('car.cancel.fee')}
          />
        </section>
      )}
      <div className="watch-actions">
        <a
          className="button button-secondary"
          href={`${localePath(locale, '/cars/book/confirm/')}?bookingId=${encodeURIComponent(trip.id)}`}
        >
          {t('bookings.view')}
          {forCar}
        </a>
        {live && action('pickup', t('car.pickup.open'))}
        {live && action('dropoff', t('car.dropoff.open'))}
        {live && action('driver', t('car.driver.open'))}
        {changeable && action('change', t('car.change.open'))}
        {changeable && (
          <button type="button" className="button button-secondary" onClick={() => onCancel(trip)}>
            {t('car.cancel.open')}
            {forCar}
          </button>
        )}
      </div>
      {shown && (
        <Suspense fallback={null}>
          <CarDialog kind={shown} open={asked !== null} trip={trip} locale={locale} onClose={() => setAsked(null)} />
        </Suspense>
      )}
    </article>
  );
}
