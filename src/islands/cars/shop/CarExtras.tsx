// The desk's extras as checkboxes, grouped as the API groups them (insurance, child seats…), each
// with its price per day or per rental and what it adds to this rental.
import type { Locale } from '../../../lib/client/i18n';
import { useTranslation } from '../../../lib/client/i18n/react';
import type { CarExtra, ExtraGroup } from '../../../lib/domain/cars/cars.schema';
import { carMoney, extraName, extraPrice } from './car-text';

/** Groups in the order their first extra comes: the API lists extras in the order renters look for them. */
function byGroup(extras: readonly CarExtra[]): [ExtraGroup, CarExtra[]][] {
  const groups = new Map<ExtraGroup, CarExtra[]>();
  for (const e of extras) groups.set(e.group, [...(groups.get(e.group) ?? []), e]);
  return [...groups.entries()];
}

export function CarExtras({
  extras,
  chosen,
  locale,
  onToggle,
}: {
  extras: readonly CarExtra[];
  chosen: readonly string[];
  locale: Locale;
  onToggle: (code: string, on: boolean) => void;
}) {
  const { t } = useTranslation('carshop');
  return (
    <section className="card car-section" aria-labelledby="car-extras">
      <h2 id="car-extras">{t('extras.title')}</h2>
      {extras.length === 0 ? (
        <p>{t('extras.none')}</p>
      ) : (
        <>
          <p className="muted">{t('extras.intro')}</p>
          {byGroup(extras).map(([group, list]) => (
            <fieldset key={group} className="car-extras-group">
              <legend>{t(`extras.group.${group}`)}</legend>
              {list.map((e) => {
                const id = `car-extra-${e.code}`;
                return (
                  <div key={e.code} className="car-extra">
                    <input
                      id={id}
                      type="checkbox"
                      checked={chosen.includes(e.code)}
                      aria-describedby={`${id}-price`}
                      onChange={(ev) => onToggle(e.code, ev.target.checked)}
                    />
                    <label htmlFor={id}>{extraName(e, t)}</label>
                    <span id={`${id}-price`} className="car-extra-price muted">
                      {extraPrice(e, locale, t)}
                      {e.priceType === 'ExtraDaily' && <> · {t('extras.rentalTotal', { amount: carMoney(e.rentalTotal, locale) })}</>}
                    </span>
                  </div>
                );
              })}
            </fieldset>
          ))}
        </>
      )}
    </section>
  );
}
