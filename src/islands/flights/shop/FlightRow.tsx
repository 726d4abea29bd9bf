// One result: the flights at a glance, and on demand their details with the fare shelves.
import { lazy, memo, Suspense, useId } from 'react';
import type { Locale, TFunction } from '../../../lib/client/i18n';
import { fareRewards, formatFareRewards, formatWholePrice } from '../../../lib/domain/flights/fare-display';
import type { ShopRow } from '../../../lib/domain/flights/flight-shop-steps';
import type { Fare, FlightSearchResponse, FlightTag, Itinerary } from '../../../lib/domain/flights/flights.schema';
import type { RewardsAccount } from '../../../lib/domain/profile/rewards.schema';
import { LoadBoundary } from '../../ui/LoadBoundary';
import { PolicyMark } from '../../ui/PolicyMark';
import { Loading } from '../../ui/Status';
import { clock } from './format';
import { SliceDetails, type AirportInfo } from './SliceDetails';
import { AirlineBadge, CarrierLine, DurationAndStops, sliceCarriers, Times, type AirlineNames } from './SliceParts';

// The shelves come with the first expanded row, not with the list (most visitors compare before opening one).
const FareShelves = lazy(() => import('./fares/FareShelves').then((m) => ({ default: m.FareShelves })));
export const preloadFareShelves = () => void import('./fares/FareShelves').catch(() => undefined);

/** What every row shares; one object, so memoised rows re-render only when their own props change. */
export interface RowContext {
  locale: Locale;
  intl: string;
  t: TFunction;
  /** Which list the row is in: outbound flights, return flights, or whole trips. */
  mode: 'outbound' | 'return' | 'oneWay' | 'multiCity';
  travelers: number;
  airlineNames: AirlineNames;
  airports: ReadonlyMap<string, AirportInfo>;
  airlines: FlightSearchResponse['airlines'];
  account: RewardsAccount | null;
  onToggle: (key: string) => void;
  onSelectOutbound: (key: string) => void;
  onChooseFare: (itinerary: Itinerary, fare: Fare) => void;
}

const TAG_KEYS: Record<FlightTag, string> = {
  'Best Overall': 'tags.bestOverall',
  'Best Price': 'tags.bestPrice',
  'Best Quality': 'tags.bestQuality',
  Fastest: 'tags.fastest',
};

function priceNote(ctx: RowContext): string {
  const { t, mode, travelers } = ctx;
  const kind = mode === 'oneWay' ? t('price.oneWay') : mode === 'multiCity' ? t('price.tripTotal') : t('price.roundTrip');
  return travelers > 1 ? t('price.forTravelers', { kind, count: travelers }) : kind;
}

function sliceTitle(ctx: RowContext, index: number): string {
  if (ctx.mode === 'outbound') return ctx.t('details.outbound');
  if (ctx.mode === 'return') return ctx.t('details.return');
  if (ctx.mode === 'oneWay') return ctx.t('details.flight1');
  return ctx.t('details.flightN', { n: index + 1 });
}

