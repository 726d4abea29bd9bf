// The results area: step heading, count, sort, filters (panel or dialog), the list a page at a time.
import { useEffect, useId, useMemo, useState, useSyncExternalStore, type RefObject } from 'react';
import type { ShopResults } from '../../../lib/client/flights/shop.store';
import { Breakpoints } from '../../../lib/domain/shared/breakpoints';
import type { FlightSearchParams } from '../../../lib/domain/flights/flight-search-params';
import { activeFilterCount, type ShopParams } from '../../../lib/domain/flights/flight-shop-params';
import { preferencesThatEmpty, type ShopView } from '../../../lib/domain/flights/flight-shop-steps';
import { FlightSortKeys, type FlightSortKey } from '../../../lib/domain/flights/flights.constants';
import type { FlightFilters } from '../../../lib/domain/flights/flights.schema';
import { dropPreferenceFilters, setSort } from '../../../lib/client/flights/shop.store';
import { PreferencesEmptied, PreferencesLine } from './PreferenceFilters';
import { ModalDialog } from '../../profile/preferences/ModalDialog';
import { FilterPanel } from './FilterPanel';
import { FlightRow, type RowContext } from './FlightRow';
import { NoFlights, NoMatches, SearchFailed, SkeletonRows } from './States';
import { ChosenOutbound } from './Summaries';
import { page } from '../../../lib/client/platform';

const MOBILE = `(max-width: ${Breakpoints.mobileMax}px)`;
const subscribeMobile = (change: () => void) => page.watchMedia(MOBILE, change);
/** The prerendered page assumes a wide screen; a phone switches right after hydration. */
const useMobile = () =>
  useSyncExternalStore(
    subscribeMobile,
    () => page.matches(MOBILE),
    () => false,
  );

/** Marks the first painted result once per page load, for the click-to-first-result bench. */
let firstResultMarked = false;

export interface ResultsProps {
  results: ShopResults;
  view: ShopView | null;
  params: ShopParams;
  search: FlightSearchParams | null;
  ctx: RowContext;
  expanded: string | null;
  shown: number;
  stepTitle: RefObject<HTMLHeadingElement | null>;
  searchHref: string;
  onShowMore: () => void;
  onFilters: (patch: Partial<FlightFilters>) => void;
  onClear: () => void;
  onRetry: () => void;
  onBack: () => void;
  onChangeOutbound: () => void;
}

