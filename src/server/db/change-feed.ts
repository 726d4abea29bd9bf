import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Tells every server process sharing the database that a row it may hold in
 * memory has changed. In-memory caches (sessions) stay on only while the feed
 * is live: a process that may miss a message must not trust what it cached.
 */
export interface ChangeFeed {
  /** True while every change published anywhere reaches this process. */
  isLive(): boolean;
  publish(key: string): Promise<void>;
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
    subscribe: (h) => subs.add(h),
    close: async () => undefined,
  };
}

export const CHANGE_CHANNEL = 'portal_changes';
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
      if (n.channel === CHANGE_CHANNEL && n.payload) subs.change(n.payload);
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
      await db.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${key})`);
    },
    subscribe: (h) => subs.add(h),
    close: async () => {
      closed = true;
      clearTimeout(retryTimer);
      down();
      await client?.end().catch(() => undefined);
    },
  };
}
