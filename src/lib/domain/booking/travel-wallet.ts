// The travel wallet at checkout (SPEC §3 payment sources TravelWalletCredit and TravelWalletOffer,
// travel credit types and states): which credits can pay now, and what an offer takes off a trip.
// Both are money the traveler already has, so they apply before rewards and the card (splitPayment).
import type { WalletItem } from './checkout-payment';

/** SPEC §3 travel credit types. */
export const TravelCreditTypes = [
  'Redemption',
  'Adjustment',
  'StatementCreditCreated',
  'StatementCreditRedeemed',
  'StatementCreditExpired',
  'StatementCreditCanceled',
  'PriceDropProtection',
  'TravelOffer',
  'PriceMatch',
  'Refund',
  'ReferralCredit',
] as const;
export type TravelCreditType = (typeof TravelCreditTypes)[number];

/** SPEC §3 travel credit states; offers use the same three. */
export const TravelCreditStates = ['Available', 'Expired', 'Redeemed'] as const;
export type TravelCreditState = (typeof TravelCreditStates)[number];

/** Products a wallet offer can apply to (SPEC §3 trip kinds that have a checkout). */
export const WalletOfferProducts = ['Flight', 'Hotel', 'Car', 'Package', 'Activity'] as const;
export type WalletOfferProduct = (typeof WalletOfferProducts)[number];

export interface TravelCredit {
  id: string;
  type: TravelCreditType;
  state: TravelCreditState;
  /** What is left to spend, minor units (USD). */
  amountMinor: number;
  /** What the credit was worth when issued. */
  originalMinor: number;
  /** ISO instant; the credit cannot pay from then on. */
  expiresAt: string;
}

/** A discount offer (SPEC §3 offer models: the discount kind): a fixed amount off a trip of at least a minimum. */
export interface TravelOffer {
  id: string;
  state: TravelCreditState;
  discountMinor: number;
  minimumSpendMinor: number;
  products: WalletOfferProduct[];
  expiresAt: string;
}

const expired = (expiresAt: string, now: Date) => !(Date.parse(expiresAt) > now.getTime());

/** The state as of `now`: an Available item past its expiry is Expired even before a job marks it. */
export function walletState(item: { state: TravelCreditState; expiresAt: string }, now: Date): TravelCreditState {
  return item.state === 'Available' && expired(item.expiresAt, now) ? 'Expired' : item.state;
}

/** Credits that can pay now, the one expiring first first (so nothing is left to lapse that could have paid). */
export function usableCredits(credits: readonly TravelCredit[], now: Date): TravelCredit[] {
  return credits
    .filter((c) => walletState(c, now) === 'Available' && c.amountMinor > 0)
    .sort((a, b) => Date.parse(a.expiresAt) - Date.parse(b.expiresAt) || a.id.localeCompare(b.id));
}

export type OfferEligibility =
  | { kind: 'Eligible'; discountMinor: number }
  | { kind: 'NotEligible'; reason: 'Expired' | 'Redeemed' | 'ProductNotCovered' }
  | { kind: 'NotEligible'; reason: 'BelowMinimumSpend'; minimumSpendMinor: number };

/** Whether the offer applies to this trip total (before any wallet money) and what it takes off. */
export function offerEligibility(
  offer: TravelOffer,
  trip: { product: WalletOfferProduct; totalMinor: number; now: Date },
): OfferEligibility {
  const state = walletState(offer, trip.now);
  if (state !== 'Available') return { kind: 'NotEligible', reason: state };
  if (!offer.products.includes(trip.product)) return { kind: 'NotEligible', reason: 'ProductNotCovered' };
  if (trip.totalMinor < offer.minimumSpendMinor)
    return { kind: 'NotEligible', reason: 'BelowMinimumSpend', minimumSpendMinor: offer.minimumSpendMinor };
  return { kind: 'Eligible', discountMinor: Math.min(offer.discountMinor, trip.totalMinor) };
}

export type WalletChoice =
  | { kind: 'Chosen'; offers: WalletItem[]; credits: WalletItem[] }
  | { kind: 'UnknownItem'; id: string }
  | { kind: 'CreditNotUsable'; id: string }
  | { kind: 'OfferNotEligible'; id: string; eligibility: Extract<OfferEligibility, { kind: 'NotEligible' }> };

/**
 * The traveler's choice (credit ids, at most one offer) checked against the wallet as of `now`,
 * as splitPayment's offers and credits: the offer at its discount, the credits in the order
 * usableCredits puts them. Ids that are not the traveler's answer UnknownItem.
 */
export function chooseWalletItems(
  wallet: { credits: readonly TravelCredit[]; offers: readonly TravelOffer[] },
  choice: { creditIds: readonly string[]; offerId?: string | null },
  trip: { product: WalletOfferProduct; totalMinor: number; now: Date },
): WalletChoice {
  const offers: WalletItem[] = [];
  if (choice.offerId) {
    const offer = wallet.offers.find((o) => o.id === choice.offerId);
    if (!offer) return { kind: 'UnknownItem', id: choice.offerId };
    const eligibility = offerEligibility(offer, trip);
    if (eligibility.kind === 'NotEligible') return { kind: 'OfferNotEligible', id: offer.id, eligibility };
    offers.push({ id: offer.id, amountMinor: eligibility.discountMinor });
  }
  const usable = usableCredits(wallet.credits, trip.now);
  for (const id of choice.creditIds) {
    if (!wallet.credits.some((c) => c.id === id)) return { kind: 'UnknownItem', id };
    if (!usable.some((c) => c.id === id)) return { kind: 'CreditNotUsable', id };
  }
  const credits = usable.filter((c) => choice.creditIds.includes(c.id)).map((c) => ({ id: c.id, amountMinor: c.amountMinor }));
  return { kind: 'Chosen', offers, credits };
}
