// The day's times as one group of radio buttons (arrow keys move between the times open to the
// party), under Morning, Afternoon and Evening; each with its price for the party or why it cannot
// be booked. Times on the city's clock.
import { chooseSlot } from '../../../lib/client/activities/activity-shop.store';
import type { Locale, TFunction } from '../../../lib/client/i18n';
import { useTranslation } from '../../../lib/client/i18n/react';
import { TimesOfDay } from '../../../lib/domain/experiences/experiences.constants';
import type { ExperienceDetailsResponse, Slot } from '../../../lib/domain/experiences/experiences.schema';
import { activityMoney, formatStartTime } from '../activity-text';

export const SLOT_GROUP_ID = 'activity-slots';
/** Focus goes to the heading when no time is open to the party. */
export const SLOT_TITLE_ID = 'activity-slots-title';
export const SLOT_ERROR_ID = 'activity-slots-error';
/** Few enough places left to say so. */
const FEW_PLACES = 5;

const slotInputId = (i: number) => `activity-slot-${i}`;

function stateText(slot: Slot, perGroup: boolean, locale: Locale, t: TFunction): string {
  switch (slot.status) {
    case 'Available': {
      const price = slot.price ? activityMoney(slot.price.total, locale) : '';
      const few = !perGroup && slot.remaining <= FEW_PLACES ? t('slots.left', { count: slot.remaining }) : '';
      return [price, few].filter(Boolean).join(' · ');
    }
    case 'SoldOut':
      return t('slots.soldOut');
    case 'TooFewPlaces':
      return perGroup ? t('slots.tooFewGroups') : t('slots.tooFew', { count: slot.remaining });
    case 'NotBookable':
      return t('slots.closed');
  }
}

export function SlotPicker({
  details,
  chosenId,
  missing,
  busy,
  locale,
}: {
  details: ExperienceDetailsResponse;
  /** The time in the address, when the party can still book it. */
  chosenId: string | null;
  /** Continue was pressed without a time. */
  missing: boolean;
  busy: boolean;
  locale: Locale;
}) {
  const { t } = useTranslation('activityshop');
  const perGroup = details.pricing.kind === 'PerGroup';
  // Indexes of the answer's order keep ids stable whatever the grouping.
  const indexed = details.slots.map((slot, i) => ({ slot, i }));
  return (
    <section className="card activity-section" aria-labelledby={SLOT_TITLE_ID} aria-busy={busy || undefined}>
      <h2 id={SLOT_TITLE_ID} tabIndex={-1}>
        {t('slots.title')}
      </h2>
      <p className="muted" id="activity-slots-local">
        {t('slots.local', { city: details.experience.city })}
      </p>
      {details.slots.length === 0 ? (
        <p>{t('slots.none')}</p>
      ) : (
        <fieldset
          id={SLOT_GROUP_ID}
          className="activity-slots"
          aria-describedby={`activity-slots-local${missing ? ` ${SLOT_ERROR_ID}` : ''}`}
        >
          <legend className="visually-hidden">{t('slots.legend')}</legend>
          {/* The parts of the day in their order: small hours count as night, so they come last. */}
          {TimesOfDay.map((part) => {
            const inPart = indexed.filter(({ slot }) => slot.timeOfDay === part);
            if (inPart.length === 0) return null;
            return (
              <fieldset key={part} className="activity-slot-part">
                <legend>{t(`slots.part.${part}`)}</legend>
                <div className="activity-slot-list">
                  {inPart.map(({ slot, i }) => {
                    const open = slot.status === 'Available' && slot.price !== null;
                    return (
                      <div key={slot.slotId} className={`activity-slot${open ? '' : ' activity-slot-closed'}`}>
                        <input
                          type="radio"
                          name="activity-slot"
                          id={slotInputId(i)}
                          value={slot.slotId}
                          checked={chosenId === slot.slotId}
                          disabled={!open}
                          aria-describedby={`${slotInputId(i)}-state`}
                          onChange={() => chooseSlot(slot.slotId)}
                        />
                        <label htmlFor={slotInputId(i)}>{formatStartTime(slot.startTime, locale)}</label>
                        <span id={`${slotInputId(i)}-state`} className="activity-slot-state">
                          {stateText(slot, perGroup, locale, t)}
                        </span>
                      </div>
                    );
                  })}
                </div>
              </fieldset>
            );
          })}
        </fieldset>
      )}
      {missing && (
        <p id={SLOT_ERROR_ID} className="field-error">
          {t('slots.missing')}
        </p>
      )}
    </section>
  );
}

/** Where Continue without a time takes the focus: the first time open to the party. */
export function firstOpenSlotId(details: ExperienceDetailsResponse): string | null {
  const i = details.slots.findIndex((s) => s.status === 'Available' && s.price !== null);
  return i < 0 ? null : slotInputId(i);
}
