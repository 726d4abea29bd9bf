import type { Api } from './deps';
import { createApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemoData } from './db/seed';
import { createLogger } from './logger';

let app: Promise<Api> | undefined;

/**
 * The process-wide API: config parsed, database opened and migrated, demo
 * data seeded, once. A failure is fatal: a server without its database must
 * not answer as if it were healthy.
 */
export function getApp(): Promise<Api> {
  app ??= (async () => {
    const config = loadConfig();
    const logger = createLogger(config.logLevel);
    const started = performance.now();
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      migrationsDir: config.migrationsDir,
    });
    if (config.seedDemo) await seedDemoData(database.db, config.demoPassword);
    logger.info({ db: database.kind, ms: Math.round(performance.now() - started) }, 'database ready');
    return createApp({ db: database.db, config, logger, changes: database.changes });
  })().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
  return app;
}
