// How any booking pays: the traveler's choice checked and split (wallet offers and
// credits, then rewards, then the card, by the domain's splitPayment), and the rewards and wallet
// items taken inside the booking's transaction. Refusals are stored answers, like the booking's.
import { and, eq, gte, sql } from 'drizzle-orm';
import { ErrorCode } from '../../../lib/domain/shared/errors';
import { redeemableMinor, splitPayment, type PaymentPlan, type WalletItem } from '../../../lib/domain/booking/checkout-payment';
import { selectRewardsAccount } from '../../../lib/domain/profile/rewards';
import { chooseWalletItems, type TravelCreditType, type WalletOfferProduct } from '../../../lib/domain/booking/travel-wallet';
import type { WalletPaymentPart } from '../../../lib/domain/booking/travel-wallet.schema';
import { paymentMethods, rewardsAccounts } from '../../db/schema';
import { errorBody } from '../../http/errors';
import { centralBillingOfUser } from '../corporate';
import { toRewardsAccount } from '../rewards';
import { takeWalletItems, toWallet, walletRows } from '../travel-wallet';
import { failureAdvice, type BookingFailureCode, type BookPayment } from '../../../lib/domain/booking/booking.schema';

export type { Tx } from '../../db/types';
import type { Tx } from '../../db/types';
import { formatMoney } from '../../../lib/domain/shared/money';

/** Amounts in the API's English messages. */
export const usd = (minor: number): string => formatMoney(minor, 'en-US');

/** A stored answer: what the first request with this key got. */
export type Answer = { status: 200 | 201 | 409 | 422; body: Record<string, unknown> };

export const failed = (code: BookingFailureCode, details?: unknown, message = failureAdvice[code].message): Answer => ({
  status: 422,
  body: errorBody(code, message, { nextAction: failureAdvice[code].nextAction, ...(details as object | undefined) }),
});

type AccountRow = typeof rewardsAccounts.$inferSelect;
export type Payment =
  | {
      kind: 'Paid';
      plan: Extract<PaymentPlan, { kind: 'Plan' }>;
      account: AccountRow | null;
      units: number;
      earnAccountId: string | null;
      wallet: WalletPaymentPart[];
      /** Central billing: the company invoiced, whose reference the booking gets once it has an id. */
      company: { businessId: string; companyName: string; referencePrefix: string; costCenter: string | null } | null;
    }
  | { kind: 'Refused'; answer: Answer };

export const walletGone = 'A travel credit or offer you chose has been used or has expired. Choose again from your travel wallet.';

/** The wallet choice as payment parts (offers, then credits, as splitPayment applies them), or why not. */
async function planWallet(
  tx: Tx,
  userId: string,
  choice: BookPayment['travelWallet'],
  trip: { product: WalletOfferProduct; totalMinor: number; now: Date },
): Promise<{ kind: 'Chosen'; offers: WalletItem[]; credits: WalletItem[]; creditType: Map<string, TravelCreditType> } | Refused> {
  if (!choice || (!choice.creditIds.length && !choice.offerId)) return { kind: 'Chosen', offers: [], credits: [], creditType: new Map() };
  const wallet = toWallet(await walletRows(tx, userId), trip.now);
  const chosen = chooseWalletItems(wallet, choice, trip);
  switch (chosen.kind) {
    case 'Chosen':
      return { ...chosen, creditType: new Map(wallet.credits.map((c) => [c.id, c.type])) };
    case 'UnknownItem':
      return { kind: 'Refused', answer: invalidPayment('payment.travelWallet', 'That travel credit or offer is not in your wallet.') };
    case 'CreditNotUsable':
      return { kind: 'Refused', answer: failed('RedemptionFailure', { itemId: chosen.id }, walletGone) };
    case 'OfferNotEligible': {
      const e = chosen.eligibility;
      const message =
        e.reason === 'BelowMinimumSpend'
          ? `This offer applies to trips of ${usd(e.minimumSpendMinor)} or more.`
          : e.reason === 'ProductNotCovered'
            ? 'This offer does not apply to this trip.'
            : walletGone;
      return { kind: 'Refused', answer: failed('RedemptionFailure', { itemId: chosen.id, reason: e.reason }, message) };
    }
  }
}
type Refused = Extract<Payment, { kind: 'Refused' }>;

