import { lazy, Suspense, useId, useState } from 'react';
import type { Locale } from '../../lib/client/i18n';
import { useTranslation } from '../../lib/client/i18n/react';
import { localePath } from '../../lib/client/locale';
import type { ExperienceTrip, Trip } from '../../lib/client/trips.store';
import { ApprovalNote } from './ApprovalNote';
import { StatusBadge, totalLabelKey } from './StatusBadge';
import type { ExperienceDialogKind } from './ExperienceDialog';
import { durationText, partyText, policyText, startText } from './experience-words';
import { formatAmount } from './format';
import { PaidWith } from './PaidWith';
import { RefundLines } from './RefundLines';

// The itinerary and the policy load when one is first asked for: most visits open neither.
const ExperienceDialog = lazy(() => import('./ExperienceDialog').then((m) => ({ default: m.ExperienceDialog })));

/** States a flight words by its airline: an activity waits on its operator. */
const OWN_STATUS = new Set<Trip['reservation']>(['Pending', 'UnMapped', 'UnMappedPersisted']);

/**
 * One activity (SPEC §3 trip kind Experience) in Upcoming or Past trips: what and where, its day
 * and start on the city's clock, how long, the party, its number and state, what was paid and until
 * when cancelling gives money back; a canceled one, what came back. `onCancel` (upcoming trips)
 * offers Cancel on a confirmed booking.
 */
export function ExperienceCard({ trip, locale, onCancel }: { trip: ExperienceTrip; locale: Locale; onCancel?: (trip: Trip) => void }) {
  const { t } = useTranslation('trips');
  const id = useId();
  // `shown` keeps the dialog mounted once loaded, so closing it gives the focus back to its button.
  const [asked, setAsked] = useState<ExperienceDialogKind | null>(null);
  const [shown, setShown] = useState<ExperienceDialogKind | null>(null);
  const ask = (kind: ExperienceDialogKind) => {
    setAsked(kind);
    setShown(kind);
  };
  const { payment, experience } = trip;
  const live = trip.reservation !== 'Canceled' && trip.reservation !== 'Declined';
  const forIt = <span className="visually-hidden"> {t('bookings.forRoute', { route: experience.title })}</span>;
  const action = (kind: ExperienceDialogKind, label: string) => (
    <button type="button" className="button button-secondary" onClick={() => ask(kind)}>
      {label}
      {forIt}
    </button>
  );
  return (
    <article className="watch-card booking-card" aria-labelledby={`${id}-name`}>
      <header className="watch-head">
        <h3 id={`${id}-name`}>{experience.title}</h3>
        <p className="muted">
          {experience.city}, {experience.country} · {durationText(experience.durationMinutes, locale)}
        </p>
        <StatusBadge
          trip={trip}
          t={t}
          words={t(`${OWN_STATUS.has(trip.reservation) ? 'experience' : 'bookings'}.reservation.${trip.reservation}`)}
        />
      </header>
      <ApprovalNote trip={trip} locale={locale} />
      <dl className="booking-facts">
        <div>
          <dt>{t('experience.when')}</dt>
          <dd>{t('experience.localTime', { time: startText(trip, locale) })}</dd>
        </div>
        <div>
          <dt>{t('experience.travelers')}</dt>
          <dd>{partyText(trip, t)}</dd>
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
            <dt>{t('experience.cancellation')}</dt>
            <dd>{policyText(trip, locale, t)}</dd>
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
            feeLabel={t('experience.cancel.fee')}
          />
        </section>
      )}
      <div className="watch-actions">
        <a
          className="button button-secondary"
          href={`${localePath(locale, '/activities/book/confirm/')}?bookingId=${encodeURIComponent(trip.id)}`}
        >
          {t('bookings.view')}
          {forIt}
        </a>
        {live && action('itinerary', t('experience.itinerary.open'))}
        {live && action('policy', t('experience.policy.open'))}
        {onCancel && trip.reservation === 'Confirmed' && (
          <button type="button" className="button button-secondary" onClick={() => onCancel(trip)}>
            {t('experience.cancel.open')}
            {forIt}
          </button>
        )}
      </div>
      {shown && (
        <Suspense fallback={null}>
          <ExperienceDialog kind={shown} open={asked !== null} trip={trip} locale={locale} onClose={() => setAsked(null)} />
        </Suspense>
      )}
    </article>
  );
}
