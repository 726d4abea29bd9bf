// The confirmation's own part for a car or an activity: its details and its payment lines in the
// page's words. Loaded only for such a trip, so the flight and stay confirmations do not carry it.
import type { Locale, TFunction } from '../../../lib/client/i18n';
import { useTranslation } from '../../../lib/client/i18n/react';
import { tripBreakdown, type CarTrip, type ExperienceTrip } from '../../../lib/client/trips.store';
import { activityLineLabels } from '../../activities/activity-text';
import { ExperienceDetails } from '../../activities/confirm/ExperienceDetails';
import { CarDetails } from '../../cars/confirm/CarDetails';
import { carLineLabels } from '../../cars/shop/car-text';
import { PaymentSummary } from './PaymentSummary';

export default function OtherProductConfirm({
  trip,
  pending,
  locale,
  t,
}: {
  trip: CarTrip | ExperienceTrip;
  pending: boolean;
  locale: Locale;
  t: TFunction;
}) {
  const { t: tCarShop } = useTranslation('carshop');
  const { t: tActivityShop } = useTranslation('activityshop');
  const lines = tripBreakdown(trip).lines;
  return (
    <>
      <div className="stack">
        {trip.kind === 'Car' ? <CarDetails trip={trip} locale={locale} /> : <ExperienceDetails trip={trip} locale={locale} />}
      </div>
      <PaymentSummary
        trip={trip}
        pending={pending}
        locale={locale}
        t={t}
        labels={trip.kind === 'Car' ? carLineLabels(lines, trip, tCarShop) : activityLineLabels(lines, trip.price, tActivityShop)}
      />
    </>
  );
}
