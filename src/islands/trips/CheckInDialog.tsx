import { serverNow } from '../../lib/client/api';
import { intlLocale, type Locale } from '../../lib/client/i18n';
import { useTranslation } from '../../lib/client/i18n/react';
import type { FlightTrip } from '../../lib/client/trips.store';
import { checkInWindow } from '../../lib/domain/booking/check-in';
import { clock, shortDay } from '../flights/shop/format';
import { FlightTimes } from './FlightTimes';
import { TripDialog } from './TripDialog';

/**
 * Trips → Check in (SPEC §2 Trips modal "check-in flight"): online check-in is the airline's, so
 * the dialog says when it opens for the next flight, links to each airline's site, and says what
 * to have ready.
 */
export function CheckInDialog({ locale, trip, onClose }: { locale: Locale; trip: FlightTrip | null; onClose: () => void }) {
  const { t } = useTranslation('trips');
  const checkIn = trip ? checkInWindow(trip.slices, new Date(serverNow())) : null;
  const slice = trip && checkIn && checkIn.kind !== 'Flown' ? trip.slices[checkIn.slice] : undefined;
  let body = null;
  if (trip && checkIn && checkIn.kind !== 'Flown' && slice) {
    const intl = intlLocale(locale);
    const codes = [...new Set(slice.segments.map((g) => g.marketingAirline.code))];
    const airlines = codes.map((code) => trip.airlines.find((a) => a.code === code) ?? { code, name: code, website: null });
    body = (
      <div className="stack traveler-body">
        <p>
          <strong>{t('checkin.flight', { origin: slice.origin, destination: slice.destination })}</strong> ·{' '}
          <FlightTimes slice={slice} locale={locale} />
        </p>
        <p>
          {checkIn.kind === 'NotYet'
            ? t('checkin.NotYet', {
                when: `${shortDay(checkIn.opensAt, intl)}, ${clock(checkIn.opensAt, intl)}`,
                airport: trip.airports.find((a) => a.code === slice.origin)?.city ?? slice.origin,
              })
            : t(`checkin.${checkIn.kind}`)}
        </p>
        <ul className="checkin-airlines">
          {airlines.map((a) => (
            <li key={a.code}>
              {a.website ? (
                <a className="button button-secondary" href={a.website} target="_blank" rel="noopener noreferrer">
                  {t('checkin.with', { airline: a.name })}
                  <span className="visually-hidden"> {t('checkin.newTab')}</span>
                </a>
              ) : (
                t('checkin.noSite', { airline: a.name })
              )}
            </li>
          ))}
        </ul>
        <p className="muted">{t('checkin.ready', { code: trip.confirmationNumber ?? '' })}</p>
      </div>
    );
  }
  return (
    <TripDialog
      open={body !== null}
      onClose={onClose}
      className="schedule-dialog"
      title={t('checkin.title')}
      body={body}
      primary={null}
      safeLabel={t('cancel.close')}
      busy={false}
    />
  );
}
