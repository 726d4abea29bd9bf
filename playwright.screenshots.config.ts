import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// `npm run screenshots`: every main page at a phone (390 px) and a desktop (1366 px) width into
// docs/screenshots/, for docs/design.md. The e2e servers and clock, one worker (pages are captured
// in a stable order); not part of `npm test`.
export default defineConfig({
  ...base,
  testDir: 'scripts/screenshots',
  testMatch: /\.shots\.ts$/,
  workers: 1,
  fullyParallel: false,
  reporter: [['list']],
  timeout: 120_000,
  projects: [{ name: 'screenshots', use: { ...base.use, launchOptions: base.use?.launchOptions } }],
});
