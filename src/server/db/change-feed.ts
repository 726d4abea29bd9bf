import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from './types';

/**
 * Tells every server process sharing the database that a row it may hold in
 * memory has changed. In-memory caches (sessions) stay on only while the feed
 * is live: a process that may miss a message must not trust what it cached.
 */
export interface ChangeFeed {
  /** True while every change published anywhere reaches this process. */
  isLive(): boolean;
  /** Resolves once the change has gone out to every listening process. */
  publish(key: string): Promise<void>;
  /** Lets changes already on their way in be heard before a cached value is trusted. */
  settle(): Promise<void>;
  /** `lost` runs when the feed stops being live (messages may have been missed). */
  subscribe(handlers: { change(key: string): void; lost(): void }): () => void;
  close(): Promise<void>;
}

type Handlers = Parameters<ChangeFeed['subscribe']>[0];

class Subscribers {
  private readonly set = new Set<Handlers>();
  add(h: Handlers): () => void {
    this.set.add(h);
    return () => this.set.delete(h);
  }
  change(key: string): void {
    for (const h of this.set) h.change(key);
  }
  lost(): void {
    for (const h of this.set) h.lost();
  }
}

/** PGlite: its data folder belongs to one process, so every write passes through here. */
export function inProcessFeed(): ChangeFeed {
  const subs = new Subscribers();
  return {
    isLive: () => true,
    publish: async (key) => subs.change(key),
    settle: async () => undefined,
    subscribe: (h) => subs.add(h),
    close: async () => undefined,
  };
}

export const CHANGE_CHANNEL = 'portal_changes';
const NONCE_SEP = '#';
const ECHO_WAIT_MS = 1_000;
const splitPayload = (payload: string): [string, string | undefined] => {
  const at = payload.lastIndexOf(NONCE_SEP);
  return at < 0 ? [payload, undefined] : [payload.slice(0, at), payload.slice(at + 1)];
};
const RETRY_MAX_MS = 30_000;

/**
 * PostgreSQL LISTEN/NOTIFY over one dedicated connection, reconnecting with
 * back-off. A notification is delivered after its transaction commits, to
 * every listening process, including this one.
 */
export async function postgresFeed(url: string, db: Db): Promise<ChangeFeed> {
  const { Client } = await import('pg');
  const subs = new Subscribers();
  let live = false;
  let closed = false;
  let client: InstanceType<typeof Client> | null = null;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  /** Our own notifications come back to us too: publish waits for that echo. */
  const echoes = new Map<string, () => void>();

  const down = () => {
    if (live) subs.lost();
    live = false;
  };
  const scheduleRetry = () => {
    if (closed || retryTimer) return;
    const wait = Math.min(RETRY_MAX_MS, 250 * 2 ** attempt++);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, wait);
    retryTimer.unref();
  };
  const connect = async () => {
    const c = new Client({ connectionString: url });
    // A dropped connection emits 'error' and then 'end'; both mean "messages may be lost".
    c.on('error', () => {
      down();
      scheduleRetry();
    });
    c.on('end', () => {
      down();
      if (client === c) client = null;
      scheduleRetry();
    });
    c.on('notification', (n) => {
      if (n.channel !== CHANGE_CHANNEL || !n.payload) return;
      const [key, nonce] = splitPayload(n.payload);
      subs.change(key);
      if (nonce) echoes.get(nonce)?.();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANGE_CHANNEL}`);
      if (closed) {
        await c.end();
        return;
      }
      client = c;
      attempt = 0;
      live = true;
    } catch {
      down();
      void c.end().catch(() => undefined);
      scheduleRetry();
    }
  };
  await connect();

  return {
    isLive: () => live,
    publish: async (key) => {
      const nonce = randomUUID();
      // PostgreSQL hands a notification to every listener together; once ours is back,
      // the others' are on the wire too. Bounded, so a slow listener cannot stall a write.
      const echoed = new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ECHO_WAIT_MS);
        echoes.set(nonce, () => {
          clearTimeout(timer);
          resolve();
        });
      });
      try {
        await db.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${`${key}${NONCE_SEP}${nonce}`})`);
        if (live) await echoed;
      } finally {
        echoes.delete(nonce);
      }
    },
    // One turn of the event loop reads notifications already in the socket.
    settle: () => new Promise((resolve) => setImmediate(resolve)),
    subscribe: (h) => subs.add(h),
    close: async () => {
      closed = true;
      clearTimeout(retryTimer);
      down();
      await client?.end().catch(() => undefined);
    },
  };
}
