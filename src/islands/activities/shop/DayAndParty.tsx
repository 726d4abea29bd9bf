// The day and the party in words, and a form to change them (the times are asked again). When the
// day or party cannot be asked at all, the page opens the form at once (`alwaysOpen`).
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { activityToday, changeActivityDay } from '../../../lib/client/activities/activity-shop.store';
import {
  dayProblem,
  MAX_EXPERIENCE_DAYS_AHEAD,
  MAX_EXPERIENCE_TRAVELERS,
  travelersOf,
  type Party,
} from '../../../lib/client/activities/activity-selection';
import type { Locale } from '../../../lib/client/i18n';
import { useTranslation } from '../../../lib/client/i18n/react';
import type { AgeBandDef } from '../../../lib/domain/experiences/experiences.schema';
import { addDays } from '../../../lib/domain/shared/dates';
import { formatActivityDay, partyText } from '../activity-text';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const FIELDS = [
  { key: 'adults', band: 'Adult', min: 1 },
  { key: 'children', band: 'Child', min: 0 },
  { key: 'infants', band: 'Infant', min: 0 },
] as const;

export function DayAndParty({
  date,
  party,
  bands,
  locale,
  alwaysOpen = false,
}: {
  date: string;
  party: Party;
  /** The experience's age bands, for the ages beside each count; none before the first answer. */
  bands: readonly AgeBandDef[];
  locale: Locale;
  alwaysOpen?: boolean;
}) {
  const { t } = useTranslation('activityshop');
  const id = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState({ date, party });
  const [error, setError] = useState<string | null>(null);
  const today = activityToday();
  const shown = open || alwaysOpen;

  const reset = () => {
    // A count the selects do not offer (a hand-made link) starts at the nearest one they do.
    setDraft({ date, party: { ...party, adults: Math.max(1, party.adults) } });
    setError(null);
  };
  const submit = (e: SubmitEvent) => {
    e.preventDefault();
    const problem = dayProblem(draft.date, draft.party, today);
    if (problem) {
      setError(t(`needsChange.${problem}`, { max: MAX_EXPERIENCE_TRAVELERS }));
      return;
    }
    setError(null);
    setOpen(false);
    changeActivityDay(draft.date, draft.party);
    // The form goes away: the button that opened it keeps the focus.
    requestAnimationFrame(() => toggle.current?.focus());
  };
  const setCount = (key: keyof Party, value: number) => setDraft((d) => ({ ...d, party: { ...d.party, [key]: value } }));

  return (
    <section className="card activity-section activity-day" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('day.title')}</h2>
      <p className="activity-day-summary">
        <span>{formatActivityDay(date, locale)}</span>
        <span>{partyText(travelersOf(party), t)}</span>
      </p>
      {!alwaysOpen && (
        <p>
          <button
            ref={toggle}
            type="button"
            className="button button-secondary"
            aria-expanded={open}
            aria-controls={`${id}-form`}
            onClick={() => {
              reset();
              setOpen((o) => !o);
            }}
          >
            {t('day.change')}
          </button>
        </p>
      )}
      {shown && (
        <form id={`${id}-form`} className="activity-day-form" onSubmit={submit} noValidate>
          <div className="field">
            <label htmlFor={`${id}-date`}>{t('day.date')}</label>
            <input
              id={`${id}-date`}
              type="date"
              value={draft.date}
              min={today}
              max={addDays(today, MAX_EXPERIENCE_DAYS_AHEAD)}
              required
              onChange={(e) => setDraft((d) => ({ ...d, date: e.target.value }))}
            />
          </div>
          {FIELDS.map(({ key, band, min }) => {
            const ages = bands.find((b) => b.band === band);
            const value = draft.party[key];
            return (
              <div className="field" key={key}>
                <label htmlFor={`${id}-${key}`}>{t(`day.${key}`)}</label>
                <select
                  id={`${id}-${key}`}
                  value={value}
                  aria-describedby={ages ? `${id}-${key}-ages` : undefined}
                  onChange={(e) => setCount(key, Number(e.target.value))}
                >
                  {range(Math.min(min, value), MAX_EXPERIENCE_TRAVELERS).map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
                {ages && (
                  <p id={`${id}-${key}-ages`} className="muted">
                    {t('day.ages', { min: ages.minAge, max: ages.maxAge })}
                  </p>
                )}
              </div>
            );
          })}
          <div className="activity-day-actions">
            <button type="submit" className="button">
              {t('day.update')}
            </button>
            {!alwaysOpen && (
              <button
                type="button"
                className="button button-secondary"
                onClick={() => {
                  setOpen(false);
                  requestAnimationFrame(() => toggle.current?.focus());
                }}
              >
                {t('day.cancel')}
              </button>
            )}
          </div>
          {error && (
            <p className="field-error activity-day-error" role="alert">
              {error}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
