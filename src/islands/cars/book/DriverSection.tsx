// The main driver (a saved traveler, or one added with the profile's editor), with their age at
// pick-up beside each name, and the rental brand's loyalty number. A refusal the server named for
// either field shows by it, in the page's words where the page can tell why.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import {
  $carDraft,
  ageAtPickup,
  chooseDriver,
  driverProblem,
  isLoyaltyCode,
  MAX_LOYALTY_NUMBER,
  setLoyaltyNumber,
  type CarFieldError,
  type CarQuote,
  type DriverProblem,
} from '../../../lib/client/cars/car-booking.store';
import type { TFunction } from '../../../lib/client/i18n';
import { useTranslation } from '../../../lib/client/i18n/react';
import { page } from '../../../lib/client/platform';
import { $travelers, loadTravelers } from '../../../lib/client/profile/travelers.store';
import { YOUNG_DRIVER_AGE } from '../../../lib/domain/cars/cars';
import type { Traveler } from '../../../lib/domain/profile/travelers.schema';
import { CallState } from '../../../lib/domain/shared/call-state';
import { TravelerDialog } from '../../checkout/TravelerDialog';
import { displayName } from '../../profile/travelers/format';
import { Failed, Loading } from '../../ui/Status';

export const DRIVER_SELECT_ID = 'car-book-driver';
export const LOYALTY_ID = 'car-book-loyalty';

type Editing = { traveler: Traveler | null } | null;

function problemText(p: DriverProblem, name: string, t: TFunction): string {
  switch (p.kind) {
    case 'TooYoung':
      return t('driver.problem.TooYoung', { name, age: p.age, min: p.minimumAge });
    case 'YoungFee':
      return t(p.young ? 'driver.problem.YoungFeeMissing' : 'driver.problem.YoungFeeExtra', { name, age: p.age, young: YOUNG_DRIVER_AGE });
    default:
      return t(`driver.problem.${p.kind}`);
  }
}

export function DriverSection({ quote, missing, errors }: { quote: CarQuote; missing: boolean; errors: readonly CarFieldError[] }) {
  const { t } = useTranslation('carbook');
  const { state, list } = useStore($travelers);
  const draft = useStore($carDraft);
  const [editing, setEditing] = useState<Editing>(null);
  const driver = list.find((x) => x.id === draft.driverId);
  const program = quote.loyaltyProgram;

  const driverError = errors.find((e) => e.field === 'driver');
  const problem = driverError ? driverProblem(driver, quote) : null;
  const driverMessage = driverError
    ? problem
      ? problemText(problem, driver?.givenName.trim() ?? '', t)
      : driverError.message
    : missing && !draft.driverId
      ? t('driver.missing')
      : null;
  const loyaltyError = errors.find((e) => e.field === 'loyaltyNumber');
  const loyaltyMessage = loyaltyError
    ? isLoyaltyCode(loyaltyError.code)
      ? t(`loyalty.error.${loyaltyError.code}`, { program: program ?? '' })
      : loyaltyError.message
    : null;

  const close = () => {
    setEditing(null);
    requestAnimationFrame(() => page.byId(DRIVER_SELECT_ID)?.focus());
  };
  const option = (x: Traveler) => {
    const age = ageAtPickup(x, quote);
    return age === null ? t('driver.optionNoAge', { name: displayName(x) }) : t('driver.option', { name: displayName(x), age });
  };

  return (
    <section className="card book-section" aria-labelledby="book-driver">
      <h2 id="book-driver">{t('driver.title')}</h2>
      <p className="muted">{t('driver.intro')}</p>
      {state === CallState.InProcess && list.length === 0 && <Loading label={t('driver.loading')} />}
      {state === CallState.Failed && <Failed message={t('driver.failed')} onRetry={() => void loadTravelers()} />}
      <div className="field">
        <label htmlFor={DRIVER_SELECT_ID}>{t('driver.label')}</label>
        <select
          id={DRIVER_SELECT_ID}
          value={draft.driverId ?? ''}
          aria-invalid={driverMessage ? true : undefined}
          aria-describedby={`${DRIVER_SELECT_ID}-hint${driverMessage ? ` ${DRIVER_SELECT_ID}-error` : ''}`}
          onChange={(e) => chooseDriver(e.target.value || null)}
        >
          <option value="">{t('driver.choose')}</option>
          {list.map((x) => (
            <option key={x.id} value={x.id}>
              {option(x)}
            </option>
          ))}
        </select>
        <p id={`${DRIVER_SELECT_ID}-hint`} className="muted">
          {t('driver.minimumAge', { age: quote.terms.minimumAge })}
        </p>
        {driverMessage && (
          <p id={`${DRIVER_SELECT_ID}-error`} className="field-error">
            {driverMessage}
          </p>
        )}
      </div>
      <div className="book-slot-actions">
        {driver && (
          <button type="button" className="button button-secondary book-small" onClick={() => setEditing({ traveler: driver })}>
            {t('driver.edit', { name: displayName(driver) })}
          </button>
        )}
        <button type="button" className="button button-secondary book-small" onClick={() => setEditing({ traveler: null })}>
          {t('driver.add')}
        </button>
      </div>

      {program && (
        <div className="field">
          <label htmlFor={LOYALTY_ID}>{t('loyalty.label', { program })}</label>
          <input
            id={LOYALTY_ID}
            type="text"
            autoComplete="off"
            spellCheck={false}
            maxLength={MAX_LOYALTY_NUMBER}
            value={draft.loyaltyNumber}
            aria-invalid={loyaltyMessage ? true : undefined}
            aria-describedby={`${LOYALTY_ID}-hint${loyaltyMessage ? ` ${LOYALTY_ID}-error` : ''}`}
            onChange={(e) => setLoyaltyNumber(e.target.value)}
          />
          <p id={`${LOYALTY_ID}-hint`} className="muted">
            {t('loyalty.hint')}
          </p>
          {loyaltyMessage && (
            <p id={`${LOYALTY_ID}-error`} className="field-error">
              {loyaltyMessage}
            </p>
          )}
        </div>
      )}

      {editing && (
        <TravelerDialog
          traveler={editing.traveler}
          label={editing.traveler ? t('driver.editDialog') : t('driver.addDialog')}
          onSaved={(travelerId) => {
            chooseDriver(travelerId);
            close();
          }}
          onClose={close}
        />
      )}
    </section>
  );
}
