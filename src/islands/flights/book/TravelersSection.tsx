// One slot per passenger of the search, each filled from the saved travelers (or a new one added
// with the profile's editor), with the SPEC §8 passenger errors by the traveler and field.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { $draft, chooseTraveler, passengerSlots, type Quote } from '../../../lib/client/flights/booking.store';
import { useTranslation } from '../../../lib/client/i18n/react';
import { $travelers, loadTravelers } from '../../../lib/client/profile/travelers.store';
import type { PassengerError } from '../../../lib/domain/flights/booking-passengers';
import { CallState } from '../../../lib/domain/shared/call-state';
import type { Traveler } from '../../../lib/domain/profile/travelers.schema';
import { Failed, Loading } from '../../ui/Status';
import { displayName } from '../../profile/travelers/format';
import { isBookingLevel, passengerErrorText } from './format';
import { TravelerDialog } from '../../checkout/TravelerDialog';
import { page } from '../../../lib/client/platform';

export const slotSelectId = (i: number) => `book-traveler-${i}`;

type Editing = { slot: number; traveler: Traveler | null } | null;

export function TravelersSection({
  quote,
  errors,
  missing,
  onChanged,
}: {
  quote: Quote;
  errors: PassengerError[];
  /** Slots left empty at the last Book. */
  missing: number[];
  onChanged: () => void;
}) {
  const { t } = useTranslation('flightbook');
  const { state, list } = useStore($travelers);
  const { travelerIds } = useStore($draft);
  const [editing, setEditing] = useState<Editing>(null);
  const slots = passengerSlots(quote.passengers);
  const general = errors.filter(isBookingLevel);

  const close = (slot: number) => {
    setEditing(null);
    // Back to the control that opened the dialog.
    requestAnimationFrame(() => page.byId(slotSelectId(slot))?.focus());
  };

  return (
    <section className="card book-section" aria-labelledby="book-travelers">
      <h2 id="book-travelers">{t('travelers.title')}</h2>
      <p className="muted">{t('travelers.intro')}</p>
      {general.length > 0 && (
        <ul className="notice notice-error book-errors">
          {general.map((e) => (
            <li key={e.code}>{passengerErrorText(e, t)}</li>
          ))}
        </ul>
      )}
      {state === CallState.InProcess && list.length === 0 && <Loading label={t('travelers.loading')} />}
      {state === CallState.Failed && <Failed message={t('travelers.failed')} onRetry={() => void loadTravelers()} />}
      <ol className="book-slots">
        {slots.map((type, i) => {
          const id = travelerIds[i] ?? '';
          const traveler = list.find((x) => x.id === id) ?? null;
          const mine = traveler ? errors.filter((e) => 'travelerId' in e && e.travelerId === traveler.id) : [];
          const empty = missing.includes(i) && !id;
          const errorId = `${slotSelectId(i)}-error`;
          const label = t('travelers.slot', { n: i + 1, type: t(`travelers.type.${type}`) });
          return (
            <li key={i} className="book-slot">
              <div className="field">
                <label htmlFor={slotSelectId(i)}>{label}</label>
                <select
                  id={slotSelectId(i)}
                  value={id}
                  aria-invalid={empty || mine.length > 0 ? true : undefined}
                  aria-describedby={empty || mine.length > 0 ? errorId : undefined}
                  onChange={(e) => {
                    chooseTraveler(i, e.target.value || null);
                    onChanged();
                  }}
                >
                  <option value="">{t('travelers.choose')}</option>
                  {list.map((x) => (
                    <option key={x.id} value={x.id}>
                      {displayName(x)} · {x.dateOfBirth}
                    </option>
                  ))}
                </select>
              </div>
              {(empty || mine.length > 0) && (
                <div id={errorId} className="field-error">
                  {empty && <p>{t('travelers.missingSlot')}</p>}
                  {mine.map((e, k) => (
                    <p key={k}>{passengerErrorText(e, t)}</p>
                  ))}
                </div>
              )}
              <div className="book-slot-actions">
                {traveler && (
                  <button type="button" className="button button-secondary book-small" onClick={() => setEditing({ slot: i, traveler })}>
                    {t('travelers.edit', { name: displayName(traveler) })}
                  </button>
                )}
                <button
                  type="button"
                  className="button button-secondary book-small"
                  onClick={() => setEditing({ slot: i, traveler: null })}
                >
                  {t('travelers.add')}
                  <span className="visually-hidden"> {t('travelers.forSlot', { label })}</span>
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      {editing && (
        <TravelerDialog
          traveler={editing.traveler}
          label={editing.traveler ? t('travelers.editDialog') : t('travelers.addDialog')}
          onSaved={(travelerId) => {
            chooseTraveler(editing.slot, travelerId);
            onChanged();
            close(editing.slot);
          }}
          onClose={() => close(editing.slot)}
        />
      )}
    </section>
  );
}
