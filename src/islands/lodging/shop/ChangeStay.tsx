import { useId, useState, type SubmitEvent } from 'react';
import type { Locale } from '../../../lib/client/i18n';
import { useTranslation } from '../../../lib/client/i18n/react';
import { changeStay, stayShopToday } from '../../../lib/client/lodging/shop.store';
import { nightsOf, stayProblem, type StayQuery } from '../../../lib/domain/lodging/stay-shop';
import { formatStayRange } from '../../favorites/format';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** The stay in words, and a form to change its dates and guests (the rooms are asked again). */
export function ChangeStay({ stay, locale, petsShown }: { stay: StayQuery; locale: Locale; petsShown: boolean }) {
  const { t } = useTranslation('staysshop');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(stay);
  const [error, setError] = useState<string | null>(null);

  const submit = (e: SubmitEvent) => {
    e.preventDefault();
    const problem = stayProblem(draft, stayShopToday());
    if (problem) {
      setError(t(`change.${problem}`));
      return;
    }
    setError(null);
    setOpen(false);
    changeStay(draft);
  };
  const guests = (g: StayQuery['guests']) =>
    [
      t('guests.adults', { count: g.adults }),
      g.children > 0 ? t('guests.children', { count: g.children }) : null,
      g.pets > 0 ? t('guests.pets', { count: g.pets }) : null,
    ]
      .filter(Boolean)
      .join(', ');
  const set = (patch: Partial<StayQuery>) => setDraft((d) => ({ ...d, ...patch }));
  const setGuest = (key: keyof StayQuery['guests'], value: number) => setDraft((d) => ({ ...d, guests: { ...d.guests, [key]: value } }));

  return (
    <section className="stay-change" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="visually-hidden">
        {t('change.title')}
      </h2>
      <p className="stay-change-summary">
        <span>{formatStayRange(stay.checkIn, stay.checkOut, locale)}</span>
        <span>{t('change.nights', { count: nightsOf(stay) })}</span>
        <span>{guests(stay.guests)}</span>
        <button
          type="button"
          className="button button-secondary"
          aria-expanded={open}
          aria-controls={`${id}-form`}
          onClick={() => {
            setDraft(stay);
            setError(null);
            setOpen((o) => !o);
          }}
        >
          {t('change.open')}
        </button>
      </p>
      {open && (
        <form id={`${id}-form`} className="stay-change-form" onSubmit={submit} noValidate>
          <label>
            {t('change.checkIn')}
            <input type="date" value={draft.checkIn} onChange={(e) => set({ checkIn: e.target.value })} required />
          </label>
          <label>
            {t('change.checkOut')}
            <input type="date" value={draft.checkOut} onChange={(e) => set({ checkOut: e.target.value })} required />
          </label>
          <label>
            {t('change.adults')}
            <select value={draft.guests.adults} onChange={(e) => setGuest('adults', Number(e.target.value))}>
              {range(1, 16).map((n) => (
                <option key={n}>{n}</option>
              ))}
            </select>
          </label>
          <label>
            {t('change.children')}
            <select value={draft.guests.children} onChange={(e) => setGuest('children', Number(e.target.value))}>
              {range(0, 10).map((n) => (
                <option key={n}>{n}</option>
              ))}
            </select>
          </label>
          {(petsShown || draft.guests.pets > 0) && (
            <label>
              {t('change.pets')}
              <select value={draft.guests.pets} onChange={(e) => setGuest('pets', Number(e.target.value))}>
                {range(0, 4).map((n) => (
                  <option key={n}>{n}</option>
                ))}
              </select>
            </label>
          )}
          <button type="submit" className="button">
            {t('change.submit')}
          </button>
          {error && (
            <p className="field-error" role="alert">
              {error}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
