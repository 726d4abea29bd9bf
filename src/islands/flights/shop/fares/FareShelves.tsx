import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Locale } from '../../../../lib/client/i18n';
import { useTranslation } from '../../../../lib/client/i18n/react';
import { page } from '../../../../lib/client/platform';
import { trackEvent } from '../../../../lib/client/tracking';
import { faresByShelf } from '../../../../lib/domain/flights/fare-display';
import type { Fare, FlightSearchResponse, Itinerary } from '../../../../lib/domain/flights/flights.schema';
import type { RewardsAccount } from '../../../../lib/domain/profile/rewards.schema';
import { FareClassInfo } from '../../../profile/preferences/FareClassInfo';
import { I18nIsland } from '../../../ui/I18nIsland';
import { FareCard } from './FareCard';
import './fare-shelves.css';

/** AirlineInfo of the search answer (flights.schema has no named type for it). */
export type AirlineInfo = FlightSearchResponse['airlines'][number];

export interface FareShelvesProps {
  itinerary: Itinerary;
  airlines: readonly AirlineInfo[];
  rewardsAccount: RewardsAccount | null;
  locale: Locale;
  onChoose: (fare: Fare) => void;
}

/** SPEC §2 analytics screen label of the fare shelves. */
export const FARE_CLASS_SCREEN = 'fare class';

/**
 * The fare shelves of one itinerary (SPEC §3 fare classes): a card per fare from basic to luxury, and the
 * fare class info modal. Choosing hands the fare to the page, which owns the selection.
 */
export function FareShelves(props: FareShelvesProps) {
  return (
    <I18nIsland locale={props.locale}>
      <Shelves {...props} />
    </I18nIsland>
  );
}

function Shelves({ itinerary, airlines, rewardsAccount, locale, onChoose }: FareShelvesProps) {
  const { t } = useTranslation('flightshop');
  const titleId = useId();
  const listId = `${titleId}-list`;
  const fares = useMemo(() => faresByShelf(itinerary.fares), [itinerary.fares]);
  const airlineNames = useMemo(() => {
    const names = new Map(airlines.map((a) => [a.code, a.name]));
    return itinerary.airlines.map((code) => names.get(code) ?? code).join(', ');
  }, [airlines, itinerary.airlines]);

  // One screen view per itinerary shown, not per re-render; a lost event must not break the shelves.
  useEffect(() => {
    trackEvent('viewed_fare_class', { screen: FARE_CLASS_SCREEN, itinerary_id: itinerary.id, fare_count: itinerary.fares.length }).catch(
      () => undefined,
    );
  }, [itinerary.id, itinerary.fares.length]);

  const list = useShelfScroll(fares.length);

  return (
    <div className="fare-shelves">
      <div className="fare-shelves-head">
        <p className="fare-shelves-title" id={titleId}>
          {t('fares.title')}
        </p>
        <FareClassInfo ns="flightshop" keyPrefix="fares" />
        {(list.before || list.after) && (
          <div className="fare-shelves-scroll">
            <p className="muted fare-shelves-hint">{t('fares.scrollHint')}</p>
            <button
              type="button"
              className="button button-secondary fare-shelves-arrow"
              aria-controls={listId}
              aria-disabled={!list.before || undefined}
              onClick={() => list.scroll(-1)}
            >
              <span aria-hidden="true">‹</span>
              {t('fares.previousFares')}
            </button>
            <button
              type="button"
              className="button button-secondary fare-shelves-arrow"
              aria-controls={listId}
              aria-disabled={!list.after || undefined}
              onClick={() => list.scroll(1)}
            >
              {t('fares.moreFares')}
              <span aria-hidden="true">›</span>
            </button>
          </div>
        )}
      </div>
      <div className="fare-shelves-viewport" data-before={list.before || undefined} data-after={list.after || undefined}>
        <ul className="fare-shelves-list" id={listId} ref={list.ref} aria-labelledby={titleId}>
          {fares.map((fare) => (
            <li key={fare.fareId}>
              <FareCard
                fare={fare}
                multiTicketType={itinerary.multiTicketType}
                airlineNames={airlineNames}
                rewardsAccount={rewardsAccount}
                locale={locale}
                onChoose={onChoose}
              />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/**
 * Whether the shelves run past either edge of their scroller (desktop, when they do not fit), and a
 * way to move them by most of a screen: the page shows a hint, Previous/More buttons and faded edges then.
 */
function useShelfScroll(count: number) {
  const ref = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ before: false, after: false });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => {
      const max = el.scrollWidth - el.clientWidth;
      const next = { before: max > 1 && el.scrollLeft > 1, after: max > 1 && el.scrollLeft < max - 1 };
      setEdges((prev) => (prev.before === next.before && prev.after === next.after ? prev : next));
    };
    update();
    el.addEventListener('scroll', update, { passive: true });
    const stop = page.on('resize', update);
    return () => {
      el.removeEventListener('scroll', update);
      stop();
    };
  }, [count]);
  const scroll = (direction: 1 | -1) => {
    const el = ref.current;
    if (!el) return;
    if ((direction < 0 && !edges.before) || (direction > 0 && !edges.after)) return;
    const behavior = page.matches('(prefers-reduced-motion: reduce)') ? 'auto' : 'smooth';
    el.scrollBy({ left: direction * Math.max(el.clientWidth * 0.8, 1), behavior });
  };
  return { ref, ...edges, scroll };
}

export default FareShelves;
