import { describe, expect, it, vi } from 'vitest';
import { PerUserCache } from '../../../src/server/cache/per-user';
import type { ChangeFeed } from '../../../src/server/db/change-feed';

function fakeFeed() {
  let live = true;
  const subs: Parameters<ChangeFeed['subscribe']>[0][] = [];
  const feed: ChangeFeed = {
    isLive: () => live,
    publish: async (key) => subs.forEach((s) => s.change(key)),
    settle: async () => undefined,
    subscribe: (h) => {
      subs.push(h);
      return () => undefined;
    },
    close: async () => undefined,
  };
  return {
    feed,
    setLive(v: boolean) {
      if (live && !v) subs.forEach((s) => s.lost());
      live = v;
    },
  };
}

function counter() {
  let n = 0;
  return {
    load: async () => ++n,
    get calls() {
      return n;
    },
  };
}

describe('PerUserCache', () => {
  it('answers from memory while the feed is live', async () => {
    const { feed } = fakeFeed();
    const cache = new PerUserCache<number>(feed);
    const c = counter();
    expect(await cache.get('u1', c.load)).toBe(1);
    expect(await cache.get('u1', c.load)).toBe(1);
    expect(c.calls).toBe(1);
  });

  it.each([
    ['a change of that user', 'user:u1', 2],
    ['a change of another user', 'user:u2', 1],
    ['a session change', 'session:u1', 1],
  ])('reloads after %s only when it names the user', async (_, key, expected) => {
    const { feed } = fakeFeed();
    const cache = new PerUserCache<number>(feed);
    const c = counter();
    await cache.get('u1', c.load);
    await feed.publish(key);
    expect(await cache.get('u1', c.load)).toBe(expected);
  });

  it('caches nothing without a feed, or while the feed is not live, and forgets all when it is lost', async () => {
    const none = new PerUserCache<number>(undefined);
    const c0 = counter();
    await none.get('u1', c0.load);
    await none.get('u1', c0.load);
    expect(c0.calls).toBe(2);

    const f = fakeFeed();
    const cache = new PerUserCache<number>(f.feed);
    const c = counter();
    await cache.get('u1', c.load);
    f.setLive(false);
    await cache.get('u1', c.load);
    await cache.get('u1', c.load);
    expect(c.calls).toBe(3);
    f.setLive(true);
    expect(await cache.get('u1', c.load)).toBe(4);
  });

  it('does not keep a value read while a change went by', async () => {
    const { feed } = fakeFeed();
    const cache = new PerUserCache<number>(feed);
    let n = 0;
    const racing = async () => {
      n++;
      await feed.publish('user:u1');
      return n;
    };
    await cache.get('u1', racing);
    expect(await cache.get('u1', async () => ++n)).toBe(2);
  });

  it('lets entries lapse after their time', async () => {
    const { feed } = fakeFeed();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const cache = new PerUserCache<number>(feed, 1_000);
      const c = counter();
      await cache.get('u1', c.load);
      vi.advanceTimersByTime(999);
      await cache.get('u1', c.load);
      expect(c.calls).toBe(1);
      vi.advanceTimersByTime(1);
      await cache.get('u1', c.load);
      expect(c.calls).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
