import type { Locale } from '../../../lib/client/i18n';
import { useTranslation } from '../../../lib/client/i18n/react';
import type { LodgingDetailsResponse } from '../../../lib/domain/lodging/lodging.schema';
import { formatClock, formatWeekdays } from './format';

type Rental = NonNullable<LodgingDetailsResponse['rental']>;

/** Description, amenities and the property's policies; for rentals the host, rental details and house rules. */
export function StayFacts({ details, locale }: { details: LodgingDetailsResponse; locale: Locale }) {
  const { t } = useTranslation('staysshop');
  const { lodging } = details;
  const rental = details.rental ?? null;
  const pets = rental ? rental.petsAllowed : lodging.amenities.includes('PetFriendly');
  return (
    <>
      <section aria-labelledby="stay-about" className="stay-section">
        <h2 id="stay-about">{t('about.title')}</h2>
        <p>{details.description}</p>
        {lodging.amenities.length > 0 && (
          <>
            <h3>{t('about.amenities')}</h3>
            <ul className="stay-amenities">
              {lodging.amenities.map((a) => (
                <li key={a}>{t(`amenity.${a}`)}</li>
              ))}
            </ul>
          </>
        )}
      </section>
      <section aria-labelledby="stay-policies" className="stay-section">
        <h2 id="stay-policies">{t('policies.title')}</h2>
        <dl className="stay-policies">
          <div>
            <dt>{t('policies.checkIn')}</dt>
            <dd>{t('policies.from', { time: formatClock(details.checkInTime, locale) })}</dd>
          </div>
          <div>
            <dt>{t('policies.checkOut')}</dt>
            <dd>{t('policies.until', { time: formatClock(details.checkOutTime, locale) })}</dd>
          </div>
          <div>
            <dt>{t('policies.pets')}</dt>
            <dd>{pets ? t('policies.petsYes') : t('policies.petsNo')}</dd>
          </div>
          <div>
            <dt>{t('policies.cancellation')}</dt>
            <dd>{t('policies.cancellationText')}</dd>
          </div>
        </dl>
        {details.timeZone && <p className="muted">{t('policies.localTime', { zone: details.timeZone })}</p>}
      </section>
      {rental && <RentalFacts rental={rental} locale={locale} details={details} />}
    </>
  );
}

function RentalFacts({ rental, locale, details }: { rental: Rental; locale: Locale; details: LodgingDetailsResponse }) {
  const { t } = useTranslation('staysshop');
  return (
    <section aria-labelledby="stay-rental" className="stay-section">
      <h2 id="stay-rental">{t('rental.title')}</h2>
      <p>{t('rental.host', { name: rental.hostName })}</p>
      <dl className="stay-policies">
        <div>
          <dt>{t('rental.stayLength')}</dt>
          <dd>{t('rental.nights', { min: rental.minStay, max: rental.maxStay })}</dd>
        </div>
        <div>
          <dt>{t('rental.checkInDays')}</dt>
          <dd>{rental.checkInDays.length ? formatWeekdays(rental.checkInDays, locale) : t('rental.anyDay')}</dd>
        </div>
        <div>
          <dt>{t('rental.checkOutDays')}</dt>
          <dd>{rental.checkOutDays.length ? formatWeekdays(rental.checkOutDays, locale) : t('rental.anyDay')}</dd>
        </div>
        <div>
          <dt>{t('rental.window')}</dt>
          <dd>
            {rental.minBookingWindowDays > 0 ? t('rental.windowDays', { count: rental.minBookingWindowDays }) : t('rental.windowNone')}
          </dd>
        </div>
        <div>
          <dt>{t('rental.occupancy')}</dt>
          <dd>{t('rental.guests', { count: rental.maxOccupancy })}</dd>
        </div>
      </dl>
      <h3>{t('rental.rules')}</h3>
      <ul className="stay-rules">
        <li>{t('rental.ruleCheckIn', { time: formatClock(details.checkInTime, locale) })}</li>
        <li>{t('rental.ruleCheckOut', { time: formatClock(details.checkOutTime, locale) })}</li>
        <li>{rental.petsAllowed ? t('rental.rulePets') : t('rental.ruleNoPets')}</li>
        <li>{t('rental.ruleGuests', { count: rental.maxOccupancy })}</li>
      </ul>
    </section>
  );
}
