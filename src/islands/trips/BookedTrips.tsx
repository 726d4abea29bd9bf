import { serverNow } from '../../lib/client/api';
import { useStore } from '@nanostores/react';
import { useEffect, useId, type ComponentType } from 'react';
import { useTranslation } from '../../lib/client/i18n/react';
import { $trips, loadTrips, splitTrips, type Trip } from '../../lib/client/trips.store';
import type { Locale } from '../../lib/client/i18n';
import { CallState } from '../../lib/domain/shared/call-state';
import { Failed, Loading } from '../ui/Status';
import { BookingCard } from './BookingCard';
import { CancelTripDialog } from './CancelTripDialog';
import { openCancel } from '../../lib/client/trip-cancel.store';
import type { TripsPanelProps } from './tabs';

type Which = 'upcoming' | 'past';
type CardProps<K extends Trip['kind']> = { trip: Extract<Trip, { kind: K }>; locale: Locale; onCancel?: (trip: Trip) => void };

/** One card per SPEC §3 trip kind: a new product adds its card here and its adapter on the server. */
const tripCards: { [K in Trip['kind']]: ComponentType<CardProps<K>> } = {
  Flight: BookingCard,
};

function TripCard(props: CardProps<Trip['kind']>) {
  const Card = tripCards[props.trip.kind] as ComponentType<CardProps<Trip['kind']>>;
  return <Card {...props} />;
}

/** Trips → Upcoming trips / Past trips (issue 8 item 6): the user's bookings, split at the last landing. */
function BookedTrips({ which, locale, searchHref }: TripsPanelProps & { which: Which }) {
  const { t } = useTranslation('trips');
  const id = useId();
  const s = useStore($trips);

  // The store loads by itself once mounted with a session; after a failure the tab asks again.
  useEffect(() => {
    if ($trips.get().state === CallState.Failed) void loadTrips();
  }, []);

  const loaded = s.state === CallState.Success || s.trips.length > 0;
  if (!loaded) {
    if (s.state === CallState.Failed) return <Failed message={t('bookings.failed')} onRetry={() => void loadTrips()} />;
    return <Loading label={t('bookings.loading')} />;
  }

  const trips = splitTrips(s.trips, serverNow())[which];
  const empty = which === 'upcoming' ? 'emptyUpcoming' : 'emptyPast';
  return (
    <section className="stack booked-trips" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t(`bookings.${which}Title`)}</h2>
      {s.state === CallState.Failed && <Failed message={t('bookings.failedRefresh')} onRetry={() => void loadTrips()} />}
      {trips.length === 0 ? (
        <div className="empty stack">
          <h3>{t(`bookings.${empty}.title`)}</h3>
          <p>{t(`bookings.${empty}.body`)}</p>
          <p>
            <a className="button" href={searchHref}>
              {t('bookings.search')}
            </a>
          </p>
        </div>
      ) : (
        <ul className="watch-list" aria-labelledby={`${id}-title`}>
          {trips.map((trip) => (
            <li key={trip.id}>
              <TripCard trip={trip} locale={locale} {...(which === 'upcoming' ? { onCancel: (x) => void openCancel(x.id) } : {})} />
            </li>
          ))}
        </ul>
      )}
      {which === 'upcoming' && <CancelTripDialog locale={locale} />}
    </section>
  );
}

export const UpcomingTrips = (props: TripsPanelProps) => <BookedTrips {...props} which="upcoming" />;
export const PastTrips = (props: TripsPanelProps) => <BookedTrips {...props} which="past" />;
