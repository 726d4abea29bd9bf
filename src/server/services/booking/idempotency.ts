// Idempotency-Key for every state-changing call of the engine (book, cancel): the first answer under
// a key is stored in the transaction that made it and replayed to every retry with the same body.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { IdempotencyKeyReused } from '../../../lib/domain/booking/booking.schema';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import { ApiFailure } from '../../http/errors';
import type { Answer, Tx } from './payment';

export function requestHash(route: string, body: unknown): string {
  return createHash('sha256')
    .update(`${route}\n${JSON.stringify(body)}`)
    .digest('hex');
}

/** A stored answer as the route sends it: the success body, or the stored failure thrown in the one error shape. */
export function deliver(answer: Answer): Record<string, unknown> {
  if (answer.status < 300) return answer.body;
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

const keyReused = () =>
  new ApiFailure(422, IdempotencyKeyReused, 'This Idempotency-Key was used for a different request. Use a new key for a new attempt.');

/**
 * Runs `work` once per key: a retry of an answered attempt is replayed before anything is checked
 * again (travelers edited or a departure come closer since must not turn the first answer into
 * another one); `prepare` runs outside the transaction, so the transaction stays short.
 */
export async function idempotent<P>(
  db: Db,
  call: { userId: string; key: string; route: string; body: unknown; now: Date },
  prepare: () => Promise<P>,
  work: (tx: Tx, prepared: P) => Promise<Answer>,
): Promise<{ body: Record<string, unknown>; replayed: boolean }> {
  const { userId, key, now } = call;
  const hash = requestHash(call.route, call.body);
  const [first] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  if (first && first.responseStatus !== 0) {
    if (first.requestHash !== hash) throw keyReused();
    return { body: deliver({ status: first.responseStatus as Answer['status'], body: first.responseBody }), replayed: true };
  }
  const prepared = await prepare();
  const outcome = await db.transaction(async (tx) => {
    const claim = await claimKey(tx, userId, key, hash, now);
    if (claim === 'Reused') return { kind: 'Reused' as const };
    if (claim !== 'Claimed') return { kind: 'Answer' as const, answer: claim, replayed: true };
    const answer = await work(tx, prepared);
    await tx
      .update(idempotencyKeys)
      .set({ responseStatus: answer.status, responseBody: answer.body })
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    return { kind: 'Answer' as const, answer, replayed: false };
  });
  if (outcome.kind === 'Reused') throw keyReused();
  return { body: deliver(outcome.answer), replayed: outcome.replayed };
}