const invalidPayment = (path: string, message: string): Answer => ({
  status: 422,
  body: errorBody(ErrorCode.ValidationFailed, message, { fields: [{ path, message }] }),
});

/**
 * The domain split, with the engine's rule on top: rewards asked above the balance (or below the
 * minimum) are refused, never quietly moved to the card. The card's own account earns on the card
 * part; without one, the rewards account paid from, else the SPEC §4 default account.
 */
export async function planPayment(
  tx: Tx,
  userId: string,
  payment: BookPayment,
  totalMinor: number,
  now: Date,
  product: WalletOfferProduct,
): Promise<Payment> {
  const { paymentMethodId, rewards } = payment;
  const refuse = (answer: Answer): Payment => ({ kind: 'Refused', answer });
  if (payment.centralBilling) return planCompanyBilling(tx, userId, payment, totalMinor);
  if (payment.costCenter !== undefined) {
    return refuse(
      invalidPayment('payment.costCenter', "A cost center goes on your company's invoice: only trips billed to your company take one."),
    );
  }
  const wallet = await planWallet(tx, userId, payment.travelWallet, { product, totalMinor: totalMinor, now });
  if (wallet.kind === 'Refused') return wallet;
  const sum = (items: WalletItem[]) => items.reduce((n, w) => n + w.amountMinor, 0);
  const afterWallet = Math.max(0, totalMinor - sum(wallet.offers) - sum(wallet.credits));
  const [card] = paymentMethodId
    ? await tx
        .select({ id: paymentMethods.id, accountReferenceId: paymentMethods.accountReferenceId })
        .from(paymentMethods)
        .where(and(eq(paymentMethods.id, paymentMethodId), eq(paymentMethods.userId, userId)))
    : [];
  if (paymentMethodId && !card) return refuse(failed('UserCardNotFound'));
  if (rewards && rewards.amount > afterWallet) {
    const most = afterWallet < totalMinor ? 'what is left after your travel credits and offers' : 'the trip total';
    return refuse(invalidPayment('payment.rewards.amount', `Rewards can pay at most ${most}.`));
  }
  const rows = await tx.select().from(rewardsAccounts).where(eq(rewardsAccounts.userId, userId));
  const row = rewards ? rows.find((r) => r.accountReferenceId === rewards.accountReferenceId) : undefined;
  const cannotPay = 'These rewards cannot pay for travel. Choose another account or pay by card.';
  if (rewards && (!row || !row.allowRewardsRedemption)) return refuse(failed('RedemptionFailure', undefined, cannotPay));
  const account = row ? toRewardsAccount(row) : null;
  if (rewards && account && rewards.amount > redeemableMinor(account)) return refuse(failed('RedemptionFailure'));
  const plan = splitPayment({
    totalMinor: totalMinor,
    offers: wallet.offers,
    credits: wallet.credits,
    rewards: rewards && account ? { account, amountToRedeemMinor: rewards.amount } : null,
    card: card ? { paymentId: card.id } : null,
  });
  switch (plan.kind) {
    case 'Plan':
      break;
    case 'RedemptionNotAllowed':
      return refuse(failed('RedemptionFailure', undefined, cannotPay));
    case 'BelowMinimumRedemption':
      return refuse(
        failed(
          'RedemptionFailure',
          { minimumMinor: plan.minimumMinor },
          `Rewards can pay once the balance is worth at least ${usd(plan.minimumMinor)}. Pay by card instead.`,
        ),
      );
    case 'CardRequired':
      return refuse(invalidPayment('payment.paymentMethodId', 'Choose a card for the part rewards do not cover.'));
    default:
      return refuse(invalidPayment('payment', 'The payment amounts are not valid.'));
  }
  if (plan.rewardsMinor !== (rewards?.amount ?? 0)) return refuse(failed('RedemptionFailure'));
  const part = plan.parts.find((p) => p.kind === 'Rewards');
  const byRef = (ref: string | null | undefined) => rows.find((r) => r.accountReferenceId === ref);
  const defaultRef = selectRewardsAccount(rows.map(toRewardsAccount), null)?.accountReferenceId;
  const earner = byRef(card?.accountReferenceId) ?? row ?? byRef(defaultRef);
  const walletParts = plan.parts.flatMap((p): WalletPaymentPart[] =>
    p.kind === 'TravelWalletOffer'
      ? [{ kind: p.kind, id: p.id, amountMinor: p.amountMinor }]
      : p.kind === 'TravelWalletCredit'
        ? [{ kind: p.kind, id: p.id, amountMinor: p.amountMinor, creditType: wallet.creditType.get(p.id) ?? 'Adjustment' }]
        : [],
  );
  return {
    kind: 'Paid',
    plan,
    account: part ? row! : null,
    units: part?.kind === 'Rewards' ? part.rewards.balanceUnits : 0,
    earnAccountId: plan.cardMinor > 0 ? (earner?.id ?? null) : null,
    wallet: walletParts,
    company: null,
  };
}

