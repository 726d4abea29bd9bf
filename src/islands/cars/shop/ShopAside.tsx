// The car page's price: the rental (taxes and fees in), each extra ticked, the total, and Reserve.
// On phones (up to 960px) the column comes after the page, so Reserve moves into a bar stuck to the
// bottom of the screen with the total: one Reserve at a time, as on the checkout.
import { useSyncExternalStore, type MouseEvent } from 'react';
import type { Locale } from '../../../lib/client/i18n';
import { useTranslation } from '../../../lib/client/i18n/react';
import { page } from '../../../lib/client/platform';
import type { CarExtra, CarOffer } from '../../../lib/domain/cars/cars.schema';
import { Breakpoints } from '../../../lib/domain/shared/breakpoints';
import { carMoney, extraName } from './car-text';

const PHONE = `(max-width: ${Breakpoints.mobileMax}px)`;
const subscribePhone = (change: () => void) => page.watchMedia(PHONE, change);
const usePhone = () =>
  useSyncExternalStore(
    subscribePhone,
    () => page.matches(PHONE),
    () => false,
  );

export function ShopAside({
  offer,
  rentalDays,
  extras,
  totalMinor,
  reserveHref,
  onReserve,
  locale,
}: {
  offer: CarOffer;
  rentalDays: number;
  /** The extras ticked. */
  extras: readonly CarExtra[];
  totalMinor: number;
  reserveHref: string;
  /** Before Reserve follows its link: an out-of-policy car asks first (and prevents it). */
  onReserve?: (e: MouseEvent<HTMLAnchorElement>) => void;
  locale: Locale;
}) {
  const { t } = useTranslation('carshop');
  const phone = usePhone();
  const reserve = (
    <a className="button car-reserve" href={reserveHref} onClick={onReserve}>
      {t('summary.reserve')}
    </a>
  );
  return (
    <>
      <aside className="car-aside stack" aria-label={t('summary.aside')}>
        <section className="card car-section" aria-labelledby="car-price">
          <h2 id="car-price">{t('summary.title')}</h2>
          <dl className="car-lines">
            <div>
              <dt>{t('summary.rental', { count: rentalDays })}</dt>
              <dd>{carMoney(offer.price.total, locale)}</dd>
            </div>
            {extras.map((e) => (
              <div key={e.code}>
                <dt>{extraName(e, t)}</dt>
                <dd>{carMoney(e.rentalTotal, locale)}</dd>
              </div>
            ))}
            <div className="car-lines-total">
              <dt>{t('summary.total')}</dt>
              {/* Ticking an extra changes it: screen readers hear the new total. */}
              <dd aria-live="polite">{carMoney(totalMinor, locale)}</dd>
            </div>
          </dl>
          <p className="muted">{t('summary.perDay', { amount: carMoney(offer.price.perDay, locale) })}</p>
          {!phone && reserve}
          <p className="muted">{t('summary.reserveNote')}</p>
        </section>
      </aside>
      {phone && (
        <div className="car-bar">
          <p className="car-bar-total">
            <span className="muted">{t('summary.total')}</span> <strong>{carMoney(totalMinor, locale)}</strong>
          </p>
          {reserve}
        </div>
      )}
    </>
  );
}
