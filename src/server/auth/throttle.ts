import { asc, eq, inArray, lt } from 'drizzle-orm';
import { countAttempt, forgiveAttempt, type ThrottlePolicy, type ThrottleState } from '../../lib/domain/shared/throttle';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { throttles } from '../db/schema';

export interface ThrottleKey {
  key: string;
  policy: ThrottlePolicy;
}

export type ThrottleOutcome = { kind: 'Allowed' } | { kind: 'Throttled'; retryAfterMs: number };

/** Keys longer than this are cut: an email or an address cannot grow a row without bound. */
const KEY_MAX = 400;
/** Rows a day quiet are past every window: every so many attempts, they go. */
const STALE_MS = 24 * 60 * 60_000;
const PURGE_EVERY = 500;
const clip = (k: ThrottleKey): ThrottleKey => ({ ...k, key: k.key.slice(0, KEY_MAX) });

/**
 * Throttle counters in the database, so every server process counts the same attempts. The check
 * and the count are one transaction holding the keys' rows locked (in key order, so two requests
 * never wait on each other crosswise): parallel attempts are counted one after another, and the
 * one past the limit is refused however many arrive at once.
 */
export class Throttle {
  private attempts = 0;
  constructor(
    private readonly db: Db,
    private readonly now: Clock,
  ) {}

  /** Counts one attempt against every key, or, when any key must wait, counts none and says how long. */
  async attempt(keys: ThrottleKey[]): Promise<ThrottleOutcome> {
    const wanted = keys.map(clip);
    const now = this.now();
    if (++this.attempts % PURGE_EVERY === 0)
      await this.db.delete(throttles).where(lt(throttles.lastAt, new Date(now.getTime() - STALE_MS)));
    return this.db.transaction(async (tx) => {
      const rows = await this.lock(tx, wanted, now);
      const decisions = wanted.map((k) => ({ k, d: countAttempt(rows.get(k.key) ?? null, now, k.policy) }));
      const waits = decisions.flatMap(({ d }) => (d.kind === 'Throttled' ? [d.retryAfterMs] : []));
      if (waits.length > 0) return { kind: 'Throttled', retryAfterMs: Math.max(...waits) };
      for (const { k, d } of decisions) if (d.kind === 'Allowed') await this.write(tx, k.key, d.next);
      return { kind: 'Allowed' };
    });
  }

  /** Takes back the attempt `attempt` counted on these keys (the sign-in succeeded). */
  async forgive(keys: ThrottleKey[]): Promise<void> {
    const wanted = keys.map(clip);
    await this.db.transaction(async (tx) => {
      const rows = await this.lock(tx, wanted, this.now());
      for (const k of wanted) {
        const row = rows.get(k.key);
        if (row) await this.write(tx, k.key, forgiveAttempt(row, k.policy));
      }
    });
  }

  /** Forgets every count of these keys (a success clears the account's failures). */
  async reset(keys: string[]): Promise<void> {
    if (keys.length > 0)
      await this.db.delete(throttles).where(
        inArray(
          throttles.key,
          keys.map((k) => k.slice(0, KEY_MAX)),
        ),
      );
  }

  private async lock(tx: Parameters<Parameters<Db['transaction']>[0]>[0], keys: ThrottleKey[], now: Date) {
    const names = [...new Set(keys.map((k) => k.key))].sort();
    // A row must exist to be locked; an empty one (count 0) counts as a fresh window.
    await tx
      .insert(throttles)
      .values(names.map((key) => ({ key, count: 0, firstAt: now, lastAt: now })))
      .onConflictDoNothing();
    const rows = await tx.select().from(throttles).where(inArray(throttles.key, names)).orderBy(asc(throttles.key)).for('update');
    return new Map<string, ThrottleState>(rows.map((r) => [r.key, r]));
  }

  private async write(tx: Parameters<Parameters<Db['transaction']>[0]>[0], key: string, state: ThrottleState) {
    await tx
      .update(throttles)
      .set({ count: state.count, firstAt: state.firstAt, lastAt: state.lastAt, blockedUntil: state.blockedUntil })
      .where(eq(throttles.key, key));
  }
}
