// The car being booked: model and class, the rental company, pick-up and drop-off on each
// airport's clock with the desk's directions, the extras chosen, the car's facts and cancellation.
import type { CarQuote } from '../../../lib/client/cars/car-booking.store';
import { intlLocale, type Locale } from '../../../lib/client/i18n';
import { useTranslation } from '../../../lib/client/i18n/react';
import { CancellationFacts, RentalPlaces, VehicleFacts } from '../shop/CarFacts';
import { extraName, vehicleName } from '../shop/car-text';

export function CarSummary({ quote, locale, changeHref }: { quote: CarQuote; locale: Locale; changeHref: string }) {
  const { t } = useTranslation('carbook');
  const { t: ts } = useTranslation('carshop');
  const { offer } = quote;
  return (
    <section className="card book-section" aria-labelledby="book-car">
      <div className="book-section-head">
        <h2 id="book-car">{t('summary.title')}</h2>
        <a className="button button-secondary book-small" href={changeHref}>
          {t('summary.change')}
        </a>
      </div>
      <p className="car-book-name">
        <strong>{vehicleName(offer.vehicle.name, ts)}</strong>
        <span className="muted">
          {' '}
          · {ts(`carClass.${offer.vehicle.carClass}`)} · {ts('rentedBy', { supplier: offer.supplier.name })}
        </span>
      </p>
      <RentalPlaces offer={offer} locale={locale} />
      <dl className="car-facts">
        <div>
          <dt>{t('summary.extras')}</dt>
          <dd>
            {quote.extras.length
              ? new Intl.ListFormat(intlLocale(locale), { type: 'conjunction' }).format(quote.extras.map((e) => extraName(e, ts)))
              : t('summary.noExtras')}
          </dd>
        </div>
      </dl>
      <details className="car-book-more">
        <summary>{ts('car.title')}</summary>
        <VehicleFacts offer={offer} locale={locale} />
      </details>
      <CancellationFacts offer={offer} locale={locale} />
    </section>
  );
}
