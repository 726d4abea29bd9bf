// Every filter of the results with its counts (SPEC §3 flight filters), in the side panel on a wide
// screen and in the Filters dialog on a phone. Changes apply at once; the list is computed locally.
import { useEffect, useId, useState } from 'react';
import type { TFunction } from '../../../lib/client/i18n';
import { useTranslation } from '../../../lib/client/i18n/react';
import { activeFilterCount } from '../../../lib/domain/flights/flight-shop-params';
import { formatWholePrice } from '../../../lib/domain/flights/fare-display';
import type { FlightFacets, FlightFilters, FlightSearchResponse } from '../../../lib/domain/flights/flights.schema';
import { TimeWindowField } from './TimeWindowField';

/** The stops choices shown: DEFAULT (nothing chosen) and ANY_NUMBER (a saved preference) are both "Any". */
const STOPS_CHOICES = [
  { value: 'ANY', label: 'filters.stops.any', facet: 'ANY_NUMBER' },
  { value: 'NONE', label: 'filters.stops.none', facet: 'NONE' },
  { value: 'ONE_OR_LESS', label: 'filters.stops.oneOrLess', facet: 'ONE_OR_LESS' },
  { value: 'TWO_OR_LESS', label: 'filters.stops.twoOrLess', facet: 'TWO_OR_LESS' },
] as const;

// A price shows rounded to dollars (SPEC §9): "up to $390" keeps every price shown as $390.
const maxFromDollars = (d: number) => d * 100 + 49;
const minFromDollars = (d: number) => Math.max(0, d * 100 - 50);
const dollarsOfMax = (minor: number) => Math.round((minor - 49) / 100);
const dollarsOfMin = (minor: number) => Math.round((minor + 50) / 100);

export interface FilterPanelProps {
  filters: FlightFilters;
  facets: FlightFacets;
  airlines: FlightSearchResponse['airlines'];
  /** Which flight the time filters are about: "Outbound departure", "Return departure"… */
  timeLabels: { departure: string; arrival: string };
  intl: string;
  t: TFunction;
  /** Id of the panel's heading (the Filters dialog is named by it). */
  titleId: string;
  onChange: (patch: Partial<FlightFilters>) => void;
  onClear: () => void;
}

export function FilterPanel({ filters, facets, airlines, timeLabels, intl, t, titleId, onChange, onClear }: FilterPanelProps) {
  const id = useId();
  const { t: tp } = useTranslation('policy');
  const active = activeFilterCount(filters);
  const stopsValue = filters.stops === 'DEFAULT' || filters.stops === 'ANY_NUMBER' ? 'ANY' : filters.stops;
  const facetByCode = new Map(facets.airlines.map((a) => [a.code, a]));
  const listed = [...airlines].sort(
    (a, b) => (facetByCode.get(a.code)?.minPrice ?? Infinity) - (facetByCode.get(b.code)?.minPrice ?? Infinity),
  );
  const allCodes = listed.map((a) => a.code);
  const filtered = !!filters.airlines && filters.airlines.length > 0;
  const chosen = filtered && filters.airlines ? filters.airlines : allCodes;
  const lowCost = airlines.filter((a) => a.isLowCost).map((a) => a.name);

  const toggleAirline = (code: string, on: boolean) => {
    const next = on ? [...new Set([...chosen, code])] : chosen.filter((c) => c !== code);
    // Every airline ticked is no filter at all; unticking the last one is refused (its box is disabled).
    if (next.length === 0) return;
    onChange({ airlines: allCodes.every((c) => next.includes(c)) ? undefined : next });
  };

  const hours = facets.durationMinutes
    ? Array.from(
        { length: Math.max(0, Math.ceil(facets.durationMinutes.max / 60) - Math.ceil(facets.durationMinutes.min / 60)) + 1 },
        (_, i) => Math.ceil(facets.durationMinutes!.min / 60) + i,
      )
    : [];

  return (
    <div className="shop-filters">
      <div className="shop-filters-head">
        <h2 id={titleId}>{t('filters.title')}</h2>
        <button type="button" className="button button-secondary shop-small" onClick={onClear} disabled={active === 0}>
          {t('filters.clearAll')}
        </button>
      </div>

      {(facets.inPolicy !== undefined || filters.inPolicyOnly) && (
        <fieldset className="shop-field">
          <legend>{tp('title')}</legend>
          <label className="shop-option">
            <input
              type="checkbox"
              checked={!!filters.inPolicyOnly}
              onChange={(e) => onChange({ inPolicyOnly: e.target.checked || undefined })}
            />
            <span>{tp('marks.filter')}</span>
            {facets.inPolicy !== undefined && <span className="shop-count">{facets.inPolicy}</span>}
          </label>
        </fieldset>
      )}

      <fieldset className="shop-field">
        <legend>{t('filters.stops.legend')}</legend>
        {STOPS_CHOICES.map((c) => (
          <label key={c.value} className="shop-option">
            <input
              type="radio"
              name={`${id}-stops`}
              value={c.value}
              checked={stopsValue === c.value}
              onChange={() => onChange({ stops: c.value === 'ANY' ? 'DEFAULT' : c.value })}
            />
            <span>{t(c.label)}</span>
            <span className="shop-count">{facets.stops[c.facet]}</span>
          </label>
        ))}
      </fieldset>

      <fieldset className="shop-field">
        <legend>{t('filters.airlines.legend')}</legend>
        {listed.length > 1 && (
          // Always there, inert once every airline is ticked: a button that vanished on its own click
          // would drop keyboard focus to the top of the page.
          <button
            type="button"
            className="button button-secondary shop-small"
            aria-disabled={!filtered}
            onClick={() => filtered && onChange({ airlines: undefined })}
          >
            {t('filters.airlines.all')}
          </button>
        )}
        {listed.map((a) => {
          const facet = facetByCode.get(a.code);
          const on = chosen.includes(a.code);
          return (
            <label key={a.code} className="shop-option">
              <input
                type="checkbox"
                checked={on}
                disabled={on && chosen.length === 1}
                onChange={(e) => toggleAirline(a.code, e.target.checked)}
              />
              <span>{a.name}</span>
              <span className="shop-count">
                {!facet
                  ? t('filters.airlines.none')
                  : facet.count === 0
                    ? t('filters.airlines.withOthers', { price: formatWholePrice(facet.minPrice, intl) })
                    : t('filters.airlines.countFrom', { count: facet.count, price: formatWholePrice(facet.minPrice, intl) })}
              </span>
            </label>
          );
        })}
        <label className="shop-option shop-option-top">
          <input
            type="checkbox"
            checked={filters.noLowCostCarriers}
            onChange={(e) => onChange({ noLowCostCarriers: e.target.checked })}
            aria-describedby={`${id}-lcc`}
          />
          <span>{t('filters.noLowCost')}</span>
        </label>
        <p id={`${id}-lcc`} className="shop-hint">
          {lowCost.length > 0 ? t('filters.noLowCostHint', { airlines: lowCost.join(', ') }) : t('filters.noLowCostNone')}
        </p>
      </fieldset>

      <TimeWindowField
        legend={timeLabels.departure}
        value={filters.departureWindow}
        onChange={(w) => onChange({ departureWindow: w })}
        intl={intl}
        t={t}
      />
      <TimeWindowField
        legend={timeLabels.arrival}
        value={filters.arrivalWindow}
        onChange={(w) => onChange({ arrivalWindow: w })}
        intl={intl}
        t={t}
      />

      <div className="shop-field">
        <label htmlFor={`${id}-dur`} className="shop-label">
          {t('filters.duration.label')}
        </label>
        <select
          id={`${id}-dur`}
          value={filters.maxDurationMinutes ?? ''}
          onChange={(e) => onChange({ maxDurationMinutes: e.target.value ? Number(e.target.value) : undefined })}
        >
          <option value="">{t('filters.duration.any')}</option>
          {filters.maxDurationMinutes && !hours.includes(filters.maxDurationMinutes / 60) && (
            <option value={filters.maxDurationMinutes}>{t('filters.duration.minutes', { count: filters.maxDurationMinutes })}</option>
          )}
          {hours.map((h) => (
            <option key={h} value={h * 60}>
              {t('filters.duration.hours', { count: h })}
            </option>
          ))}
        </select>
      </div>

      {facets.price && (
        <PriceField
          range={filters.priceRange}
          bounds={facets.price}
          intl={intl}
          t={t}
          onChange={(priceRange) => onChange({ priceRange })}
        />
      )}
    </div>
  );
}

