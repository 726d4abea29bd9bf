// A booked activity on its confirmation: the title and city, the day and start on the city's clock,
// how long, the party and the lead traveler, how to show the ticket, pickup or the meeting point, and
// the cancellation policy with its deadline.
import type { Locale } from '../../../lib/client/i18n';
import { useTranslation } from '../../../lib/client/i18n/react';
import type { ExperienceTrip } from '../../../lib/client/trips.store';
import { CancellationFacts } from '../ActivityFacts';
import { durationText, formatActivityDay, formatStartTime, guidesText, partyText, pickupText } from '../activity-text';

export function ExperienceDetails({ trip, locale }: { trip: ExperienceTrip; locale: Locale }) {
  const { t } = useTranslation('activitybook');
  const { t: ts } = useTranslation('activityshop');
  const e = trip.experience;
  const ticket = trip.ticketFormat;
  return (
    <section className="confirm-section stack" aria-labelledby="confirm-activity">
      <h2 id="confirm-activity">{t('confirm.title')}</h2>
      <p>
        <span className="confirm-strong">{e.title}</span>
        <span className="muted"> · {ts('place', { city: e.city, country: e.country })}</span>
      </p>
      <dl className="activity-facts">
        {trip.confirmationNumber && (
          <div>
            <dt>{t('confirm.number')}</dt>
            <dd>{trip.confirmationNumber}</dd>
          </div>
        )}
        <div>
          <dt>{t('confirm.when')}</dt>
          <dd>
            {t('summary.whenValue', {
              day: formatActivityDay(trip.date, locale),
              time: formatStartTime(trip.slot.startTime, locale),
              city: e.city,
            })}
          </dd>
        </div>
        <div>
          <dt>{t('confirm.duration')}</dt>
          <dd>{durationText(e.durationMinutes, ts)}</dd>
        </div>
        <div>
          <dt>{t('confirm.party')}</dt>
          <dd>{partyText(trip.travelers, ts)}</dd>
        </div>
        <div>
          <dt>{t('confirm.lead')}</dt>
          <dd>
            {trip.leadTraveler.givenName} {trip.leadTraveler.surname}
          </dd>
        </div>
        <div>
          <dt>{t('confirm.ticket')}</dt>
          <dd>
            {t(`confirm.ticketHow.${ticket.type}`)}
            <span className="muted"> · {ts(`included.ticketScope.${ticket.scope}`)}</span>
          </dd>
        </div>
        <div>
          <dt>{t('confirm.meeting')}</dt>
          <dd>{pickupText(trip.pickup, locale, ts)}</dd>
        </div>
        <div>
          <dt>{t('confirm.guide')}</dt>
          <dd>{guidesText(trip.guides, locale, ts)}</dd>
        </div>
      </dl>
      <h3>{ts('cancellation.title')}</h3>
      <CancellationFacts policy={trip.cancellationPolicy} start={{ startsAt: trip.slot.startsAt, timeZone: e.timeZone }} locale={locale} />
    </section>
  );
}
