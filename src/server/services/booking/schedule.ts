// Schedules a booking of any product (DESIGN "One booking engine"). One transaction claims the
// Idempotency-Key, checks the re-priced total (protections included) and the payment, holds the
// rewards and travel wallet items (payment.ts), writes the Pending booking, its holds and its
// tracking event, and stores the answer under the key: a retry, or 20 at once, get the first
// answer and never a second booking. The product's adapter prices the request and writes the
// snapshot's own part.
import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, idempotencyKeys, ledgerEntries } from '../../db/schema';
import { ApiFailure } from '../../http/errors';
import { recordWalletHolds } from '../travel-wallet';
import type { BookingAdapter, EngineRequest, Repriced } from './adapter';
import { IdempotencyKeyReused } from './booking.schema';
import { recordBookingEvent } from './events';
import { failed, planPayment, takeFunds, usd, walletGone, type Answer, type Tx } from './payment';
import { BookingSnapshotSchema, type BookingSnapshot } from './snapshot';

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

async function book<R extends EngineRequest>(
  tx: Tx,
  adapter: BookingAdapter<BookingSnapshot['product'], R>,
  userId: string,
  request: R,
  priced: Repriced<BookingSnapshot>,
  now: Date,
): Promise<Answer> {
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
  };
  await tx.insert(bookings).values(row);
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
  await recordBookingEvent(tx, 'booking_scheduled', row, now);
  return { status: 201, body: { bookingId } };
}

const keyReused = () =>
  new ApiFailure(
    422,
    IdempotencyKeyReused,
    'This Idempotency-Key was used for a different booking request. Use a new key for a new attempt.',
  );

/** Schedules the booking; the supplier's answer comes later (poll it). */
export async function scheduleBooking<R extends EngineRequest>(
  db: Db,
  adapter: BookingAdapter<BookingSnapshot['product'], R>,
  userId: string,
  idempotencyKey: string,
  request: R,
  now: Date,
): Promise<{ bookingId: string; replayed: boolean }> {
  const hash = requestHash(adapter.route, request);
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
  const priced = await adapter.price(db, userId, request, now);

  const outcome = await db.transaction(async (tx) => {
    const claim = await claimKey(tx, userId, idempotencyKey, hash, now);
    if (claim === 'Reused') return { kind: 'Reused' as const };
    if (claim !== 'Claimed') return { kind: 'Answer' as const, answer: claim, replayed: true };
    const answer = await book(tx, adapter, userId, request, priced, now);
    await tx
      .update(idempotencyKeys)
      .set({ responseStatus: answer.status, responseBody: answer.body })
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, idempotencyKey)));
    return { kind: 'Answer' as const, answer, replayed: false };
  });
  if (outcome.kind === 'Reused') throw keyReused();
  return { ...deliver(outcome.answer), replayed: outcome.replayed };
}
