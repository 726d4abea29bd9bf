// The price filter of the car and activity results, as the hotel results have theirs (lodging
// FilterPanel PriceRange): two whole-dollar fields and a button, so typing does not ask the server
// at every key. The answer's price facet bounds the fields. Each page passes its own words (its
// namespace says what the price is: a rental's total, a party's total) and what applying does.
import { useId, useState, type SubmitEvent } from 'react';
import { intlLocale, type Locale } from '../../lib/client/i18n';
import { formatMoneyRange } from '../../lib/domain/shared/money';
import type { PriceRange } from '../../lib/domain/shared/price-range';

/** An empty maximum before any answer names one: nothing sold here costs this much. */
const NO_MAXIMUM = 100_000;

/** The facet's prices (minor units) as whole dollars that hold them all. */
export const priceBounds = (price: { min: number; max: number }): PriceRange => [Math.floor(price.min / 100), Math.ceil(price.max / 100)];

/**
 * The range a person typed, in whole dollars: an empty side is open; null for no filter (both
 * empty, or a range holding every price the facet bounds); 'invalid' for anything but whole dollars.
 */
export function readPriceFields(min: string, max: string, bounds: PriceRange | null): PriceRange | null | 'invalid' {
  if (min.trim() === '' && max.trim() === '') return null;
  const lo = min.trim() === '' ? 0 : Number(min);
  const hi = max.trim() === '' ? (bounds?.[1] ?? NO_MAXIMUM) : Number(max);
  if (![lo, hi].every((n) => Number.isInteger(n) && n >= 0)) return 'invalid';
  // Reversed ends are read the right way round, as the hotel results do.
  const range: PriceRange = [Math.min(lo, hi), Math.max(lo, hi)];
  return bounds && range[0] <= bounds[0] && range[1] >= bounds[1] ? null : range;
}

export interface PriceRangeLabels {
  /** The form's name and title, with its currency ("Total price (USD)"). */
  title: string;
  /** The line under it, from the bounds as the locale writes them ("$99 – $300"). */
  bounds: (range: string) => string;
  min: string;
  max: string;
  apply: string;
  /** When a field holds anything but whole dollars. */
  invalid: string;
}

export interface PriceRangeFilterProps {
  /** The filter applied, whole dollars; null for none. */
  value: PriceRange | null;
  /** The answer's price facet (minor units); null before an answer, or when nothing has a price. */
  price: { min: number; max: number } | null;
  locale: Locale;
  labels: PriceRangeLabels;
  onApply: (range: PriceRange | null) => void;
}

function PriceRangeFields({ value, price, locale, labels, onApply }: PriceRangeFilterProps) {
  const id = useId();
  const bounds = price ? priceBounds(price) : null;
  const [min, setMin] = useState(value ? String(value[0]) : '');
  const [max, setMax] = useState(value ? String(value[1]) : '');
  const [error, setError] = useState('');
  // Nothing to bound and nothing to undo: the search has nothing to price.
  if (!bounds && !value) return null;

  function apply(e: SubmitEvent) {
    e.preventDefault();
    const range = readPriceFields(min, max, bounds);
    if (range === 'invalid') {
      setError(labels.invalid);
      return;
    }
    setError('');
    onApply(range);
  }
  const field = (label: string, text: string, set: (v: string) => void, placeholder: number | undefined) => (
    <label>
      {label}
      <input
        type="number"
        inputMode="numeric"
        min={bounds?.[0] ?? 0}
        max={bounds?.[1]}
        step={1}
        placeholder={placeholder === undefined ? undefined : String(placeholder)}
        value={text}
        aria-describedby={bounds ? `${id}-bounds` : undefined}
        onChange={(e) => set(e.target.value)}
      />
    </label>
  );
  // noValidate: a range from an old link may sit outside today's bounds, and must still be changeable.
  return (
    <form className="sr-price-range" onSubmit={apply} noValidate aria-labelledby={`${id}-legend`}>
      <p id={`${id}-legend`} className="sr-filter-title">
        {labels.title}
      </p>
      {bounds && (
        <p id={`${id}-bounds`} className="sr-price-bounds muted">
          {labels.bounds(formatMoneyRange(bounds[0] * 100, bounds[1] * 100, intlLocale(locale)))}
        </p>
      )}
      <div className="sr-price-inputs">
        {field(labels.min, min, setMin, bounds?.[0])}
        {field(labels.max, max, setMax, bounds?.[1])}
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button-secondary">
        {labels.apply}
      </button>
    </form>
  );
}

/** Keyed by the filter applied, so clearing it (or Back) puts the fields back as the filter is. */
export function PriceRangeFilter(props: PriceRangeFilterProps) {
  return <PriceRangeFields key={props.value ? props.value.join('-') : 'any'} {...props} />;
}
