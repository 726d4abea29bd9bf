import type { Hono } from 'hono';
import type { Logger } from 'pino';
import type { Api } from './deps';
import { createApp } from './app';
import { type Clock, configuredClock } from './clock';
import { type AppConfig, loadConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { seedDemoData } from './db/seed';
import type { AppEnv } from './http/env';
import { createLogger } from './logger';
import { startBookingWorker } from './services/booking/resolve';
import { userKey } from './auth/sessions';
import { bookingMailDeps, startMailWorker } from './services/mail/outbox';
import { startAirlineChanges } from './services/booking/flights/schedule-change';
import { startAirlineDisruptions } from './services/booking/flights/airline-disruptions';
import { startRebookingDesk } from './services/booking/flights/rebooking-desk';
import { scheduleWatchAlerts } from './services/watch-alerts';
import { createVault, type PaymentVault } from './vault';
import { startApprovalExpiry } from './services/booking/approvals';

interface Runtime {
  config: AppConfig;
  logger: Logger;
  database: Database;
  vault: PaymentVault;
  vaultApp: Hono<AppEnv>;
  clock: Clock;
}

let runtime: Promise<Runtime> | undefined;
let app: Promise<Api> | undefined;

/**
 * Config parsed, database opened and migrated, demo data seeded, vault ready: once per process,
 * shared by the API and the vault app. A failure is fatal: a server without its database must
 * not answer as if it were healthy.
 */
function getRuntime(): Promise<Runtime> {
  runtime ??= (async () => {
    const config = loadConfig();
    const clock = configuredClock(config);
    const logger = createLogger(config.logLevel);
    if (config.clockAt) logger.warn({ now: clock().toISOString() }, 'clock set by CLOCK_AT');
    const started = performance.now();
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      migrationsDir: config.migrationsDir,
    });
    if (config.seedDemo) await seedDemoData(database.db, config.demoPassword, clock());
    logger.info({ db: database.kind, ms: Math.round(performance.now() - started) }, 'database ready');
    const { vault, app: vaultApp } = createVault(config, database.db, { logger, now: clock });
    return { config, logger, database, vault, vaultApp, clock };
  })().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
  return runtime;
}

/** The process-wide API (/api/*). */
export function getApp(): Promise<Api> {
  app ??= getRuntime().then(({ config, logger, database, vault, clock }) => {
    // Watched trips are re-priced hourly by every server process; per-user locks keep alerts single.
    // Bookings and booking emails: every process runs both; row locks keep each booking and email single.
    // Tests drive them themselves (polls settle bookings; the mail test hook sends).
    if (config.env !== 'test') {
      scheduleWatchAlerts({ db: database.db, logger }, clock);
      startBookingWorker({ db: database.db, logger, onSettled: (userId) => database.changes.publish(userKey(userId)) }, clock);
      startMailWorker(bookingMailDeps(config, database.db, logger), clock);
      startAirlineChanges({ db: database.db, logger }, clock);
      startAirlineDisruptions({ db: database.db, logger }, clock);
      startRebookingDesk({ db: database.db, logger }, clock);
      startApprovalExpiry({ db: database.db, logger }, clock);
    }
    return createApp({ db: database.db, config, logger, changes: database.changes, vault, now: clock });
  });
  return app;
}

/** The card vault's app (/vault/v1/*): the only server code that receives card numbers. */
export async function getVaultApp(): Promise<Hono<AppEnv>> {
  return (await getRuntime()).vaultApp;
}
