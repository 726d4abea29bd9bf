// The filters of the car results: car type, transmission, size, rental company and fuel policy from
// the answer's facets (how many cars each would show with the other filters on, and the cheapest
// total among them), the total price (ui/PriceRangeFilter.tsx, shared with the activity results),
// free cancellation, and a corporate traveler's "In policy only". Each change asks the server again.
import type { Locale } from '../../../lib/client/i18n';
import { useTranslation } from '../../../lib/client/i18n/react';
import { clearCarFilters, setCarFilters } from '../../../lib/client/cars/car-availability.store';
import { activeCarFilterCount, type CarFilterState } from '../../../lib/domain/cars/car-search';
import type { CarFacets } from '../../../lib/domain/cars/cars.schema';
import { PriceRangeFilter, type PriceRangeLabels } from '../../ui/PriceRangeFilter';
import { formatCarPrice, formatCount } from '../car-format';

const toggle = <T,>(xs: readonly T[], x: T): T[] => (xs.includes(x) ? xs.filter((y) => y !== x) : [...xs, x]);

interface Option<T extends string> {
  value: T;
  label: string;
  facet: { count: number; minTotal: number } | null;
}

/** The facet's options, and the chosen ones it no longer names (so they can be unticked). */
function withChosen<T extends string>(options: Option<T>[], chosen: readonly T[], label: (v: T) => string): Option<T>[] {
  const named = new Set(options.map((o) => o.value));
  return [...options, ...chosen.filter((v) => !named.has(v)).map((value) => ({ value, label: label(value), facet: null }))];
}

function Group<T extends string>(props: {
  title: string;
  options: Option<T>[];
  chosen: readonly T[];
  locale: Locale;
  onToggle: (value: T) => void;
}) {
  const { t } = useTranslation('carresults');
  if (props.options.length === 0) return null;
  return (
    <fieldset>
      <legend className="sr-filter-title">{props.title}</legend>
      {props.options.map((o) => (
        <label key={o.value} className="sr-check cr-option">
          <input type="checkbox" checked={props.chosen.includes(o.value)} onChange={() => props.onToggle(o.value)} />
          <span className="cr-option-text">
            {o.label}
            {o.facet && (
              <>
                <span className="sr-count"> ({formatCount(o.facet.count, props.locale)})</span>
                <span className="cr-from muted">
                  {t('filters.from', { price: formatCarPrice(o.facet.minTotal, props.locale, 'whole') })}
                </span>
              </>
            )}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

export function CarFilterPanel({ filters: f, facets, locale }: { filters: CarFilterState; facets: CarFacets | undefined; locale: Locale }) {
  const { t } = useTranslation('carresults');
  const { t: tp } = useTranslation('policy');
  const active = activeCarFilterCount(f);
  // Only a traveler with a policy has the count; a filter on from a shared link stays to be unticked.
  const inPolicy = facets?.inPolicy;
  const classLabel = (c: string) => t(`class.${c}`);
  const transmissionLabel = (x: string) => t(`transmission.${x}`);
  const sizeLabel = (x: string) => t(`size.${x}`);
  const fuelLabel = (x: string) => t(`fuel.${x}`);
  const classes = withChosen(
    (facets?.carClasses ?? []).map(({ carClass, ...facet }) => ({ value: carClass, label: classLabel(carClass), facet })),
    f.carClasses,
    classLabel,
  );
  const transmissions = withChosen(
    (facets?.transmissions ?? []).map(({ transmission, ...facet }) => ({
      value: transmission,
      label: transmissionLabel(transmission),
      facet,
    })),
    f.transmissions,
    transmissionLabel,
  );
  const sizes = withChosen(
    (facets?.sizes ?? []).map(({ size, ...facet }) => ({ value: size, label: sizeLabel(size), facet })),
    f.sizes,
    sizeLabel,
  );
  const fuelPolicies = withChosen(
    (facets?.fuelPolicies ?? []).map(({ fuelPolicy, ...facet }) => ({ value: fuelPolicy, label: fuelLabel(fuelPolicy), facet })),
    f.fuelPolicies,
    fuelLabel,
  );
  const suppliers = withChosen(
    (facets?.suppliers ?? []).map(({ code, name, ...facet }) => ({ value: code, label: name, facet })),
    f.suppliers,
    (code) => code,
  );
  const priceLabels: PriceRangeLabels = {
    title: t('filters.price'),
    bounds: (range) => t('filters.priceBounds', { range }),
    min: t('filters.priceMin'),
    max: t('filters.priceMax'),
    apply: t('filters.priceApply'),
    invalid: t('filters.priceInvalid'),
  };
  return (
    <div className="sr-filters">
      {active > 0 && (
        <button type="button" className="button button-secondary sr-clear" onClick={clearCarFilters}>
          {t('filters.clear', { count: active })}
        </button>
      )}
      {(inPolicy !== undefined || f.inPolicyOnly) && (
        <fieldset>
          <legend className="sr-filter-title">{tp('title')}</legend>
          <label className="sr-check">
            <input type="checkbox" checked={f.inPolicyOnly} onChange={() => setCarFilters({ inPolicyOnly: !f.inPolicyOnly })} />
            <span>
              {tp('marks.filter')}
              {inPolicy !== undefined && <span className="sr-count"> ({formatCount(inPolicy, locale)})</span>}
            </span>
          </label>
        </fieldset>
      )}
      <fieldset>
        <legend className="sr-filter-title">{t('filters.cancellation')}</legend>
        <label className="sr-check">
          <input
            type="checkbox"
            checked={f.freeCancellationOnly}
            onChange={() => setCarFilters({ freeCancellationOnly: !f.freeCancellationOnly })}
          />
          {t('filters.freeCancellation')}
        </label>
      </fieldset>
      <PriceRangeFilter
        value={f.price}
        price={facets?.price ?? null}
        locale={locale}
        labels={priceLabels}
        onApply={(price) => setCarFilters({ price })}
      />
      <Group
        title={t('filters.carClass')}
        options={classes}
        chosen={f.carClasses}
        locale={locale}
        onToggle={(c) => setCarFilters({ carClasses: toggle(f.carClasses, c) })}
      />
      <Group
        title={t('filters.transmission')}
        options={transmissions}
        chosen={f.transmissions}
        locale={locale}
        onToggle={(x) => setCarFilters({ transmissions: toggle(f.transmissions, x) })}
      />
      <Group
        title={t('filters.size')}
        options={sizes}
        chosen={f.sizes}
        locale={locale}
        onToggle={(x) => setCarFilters({ sizes: toggle(f.sizes, x) })}
      />
      <Group
        title={t('filters.supplier')}
        options={suppliers}
        chosen={f.suppliers}
        locale={locale}
        onToggle={(code) => setCarFilters({ suppliers: toggle(f.suppliers, code) })}
      />
      <Group
        title={t('filters.fuel')}
        options={fuelPolicies}
        chosen={f.fuelPolicies}
        locale={locale}
        onToggle={(x) => setCarFilters({ fuelPolicies: toggle(f.fuelPolicies, x) })}
      />
    </div>
  );
}
