// A rental car's facts wherever it shows (details, checkout, confirmation): the car itself, where
// and when it is picked up and dropped off on each airport's clock with the desk's directions, and
// the cancellation policy with its deadline. Strings: carshop.
import type { Locale } from '../../../lib/client/i18n';
import { useTranslation } from '../../../lib/client/i18n/react';
import { AFTER_BOOKING_FEE_MINOR } from '../../../lib/domain/cars/car-rules';
import type { CarOffer } from '../../../lib/domain/cars/cars.schema';
import { cancellationText, formatAirportTime, mileageText } from './car-text';
import './car-facts.css';

type Offer = Pick<CarOffer, 'vehicle' | 'mileage' | 'pickup' | 'dropoff' | 'cancellation'> & { price: Pick<CarOffer['price'], 'perDay'> };

/** Class, room, transmission, air conditioning, fuel policy in words, mileage. */
export function VehicleFacts({ offer, locale }: { offer: Pick<Offer, 'vehicle' | 'mileage'>; locale: Locale }) {
  const { t } = useTranslation('carshop');
  const v = offer.vehicle;
  return (
    <dl className="car-facts">
      <div>
        <dt>{t('car.capacityLabel')}</dt>
        <dd>{[t('car.seats', { count: v.seats }), t('car.bags', { count: v.bags }), t('car.doors', { count: v.doors })].join(' · ')}</dd>
      </div>
      <div>
        <dt>{t('car.transmissionLabel')}</dt>
        <dd>
          {t(`car.transmission.${v.transmission}`)} · {v.airConditioning ? t('car.airConditioning') : t('car.noAirConditioning')}
        </dd>
      </div>
      <div>
        <dt>{t('car.fuelLabel')}</dt>
        <dd>{t(`fuel.${v.fuelPolicy}`)}</dd>
      </div>
      <div>
        <dt>{t('car.mileageLabel')}</dt>
        <dd>{mileageText(offer.mileage, locale, t)}</dd>
      </div>
    </dl>
  );
}

function Place({ label, place, locale }: { label: string; place: CarOffer['pickup']; locale: Locale }) {
  const { t } = useTranslation('carshop');
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        <span className="car-place-name">{t('places.airport', { name: place.airportName, code: place.airportCode })}</span>
        <span>
          <time dateTime={place.localDateTime}>{formatAirportTime(place.localDateTime, locale)}</time>
          <span className="muted"> · {t('places.localTime', { code: place.airportCode })}</span>
        </span>
        <span className="muted">{t(`places.desk.${place.desk}`)}</span>
      </dd>
    </div>
  );
}

/** Pick-up and drop-off, each on its airport's clock, with the desk's directions. */
export function RentalPlaces({ offer, locale }: { offer: Pick<Offer, 'pickup' | 'dropoff'>; locale: Locale }) {
  const { t } = useTranslation('carshop');
  return (
    <dl className="car-facts car-places">
      <Place label={t('places.pickup')} place={offer.pickup} locale={locale} />
      <Place label={t('places.dropoff')} place={offer.dropoff} locale={locale} />
    </dl>
  );
}

/** The policy's name and terms, and the free-cancellation deadline on the pick-up airport's clock. */
export function CancellationFacts({ offer, locale }: { offer: Pick<Offer, 'cancellation' | 'pickup' | 'price'>; locale: Locale }) {
  const { t } = useTranslation('carshop');
  const c = cancellationText(offer, AFTER_BOOKING_FEE_MINOR, locale, t);
  return (
    <div className="car-cancellation">
      <p>
        <strong>{c.name}</strong>
      </p>
      <p>{c.policy}</p>
      {c.deadline && <p>{c.deadline}</p>}
    </div>
  );
}
