import { useId } from 'react';
import type { Locale } from '../../lib/client/i18n';
import { useTranslation } from '../../lib/client/i18n/react';
import { toSearchParams } from '../../lib/domain/flights/flight-search-params';
import type { TargetStatus } from '../../lib/domain/flights/watches';
import type { FlightWatch } from '../../lib/domain/flights/watches.constants';
import { formatInstant, formatPrice, formatTripDates, hasDeparted } from './format';
import { RouteName, routeText } from './RouteName';
import { TargetPriceForm } from './TargetPriceForm';

interface Props {
  watch: FlightWatch;
  /** The target as the alerts list tells it (domain targetStatus): both read the same alerts. */
  target: TargetStatus;
  locale: Locale;
  /** Today in the home zone (YYYY-MM-DD). */
  today: string;
  shopHref: string | null;
  onStop: (watch: FlightWatch) => void;
  announce: (message: string) => void;
}

/** Whole dollars, as shown: the difference of the two shown prices, so the numbers on screen add up. */
const shownDifference = (now: number, then: number) => (Math.round(now / 100) - Math.round(then / 100)) * 100;

function PriceChange({ watch, locale }: { watch: FlightWatch; locale: Locale }) {
  const { t } = useTranslation('trips');
  if (watch.currentPrice === null) return null;
  const diff = shownDifference(watch.currentPrice, watch.priceAtWatch);
  if (diff === 0) return <span className="price-change">{t('trip.noChange')}</span>;
  const amount = formatPrice(Math.abs(diff), locale);
  const down = diff < 0;
  return (
    <span className={`price-change ${down ? 'price-down' : 'price-up'}`}>
      <span aria-hidden="true">
        {down ? '↓' : '↑'} {amount}
      </span>
      <span className="visually-hidden">{t(down ? 'trip.downSince' : 'trip.upSince', { amount })}</span>
    </span>
  );
}

/** One watched trip: what it cost, costs now and at best, the target, and the ways on. */
export function WatchCard({ watch, target, locale, today, shopHref, onStop, announce }: Props) {
  const { t } = useTranslation('trips');
  const id = useId();
  const departed = hasDeparted(watch, today);
  const travelers = watch.passengers.ADT + watch.passengers.CNN + watch.passengers.INF + watch.passengers.INS;
  const route = routeText(watch, t);
  const search = { tripType: watch.tripType, slices: watch.slices, passengers: watch.passengers };

  return (
    <article className="watch-card" aria-labelledby={`${id}-route`}>
      <header className="watch-head">
        <h3 id={`${id}-route`}>
          <RouteName trip={watch} t={t} />
        </h3>
        <p className="muted">
          {[t(`trip.type.${watch.tripType}`), formatTripDates(watch, locale), t('trip.travelers', { count: travelers })].join(' · ')}
        </p>
        {departed && <p className="badge">{t('trip.departed')}</p>}
        {!departed && target.kind === 'Alerted' && <p className="badge badge-success">{t('trip.targetReached')}</p>}
        {!departed && target.kind === 'Pending' && <p className="badge">{t('trip.targetPending')}</p>}
        {!departed && target.kind === 'AlertsOff' && <p className="badge">{t('trip.targetAlertsOff')}</p>}
      </header>
      <dl className="watch-prices">
        <div>
          <dt>{t('trip.priceAtWatch')}</dt>
          <dd>{formatPrice(watch.priceAtWatch, locale)}</dd>
        </div>
        <div>
          <dt>{t('trip.currentPrice')}</dt>
          <dd>
            {watch.currentPrice === null ? (
              t('trip.notForSale')
            ) : (
              <>
                <span className="price-now">{formatPrice(watch.currentPrice, locale)}</span> <PriceChange watch={watch} locale={locale} />
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('trip.lowestSeen')}</dt>
          <dd>{formatPrice(watch.lowestSeen, locale)}</dd>
        </div>
      </dl>
      <p className="muted watch-checked">
        {watch.lastCheckedAt ? (
          <time dateTime={watch.lastCheckedAt}>{t('trip.lastChecked', { time: formatInstant(watch.lastCheckedAt, locale) })}</time>
        ) : (
          t('trip.notChecked')
        )}
      </p>
      {!departed && <TargetPriceForm watch={watch} route={route} locale={locale} announce={announce} />}
      <div className="watch-actions">
        {!departed && shopHref && (
          <a className="button" href={`${shopHref}?${toSearchParams(search).toString()}`}>
            {t('trip.view')}
            <span className="visually-hidden"> {t('trip.forRoute', { route })}</span>
          </a>
        )}
        <button type="button" className="button button-secondary" onClick={() => onStop(watch)}>
          {t('trip.stop')}
          <span className="visually-hidden"> {t('trip.forRoute', { route })}</span>
        </button>
      </div>
    </article>
  );
}
