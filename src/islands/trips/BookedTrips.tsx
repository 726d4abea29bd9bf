import { serverNow } from '../../lib/client/api';
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useCallback, useEffect, useId, useState, type ComponentType } from 'react';
import { useApiGet } from '../../lib/client/api-data';
import { useTranslation } from '../../lib/client/i18n/react';
import { splitTrips, type FlightTrip, type Trip } from '../../lib/client/trips.store';
import type { Locale } from '../../lib/client/i18n';
import { Failed, Loading } from '../ui/Status';
import { BookingCard } from './BookingCard';
import { $cancelFlow } from '../../lib/client/trip-cancel-flow';
import type { Asked, TripsPanelProps } from './tabs';
import { page } from '../../lib/client/platform';

const CANCEL_PARAM = 'cancel';

// Stays', cars' and activities' cards come in a chunk of their own, off the page's budget. Asked for
// as this module runs, not when the first such card renders: it downloads while the trips are
// fetched, yet as a dynamic import it is no module preload of the page.
const otherCards = import('./OtherCards');
const StayCard = lazy(() => otherCards.then((m) => ({ default: m.StayCard })));
const CarCard = lazy(() => otherCards.then((m) => ({ default: m.CarCard })));
const ExperienceCard = lazy(() => otherCards.then((m) => ({ default: m.ExperienceCard })));

/** The cancel flow's actions load with its first use: the list only reads where the flow stands. */
const openCancel = (tripId: string) => import('../../lib/client/trip-cancel.store').then((m) => m.openCancel(tripId));
// Loaded when a trip's dialog first opens: the list, which every visit shows, does not pay for them.
const CancelTripDialog = lazy(() => import('./CancelTripDialog').then((m) => ({ default: m.CancelTripDialog })));
const ScheduleChangeDialog = lazy(() => import('./ScheduleChangeDialog').then((m) => ({ default: m.ScheduleChangeDialog })));
const DisruptionDialog = lazy(() => import('./DisruptionDialog').then((m) => ({ default: m.DisruptionDialog })));
const TravelersDialog = lazy(() => import('./TravelersDialog').then((m) => ({ default: m.TravelersDialog })));
const CheckInDialog = lazy(() => import('./CheckInDialog').then((m) => ({ default: m.CheckInDialog })));
const MissedConnectionDialog = lazy(() => import('./MissedConnectionDialog').then((m) => ({ default: m.MissedConnectionDialog })));
const DisruptionOfferDialog = lazy(() => import('./DisruptionOfferDialog').then((m) => ({ default: m.DisruptionOfferDialog })));

/** True from the first render where `on` was: a dialog stays mounted once loaded, so closing it can give the focus back. */
function useOpenedOnce(on: boolean): boolean {
  const [opened, setOpened] = useState(on);
  if (on && !opened) setOpened(true);
  return opened || on;
}

type Which = 'upcoming' | 'past';

type CardProps<K extends Trip['kind']> = {
  trip: Extract<Trip, { kind: K }>;
  locale: Locale;
  onCancel?: (trip: Trip) => void;
  onScheduleChange?: (trip: Trip) => void;
  onDisruption?: (trip: Trip) => void;
  onConnection?: (trip: Trip) => void;
  onTravelers?: (trip: Trip) => void;
  onAddOn?: (trip: Trip) => void;
  onCheckIn?: (trip: Trip) => void;
};

/** One card per SPEC §3 trip kind: a new product adds its card here and its adapter on the server. */
const tripCards: { [K in Trip['kind']]: ComponentType<CardProps<K>> } = {
  Flight: BookingCard,
  Hotel: StayCard,
  Home: StayCard,
  Car: CarCard,
  Experience: ExperienceCard,
};

/** A card still loading holds its place in the list with a small status, not the whole list's. */
function TripCard(props: CardProps<Trip['kind']>) {
  const Card = tripCards[props.trip.kind] as ComponentType<CardProps<Trip['kind']>>;
  return (
    <Suspense fallback={<Loading />}>
      <Card {...props} />
    </Suspense>
  );
}

