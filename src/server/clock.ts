/**
 * The server's one source of "now": routes, services, the supplier simulator, workers, tokens
 * and the HTTP Date header all ask the clock they were given, never the system directly, so a
 * test or a bench can run the whole server on another day (SPEC §9 dates are computed from it).
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/**
 * A clock that reads `at` when made and runs on at the system clock's pace, like faketime: time
 * still passes (sessions expire, suppliers answer), only the day is another one.
 */
export function clockStartingAt(at: Date, realNowMs: number = Date.now()): Clock {
  const offsetMs = at.getTime() - realNowMs;
  return () => new Date(Date.now() + offsetMs);
}

/** The clock a server process runs on: CLOCK_AT's, else the system's. */
export function configuredClock(config: { clockAt?: Date }): Clock {
  return config.clockAt ? clockStartingAt(config.clockAt) : systemClock;
}
