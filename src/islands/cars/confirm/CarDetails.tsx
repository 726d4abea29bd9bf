// A booked car on its confirmation: the car and the rental company, pick-up and drop-off on each
// airport's clock with the desk's directions, the driver, the loyalty membership by its last four
// characters, the extras, the cancellation policy with its deadline and the confirmation number.
import type { Locale } from '../../../lib/client/i18n';
import { useTranslation } from '../../../lib/client/i18n/react';
import type { CarTrip } from '../../../lib/client/trips.store';
import { CancellationFacts, RentalPlaces, VehicleFacts } from '../shop/CarFacts';
import { carMoney, extraName, extraPrice, vehicleName } from '../shop/car-text';

export function CarDetails({ trip, locale }: { trip: CarTrip; locale: Locale }) {
  const { t } = useTranslation('carbook');
  const { t: ts } = useTranslation('carshop');
  const offer = { ...trip, cancellation: trip.cancellationPolicy };
  return (
    <section className="confirm-section stack" aria-labelledby="confirm-car">
      <h2 id="confirm-car">{t('confirm.title')}</h2>
      <p>
        <span className="confirm-strong">{vehicleName(trip.vehicle.name, ts)}</span>
        <span className="muted"> · {ts(`carClass.${trip.vehicle.carClass}`)}</span>
      </p>
      <dl className="car-facts">
        {trip.confirmationNumber && (
          <div>
            <dt>{t('confirm.number')}</dt>
            <dd>{trip.confirmationNumber}</dd>
          </div>
        )}
        <div>
          <dt>{t('confirm.supplier')}</dt>
          <dd>{trip.supplier.name}</dd>
        </div>
        <div>
          <dt>{t('confirm.driver')}</dt>
          <dd>
            {trip.driver.givenName} {trip.driver.surname}
          </dd>
        </div>
        {trip.loyalty && (
          <div>
            <dt>{t('confirm.loyalty')}</dt>
            <dd>{t('confirm.loyaltyValue', { program: trip.loyalty.programName, ending: trip.loyalty.numberEnding })}</dd>
          </div>
        )}
        <div>
          <dt>{t('summary.extras')}</dt>
          <dd>
            {trip.extras.length === 0 ? (
              t('summary.noExtras')
            ) : (
              <ul className="confirm-list">
                {trip.extras.map((e) => (
                  <li key={e.code}>
                    {extraName(e, ts)} <span className="muted">· {extraPrice(e, locale, ts)}</span>{' '}
                    <span className="muted">({carMoney(e.rentalTotal, locale)})</span>
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
      <h3>{ts('places.title')}</h3>
      <RentalPlaces offer={trip} locale={locale} />
      <h3>{ts('car.title')}</h3>
      <VehicleFacts offer={trip} locale={locale} />
      <h3>{ts('cancellation.title')}</h3>
      <CancellationFacts offer={offer} locale={locale} />
      <h3>{ts('terms.title')}</h3>
      <dl className="car-facts">
        <div>
          <dt>{ts('terms.minimumAge')}</dt>
          <dd>{ts('terms.minimumAgeValue', { age: trip.terms.minimumAge, young: trip.terms.youngDriverAgeBelow })}</dd>
        </div>
        <div>
          <dt>{ts('terms.deposit')}</dt>
          <dd>{ts('terms.depositValue', { amount: carMoney(trip.terms.deposit, locale) })}</dd>
        </div>
        {/* The desk's own texts: the API gives them in English. */}
        <div lang="en">
          <dt lang={locale}>{ts('terms.documents')}</dt>
          <dd>
            <ul className="confirm-list">
              {trip.terms.documents.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
    </section>
  );
}
