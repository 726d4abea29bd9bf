import type { ReactNode } from 'react';
import { intlLocale, type Locale } from '../../lib/client/i18n';
import type { Slice } from '../../lib/domain/flights/flights.schema';
import { clock, shortDay } from '../flights/shop/format';
import { useSupportPhone } from '../shell/SupportPhone';

/** "Thu, Dec 10", then "8:05 AM – 11:20 AM (+1)": on the airports' own clocks, each part kept whole. */
export function FlightTimes({ slice, locale }: { slice: Slice; locale: Locale }) {
  const intl = intlLocale(locale);
  const plus = slice.plusDays > 0 ? ` (+${slice.plusDays})` : '';
  return (
    <>
      <span className="schedule-day">{shortDay(slice.zonedDeparture, intl)}</span> ·{' '}
      <span className="schedule-times">{`${clock(slice.zonedDeparture, intl)} – ${clock(slice.zonedArrival, intl)}${plus}`}</span>
    </>
  );
}

/** "B6 383, B6 1024": the flight numbers of a slice. */
export const flightNumbers = (slice: Slice) =>
  slice.segments.map((g) => `${g.marketingAirline.code} ${g.marketingAirline.flightNumber}`).join(', ');

/** A muted line ending with the support phone to call (the tenant's), when it is known. */
export function CallUs({ children }: { children: ReactNode }) {
  const phone = useSupportPhone();
  return (
    <p className="muted">
      {children}{' '}
      {phone && (
        <a className="credit-call" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
          {phone}
        </a>
      )}
    </p>
  );
}
