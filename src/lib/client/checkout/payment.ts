// The payment part of every checkout (flights, stays, cars, activities): the travel wallet, then rewards, then the
// card or, for a company that pays by invoice, the company alone (SPEC §3 payment kinds, §5 minimum redemption), as pure functions of what is being paid for
// and the traveler's choices, plus the draft actions each product's store shares.
import type { ReadableAtom, WritableAtom } from 'nanostores';
import { splitPayment, type PaymentPlan } from '../../domain/booking/checkout-payment';
import type { FlightQuote } from '../../domain/booking/flight-quote.schema';
import type { RewardsAccount } from '../../domain/profile/rewards.schema';
import {
  chooseWalletItems,
  offerEligibility,
  usableCredits,
  type TravelCredit,
  type TravelOffer,
  type WalletChoice,
  type WalletOfferProduct,
} from '../../domain/booking/travel-wallet';

type QuoteRewards = FlightQuote['rewards'];

/** What is being paid for: the product (wallet offers name theirs), the total due and the quote's rewards accounts. */
export interface PayQuote {
  product: WalletOfferProduct;
  totalMinor: number;
  rewards: QuoteRewards;
}

/** The traveler's payment choices, the same in every checkout's draft. */
export interface PayDraft {
  paymentMethodId: string | null;
  rewards: { accountReferenceId: string; amountMinor: number } | null;
  /** Travel wallet credits ticked and at most one offer; nothing until the traveler chooses. */
  wallet: { creditIds: string[]; offerId: string | null };
  /** Central billing only: a cost center or project for the company's invoice line, as typed. */
  costCenter?: string;
}

/** The signed-in traveler's credits and offers (GET /v0/user/wallet), states as the server saw them. */
export interface TravelWallet {
  credits: readonly TravelCredit[];
  offers: readonly TravelOffer[];
}

/** What the plan needs besides the quote and the draft: rewards accounts (cents to miles), the wallet, and when. */
export interface PaymentContext {
  accounts: readonly RewardsAccount[];
  wallet: TravelWallet;
  now: Date;
  /** The traveler's company pays by invoice: the plan bills it the whole total, and no card is asked for. */
  centralBilling?: boolean;
}

/** A chosen credit or offer the wallet cannot apply to this trip (it changed, or the total did). */
export type WalletProblem = Exclude<WalletChoice, { kind: 'Chosen' }>;
export type CheckoutPlan = PaymentPlan | WalletProblem;

export const emptyPayDraft = (): PayDraft => ({ paymentMethodId: null, rewards: null, wallet: { creditIds: [], offerId: null } });

/** The choice without what the wallet can no longer apply to this trip (used, expired, or the total fell under a minimum). */
export function usableWallet(pay: PayQuote, draft: PayDraft, wallet: TravelWallet, now: Date): PayDraft['wallet'] {
  const usable = new Set(usableCredits(wallet.credits, now).map((c) => c.id));
  const offer = wallet.offers.find((o) => o.id === draft.wallet.offerId);
  const trip = { product: pay.product, totalMinor: pay.totalMinor, now };
  return {
    creditIds: draft.wallet.creditIds.filter((id) => usable.has(id)),
    offerId: offer && offerEligibility(offer, trip).kind === 'Eligible' ? offer.id : null,
  };
}

/**
 * The wallet choice as it applies now: a credit that expired or was used, or an offer whose minimum
 * the total no longer reaches, is left out rather than blocking the booking.
 */
export function walletChoiceFor(pay: PayQuote, draft: PayDraft, wallet: TravelWallet, now: Date): WalletChoice {
  const applies = usableWallet(pay, draft, wallet, now);
  return chooseWalletItems(wallet, applies, { product: pay.product, totalMinor: pay.totalMinor, now });
}

/** What the chosen offer and credits pay (never more than the total): rewards and the card share the rest. */
export function walletPays(pay: PayQuote, draft: PayDraft, wallet: TravelWallet, now: Date): number {
  const choice = walletChoiceFor(pay, draft, wallet, now);
  if (choice.kind !== 'Chosen') return 0;
  const held = [...choice.offers, ...choice.credits].reduce((sum, w) => sum + w.amountMinor, 0);
  return Math.min(held, pay.totalMinor);
}