/** Billed to the company: only where it has central billing, and for the whole total (splitPayment). */
async function planCompanyBilling(tx: Tx, userId: string, payment: BookPayment, totalMinor: number): Promise<Payment> {
  const company = await centralBillingOfUser(tx, userId);
  if (!company) {
    return {
      kind: 'Refused',
      answer: invalidPayment('payment.centralBilling', 'Your company does not pay travel by invoice. Choose a card to pay.'),
    };
  }
  const wallet = payment.travelWallet;
  const own = !!payment.paymentMethodId || !!payment.rewards || (wallet?.creditIds.length ?? 0) > 0 || !!wallet?.offerId;
  if (own) {
    const message = `${company.companyName} pays this trip in full: leave out the card, rewards and travel credits.`;
    return { kind: 'Refused', answer: invalidPayment('payment.centralBilling', message) };
  }
  const plan = splitPayment({ totalMinor, offers: [], credits: [], rewards: null, card: null, companyBilling: true });
  if (plan.kind !== 'Plan') return { kind: 'Refused', answer: invalidPayment('payment', 'The payment amounts are not valid.') };
  const { businessId, companyName, billing } = company;
  return {
    kind: 'Paid',
    plan,
    account: null,
    units: 0,
    earnAccountId: null,
    wallet: [],
    company: { businessId, companyName, referencePrefix: billing.referencePrefix, costCenter: payment.costCenter?.trim() || null },
  };
}

class Short extends Error {
  constructor(
    readonly what: 'Rewards' | 'Wallet',
    readonly itemId?: string,
  ) {
    super(`${what} no longer cover the payment`);
  }
}

/**
 * Takes the rewards and the wallet items in one savepoint: if any is short (another booking took
 * it meanwhile), none is taken, and the caller stores the refusal under the key. Each take is one
 * statement that checks and takes, so of two bookings racing for the same miles or credit the
 * second re-reads the row after the first commits and finds too little.
 */
export async function takeFunds(
  tx: Tx,
  userId: string,
  payment: Extract<Payment, { kind: 'Paid' }>,
  now: Date,
): Promise<{ kind: 'Taken' } | { kind: 'Short'; what: Short['what']; itemId?: string }> {
  const { account, units, plan, wallet } = payment;
  const takes = (account && units > 0 ? 1 : 0) + wallet.length;
  if (takes === 0) return { kind: 'Taken' };
  // One take changes nothing when it fails; only a second needs a savepoint to undo the first.
  const within = (work: (t: Tx) => Promise<void>) => (takes > 1 ? tx.transaction(work) : work(tx));
  try {
    await within(async (sp) => {
      if (account && units > 0) {
        const taken = await sp
          .update(rewardsAccounts)
          .set({
            balanceValue: sql`${rewardsAccounts.balanceValue} - ${units}`,
            cashEquivalentMinor: sql`${rewardsAccounts.cashEquivalentMinor} - ${plan.rewardsMinor}`,
          })
          .where(
            and(
              eq(rewardsAccounts.id, account.id),
              gte(rewardsAccounts.balanceValue, units),
              gte(rewardsAccounts.cashEquivalentMinor, plan.rewardsMinor),
            ),
          )
          .returning({ id: rewardsAccounts.id });
        if (!taken.length) throw new Short('Rewards');
      }
      const gone = await takeWalletItems(sp, userId, wallet, now);
      if (gone) throw new Short('Wallet', gone);
    });
    return { kind: 'Taken' };
  } catch (err) {
    if (err instanceof Short) return { kind: 'Short', what: err.what, itemId: err.itemId };
    throw err;
  }
}
