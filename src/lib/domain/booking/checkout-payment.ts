// How a cart is priced and paid (SPEC §3 payment kinds and amount forms, §5 minimum redemption,
// §9 rewards display). Money is integer cents; rewards amounts carry both the balance's own units
// (cents for cash accounts, whole miles otherwise: what a ledger moves) and the value shown.
import { rewardsPrice } from '../profile/rewards';
import type { ProtectionProduct } from './checkout-protections';
import type { RewardsAccount, RewardsCurrency } from '../profile/rewards.schema';
import { earnMultiplier, type EarnCategory } from '../profile/rewards';

const isMinor = (n: number) => Number.isSafeInteger(n) && n >= 0;

// ---- Price breakdown (base, taxes, every fee and every add-on, then the total) ----

export interface Cart {
  baseFareMinor: number;
  taxesMinor: number;
  /** Fees in the order the supplier lists them, e.g. `{ code: 'ServiceFee' }`. */
  fees: readonly { code: string; amountMinor: number }[];
  /** Only what the traveler chose: nothing is added for them. */
  addOns: readonly { product: ProtectionProduct; amountMinor: number }[];
}

export type PriceLine =
  | { kind: 'BaseFare'; amountMinor: number }
  | { kind: 'Taxes'; amountMinor: number }
  | { kind: 'Fee'; code: string; amountMinor: number }
  | { kind: 'AddOn'; product: ProtectionProduct; amountMinor: number };

export type PriceBreakdown = { kind: 'Breakdown'; lines: PriceLine[]; totalMinor: number } | { kind: 'InvalidCart' };

/** Every line of what the traveler pays, and the total that is exactly their sum. */
export function priceBreakdown(cart: Cart): PriceBreakdown {
  const lines: PriceLine[] = [
    { kind: 'BaseFare', amountMinor: cart.baseFareMinor },
    { kind: 'Taxes', amountMinor: cart.taxesMinor },
    ...cart.fees.map((f): PriceLine => ({ kind: 'Fee', code: f.code, amountMinor: f.amountMinor })),
    ...cart.addOns.map((a): PriceLine => ({ kind: 'AddOn', product: a.product, amountMinor: a.amountMinor })),
  ];
  const totalMinor = lines.reduce((sum, l) => sum + l.amountMinor, 0);
  if (!lines.every((l) => isMinor(l.amountMinor)) || !isMinor(totalMinor)) return { kind: 'InvalidCart' };
  return { kind: 'Breakdown', lines, totalMinor };
}

// ---- Minimum redemption (SPEC §5) ----

/**
 * The smallest balance, in cents of cash value, that can be redeemed. SPEC §5 names the check but
 * not the amount; ours is $10 (1,000 miles at 1¢): below it a partial redemption saves the traveler
 * less than the attention it takes.
 */
export const MINIMUM_REDEMPTION_MINOR = 1_000;

/** What a balance is worth in cents: a cash balance is cents itself, miles are worth their cash equivalent. */
export function redeemableMinor(account: RewardsAccount): number {
  const { rewardsBalance, rewardsCashEquivalent } = account;
  return rewardsBalance.currency === 'Cash' ? Math.min(rewardsBalance.value, rewardsCashEquivalent.value) : rewardsCashEquivalent.value;
}

/**
 * SPEC §5's three cases over the accounts that allow redemption. "One below" is read as "some but
 * not all": the answer lists which, so the account picker can mark each. No redeemable account at
 * all is its own case, not "all below": there is nothing to top up.
 */
export type MinimumRedemption =
  | { kind: 'NoRedeemableAccount' }
  | { kind: 'AllBelowMinimum'; minimumMinor: number }
  | { kind: 'SomeBelowMinimum'; minimumMinor: number; below: string[]; meeting: string[] }
  | { kind: 'AllMeetMinimum'; minimumMinor: number };

