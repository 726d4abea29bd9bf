// Schedules a booking of any product (DESIGN "One booking engine"). One transaction claims the
// Idempotency-Key, checks the re-priced total (protections included) and the payment, holds the
// rewards and travel wallet items (payment.ts), writes the Pending booking, its holds and its
// tracking event, and stores the answer under the key: a retry, or 20 at once, get the first
// answer and never a second booking. The product's adapter prices the request and writes the
// snapshot's own part.
import { randomUUID } from 'node:crypto';
import type { BookingFailureCode } from '../../../lib/domain/booking/booking.schema';
import type { Db } from '../../db/client';
import { bookings, ledgerEntries, outbox } from '../../db/schema';
import { billingReference } from '../../../lib/domain/corporate/central-billing';
import { APPROVAL_WINDOW_MS, approvalRequired } from '../../../lib/domain/corporate/approvals';
import { recordWalletHolds } from '../travel-wallet';
import { policyTierOfUser } from '../corporate';
import { invalid } from '../../http/errors';
import { ErrorCode } from '../../../lib/domain/shared/errors';
import type { BookingPolicy, PolicyVerdict } from '../../../lib/domain/corporate/policy.schema';
import type { BookingAdapter, EngineRequest, Repriced } from './adapter';
import { recordBookingEvent } from './events';
import { idempotent } from './idempotency';
import { failed, planPayment, takeFunds, usd, walletGone, type Answer, type Tx } from './payment';
import { BookingSnapshotSchema, type BookingSnapshot } from './snapshot';

async function book<R extends EngineRequest>(
  tx: Tx,
  adapter: BookingAdapter<BookingSnapshot['product'], R>,
  userId: string,
  request: R,
  priced: Repriced<BookingSnapshot>,
  policy: PolicyCheck,
  now: Date,
): Promise<Answer> {
  const own = (code: BookingFailureCode) => failed(code, undefined, adapter.failureMessages?.[code]);
  if (priced.kind === 'NoAvailability') return own('NoAvailability');
  if (priced.kind === 'Unavailable') return own(priced.code);
  if (priced.kind === 'OfferInvalid') {
    const { oldTotal, newTotal } = priced;
    return failed(
      'OfferInvalid',
      { oldTotal, newTotal },
      `The price changed from ${usd(oldTotal)} to ${usd(newTotal)}. Confirm the new price to book.`,
    );
  }
  const gone = adapter.claim ? await adapter.claim(tx, priced.details) : null;
  if (gone) return own(gone);
  const total = priced.breakdown.totalMinor;
  const payment = await planPayment(tx, userId, request.payment, total, now, adapter.walletProduct);
  if (payment.kind === 'Refused') return payment.answer;
  const { plan, account, units, wallet } = payment;

  const bookingId = randomUUID();
  const taken = await takeFunds(tx, userId, payment, now);
  if (taken.kind === 'Short' && taken.what === 'Rewards') return failed('RedemptionFailure');
  if (taken.kind === 'Short') return failed('RedemptionFailure', { itemId: taken.itemId }, walletGone);
  const held = account && units > 0 ? account : null;

  // Checked as it is written: a snapshot that would not read back is never stored.
  const snapshot = BookingSnapshotSchema.parse({
    ...priced.details,
    product: adapter.product,
    rewards: held ? { accountReferenceId: held.accountReferenceId, amount: units, currency: held.balanceCurrency } : null,
    pricedAt: now.toISOString(),
  });
  const row = {
    id: bookingId,
    userId,
    product: adapter.product,
    status: 'Pending' as const,
    snapshot,
    totalMinor: total,
    cardMinor: plan.cardMinor,
    rewardsMinor: plan.rewardsMinor,
    paymentMethodId: plan.cardMinor > 0 && !payment.company ? (request.payment.paymentMethodId ?? null) : null,
    companyBilling: payment.company
      ? {
          businessId: payment.company.businessId,
          companyName: payment.company.companyName,
          reference: billingReference(payment.company.referencePrefix, bookingId),
          costCenter: payment.company.costCenter,
        }
      : null,
    rewardsAccountId: held?.id ?? null,
    protections: priced.protections,
    breakdown: priced.breakdown,
    earnAccountId: payment.earnAccountId,
    walletMinor: plan.walletMinor,
    walletParts: wallet,
    locale: request.locale ?? 'en',
    policy: policyRecord(policy.verdict, request),
    // Out of policy under a tier that requires approval: held (holds kept) until an administrator decides.
    approval: policy.approvalBy
      ? {
          state: 'Requested' as const,
          expiresAt: new Date(now.getTime() + APPROVAL_WINDOW_MS).toISOString(),
          decidedAt: null,
          comment: null,
          businessId: policy.approvalBy,
          decidedBy: null,
        }
      : null,
    supplierAskedAt: policy.approvalBy ? null : now,
    createdAt: now,
    updatedAt: now,
  };
  await tx.insert(bookings).values(row);
  if (held) {
    await tx.insert(ledgerEntries).values({
      accountId: held.id,
      bookingId,
      kind: 'Hold',
      amount: -units,
      cashEquivalentMinor: -plan.rewardsMinor,
      createdAt: now,
    });
  }
  await recordWalletHolds(tx, bookingId, wallet, now);
  await recordBookingEvent(tx, 'booking_scheduled', row, now);
  if (row.approval) await tx.insert(outbox).values({ kind: 'ApprovalRequested', payload: { bookingId, userId }, createdAt: now });
  return { status: 201, body: { bookingId } };
}

