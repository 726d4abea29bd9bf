// The car details page (SPEC §2 cars/shop, ?offerId=…&extras=…): the car, the desk and its terms,
// pick-up and drop-off on each airport's clock, cancellation, extras to add, the price and Reserve;
// for a corporate traveler the car's mark against the policy, and a question before Reserve goes on
// with a car out of it (SPEC §8).
import { useStore } from '@nanostores/react';
import { useEffect, useState, type MouseEvent } from 'react';
import { isLeaving } from '../../../lib/client/api';
import {
  CAR_SEARCH_PATH,
  carBookPath,
  carResultsQuery,
  carShopTotal,
  offeredExtras,
  type CarSelection,
} from '../../../lib/client/cars/car-selection';
import { $carDetails, $carShopSelection, openCarShop, retryCarDetails, setCarExtra } from '../../../lib/client/cars/car-shop.store';
import { intlLocale, type Locale } from '../../../lib/client/i18n';
import { useTranslation } from '../../../lib/client/i18n/react';
import { localePath } from '../../../lib/client/locale';
import { page, platform } from '../../../lib/client/platform';
import { requireSignIn } from '../../../lib/client/session.store';
import type { CarDetailsResponse } from '../../../lib/domain/cars/cars.schema';
import { I18nIsland } from '../../ui/I18nIsland';
import { OutOfPolicyDialog } from '../../ui/OutOfPolicyDialog';
import { PolicyMark } from '../../ui/PolicyMark';
import { Failed, Loading } from '../../ui/Status';
import { CancellationFacts, RentalPlaces, VehicleFacts } from './CarFacts';
import { CarExtras } from './CarExtras';
import { DeskTerms, Included } from './CarTerms';
import { ShopAside } from './ShopAside';
import { vehicleName } from './car-text';
import './car-shop.css';

export default function CarShop({ locale }: { locale: Locale }) {
  return (
    <I18nIsland locale={locale}>
      <Shop locale={locale} />
    </I18nIsland>
  );
}

function Shop({ locale }: { locale: Locale }) {
  const { t } = useTranslation('carshop');
  const state = useStore($carDetails, { ssr: 'initial' });
  const selection = useStore($carShopSelection, { ssr: 'initial' });
  const searchHref = localePath(locale, CAR_SEARCH_PATH);

  useEffect(() => {
    requireSignIn();
    if (isLeaving()) return;
    openCarShop(page.search());
  }, []);

  const back = (
    <p className="car-back">
      <a href={searchHref}>{t('backToSearch')}</a>
    </p>
  );

  if (state.kind === 'Invalid') {
    return (
      <div className="car-shop stack">
        <h1>{t('title')}</h1>
        <div className="notice notice-error" role="alert">
          <p>{t('invalid')}</p>
        </div>
        {back}
      </div>
    );
  }
  if (state.kind === 'Failed') {
    return (
      <div className="car-shop stack">
        <h1>{t('title')}</h1>
        {state.status === 404 ? (
          <div className="notice notice-error stack" role="alert">
            <h2>{t('failed.notFoundTitle')}</h2>
            <p>{t('failed.notFound')}</p>
            <p>
              <a className="button" href={searchHref}>
                {t('backToSearch')}
              </a>
            </p>
          </div>
        ) : (
          <>
            <Failed message={t('failed.other')} onRetry={retryCarDetails} />
            {back}
          </>
        )}
      </div>
    );
  }
  if (state.kind !== 'Loaded' || !selection) {
    return (
      <div className="car-shop stack">
        <h1>{t('title')}</h1>
        <Loading label={t('loading')} />
      </div>
    );
  }
  return <Details details={state.answer} selection={selection} locale={locale} />;
}

function Details({ details, selection, locale }: { details: CarDetailsResponse; selection: CarSelection; locale: Locale }) {
  const { t } = useTranslation('carshop');
  const { offer, rentalDays } = details;
  const extras = offeredExtras(offer, selection.extras);
  const total = carShopTotal(offer, extras);
  const reserveHref = localePath(locale, carBookPath({ offerId: offer.offerId, extras: extras.map((e) => e.code) }));
  const resultsHref = `${localePath(locale, '/cars/availability/')}?${carResultsQuery(offer, new URLSearchParams(page.search()).get('age')).toString()}`;
  const rating = new Intl.NumberFormat(intlLocale(locale), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(offer.rating);
  const verdict = offer.policy;
  // SPEC §8: a car out of policy asks before the checkout; "Change selection" stays on this page.
  const [asking, setAsking] = useState(false);
  const onReserve = (e: MouseEvent<HTMLAnchorElement>) => {
    if (verdict?.kind !== 'OutOfPolicy') return;
    e.preventDefault();
    setAsking(true);
  };

  return (
    <article className="car-shop stack" aria-labelledby="car-name">
      <p className="car-back">
        <a href={resultsHref}>{t('backToResults')}</a>
      </p>
      <header className="car-head">
        <p className="badge">{t(`carClass.${offer.vehicle.carClass}`)}</p>
        <h1 id="car-name">{vehicleName(offer.vehicle.name, t)}</h1>
        <p className="car-head-facts">
          <span>{t('rentedBy', { supplier: offer.supplier.name })}</span>
          {offer.reviewCount > 0 && (
            <span>
              <strong>{t('rating', { rating })}</strong> ·{' '}
              {t('reviews', { count: offer.reviewCount, n: new Intl.NumberFormat(intlLocale(locale)).format(offer.reviewCount) })}
            </span>
          )}
        </p>
        {verdict && verdict.kind !== 'NoPolicy' && (
          <p>
            <PolicyMark verdict={verdict} intl={intlLocale(locale)} />
          </p>
        )}
      </header>

      <div className="car-layout">
        <div className="car-main stack">
          <section className="card car-section" aria-labelledby="car-facts-title">
            <h2 id="car-facts-title">{t('car.title')}</h2>
            <VehicleFacts offer={offer} locale={locale} />
          </section>
          <section className="card car-section" aria-labelledby="car-places">
            <h2 id="car-places">{t('places.title')}</h2>
            <RentalPlaces offer={offer} locale={locale} />
          </section>
          <section className="card car-section" aria-labelledby="car-cancellation">
            <h2 id="car-cancellation">{t('cancellation.title')}</h2>
            <CancellationFacts offer={offer} locale={locale} />
          </section>
          <Included details={details} locale={locale} />
          <CarExtras extras={offer.extras} chosen={selection.extras} locale={locale} onToggle={setCarExtra} />
          <DeskTerms details={details} locale={locale} />
        </div>
        <ShopAside
          offer={offer}
          rentalDays={rentalDays}
          extras={extras}
          totalMinor={total}
          reserveHref={reserveHref}
          onReserve={onReserve}
          locale={locale}
        />
      </div>
      {asking && verdict?.kind === 'OutOfPolicy' && (
        <OutOfPolicyDialog
          breaches={verdict.breaches}
          intl={intlLocale(locale)}
          onContinue={() => {
            setAsking(false);
            platform().navigate(reserveHref);
          }}
          onChange={() => setAsking(false)}
        />
      )}
    </article>
  );
}
