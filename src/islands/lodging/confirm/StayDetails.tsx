// A booked stay on its confirmation: the property, the dates with the property's check-in and
// check-out times, the room and guest, the loyalty program, requests and the cancellation terms with
// the deadline on the property's clock.
import { intlLocale, type Locale, type TFunction } from '../../../lib/client/i18n';
import type { StayTrip } from '../../../lib/client/trips.store';
import { StayFacts } from '../StayFacts';
import { guestsText } from '../stay-text';

export function StayDetails({ trip, locale, t }: { trip: StayTrip; locale: Locale; t: TFunction }) {
  const { lodging } = trip;
  const intl = intlLocale(locale);
  const stay = {
    checkIn: trip.checkIn,
    checkOut: trip.checkOut,
    checkInTime: lodging.checkInTime,
    checkOutTime: lodging.checkOutTime,
    roomName: trip.room.name,
    nights: trip.nights,
    rate: trip.rate,
    timeZone: lodging.timeZone,
  };
  return (
    <section className="confirm-section stack" aria-labelledby="confirm-stay">
      <h2 id="confirm-stay">{t('summary.title')}</h2>
      <p>
        <span className="confirm-strong">{lodging.name}</span>
        <span className="muted"> · {lodging.city}</span>
      </p>
      <StayFacts stay={stay} locale={locale} intl={intl} t={t}>
        <div>
          <dt>{t('confirm.guest')}</dt>
          <dd>
            {trip.guest.givenName} {trip.guest.surname} · {guestsText(trip.guests, t, intl)}
          </dd>
        </div>
        {trip.loyalty && (
          <div>
            <dt>{t('confirm.loyalty')}</dt>
            <dd>{t('loyalty.option', { name: trip.loyalty.programName, ending: trip.loyalty.numberEnding })}</dd>
          </div>
        )}
        {trip.specialRequests && (
          <div>
            <dt>{t('confirm.requests')}</dt>
            <dd>{trip.specialRequests}</dd>
          </div>
        )}
      </StayFacts>
    </section>
  );
}