export function minimumRedemption(accounts: readonly RewardsAccount[], minimumMinor = MINIMUM_REDEMPTION_MINOR): MinimumRedemption {
  const redeemable = accounts.filter((a) => a.allowRewardsRedemption);
  if (redeemable.length === 0) return { kind: 'NoRedeemableAccount' };
  const meets = (a: RewardsAccount) => redeemableMinor(a) >= minimumMinor;
  const below = redeemable.filter((a) => !meets(a)).map((a) => a.accountReferenceId);
  const meeting = redeemable.filter(meets).map((a) => a.accountReferenceId);
  if (meeting.length === 0) return { kind: 'AllBelowMinimum', minimumMinor };
  if (below.length === 0) return { kind: 'AllMeetMinimum', minimumMinor };
  return { kind: 'SomeBelowMinimum', minimumMinor, below, meeting };
}

// ---- Split payment (SPEC §3 payment kinds, amount forms) ----

export interface RewardsAmount {
  /** Units of rewardsBalance.value: cents for cash, whole miles otherwise. */
  balanceUnits: number;
  /** As shown (SPEC §9): dollars to 2 decimals for cash, miles rounded up. */
  value: number;
  currency: RewardsCurrency;
}

export type PaymentPart =
  | { kind: 'TravelWalletOffer'; id: string; amountMinor: number }
  | { kind: 'TravelWalletCredit'; id: string; amountMinor: number }
  | { kind: 'Rewards'; accountReferenceId: string; amountMinor: number; rewards: RewardsAmount }
  | { kind: 'UserCard'; paymentId: string; amountMinor: number }
  /** Central billing: the company is invoiced (no card). */
  | { kind: 'CompanyBilling'; amountMinor: number };

export type AmountForm = 'fiat' | 'rewards' | 'split';

export interface WalletItem {
  id: string;
  /** What is left on the offer or credit. */
  amountMinor: number;
}

export interface SplitPaymentInput {
  totalMinor: number;
  /** Travel wallet offers and credits, each applied in the order given. */
  offers: readonly WalletItem[];
  credits: readonly WalletItem[];
  rewards: { account: RewardsAccount; amountToRedeemMinor: number } | null;
  card: { paymentId: string } | null;
  /** The traveler's company pays by invoice: it pays the whole trip, with no card, rewards or wallet money. */
  companyBilling?: boolean;
  minimumRedemptionMinor?: number;
}

export type PaymentPlan =
  | {
      kind: 'Plan';
      amountForm: AmountForm;
      totalMinor: number;
      /** Only parts that pay something, in the order they apply. */
      parts: PaymentPart[];
      walletMinor: number;
      rewardsMinor: number;
      /** What the card pays, or, billed to the company, what the company is invoiced. */
      cardMinor: number;
    }
  | { kind: 'InvalidAmount' }
  | { kind: 'DuplicateWalletItem'; id: string }
  | { kind: 'RedemptionNotAllowed' }
  | { kind: 'BelowMinimumRedemption'; minimumMinor: number }
  | { kind: 'CardRequired'; dueMinor: number }
  | { kind: 'CompanyPaysInFull' };

/** Rewards worth `cents` in the account's own units, never more than the balance (float rounding included). */
export function rewardsFor(cents: number, account: RewardsAccount): RewardsAmount {
  const currency = account.rewardsBalance.currency;
  if (currency === 'Cash') return { balanceUnits: cents, value: rewardsPrice(cents, account), currency };
  const miles = Math.min(account.rewardsBalance.value, rewardsPrice(cents, account));
  return { balanceUnits: miles, value: miles, currency };
}

function invalid(input: SplitPaymentInput): PaymentPlan | null {
  const wallet = [...input.offers, ...input.credits];
  const amounts = [input.totalMinor, ...wallet.map((w) => w.amountMinor), input.rewards?.amountToRedeemMinor ?? 0];
  if (!amounts.every(isMinor)) return { kind: 'InvalidAmount' };
  const seen = new Set<string>();
  for (const w of wallet) {
    if (seen.has(w.id)) return { kind: 'DuplicateWalletItem', id: w.id };
    seen.add(w.id);
  }
  return null;
}

/**
 * Offers first (they are tied to a booking and expire), then credits, then rewards up to what the
 * traveler asked, the balance and what is left, then the card for the rest. Amount form: `rewards`
 * when rewards leave nothing for the card, `split` when both pay, else `fiat` (wallet money is fiat).
 */
