import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { serverClockEnv } from './tests/e2e/helpers/clock';

// A fresh database per run: workers inherit these from the runner's environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
// One clock for the run (tests/e2e/helpers/clock.ts): the servers and every browser context start
// from this instant, a weekday morning in Toronto, so every run sees the same day, fares and prices.
// E2E_CLOCK_AT=<ISO instant> runs the suite on another day; E2E_CLOCK_AT=now on the real time.
process.env.E2E_CLOCK_AT ??= '2027-02-10T15:00:00Z';
if (process.env.E2E_CLOCK_AT === 'now') process.env.E2E_CLOCK_AT = '';
process.env.E2E_CLOCK_ORIGIN ??= String(Date.now());
const PORT = 4399;
const MAINTENANCE_PORT = 4398;
export const maintenanceURL = `http://127.0.0.1:${MAINTENANCE_PORT}`;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  // Without these, Chromium keeps calling home on a machine with no outside network. The resolver
  // rule fails every other host at once (map tiles), where a lookup would wait on the closed network;
  // a route() in the tests would do the same but costs ~300 ms on every request it lets through.
  args: [
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
  ],
};

const server = (port: number, dataDir: string, extra: Record<string, string> = {}) => ({
  // The runner's own Node (24, from the node package), whatever node is first on PATH.
  command: `"${process.execPath}" scripts/start.mjs`,
  url: `http://127.0.0.1:${port}/api/health`,
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'pipe' as const,
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    TEST_HOOKS: '1',
    NODE_ENV: 'test',
    // As behind a proxy, as the API tests run: a helper that saves a card names its own client
    // (X-Forwarded-For), so the vault's 20 cards per client per 10 minutes count per test user,
    // not for the whole suite. The browser sends no such header: its calls stay one client.
    TRUST_PROXY: '1',
    ...serverClockEnv(),
    ...extra,
  },
});

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // A test that passes only on a retry is a failing test: CI runs each test once.
  retries: 0,
  workers: 2,
  // The slowest tests against their timeouts after every run; CI also keeps each test's time.
  reporter: [
    ['list'],
    ['./tests/e2e/helpers/slowest-reporter.ts'],
    ...(process.env.CI ? [['json', { outputFile: 'test-results/e2e-times.json' }] as const] : []),
  ],
  // On 2026-11-26 this 2-core machine ran the suite 3–4× slower than the day before (the previous
  // commit too): single journeys took 26–34 s alone and 31–32 s under a fresh-clone run. 45 s,
  // and 60 s for the long journeys (LONG_JOURNEY_MS), keep a slow day from failing a correct build.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium }, testIgnore: /mobile\.spec\.ts/ },
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions: chromium }, testMatch: /mobile\.spec\.ts/ },
  ],
  webServer: [
    server(PORT, path.join(process.env.E2E_DATA_DIR, 'main')),
    server(MAINTENANCE_PORT, path.join(process.env.E2E_DATA_DIR, 'maintenance'), { MAINTENANCE_MODE: '1' }),
  ],
});
