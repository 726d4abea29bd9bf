// One car of the results: class, the model "or similar", what it holds, the rental company and its
// renters' rating, the desk, mileage, cancellation (free cancellation until a time on the airport's
// clock stands out), the total for the rental days and per day, its mark against a corporate
// traveler's policy, and the way to the deal.
import { modelOf } from '../../../lib/domain/cars/car-names';
import { intlLocale, type Locale } from '../../../lib/client/i18n';
import { useTranslation } from '../../../lib/client/i18n/react';
import type { CarOffer } from '../../../lib/domain/cars/cars.schema';
import { PolicyMark } from '../../ui/PolicyMark';
import { formatAirportTime, formatCarPrice, formatCarRating, formatCount } from '../car-format';

export interface CarCardProps {
  offer: CarOffer;
  rentalDays: number;
  locale: Locale;
  shopHref: string;
  /** The heading's id, so "Show more" can move focus to the first new car. */
  headingId: string;
}

export function CarCard({ offer, rentalDays, locale, shopHref, headingId }: CarCardProps) {
  const { t } = useTranslation('carresults');
  const v = offer.vehicle;
  // The API names models in English ("Toyota Corolla or similar"); the page's language says the "or similar".
  const { model, orSimilar } = modelOf(v.name);
  const name = orSimilar ? t('card.orSimilar', { name: model }) : model;
  const free = offer.cancellation.freeCancellationUntil;
  const m = offer.mileage;
  const rating = formatCarRating(offer.rating, locale);
  return (
    <article className="cr-card" aria-labelledby={headingId} data-offer-id={offer.offerId}>
      <div className="cr-body">
        <p className="cr-class">{t(`class.${v.carClass}`)}</p>
        <h3 id={headingId} className="cr-name" tabIndex={-1}>
          {name}
        </h3>
        <ul className="cr-features" aria-label={t('card.features')}>
          <li>{t('card.seats', { count: v.seats })}</li>
          <li>{t('card.bags', { count: v.bags })}</li>
          <li>{t('card.doors', { count: v.doors })}</li>
          <li>{t(`transmission.${v.transmission}`)}</li>
          <li>{v.airConditioning ? t('card.ac') : t('card.noAc')}</li>
        </ul>
        <p className="cr-supplier">
          <strong>{offer.supplier.name}</strong>
          {offer.reviewCount > 0 && (
            <>
              <span className="cr-rating">
                <span aria-hidden="true">{t('card.rating', { rating })}</span>
                <span className="visually-hidden">{t('card.ratingLabel', { rating })}</span>
              </span>
              <span className="muted">({t('card.reviews', { count: offer.reviewCount, n: formatCount(offer.reviewCount, locale) })})</span>
            </>
          )}
        </p>
        <ul className="cr-terms">
          <li>{t(`card.desk.${offer.pickup.desk}`)}</li>
          <li>
            {m.kind === 'Unlimited'
              ? t('card.unlimited')
              : t('card.limited', { distance: formatCount(m.perDay, locale), unit: m.unit, price: formatCarPrice(m.extraPerUnit, locale) })}
          </li>
          {free ? (
            <li className="cr-free">{t('card.freeUntil', { time: formatAirportTime(free, locale) })}</li>
          ) : (
            <li>{t(`card.policy.${offer.cancellation.policy}`)}</li>
          )}
        </ul>
      </div>
      <div className="cr-price">
        <p>
          <strong className="cr-total">{formatCarPrice(offer.price.total, locale)}</strong>{' '}
          <span className="muted">{t('card.totalFor', { count: rentalDays })}</span>
        </p>
        <p>{t('card.perDay', { price: formatCarPrice(offer.price.perDay, locale) })}</p>
        {/* A tier caps the price per day, the line above. */}
        {offer.policy && offer.policy.kind !== 'NoPolicy' && (
          <p>
            <PolicyMark verdict={offer.policy} intl={intlLocale(locale)} />
          </p>
        )}
        {offer.price.youngDriverFee !== null && <p className="muted">{t('card.youngDriver')}</p>}
        {offer.price.oneWayFee !== null && <p className="muted">{t('card.oneWay')}</p>}
        <a className="button cr-deal" href={shopHref} aria-label={t('card.viewDealLabel', { name, supplier: offer.supplier.name })}>
          {t('card.viewDeal')}
        </a>
      </div>
    </article>
  );
}
