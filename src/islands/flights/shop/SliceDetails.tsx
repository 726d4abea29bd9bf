// The flights of a slice one by one, with each layover between them: what an expanded row shows.
import type { TFunction } from '../../../lib/client/i18n';
import type { FlightSearchResponse, Slice } from '../../../lib/domain/flights/flights.schema';
import { clock, duration, longDay } from './format';
import { PlusDays, type AirlineNames } from './SliceParts';

export type AirportInfo = FlightSearchResponse['airports'][number];

const place = (code: string, airports: ReadonlyMap<string, AirportInfo>) => {
  const a = airports.get(code);
  return a ? `${a.name} (${code})` : code;
};

export function SliceDetails({
  slice,
  title,
  airlines,
  airports,
  locale,
  t,
}: {
  slice: Slice;
  /** "Outbound", "Return", "Flight 2"… */
  title: string;
  airlines: AirlineNames;
  airports: ReadonlyMap<string, AirportInfo>;
  locale: string;
  t: TFunction;
}) {
  return (
    <section className="shop-details-slice">
      <h3>
        {title} · {longDay(slice.zonedDeparture, locale)} · {duration(slice.durationMinutes, t)}
      </h3>
      <ol className="shop-segments">
        {slice.segments.map((s, i) => {
          const marketing = airlines.get(s.marketingAirline.code);
          const number = `${s.marketingAirline.code} ${s.marketingAirline.flightNumber}`;
          const operated = s.operatingAirline.code !== s.marketingAirline.code;
          return (
            <li key={i} className="shop-segment">
              <p>
                <span className="shop-strong">{clock(s.zonedDeparture, locale)}</span> · {place(s.origin.locationCode, airports)}
              </p>
              <p className="shop-sub">
                {/* Without the airline's name the number alone, not "F9 · F9 1033". */}
                {marketing ? t('details.flight', { airline: marketing, number }) : number} ·{' '}
                {t('details.travelTime', { duration: duration(s.durationMinutes, t) })}
                {operated && <> · {t('row.operatedBy', { airlines: airlines.get(s.operatingAirline.code) ?? s.operatingAirline.code })}</>}
              </p>
              <p>
                <span className="shop-strong">{clock(s.zonedArrival, locale)}</span>
                <PlusDays days={s.plusDays} />
                {s.plusDays > 0 && <span className="visually-hidden"> {t('row.plusDays', { count: s.plusDays })}</span>} ·{' '}
                {place(s.destination.locationCode, airports)}
              </p>
              {i < slice.segments.length - 1 && (
                <p className={s.isSelfTransferLayover ? 'shop-layover shop-warning' : 'shop-layover'}>
                  {t('details.layover', {
                    duration: duration(s.stopoverDurationMinutes, t),
                    place: airports.get(s.destination.locationCode)?.city ?? s.destination.locationCode,
                  })}
                  {s.isSelfTransferLayover && <> — {t('details.selfTransfer')}</>}
                </p>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
