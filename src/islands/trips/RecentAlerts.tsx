import { useId } from 'react';
import { loadWatches } from '../../lib/client/flights/watches.store';
import type { Locale } from '../../lib/client/i18n';
import { useTranslation } from '../../lib/client/i18n/react';
import { CallState } from '../../lib/domain/shared/call-state';
import type { FlightWatch, WatchAlert } from '../../lib/domain/flights/watches.constants';
import { Failed } from '../ui/Status';
import { formatInstant, formatPrice } from './format';
import { RouteName } from './RouteName';

interface Props {
  alerts: readonly WatchAlert[];
  state: CallState;
  watches: readonly FlightWatch[];
  locale: Locale;
}

/** What the alert job sent: a drop or a reached target, at what price, when. */
export function RecentAlerts({ alerts, state, watches, locale }: Props) {
  const { t } = useTranslation('trips');
  const id = useId();
  const byId = new Map(watches.map((w) => [w.id, w]));

  let content;
  if (alerts.length === 0 && state === CallState.Failed)
    content = <Failed message={t('alerts.failed')} onRetry={() => void loadWatches()} />;
  else if (alerts.length === 0) content = <p className="muted">{t('alerts.empty')}</p>;
  else
    content = (
      <ul className="alert-list" aria-labelledby={`${id}-title`}>
        {alerts.map((a) => {
          const watch = byId.get(a.watchId);
          return (
            <li key={a.id}>
              <p>
                <strong>{t(`alerts.kind.${a.kind}`)}</strong>
                {' · '}
                {watch ? <RouteName trip={watch} t={t} /> : t('alerts.unwatched')}
              </p>
              <p>
                {a.previousPrice === a.price
                  ? formatPrice(a.price, locale)
                  : t('alerts.price', { price: formatPrice(a.price, locale), previous: formatPrice(a.previousPrice, locale) })}
                {' · '}
                <time dateTime={a.createdAt}>{formatInstant(a.createdAt, locale)}</time>
              </p>
            </li>
          );
        })}
      </ul>
    );

  return (
    <section className="recent-alerts stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('alerts.title')}</h2>
      {content}
    </section>
  );
}
