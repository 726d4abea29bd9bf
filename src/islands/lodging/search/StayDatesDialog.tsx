// Loaded on first use: the stay's check-in and check-out in one WAI-ARIA date picker dialog (the
// flight picker's grid, keys and dialog, without its fare calendar), with the nights shown.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Locale } from '../../../lib/client/i18n';
import { useTranslation } from '../../../lib/client/i18n/react';
import { addDays, daysBetween } from '../../../lib/domain/shared/dates';
import { MAX_STAY_NIGHTS } from '../../../lib/domain/lodging/stay-search-url';
import { addMonths, clampDate, monthOf, monthWeeks, moveByKey } from '../../flights/search/calendar';
import { SearchDialog } from '../../flights/search/Dialog';
import { formatDate } from '../../flights/search/format';

export interface StayDatesProps {
  locale: Locale;
  checkIn: string;
  checkOut: string;
  min: string;
  max: string;
  onChange: (checkIn: string, checkOut: string) => void;
  onClose: () => void;
}

const WEEK = ['2023-01-01', '2023-01-02', '2023-01-03', '2023-01-04', '2023-01-05', '2023-01-06', '2023-01-07'];

export default function StayDatesDialog({ locale, checkIn, checkOut, min, max, onChange, onClose }: StayDatesProps) {
  const { t } = useTranslation('stayssearch');
  const id = useId();
  const [phase, setPhase] = useState<'checkIn' | 'checkOut'>('checkIn');
  const [start, setStart] = useState(checkIn);
  const [end, setEnd] = useState(checkOut);
  const lastOut = start ? addDays(start, MAX_STAY_NIGHTS) : addDays(max, 1);
  const phaseMin = phase === 'checkOut' && start ? addDays(start, 1) : min;
  const phaseMax = phase === 'checkOut' ? (lastOut < addDays(max, 1) ? lastOut : addDays(max, 1)) : max;
  const [focused, setFocused] = useState(() => clampDate(checkIn || min, min, max));
  const grid = useRef<HTMLTableElement>(null);
  const moveFocus = useRef(true);
  const month = monthOf(focused);
  const nights = start && end && end > start ? daysBetween(start, end) : 0;

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused, phase]);

  const go = (date: string, focusGrid = true) => {
    moveFocus.current = focusGrid;
    setFocused(clampDate(date, min, addDays(max, 1)));
  };

  function select(date: string) {
    if (date < phaseMin || date > phaseMax) return;
    if (phase === 'checkIn') {
      setStart(date);
      // A check-out no longer after the new check-in (or too far) is chosen again.
      if (!end || end <= date || daysBetween(date, end) > MAX_STAY_NIGHTS) setEnd('');
      setPhase('checkOut');
      // The first night: the arrows count the nights from there.
      go(addDays(date, 1));
    } else {
      setEnd(date);
      onChange(start, date);
      onClose();
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

  function dayLabel(date: string, disabled: boolean): string {
    const parts = [formatDate(date, locale, 'long')];
    if (disabled) parts.push(t('dates.unavailable'));
    if (date === start) parts.push(t('dates.checkIn'));
    if (date === end) parts.push(t('dates.checkOut'));
    return parts.join(', ');
  }

  const titleId = `${id}-title`;
  const monthId = `${id}-month`;
  const first = monthOf(min);
  const last = monthOf(addDays(max, 1));
  return (
    <SearchDialog labelledBy={titleId} className="fs-date-dialog" onClose={onClose}>
      <h2 id={titleId}>{t('dates.title')}</h2>
      <p className="fs-date-phase" aria-live="polite">
        {t(phase === 'checkIn' ? 'dates.pickCheckIn' : 'dates.pickCheckOut')}
        {nights > 0 && ` ${t('nights', { count: nights })}`}
      </p>
      <div className="fs-month-nav">
        <button
          type="button"
          className="fs-icon-button"
          aria-label={t('dates.previous')}
          aria-disabled={month <= first || undefined}
          onClick={() => month > first && go(addMonths(focused, -1), false)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <h3 id={monthId} aria-live="polite">
          {formatDate(`${month}-01`, locale, 'month')}
        </h3>
        <button
          type="button"
          className="fs-icon-button"
          aria-label={t('dates.next')}
          aria-disabled={month >= last || undefined}
          onClick={() => month < last && go(addMonths(focused, 1), false)}
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
                const disabled = date < phaseMin || date > phaseMax;
                const selected = date === start || date === end;
                const inRange = start && end && date > start && date < end;
                return (
                  <td
                    key={date}
                    role="gridcell"
                    data-date={date}
                    tabIndex={date === focused ? 0 : -1}
                    aria-selected={selected}
                    aria-disabled={disabled || undefined}
                    className={`fs-day${inRange ? ' fs-day-in-range' : ''}`}
                    onClick={() => {
                      go(date);
                      select(date);
                    }}
                  >
                    <span aria-hidden="true" className="fs-day-number">
                      {Number(date.slice(8))}
                    </span>
                    <span className="visually-hidden">{dayLabel(date, disabled)}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p id={`${id}-help`} className="fs-help muted">
        {t('dates.help')}
      </p>
      <div className="dialog-actions">
        <button type="button" className="button button-secondary" onClick={onClose}>
          {t('dates.cancel')}
        </button>
      </div>
    </SearchDialog>
  );
}
