/**
 * The e2e run's clock. playwright.config.ts fixes once per run the instant the servers start from
 * (E2E_CLOCK_AT) and the real time when it did (E2E_CLOCK_ORIGIN); its workers inherit both. The
 * servers run on it (CLOCK_AT), every browser context has it installed (fixtures.ts), and tests
 * date their searches by it: the whole run sees one day, so the same fares and prices every run.
 */
export function e2eNow(): Date {
  const at = Date.parse(process.env.E2E_CLOCK_AT ?? '');
  const origin = Number(process.env.E2E_CLOCK_ORIGIN);
  if (Number.isNaN(at) || !Number.isFinite(origin)) return new Date();
  return new Date(at + (Date.now() - origin));
}

/** The environment that starts a server of this run on the run's clock. */
export function serverClockEnv(): { CLOCK_AT?: string } {
  return process.env.E2E_CLOCK_AT ? { CLOCK_AT: e2eNow().toISOString() } : {};
}
