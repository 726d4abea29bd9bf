// Schedule a flight booking (SPEC §2 flights/book, issue 8 item 4). One transaction claims the
// Idempotency-Key, checks the re-priced fare and the card, holds the rewards, writes the Pending
// booking and its outbox row, and stores the answer under the key: a retry, or 20 at once, get the
// first answer and never a second booking.
import { createHash, randomUUID } from 'node:crypto';
import { and, eq, gte, sql } from 'drizzle-orm';
import { ErrorCode } from '../../../lib/domain/errors';
import type { Db } from '../../db/client';
import { bookings, idempotencyKeys, ledgerEntries, outbox, paymentMethods, rewardsAccounts } from '../../db/schema';
import { ApiFailure, errorBody, invalid } from '../../http/errors';
import { cashAnswer, checkFlightSearch, localToday } from '../flights';
import { toRewardsAccount } from '../rewards';
import { failureAdvice, IdempotencyKeyReused, type BookingFailureCode, type FlightBookRequest } from './booking.schema';
import { reprice, rewardsUnitsFor, splitPayment, type BookingSnapshot, type Repriced } from './rules';

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
  const { paymentMethodId, rewards } = request.payment;
  if (paymentMethodId) {
    const [card] = await tx
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.id, paymentMethodId), eq(paymentMethods.userId, userId)));
    if (!card) return failed('UserCardNotFound');
  }
  const total = priced.fare.amount.fiat.value;
  const split = splitPayment(total, rewards?.amount ?? 0, paymentMethodId !== undefined);
  if (split.kind === 'Invalid') {
    return {
      status: 422,
      body: errorBody(ErrorCode.ValidationFailed, split.message, { fields: [{ path: split.path, message: split.message }] }),
    };
  }

  const bookingId = randomUUID();
  let hold: { accountId: string; amount: number; cents: number; snapshot: NonNullable<BookingSnapshot['rewards']> } | null = null;
  if (rewards) {
    const [row] = await tx
      .select()
      .from(rewardsAccounts)
      .where(and(eq(rewardsAccounts.userId, userId), eq(rewardsAccounts.accountReferenceId, rewards.accountReferenceId)));
    if (!row || !row.allowRewardsRedemption)
      return failed('RedemptionFailure', undefined, 'These rewards cannot pay for travel. Choose another account or pay by card.');
    const units = rewardsUnitsFor(split.rewardsCents, toRewardsAccount(row));
    // The balance is checked and taken in one statement: of two bookings racing for the same
    // miles, the second re-reads the row after the first commits and finds too few.
    const taken = await tx
      .update(rewardsAccounts)
      .set({
        balanceValue: sql`${rewardsAccounts.balanceValue} - ${units}`,
        cashEquivalentCents: sql`${rewardsAccounts.cashEquivalentCents} - ${split.rewardsCents}`,
      })
      .where(
        and(
          eq(rewardsAccounts.id, row.id),
          gte(rewardsAccounts.balanceValue, units),
          gte(rewardsAccounts.cashEquivalentCents, split.rewardsCents),
        ),
      )
      .returning({ id: rewardsAccounts.id });
    if (!taken.length) return failed('RedemptionFailure');
    hold = {
      accountId: row.id,
      amount: units,
      cents: split.rewardsCents,
      snapshot: { accountReferenceId: row.accountReferenceId, amount: units, currency: row.balanceCurrency },
    };
  }

  const { selection } = request;
  const snapshot: BookingSnapshot = {
    tripType: selection.tripType,
    passengers: selection.passengers,
    itineraryId: selection.itineraryId,
    slices: priced.slices,
    fare: priced.fare,
    travelers: request.travelers,
    contact: request.contact,
    rewards: hold?.snapshot ?? null,
    pricedAt: now.toISOString(),
  };
  await tx.insert(bookings).values({
    id: bookingId,
    userId,
    product: 'Flight',
    status: 'Pending',
    snapshot: snapshot as unknown as Record<string, unknown>,
    totalCents: total,
    cardCents: split.cardCents,
    rewardsCents: split.rewardsCents,
    paymentMethodId: paymentMethodId ?? null,
    rewardsAccountId: hold?.accountId ?? null,
    createdAt: now,
    updatedAt: now,
  });
  if (hold) {
    await tx.insert(ledgerEntries).values({
      accountId: hold.accountId,
      bookingId,
      kind: 'Hold',
      amount: -hold.amount,
      cashEquivalentCents: -hold.cents,
      createdAt: now,
    });
  }
  await tx.insert(outbox).values({ kind: 'BookingScheduled', payload: { bookingId, userId, product: 'Flight' }, createdAt: now });
  return { status: 201, body: { bookingId } };
}

/**
 * Schedules the booking; the supplier's answer comes later (poll it). Checks that need no database
 * (passengers, travelers, the supplier's price) run before the transaction, so it stays short.
 */
export async function scheduleFlightBooking(
  db: Db,
  userId: string,
  idempotencyKey: string,
  request: FlightBookRequest,
  now: Date,
): Promise<{ bookingId: string; replayed: boolean }> {
  const today = localToday(now);
  const { selection } = request;
  checkFlightSearch(selection, today);
  const { ADT, CNN, INF, INS } = selection.passengers;
  if (request.travelers.length !== ADT + CNN + INF + INS) {
    throw invalid('InvalidPassengers', 'travelers', `Add one traveler for each of the ${ADT + CNN + INF + INS} passengers.`);
  }
  const priced = reprice(cashAnswer(selection, today), selection.itineraryId, selection.fareId, request.expectedTotal);
  const hash = requestHash(BOOK_ROUTE, request);

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
  if (outcome.kind === 'Reused') {
    throw new ApiFailure(
      422,
      IdempotencyKeyReused,
      'This Idempotency-Key was used for a different booking request. Use a new key for a new attempt.',
    );
  }
  return { ...deliver(outcome.answer), replayed: outcome.replayed };
}
