// The filters of the results (a corporate traveler's "In policy only", stars, guest rating, nightly
// price, amenities, collections, free cancellation; the property type is the tabs): each change asks
// the server again. Counts show where the answer carries them.
import { useId, useState, type SubmitEvent } from 'react';
import { useTranslation } from '../../../lib/client/i18n/react';
import { clearFilters, dropPreferenceFilters, setFilters, type StayFacets } from '../../../lib/client/lodging/availability.store';
import { Amenities } from '../../../lib/domain/lodging/lodging.constants';
import {
  activeFilterCount,
  PremiumCollections,
  RatingSteps,
  STAY_FAMILIES,
  type StayFamily,
  type StaySearch,
} from '../../../lib/domain/lodging/stay-search-url';

interface Props {
  family: StayFamily;
  search: StaySearch;
  facets: StayFacets | undefined;
}

const toggle = <T,>(xs: readonly T[], x: T): T[] => (xs.includes(x) ? xs.filter((y) => y !== x) : [...xs, x]);
const STARS = [5, 4, 3, 2, 1];

function Count({ n }: { n: number | undefined }) {
  return n === undefined ? null : <span className="sr-count"> ({n})</span>;
}

function PriceRange({ value }: { value: [number, number] | null }) {
  const { t } = useTranslation('staysresults');
  const id = useId();
  const [min, setMin] = useState(value ? String(value[0]) : '');
  const [max, setMax] = useState(value ? String(value[1]) : '');
  const [error, setError] = useState('');
  function apply(e: SubmitEvent) {
    e.preventDefault();
    const lo = min.trim() === '' ? 0 : Number(min);
    const hi = max.trim() === '' ? 100000 : Number(max);
    if (!Number.isInteger(lo) || !Number.isInteger(hi) || lo < 0 || hi < 0) {
      setError(t('filters.priceInvalid'));
      return;
    }
    setError('');
    setFilters({ price: min.trim() === '' && max.trim() === '' ? null : [Math.min(lo, hi), Math.max(lo, hi)] });
  }
  return (
    <form className="sr-price-range" onSubmit={apply} aria-labelledby={`${id}-legend`}>
      <p id={`${id}-legend`} className="sr-filter-title">
        {t('filters.price')}
      </p>
      <div className="sr-price-inputs">
        <label>
          {t('filters.priceMin')}
          <input type="number" inputMode="numeric" min={0} step={1} value={min} onChange={(e) => setMin(e.target.value)} />
        </label>
        <label>
          {t('filters.priceMax')}
          <input type="number" inputMode="numeric" min={0} step={1} value={max} onChange={(e) => setMax(e.target.value)} />
        </label>
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button-secondary">
        {t('filters.priceApply')}
      </button>
    </form>
  );
}

export function FilterPanel({ family, search, facets }: Props) {
  const { t } = useTranslation('staysresults');
  const { t: tp } = useTranslation('policy');
  const f = search.filters;
  const config = STAY_FAMILIES[family];
  const rentalsOnly = search.tab === 'vacation_rental';
  const ratingName = useId();
  const active = activeFilterCount(f);
  return (
    <div className="sr-filters">
      {active > 0 && (
        <button type="button" className="button button-secondary sr-clear" onClick={clearFilters}>
          {t('filters.clear', { count: active })}
        </button>
      )}
      {f.bounds && (
        <p className="sr-area">
          {t('filters.area')}{' '}
          <button type="button" className="link-button" onClick={() => setFilters({ bounds: null })}>
            {t('filters.areaClear')}
          </button>
        </p>
      )}
      {/* Only a traveler with a policy gets the count; the box stays while it is on, to turn it off. */}
      {(facets?.inPolicy !== undefined || f.inPolicyOnly) && (
        <fieldset>
          <legend className="sr-filter-title">{tp('title')}</legend>
          <label className="sr-check">
            <input
              type="checkbox"
              checked={!!f.inPolicyOnly}
              onChange={(e) => setFilters({ inPolicyOnly: e.target.checked || undefined })}
            />
            {tp('marks.filter')}
            <Count n={facets?.inPolicy} />
          </label>
        </fieldset>
      )}
      <fieldset>
        <legend className="sr-filter-title">{t('filters.cancellation')}</legend>
        <label className="sr-check">
          <input type="checkbox" checked={f.freeCancellation} onChange={() => setFilters({ freeCancellation: !f.freeCancellation })} />
          {t('filters.freeCancellation')}
          <Count n={facets?.freeCancellation} />
        </label>
      </fieldset>
      {!rentalsOnly && (
        <fieldset>
          <legend className="sr-filter-title">{t('filters.stars')}</legend>
          {STARS.map((n) => (
            <label key={n} className="sr-check">
              <input type="checkbox" checked={f.stars.includes(n)} onChange={() => setFilters({ stars: toggle(f.stars, n) })} />
              {t('filters.starsValue', { count: n })}
              <Count n={facets?.stars[String(n)]} />
            </label>
          ))}
        </fieldset>
      )}
      <fieldset>
        <legend className="sr-filter-title">{t('filters.rating')}</legend>
        <label className="sr-check">
          <input type="radio" name={ratingName} checked={f.minRating === null} onChange={() => setFilters({ minRating: null })} />
          {t('filters.ratingAny')}
        </label>
        {RatingSteps.map((r) => (
          <label key={r} className="sr-check">
            <input type="radio" name={ratingName} checked={f.minRating === r} onChange={() => setFilters({ minRating: r })} />
            {t('filters.ratingAtLeast', { rating: r })}
          </label>
        ))}
      </fieldset>
      <PriceRange key={f.price ? f.price.join('-') : 'any'} value={f.price} />
      <fieldset>
        <legend className="sr-filter-title">{t('filters.amenities')}</legend>
        {Amenities.map((a) => (
          <label key={a} className="sr-check">
            <input type="checkbox" checked={f.amenities.includes(a)} onChange={() => setFilters({ amenities: toggle(f.amenities, a) })} />
            {t(`amenities.${a}`)}
            <Count n={facets?.amenities[a]} />
          </label>
        ))}
      </fieldset>
      {!rentalsOnly && (
        <fieldset>
          <legend className="sr-filter-title">{t('filters.collections')}</legend>
          {(config.collections ?? PremiumCollections).map((c) => (
            <label key={c} className="sr-check">
              <input
                type="checkbox"
                checked={f.collections.includes(c)}
                onChange={() => setFilters({ collections: toggle(f.collections, c) })}
              />
              {t(`collection.${c}`)}
              <Count n={facets?.collections[c]} />
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}

/** Saved hotel preferences that set filters say so, outside the (on phones folded) panel, with one control to drop them. */
export function PreferencesLine() {
  const { t } = useTranslation('staysresults');
  return (
    <div className="notice sr-prefs" role="note">
      <p>{t('filters.fromPreferences')}</p>
      <button type="button" className="button button-secondary" onClick={dropPreferenceFilters}>
        {t('filters.dropPreferences')}
      </button>
    </div>
  );
}
