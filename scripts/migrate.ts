// npm run db:migrate: bring the configured database up to date and seed the demo data,
// without starting the server (the server does the same at start-up).
import { configuredClock } from '../src/server/clock';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { seedDemoData } from '../src/server/db/seed';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrationsDir: config.migrationsDir });
if (config.seedDemo) await seedDemoData(database.db, config.demoPassword, configuredClock(config)());
await database.close();
console.log(
  `Migrated ${database.kind === 'pglite' ? config.dataDir : 'the PostgreSQL server'}${config.seedDemo ? ' and seeded the demo data' : ''}.`,
);
