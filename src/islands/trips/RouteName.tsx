import type { TFunction } from '../../lib/client/i18n';
import { routeStops, type RouteTrip } from './format';

/** "JFK to LAX" (up to 3 airports, then "…"): for names, messages and screen readers. */
export function routeText(trip: RouteTrip, t: TFunction): string {
  const { codes, more } = routeStops(trip);
  return codes.join(` ${t('trip.to')} `) + (more ? ' …' : '');
}

/** "JFK → LAX" on screen, read as "JFK to LAX". */
export function RouteName({ trip, t }: { trip: RouteTrip; t: TFunction }) {
  const { codes, more } = routeStops(trip);
  return (
    <>
      {codes.map((code, i) => (
        <span key={i}>
          {i > 0 && (
            <>
              {' '}
              <span aria-hidden="true">→</span>
              <span className="visually-hidden">{t('trip.to')}</span>{' '}
            </>
          )}
          {code}
        </span>
      ))}
      {more && ' …'}
    </>
  );
}