export function Results(props: ResultsProps) {
  const { results, view, params, search, ctx, expanded, shown, stepTitle, searchHref } = props;
  const { t, intl } = ctx;
  const mobile = useMobile();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelTitle = useId();
  const dialogTitle = useId();
  const sortId = useId();
  const active = activeFilterCount(params.filters);
  const rows = view?.rows ?? [];
  const visible = rows.slice(0, shown);
  const fromPreferences = params.fromPreferences ?? [];
  // Only an empty list asks: then which saved preference emptied it.
  const emptiedBy = useMemo(
    () => (results.kind === 'Loaded' && search && view ? preferencesThatEmpty(results.answer, search.tripType, params, view) : []),
    [results, search, params, view],
  );

  const hasRows = visible.length > 0;
  useEffect(() => {
    if (hasRows && !firstResultMarked) {
      firstResultMarked = true;
      performance.mark('flights:first-result');
    }
  }, [hasRows]);

  const step = view?.step ?? params.step;
  const heading =
    search?.tripType === 'roundTrip'
      ? step === 'return'
        ? t('steps.chooseReturn')
        : t('steps.chooseOutbound')
      : search?.tripType === 'multiCity'
        ? t('steps.chooseTrip')
        : t('steps.chooseFlight');
  const noun = ctx.mode === 'outbound' ? 'outbound' : ctx.mode === 'return' ? 'return' : 'trips';
  const status =
    results.kind === 'Loading' || results.kind === 'Idle'
      ? t('status.searching')
      : results.kind === 'Failed'
        ? ''
        : view && view.found === 0
          ? t('status.noFlights')
          : rows.length === 0
            ? t('status.none')
            : visible.length === rows.length
              ? t(`status.all.${noun}`, { count: rows.length })
              : t(`status.showing.${noun}`, { count: rows.length, shown: visible.length });
  const timeLabels =
    ctx.mode === 'outbound'
      ? { departure: t('filters.times.outboundDeparture'), arrival: t('filters.times.outboundArrival') }
      : ctx.mode === 'return'
        ? { departure: t('filters.times.returnDeparture'), arrival: t('filters.times.returnArrival') }
        : { departure: t('filters.times.departure'), arrival: t('filters.times.arrival') };

  const panel = (titleId: string) =>
    view && (
      <FilterPanel
        filters={params.filters}
        facets={view.facets}
        airlines={ctx.airlines}
        timeLabels={timeLabels}
        intl={intl}
        t={t}
        titleId={titleId}
        onChange={props.onFilters}
        onClear={props.onClear}
      />
    );

  let body;
  if (results.kind === 'Failed') {
    // The API's reason helps when it is about the search itself (a date now past, an unknown airport).
    const detail = results.status === 400 || results.status === 422 ? results.message : null;
    body = <SearchFailed detail={detail} onRetry={props.onRetry} onBack={props.onBack} t={t} />;
  } else if (!view) {
    body = <SkeletonRows />;
  } else if (view.found === 0) {
    body = <NoFlights searchHref={searchHref} t={t} />;
  } else if (rows.length === 0 && emptiedBy.length > 0) {
    body = (
      <PreferencesEmptied keys={emptiedBy} filters={params.filters} airlineNames={ctx.airlineNames} t={t} onDrop={dropPreferenceFilters} />
    );
  } else if (rows.length === 0) {
    body = <NoMatches onClear={props.onClear} t={t} />;
  } else {
    body = (
      <>
        <ul className="shop-list" aria-labelledby={`${sortId}-heading`}>
          {visible.map((row) => (
            <FlightRow key={row.key} row={row} expanded={expanded === row.key} ctx={ctx} />
          ))}
        </ul>
        {visible.length < rows.length && (
          <button type="button" className="button button-secondary shop-more" onClick={props.onShowMore}>
            {t('list.showMore')}
          </button>
        )}
      </>
    );
  }

  return (
    <div className="shop-layout" data-has-filters={!mobile || undefined}>
      {/* The filters' column is there from the first paint, so the list never moves when they arrive. */}
      {!mobile &&
        (view ? (
          <aside className="shop-side" aria-labelledby={panelTitle}>
            {panel(panelTitle)}
          </aside>
        ) : (
          <div className="shop-side" aria-hidden="true" />
        ))}
      <section className="shop-results" aria-labelledby={`${sortId}-heading`}>
        {view?.outbound && (
          <ChosenOutbound slice={view.outbound.slice} airlineNames={ctx.airlineNames} intl={intl} t={t} onChange={props.onChangeOutbound} />
        )}
        <div className="shop-toolbar">
          <h2 id={`${sortId}-heading`} ref={stepTitle} tabIndex={-1}>
            {heading}
          </h2>
          {/* data-itineraries: how many itineraries each filter and sort runs over (npm run bench reads it). */}
          <p
            className="shop-status"
            role="status"
            data-itineraries={results.kind === 'Loaded' ? results.answer.itineraries.length : undefined}
          >
            {status}
          </p>
          {/* Shown (disabled) while the search runs: the rows below never move when it answers. */}
          {(!view || view.found > 0) && (
            <div className="shop-controls">
              <label htmlFor={sortId}>{t('sort.label')}</label>
              <select id={sortId} value={params.sort} disabled={!view} onChange={(e) => setSort(e.target.value as FlightSortKey)}>
                {FlightSortKeys.map((key) => (
                  <option key={key} value={key}>
                    {t(`sort.${key}`)}
                  </option>
                ))}
              </select>
              {mobile && (
                <button
                  type="button"
                  className="button button-secondary"
                  aria-haspopup="dialog"
                  disabled={!view}
                  onClick={() => setFiltersOpen(true)}
                >
                  {active > 0 ? t('filters.openCount', { count: active }) : t('filters.open')}
                </button>
              )}
            </div>
          )}
        </div>
        {/* Outside the filter panel, which phones fold into a dialog: the profile's filters are never a secret. */}
        {view && view.found > 0 && fromPreferences.length > 0 && emptiedBy.length === 0 && (
          <PreferencesLine
            keys={fromPreferences}
            filters={params.filters}
            airlineNames={ctx.airlineNames}
            t={t}
            onDrop={dropPreferenceFilters}
          />
        )}
        {body}
      </section>
      {mobile && (
        <ModalDialog
          open={filtersOpen && view !== null}
          onClose={() => setFiltersOpen(false)}
          labelledBy={dialogTitle}
          className="dialog shop-filters-dialog"
        >
          {filtersOpen && panel(dialogTitle)}
          <div className="dialog-actions shop-dialog-actions">
            <button type="button" className="button" onClick={() => setFiltersOpen(false)}>
              {t('filters.show', { count: rows.length })}
            </button>
          </div>
        </ModalDialog>
      )}
    </div>
  );
}
