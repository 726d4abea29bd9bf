// What the price includes and what the desk asks for at pick-up (minimum age, licence, deposit,
// documents, cards, additional drivers, crossing borders).
import { intlLocale, type Locale } from '../../../lib/client/i18n';
import { useTranslation } from '../../../lib/client/i18n/react';
import type { CarDetailsResponse } from '../../../lib/domain/cars/cars.schema';
import { carMoney, mileageText } from './car-text';

export function Included({ details, locale }: { details: CarDetailsResponse; locale: Locale }) {
  const { t } = useTranslation('carshop');
  const { offer, rentalDays } = details;
  const p = offer.price;
  return (
    <section className="card car-section" aria-labelledby="car-included">
      <h2 id="car-included">{t('included.title')}</h2>
      <ul className="car-list">
        <li>{t('included.days', { count: rentalDays })}</li>
        <li>{mileageText(offer.mileage, locale, t)}</li>
        <li>{t('included.taxes', { amount: carMoney(p.taxesAndFees, locale) })}</li>
        {p.oneWayFee ? <li>{t('included.oneWay', { code: offer.dropoff.airportCode, amount: carMoney(p.oneWayFee, locale) })}</li> : null}
        {p.youngDriverFee ? <li>{t('included.youngDriver', { amount: carMoney(p.youngDriverFee, locale) })}</li> : null}
      </ul>
    </section>
  );
}

export function DeskTerms({ details, locale }: { details: CarDetailsResponse; locale: Locale }) {
  const { t } = useTranslation('carshop');
  const terms = details.terms;
  const cards = terms.acceptedCards.map((c) => {
    const name = t(`cards.${c}`);
    return name === `cards.${c}` ? c : name;
  });
  return (
    <section className="card car-section" aria-labelledby="car-terms">
      <h2 id="car-terms">{t('terms.title')}</h2>
      <dl className="car-facts">
        <div>
          <dt>{t('terms.minimumAge')}</dt>
          <dd>{t('terms.minimumAgeValue', { age: terms.minimumAge, young: terms.youngDriverAgeBelow })}</dd>
        </div>
        <div>
          <dt>{t('terms.licence')}</dt>
          <dd>{t('terms.licenceValue', { count: terms.licenceHeldMinimumYears })}</dd>
        </div>
        <div>
          <dt>{t('terms.deposit')}</dt>
          <dd>{t('terms.depositValue', { amount: carMoney(terms.deposit, locale) })}</dd>
        </div>
        <div>
          <dt>{t('terms.cards')}</dt>
          <dd>{new Intl.ListFormat(intlLocale(locale), { type: 'conjunction' }).format(cards)}</dd>
        </div>
        <div>
          <dt>{t('terms.additionalDrivers')}</dt>
          <dd>
            {terms.additionalDriversAllowed > 0
              ? t('terms.additionalDriversValue', { count: terms.additionalDriversAllowed })
              : t('terms.noAdditionalDrivers')}
          </dd>
        </div>
        {/* The desk's own texts: the API gives them in English. */}
        <div lang="en">
          <dt lang={locale}>{t('terms.documents')}</dt>
          <dd>
            <ul className="car-list">
              {terms.documents.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>
          </dd>
        </div>
        <div lang="en">
          <dt lang={locale}>{t('terms.crossBorder')}</dt>
          <dd>{terms.crossBorder}</dd>
        </div>
      </dl>
      {locale !== 'en' && <p className="muted">{t('terms.serverLanguage')}</p>}
    </section>
  );
}