export function splitPayment(input: SplitPaymentInput): PaymentPlan {
  const bad = invalid(input);
  if (bad) return bad;
  if (input.companyBilling) return billedToCompany(input);
  const parts: PaymentPart[] = [];
  let due = input.totalMinor;
  for (const [kind, items] of [['TravelWalletOffer', input.offers] as const, ['TravelWalletCredit', input.credits] as const]) {
    for (const w of items) {
      const used = Math.min(w.amountMinor, due);
      if (used > 0) parts.push({ kind, id: w.id, amountMinor: used });
      due -= used;
    }
  }
  const walletMinor = input.totalMinor - due;
  let rewardsMinor = 0;
  const r = input.rewards;
  if (r && r.amountToRedeemMinor > 0 && due > 0) {
    if (!r.account.allowRewardsRedemption) return { kind: 'RedemptionNotAllowed' };
    const minimumMinor = input.minimumRedemptionMinor ?? MINIMUM_REDEMPTION_MINOR;
    if (redeemableMinor(r.account) < minimumMinor) return { kind: 'BelowMinimumRedemption', minimumMinor };
    rewardsMinor = Math.min(r.amountToRedeemMinor, redeemableMinor(r.account), due);
    if (rewardsMinor > 0) {
      parts.push({
        kind: 'Rewards',
        accountReferenceId: r.account.accountReferenceId,
        amountMinor: rewardsMinor,
        rewards: rewardsFor(rewardsMinor, r.account),
      });
    }
    due -= rewardsMinor;
  }
  if (due > 0 && !input.card) return { kind: 'CardRequired', dueMinor: due };
  if (due > 0 && input.card) parts.push({ kind: 'UserCard', paymentId: input.card.paymentId, amountMinor: due });
  const amountForm: AmountForm = rewardsMinor === 0 ? 'fiat' : due === 0 ? 'rewards' : 'split';
  return { kind: 'Plan', amountForm, totalMinor: input.totalMinor, parts, walletMinor, rewardsMinor, cardMinor: due };
}

/**
 * A company-billed trip: the company's invoice takes the whole total. The traveler's own rewards,
 * wallet money or card beside it would mix personal and company money on one booking, and a refund
 * could not say whose it is.
 */
function billedToCompany(input: SplitPaymentInput): PaymentPlan {
  const own = input.offers.length + input.credits.length > 0 || (input.rewards?.amountToRedeemMinor ?? 0) > 0 || input.card;
  if (own) return { kind: 'CompanyPaysInFull' };
  const parts: PaymentPart[] = input.totalMinor > 0 ? [{ kind: 'CompanyBilling', amountMinor: input.totalMinor }] : [];
  return {
    kind: 'Plan',
    amountForm: 'fiat',
    totalMinor: input.totalMinor,
    parts,
    walletMinor: 0,
    rewardsMinor: 0,
    cardMinor: input.totalMinor,
  };
}

// ---- Rewards earned ----

export type RewardsEarned = { kind: 'Earned'; multiplier: number; rewards: RewardsAmount } | { kind: 'InvalidAmount' };

/**
 * What the card part of a booking earns at the account's multiplier for what was booked: miles are X per
 * dollar, rounded up (SPEC §9); cash is that percent, rounded to the cent. Computed in integers
 * (the multiplier in hundredths: 1.5X is 150), so 1.5 × $0.10 is never 14.999… miles.
 */
export function rewardsEarned(cardPaidMinor: number, account: RewardsAccount, category: EarnCategory): RewardsEarned {
  const multiplier = earnMultiplier(account, category);
  const hundredths = Math.round(multiplier * 100);
  const scaled = cardPaidMinor * hundredths;
  if (!isMinor(cardPaidMinor) || !isMinor(hundredths) || !isMinor(scaled)) return { kind: 'InvalidAmount' };
  const rest = scaled % 10_000;
  const whole = (scaled - rest) / 10_000;
  const currency = account.rewardsBalance.currency;
  if (currency === 'Cash') {
    const cents = whole + (rest >= 5_000 ? 1 : 0);
    return { kind: 'Earned', multiplier, rewards: { balanceUnits: cents, value: cents / 100, currency } };
  }
  const miles = whole + (rest > 0 ? 1 : 0);
  return { kind: 'Earned', multiplier, rewards: { balanceUnits: miles, value: miles, currency } };
}
