// Above the results: the tabs (stays: hotels, rentals, all), the sort, the price unit (SPEC §9
// "Miles and Cash": shown only with a rewards account that can pay) and, on phones, list or map.
import { useId, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/client/i18n/react';
import { setPrices, setSort, setTab, setView, type StayAnswer } from '../../../lib/client/lodging/availability.store';
import { page } from '../../../lib/client/platform';
import { LodgingSorts } from '../../../lib/domain/lodging/lodging.constants';
import type { StayPriceUnit, StaySearch, StaySort, StayTab } from '../../../lib/domain/lodging/stay-search-url';
import type { RewardsAccount } from '../../../lib/domain/profile/rewards.schema';
import { tabKeyTarget } from '../../ui/tab-keys';

export function ResultsTabs({ tabs, search, answer }: { tabs: readonly StayTab[]; search: StaySearch; answer: StayAnswer | null }) {
  const { t } = useTranslation('staysresults');
  function onTabKey(e: KeyboardEvent<HTMLButtonElement>, index: number) {
    const next = tabKeyTarget(e.key, index, tabs.length);
    if (next === null) return;
    e.preventDefault();
    const tab = tabs[next]!;
    setTab(tab);
    page.byId(`sr-tab-${tab}`)?.focus();
  }
  return (
    <div className="tab-list sr-tabs" role="tablist" aria-label={t('tabs.label')}>
      {tabs.map((tab, i) => (
        <button
          key={tab}
          id={`sr-tab-${tab}`}
          type="button"
          role="tab"
          className="tab"
          aria-selected={search.tab === tab}
          aria-controls="sr-results"
          tabIndex={search.tab === tab ? 0 : -1}
          onClick={() => setTab(tab)}
          onKeyDown={(e) => onTabKey(e, i)}
        >
          {t(`tabs.${tab}`)}
          {answer?.facets && (
            <span className="sr-count">
              {' '}
              ({tab === 'all_stays' ? Object.values(answer.facets.kinds).reduce((a, b) => a + b, 0) : (answer.facets.kinds[tab] ?? 0)})
            </span>
          )}
        </button>
      ))}
    </div>
  );
}

export interface ResultsToolbarProps {
  search: StaySearch;
  desktop: boolean;
  /** The selected rewards account when it can pay (redemption allowed), else null: no rewards choice. */
  redeem: RewardsAccount | null;
}

export function ResultsToolbar({ search, desktop, redeem }: ResultsToolbarProps) {
  const { t } = useTranslation('staysresults');
  const pricesName = useId();
  const units: StayPriceUnit[] = ['cash', 'rewards'];
  return (
    <div className="sr-toolbar">
      <div className="sr-toolbar-group">
        <label className="sr-sort">
          {t('sort.label')}
          <select className="sr-select" value={search.sort} onChange={(e) => setSort(e.target.value as StaySort)}>
            {LodgingSorts.map((s) => (
              <option key={s} value={s}>
                {t(`sort.${s}`)}
              </option>
            ))}
          </select>
        </label>
        {redeem && (
          <fieldset className="sr-prices">
            <legend>{t('prices.label')}</legend>
            <div className="sr-prices-options">
              {units.map((u) => (
                <label key={u} className="sr-check">
                  <input type="radio" name={pricesName} checked={search.prices === u} onChange={() => setPrices(u)} />
                  {u === 'cash' ? t('prices.cash') : t(redeem.rewardsBalance.currency === 'Miles' ? 'prices.miles' : 'prices.rewardsCash')}
                </label>
              ))}
            </div>
          </fieldset>
        )}
      </div>
      {!desktop && (
        <div className="sr-view" role="group" aria-label={t('view.label')}>
          {(['list', 'map'] as const).map((v) => (
            <button key={v} type="button" className="button button-secondary" aria-pressed={search.view === v} onClick={() => setView(v)}>
              {t(`view.${v}`)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
