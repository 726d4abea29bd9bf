import { serverNow } from '../../lib/client/api';
import { useStore } from '@nanostores/react';
import { useEffect, useId, type ComponentType } from 'react';
import { useApiGet } from '../../lib/client/api-data';
import { useTranslation } from '../../lib/client/i18n/react';
import { splitTrips, type Trip } from '../../lib/client/trips.store';
import type { Locale } from '../../lib/client/i18n';
import { Failed, Loading } from '../ui/Status';
import { BookingCard } from './BookingCard';
import { StayCard } from './StayCard';
import { $cancelFlow, openCancel } from '../../lib/client/trip-cancel.store';
import type { TripsPanelProps } from './tabs';
import { CancelTripDialog } from './CancelTripDialog';
import { ScheduleChangeDialog } from './ScheduleChangeDialog';
import { DisruptionDialog } from './DisruptionDialog';
import { $disruption, openDisruption } from '../../lib/client/disruption.store';
import { $scheduleChange, reviewScheduleChange } from '../../lib/client/schedule-change.store';

type Which = 'upcoming' | 'past';
type CardProps<K extends Trip['kind']> = {
  trip: Extract<Trip, { kind: K }>;
  locale: Locale;
  onCancel?: (trip: Trip) => void;
  onScheduleChange?: (trip: Trip) => void;
  onDisruption?: (trip: Trip) => void;
};

/** One card per SPEC §3 trip kind: a new product adds its card here and its adapter on the server. */
const tripCards: { [K in Trip['kind']]: ComponentType<CardProps<K>> } = {
  Flight: BookingCard,
  Hotel: StayCard,
  Home: StayCard,
};

function TripCard(props: CardProps<Trip['kind']>) {
  const Card = tripCards[props.trip.kind] as ComponentType<CardProps<Trip['kind']>>;
  return <Card {...props} />;
}

/** Trips → Upcoming trips / Past trips (SPEC §2): the user's bookings, split at the last landing or check-out. */
function BookedTrips({ which, locale, searchHref }: TripsPanelProps & { which: Which }) {
  const { t } = useTranslation('trips');
  const id = useId();
  const { data, error, mutate } = useApiGet<{ trips: Trip[] }>('/trips');
  const flow = useStore($cancelFlow);
  const changeFlow = useStore($scheduleChange);
  const disruptionFlow = useStore($disruption);
  const retry = () => void mutate();

  // A cancelled trip, or one with its new times, shows as the server answered it at once (the next revalidation agrees).
  const answered =
    flow.step === 'success'
      ? flow.trip
      : changeFlow.step === 'accepted'
        ? changeFlow.trip
        : disruptionFlow.step === 'rebooked'
          ? disruptionFlow.trip
          : null;
  useEffect(() => {
    if (answered) void mutate((d) => d && { trips: d.trips.map((x) => (x.id === answered.id ? answered : x)) }, { revalidate: false });
  }, [answered, mutate]);

  if (!data) {
    if (error) return <Failed message={t('bookings.failed')} onRetry={retry} />;
    return <Loading label={t('bookings.loading')} />;
  }

  const trips = splitTrips(data.trips, serverNow())[which];
  const canceling = 'tripId' in flow ? data.trips.find((x) => x.id === flow.tripId) : undefined;
  const changed = 'tripId' in changeFlow ? data.trips.find((x) => x.id === changeFlow.tripId) : undefined;
  const disrupted = 'tripId' in disruptionFlow ? data.trips.find((x) => x.id === disruptionFlow.tripId) : undefined;
  const empty = which === 'upcoming' ? 'emptyUpcoming' : 'emptyPast';
  return (
    <section className="stack booked-trips" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t(`bookings.${which}Title`)}</h2>
      {error && <Failed message={t('bookings.failedRefresh')} onRetry={retry} />}
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
              <TripCard
                trip={trip}
                locale={locale}
                {...(which === 'upcoming'
                  ? {
                      onCancel: (x) => void openCancel(x.id),
                      onScheduleChange: (x) => reviewScheduleChange(x.id),
                      onDisruption: (x) => void openDisruption(x.id),
                    }
                  : {})}
              />
            </li>
          ))}
        </ul>
      )}
      {which === 'upcoming' && <CancelTripDialog locale={locale} trip={canceling ?? null} />}
      {which === 'upcoming' && <ScheduleChangeDialog locale={locale} trip={changed?.kind === 'Flight' ? changed : null} />}
      {which === 'upcoming' && <DisruptionDialog locale={locale} trip={disrupted?.kind === 'Flight' ? disrupted : null} />}
    </section>
  );
}

export const UpcomingTrips = (props: TripsPanelProps) => <BookedTrips {...props} which="upcoming" />;
export const PastTrips = (props: TripsPanelProps) => <BookedTrips {...props} which="past" />;
