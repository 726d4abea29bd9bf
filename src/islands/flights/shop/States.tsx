// What the page shows instead of results: searching, nothing flies, filters hide everything, failure.
import type { TFunction } from '../../../lib/client/i18n';

/** Grey rows where results will be: the page keeps its shape while the search runs. */
export function SkeletonRows() {
  return (
    <ul className="shop-list shop-skeleton" aria-hidden="true">
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i} className="shop-row">
          <span className="shop-bone shop-bone-badge" />
          <span className="shop-bone shop-bone-wide" />
          <span className="shop-bone" />
          <span className="shop-bone" />
          <span className="shop-bone shop-bone-price" />
        </li>
      ))}
    </ul>
  );
}

export function NoFlights({ searchHref, t }: { searchHref: string; t: TFunction }) {
  return (
    <div className="empty stack shop-empty">
      <h2>{t('empty.noFlightsTitle')}</h2>
      <p>{t('empty.noFlightsBody')}</p>
      <p>
        <a className="button" href={searchHref}>
          {t('empty.changeSearch')}
        </a>
      </p>
    </div>
  );
}

export function NoMatches({ onClear, t }: { onClear: () => void; t: TFunction }) {
  return (
    <div className="empty stack shop-empty">
      <h2>{t('empty.noMatchesTitle')}</h2>
      <p>{t('empty.noMatchesBody')}</p>
      <p>
        <button type="button" className="button" onClick={onClear}>
          {t('empty.clearFilters')}
        </button>
      </p>
    </div>
  );
}

/** SPEC §8 search error texts, with the API's own reason when it gave one a person can act on. */
export function SearchFailed({
  detail,
  onRetry,
  onBack,
  t,
}: {
  detail: string | null;
  onRetry: () => void;
  onBack: () => void;
  t: TFunction;
}) {
  return (
    <div className="notice notice-error stack shop-failed" role="alert">
      <h2>{t('error.title')}</h2>
      {detail && <p>{detail}</p>}
      <div className="shop-failed-actions">
        <button type="button" className="button" onClick={onRetry}>
          {t('error.searchAgain')}
        </button>
        <button type="button" className="button button-secondary" onClick={onBack}>
          {t('error.goBack')}
        </button>
      </div>
    </div>
  );
}