const NO_POLICY: PolicyVerdict = { kind: 'NoPolicy' };

/** The verdict, and the company whose travel administrators must approve the booking (null: none needed). */
interface PolicyCheck {
  verdict: PolicyVerdict;
  approvalBy: string | null;
}

/**
 * The priced choice against the traveler's tier, as the results marked it. Out of policy without a
 * reason is the traveler's to fix in the form, so it is thrown, not stored under the key.
 */
async function checkPolicy<R extends EngineRequest>(
  db: Db,
  adapter: BookingAdapter<BookingSnapshot['product'], R>,
  userId: string,
  request: R,
  priced: Repriced<BookingSnapshot>,
): Promise<PolicyCheck> {
  if (priced.kind !== 'Priced' || !adapter.policyVerdict) return { verdict: NO_POLICY, approvalBy: null };
  const tier = await policyTierOfUser(db, userId);
  const verdict = tier ? adapter.policyVerdict(tier.tier, priced.details, priced.breakdown) : NO_POLICY;
  if (verdict.kind === 'OutOfPolicy' && !request.policyReason) {
    throw invalid(
      ErrorCode.ValidationFailed,
      'policyReason.code',
      'This choice is outside your travel policy. Choose why you need it, or change your selection.',
    );
  }
  return { verdict, approvalBy: tier && approvalRequired(tier.tier, verdict) ? tier.businessId : null };
}

/** A reason given for an in-policy choice is not kept: there was nothing to explain. */
function policyRecord(verdict: PolicyVerdict, request: EngineRequest): BookingPolicy | null {
  if (verdict.kind === 'NoPolicy') return null;
  return { verdict, reason: verdict.kind === 'OutOfPolicy' ? (request.policyReason ?? null) : null };
}

/** Schedules the booking; the supplier's answer comes later (poll it). */
export async function scheduleBooking<R extends EngineRequest>(
  db: Db,
  adapter: BookingAdapter<BookingSnapshot['product'], R>,
  userId: string,
  idempotencyKey: string,
  request: R,
  now: Date,
): Promise<{ bookingId: string; replayed: boolean }> {
  const { body, replayed } = await idempotent(
    db,
    { userId, key: idempotencyKey, route: adapter.route, body: request, now },
    async () => {
      const priced = await adapter.price(db, userId, request, now);
      return { priced, policy: await checkPolicy(db, adapter, userId, request, priced) };
    },
    (tx, { priced, policy }) => book(tx, adapter, userId, request, priced, policy, now),
  );
  return { bookingId: String(body.bookingId), replayed };
}
