import { lazy, Suspense, useId, useState } from 'react';
import type { Locale } from '../../lib/client/i18n';
import { useTranslation } from '../../lib/client/i18n/react';
import { localePath } from '../../lib/client/locale';
import type { StayTrip, Trip } from '../../lib/client/trips.store';
import { formatDay } from '../ui/calendar-day';
import { formatAmount } from './format';
import { ApprovalNote } from './ApprovalNote';
import { approvalOf, StatusBadge, totalLabelKey } from './StatusBadge';
import { PaidWith } from './PaidWith';
import { RefundLines } from './RefundLines';

// The itemised receipt loads when asked for: most visits to Trips never open it.
const StayReceiptDialog = lazy(() => import('./StayReceiptDialog').then((m) => ({ default: m.StayReceiptDialog })));

/** A stay's confirmation page, which is also its details page: hotels confirm on hotels/, rentals on vacation-rentals/. */
export const stayConfirmHref = (trip: StayTrip, locale: Locale): string =>
  `${localePath(locale, trip.kind === 'Home' ? '/vacation-rentals/book/confirm/' : '/hotels/book/confirm/')}?bookingId=${encodeURIComponent(trip.id)}`;

/**
 * One stay (SPEC §3 trip kinds Hotel and Home) in Upcoming or Past trips: the property, the dates,
 * the room and guest, its number and state, what was paid, the itemised receipt; a canceled one,
 * what came back. `onCancel` (upcoming confirmed stays) opens the cancel flow.
 */
export function StayCard({ trip, locale, onCancel }: { trip: StayTrip; locale: Locale; onCancel?: (trip: Trip) => void }) {
  const { t } = useTranslation('trips');
  const { t: ts } = useTranslation('staybook');
  const id = useId();
  const [receipt, setReceipt] = useState(false);
  const { payment, lodging } = trip;
  const dates = `${formatDay(trip.checkIn, locale)} – ${formatDay(trip.checkOut, locale)}`;
  return (
    <article className="watch-card booking-card" aria-labelledby={`${id}-name`}>
      <header className="watch-head">
        <h3 id={`${id}-name`}>{lodging.name}</h3>
        <p className="muted">
          {t(`stay.kind.${trip.kind}`)} · {lodging.city} · {dates} · {ts('summary.nights', { count: trip.nights })}
        </p>
        <StatusBadge trip={trip} t={t} words={t(`bookings.reservation.${trip.reservation}`)} />
      </header>
      <ApprovalNote trip={trip} locale={locale} />
      <dl className="booking-facts">
        <div>
          <dt>{t('stay.room')}</dt>
          <dd>{trip.room.name}</dd>
        </div>
        <div>
          <dt>{t('stay.guest')}</dt>
          <dd>
            {trip.guest.givenName} {trip.guest.surname}
          </dd>
        </div>
        <div>
          <dt>{t('bookings.confirmation')}</dt>
          <dd className="booking-number">{trip.confirmationNumber ?? t('bookings.noConfirmation')}</dd>
        </div>
        <div>
          <dt>{t(totalLabelKey(trip))}</dt>
          <dd>{formatAmount(payment.totalMinor, locale)}</dd>
        </div>
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
            feeLabel={trip.cancellation.refund.why === 'CancelForAnyReason' ? t('cancelStay.feeCfar') : t('cancelStay.fee')}
          />
        </section>
      )}
      <div className="watch-actions">
        <a className="button button-secondary" href={stayConfirmHref(trip, locale)}>
          {t('bookings.view')}
          <span className="visually-hidden"> {t('bookings.forRoute', { route: lodging.name })}</span>
        </a>
        {/* Nothing is charged while a travel administrator decides: no receipt yet. */}
        {approvalOf(trip) !== 'Requested' && (
          <button type="button" className="button button-secondary" onClick={() => setReceipt(true)}>
            {t('stay.receipt')}
            <span className="visually-hidden"> {t('bookings.forRoute', { route: lodging.name })}</span>
          </button>
        )}
        {onCancel && trip.reservation === 'Confirmed' && (
          <button type="button" className="button button-secondary" onClick={() => onCancel(trip)}>
            {t('cancelStay.open')}
            <span className="visually-hidden"> {t('bookings.forRoute', { route: lodging.name })}</span>
          </button>
        )}
      </div>
      {receipt && (
        <Suspense fallback={null}>
          <StayReceiptDialog trip={trip} locale={locale} onClose={() => setReceipt(false)} />
        </Suspense>
      )}
    </article>
  );
}