function RowView({ row, expanded, ctx }: { row: ShopRow; expanded: boolean; ctx: RowContext }) {
  const { t, intl } = ctx;
  const id = useId();
  const fare = row.itinerary.fares[0];
  const rewards = fare ? fareRewards(fare, ctx.account) : null;
  const rewardsText = rewards ? t('price.orRewards', { amount: formatFareRewards(rewards, intl) }) : null;
  const first = row.slices[0]!;
  const lead = sliceCarriers(first, ctx.airlineNames, t);
  // Names the row's buttons: "Delta Air Lines, 8:00 AM" tells rows apart for screen readers and tests.
  const name = `${lead.text} ${clock(first.zonedDeparture, intl)}`;
  const policyShown = fare?.policy !== undefined && fare.policy.kind !== 'NoPolicy';
  const multiTicket = ctx.mode !== 'outbound' && row.itinerary.multiTicketType !== 'single' ? row.itinerary.multiTicketType : null;

  return (
    <li className="shop-row" data-expanded={expanded || undefined}>
      <div className="shop-row-main">
        <div className="shop-row-slices">
          <div className="shop-slice-list">
            {row.slices.map((slice, i) => {
              const carriers = i === 0 ? lead : sliceCarriers(slice, ctx.airlineNames, t);
              return (
                <div className="shop-slice" key={i}>
                  <span className="shop-badges">
                    {carriers.codes.slice(0, 2).map((c) => (
                      <AirlineBadge key={c} code={c} />
                    ))}
                  </span>
                  <span className="shop-when">
                    <Times slice={slice} locale={intl} t={t} />
                    <CarrierLine carriers={carriers} />
                  </span>
                  <DurationAndStops slice={slice} t={t} />
                </div>
              );
            })}
          </div>
          {(row.tags.length > 0 || multiTicket || policyShown) && (
            <p className="shop-tags">
              <PolicyMark verdict={fare?.policy} intl={intl} />
              {row.tags.map((tag) => (
                <span key={tag} className="shop-tag">
                  {t(TAG_KEYS[tag])}
                </span>
              ))}
              {multiTicket && <span className="shop-tag shop-tag-ticket">{t(`multiTicket.${multiTicket}`)}</span>}
            </p>
          )}
        </div>
        <p className="shop-price">
          {ctx.mode === 'outbound' && <span className="shop-sub shop-from">{t('price.from')} </span>}
          <span className="shop-amount">{formatWholePrice(row.price, intl)}</span>
          <span className="shop-sub">{priceNote(ctx)}</span>
          {/* One line per row on a desktop: there the miles wait in the details. */}
          {rewardsText && <span className="shop-sub shop-miles">{rewardsText}</span>}
        </p>
        <div className="shop-actions">
          {ctx.mode === 'outbound' && (
            <button type="button" className="button shop-select" onClick={() => ctx.onSelectOutbound(row.key)}>
              {t('row.select')}
              <span className="visually-hidden"> {name}</span>
            </button>
          )}
          <button
            type="button"
            className="button button-secondary shop-toggle"
            aria-expanded={expanded}
            aria-controls={expanded ? `${id}-details` : undefined}
            onClick={() => ctx.onToggle(row.key)}
          >
            <span className="shop-toggle-text">{expanded ? t('row.hideDetails') : t('row.details')}</span>
            <span className="visually-hidden"> {name}</span>
            <span className="shop-chevron chevron" aria-hidden="true" />
          </button>
        </div>
      </div>
      {expanded && (
        <div className="shop-details" id={`${id}-details`}>
          {rewardsText && (
            <p className="shop-details-rewards">
              {formatWholePrice(row.price, intl)} {priceNote(ctx)} {rewardsText}
            </p>
          )}
          {row.slices.map((slice, i) => (
            <SliceDetails
              key={i}
              slice={slice}
              title={sliceTitle(ctx, i)}
              airlines={ctx.airlineNames}
              airports={ctx.airports}
              locale={intl}
              t={t}
            />
          ))}
          {ctx.mode === 'outbound' ? (
            <button type="button" className="button" onClick={() => ctx.onSelectOutbound(row.key)}>
              {t('row.selectOutbound')}
            </button>
          ) : (
            <LoadBoundary>
              <Suspense fallback={<Loading label={t('row.loadingFares')} />}>
                <FareShelves
                  itinerary={row.itinerary}
                  airlines={ctx.airlines}
                  rewardsAccount={ctx.account}
                  locale={ctx.locale}
                  onChoose={(f: Fare) => ctx.onChooseFare(row.itinerary, f)}
                />
              </Suspense>
            </LoadBoundary>
          )}
        </div>
      )}
    </li>
  );
}

/** Filters re-create row objects; a row re-renders only when what it shows changed. */
export const FlightRow = memo(
  RowView,
  (a, b) =>
    a.expanded === b.expanded &&
    a.ctx === b.ctx &&
    a.row.key === b.row.key &&
    a.row.itinerary === b.row.itinerary &&
    a.row.price === b.row.price &&
    a.row.tags.join() === b.row.tags.join(),
);