/** A slider for the highest price, and both ends as numbers for those who would rather type. */
function PriceField({
  range,
  bounds,
  intl,
  t,
  onChange,
}: {
  range: [number, number] | undefined;
  bounds: { min: number; max: number };
  intl: string;
  t: TFunction;
  onChange: (r: [number, number] | undefined) => void;
}) {
  const id = useId();
  const lo = Math.floor(bounds.min / 100);
  const hi = Math.ceil(bounds.max / 100);
  const min = range ? dollarsOfMin(range[0]) : lo;
  const max = range ? dollarsOfMax(range[1]) : hi;
  const [typed, setTyped] = useState({ min: String(min), max: String(max) });
  useEffect(() => setTyped({ min: String(min), max: String(max) }), [min, max]);

  const apply = (nextMin: number, nextMax: number) => {
    const a = Math.max(0, Math.min(nextMin, nextMax));
    const b = Math.max(nextMin, nextMax);
    onChange(a <= lo && b >= hi ? undefined : [minFromDollars(a), maxFromDollars(b)]);
  };
  const commit = () => {
    const a = Number(typed.min);
    const b = Number(typed.max);
    if (Number.isFinite(a) && Number.isFinite(b) && typed.min !== '' && typed.max !== '') apply(Math.round(a), Math.round(b));
    else setTyped({ min: String(min), max: String(max) });
  };

  return (
    <fieldset className="shop-field">
      <legend>{t('filters.price.legend')}</legend>
      <div className="shop-slider-head">
        <label htmlFor={`${id}-slider`}>{t('filters.price.highest')}</label>
        <output htmlFor={`${id}-slider`}>{formatWholePrice(max * 100, intl)}</output>
      </div>
      <input
        id={`${id}-slider`}
        type="range"
        min={lo}
        max={hi}
        step={1}
        value={Math.min(hi, Math.max(lo, max))}
        aria-valuetext={formatWholePrice(max * 100, intl)}
        onChange={(e) => apply(min, Number(e.target.value))}
      />
      <form
        className="shop-price-inputs"
        onSubmit={(e) => {
          e.preventDefault();
          commit();
        }}
      >
        <label htmlFor={`${id}-min`}>{t('filters.price.min')}</label>
        <input
          id={`${id}-min`}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={typed.min}
          onChange={(e) => setTyped({ ...typed, min: e.target.value })}
          onBlur={commit}
        />
        <label htmlFor={`${id}-max`}>{t('filters.price.max')}</label>
        <input
          id={`${id}-max`}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={typed.max}
          onChange={(e) => setTyped({ ...typed, max: e.target.value })}
          onBlur={commit}
        />
        <button type="submit" className="button button-secondary shop-small">
          {t('filters.price.apply')}
        </button>
      </form>
    </fieldset>
  );
}
