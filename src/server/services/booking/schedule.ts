// Schedule a flight booking (SPEC §2 flights/book, issue 8 item 4). One transaction claims the
// Idempotency-Key, checks the re-priced fare (protections included) and the payment, holds the
// rewards, writes the Pending booking and its outbox row, and stores the answer under the key: a
// retry, or 20 at once, get the first answer and never a second booking.
import { createHash, randomUUID } from 'node:crypto';
import { and, eq, gte, sql } from 'drizzle-orm';
import { ErrorCode } from '../../../lib/domain/errors';
import type { Db } from '../../db/client';
import { redeemableMinor, splitPayment, type PaymentPlan, type WalletItem } from '../../../lib/domain/checkout-payment';
import { selectRewardsAccount } from '../../../lib/domain/rewards';
import { chooseWalletItems, type TravelCreditType } from '../../../lib/domain/travel-wallet';
import type { WalletPaymentPart } from '../../../lib/domain/travel-wallet.schema';
import { bookings, idempotencyKeys, ledgerEntries, outbox, paymentMethods, rewardsAccounts, type BookingProtection } from '../../db/schema';
import { ApiFailure, errorBody } from '../../http/errors';
import { cashAnswer, checkFlightSearch, localToday } from '../flights';
import { toRewardsAccount } from '../rewards';
import { recordWalletHolds, takeWalletItems, toWallet, walletRows } from '../travel-wallet';
import { failureAdvice, IdempotencyKeyReused, type BookingFailureCode, type Breakdown, type FlightBookRequest } from './booking.schema';
import { checkedTravelers } from './passengers';
import { breakdownOf, chooseProtections, findFare, offersFor, protectionLabels, requirementsOf } from './pricing';
import type { BookingSnapshot } from './rules';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const BOOK_ROUTE = 'POST /v0/flights/book';
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** A stored answer: what the first request with this key got. */
type Answer = { status: 201 | 422; body: Record<string, unknown> };

const failed = (code: BookingFailureCode, details?: unknown, message = failureAdvice[code].message): Answer => ({
  status: 422,
  body: errorBody(code, message, { nextAction: failureAdvice[code].nextAction, ...(details as object | undefined) }),
});

export function requestHash(route: string, body: unknown): string {
  return createHash('sha256')
    .update(`${route}\n${JSON.stringify(body)}`)
    .digest('hex');
}

/** The answer as the route sends it: a booking id, or the stored failure thrown in the one error shape. */
function deliver(answer: Answer): { bookingId: string } {
  if (answer.status === 201) return { bookingId: String(answer.body.bookingId) };
  const { code, message, details } = (answer.body as { error: { code: string; message: string; details?: unknown } }).error;
  throw new ApiFailure(answer.status, code, message, details);
}

/**
 * Claims the key for this transaction. The insert waits on a concurrent claim of the same key and
 * does nothing once that one commits, so exactly one request goes on; the others read its answer.
 */
async function claimKey(tx: Tx, userId: string, key: string, hash: string, now: Date): Promise<Answer | 'Claimed' | 'Reused'> {
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ userId, key, requestHash: hash, responseStatus: 0, responseBody: {}, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length) return 'Claimed';
  const [first] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  if (!first || first.requestHash !== hash) return 'Reused';
  return { status: first.responseStatus as Answer['status'], body: first.responseBody };
}

/** The booking as priced now, or why it cannot be booked at this price. */
type Repriced =
  | {
      kind: 'Priced';
      slices: BookingSnapshot['slices'];
      fare: BookingSnapshot['fare'];
      travelers: BookingSnapshot['travelers'];
      protections: BookingProtection[];
      breakdown: Breakdown;
    }
  | { kind: 'NoAvailability' }
  | { kind: 'OfferInvalid'; oldTotal: number; newTotal: number };

