import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// A fresh database per run: workers inherit these from the runner's environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
const PORT = 4399;
const MAINTENANCE_PORT = 4398;
export const maintenanceURL = `http://127.0.0.1:${MAINTENANCE_PORT}`;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  // Without these, Chromium keeps calling home on a machine with no outside network.
  args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
};

const server = (port: number, dataDir: string, extra: Record<string, string> = {}) => ({
  // The runner's own Node (24, from the node package), whatever node is first on PATH.
  command: `"${process.execPath}" scripts/start.mjs`,
  url: `http://127.0.0.1:${port}/api/health`,
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'pipe' as const,
  env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', TEST_HOOKS: '1', NODE_ENV: 'test', ...extra },
});

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 2 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
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