/** The split as the page shows it, from the domain rules: the wallet first, then rewards, then the card. */
export function checkoutPlan(pay: PayQuote, draft: PayDraft, ctx: PaymentContext): CheckoutPlan {
  if (ctx.centralBilling) {
    return splitPayment({ totalMinor: pay.totalMinor, offers: [], credits: [], rewards: null, card: null, companyBilling: true });
  }
  const choice = walletChoiceFor(pay, draft, ctx.wallet, ctx.now);
  if (choice.kind !== 'Chosen') return choice;
  const account = draft.rewards ? ctx.accounts.find((a) => a.accountReferenceId === draft.rewards!.accountReferenceId) : undefined;
  const min = pay.rewards.minimumRedemption;
  return splitPayment({
    totalMinor: pay.totalMinor,
    offers: choice.offers,
    credits: choice.credits,
    rewards: account && draft.rewards ? { account, amountToRedeemMinor: draft.rewards.amountMinor } : null,
    card: draft.paymentMethodId ? { paymentId: draft.paymentMethodId } : null,
    minimumRedemptionMinor: min.kind === 'NoRedeemableAccount' ? undefined : min.minimumMinor,
  });
}

/** The most the traveler can apply from an account: its redeemable value, capped at what the wallet leaves. */
export function maxRewardsFor(
  pay: PayQuote,
  draft: PayDraft,
  accountReferenceId: string,
  ctx: Pick<PaymentContext, 'wallet' | 'now'>,
): number {
  const a = pay.rewards.accounts.find((x) => x.accountReferenceId === accountReferenceId);
  const left = pay.totalMinor - walletPays(pay, draft, ctx.wallet, ctx.now);
  return a ? Math.max(0, Math.min(a.maxRedeemableMinor, left)) : 0;
}

/** The payment part of a book request: only what pays something is sent. */
export function paymentOfPlan(plan: Extract<PaymentPlan, { kind: 'Plan' }>, draft: PayDraft) {
  const rewards = plan.parts.find((p) => p.kind === 'Rewards');
  // A credit ticked after the offer already covered the trip stays unspent.
  const creditIds = plan.parts.flatMap((p) => (p.kind === 'TravelWalletCredit' ? [p.id] : []));
  const offerId = plan.parts.find((p) => p.kind === 'TravelWalletOffer')?.id;
  if (plan.parts.some((p) => p.kind === 'CompanyBilling')) {
    const costCenter = draft.costCenter?.trim();
    return { centralBilling: true as const, ...(costCenter ? { costCenter } : {}) };
  }
  return {
    ...(plan.cardMinor > 0 && draft.paymentMethodId ? { paymentMethodId: draft.paymentMethodId } : {}),
    ...(rewards ? { rewards: { accountReferenceId: rewards.accountReferenceId, amount: rewards.amountMinor } } : {}),
    ...(creditIds.length > 0 || offerId ? { travelWallet: { creditIds, ...(offerId ? { offerId } : {}) } } : {}),
  };
}

/** What the shared payment pieces of a checkout page read and call: one product's draft and its actions. */
export interface PaymentCheckout {
  $draft: ReadableAtom<PayDraft>;
  choosePaymentMethod(id: string | null): void;
  setRewards(accountReferenceId: string | null, amountMinor?: number): void;
  toggleWalletCredit(id: string, on: boolean): void;
  chooseWalletOffer(id: string | null): void;
  /** Replaces the wallet choice (after the wallet was read again), keeping rewards within what it leaves. */
  setWallet(wallet: PayDraft['wallet']): void;
  setCostCenter(text: string): void;
}

/**
 * The payment actions over a product's draft atom. `payQuote` reads what is being paid now (null
 * before the quote); rewards never ask for more than the wallet leaves: the server refuses that.
 */
export function paymentActions<D extends PayDraft>(
  $draft: WritableAtom<D>,
  payQuote: () => PayQuote | null,
  ctx: () => PaymentContext,
): PaymentCheckout {
  const patch = (p: Partial<PayDraft>) => $draft.set({ ...$draft.get(), ...p });
  const setWallet = (wallet: PayDraft['wallet']) => {
    patch({ wallet });
    const d = $draft.get();
    const pay = payQuote();
    if (!d.rewards || !pay) return;
    const max = maxRewardsFor(pay, d, d.rewards.accountReferenceId, ctx());
    if (d.rewards.amountMinor > max) patch({ rewards: { ...d.rewards, amountMinor: max } });
  };
  return {
    $draft,
    choosePaymentMethod: (id) => patch({ paymentMethodId: id }),
    setRewards: (accountReferenceId, amountMinor = 0) =>
      patch({ rewards: accountReferenceId ? { accountReferenceId, amountMinor: Math.max(0, Math.round(amountMinor)) } : null }),
    toggleWalletCredit: (id, on) => {
      const rest = $draft.get().wallet.creditIds.filter((c) => c !== id);
      setWallet({ ...$draft.get().wallet, creditIds: on ? [...rest, id] : rest });
    },
    chooseWalletOffer: (id) => setWallet({ ...$draft.get().wallet, offerId: id }),
    setWallet,
    setCostCenter: (text) => patch({ costCenter: text }),
  };
}
