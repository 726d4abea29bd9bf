// The pieces a flight row is made of: the airline monogram, the times with "+1", the stops line.
import type { TFunction } from '../../../lib/client/i18n';
import type { Slice } from '../../../lib/domain/flights/flights.schema';
import { clock, duration, monogramColour } from './format';

export type AirlineNames = ReadonlyMap<string, string>;

/** Two-letter code in a coloured circle; the name is text beside it, so the circle is decoration. */
export function AirlineBadge({ code }: { code: string }) {
  return (
    <span className="shop-monogram" style={{ background: monogramColour(code) }} aria-hidden="true">
      {code}
    </span>
  );
}

/** Marketing carriers of the slice, and "Operated by" wherever another airline flies it. */
export function sliceCarriers(
  slice: Slice,
  names: AirlineNames,
  t: TFunction,
): { codes: string[]; text: string; operatedBy: string | null } {
  const codes = [...new Set(slice.segments.map((s) => s.marketingAirline.code))];
  const operators = [
    ...new Set(slice.segments.filter((s) => s.operatingAirline.code !== s.marketingAirline.code).map((s) => s.operatingAirline.code)),
  ];
  return {
    codes,
    text: codes.map((c) => names.get(c) ?? c).join(', '),
    operatedBy: operators.length > 0 ? t('row.operatedBy', { airlines: operators.map((c) => names.get(c) ?? c).join(', ') }) : null,
  };
}

export function PlusDays({ days }: { days: number }) {
  if (days <= 0) return null;
  return (
    <sup className="shop-plus">
      <span aria-hidden="true">+{days}</span>
    </sup>
  );
}

/** "8:00 AM – 11:20 AM+1" with the words a screen reader needs. */
export function Times({ slice, locale, t }: { slice: Slice; locale: string; t: TFunction }) {
  return (
    <span className="shop-times">
      <span className="visually-hidden">{t('row.departs')} </span>
      {clock(slice.zonedDeparture, locale)}
      <span aria-hidden="true"> – </span>
      <span className="visually-hidden"> {t('row.arrives')} </span>
      {clock(slice.zonedArrival, locale)}
      <PlusDays days={slice.plusDays} />
      {slice.plusDays > 0 && <span className="visually-hidden"> {t('row.plusDays', { count: slice.plusDays })}</span>}
    </span>
  );
}

export interface Layover {
  airport: string;
  minutes: number;
  selfTransfer: boolean;
}
export const layovers = (slice: Slice): Layover[] =>
  slice.segments
    .slice(0, -1)
    .map((s) => ({ airport: s.destination.locationCode, minutes: s.stopoverDurationMinutes, selfTransfer: s.isSelfTransferLayover }));

/** "Nonstop", "1 stop", "2 stops". */
export const stopsText = (stops: number, t: TFunction) => (stops === 0 ? t('stops.nonstop') : t('stops.count', { count: stops }));

/** The stops column: how many, then where and how long ("1 hr 5 min ORD"). */
export function Stops({ slice, t }: { slice: Slice; t: TFunction }) {
  const stops = layovers(slice);
  return (
    <span className="shop-stops">
      <span className="shop-strong">{stopsText(slice.stops, t)}</span>
      {stops.length > 0 && (
        <span className="shop-sub">
          {stops.map((l, i) => (
            <span key={i}>
              {i > 0 && ', '}
              {t('row.layover', { duration: duration(l.minutes, t), airport: l.airport })}
            </span>
          ))}
        </span>
      )}
      {stops.some((l) => l.selfTransfer) && <span className="shop-warning">{t('row.selfTransfer')}</span>}
    </span>
  );
}

type Carriers = ReturnType<typeof sliceCarriers>;

/** Who sells the flight (and who flies it, when another airline does). */
export function CarrierLine({ carriers }: { carriers: Carriers }) {
  return (
    <span className="shop-sub">
      {carriers.text}
      {carriers.operatedBy && <> · {carriers.operatedBy}</>}
    </span>
  );
}

/** The duration and stops columns, which a result row and the chosen-flight summary share. */
export function DurationAndStops({ slice, t }: { slice: Slice; t: TFunction }) {
  return (
    <>
      <span className="shop-duration">
        <span className="shop-strong">{duration(slice.durationMinutes, t)}</span>
        <span className="shop-sub">
          {slice.origin}–{slice.destination}
        </span>
      </span>
      <Stops slice={slice} t={t} />
    </>
  );
}
