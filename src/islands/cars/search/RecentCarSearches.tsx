// SPEC §2 placement recently_searched_car: the last searches of this browser, each a link to its
// results, under the form.
import type { Locale } from '../../../lib/client/i18n';
import { useTranslation } from '../../../lib/client/i18n/react';
import { CARS_AVAILABILITY_PATH } from '../../../lib/client/cars/car-search.store';
import type { RecentCarSearch } from '../../../lib/client/cars/recent-car-searches';
import { localePath } from '../../../lib/client/locale';
import { localDateTime } from '../../../lib/domain/cars/car-search';
import { formatAirportTime } from '../car-format';

export function RecentCarSearches({ locale, recent }: { locale: Locale; recent: readonly RecentCarSearch[] }) {
  const { t } = useTranslation('carsearch');
  if (recent.length === 0) return null;
  const base = localePath(locale, CARS_AVAILABILITY_PATH);
  return (
    <section className="cs-recent" aria-labelledby="cs-recent-title" data-placement="recently_searched_car">
      <h2 id="cs-recent-title" className="cs-recent-title">
        {t('recent.title')}
      </h2>
      <ul className="cs-recent-list">
        {recent.map(({ query, search: s }) => {
          const pickup = s.pickup?.label ?? '';
          const route = s.differentDropoff && s.dropoff ? t('recent.route', { pickup, dropoff: s.dropoff.label }) : pickup;
          const dates = t('recent.dates', {
            from: formatAirportTime(localDateTime(s.pickupDate, s.pickupTime), locale),
            to: formatAirportTime(localDateTime(s.dropoffDate, s.dropoffTime), locale),
          });
          return (
            <li key={query}>
              <a href={`${base}?${query}`}>
                {route}
                <span className="muted cs-recent-dates"> · {dates}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
