import type { Locale, TFunction } from '../../lib/client/i18n';
import type { RebookOption } from '../../lib/domain/booking/disruption.schema';
import type { Trip } from '../../lib/client/trips.store';
import { FlightTimes, flightNumbers } from './FlightTimes';

/** The flights a slice may move to at no charge (disruption assistance, a significant schedule change), one to choose. */
export function RebookOptions({
  legend,
  name,
  options,
  chosen,
  onChoose,
  disabled,
  locale,
  t,
}: {
  legend: string;
  /** The radio group's name, unique in the page. */
  name: string;
  options: readonly RebookOption[];
  chosen: number;
  onChoose: (index: number) => void;
  disabled: boolean;
  locale: Locale;
  t: TFunction;
}) {
  return (
    <fieldset className="cancel-choice" disabled={disabled}>
      <legend>{legend}</legend>
      {options.map((o, i) => (
        <label key={`${o.itineraryId}-${o.fareId}`}>
          <input type="radio" name={name} checked={chosen === i} onChange={() => onChoose(i)} />
          <span>
            <strong>
              <FlightTimes slice={o.slice} locale={locale} />
            </strong>
            <span className="muted">
              {flightNumbers(o.slice)} · {o.fareShelf.shortBrandName} ·{' '}
              {o.slice.stops === 0 ? t('disruption.nonstop') : t('disruption.stops', { count: o.slice.stops })}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** After a rebooking: the disrupted slice as it is now, then what the traveler should know. */
export function RebookedFlight({ trip, locale, text }: { trip: Trip; locale: Locale; text: string }) {
  const d = trip.kind === 'Flight' ? trip.disruption : null;
  const slice = trip.kind === 'Flight' && d ? trip.slices[d.slice] : undefined;
  return (
    <p>
      {slice && (
        <>
          <FlightTimes slice={slice} locale={locale} /> · {flightNumbers(slice)}.{' '}
        </>
      )}
      {text}
    </p>
  );
}
