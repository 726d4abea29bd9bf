// SPEC §3/§4/§7 saved payment methods. The portal stores the vault's token, brand, last four and
// expiry; the card number and CVV stay in the vault (PCI DSS).
import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { Logger } from 'pino';
import { ErrorCode } from '../../lib/domain/shared/errors';
import { checkCardForAccount, VERIFY_WINDOW_MS, verifyRateLimit, type MatchableAccount } from '../../lib/domain/profile/payment-methods';
import type { PaymentMethod, PaymentVerifyResult, VerifyPaymentBody } from '../../lib/domain/profile/payment-methods.schema';
import type { Db } from '../db/client';
import { paymentMethods, paymentVerifyAttempts, users } from '../db/schema';
import { ApiFailure, invalid } from '../http/errors';
import type { PaymentVault, VaultCardDescription, VaultVerification } from '../vault/provider';

type Row = typeof paymentMethods.$inferSelect;

export function toPaymentMethod(r: Row): PaymentMethod {
  return {
    id: r.id,
    brand: r.brand as PaymentMethod['brand'],
    lastFour: r.lastFour,
    expMonth: r.expMonth,
    expYear: r.expYear,
    accountReferenceId: r.accountReferenceId,
    isVirtualCard: r.isVirtualCard,
    createdAt: r.createdAt.toISOString(),
  };
}

/** SPEC §7 `PUT /paymentMethods/list`: the caller's cards, newest first. */
export async function listPaymentMethods(db: Db, userId: string): Promise<PaymentMethod[]> {
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, userId))
    .orderBy(desc(paymentMethods.createdAt), desc(paymentMethods.id));
  return rows.map(toPaymentMethod);
}

const notYourPaymentMethod = () =>
  new ApiFailure(404, ErrorCode.NotFound, 'You have no payment method with that id. Reload your payment methods and try again.');

/**
 * SPEC §7 `POST /paymentMethods/delete`: only the caller's own card. The vault forgets the card
 * first, so a failure there leaves the row for a retry rather than a card nobody can redact.
 */
export async function deletePaymentMethod(db: Db, vault: PaymentVault, userId: string, paymentId: string): Promise<void> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, paymentId), eq(paymentMethods.userId, userId)));
  if (!row) throw notYourPaymentMethod();
  await vault.redact(row.token);
  await db.delete(paymentMethods).where(and(eq(paymentMethods.id, row.id), eq(paymentMethods.userId, userId)));
}

export interface VerifyDeps {
  db: Db;
  vault: PaymentVault;
  logger: Logger;
  now: () => Date;
  /** The accounts a card of this user may belong to: their rewards accounts, then their company's card. */
  cardAccounts(userId: string): Promise<MatchableAccount[]>;
  /** SPEC §4: outside production the test card endings map to the first account. */
  testCards: boolean;
}

export type VerifyAnswer = { result: PaymentVerifyResult; retryAt?: Date };

/** What each attempt came to, kept beside it; the rate limit counts all but the refused ones. */
type AttemptResult = 'Pending' | PaymentVerifyResult['PaymentVerifyResult'] | 'NotFound' | 'CardNotForAccount' | 'Failed';
const REFUSED = 'ExcessiveUserActivity' satisfies AttemptResult;

/**
 * Records the attempt and decides the rate limit in one transaction, with the user's row locked,
 * so parallel requests cannot all slip under the limit.
 */
async function startAttempt(db: Db, userId: string, now: Date) {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const earlier = await tx
      .select({ at: paymentVerifyAttempts.at })
      .from(paymentVerifyAttempts)
      .where(
        and(
          eq(paymentVerifyAttempts.userId, userId),
          gt(paymentVerifyAttempts.at, new Date(now.getTime() - VERIFY_WINDOW_MS)),
          ne(paymentVerifyAttempts.result, REFUSED),
        ),
      );
    const limit = verifyRateLimit(
      earlier.map((r) => r.at),
      now,
    );
    const result: AttemptResult = limit.kind === 'Limited' ? REFUSED : 'Pending';
    const [attempt] = await tx
      .insert(paymentVerifyAttempts)
      .values({ userId, result, at: now })
      .returning({ id: paymentVerifyAttempts.id });
    return { attemptId: attempt!.id, limit };
  });
}

/**
 * SPEC §4/§7 `POST /paymentMethods/verify`. Answers a PaymentVerifyResult, or throws 404 (a token
 * or account that is not the caller's; nothing changes) or 422 (the card is not the account's).
 */
