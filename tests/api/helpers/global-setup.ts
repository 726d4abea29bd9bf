import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../src/server/db/client';
import { seedDemoData } from '../../../src/server/db/seed';
import { adminQuery, databaseUrl } from './postgres';
import { suiteClock } from './clock';

export const DEMO_PASSWORD = 'travel-demo';
const migrationsDir = path.resolve('drizzle');

/**
 * Migrating and seeding costs seconds (and, for PGlite, much memory), so the
 * suite prepares one template and every test file starts from a copy:
 * a PGlite dump, or a PostgreSQL template database.
 */
export default async function setup(project: TestProject) {
  // The project's `env` reaches its test workers, not this hook, which runs in the main process.
  if (project.config.env?.TEST_DB_TARGET === 'postgres') {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error('TEST_DATABASE_URL is required for the api-pg project');
    const name = `portal_tpl_${process.pid}_${Date.now()}`;
    await adminQuery(base, `create database ${name}`);
    const database = await openDatabase({ databaseUrl: databaseUrl(base, name), migrationsDir });
    await seedDemoData(database.db, DEMO_PASSWORD, suiteClock());
    await database.close();
    project.provide('template', { kind: 'postgres', name });
    return () => adminQuery(base, `drop database if exists ${name} with (force)`);
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-template-'));
  const database = await openDatabase({ dataDir: 'memory://', migrationsDir });
  await seedDemoData(database.db, DEMO_PASSWORD, suiteClock());
  const dump = await database.dumpDataDir!();
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('template', { kind: 'pglite', name: file });
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    template: { kind: 'pglite' | 'postgres'; name: string };
  }
}
