// Loaded on first use: the WAI-ARIA date picker dialog, with the price calendar of the route.
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { $calendars, calendarKey, loadCalendar, type CalendarDay } from '../../../lib/client/flights/search-calendar.store';
import type { Locale } from '../../../lib/client/i18n';
import { useTranslation } from '../../../lib/client/i18n/react';
import { CallState } from '../../../lib/domain/shared/call-state';
import { addMonths, clampDate, monthOf, monthWeeks, moveByKey } from './calendar';
import { SearchDialog } from './Dialog';
import { formatDate, formatWholePrice } from './format';

export type DatePhase = 'depart' | 'return';
export interface DatePickerProps {
  locale: Locale;
  /** A round trip picks two dates in one go: departure, then return. */
  range: boolean;
  phase: DatePhase;
  depart: string;
  returnDate: string;
  /** Bookable days: today (or the previous flight's date) to the 331-day horizon. */
  min: string;
  max: string;
  origin: string;
  destination: string;
  onDepart: (date: string) => void;
  onReturn: (date: string) => void;
  onClear: () => void;
  onClose: () => void;
}

const LEVELS = ['low', 'medium', 'high'] as const;
// A fixed Sunday-first week, only for the weekday names of the header.
const WEEK = ['2023-01-01', '2023-01-02', '2023-01-03', '2023-01-04', '2023-01-05', '2023-01-06', '2023-01-07'];

export default function DatePickerDialog(props: DatePickerProps) {
  const { locale, range, depart, returnDate, min, max, origin, destination } = props;
  const { t } = useTranslation('flightsearch');
  const id = useId();
  const [phase, setPhase] = useState<DatePhase>(range && props.phase === 'return' && depart ? 'return' : 'depart');
  const phaseMin = phase === 'return' && depart > min ? depart : min;
  const chosen = phase === 'return' ? returnDate || depart : depart;
  const [focused, setFocused] = useState(() => clampDate(chosen || phaseMin, min, max));
  const grid = useRef<HTMLTableElement>(null);
  // Only keys and clicks in the grid move focus into it; opening does once.
  const moveFocus = useRef(true);
  const month = monthOf(focused);
  // The way back is priced in its own direction.
  const [from, to] = phase === 'return' ? [destination, origin] : [origin, destination];
  const calendars = useStore($calendars);
  const calendar = calendars[calendarKey(from, to, month)];

  useEffect(() => {
    if (from && to) void loadCalendar(from, to, month);
  }, [from, to, month]);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  const go = (date: string, focusGrid = true) => {
    moveFocus.current = focusGrid;
    setFocused(clampDate(date, min, max));
  };

  function select(date: string) {
    if (date < phaseMin || date > max) return;
    if (range && phase === 'depart') {
      props.onDepart(date);
      if (returnDate && returnDate < date) props.onReturn('');
      setPhase('return');
      go(date);
    } else if (range) {
      props.onReturn(date);
      props.onClose();
    } else {
      props.onDepart(date);
      props.onClose();
    }
  }

  function onKeyDown(e: KeyboardEvent<HTMLTableElement>) {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      select(focused);
      return;
    }
    const next = moveByKey(focused, e.key, e.shiftKey);
    if (next === null) return;
    e.preventDefault();
    go(next);
  }

  function dayLabel(date: string, day: CalendarDay | undefined, disabled: boolean): string {
    const parts = [formatDate(date, locale, 'long')];
    if (disabled) parts.push(t('calendar.unavailable'));
    else if (day?.lowest != null) parts.push(formatWholePrice(day.lowest, locale), day.level ? t(`calendar.level.${day.level}`) : '');
    else if (day) parts.push(t('calendar.noFlights'));
    if (date === depart && range) parts.push(t('calendar.departure'));
    if (date === returnDate && range) parts.push(t('calendar.return'));
    return parts.filter(Boolean).join(', ');
  }

  let status = '';
  if (!from || !to) status = t('calendar.noRoute');
  else if (calendar?.state === CallState.Failed) status = t('calendar.failed');
  else if (!calendar || calendar.state === CallState.InProcess) status = t('calendar.loading');

  const titleId = `${id}-title`;
  const monthId = `${id}-month`;
  return (
    <SearchDialog labelledBy={titleId} className="fs-date-dialog" onClose={props.onClose}>
      <h2 id={titleId}>{t(range ? 'calendar.titleRange' : 'calendar.title')}</h2>
      <p className="fs-date-phase" aria-live="polite">
        {range ? t(phase === 'depart' ? 'calendar.pickDepart' : 'calendar.pickReturn') : null}
      </p>
      <div className="fs-month-nav">
        {/* aria-disabled, not disabled: the button keeps focus when it reaches the first or last month. */}
        <button
          type="button"
          className="fs-icon-button"
          aria-label={t('calendar.previous')}
          aria-disabled={month <= monthOf(min) || undefined}
          onClick={() => month > monthOf(min) && go(addMonths(focused, -1), false)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <h3 id={monthId} aria-live="polite">
          {formatDate(`${month}-01`, locale, 'month')}
        </h3>
        <button
          type="button"
          className="fs-icon-button"
          aria-label={t('calendar.next')}
          aria-disabled={month >= monthOf(max) || undefined}
          onClick={() => month < monthOf(max) && go(addMonths(focused, 1), false)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table ref={grid} role="grid" className="fs-grid" aria-labelledby={monthId} aria-describedby={`${id}-help`} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {WEEK.map((d) => (
              <th key={d} scope="col" abbr={formatDate(d, locale, 'long').split(',')[0]}>
                {formatDate(d, locale, 'weekday')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean) ?? ''}>
              {week.map((date, i) => {
                if (!date) return <td key={`pad-${i}`} className="fs-day-pad" />;
                const day = calendar?.days[date];
                const disabled = date < phaseMin || date > max;
                const selected = date === depart || (range && date === returnDate);
                const inRange = range && depart && returnDate && date > depart && date < returnDate;
                return (
                  <td
                    key={date}
                    role="gridcell"
                    data-date={date}
                    tabIndex={date === focused ? 0 : -1}
                    aria-selected={selected}
                    aria-disabled={disabled || undefined}
                    className={`fs-day${inRange ? ' fs-day-in-range' : ''}${day?.level ? ` fs-level-${day.level}` : ''}`}
                    onClick={() => {
                      go(date);
                      select(date);
                    }}
                  >
                    <span aria-hidden="true" className="fs-day-number">
                      {Number(date.slice(8))}
                    </span>
                    {!disabled && day?.lowest != null && (
                      <span aria-hidden="true" className="fs-day-price">
                        {formatWholePrice(day.lowest, locale)}
                      </span>
                    )}
                    {/* The name in words (not aria-label, whose text would not match what shows). */}
                    <span className="visually-hidden">{dayLabel(date, day, disabled)}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p id={`${id}-help`} className="fs-help muted">
        {t('calendar.help')}
      </p>
      <p className="fs-legend-title">{t('calendar.legend')}</p>
      <ul className="fs-legend">
        {LEVELS.map((level) => (
          <li key={level}>
            <span className={`fs-swatch fs-level-${level}`} aria-hidden="true" />
            {t(`calendar.level.${level}`)}
          </li>
        ))}
      </ul>
      <p className="fs-calendar-status muted" role="status">
        {status}
      </p>
      <div className="dialog-actions">
        <button type="button" className="button" onClick={props.onClose}>
          {t('calendar.done')}
        </button>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            props.onClear();
            setPhase('depart');
          }}
        >
          {t('calendar.clear')}
        </button>
      </div>
    </SearchDialog>
  );
}