type AccountRow = typeof rewardsAccounts.$inferSelect;
type Payment =
  | {
      kind: 'Paid';
      plan: Extract<PaymentPlan, { kind: 'Plan' }>;
      account: AccountRow | null;
      units: number;
      earnAccountId: string | null;
      wallet: WalletPaymentPart[];
    }
  | { kind: 'Refused'; answer: Answer };

const walletGone = 'A travel credit or offer you chose has been used or has expired. Choose again from your travel wallet.';

/** The wallet choice as payment parts (offers, then credits, as splitPayment applies them), or why not. */
async function planWallet(
  tx: Tx,
  userId: string,
  request: FlightBookRequest,
  totalCents: number,
  now: Date,
): Promise<{ kind: 'Chosen'; offers: WalletItem[]; credits: WalletItem[]; creditType: Map<string, TravelCreditType> } | Refused> {
  const choice = request.payment.travelWallet;
  if (!choice || (!choice.creditIds.length && !choice.offerId)) return { kind: 'Chosen', offers: [], credits: [], creditType: new Map() };
  const wallet = toWallet(await walletRows(tx, userId), now);
  const chosen = chooseWalletItems(wallet, choice, { product: 'Flight', totalMinor: totalCents, now });
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
          ? `This offer applies to trips of ${usd.format(e.minimumSpendMinor / 100)} or more.`
          : e.reason === 'ProductNotCovered'
            ? 'This offer does not apply to flights.'
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
async function planPayment(tx: Tx, userId: string, request: FlightBookRequest, totalCents: number, now: Date): Promise<Payment> {
  const { paymentMethodId, rewards } = request.payment;
  const refuse = (answer: Answer): Payment => ({ kind: 'Refused', answer });
  const wallet = await planWallet(tx, userId, request, totalCents, now);
  if (wallet.kind === 'Refused') return wallet;
  const sum = (items: WalletItem[]) => items.reduce((n, w) => n + w.amountMinor, 0);
  const afterWallet = Math.max(0, totalCents - sum(wallet.offers) - sum(wallet.credits));
  const [card] = paymentMethodId
    ? await tx
        .select({ id: paymentMethods.id, accountReferenceId: paymentMethods.accountReferenceId })
        .from(paymentMethods)
        .where(and(eq(paymentMethods.id, paymentMethodId), eq(paymentMethods.userId, userId)))
    : [];
  if (paymentMethodId && !card) return refuse(failed('UserCardNotFound'));
  if (rewards && rewards.amount > afterWallet) {
    const most = afterWallet < totalCents ? 'what is left after your travel credits and offers' : 'the trip total';
    return refuse(invalidPayment('payment.rewards.amount', `Rewards can pay at most ${most}.`));
  }
  const rows = await tx.select().from(rewardsAccounts).where(eq(rewardsAccounts.userId, userId));
  const row = rewards ? rows.find((r) => r.accountReferenceId === rewards.accountReferenceId) : undefined;
  const cannotPay = 'These rewards cannot pay for travel. Choose another account or pay by card.';
  if (rewards && (!row || !row.allowRewardsRedemption)) return refuse(failed('RedemptionFailure', undefined, cannotPay));
  const account = row ? toRewardsAccount(row) : null;
  if (rewards && account && rewards.amount > redeemableMinor(account)) return refuse(failed('RedemptionFailure'));
  const plan = splitPayment({
    totalMinor: totalCents,
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
          { minimumCents: plan.minimumMinor },
          `Rewards can pay once the balance is worth at least ${usd.format(plan.minimumMinor / 100)}. Pay by card instead.`,
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
      ? [{ kind: p.kind, id: p.id, amountCents: p.amountMinor }]
      : p.kind === 'TravelWalletCredit'
        ? [{ kind: p.kind, id: p.id, amountCents: p.amountMinor, creditType: wallet.creditType.get(p.id) ?? 'Adjustment' }]
        : [],
  );
  return {
    kind: 'Paid',
    plan,
    account: part ? row! : null,
    units: part?.kind === 'Rewards' ? part.rewards.balanceUnits : 0,
    earnAccountId: plan.cardMinor > 0 ? (earner?.id ?? null) : null,
    wallet: walletParts,
  };
}

class Short extends Error {
  constructor(readonly what: 'Rewards' | 'Wallet') {
    super(`${what} no longer cover the payment`);
  }
}

/**
 * Takes the rewards and the wallet items in one savepoint: if any is short (another booking took
 * it meanwhile), none is taken, and the caller stores the refusal under the key. Each take is one
 * statement that checks and takes, so of two bookings racing for the same miles or credit the
 * second re-reads the row after the first commits and finds too little.
 */
async function takeFunds(tx: Tx, userId: string, payment: Extract<Payment, { kind: 'Paid' }>, now: Date): Promise<'Taken' | Short['what']> {
  const { account, units, plan, wallet } = payment;
  try {
    await tx.transaction(async (sp) => {
      if (account && units > 0) {
        const taken = await sp
          .update(rewardsAccounts)
          .set({
            balanceValue: sql`${rewardsAccounts.balanceValue} - ${units}`,
            cashEquivalentCents: sql`${rewardsAccounts.cashEquivalentCents} - ${plan.rewardsMinor}`,
          })
          .where(
            and(
              eq(rewardsAccounts.id, account.id),
              gte(rewardsAccounts.balanceValue, units),
              gte(rewardsAccounts.cashEquivalentCents, plan.rewardsMinor),
            ),
          )
          .returning({ id: rewardsAccounts.id });
        if (!taken.length) throw new Short('Rewards');
      }
      if (!(await takeWalletItems(sp, userId, wallet, now))) throw new Short('Wallet');
    });
    return 'Taken';
  } catch (err) {
    if (err instanceof Short) return err.what;
    throw err;
  }
}

async function book(tx: Tx, userId: string, request: FlightBookRequest, priced: Repriced, now: Date): Promise<Answer> {
  if (priced.kind === 'NoAvailability') return failed('NoAvailability');
  if (priced.kind === 'OfferInvalid') {
    const { oldTotal, newTotal } = priced;
    return failed(
      'OfferInvalid',
      { oldTotal, newTotal },
      `The price changed from ${usd.format(oldTotal / 100)} to ${usd.format(newTotal / 100)}. Confirm the new price to book.`,
    );
  }
  const total = priced.breakdown.totalCents;
  const payment = await planPayment(tx, userId, request, total, now);
  if (payment.kind === 'Refused') return payment.answer;
  const { plan, account, units, wallet } = payment;

  const bookingId = randomUUID();
  const short = await takeFunds(tx, userId, payment, now);
  if (short === 'Rewards') return failed('RedemptionFailure');
  if (short === 'Wallet') return failed('RedemptionFailure', undefined, walletGone);
  const held = account && units > 0 ? account : null;

  const { selection } = request;
  const snapshot: BookingSnapshot = {
    tripType: selection.tripType,
    passengers: selection.passengers,
    itineraryId: selection.itineraryId,
    slices: priced.slices,
    fare: priced.fare,
    travelers: priced.travelers,
    contact: request.contact,
    rewards: held ? { accountReferenceId: held.accountReferenceId, amount: units, currency: held.balanceCurrency } : null,
    pricedAt: now.toISOString(),
  };
  await tx.insert(bookings).values({
    id: bookingId,
    userId,
    product: 'Flight',
    status: 'Pending',
    snapshot: snapshot as unknown as Record<string, unknown>,
    totalCents: total,
    cardCents: plan.cardMinor,
    rewardsCents: plan.rewardsMinor,
    paymentMethodId: plan.cardMinor > 0 ? (request.payment.paymentMethodId ?? null) : null,
    rewardsAccountId: held?.id ?? null,
    protections: priced.protections,
    breakdown: priced.breakdown,
    earnAccountId: payment.earnAccountId,
    walletCents: plan.walletMinor,
    walletParts: wallet,
    locale: request.locale ?? 'en',
    createdAt: now,
    updatedAt: now,
  });
  if (held) {
    await tx.insert(ledgerEntries).values({
      accountId: held.id,
      bookingId,
      kind: 'Hold',
      amount: -units,
      cashEquivalentCents: -plan.rewardsMinor,
      createdAt: now,
    });
  }
  await recordWalletHolds(tx, bookingId, wallet, now);
  await tx.insert(outbox).values({ kind: 'BookingScheduled', payload: { bookingId, userId, product: 'Flight' }, createdAt: now });
  return { status: 201, body: { bookingId } };
}

/**
 * Re-prices the selection with the protections chosen and checks the travelers. What needs no
 * write runs here, before the transaction, so it stays short; a problem the traveler fixes in the
 * form (passengers, a protection no longer offered) is thrown, not stored under the key, so the
 * same attempt can go on once it is fixed.
 */
async function priceBooking(db: Db, userId: string, request: FlightBookRequest, now: Date): Promise<Repriced> {
  const today = localToday(now);
  const { selection } = request;
  checkFlightSearch(selection, today);
  const found = findFare(cashAnswer(selection, today), selection.itineraryId, selection.fareId);
  if (found.kind === 'NoAvailability') return found;
  const travelersNow = await checkedTravelers(db, userId, request, requirementsOf(found.slices));
  const chosen = chooseProtections(offersFor(found.slices, found.fare, selection.passengers, now), request.protections);
  if (chosen.kind === 'NotOffered') {
    const { product, reason } = chosen;
    throw new ApiFailure(422, 'ProtectionNotOffered', `${protectionLabels[product]} is not offered for this trip now.`, {
      product,
      reason,
      nextAction: failureAdvice.ProtectionNotOffered.nextAction,
    });
  }
  const breakdown = breakdownOf(found.fare, chosen.protections);
  if (breakdown.totalCents !== request.expectedTotal) {
    return { kind: 'OfferInvalid', oldTotal: request.expectedTotal, newTotal: breakdown.totalCents };
  }
  return { kind: 'Priced', slices: found.slices, fare: found.fare, travelers: travelersNow, protections: chosen.protections, breakdown };
}

const keyReused = () =>
  new ApiFailure(
    422,
    IdempotencyKeyReused,
    'This Idempotency-Key was used for a different booking request. Use a new key for a new attempt.',
  );

/** Schedules the booking; the supplier's answer comes later (poll it). */
export async function scheduleFlightBooking(
  db: Db,
  userId: string,
  idempotencyKey: string,
  request: FlightBookRequest,
  now: Date,
): Promise<{ bookingId: string; replayed: boolean }> {
  const hash = requestHash(BOOK_ROUTE, request);
  // A retry of an answered attempt is replayed before anything is re-checked: travelers edited or
  // a departure come closer since must not turn the first answer into another one.
  const [first] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, idempotencyKey)));
  if (first && first.responseStatus !== 0) {
    if (first.requestHash !== hash) throw keyReused();
    return { ...deliver({ status: first.responseStatus as Answer['status'], body: first.responseBody }), replayed: true };
  }
  const priced = await priceBooking(db, userId, request, now);

  const outcome = await db.transaction(async (tx) => {
    const claim = await claimKey(tx, userId, idempotencyKey, hash, now);
    if (claim === 'Reused') return { kind: 'Reused' as const };
    if (claim !== 'Claimed') return { kind: 'Answer' as const, answer: claim, replayed: true };
    const answer = await book(tx, userId, request, priced, now);
    await tx
      .update(idempotencyKeys)
      .set({ responseStatus: answer.status, responseBody: answer.body })
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, idempotencyKey)));
    return { kind: 'Answer' as const, answer, replayed: false };
  });
  if (outcome.kind === 'Reused') throw keyReused();
  return { ...deliver(outcome.answer), replayed: outcome.replayed };
}
