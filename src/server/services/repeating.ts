import type { Logger } from 'pino';

/**
 * Runs `run` every `everyMs` (unref'd: it never keeps the process alive); a run still going skips
 * the next tick, and a failure is logged as `what` failed. Answers a stop function.
 */
export function startRepeating(run: () => Promise<unknown>, everyMs: number, logger: Logger | undefined, what: string): () => void {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    run()
      .catch((err: unknown) => logger?.error({ err }, `${what} failed`))
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
