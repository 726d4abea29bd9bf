import type { ChangeFeed } from '../db/change-feed';

/**
 * What one user's hot requests read again and again (their rewards accounts on
 * every flight search), kept for a few seconds. A write to that data publishes
 * `user:<id>` on the change feed, which empties the entry in every server
 * process; while the feed is not live nothing is cached.
 */
export class PerUserCache<T> {
  private readonly entries = new Map<string, { value: T; until: number }>();
  private generation = 0;

  constructor(
    private readonly feed: ChangeFeed | undefined,
    private readonly ttlMs = 5_000,
    private readonly maxEntries = 10_000,
  ) {
    feed?.subscribe({
      change: (key) => {
        if (!key.startsWith('user:')) return;
        this.generation++;
        this.entries.delete(key.slice('user:'.length));
      },
      lost: () => {
        this.generation++;
        this.entries.clear();
      },
    });
  }

  async get(userId: string, load: () => Promise<T>): Promise<T> {
    const live = this.feed?.isLive() ?? false;
    if (live && this.entries.has(userId)) await this.feed?.settle();
    const hit = live ? this.entries.get(userId) : undefined;
    if (hit && hit.until > Date.now()) return hit.value;
    const generation = this.generation;
    const value = await load();
    // A change heard while loading may postdate what was read: do not keep it.
    if (live && generation === this.generation && this.feed?.isLive()) {
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      this.entries.set(userId, { value, until: Date.now() + this.ttlMs });
    }
    return value;
  }
}
