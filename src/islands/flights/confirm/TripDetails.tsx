// The booked trip: its flights (the shop page's slice display, reused), who travels, and the
// protections bought with links to their terms.
import { intlLocale, type Locale, type TFunction } from '../../../lib/client/i18n';
import { localePath } from '../../../lib/client/locale';
import type { FlightTrip, Trip } from '../../../lib/client/trips.store';
import { protectionTermsPath } from '../../../lib/domain/booking/checkout-protections';
import { formatAmount } from '../../trips/format';
import { SliceDetails, type AirportInfo } from '../shop/SliceDetails';

// The slices keep codes (what tickets show); the trip names its airlines and airports beside them.
const airlineNames = (trip: FlightTrip) => new Map(trip.airlines.map((a) => [a.code, a.name]));
const airportInfos = (trip: FlightTrip) => new Map<string, AirportInfo>(trip.airports.map((a) => [a.code, a]));

function sliceTitle(trip: FlightTrip, index: number, t: TFunction): string {
  if (trip.tripType === 'roundTrip') return t(index === 0 ? 'itinerary.outbound' : 'itinerary.return');
  if (trip.tripType === 'oneWay') return t('itinerary.outbound');
  return t('itinerary.flight', { n: index + 1 });
}

export function Itinerary({ trip, locale, t, tShop }: { trip: FlightTrip; locale: Locale; t: TFunction; tShop: TFunction }) {
  const airlines = airlineNames(trip);
  const airports = airportInfos(trip);
  return (
    <section className="confirm-section stack" aria-labelledby="confirm-itinerary">
      <h2 id="confirm-itinerary">{t('itinerary.title')}</h2>
      {trip.slices.map((slice, i) => (
        <SliceDetails
          key={i}
          slice={slice}
          title={sliceTitle(trip, i, t)}
          airlines={airlines}
          airports={airports}
          locale={intlLocale(locale)}
          t={tShop}
        />
      ))}
    </section>
  );
}

export function Travelers({ trip, t }: { trip: FlightTrip; t: TFunction }) {
  return (
    <section className="confirm-section stack" aria-labelledby="confirm-travelers">
      <h2 id="confirm-travelers">{t('travelers.title')}</h2>
      <ul className="confirm-list">
        {trip.travelers.map((p, i) => (
          <li key={i}>
            <span className="confirm-strong">
              {p.givenName} {p.surname}
            </span>
            {p.passengerType && <span className="muted"> · {t(`travelers.type.${p.passengerType}`)}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Protections({ trip, locale, t }: { trip: Trip; locale: Locale; t: TFunction }) {
  // An older server does not say: then the section would only guess.
  if (!trip.protections) return null;
  return (
    <section className="confirm-section stack" aria-labelledby="confirm-protections">
      <h2 id="confirm-protections">{t('protections.title')}</h2>
      {trip.protections.length === 0 ? (
        <p className="muted">{t('protections.none')}</p>
      ) : (
        <ul className="confirm-list">
          {trip.protections.map((p) => {
            const name = t(`protections.product.${p.product}`);
            return (
              <li key={p.product}>
                <span className="confirm-strong">{name}</span> ·{' '}
                {p.priceMinor > 0 ? formatAmount(p.priceMinor, locale) : t('protections.free')} ·{' '}
                <a href={localePath(locale, protectionTermsPath[p.product])} aria-label={t('protections.termsFor', { product: name })}>
                  {t('protections.terms')}
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