/** Trips → Upcoming trips / Past trips (SPEC §2): the user's bookings, split at the last landing or check-out. */
function BookedTrips({ which, locale, searchHref }: TripsPanelProps & { which: Which }) {
  const { t } = useTranslation('trips');
  const id = useId();
  const { data, error, mutate } = useApiGet<{ trips: Trip[] }>('/trips');
  const flow = useStore($cancelFlow);
  // The schedule-change, disruption, travelers and add-on dialogs bring their stores with them: asked for, they load.
  const [asked, setAsked] = useState<Asked | null>(null);
  const cancelLoaded = useOpenedOnce(flow.step !== 'closed');
  const changeLoaded = useOpenedOnce(asked?.kind === 'schedule');
  const disruptionLoaded = useOpenedOnce(asked?.kind === 'disruption');
  const connectionLoaded = useOpenedOnce(asked?.kind === 'connection');
  const travelersLoaded = useOpenedOnce(asked?.kind === 'travelers');
  const addOnLoaded = useOpenedOnce(asked?.kind === 'addon');
  const checkInLoaded = useOpenedOnce(asked?.kind === 'checkin');
  const retry = () => void mutate();

  // A trip changed by a dialog shows as the server answered it at once (the next revalidation agrees).
  const answered = useCallback(
    (trip: Trip) => void mutate((d) => d && { trips: d.trips.map((x) => (x.id === trip.id ? trip : x)) }, { revalidate: false }),
    [mutate],
  );
  // A link from elsewhere (the exchange's void window) opens a trip's cancel: `?cancel=<id>`, read once.
  const loaded = data !== undefined;
  useEffect(() => {
    if (which !== 'upcoming' || !loaded) return;
    const url = page.url();
    const wanted = url.searchParams.get(CANCEL_PARAM);
    if (!wanted) return;
    url.searchParams.delete(CANCEL_PARAM);
    page.replace(url);
    if (data?.trips.some((x) => x.id === wanted)) void openCancel(wanted);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the trips first arrive
  }, [which, loaded]);
  const cancelled = flow.step === 'success' ? flow.trip : null;
  useEffect(() => {
    if (cancelled) answered(cancelled);
  }, [cancelled, answered]);

  if (!data) {
    if (error) return <Failed message={t('bookings.failed')} onRetry={retry} />;
    return <Loading label={t('bookings.loading')} />;
  }

  const trips = splitTrips(data.trips, serverNow())[which];
  const canceling = 'tripId' in flow ? data.trips.find((x) => x.id === flow.tripId) : undefined;
  const flights = data.trips.filter((x): x is FlightTrip => x.kind === 'Flight');
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
                      onScheduleChange: (x) => setAsked({ kind: 'schedule', tripId: x.id, at: Date.now() }),
                      onDisruption: (x) => setAsked({ kind: 'disruption', tripId: x.id, at: Date.now() }),
                      onConnection: (x) => setAsked({ kind: 'connection', tripId: x.id, at: Date.now() }),
                      onTravelers: (x) => setAsked({ kind: 'travelers', tripId: x.id, at: Date.now() }),
                      onAddOn: (x) => setAsked({ kind: 'addon', tripId: x.id, at: Date.now() }),
                      onCheckIn: (x) => setAsked({ kind: 'checkin', tripId: x.id, at: Date.now() }),
                    }
                  : {})}
              />
            </li>
          ))}
        </ul>
      )}
      {which === 'upcoming' && (
        <Suspense fallback={null}>
          {cancelLoaded && <CancelTripDialog locale={locale} trip={canceling ?? null} />}
          {changeLoaded && (
            <ScheduleChangeDialog locale={locale} trips={flights} asked={asked?.kind === 'schedule' ? asked : null} onAnswered={answered} />
          )}
          {disruptionLoaded && (
            <DisruptionDialog locale={locale} trips={flights} asked={asked?.kind === 'disruption' ? asked : null} onAnswered={answered} />
          )}
          {connectionLoaded && (
            <MissedConnectionDialog
              locale={locale}
              trips={flights}
              asked={asked?.kind === 'connection' ? asked : null}
              onAnswered={answered}
            />
          )}
          {travelersLoaded && <TravelersDialog locale={locale} trips={flights} asked={asked?.kind === 'travelers' ? asked : null} />}
          {checkInLoaded && (
            <CheckInDialog
              locale={locale}
              trip={asked?.kind === 'checkin' ? (flights.find((x) => x.id === asked.tripId) ?? null) : null}
              onClose={() => setAsked(null)}
            />
          )}
          {addOnLoaded && (
            <DisruptionOfferDialog locale={locale} trips={flights} asked={asked?.kind === 'addon' ? asked : null} onAnswered={answered} />
          )}
        </Suspense>
      )}
    </section>
  );
}

export const UpcomingTrips = (props: TripsPanelProps) => <BookedTrips {...props} which="upcoming" />;
export const PastTrips = (props: TripsPanelProps) => <BookedTrips {...props} which="past" />;
