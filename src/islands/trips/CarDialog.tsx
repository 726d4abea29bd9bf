// Trips → a rental car's dialogs (SPEC §2 Trips modals: car pick up, drop off, drivers, change):
// what the desk needs at each end, who drives, and how a rental changes when it cannot online.
import type { ReactNode } from 'react';
import { serverNow } from '../../lib/client/api';
import { intlLocale, type Locale, type TFunction } from '../../lib/client/i18n';
import { useTranslation } from '../../lib/client/i18n/react';
import { localePath } from '../../lib/client/locale';
import type { CarTrip } from '../../lib/client/trips.store';
import { carCancelPolicy } from '../../lib/domain/cars/car-rules';
import { numberFormat } from '../../lib/domain/shared/intl';
import { ContactLine } from './ContactLine';
import { formatAmount, formatLocalTime } from './format';
import { TripDialog } from './TripDialog';

export type CarDialogKind = 'pickup' | 'dropoff' | 'driver' | 'change';

interface Props {
  trip: CarTrip;
  locale: Locale;
  t: TFunction;
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="booking-facts">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Where and when, on the airport's clock. */
const place = (end: CarTrip['pickup'], { locale, t }: Omit<Props, 'trip'>): [string, ReactNode][] => [
  [t('car.airport'), `${end.airportName} (${end.airportCode})`],
  [t('car.time'), t('car.localTime', { time: formatLocalTime(end.localDateTime, locale) })],
];

function PickUp({ trip, locale, t }: Props) {
  const { terms, supplier } = trip;
  const cards = new Intl.ListFormat(intlLocale(locale), { type: 'conjunction' }).format(
    terms.acceptedCards.map((c) => t(`addon.brands.${c}`)),
  );
  return (
    <div className="stack">
      <Facts rows={place(trip.pickup, { locale, t })} />
      <p>{t(`car.pickup.desk.${trip.pickup.desk}`, { supplier: supplier.name })}</p>
      <h3>{t('car.pickup.bring')}</h3>
      {/* The rental company's own list, which it writes in English. */}
      <ul lang={locale === 'en' ? undefined : 'en'}>
        {terms.documents.map((d) => (
          <li key={d}>{d}</li>
        ))}
      </ul>
      <p>{t('car.pickup.deposit', { amount: formatAmount(terms.deposit, locale), supplier: supplier.name })}</p>
      <p>{t('car.pickup.cards', { cards })}</p>
      <p>{t('car.pickup.age', { age: terms.minimumAge, count: terms.licenceHeldMinimumYears })}</p>
    </div>
  );
}

function DropOff({ trip, locale, t }: Props) {
  const { mileage, rentalDays } = trip;
  const n = (x: number) => numberFormat(intlLocale(locale)).format(x);
  return (
    <div className="stack">
      <Facts rows={place(trip.dropoff, { locale, t })} />
      <p>{t(`car.dropoff.desk.${trip.dropoff.desk}`, { supplier: trip.supplier.name })}</p>
      <h3>{t('car.dropoff.fuel')}</h3>
      <p>{t(`car.fuel.${trip.vehicle.fuelPolicy}`)}</p>
      <h3>{t('car.dropoff.mileage')}</h3>
      <p>
        {mileage.kind === 'Unlimited'
          ? t('car.dropoff.unlimited')
          : t('car.dropoff.limited', {
              distance: n(mileage.perDay),
              total: n(mileage.perDay * rentalDays),
              unit: mileage.unit,
              price: formatAmount(mileage.extraPerUnit, locale),
            })}
      </p>
      <p className="muted">{t('car.dropoff.late')}</p>
    </div>
  );
}

function Driver({ trip, t }: Props) {
  const { driver, loyalty, terms, supplier } = trip;
  const young = driver.age < terms.youngDriverAgeBelow;
  const extra = terms.additionalDriversAllowed;
  return (
    <div className="stack">
      <Facts
        rows={[
          [t('car.driver.main'), `${driver.givenName} ${driver.surname}`],
          [t('car.driver.age'), t(young ? 'car.driver.young' : 'car.driver.adult', { age: terms.youngDriverAgeBelow })],
          [
            t('car.driver.loyalty'),
            loyalty
              ? t('car.driver.loyaltyNumber', { program: loyalty.programName, ending: loyalty.numberEnding })
              : t('car.driver.noLoyalty'),
          ],
        ]}
      />
      <h3>{t('car.driver.additional')}</h3>
      <p>{extra > 0 ? t('car.driver.additionalAllowed', { count: extra, supplier: supplier.name }) : t('car.driver.noAdditional')}</p>
    </div>
  );
}

/** Whether cancelling now is free: then the traveler books the car they want, and cancels this one. */
function freeToCancel(trip: CarTrip): 'Free' | 'Started' | 'Charged' {
  // The local times carry their offset: ISO instants, as the rules want.
  const rule = carCancelPolicy(
    {
      policy: trip.cancellationPolicy.policy,
      pickupUtc: trip.pickup.localDateTime,
      freeCancellationUntilUtc: trip.cancellationPolicy.freeCancellationUntil,
      bookedAt: new Date(trip.createdAt),
      paidMinor: trip.payment.totalMinor,
      perDayMinor: trip.price.perDay,
    },
    new Date(serverNow()),
  );
  if (rule.kind === 'Refundable') return rule.why === 'FreeCancellation' ? 'Free' : 'Charged';
  return rule.reason === 'PastPickUp' ? 'Started' : 'Charged';
}

function Change({ trip, locale, t }: Props) {
  const how = freeToCancel(trip);
  const until = trip.cancellationPolicy.freeCancellationUntil;
  return (
    <div className="stack">
      <p>{t('car.change.online')}</p>
      {how === 'Free' ? (
        <p>{until ? t('car.change.freeUntil', { time: formatLocalTime(until, locale) }) : t('car.change.free')}</p>
      ) : (
        <>
          <p>{t(`car.change.${how}`, { supplier: trip.supplier.name })}</p>
          <ContactLine contact="Support" t={t} />
        </>
      )}
    </div>
  );
}

const BODIES = { pickup: PickUp, dropoff: DropOff, driver: Driver, change: Change };

export function CarDialog({
  kind,
  open,
  trip,
  locale,
  onClose,
}: {
  kind: CarDialogKind;
  open: boolean;
  trip: CarTrip;
  locale: Locale;
  onClose: () => void;
}) {
  const { t } = useTranslation('trips');
  const Body = BODIES[kind];
  const search = kind === 'change' && freeToCancel(trip) === 'Free';
  return (
    <TripDialog
      open={open}
      onClose={onClose}
      className="schedule-dialog car-dialog"
      title={t(`car.${kind}.title`)}
      body={<Body trip={trip} locale={locale} t={t} />}
      primary={
        search ? (
          <a className="button" href={localePath(locale, '/cars/search/')}>
            {t('car.change.search')}
          </a>
        ) : null
      }
      safeLabel={t('cancel.close')}
      busy={false}
    />
  );
}
