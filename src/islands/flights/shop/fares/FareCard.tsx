import { useId } from 'react';
import { intlLocale, type Locale } from '../../../../lib/client/i18n';
import { useTranslation } from '../../../../lib/client/i18n/react';
import {
  baggageDisplay,
  fareRewards,
  formatFareRewards,
  formatWholePrice,
  penaltyDisplay,
  shelfName,
  type BaggageDisplay,
  type PenaltyAction,
  type PenaltyDisplay,
} from '../../../../lib/domain/flights/fare-display';
import type { Fare, Itinerary } from '../../../../lib/domain/flights/flights.schema';
import { PolicyMark } from '../../../ui/PolicyMark';
import type { RewardsAccount } from '../../../../lib/domain/profile/rewards.schema';

interface Props {
  fare: Fare;
  multiTicketType: Itinerary['multiTicketType'];
  /** Names of the carriers that market the itinerary, for the brand line. */
  airlineNames: string;
  rewardsAccount: RewardsAccount | null;
  locale: Locale;
  onChoose: (fare: Fare) => void;
}

/** One shelf: its name, brand and cabin, price in cash and rewards, bags, change and cancel rules, and Select. */
export function FareCard({ fare, multiTicketType, airlineNames, rewardsAccount, locale, onChoose }: Props) {
  const { t } = useTranslation('flightshop');
  const id = useId();
  const fmt = intlLocale(locale);
  const shelf = t(`fares.fareClasses.${shelfName(fare.fareShelf.rating)}`);
  const price = formatWholePrice(fare.amount.fiat.value, fmt);
  const rewards = fareRewards(fare, rewardsAccount);
  const money = (minor: number) => formatWholePrice(minor, fmt);

  const baggageText = (b: BaggageDisplay): string => {
    if (b.kind === 'NotAllowed') return t('fares.baggage.notAllowed');
    if (b.kind === 'Unknown') return t('fares.baggage.unknown');
    const bags = t('fares.baggage.pieces', { count: b.pieces });
    if (b.firstBag.kind === 'Fee') return t('fares.baggage.withFee', { bags, amount: money(b.firstBag.amount) });
    if (b.firstBag.kind === 'Included') return t('fares.baggage.included', { bags });
    return bags;
  };
  const penaltyText = (action: PenaltyAction, p: PenaltyDisplay): string =>
    p.kind === 'WithFee' ? t(`fares.${action}.WithFee`, { amount: money(p.amount) }) : t(`fares.${action}.${p.kind}`);

  const baggage = baggageDisplay(fare.baggage);
  return (
    <div className="fare-card" role="group" aria-labelledby={`${id}-name`} data-shelf={shelfName(fare.fareShelf.rating)}>
      <p className="fare-card-name" id={`${id}-name`}>
        {shelf}
      </p>
      <p className="fare-card-brand">
        {t('fares.brand', { brand: fare.fareShelf.shortBrandName, airlines: airlineNames })}
        <br />
        <span className="muted">{t(`fares.cabins.${fare.fareShelf.cabin}`)}</span>
      </p>
      <p className="fare-card-price">
        <span className="fare-card-cash">{price}</span>
        {rewards && <span className="fare-card-rewards muted">{t('fares.orRewards', { rewards: formatFareRewards(rewards, fmt) })}</span>}
      </p>
      <PolicyMark verdict={fare.policy} intl={fmt} />
      <dl className="fare-card-rules">
        <dt>{t('fares.baggage.label')}</dt>
        <dd data-kind={baggage.kind}>{baggageText(baggage)}</dd>
        <dt>{t('fares.change.label')}</dt>
        <dd>{penaltyText('change', penaltyDisplay(fare.penalties, 'change', multiTicketType))}</dd>
        <dt>{t('fares.cancel.label')}</dt>
        <dd>{penaltyText('cancel', penaltyDisplay(fare.penalties, 'cancel', multiTicketType))}</dd>
      </dl>
      <button
        type="button"
        className="button fare-card-select"
        aria-label={t('fares.selectLabel', { shelf, price })}
        onClick={() => onChoose(fare)}
      >
        {t('fares.select')}
      </button>
    </div>
  );
}
