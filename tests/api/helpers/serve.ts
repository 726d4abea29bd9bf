/**
 * One API server process for the multi-process test, run as
 *   node --import tsx tests/api/helpers/serve.ts
 * with DATABASE_URL, PORT (0 picks a free port), LOG_LEVEL and SEED_DEMO in
 * the environment. Prints `serve-ready port=<n>` once it answers requests.
 */
import { serve } from '@hono/node-server';
import { createApp } from '../../../src/server/app';
import { configuredClock } from '../../../src/server/clock';
import { loadConfig } from '../../../src/server/config';
import { openDatabase } from '../../../src/server/db/client';
import { seedDemoData } from '../../../src/server/db/seed';
import { createLogger } from '../../../src/server/logger';
import { FakeVault } from './fake-vault';

const config = loadConfig();
// Without DATABASE_URL this would open the PGlite folder of the working tree.
if (!config.databaseUrl) throw new Error('serve.ts needs DATABASE_URL');
const port = Number(process.env.PORT ?? '0');
if (!Number.isInteger(port) || port < 0) throw new Error(`bad PORT ${process.env.PORT}`);

const database = await openDatabase({ databaseUrl: config.databaseUrl, migrationsDir: config.migrationsDir });
const clock = configuredClock(config);
if (config.seedDemo) await seedDemoData(database.db, config.demoPassword, clock());
const app = await createApp({
  db: database.db,
  config,
  logger: createLogger(config.logLevel),
  changes: database.changes,
  vault: new FakeVault(),
  now: clock,
});

const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, (info) => {
  console.log(`serve-ready port=${info.port}`);
});

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  server.close();
  await database.close().catch(() => undefined);
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
