import { randomBytes } from 'node:crypto';
// npm run check: the API's OpenAPI document, as the server answers it at /api/openapi.json, linted
// with Redocly's recommended rules. Any error fails the check; warnings are printed.
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { createApp } from '../src/server/app';
import { systemClock } from '../src/server/clock';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { createLogger } from '../src/server/logger';
import { createVault } from '../src/server/vault';

// An empty in-memory database and a throwaway vault key: only the document is wanted.
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'development',
  DATA_DIR: 'memory://',
  DATABASE_URL: undefined,
  SEED_DEMO: 'false',
  TEST_HOOKS: 'false',
  VAULT_KEY: randomBytes(32).toString('base64'),
});
const database = await openDatabase({ dataDir: 'memory://', migrationsDir: config.migrationsDir });
try {
  const app = await createApp({
    db: database.db,
    config,
    logger: createLogger('silent'),
    vault: createVault(config, database.db, { now: systemClock, logger: createLogger('silent') }).vault,
    now: systemClock,
  });
  const source = await (await app.request('/api/openapi.json')).text();
  const problems = await lintFromString({
    source,
    absoluteRef: 'openapi.json',
    config: await createConfig({ extends: ['recommended'] }),
  });
  for (const p of problems) {
    const where = p.location[0]?.pointer ?? '';
    console.log(`${p.severity.padEnd(7)} ${p.ruleId}: ${p.message} ${where}`);
  }
  const errors = problems.filter((p) => p.severity === 'error').length;
  const warnings = problems.length - errors;
  console.log(`OpenAPI lint (Redocly recommended): ${errors} errors, ${warnings} warnings`);
  if (errors) process.exitCode = 1;
} finally {
  await database.close();
}
