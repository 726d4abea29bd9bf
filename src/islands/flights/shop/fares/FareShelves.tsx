import { useEffect, useId, useMemo } from 'react';
import type { Locale } from '../../../../lib/client/i18n';
import { useTranslation } from '../../../../lib/client/i18n/react';
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

  return (
    <div className="fare-shelves">
      <div className="fare-shelves-head">
        <p className="fare-shelves-title" id={titleId}>
          {t('fares.title')}
        </p>
        <FareClassInfo ns="flightshop" keyPrefix="fares" />
      </div>
      <ul className="fare-shelves-list" aria-labelledby={titleId}>
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
  );
}

export default FareShelves;
