// How a fare reads on its shelf card (SPEC §3 fare, baggage and penalty info; §8 user texts; §9 price
// display). Pure: the island turns each result into its translated text, the rules live here.
import { FareRatingNames, type FareRatingName } from './flights.constants';
import { rewardsPrice } from '../profile/rewards';
import type { BaggageInfo, Fare, Itinerary, PenaltyInfo } from './flights.schema';
import { formatRewardsBalance } from '../profile/rewards';
import type { RewardsAccount, RewardsCurrency } from '../profile/rewards.schema';
import { formatMoney } from '../shared/money';

/** SPEC §3: ratings 0–4 are basic … luxury; a rating out of range is clamped rather than left unnamed. */
export function shelfName(rating: number): FareRatingName {
  const i = Math.min(FareRatingNames.length - 1, Math.max(0, Math.round(rating)));
  return FareRatingNames[i]!;
}

/** The fares of an itinerary from basic to luxury; fares of one rating keep the order the API gave (cheapest first). */
export function faresByShelf(fares: readonly Fare[]): Fare[] {
  return [...fares].sort((a, b) => a.fareShelf.rating - b.fareShelf.rating);
}

/** SPEC §9: a fare price is a whole number of dollars (`minor` is cents). */
export function formatWholePrice(minor: number, intlLocale = 'en-US'): string {
  return formatMoney(minor, intlLocale, 'whole');
}

export type FirstBag = { kind: 'Included' } | { kind: 'Fee'; amount: number } | { kind: 'Unknown' };
export type BaggageDisplay =
  { kind: 'Allowed'; pieces: number; firstBag: FirstBag; descriptions: string[] } | { kind: 'NotAllowed' } | { kind: 'Unknown' };

/**
 * Allowed bags with what the first one costs. Charges are listed "from piece n on", so the first
 * bag pays the charge with the highest `firstPiece` that is still ≤ 1; no such charge means the
 * airline did not say (shown as nothing rather than guessed as free).
 */
export function baggageDisplay(baggage: BaggageInfo): BaggageDisplay {
  if (baggage.kind !== 'Allowed') return { kind: baggage.kind };
  const applies = baggage.charges.filter((c) => c.firstPiece <= 1).sort((a, b) => b.firstPiece - a.firstPiece)[0];
  const firstBag: FirstBag = !applies
    ? { kind: 'Unknown' }
    : applies.amount > 0
      ? { kind: 'Fee', amount: applies.amount }
      : { kind: 'Included' };
  return { kind: 'Allowed', pieces: baggage.pieces, firstBag, descriptions: baggage.descriptions };
}

export type PenaltyAction = 'change' | 'cancel';
export type PenaltyDisplay =
  | { kind: 'WithFee'; amount: number }
  | { kind: 'NoPenalty' }
  | { kind: 'NotPossible' }
  /** SPEC §8 "Contact airline". */
  | { kind: 'ContactAirline' }
  /** SPEC §8 "Contact support". */
  | { kind: 'ContactSupport' };

/**
 * SPEC §8: an unknown penalty shows "Contact support" or "Contact airline". Who can answer decides:
 * - ExternallyManaged: the changes are handled outside the airline's own rules (the simulator uses it
 *   for multi-ticket trips, which our agents service as one booking) → Contact support.
 * - Unknown penalty info, or Known with this action Unknown: the fare rules are the airline's and it
 *   holds the ticket → Contact airline; except on a multi-ticket itinerary (hackerFare,
 *   virtualInterline), where no single airline holds every ticket → Contact support.
 * Known WithFee / NoPenalty / NotPossible show as they are.
 */
export function penaltyDisplay(
  info: PenaltyInfo,
  action: PenaltyAction,
  multiTicketType: Itinerary['multiTicketType'] = 'single',
): PenaltyDisplay {
  const unknown: PenaltyDisplay = multiTicketType === 'single' ? { kind: 'ContactAirline' } : { kind: 'ContactSupport' };
  if (info.kind === 'ExternallyManaged') return { kind: 'ContactSupport' };
  if (info.kind === 'Unknown') return unknown;
  const penalty = info[action];
  switch (penalty.kind) {
    case 'WithFee':
      return { kind: 'WithFee', amount: penalty.amount };
    case 'NoPenalty':
    case 'NotPossible':
      return { kind: penalty.kind };
    case 'Unknown':
      return unknown;
  }
}

export interface FareRewards {
  /** Cash: dollars (2 decimals); miles: whole miles (SPEC §9). */
  value: number;
  currency: RewardsCurrency;
  currencyDescription: string;
}

/**
 * The fare's price in the account's rewards: the API's figure for that account when it sent one,
 * else the same rule computed here. None without an account, or when the account cannot redeem
 * (a price the user cannot pay with would mislead).
 */
export function fareRewards(fare: Fare, account: RewardsAccount | null): FareRewards | null {
  if (!account || !account.allowRewardsRedemption) return null;
  const sent = fare.amount.rewards.find((r) => r.accountReferenceId === account.accountReferenceId);
  if (sent) return { value: sent.value, currency: sent.currency, currencyDescription: sent.currencyDescription };
  return {
    value: rewardsPrice(fare.amount.fiat.value, account),
    currency: account.rewardsBalance.currency,
    currencyDescription: account.rewardsBalance.currencyDescription,
  };
}

/** "$123.45" for cash rewards, "12,346 miles" for miles (the unit is the account's own word). */
export function formatFareRewards(r: FareRewards, intlLocale = 'en-US'): string {
  if (r.currency === 'Cash') return formatRewardsBalance(Math.round(r.value * 100), 'Cash', intlLocale);
  return `${formatRewardsBalance(r.value, 'Miles', intlLocale)} ${r.currencyDescription}`.trim();
}
