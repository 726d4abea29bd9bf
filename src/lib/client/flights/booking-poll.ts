// How the browser waits for a booking's outcome (checkout contract §3): the checkout page and the
// confirmation page poll the same way.

export const POLL = { firstMs: 500, factor: 1.5, maxMs: 5_000, giveUpMs: 90_000 } as const;

/** 500 ms, ×1.5, at most 5 s; the server may ask for longer (`pollAfterMs`). */
export function nextPollDelay(previousMs: number | null, pollAfterMs = 0): number {
  const backoff = previousMs === null ? POLL.firstMs : Math.min(POLL.maxMs, Math.round(previousMs * POLL.factor));
  return Math.min(POLL.maxMs, Math.max(backoff, pollAfterMs));
}