export async function verifyPaymentMethod(d: VerifyDeps, userId: string, body: VerifyPaymentBody): Promise<VerifyAnswer> {
  const { attemptId, limit } = await startAttempt(d.db, userId, d.now());
  if (limit.kind === 'Limited') return { result: { PaymentVerifyResult: 'ExcessiveUserActivity' }, retryAt: limit.retryAt };
  let outcome: AttemptResult = 'Failed';
  try {
    const answer = await decide(d, userId, body);
    outcome = answer.PaymentVerifyResult;
    return { result: answer };
  } catch (err) {
    if (err instanceof ApiFailure) outcome = err.status === 404 ? 'NotFound' : 'CardNotForAccount';
    throw err;
  } finally {
    await d.db.update(paymentVerifyAttempts).set({ result: outcome }).where(eq(paymentVerifyAttempts.id, attemptId));
  }
}

const generic: PaymentVerifyResult = { PaymentVerifyResult: 'GenericError' };
const unknownCard = () =>
  new ApiFailure(404, ErrorCode.NotFound, 'We could not find that card. Add it again through the card form.', {
    fields: [{ path: 'token', message: 'Add the card again through the card form.' }],
  });

async function decide(d: VerifyDeps, userId: string, body: VerifyPaymentBody): Promise<PaymentVerifyResult> {
  const card = await vaultCall(d.logger, 'describe', () => d.vault.describe(body.token));
  if (card === 'failed' || card === null) return generic;

  const saved = await savedByToken(d.db, card.token);
  if (saved) {
    // Saving the same card twice answers the first save; another user's token is not ours to tell about.
    if (saved.userId === userId) return { PaymentVerifyResult: 'Success', paymentMethod: toPaymentMethod(saved) };
    throw unknownCard();
  }

  const accounts = await d.cardAccounts(userId);
  const check = checkCardForAccount(accounts, body, card.lastFour, { testCards: d.testCards });
  if (check.kind === 'UnknownAccount') {
    throw new ApiFailure(404, ErrorCode.NotFound, 'None of your rewards accounts has that reference. Reload the page and try again.', {
      fields: [{ path: 'accountReferenceId', message: 'Choose one of your rewards accounts.' }],
    });
  }
  if (check.kind === 'OtherCard') {
    throw invalid(
      ErrorCode.ValidationFailed,
      'accountReferenceId',
      `The card ending in ${card.lastFour} is not a card of that rewards account. Add a card issued for one of your rewards accounts.`,
    );
  }

  const verification = await vaultCall(d.logger, 'verify', () => d.vault.verify(card.token));
  if (verification === 'failed') return generic;
  if (verification.kind === 'Declined') return { PaymentVerifyResult: 'CardDeclined' };
  if (verification.kind !== 'Approved') return generic;
  // Claimed before it is saved: a token the vault let expire would leave a card that cannot pay.
  if ((await vaultCall(d.logger, 'claim', () => d.vault.claim(card.token))) !== true) return generic;
  return save(d.db, userId, card, body.accountReferenceId, check.isVirtualCard, d.now());
}

async function savedByToken(db: Db, token: string): Promise<Row | undefined> {
  const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.token, token));
  return row;
}

/** A parallel verify of the same token may have saved it first: then that save answers. */
async function save(
  db: Db,
  userId: string,
  card: VaultCardDescription,
  accountReferenceId: string,
  isVirtualCard: boolean,
  now: Date,
): Promise<PaymentVerifyResult> {
  const [row] = await db
    .insert(paymentMethods)
    .values({
      userId,
      token: card.token,
      brand: card.brand,
      lastFour: card.lastFour,
      expMonth: card.expMonth,
      expYear: card.expYear,
      accountReferenceId,
      isVirtualCard,
      createdAt: now,
    })
    .onConflictDoNothing({ target: paymentMethods.token })
    .returning();
  const stored = row ?? (await savedByToken(db, card.token));
  if (!stored || stored.userId !== userId) throw unknownCard();
  return { PaymentVerifyResult: 'Success', paymentMethod: toPaymentMethod(stored) };
}

/** A vault that is down is a GenericError for the user, and an error line (without the token) for us. */
async function vaultCall<T extends VaultCardDescription | null | VaultVerification | boolean>(
  logger: Logger,
  op: 'describe' | 'verify' | 'claim',
  call: () => Promise<T>,
): Promise<T | 'failed'> {
  try {
    return await call();
  } catch (err) {
    logger.error({ op, error: err instanceof Error ? err.name : 'unknown' }, 'payment vault call failed');
    return 'failed';
  }
}
