// Loaded on first use: steppers for the four SPEC passenger types, with the rules checked as they change.
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { $search, setPassengers } from '../../../lib/client/flights/search.store';
import { useTranslation } from '../../../lib/client/i18n/react';
import type { SearchPassengers } from '../../../lib/domain/flights/flight-search-params';
import { MAX_PASSENGERS, passengerCountErrors } from '../../../lib/domain/flights/flights';
import { SearchDialog } from './Dialog';

const TYPES = ['ADT', 'CNN', 'INF', 'INS'] as const satisfies readonly (keyof SearchPassengers)[];

export default function TravelersDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('flightsearch');
  const id = useId();
  const passengers = useStore($search).form.passengers;
  const errors = passengerCountErrors(passengers);

  // aria-disabled keeps focus on a stepper that reached its end, so pressing on does nothing rather than lose focus.
  const step = (type: keyof SearchPassengers, by: 1 | -1) => {
    const next = passengers[type] + by;
    if (next < 0 || next > MAX_PASSENGERS) return;
    setPassengers({ ...passengers, [type]: next });
  };

  return (
    <SearchDialog labelledBy={`${id}-title`} className="fs-travelers-dialog" onClose={onClose}>
      <h2 id={`${id}-title`}>{t('travelers.title')}</h2>
      <p className="muted">{t('travelers.max', { max: MAX_PASSENGERS })}</p>
      <div className="fs-steppers">
        {TYPES.map((type) => {
          const n = passengers[type];
          return (
            <div key={type} role="group" aria-labelledby={`${id}-${type}`} className="fs-stepper">
              <span className="fs-stepper-label">
                <span id={`${id}-${type}`}>{t(`travelers.types.${type}`)}</span>
                <span className="muted">{t(`travelers.ages.${type}`)}</span>
              </span>
              <button
                type="button"
                className="fs-icon-button"
                aria-label={t(`travelers.less.${type}`)}
                aria-disabled={n <= 0 || undefined}
                onClick={() => step(type, -1)}
              >
                <span aria-hidden="true">−</span>
              </button>
              <span className="fs-count" aria-live="polite" aria-atomic="true">
                <span className="visually-hidden">{t(`travelers.types.${type}`)}: </span>
                {n}
              </span>
              <button
                type="button"
                className="fs-icon-button"
                aria-label={t(`travelers.more.${type}`)}
                aria-disabled={n >= MAX_PASSENGERS || undefined}
                onClick={() => step(type, 1)}
              >
                <span aria-hidden="true">+</span>
              </button>
            </div>
          );
        })}
      </div>
      <div aria-live="polite">
        {errors.map((code) => (
          <p key={code} className="field-error">
            {t(`errors.${code}`, { max: MAX_PASSENGERS })}
          </p>
        ))}
      </div>
      <div className="dialog-actions">
        <button type="button" className="button" onClick={onClose}>
          {t('travelers.done')}
        </button>
      </div>
    </SearchDialog>
  );
}
