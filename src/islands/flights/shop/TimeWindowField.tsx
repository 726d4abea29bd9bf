// A departure or arrival time window: four time-of-day chips, or any hours with two pickers.
import { useId } from 'react';
import type { TFunction } from '../../../lib/client/i18n';
import {
  hoursOfWindow,
  isWholeDay,
  timeOfDayOf,
  TimesOfDay,
  windowFromHours,
  type TimeOfDay,
} from '../../../lib/domain/flights/flight-shop-params';
import { clock } from './format';

const labels = new Map<string, string[]>();
/** "6:00 AM"… for the 24 hours, once per locale: four pickers re-render with every filter change. */
function hourLabels(intl: string): string[] {
  let list = labels.get(intl);
  if (!list) {
    list = Array.from({ length: 24 }, (_, h) => clock(`2000-01-01T${String(h).padStart(2, '0')}:00:00`, intl));
    labels.set(intl, list);
  }
  return list;
}

export function TimeWindowField({
  legend,
  value,
  onChange,
  intl,
  t,
}: {
  legend: string;
  value: [number, number] | undefined;
  onChange: (w: [number, number] | undefined) => void;
  intl: string;
  t: TFunction;
}) {
  const id = useId();
  const chip = timeOfDayOf(value);
  const { from, until } = value ? hoursOfWindow(value) : { from: 0, until: 24 };
  const set = (w: [number, number]) => onChange(isWholeDay(w) ? undefined : w);
  return (
    <fieldset className="shop-field">
      <legend>{legend}</legend>
      <div className="shop-chips" role="group" aria-label={t('filters.timeOfDay', { what: legend })}>
        {(Object.keys(TimesOfDay) as TimeOfDay[]).map((name) => (
          <button
            key={name}
            type="button"
            className="shop-chip"
            aria-pressed={chip === name}
            onClick={() => onChange(chip === name ? undefined : [...TimesOfDay[name]])}
          >
            {t(`filters.times.${name}`)}
          </button>
        ))}
      </div>
      <div className="shop-hours">
        <label htmlFor={`${id}-from`}>{t('filters.from')}</label>
        <select
          id={`${id}-from`}
          value={from}
          onChange={(e) => set(windowFromHours(Number(e.target.value), Math.max(until, Number(e.target.value) + 1)))}
        >
          {Array.from({ length: 24 }, (_, h) => (
            <option key={h} value={h}>
              {hourLabels(intl)[h]}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-until`}>{t('filters.until')}</label>
        <select
          id={`${id}-until`}
          value={until}
          onChange={(e) => set(windowFromHours(Math.min(from, Number(e.target.value) - 1), Number(e.target.value)))}
        >
          {Array.from({ length: 24 }, (_, i) => i + 1).map((h) => (
            <option key={h} value={h}>
              {h === 24 ? t('filters.midnight') : hourLabels(intl)[h]}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
